//! `docs serve` through the real binary.

mod common;

#[test]
fn serve_on_port_zero_prints_the_bound_address_and_answers() {
    let (mut child, addr) = common::serve_content(&common::fixture("bilingual"));
    let response = common::raw_get(&addr, "/zh/", &addr);
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

/// The status line of `GET /` sent to `addr` with `Host: host`.
fn status_for_host(addr: &str, host: &str) -> String {
    common::status_line(addr, "/", host)
}

// Regression: issue 53, the Host check (DNS rebinding) was on only with --watch.
#[test]
fn a_loopback_server_refuses_foreign_hosts_with_or_without_watch() {
    let fixture = common::fixture("bilingual");
    for (addr, watch) in [
        ("127.0.0.1:0", false),
        ("127.0.0.1:0", true),
        // A wildcard bind still checks what arrives over loopback.
        ("0.0.0.0:0", false),
    ] {
        let mut args = vec![
            "serve".as_ref(),
            "--addr".as_ref(),
            addr.as_ref(),
            "--content".as_ref(),
            fixture.as_os_str(),
        ];
        if watch {
            args.push("--watch".as_ref());
        }
        let (mut child, bound) = common::spawn_server(&args);
        let port = bound.rsplit_once(':').unwrap().1;
        let local = format!("127.0.0.1:{port}");
        let evil = status_for_host(&local, "evil.example");
        let mine = status_for_host(&local, &format!("localhost:{port}"));
        let literal = status_for_host(&local, &local);
        child.kill().ok();
        child.wait().ok();
        assert!(
            evil.starts_with("HTTP/1.1 403"),
            "{addr} watch={watch}: {evil}"
        );
        assert!(
            mine.starts_with("HTTP/1.1 200"),
            "{addr} watch={watch}: {mine}"
        );
        assert!(
            literal.starts_with("HTTP/1.1 200"),
            "{addr} watch={watch}: {literal}"
        );
    }
}
