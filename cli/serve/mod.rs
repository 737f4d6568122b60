//! `docs serve`: the HTTP front of the site (axum). Site-wide answers are prepared at start-up,
//! pages on their first request, the search index on a thread of its own.

pub mod heap;
pub mod http;
pub mod mime;
pub mod reload;
mod resource;
mod search_pool;
mod security;
mod state;

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use percent_encoding::percent_decode_str;

pub use state::{AppState, LiveEvent, Memory};

use self::http::{Variants, IMMUTABLE, REVALIDATE};
use crate::prepare::built;
use crate::site::{route, source};
use crate::web::assets;

/// Longest request path accepted (longer ones are 414).
const MAX_URI: usize = 2048;
/// Longest request target, query included (longer ones are 414).
const MAX_TARGET: usize = 8 * 1024;
/// Most header bytes accepted (more is 431). The connection's read buffer
/// (`commands/serve.rs`) is larger, so these answers come from here with a proper body.
const MAX_HEADER_BYTES: usize = 16 * 1024;

/// The router over a prepared state (tests drive it with `oneshot`).
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/_data/page/{*path}", get(page_json))
        .route("/_data/locale/{file}", get(locale_json))
        .route("/_data/common/{file}", get(common_json))
        .route("/_data/search/{*file}", get(search_documents))
        .route("/assets/{*path}", get(asset))
        .route("/api/search", get(search))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
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

/// The app's files first; any other name under `/assets/` is a content file's, as in the export
/// (`public/assets/logo.png`).
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
        // A missing hashed asset is a plain 404, never the HTML shell.
        None => content_file(state.snapshot().site(), &full, &headers)
            .unwrap_or_else(|| plain(StatusCode::NOT_FOUND, "not found")),
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
    // Percent-decoded exactly once; anything odd after that is simply not found.
    let Ok(path) = percent_decode_str(raw_path).decode_utf8() else {
        return state.not_found("/", headers);
    };
    if path.contains('\0')
        || path.contains('\\')
        || !path.starts_with('/')
        || path.starts_with("//")
    {
        return state.not_found("/", headers);
    }
    if let Some(p) = state.page(&path) {
        return http::respond(
            headers,
            StatusCode::OK,
            "text/html; charset=utf-8",
            REVALIDATE,
            p.html.variants(headers),
        );
    }
    if let Some((media, text)) = state.llms(path.trim_start_matches('/')) {
        return http::respond(
            headers,
            StatusCode::OK,
            media,
            REVALIDATE,
            text.variants(headers),
        );
    }
    if let Some((media, feed)) = state.feed(path.trim_start_matches('/')) {
        return http::respond(
            headers,
            StatusCode::OK,
            media,
            REVALIDATE,
            feed.variants(headers),
        );
    }
    for candidate in route::candidates(&path) {
        if state.has_page(&candidate) {
            return redirect(&candidate, query);
        }
    }
    let renamed = std::iter::once(path.to_string())
        .chain(route::candidates(&path))
        .find_map(|p| state.redirect(&p));
    if let Some(target) = renamed {
        return redirect(target, query);
    }
    content_file(state.site(), path.trim_start_matches('/'), headers)
        .unwrap_or_else(|| state.not_found(&path, headers))
}

/// A content file (`public/<rel>`, or a file beside the pages) at the site path `rel`, unless the
/// build writes that path itself (`built::content_file`, the rule the export leaves such a file
/// out by): `/x/index.html` is the page `/x/`, `/assets/index-….js` the app's own, whatever the
/// content folder holds there.
fn content_file(site: &crate::site::Site, rel: &str, headers: &HeaderMap) -> Option<Response> {
    if !source::is_safe_relative(rel) || built::content_file(site, rel).is_some() {
        return None;
    }
    let identity = Bytes::from(site.source.asset_file(rel)?.into_owned());
    let etag = http::etag(&identity);
    let variants = Variants {
        identity,
        gzip: None,
        brotli: None,
        etag,
        vary: false,
    };
    Some(http::respond(
        headers,
        StatusCode::OK,
        mime::for_path(rel),
        REVALIDATE,
        variants,
    ))
}

/// 301 to a canonical route of ours (always a local absolute path), keeping the query string.
fn redirect(route_path: &str, query: Option<&str>) -> Response {
    let mut location = crate::render::links::encode_path(route_path);
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
