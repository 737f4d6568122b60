//! SIGTERM through the real binary, as systemd or a container runtime sends it: `docs serve`
//! stops accepting at once, answers the request already under way, then exits 0 well within its
//! grace period (10 s).

mod common;

#[cfg(unix)]
#[test]
fn sigterm_stops_accepting_and_finishes_the_request_under_way() {
    use std::io::{Read, Write};
    use std::net::TcpStream;
    use std::time::{Duration, Instant};

    let fixture = common::fixture("bilingual");
    let (mut child, addr) = common::spawn_server(&[
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        fixture.as_os_str(),
    ]);
    // A request half sent when the signal comes: its head is being read.
    let mut under_way = TcpStream::connect(&addr).unwrap();
    write!(under_way, "GET /guide/ HTTP/1.1\r\nHost: {addr}\r\n").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let term = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let signalled = Instant::now();
    std::thread::sleep(Duration::from_millis(300));
    let refused = TcpStream::connect(&addr);
    assert!(
        refused.is_err(),
        "a new connection was accepted after SIGTERM"
    );
    assert!(
        child.try_wait().unwrap().is_none(),
        "exited with a request under way"
    );
    write!(under_way, "Connection: close\r\n\r\n").unwrap();
    let mut response = String::new();
    under_way.read_to_string(&mut response).unwrap();
    let status = child.wait().unwrap();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(status.success(), "{status:?}");
    assert!(
        signalled.elapsed() < Duration::from_secs(10),
        "{:?}",
        signalled.elapsed()
    );
}
