//! The certificate chain and private key `docs serve` presents, read from PEM files, and the
//! resolver that hands the current pair to each new handshake (SIGHUP swaps it in one step).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use arc_swap::ArcSwap;
use rustls::crypto::CryptoProvider;
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls_pki_types::pem::PemObject as _;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};

/// Why a certificate and key cannot be used; every case names the file at fault.
#[derive(Debug, thiserror::Error)]
pub enum CertError {
    #[error("cannot read `{path}`")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("`{0}` holds no PEM certificate (a block starting -----BEGIN CERTIFICATE-----)")]
    NoCertificate(PathBuf),
    #[error("`{path}` is not valid PEM: {reason}")]
    BadPem { path: PathBuf, reason: String },
    #[error("`{path}` holds a certificate that cannot be read: {reason}")]
    BadCertificate { path: PathBuf, reason: String },
    #[error("`{0}` holds no PEM private key (a block starting -----BEGIN PRIVATE KEY-----, RSA PRIVATE KEY or EC PRIVATE KEY)")]
    NoKey(PathBuf),
    #[error("the private key in `{key}` does not match the certificate in `{cert}`")]
    Mismatch { cert: PathBuf, key: PathBuf },
    #[error("cannot use the key `{key}` with the certificate `{cert}`: {reason}")]
    Unusable {
        cert: PathBuf,
        key: PathBuf,
        reason: rustls::Error,
    },
    #[error("cannot set up TLS: {0}")]
    Setup(rustls::Error),
}

/// Where the certificate chain and its private key are read from (again on every SIGHUP).
#[derive(Debug, Clone)]
pub struct CertFiles {
    pub cert: PathBuf,
    pub key: PathBuf,
}

impl CertFiles {
    /// The chain and key, checked against each other, ready for a handshake.
    pub fn load(&self, provider: &CryptoProvider) -> Result<CertifiedKey, CertError> {
        let chain = read_chain(&self.cert)?;
        let key = read_key(&self.key)?;
        CertifiedKey::from_der(chain, key, provider).map_err(|reason| match reason {
            rustls::Error::InconsistentKeys(rustls::InconsistentKeys::KeyMismatch) => {
                CertError::Mismatch {
                    cert: self.cert.clone(),
                    key: self.key.clone(),
                }
            }
            rustls::Error::InvalidCertificate(reason) => CertError::BadCertificate {
                path: self.cert.clone(),
                reason: format!("{reason:?}"),
            },
            reason => CertError::Unusable {
                cert: self.cert.clone(),
                key: self.key.clone(),
                reason,
            },
        })
    }
}

fn read(path: &Path) -> Result<Vec<u8>, CertError> {
    std::fs::read(path).map_err(|source| CertError::Read {
        path: path.to_owned(),
        source,
    })
}

/// Every certificate in the file, the server's own first.
fn read_chain(path: &Path) -> Result<Vec<CertificateDer<'static>>, CertError> {
    let chain = CertificateDer::pem_slice_iter(&read(path)?)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| bad_pem(path, e))?;
    if chain.is_empty() {
        return Err(CertError::NoCertificate(path.to_owned()));
    }
    Ok(chain)
}

/// The first private key in the file (PKCS#8, PKCS#1 or SEC1).
fn read_key(path: &Path) -> Result<PrivateKeyDer<'static>, CertError> {
    PrivateKeyDer::from_pem_slice(&read(path)?).map_err(|e| match e {
        rustls_pki_types::pem::Error::NoItemsFound => CertError::NoKey(path.to_owned()),
        e => bad_pem(path, e),
    })
}

fn bad_pem(path: &Path, e: rustls_pki_types::pem::Error) -> CertError {
    CertError::BadPem {
        path: path.to_owned(),
        reason: e.to_string(),
    }
}

/// The pair every handshake is given, whatever name the client asked for: one site, one
/// certificate. A new pair applies to the connections that start after it is stored.
#[derive(Debug)]
pub struct CurrentCert(ArcSwap<CertifiedKey>);

impl CurrentCert {
    pub fn new(first: CertifiedKey) -> Self {
        Self(ArcSwap::from_pointee(first))
    }

    pub fn replace(&self, next: CertifiedKey) {
        self.0.store(Arc::new(next));
    }

    /// The pair the next handshake gets.
    #[cfg(test)]
    pub fn presented(&self) -> Arc<CertifiedKey> {
        self.0.load_full()
    }
}

impl ResolvesServerCert for CurrentCert {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        Some(self.0.load_full())
    }
}
