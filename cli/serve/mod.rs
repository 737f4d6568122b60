//! `docs serve`: the HTTP front of the site (axum). Site-wide answers are prepared at start-up,
//! pages on their first request, the search index on a thread of its own.

pub mod access_log;
pub mod client_addr;
mod csp;
pub mod health;
pub mod heap;
pub mod http;
pub mod metrics;
pub mod mime;
mod mount;
pub mod reload;
mod resource;
mod search_pool;
mod security;
mod state;
pub mod tls;

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use percent_encoding::percent_decode_str;
use std::sync::Arc;

pub use state::{AppState, LiveEvent, Memory};

use self::http::{Variants, IMMUTABLE, REVALIDATE};
use crate::site::answer::{self, Answer};
use crate::site::route;
use crate::web::assets;

/// Longest request path accepted (longer ones are 414).
const MAX_URI: usize = 2048;
/// Longest request target, query included (longer ones are 414).
const MAX_TARGET: usize = 8 * 1024;
/// Most header bytes accepted (more is 431). The connection's read buffer
/// (`commands/serve.rs`) is larger, so these answers come from here with a proper body.
const MAX_HEADER_BYTES: usize = 16 * 1024;

/// The router over a prepared state (tests drive it with `oneshot`). Routes match the path with
/// its needlessly encoded letters decoded (`/%61ssets/x` is `/assets/x`, RFC 3986 6.2.2.2), as a
/// static host matches the export's files, so both answer such a path alike.
pub fn router(state: AppState) -> Router {
    router_with(state, None)
}

/// [`router`], answering `GET /metrics` from `metrics` when given (`docs serve --metrics`), and
/// under the site's base path when it has one ([`mount`]).
pub fn router_with(state: AppState, metrics: Option<Arc<metrics::Metrics>>) -> Router {
    let base = state.snapshot().site().base.clone();
    let routes = routes(state, metrics);
    // Around the routes, not a layer inside them: a layer inside runs after routing.
    let mounted = if base.is_root() {
        routes
    } else {
        Router::new()
            .fallback_service(routes)
            .layer(axum::middleware::from_fn_with_state(
                Arc::new(base),
                mount::under_base,
            ))
    };
    Router::new().fallback_service(tower::ServiceExt::map_request(
        mounted,
        unreserved_decoded as fn(Request) -> Request,
    ))
}

/// `req` with `%XX` of a letter, digit, `-`, `.`, `_` or `~` in its path written as that character.
fn unreserved_decoded(mut req: Request) -> Request {
    let path = req.uri().path();
    if !path.contains('%') {
        return req;
    }
    let mut out = String::with_capacity(path.len());
    let mut rest = path;
    while let Some(at) = rest.find('%') {
        out.push_str(rest.get(..at).unwrap_or_default());
        let escaped = rest.get(at + 1..at + 3);
        let byte = escaped.and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match byte.filter(|b| b.is_ascii_alphanumeric() || b"-._~".contains(b)) {
            Some(b) => {
                out.push(char::from(b));
                rest = rest.get(at + 3..).unwrap_or_default();
            }
            None => {
                out.push('%');
                rest = rest.get(at + 1..).unwrap_or_default();
            }
        }
    }
    out.push_str(rest);
    let target = match req.uri().query() {
        Some(query) => format!("{out}?{query}"),
        None => out,
    };
    let mut parts = req.uri().clone().into_parts();
    if let Ok(pq) = target.parse() {
        parts.path_and_query = Some(pq);
        if let Ok(uri) = axum::http::Uri::from_parts(parts) {
            *req.uri_mut() = uri;
        }
    }
    req
}

fn routes(state: AppState, metrics: Option<Arc<metrics::Metrics>>) -> Router {
    let mut router = Router::new();
    if let Some(metrics) = metrics {
        router =
            router.route(
                crate::site::server_routes::METRICS,
                get(move |State(state): State<AppState>| async move {
                    metrics::answer(&metrics, &state)
                }),
            );
    }
    router
        .route("/_data/page/{*path}", get(page_json))
        .route("/_data/locale/{file}", get(locale_json))
        .route("/_data/common/{file}", get(common_json))
        .route("/_data/sidebar/{file}", get(sidebar_json))
        .route("/_data/search/{*file}", get(search_documents))
        .route("/assets/{*path}", get(asset))
        .route("/api/search", get(search))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .route(health::PATH, get(health::ready))
        .route("/sitemap.xml", get(sitemap))
        .route("/robots.txt", get(robots))
        .route("/_live", get(reload::events))
        .route("/_live/client.js", get(reload::client))
        .fallback(page_or_file)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            security::headers,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            reload::guard,
        ))
        .layer(axum::middleware::from_fn(limits))
        .layer(axum::middleware::from_fn(log))
        .with_state(state)
}

/// Requests over the size limits get the status that names the problem (414 for the target, 431
/// for the headers), as JSON under `/api/` and as short text elsewhere.
async fn limits(req: Request, next: axum::middleware::Next) -> Response {
    let target = req.uri().path_and_query().map_or(0, |pq| pq.as_str().len());
    let header_bytes: usize = req
        .headers()
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len() + 4)
        .sum();
    let refused = if target > MAX_TARGET || req.uri().path().len() > MAX_URI {
        Some((StatusCode::URI_TOO_LONG, "the request target is too long"))
    } else if header_bytes > MAX_HEADER_BYTES {
        Some((
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "the request headers are too large",
        ))
    } else {
        None
    };
    match refused {
        // The search API's promise for any over-long query is a 400 that says so.
        Some((StatusCode::URI_TOO_LONG, _))
            if req.uri().path() == "/api/search" && req.uri().path().len() <= MAX_URI =>
        {
            json_error(
                StatusCode::BAD_REQUEST,
                &format!(
                    "query is longer than {} characters",
                    crate::search::MAX_QUERY_CHARS
                ),
            )
        }
        Some((status, message)) if req.uri().path().starts_with("/api/") => {
            json_error(status, message)
        }
        Some((status, message)) => plain(status, message),
        None => next.run(req).await,
    }
}

/// One debug line per request (`RUST_LOG=docs=debug`).
async fn log(req: Request, next: axum::middleware::Next) -> Response {
    // Off by default, and then it must cost nothing on the hot path.
    if !tracing::enabled!(tracing::Level::DEBUG) {
        return next.run(req).await;
    }
    let started = std::time::Instant::now();
    let (method, path) = (req.method().clone(), req.uri().path().to_owned());
    let res = next.run(req).await;
    tracing::debug!(%method, path, status = res.status().as_u16(), micros = started.elapsed().as_micros() as u64, "request");
    res
}

fn plain(status: StatusCode, text: &'static str) -> Response {
    let mut res = (status, text).into_response();
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
    res
}

fn json_error(status: StatusCode, message: &str) -> Response {
    let mut res = (status, Json(serde_json::json!({ "error": message }))).into_response();
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
    res
}

async fn page_json(
    State(state): State<AppState>,
    headers: HeaderMap,
    axum::extract::Path(path): axum::extract::Path<String>,
) -> Response {
    let state = state.snapshot();
    let found = route::from_data_file(&path).and_then(|r| state.page(&r));
    data_file(&headers, found.map(|p| &p.json), "page not found")
}

/// `GET /api/search?q=&lang=<locale key or tag>&limit=`: the same search as `docs search`. Every answer is JSON.
async fn search(
    State(state): State<AppState>,
    params: Result<
        axum::extract::Query<std::collections::HashMap<String, String>>,
        axum::extract::rejection::QueryRejection,
    >,
) -> Response {
    let Ok(axum::extract::Query(params)) = params else {
        return json_error(StatusCode::BAD_REQUEST, "the query string is not valid");
    };
    let snapshot = state.snapshot();
    let q = params.get("q").cloned().unwrap_or_default();
    let lang = params
        .get("lang")
        .cloned()
        .unwrap_or_else(|| snapshot.site().root_locale().key.clone());
    let limit = params
        .get("limit")
        .and_then(|l| l.trim().parse::<usize>().ok())
        .unwrap_or(10);
    // Right after start-up this waits for the locale's index, built on a thread of its own.
    let Some(index) = snapshot.search_in(&lang).await else {
        return json_error(StatusCode::SERVICE_UNAVAILABLE, "search is unavailable");
    };
    let searched = state
        .searches()
        .run(move || index.search(&q, &lang, limit))
        .await;
    match searched {
        Ok(Ok(result)) => {
            let mut res = Json(result).into_response();
            res.headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
            res
        }
        Ok(Err(err)) => json_error(StatusCode::BAD_REQUEST, &err.to_string()),
        Err(search_pool::Busy) => {
            let mut res = json_error(
                StatusCode::SERVICE_UNAVAILABLE,
                "too many searches at once; try again",
            );
            res.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            res
        }
    }
}

async fn api_not_found() -> Response {
    json_error(StatusCode::NOT_FOUND, "no such API endpoint")
}

async fn locale_json(
    State(state): State<AppState>,
    headers: HeaderMap,
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Response {
    let state = state.snapshot();
    let found = file
        .strip_suffix(".json")
        .and_then(|key| state.locale_json(key));
    data_file(&headers, found, "locale not found")
}

async fn common_json(
    State(state): State<AppState>,
    headers: HeaderMap,
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Response {
    let state = state.snapshot();
    data_file(&headers, state.common_json(&file), "common data not found")
}

/// A page's sidebar slice file (`document::SliceFile`), named in the page that needs it.
async fn sidebar_json(
    State(state): State<AppState>,
    headers: HeaderMap,
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Response {
    let state = state.snapshot();
    let found = state.sidebar_json(&file);
    data_file(&headers, found.as_deref(), "sidebar not found")
}

/// `/_data/search/<key>.json` and its parts `/_data/search/<key>/<name>.json`: served too, so a
/// front end that falls back to them (as on a static host) finds the same files here.
async fn search_documents(
    State(state): State<AppState>,
    headers: HeaderMap,
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Response {
    let state = state.snapshot();
    let found = state.search_documents(&file).await;
    data_file(&headers, found, "search documents not found")
}

fn data_file(headers: &HeaderMap, found: Option<&resource::Resource>, missing: &str) -> Response {
    match found {
        Some(json) => http::respond(
            headers,
            StatusCode::OK,
            "application/json",
            REVALIDATE,
            json.variants(headers),
        ),
        None => json_error(StatusCode::NOT_FOUND, missing),
    }
}

/// The app's files first, from the binary with their compressed twins.
async fn asset(
    State(state): State<AppState>,
    headers: HeaderMap,
    axum::extract::Path(path): axum::extract::Path<String>,
) -> Response {
    let full = format!("assets/{path}");
    match assets::get(&full) {
        Some(body) => {
            let variants = Variants {
                identity: Bytes::from_static(body),
                gzip: assets::get(&format!("{full}.gz")).map(Bytes::from_static),
                brotli: assets::get(&format!("{full}.br")).map(Bytes::from_static),
                etag: assets::etag(&full),
                vary: false,
            };
            http::respond(
                &headers,
                StatusCode::OK,
                mime::for_path(&path),
                IMMUTABLE,
                variants,
            )
        }
        // Any other name answers as any path does (`public/assets/logo.png`), but a missing
        // hashed asset is a plain 404, never the HTML shell.
        None => {
            let state = state.snapshot();
            let mut file = None;
            let answer = answer::answer_in(state.site(), &format!("/{full}"), &mut |rel| {
                file = state.site().source.asset_file(rel);
                file.is_some()
            });
            match answer {
                Answer::NotFound(_) => plain(StatusCode::NOT_FOUND, "not found"),
                answer => respond_to(&state, answer, file, None, &headers),
            }
        }
    }
}

async fn sitemap(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let state = state.snapshot();
    // Without a public hostname there is no sitemap (its addresses must be absolute).
    let Some(sitemap) = state.sitemap() else {
        return plain(
            StatusCode::NOT_FOUND,
            "no sitemap: the site has no public hostname",
        );
    };
    http::respond(
        &headers,
        StatusCode::OK,
        "application/xml",
        REVALIDATE,
        sitemap.variants(&headers),
    )
}

async fn robots(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let state = state.snapshot();
    http::respond(
        &headers,
        StatusCode::OK,
        "text/plain; charset=utf-8",
        REVALIDATE,
        state.robots().variants(&headers),
    )
}

async fn page_or_file(State(state): State<AppState>, req: Request) -> Response {
    let state = state.snapshot();
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut res = plain(StatusCode::METHOD_NOT_ALLOWED, "method not allowed");
        res.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return res;
    }
    let raw_path = req.uri().path();
    let query = req.uri().query();
    let headers = req.headers();
    // Percent-decoded exactly once; anything odd after that is simply not found (`answer`).
    let Ok(path) = percent_decode_str(raw_path).decode_utf8() else {
        return state.not_found("/", headers);
    };
    let mut file = None;
    let answer = answer::answer_in(state.site(), &path, &mut |rel| {
        file = state.site().source.asset_file(rel);
        file.is_some()
    });
    respond_to(&state, answer, file, query, headers)
}

/// The response to what answers a path ([`answer`], the rule the export is written by): `file`
/// holds the content file's bytes when the answer is one.
fn respond_to(
    state: &state::Snapshot,
    answer: Answer,
    file: Option<std::borrow::Cow<'static, [u8]>>,
    query: Option<&str>,
    headers: &HeaderMap,
) -> Response {
    let text = |media, text: &resource::Resource| {
        http::respond(
            headers,
            StatusCode::OK,
            media,
            REVALIDATE,
            text.variants(headers),
        )
    };
    match answer {
        Answer::Page(route) => match state.page(&route) {
            Some(p) => text("text/html; charset=utf-8", &p.html),
            None => state.not_found(&route, headers),
        },
        Answer::Redirect(to) => redirect(&state.site().base, &to, query),
        Answer::Built(rel) => match state.llms(&rel).or_else(|| state.feed(&rel)) {
            Some((media, body)) => text(media, body),
            None => state.not_found(&format!("/{rel}"), headers),
        },
        Answer::File(rel) => match file {
            Some(bytes) => content_file(&rel, bytes, headers),
            None => state.not_found(&format!("/{rel}"), headers),
        },
        Answer::NotFound(prefix) => state.not_found(&prefix, headers),
    }
}

/// A content file (`public/<rel>`, or a file beside the pages) at the site path `rel`.
fn content_file(
    rel: &str,
    bytes: std::borrow::Cow<'static, [u8]>,
    headers: &HeaderMap,
) -> Response {
    let identity = Bytes::from(bytes.into_owned());
    let etag = http::etag(&identity);
    let variants = Variants {
        identity,
        gzip: None,
        brotli: None,
        etag,
        vary: false,
    };
    http::respond(
        headers,
        StatusCode::OK,
        mime::for_path(rel),
        REVALIDATE,
        variants,
    )
}

/// 301 to a canonical route of ours (always a local absolute path, under the base path when the
/// site has one), keeping the query string.
fn redirect(base: &crate::site::base::Base, route_path: &str, query: Option<&str>) -> Response {
    let mut location = base
        .url(&crate::render::links::encode_path(route_path))
        .into_owned();
    if let Some(q) = query {
        location.push('?');
        location.push_str(q);
    }
    let mut res = plain(StatusCode::MOVED_PERMANENTLY, "moved");
    if let Ok(v) = HeaderValue::from_str(&location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res
}
