//! `docs serve` through the real binary.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;

#[test]
fn serve_on_port_zero_prints_the_bound_address_and_answers() {
    let fixture = common::fixture("bilingual");
    let args = [
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        fixture.as_os_str(),
    ];
    let (mut child, addr) = common::spawn_server(&args);
    let mut stream = TcpStream::connect(&addr).unwrap();
    write!(
        stream,
        "GET /zh/ HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    child.kill().ok();
    child.wait().ok();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(response.contains("lang=\"zh-CN\""));
}

#[test]
fn taken_port_is_a_clear_error_with_exit_2() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let out = common::docs()
        .args(["serve", "--addr", &addr, "--content"])
        .arg(common::fixture("bilingual"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot listen on"));
}
