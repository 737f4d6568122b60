//! HTTPS for `docs serve`: rustls (with `ring`, no OpenSSL) offering HTTP/2 and HTTP/1.1 by ALPN,
//! a certificate re-read on SIGHUP, `Strict-Transport-Security` on answers over TLS, and the
//! optional plain listener that sends every request to the HTTPS address.

mod cert;
pub mod redirect;
mod replay;

use std::sync::Arc;
use std::time::Duration;

use axum::http::HeaderValue;
use rustls::crypto::CryptoProvider;
use rustls::ServerConfig;
use tokio::net::TcpStream;
use tokio_rustls::server::TlsStream;
use tokio_rustls::TlsAcceptor;

use cert::CurrentCert;
pub use cert::{CertError, CertFiles};
pub use replay::Replay;

/// Sent with every answer over TLS: browsers go on asking over HTTPS for a year. Never on plain
/// HTTP, where an attacker in the middle could send it anyway and a browser ignores it (RFC 6797 8.1).
pub const HSTS: HeaderValue = HeaderValue::from_static("max-age=31536000");

/// The server's TLS side: the files it reads, the pair it presents now and the acceptor over them.
pub struct Tls {
    files: CertFiles,
    provider: Arc<CryptoProvider>,
    current: Arc<CurrentCert>,
    acceptor: TlsAcceptor,
}

impl Tls {
    /// Read and check the certificate and key; an error names the file at fault.
    pub fn load(files: CertFiles) -> Result<Self, CertError> {
        // `ring`, not aws-lc-rs: it builds with a C compiler alone (no cmake). rustls marks it
        // deprecated for lacking post-quantum key exchange, which browsers fall back from.
        #[allow(deprecated)]
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let current = Arc::new(CurrentCert::new(files.load(&provider)?));
        let mut config = ServerConfig::builder_with_provider(provider.clone())
            .with_safe_default_protocol_versions()
            .map_err(CertError::Setup)?
            .with_no_client_auth()
            .with_cert_resolver(current.clone());
        // h2 first: a browser that can gets every asset over one connection.
        config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
        Ok(Self {
            files,
            provider,
            current,
            acceptor: TlsAcceptor::from(Arc::new(config)),
        })
    }

    /// Read the files again: connections from now on get the new pair. On an error the
    /// previous pair stays in use.
    pub fn reload(&self) -> Result<(), CertError> {
        self.current.replace(self.files.load(&self.provider)?);
        Ok(())
    }

    /// The handshake, then the client's first byte, within `limit` (so a client that stalls
    /// holds only its own task); `None`, logged at debug, when either fails.
    pub async fn accept(
        &self,
        stream: TcpStream,
        limit: Duration,
    ) -> Option<Replay<TlsStream<TcpStream>>> {
        let started = async {
            let stream = self.acceptor.accept(stream).await?;
            Replay::first_byte(stream).await
        };
        match tokio::time::timeout(limit, started).await {
            Ok(Ok(Some(stream))) => Some(stream),
            Ok(Ok(None)) => None,
            Ok(Err(err)) => {
                tracing::debug!("TLS handshake failed: {err}");
                None
            }
            Err(_) => {
                tracing::debug!("TLS handshake timed out after {}s", limit.as_secs());
                None
            }
        }
    }
}

/// Every SIGHUP re-reads the certificate and key. The signal is registered before this returns,
/// so a SIGHUP sent once the server says it is ready never ends the process.
#[cfg(unix)]
pub fn reload_on_hangup(
    tls: Arc<Tls>,
) -> std::io::Result<impl std::future::Future<Output = ()> + Send> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut hangups = signal(SignalKind::hangup())?;
    Ok(async move {
        while hangups.recv().await.is_some() {
            let tls = tls.clone();
            let reloaded = tokio::task::spawn_blocking(move || tls.reload()).await;
            match reloaded {
                Ok(Ok(())) => eprintln!("SIGHUP: reloaded the TLS certificate"),
                Ok(Err(err)) => eprintln!(
                    "error: SIGHUP: {:#}; keeping the previous certificate",
                    anyhow::Error::new(err)
                ),
                Err(_) => {}
            }
        }
    })
}

/// No SIGHUP off Unix: the certificate is read once.
#[cfg(not(unix))]
pub fn reload_on_hangup(
    _tls: Arc<Tls>,
) -> std::io::Result<impl std::future::Future<Output = ()> + Send> {
    Ok(std::future::ready(()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rustls_pki_types::CertificateDer;

    /// Write a fresh self-signed `cert.pem` and its `key.pem` into `dir`; the certificate comes back.
    fn write_pair(dir: &std::path::Path) -> CertificateDer<'static> {
        let key = rcgen::KeyPair::generate().unwrap();
        let cert = rcgen::CertificateParams::new(vec!["localhost".to_owned()])
            .unwrap()
            .self_signed(&key)
            .unwrap();
        std::fs::write(dir.join("cert.pem"), cert.pem()).unwrap();
        std::fs::write(dir.join("key.pem"), key.serialize_pem()).unwrap();
        cert.der().clone()
    }

    fn presented(tls: &Tls) -> CertificateDer<'static> {
        tls.current.presented().cert[0].clone()
    }

    #[test]
    fn reload_presents_the_new_pair_and_keeps_the_old_one_when_the_files_are_bad() {
        let dir = std::env::temp_dir().join(format!("docs-tls-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let first = write_pair(&dir);
        let tls = Tls::load(CertFiles {
            cert: dir.join("cert.pem"),
            key: dir.join("key.pem"),
        })
        .unwrap();
        assert_eq!(presented(&tls), first);
        let second = write_pair(&dir);
        tls.reload().unwrap();
        assert_eq!(presented(&tls), second);
        std::fs::write(dir.join("key.pem"), "no key here\n").unwrap();
        assert!(matches!(tls.reload(), Err(CertError::NoKey(_))));
        assert_eq!(presented(&tls), second);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
