//! `--redirect-http ADDR`: a plain listener whose every answer is `308` to the same path on the
//! HTTPS address. The host comes from the request's `Host` (the name a reader typed), the port
//! is the TLS listener's, and only the path and query are copied, so no request can send a
//! reader to another site: a `Host` that could end the authority early (`/`, `@`, `\`, `?`, `#`,
//! whitespace) is a 400.

use std::convert::Infallible;
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, HeaderValue, Request, StatusCode, Uri};
use axum::response::Response;
use hyper_util::rt::{TokioIo, TokioTimer};

/// Answer every connection on `listener` with redirects to HTTPS on `tls_port`; a client gets
/// `header_timeout` to send its request head.
pub async fn serve(listener: tokio::net::TcpListener, tls_port: u16, header_timeout: Duration) {
    loop {
        let Ok((stream, _)) = listener
            .accept()
            .await
            .inspect_err(|e| tracing::warn!("accept failed: {e}"))
        else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |req: Request<hyper::body::Incoming>| {
                std::future::ready(Ok::<_, Infallible>(answer(&req, tls_port)))
            });
            let served = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .max_headers(100)
                .serve_connection(TokioIo::new(stream), service)
                .await;
            if let Err(err) = served {
                tracing::debug!("redirect connection ended: {err}");
            }
        });
    }
}

/// `308` to the request's path on `https://HOST:tls_port`, or `400` when the Host is unusable.
pub fn answer<B>(req: &Request<B>, tls_port: u16) -> Response {
    let location = req
        .headers()
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .and_then(|host| location(host, req.uri(), tls_port))
        .and_then(|url| HeaderValue::from_str(&url).ok());
    let mut res = Response::new(Body::empty());
    match location {
        Some(url) => {
            *res.status_mut() = StatusCode::PERMANENT_REDIRECT;
            res.headers_mut().insert(header::LOCATION, url);
        }
        None => *res.status_mut() = StatusCode::BAD_REQUEST,
    }
    res
}

/// `https://NAME[:tls_port]/path?query`, where NAME is `host` without its port; `None` when
/// `host` is not a plain host name or address.
fn location(host: &str, uri: &Uri, tls_port: u16) -> Option<String> {
    let name = host_name(host)?;
    let port = match tls_port {
        443 => String::new(),
        port => format!(":{port}"),
    };
    // `OPTIONS *` and the like have no path to keep.
    let target = uri
        .path_and_query()
        .map(|pq| pq.as_str())
        .filter(|pq| pq.starts_with('/'))
        .unwrap_or("/");
    Some(format!("https://{name}{port}{target}"))
}

/// The name in a `Host` value (`example.org`, `example.org:80`, `[::1]:80`), when it holds only
/// what a host name or address may.
fn host_name(host: &str) -> Option<&str> {
    let (name, port) = match host.strip_prefix('[') {
        Some(rest) => {
            let (inside, after) = rest.split_once(']')?;
            let ok = !inside.is_empty()
                && inside
                    .chars()
                    .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.');
            (ok.then(|| host.get(..inside.len() + 2))??, after)
        }
        None => match host.split_once(':') {
            Some((name, _)) => (name, host.get(name.len()..)?),
            None => (host, ""),
        },
    };
    let port_ok = port.is_empty()
        || port
            .strip_prefix(':')
            .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()));
    let name_ok = !name.is_empty()
        && (name.starts_with('[')
            || name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.' || c == '_'));
    (port_ok && name_ok).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn redirect(host: Option<&str>, target: &str, tls_port: u16) -> (u16, Option<String>) {
        let mut req = Request::get(target);
        if let Some(host) = host {
            req = req.header(header::HOST, host);
        }
        let res = answer(&req.body(()).unwrap(), tls_port);
        let location = res
            .headers()
            .get(header::LOCATION)
            .map(|v| v.to_str().unwrap().to_owned());
        (res.status().as_u16(), location)
    }

    #[test]
    fn the_path_and_query_move_to_https_on_the_tls_port() {
        assert_eq!(
            redirect(Some("docs.example.org:80"), "/guide/?q=a%20b", 8443),
            (
                308,
                Some("https://docs.example.org:8443/guide/?q=a%20b".into())
            )
        );
        assert_eq!(
            redirect(Some("docs.example.org"), "/", 443),
            (308, Some("https://docs.example.org/".into()))
        );
        assert_eq!(
            redirect(Some("[::1]:8080"), "/a", 8443),
            (308, Some("https://[::1]:8443/a".into()))
        );
    }

    #[test]
    fn an_absolute_target_keeps_only_its_path() {
        assert_eq!(
            redirect(Some("docs.example.org"), "http://evil.example/x?y", 443),
            (308, Some("https://docs.example.org/x?y".into()))
        );
    }

    #[test]
    fn a_host_that_could_move_the_reader_elsewhere_is_refused() {
        for host in [
            "evil.example/x",
            "user@evil.example",
            "a b",
            "evil.example\\x",
            "evil.example?",
            "evil.example#",
            "",
            "host:",
            "host:80:80",
            "[::1",
            "[evil.example]",
        ] {
            assert_eq!(redirect(Some(host), "/", 443), (400, None), "{host:?}");
        }
        assert_eq!(redirect(None, "/", 443), (400, None));
    }
}
