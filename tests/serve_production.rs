//! `docs serve` as the production host, through the real binary: health checks, the access log,
//! reload on SIGHUP and shutdown on SIGTERM.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;

/// The whole response to `GET path` over a fresh HTTP/1.1 connection.
fn get(addr: &str, path: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    response
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
    assert!(response.to_ascii_lowercase().contains("cache-control: no-store"), "{response}");
    assert!(response.ends_with("\r\n\r\nok"), "{response}");
}
