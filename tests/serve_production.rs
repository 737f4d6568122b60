//! `docs serve` as the production host, through the real binary: health checks, the access log,
//! reload on SIGHUP and shutdown on SIGTERM.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;

/// The whole response to `GET path` over a fresh HTTP/1.1 connection.
fn get(addr: &str, path: &str) -> String {
    common::raw_get(addr, path, addr)
}

fn serve(extra: &[&str]) -> (std::process::Child, String) {
    let fixture = common::fixture("bilingual");
    let mut args: Vec<&std::ffi::OsStr> = vec![
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        fixture.as_os_str(),
    ];
    args.extend(extra.iter().map(|a| std::ffi::OsStr::new(*a)));
    common::spawn_server(&args)
}

#[test]
fn healthz_answers_ok_uncached_once_ready() {
    let (mut child, addr) = serve(&[]);
    let response = get(&addr, "/healthz");
    child.kill().ok();
    child.wait().ok();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(
        response
            .to_ascii_lowercase()
            .contains("cache-control: no-store"),
        "{response}"
    );
    assert!(response.ends_with("\r\n\r\nok"), "{response}");
}

/// A SIGHUP reloads the content: the page's new text is served, and requests made all through
/// the switch all succeed.
#[cfg(unix)]
#[test]
fn sighup_under_load_switches_to_the_new_text_with_no_failed_request() {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::sync::Arc;
    let content = common::fixture_copy("bilingual", "sighup");
    let page = content.join("guide/README.md");
    let args = [
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        content.as_os_str(),
    ];
    let (mut child, addr) = common::spawn_server(&args);
    let stop = Arc::new(AtomicBool::new(false));
    let (answered, failed) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let load: Vec<_> = (0..4)
        .map(|_| {
            let (stop, answered, failed, addr) =
                (stop.clone(), answered.clone(), failed.clone(), addr.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let response = get(&addr, "/guide/");
                    let counter = if response.starts_with("HTTP/1.1 200") {
                        &answered
                    } else {
                        &failed
                    };
                    counter.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    std::thread::sleep(std::time::Duration::from_millis(200));
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, format!("{text}\n\nReloaded by a hangup signal.\n")).unwrap();
    common::hang_up(&child);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let mut switched = false;
    while !switched && std::time::Instant::now() < deadline {
        switched = get(&addr, "/guide/").contains("Reloaded by a hangup signal.");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    std::thread::sleep(std::time::Duration::from_millis(200));
    stop.store(true, Ordering::Relaxed);
    load.into_iter().for_each(|t| t.join().unwrap());
    child.kill().ok();
    child.wait().ok();
    assert!(switched, "the new text was never served");
    assert_eq!(
        failed.load(Ordering::Relaxed),
        0,
        "requests failed during the reload"
    );
    assert!(answered.load(Ordering::Relaxed) > 10);
}

/// SIGTERM (what systemd and container runtimes send) ends the server cleanly with exit 0.
#[cfg(unix)]
#[test]
fn sigterm_exits_zero() {
    let (mut child, addr) = serve(&[]);
    assert!(get(&addr, "/healthz").starts_with("HTTP/1.1 200"));
    let term = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
}

/// Every request gets one line in the access log, in either format.
#[test]
fn access_log_has_one_parseable_line_per_request() {
    for format in ["combined", "json"] {
        let log =
            std::env::temp_dir().join(format!("docs-access-{format}-{}.log", std::process::id()));
        let _ = std::fs::remove_file(&log);
        let (mut child, addr) = serve(&[
            "--access-log",
            log.to_str().unwrap(),
            "--access-log-format",
            format,
        ]);
        for path in ["/guide/", "/healthz", "/no-such-page"] {
            get(&addr, path);
        }
        std::thread::sleep(std::time::Duration::from_millis(300));
        child.kill().ok();
        child.wait().ok();
        let text = std::fs::read_to_string(&log).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        for (line, (path, status)) in
            lines
                .iter()
                .zip([("/guide/", 200), ("/healthz", 200), ("/no-such-page", 404)])
        {
            if format == "json" {
                let v: serde_json::Value = serde_json::from_str(line).unwrap();
                assert_eq!(
                    (v["target"].as_str(), v["status"].as_u64()),
                    (Some(path), Some(status)),
                    "{line}"
                );
                assert_eq!(v["client"], "127.0.0.1");
            } else {
                // 127.0.0.1 - - [07/Dec/2026:14:22:40 +0000] "GET /guide/ HTTP/1.1" 200 1234 "-" "-"
                let request = format!("\"GET {path} HTTP/1.1\" {status} ");
                assert!(line.starts_with("127.0.0.1 - - ["), "{line}");
                assert!(
                    line.contains("+0000] ") && line.contains(&request),
                    "{line}"
                );
            }
        }
    }
}

/// Behind a trusted proxy the access log names the reader, not the proxy; from anyone else the
/// header is ignored.
#[test]
fn access_log_believes_x_forwarded_for_from_a_trusted_proxy_only() {
    for (n, (trusted, expected)) in [("127.0.0.0/8", "198.51.100.7"), ("10.0.0.0/8", "127.0.0.1")]
        .into_iter()
        .enumerate()
    {
        let log =
            std::env::temp_dir().join(format!("docs-access-proxy-{n}-{}.log", std::process::id()));
        let _ = std::fs::remove_file(&log);
        let args = [
            "--access-log",
            log.to_str().unwrap(),
            "--access-log-format",
            "json",
            "--trusted-proxy",
            trusted,
        ];
        let (mut child, addr) = serve(&args);
        let mut stream = TcpStream::connect(&addr).unwrap();
        write!(stream, "GET /healthz HTTP/1.1\r\nHost: {addr}\r\nX-Forwarded-For: 198.51.100.7\r\nConnection: close\r\n\r\n").unwrap();
        stream.read_to_string(&mut String::new()).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(300));
        child.kill().ok();
        child.wait().ok();
        let text = std::fs::read_to_string(&log).unwrap();
        let v: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        assert_eq!(v["client"], expected, "{text}");
    }
}

/// HTTP/2 with prior knowledge (h2c) on the plain port answers the same bytes as HTTP/1.1.
#[test]
fn h2c_prior_knowledge_answers_the_same_bytes() {
    if std::process::Command::new("curl")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: curl is not installed");
        return;
    }
    let (mut child, addr) = serve(&[]);
    let fetch = |extra: &[&str]| {
        let out = std::process::Command::new("curl")
            .args(["-s", "-w", "\n%{http_version} %{http_code}"])
            .args(extra)
            .arg(format!("http://{addr}/guide/"))
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let (h2, h1) = (fetch(&["--http2-prior-knowledge"]), fetch(&["--http1.1"]));
    child.kill().ok();
    child.wait().ok();
    let (h2_body, h2_status) = h2.rsplit_once('\n').unwrap();
    let (h1_body, h1_status) = h1.rsplit_once('\n').unwrap();
    assert_eq!((h2_status, h1_status), ("2 200", "1.1 200"));
    assert_eq!(h2_body, h1_body);
}

/// A connection that sends nothing is closed after the header-read timeout (10 s), as before h2c.
#[test]
fn a_silent_connection_is_closed() {
    let (mut child, addr) = serve(&[]);
    let mut stream = TcpStream::connect(&addr).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(15)))
        .unwrap();
    let read = stream.read(&mut [0u8; 16]);
    child.kill().ok();
    child.wait().ok();
    assert!(matches!(read, Ok(0)), "{read:?}");
}
