//! HTTP semantics shared by every handler: content negotiation of precompressed variants, strong
//! ETags with `If-None-Match`, and single byte ranges.

use axum::body::{Body, Bytes};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;

pub use crate::web::{IMMUTABLE, REVALIDATE};

pub use crate::web::etag;

/// Content codings a response may come in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coding {
    Brotli,
    Gzip,
    Identity,
}

impl Coding {
    fn token(self) -> Option<&'static str> {
        match self {
            Coding::Brotli => Some("br"),
            Coding::Gzip => Some("gzip"),
            Coding::Identity => None,
        }
    }
}

/// The best coding the client accepts among those available, honouring q-values (`q=0` refuses).
pub fn negotiate(headers: &HeaderMap, has_br: bool, has_gzip: bool) -> Coding {
    let Some(accept) = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
    else {
        return Coding::Identity;
    };
    let mut best = (Coding::Identity, 0.0001f32);
    let mut star: Option<f32> = None;
    let listed = |name: &str| -> Option<f32> {
        accept.split(',').find_map(|part| {
            let mut it = part.split(';');
            let coding = it.next()?.trim();
            if !coding.eq_ignore_ascii_case(name) {
                return None;
            }
            let q = it
                .find_map(|p| {
                    p.trim()
                        .strip_prefix("q=")
                        .and_then(|q| q.trim().parse::<f32>().ok())
                })
                .unwrap_or(1.0);
            Some(q)
        })
    };
    if let Some(q) = listed("*") {
        star = Some(q);
    }
    for (coding, available) in [(Coding::Brotli, has_br), (Coding::Gzip, has_gzip)] {
        let name = coding.token().unwrap_or_default();
        let q = listed(name).or(star).unwrap_or(0.0);
        if available && q > best.1 {
            best = (coding, q);
        }
    }
    best.0
}

/// One resource in its available codings.
pub struct Variants {
    pub identity: Bytes,
    pub gzip: Option<Bytes>,
    pub brotli: Option<Bytes>,
    /// ETag of the identity bytes; coded variants append a suffix.
    pub etag: String,
    /// Whether other codings exist (sets `Vary: Accept-Encoding` even when identity is sent).
    pub vary: bool,
}

/// Build the response for `variants`: picks the coding, answers 304 on a matching `If-None-Match`,
/// serves a single byte range of identity bytes (206/416).
pub fn respond(
    request: &HeaderMap,
    status: StatusCode,
    content_type: &str,
    cache: &str,
    variants: Variants,
) -> Response {
    let coding = negotiate(request, variants.brotli.is_some(), variants.gzip.is_some());
    let (bytes, etag) = match coding {
        Coding::Brotli => (
            variants.brotli.clone().unwrap_or_default(),
            variants.etag.replacen('"', "", 2) + "-br",
        ),
        Coding::Gzip => (
            variants.gzip.clone().unwrap_or_default(),
            variants.etag.replacen('"', "", 2) + "-gz",
        ),
        Coding::Identity => (
            variants.identity.clone(),
            variants.etag.replacen('"', "", 2),
        ),
    };
    let etag = format!("\"{etag}\"");
    let mut headers = HeaderMap::new();
    set(&mut headers, header::CONTENT_TYPE, content_type);
    set(&mut headers, header::CACHE_CONTROL, cache);
    set(&mut headers, header::ETAG, &etag);
    if variants.vary || variants.gzip.is_some() || variants.brotli.is_some() {
        set(&mut headers, header::VARY, "Accept-Encoding");
    }
    if let Some(token) = coding.token() {
        set(&mut headers, header::CONTENT_ENCODING, token);
    }
    if status == StatusCode::OK && if_none_match(request, &etag) {
        return finish(StatusCode::NOT_MODIFIED, headers, Bytes::new());
    }
    if status == StatusCode::OK && coding == Coding::Identity {
        set(&mut headers, header::ACCEPT_RANGES, "bytes");
        // A range applies only to the representation the client already holds: an `If-Range`
        // that is weak, a date, or another ETag asks for the whole new body instead (RFC 9110 13.1.5).
        let range = request
            .get(header::RANGE)
            .and_then(|v| v.to_str().ok())
            .filter(|_| if_range_holds(request, &etag));
        if let Some(range) = range {
            let len = bytes.len();
            return match parse_range(range, len) {
                RangeResult::Whole => finish(status, headers, bytes),
                RangeResult::Part(start, end) => {
                    set(
                        &mut headers,
                        header::CONTENT_RANGE,
                        &format!("bytes {start}-{end}/{len}"),
                    );
                    finish(
                        StatusCode::PARTIAL_CONTENT,
                        headers,
                        bytes.slice(start..=end),
                    )
                }
                RangeResult::Unsatisfiable => {
                    set(
                        &mut headers,
                        header::CONTENT_RANGE,
                        &format!("bytes */{len}"),
                    );
                    finish(StatusCode::RANGE_NOT_SATISFIABLE, headers, Bytes::new())
                }
            };
        }
    }
    finish(status, headers, bytes)
}

fn set(headers: &mut HeaderMap, name: header::HeaderName, value: &str) {
    if let Ok(v) = HeaderValue::from_str(value) {
        headers.insert(name, v);
    }
}

fn finish(status: StatusCode, headers: HeaderMap, body: Bytes) -> Response {
    let mut res = Response::new(Body::from(body));
    *res.status_mut() = status;
    *res.headers_mut() = headers;
    res
}

fn if_none_match(request: &HeaderMap, etag: &str) -> bool {
    request
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim() == "*" || t.trim().trim_start_matches("W/") == etag)
        })
}

/// Whether a range request may be answered with a part: no `If-Range`, or one that names this
/// exact representation by its strong ETag.
fn if_range_holds(request: &HeaderMap, etag: &str) -> bool {
    match request.get(header::IF_RANGE) {
        None => true,
        Some(value) => value.to_str().is_ok_and(|v| v.trim() == etag),
    }
}

/// Outcome of parsing a `Range` header against a length.
#[derive(Debug, PartialEq, Eq)]
pub enum RangeResult {
    /// Not a range we serve (multiple ranges, other units): send everything.
    Whole,
    Part(usize, usize),
    Unsatisfiable,
}

/// Parse `bytes=a-b`, `bytes=a-`, `bytes=-n`.
pub fn parse_range(value: &str, len: usize) -> RangeResult {
    let Some((unit, spec)) = value.trim().split_once('=') else {
        // Not `unit=ranges` at all: malformed, which this server answers 416 (an unknown unit
        // below is well-formed and simply ignored, as RFC 9110 asks).
        return RangeResult::Unsatisfiable;
    };
    if unit.trim() != "bytes" {
        return RangeResult::Whole;
    }
    if spec.contains(',') {
        return RangeResult::Whole;
    }
    let Some((a, b)) = spec.split_once('-') else {
        return RangeResult::Unsatisfiable;
    };
    let (a, b) = (a.trim(), b.trim());
    let parse = |s: &str| s.parse::<usize>().ok();
    let (start, end) = match (a.is_empty(), b.is_empty()) {
        (true, false) => match parse(b) {
            Some(n) if n > 0 && len > 0 => (len.saturating_sub(n), len - 1),
            _ => return RangeResult::Unsatisfiable,
        },
        (false, _) => match (
            parse(a),
            if b.is_empty() {
                Some(usize::MAX)
            } else {
                parse(b)
            },
        ) {
            (Some(s), Some(e)) if s <= e && s < len => (s, e.min(len - 1)),
            _ => return RangeResult::Unsatisfiable,
        },
        (true, true) => return RangeResult::Unsatisfiable,
    };
    RangeResult::Part(start, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(v: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(v).unwrap());
        h
    }

    #[test]
    fn negotiation_honours_q_values() {
        assert_eq!(negotiate(&accept("gzip, br"), true, true), Coding::Brotli);
        assert_eq!(
            negotiate(&accept("br;q=0.5, gzip;q=0.8"), true, true),
            Coding::Gzip
        );
        assert_eq!(negotiate(&accept("br;q=0, gzip"), true, true), Coding::Gzip);
        assert_eq!(negotiate(&accept("*;q=0"), true, true), Coding::Identity);
        assert_eq!(negotiate(&accept("*"), true, false), Coding::Brotli);
        assert_eq!(negotiate(&HeaderMap::new(), true, true), Coding::Identity);
        assert_eq!(negotiate(&accept("gzip"), true, false), Coding::Identity);
    }

    #[test]
    fn ranges() {
        assert_eq!(parse_range("bytes=0-9", 100), RangeResult::Part(0, 9));
        assert_eq!(parse_range("bytes=90-", 100), RangeResult::Part(90, 99));
        assert_eq!(parse_range("bytes=-10", 100), RangeResult::Part(90, 99));
        assert_eq!(parse_range("bytes=0-500", 100), RangeResult::Part(0, 99));
        assert_eq!(parse_range("bytes=100-", 100), RangeResult::Unsatisfiable);
        assert_eq!(parse_range("bytes=9-3", 100), RangeResult::Unsatisfiable);
        assert_eq!(parse_range("bytes=x-y", 100), RangeResult::Unsatisfiable);
        assert_eq!(parse_range("bytes=0-1,5-6", 100), RangeResult::Whole);
        assert_eq!(parse_range("items=0-1", 100), RangeResult::Whole);
        // Regression: a malformed header answered 200 instead of the project's 416.
        assert_eq!(parse_range("bad_format", 100), RangeResult::Unsatisfiable);
    }
}
