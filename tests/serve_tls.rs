//! `docs serve` over HTTPS, through the real binary and `curl`: HTTP/2 and HTTP/1.1 negotiated
//! by ALPN with the same bytes, HSTS over TLS only, the plain redirect listener, the certificate
//! re-read on SIGHUP, and clear errors for unusable certificate files.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A self-signed certificate for `localhost` and 127.0.0.1 whose subject names `tag`, and its
/// key, as PEM text.
fn self_signed(tag: &str) -> (String, String) {
    let key = rcgen::KeyPair::generate().unwrap();
    let mut params =
        rcgen::CertificateParams::new(vec!["localhost".to_owned(), "127.0.0.1".to_owned()])
            .unwrap();
    params
        .distinguished_name
        .push(rcgen::DnType::CommonName, tag);
    let cert = params.self_signed(&key).unwrap();
    (cert.pem(), key.serialize_pem())
}

/// A fresh folder holding `cert.pem` and `key.pem` for `tag`.
fn cert_dir(test: &str, tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-tls-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    write_cert(&dir, tag);
    dir
}

fn write_cert(dir: &Path, tag: &str) {
    let (cert, key) = self_signed(tag);
    std::fs::write(dir.join("cert.pem"), cert).unwrap();
    std::fs::write(dir.join("key.pem"), key).unwrap();
}

/// A running `docs serve` and the addresses it printed.
struct Server {
    child: Child,
    https: String,
    redirect: Option<String>,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

/// Start `docs serve --tls-cert DIR/cert.pem --tls-key DIR/key.pem` over the bilingual fixture.
fn serve_tls(certs: &Path, extra: &[&str]) -> Server {
    let mut child = common::docs()
        .args(["serve", "--addr", "127.0.0.1:0", "--content"])
        .arg(common::fixture("bilingual"))
        .arg("--tls-cert")
        .arg(certs.join("cert.pem"))
        .arg("--tls-key")
        .arg(certs.join("key.pem"))
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn docs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let https = address_after(&line, "https://");
    let redirect = extra.contains(&"--redirect-http").then(|| {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        address_after(&line, "Redirecting http://")
    });
    Server {
        child,
        https,
        redirect,
    }
}

fn address_after(line: &str, marker: &str) -> String {
    line.split(marker)
        .nth(1)
        .and_then(|s| s.split('/').next())
        .unwrap_or_else(|| panic!("no {marker} address in {line:?}"))
        .to_owned()
}

fn curl(args: &[&str]) -> Output {
    Command::new("curl")
        .args(["-k", "-s", "--max-time", "20"])
        .args(args)
        .output()
        .expect("curl runs (it is needed for the TLS tests)")
}

/// The HTTP version curl used and the body it got.
fn fetch(version_flag: &str, url: &str) -> (String, Vec<u8>) {
    let body = std::env::temp_dir().join(format!(
        "docs-tls-body-{}-{}",
        std::process::id(),
        version_flag.trim_start_matches('-')
    ));
    let out = curl(&[
        version_flag,
        "-o",
        body.to_str().unwrap(),
        "-w",
        "%{http_version} %{http_code}",
        url,
    ]);
    let written = String::from_utf8_lossy(&out.stdout).into_owned();
    let (version, code) = written.split_once(' ').unwrap_or_default();
    assert_eq!(code, "200", "{url} over {version_flag}: {written} {out:?}");
    (version.to_owned(), std::fs::read(body).unwrap())
}

/// The subject's common name of the certificate the server presents now.
fn served_subject(https: &str) -> String {
    let out = curl(&["-v", "-o", "/dev/null", &format!("https://{https}/healthz")]);
    let log = String::from_utf8_lossy(&out.stderr);
    log.lines()
        .find_map(|l| l.trim_start_matches(['*', ' ']).strip_prefix("subject: "))
        .unwrap_or_else(|| panic!("no certificate subject in curl's log:\n{log}"))
        .to_owned()
}

#[test]
fn http2_and_http1_over_tls_give_the_same_bytes_for_a_page_and_a_file() {
    let certs = cert_dir("alpn", "docs-tls-alpn");
    let server = serve_tls(&certs, &[]);
    for path in ["/guide/", "/hello.txt"] {
        let url = format!("https://{}{path}", server.https);
        let (h2, h2_body) = fetch("--http2", &url);
        let (h1, h1_body) = fetch("--http1.1", &url);
        assert_eq!((h2.as_str(), h1.as_str()), ("2", "1.1"), "{path}");
        assert!(!h2_body.is_empty(), "{path}");
        assert_eq!(h2_body, h1_body, "{path}: the bodies differ");
    }
}

#[test]
fn hsts_is_sent_over_tls_and_never_on_plain_http() {
    let certs = cert_dir("hsts", "docs-tls-hsts");
    let server = serve_tls(&certs, &[]);
    for flag in ["--http2", "--http1.1"] {
        let out = curl(&[
            flag,
            "-D",
            "-",
            "-o",
            "/dev/null",
            &format!("https://{}/guide/", server.https),
        ]);
        let head = String::from_utf8_lossy(&out.stdout).to_ascii_lowercase();
        assert!(
            head.contains("strict-transport-security: max-age=31536000"),
            "{flag}: {head}"
        );
    }
    let (mut plain, addr) = common::serve_content(&common::fixture("bilingual"));
    let response = common::raw_get(&addr, "/guide/", &addr);
    plain.kill().ok();
    plain.wait().ok();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(
        !response
            .to_ascii_lowercase()
            .contains("strict-transport-security"),
        "{response}"
    );
}

#[test]
fn the_redirect_listener_sends_the_path_to_https_on_the_tls_port() {
    let certs = cert_dir("redirect", "docs-tls-redirect");
    let server = serve_tls(&certs, &["--redirect-http", "127.0.0.1:0"]);
    let plain = server.redirect.clone().unwrap();
    let tls_port = server.https.rsplit(':').next().unwrap();
    let response = common::raw_get(&plain, "/guide/install/?q=a%20b", "docs.example.org:80");
    assert!(response.starts_with("HTTP/1.1 308"), "{response}");
    let expected =
        format!("location: https://docs.example.org:{tls_port}/guide/install/?q=a%20b\r\n");
    assert!(
        response.to_ascii_lowercase().contains(&expected),
        "{response}"
    );
    // Only the path is taken from an absolute target: the host is the Host header's.
    let response = common::raw_get(&plain, "http://evil.example/x", "docs.example.org");
    assert!(
        response.to_ascii_lowercase().contains(&format!(
            "location: https://docs.example.org:{tls_port}/x\r\n"
        )),
        "{response}"
    );
    for host in ["evil.example/x", "user@evil.example"] {
        let response = common::raw_get(&plain, "/", host);
        assert!(response.starts_with("HTTP/1.1 400"), "{host}: {response}");
        assert!(
            !response.to_ascii_lowercase().contains("location:"),
            "{response}"
        );
    }
    // No HSTS on plain HTTP, redirect or not.
    assert!(!response
        .to_ascii_lowercase()
        .contains("strict-transport-security"));
    // The redirect points at a server that answers.
    let (version, _) = fetch(
        "--http2",
        &format!("https://{}/guide/install/", server.https),
    );
    assert_eq!(version, "2");
}

#[cfg(unix)]
#[test]
fn sighup_switches_to_new_certificate_files_and_keeps_the_old_one_when_they_are_bad() {
    let certs = cert_dir("hup", "docs-tls-first");
    let server = serve_tls(&certs, &[]);
    assert_eq!(served_subject(&server.https), "CN=docs-tls-first");
    write_cert(&certs, "docs-tls-second");
    common::hang_up(&server.child);
    wait_for_subject(&server.https, "CN=docs-tls-second");
    // A broken pair: the server keeps presenting the last good certificate.
    std::fs::write(certs.join("cert.pem"), "not a certificate\n").unwrap();
    common::hang_up(&server.child);
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(served_subject(&server.https), "CN=docs-tls-second");
    let (version, _) = fetch("--http2", &format!("https://{}/guide/", server.https));
    assert_eq!(version, "2");
}

fn wait_for_subject(https: &str, subject: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let now = served_subject(https);
        if now == subject {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "still {now}, not {subject}, 10 s after SIGHUP"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// `docs serve` with these arguments must fail at once: its exit code and what it printed.
fn refused(args: &[&std::ffi::OsStr]) -> (i32, String) {
    let out = common::docs()
        .args(["serve", "--addr", "127.0.0.1:0"])
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn unusable_certificate_files_are_refused_naming_the_file() {
    let dir = cert_dir("bad", "docs-tls-bad");
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    let other = cert_dir("bad-other", "docs-tls-other");
    let flags = |cert: &Path, key: &Path| -> Vec<std::ffi::OsString> {
        vec![
            "--tls-cert".into(),
            cert.into(),
            "--tls-key".into(),
            key.into(),
        ]
    };
    let run = |args: Vec<std::ffi::OsString>| {
        let args: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
        refused(&args)
    };

    let missing = dir.join("absent.pem");
    let (code, err) = run(flags(&missing, &key));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("absent.pem") && err.contains("cannot read"),
        "{err}"
    );

    let not_pem = dir.join("not-pem.pem");
    std::fs::write(&not_pem, b"\x30\x82\x01\x00 DER bytes, not PEM").unwrap();
    let (code, err) = run(flags(&not_pem, &key));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("not-pem.pem") && err.contains("no PEM certificate"),
        "{err}"
    );

    // A certificate where the key should be.
    let (code, err) = run(flags(&cert, &cert));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no PEM private key"), "{err}");

    let (code, err) = run(flags(&cert, &other.join("key.pem")));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("does not match") && err.contains("cert.pem"),
        "{err}"
    );

    // One flag without the other, and the redirect without TLS: usage errors.
    let (code, err) = run(vec!["--tls-cert".into(), cert.clone().into()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--tls-key"), "{err}");
    let (code, err) = run(vec!["--redirect-http".into(), "127.0.0.1:0".into()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--tls-cert"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A client that opens a connection and never says hello holds up its own task only: the next
/// client is answered at once.
#[test]
fn a_stalled_handshake_does_not_hold_up_other_clients() {
    let certs = cert_dir("stall", "docs-tls-stall");
    let server = serve_tls(&certs, &[]);
    let silent: Vec<TcpStream> = (0..8)
        .map(|_| TcpStream::connect(&server.https).unwrap())
        .collect();
    let mut half = TcpStream::connect(&server.https).unwrap();
    half.write_all(&[0x16, 0x03, 0x01]).unwrap();
    let started = Instant::now();
    let (version, _) = fetch("--http2", &format!("https://{}/guide/", server.https));
    assert_eq!(version, "2");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    drop((silent, half));
}
