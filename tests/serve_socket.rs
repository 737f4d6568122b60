//! The real server over a real socket: hostile request paths never leak a byte from outside the
//! content and never answer 5xx; SIGTERM drains and exits.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start() -> Server {
    let fixture = common::fixture("bilingual");
    let args = [
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        fixture.as_os_str(),
    ];
    let (child, addr) = common::spawn_server(&args);
    Server { child, addr }
}

fn raw(addr: &str, request_target: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {request_target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn hostile_paths_are_404_and_never_leak() {
    let server = start();
    let hostile = [
        "/../site.yaml",
        "/../../../../etc/passwd",
        "/%2e%2e/site.yaml",
        "/%2e%2e%2fsite.yaml",
        "/..%2fsite.yaml",
        "/%252e%252e/site.yaml",
        "/.%2e/.%2e/etc/passwd",
        "/..\\site.yaml",
        "/%5c..%5csite.yaml",
        "/C:/Windows/win.ini",
        "/c%3a/windows/win.ini",
        "/hello.txt%00.html",
        "/%ff%fe",
        "/.git/config",
        "/.env",
        "/public/../site.yaml",
        "/locales/en.yaml",
        "//etc/passwd",
    ];
    for target in hostile {
        let res = raw(&server.addr, target);
        let status: u16 = res
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        assert!(
            status == 404 || status == 400,
            "{target}: {}",
            res.lines().next().unwrap_or("")
        );
        // Markers of the raw files (the page JSON carries the config in JSON form, which is public).
        assert!(
            !res.contains("root:x:")
                && !res.contains("defaultLocale: ")
                && !res.contains("\nnavbar:"),
            "{target} leaked content"
        );
    }
}

#[test]
fn markdown_sources_are_never_served() {
    let server = start();
    let res = raw(&server.addr, "/guide/install/docker.md");
    assert!(res.starts_with("HTTP/1.1 301"), "{res}");
    assert!(
        res.contains("location: /guide/install/docker.html"),
        "{res}"
    );
    assert!(!res.contains("order: 5"));
}

#[test]
fn redirects_never_point_off_site() {
    let server = start();
    for target in [
        "//evil.example/",
        "//evil.example/guide",
        "/\\evil.example/guide",
        "/%2F%2Fevil.example/guide",
    ] {
        let res = raw(&server.addr, target);
        let location = res
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("location:"))
            .unwrap_or("");
        assert!(!location.contains("evil.example"), "{target}: {location}");
    }
}

#[test]
fn sigterm_drains_and_exits_with_open_connections() {
    let mut server = start();
    // An idle keep-alive connection that never sends another request.
    let mut idle = TcpStream::connect(&server.addr).unwrap();
    write!(idle, "GET / HTTP/1.1\r\nHost: {}\r\n\r\n", server.addr).unwrap();
    let mut buf = [0u8; 512];
    let _ = idle.read(&mut buf).unwrap();
    let started = Instant::now();
    let ok = Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap()
        .success();
    assert!(ok);
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            assert!(status.success(), "{status:?}");
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "still running 15 s after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
