//! HTTP semantics shared by every handler: content negotiation of precompressed variants, strong
//! ETags with the conditional requests of RFC 9110 §13 (`If-Match`, `If-Unmodified-Since`,
//! `If-None-Match`, `If-Range`), and single byte ranges.

mod date;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

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

/// The address a request's connection came in at (the server puts it on every request): the
/// `Host` check depends on whether it is a loopback address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalAddr(pub SocketAddr);

/// When this process last (re)loaded the content it serves, in whole seconds since the epoch
/// rounded up; 0 before the first load.
static CONTENT_LOADED: AtomicU64 = AtomicU64::new(0);

/// Record that the served content was (re)loaded now. Representations carry no modification date
/// of their own (the server sends no `Last-Modified`), so each is taken as last modified at the
/// latest load: a page may have changed on disk at any time before it, and `If-Unmodified-Since`
/// must fail when a change after the client's date cannot be ruled out.
pub fn content_loaded() {
    CONTENT_LOADED.fetch_max(now_rounded_up(), Ordering::Relaxed);
}

fn now_rounded_up() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    now.as_secs() + u64::from(now.subsec_nanos() > 0)
}

/// The modification date of every representation (see [`content_loaded`]); now when nothing was
/// loaded yet.
fn last_modified() -> u64 {
    match CONTENT_LOADED.load(Ordering::Relaxed) {
        0 => now_rounded_up(),
        loaded => loaded,
    }
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

/// Build the response for `variants`: picks the coding, evaluates the preconditions (412 on a
/// failed `If-Match` or `If-Unmodified-Since`, 304 on a matching `If-None-Match`), serves a single
/// byte range of identity bytes (206/416).
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
    // Preconditions apply only to what would otherwise be a 2xx (RFC 9110 §13.2.1).
    if status == StatusCode::OK {
        match precondition(request, &etag) {
            Some(StatusCode::PRECONDITION_FAILED) => {
                // The body is not sent, so nothing describes it.
                headers.remove(header::CONTENT_TYPE);
                headers.remove(header::CONTENT_ENCODING);
                return finish(StatusCode::PRECONDITION_FAILED, headers, Bytes::new());
            }
            Some(status) => return finish(status, headers, Bytes::new()),
            None => {}
        }
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

/// RFC 9110 §13.2.2 steps 1–3 for a GET or HEAD whose answer would be 200 with `etag`: 412
/// when `If-Match` fails, or when it is absent and `If-Unmodified-Since` fails; else 304 when
/// `If-None-Match` matches. `None`: answer as usual (`If-Range` is step 5, with the range).
fn precondition(request: &HeaderMap, etag: &str) -> Option<StatusCode> {
    if request.contains_key(header::IF_MATCH) {
        if !if_match(request, etag) {
            return Some(StatusCode::PRECONDITION_FAILED);
        }
    } else if let Some(date) = header_text(request, header::IF_UNMODIFIED_SINCE)
        .as_deref()
        .and_then(date::parse)
    {
        // An unreadable date is ignored, as the RFC asks.
        if last_modified() > date {
            return Some(StatusCode::PRECONDITION_FAILED);
        }
    }
    if if_none_match(request, etag) {
        return Some(StatusCode::NOT_MODIFIED);
    }
    None
}

/// All the lines of a header as one comma-separated list (a list may be split over lines); `None`
/// when absent or not text.
fn header_text(request: &HeaderMap, name: header::HeaderName) -> Option<String> {
    let values: Vec<&str> = request
        .get_all(name)
        .iter()
        .map(|v| v.to_str().ok())
        .collect::<Option<_>>()?;
    (!values.is_empty()).then(|| values.join(","))
}

/// `If-Match` holds: `*` (the resource has a current representation, since it would be 200) or a
/// listed entity-tag equal to `etag` by strong comparison, which a weak tag never is.
fn if_match(request: &HeaderMap, etag: &str) -> bool {
    let Some(value) = header_text(request, header::IF_MATCH) else {
        return false;
    };
    if value.trim() == "*" {
        return true;
    }
    entity_tags(&value).is_some_and(|tags| tags.iter().any(|(weak, tag)| !weak && *tag == etag))
}

/// A list of entity-tags (`"a", W/"b"`) as (weak, quoted tag); `None` when malformed.
fn entity_tags(value: &str) -> Option<Vec<(bool, &str)>> {
    let mut out = Vec::new();
    let mut rest = value.trim_start_matches([' ', '\t', ',']);
    while !rest.is_empty() {
        let (weak, tail) = match rest.strip_prefix("W/") {
            Some(tail) => (true, tail),
            None => (false, rest),
        };
        let inner = tail.strip_prefix('"')?;
        let close = inner.find('"')?;
        // The tag with both quotes: `close` is a boundary of `inner`, one byte after `tail`'s start.
        let tag = tail.get(..close + 2)?;
        out.push((weak, tag));
        rest = tail.get(close + 2..)?.trim_start_matches([' ', '\t', ',']);
    }
    Some(out)
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

    fn with(headers: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (name, value) in headers {
            h.append(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        h
    }

    #[test]
    fn if_match_compares_strongly() {
        let tag = "\"abc\"";
        let holds = |v: &str| if_match(&with(&[(header::IF_MATCH, v)]), tag);
        assert!(holds("\"abc\""));
        assert!(holds("*"));
        assert!(holds("\"x\", \"abc\""));
        assert!(!holds("\"nope\""));
        assert!(!holds("W/\"abc\""));
        assert!(!holds("abc"));
        // A list split over two header lines.
        let h = with(&[(header::IF_MATCH, "\"x\""), (header::IF_MATCH, "\"abc\"")]);
        assert!(if_match(&h, tag));
    }

    #[test]
    fn preconditions_follow_the_rfc_order() {
        let tag = "\"abc\"";
        let past = "Sat, 01 Jan 2000 00:00:00 GMT";
        let future = "Fri, 01 Jan 2100 00:00:00 GMT";
        let eval = |h: &[(header::HeaderName, &str)]| precondition(&with(h), tag);
        assert_eq!(
            eval(&[(header::IF_MATCH, "\"nope\"")]),
            Some(StatusCode::PRECONDITION_FAILED)
        );
        assert_eq!(eval(&[(header::IF_MATCH, tag)]), None);
        assert_eq!(
            eval(&[(header::IF_UNMODIFIED_SINCE, past)]),
            Some(StatusCode::PRECONDITION_FAILED)
        );
        assert_eq!(eval(&[(header::IF_UNMODIFIED_SINCE, future)]), None);
        assert_eq!(eval(&[(header::IF_UNMODIFIED_SINCE, "not a date")]), None);
        // If-Match present: If-Unmodified-Since is not evaluated.
        assert_eq!(
            eval(&[(header::IF_MATCH, "*"), (header::IF_UNMODIFIED_SINCE, past)]),
            None
        );
        // A failed If-Match wins over a matching If-None-Match.
        assert_eq!(
            eval(&[(header::IF_MATCH, "\"nope\""), (header::IF_NONE_MATCH, tag)]),
            Some(StatusCode::PRECONDITION_FAILED)
        );
        assert_eq!(
            eval(&[(header::IF_MATCH, tag), (header::IF_NONE_MATCH, tag)]),
            Some(StatusCode::NOT_MODIFIED)
        );
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
