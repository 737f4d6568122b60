//! Security headers on every response: the site's Content-Security-Policy ([`super::csp`]), nosniff, a
//! referrer policy and no framing by other sites; and the `Host` check against DNS rebinding.

use std::net::{IpAddr, Ipv4Addr};

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::AppState;

/// Add the headers (the policy is computed once per state).
pub async fn headers(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    if let Some(csp) = state.snapshot().csp() {
        h.insert(header::CONTENT_SECURITY_POLICY, csp.clone());
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    res
}

/// The refusal for a request whose `Host` names no address this server answers to, if it does.
///
/// DNS rebinding: a page on `evil.example` whose name is made to resolve to 127.0.0.1 reaches a
/// server on a loopback address with `Host: evil.example`, and as the same origin as that page it
/// could read every answer. So a connection that came in at a loopback address is answered only
/// when `Host` is `localhost`, a loopback IP literal or the address itself, with or without
/// `--watch`. A connection at a non-loopback address (`--addr 0.0.0.0:8080` to share the site on a
/// network, reached by whatever name that network gives the machine) accepts any `Host`: it was
/// exposed on purpose. The judge is the address the connection came in at, not the one bound, so
/// a wildcard bind still checks what arrives over loopback. Without a connection (the router
/// driven in-process) only a live-reloading server checks, as if on loopback.
pub fn foreign_host(req: &Request, live: bool) -> Option<Response> {
    let local = match req.extensions().get::<super::http::LocalAddr>() {
        Some(addr) => addr.0.ip(),
        None if live => IpAddr::V4(Ipv4Addr::LOCALHOST),
        None => return None,
    };
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok());
    if host_allowed(host, local) {
        return None;
    }
    Some(
        (
            StatusCode::FORBIDDEN,
            "this server answers only requests addressed to localhost or its own address (see the Host header)",
        )
            .into_response(),
    )
}

/// Whether a `Host` header value may be answered on a connection that came in at `local`.
fn host_allowed(host: Option<&str>, local: IpAddr) -> bool {
    let local = local.to_canonical();
    if !local.is_loopback() {
        return true;
    }
    let Some(name) = host.and_then(host_name) else {
        return false;
    };
    if name.eq_ignore_ascii_case("localhost") {
        return true;
    }
    // An IP literal cannot be rebound: only a name resolves to what an attacker chooses.
    name.parse::<IpAddr>()
        .is_ok_and(|ip| ip.to_canonical().is_loopback() || ip.to_canonical() == local)
}

/// The name or IP literal of a `Host` value (`name[:port]`, `[v6][:port]`), brackets and port
/// removed; `None` when it is not of that shape.
fn host_name(host: &str) -> Option<&str> {
    let port_ok = |port: &str| port.is_empty() || port.chars().all(|c| c.is_ascii_digit());
    if let Some(rest) = host.strip_prefix('[') {
        let (ip, after) = rest.split_once(']')?;
        return match after.strip_prefix(':') {
            Some(port) if port_ok(port) => Some(ip),
            None if after.is_empty() => Some(ip),
            _ => None,
        };
    }
    match host.split_once(':') {
        Some((name, port)) if port_ok(port) => Some(name),
        Some(_) => None,
        None => Some(host),
    }
    .filter(|name| !name.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_connections_answer_only_local_hosts() {
        let v4 = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let v6: IpAddr = "::1".parse().unwrap();
        for host in [
            "localhost",
            "localhost:8080",
            "LOCALHOST",
            "127.0.0.1:3000",
            "[::1]:80",
            "[::1]",
            "127.0.0.2",
        ] {
            assert!(host_allowed(Some(host), v4), "{host}");
            assert!(host_allowed(Some(host), v6), "{host}");
        }
        for host in [
            "evil.example",
            "evil.example:80",
            "localhost.evil.example",
            "127.0.0.1.nip.io",
            "",
            "[::1",
            "localhost:x",
        ] {
            assert!(!host_allowed(Some(host), v4), "{host}");
        }
        assert!(!host_allowed(None, v4));
        // An IPv4 connection arriving at a dual-stack wildcard is still loopback.
        let mapped: IpAddr = "::ffff:127.0.0.1".parse().unwrap();
        assert!(!host_allowed(Some("evil.example"), mapped));
    }

    #[test]
    fn other_addresses_answer_any_host() {
        let lan: IpAddr = "192.168.1.5".parse().unwrap();
        assert!(host_allowed(Some("evil.example"), lan));
        assert!(host_allowed(None, lan));
    }
}
