//! `docs serve`: the HTTP front of the site (axum). Everything is prepared in memory at start-up.

pub mod assets;
pub mod compress;
pub mod http;
pub mod mime;
pub mod reload;
mod resource;
mod security;
mod state;

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use percent_encoding::percent_decode_str;

pub use state::{AppState, LiveEvent};

use self::http::{Variants, IMMUTABLE, REVALIDATE};
use crate::site::{route, source};

/// Longest request path accepted (longer ones are 414).
const MAX_URI: usize = 2048;

/// The router over a prepared state (tests drive it with `oneshot`).
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/_data/page/{*path}", get(page_json))
        .route("/_data/locale/{file}", get(locale_json))
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
        .layer(axum::middleware::from_fn(log))
        .with_state(state)
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
    match route::from_data_file(&path).and_then(|r| state.page(&r)) {
        Some(p) => http::respond(
            &headers,
            StatusCode::OK,
            "application/json",
            REVALIDATE,
            p.json.variants(&headers),
        ),
        None => json_error(StatusCode::NOT_FOUND, "page not found"),
    }
}

/// `GET /api/search?q=&lang=en|zh&limit=`: the same search as `docs search`.
async fn search(
    State(state): State<AppState>,
    axum::extract::Query(params): axum::extract::Query<std::collections::HashMap<String, String>>,
) -> Response {
    let snapshot = state.snapshot();
    let Some(index) = snapshot.search() else {
        return json_error(StatusCode::SERVICE_UNAVAILABLE, "search is unavailable");
    };
    // Searches are CPU work; a bounded number run at once so a flood cannot starve page serving.
    let Ok(_permit) = state.search_permits().try_acquire() else {
        return json_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "too many searches at once; try again",
        );
    };
    let q = params.get("q").map_or("", String::as_str);
    let lang = params.get("lang").map_or("en", String::as_str);
    let limit = params
        .get("limit")
        .and_then(|l| l.trim().parse::<usize>().ok())
        .unwrap_or(10);
    match index.search(q, lang, limit) {
        Ok(result) => {
            let mut res = Json(result).into_response();
            res.headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
            res
        }
        Err(err) => json_error(StatusCode::BAD_REQUEST, &err.to_string()),
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
    match file
        .strip_suffix(".json")
        .and_then(|key| state.locale_json(key))
    {
        Some(json) => http::respond(
            &headers,
            StatusCode::OK,
            "application/json",
            REVALIDATE,
            json.variants(&headers),
        ),
        None => json_error(StatusCode::NOT_FOUND, "locale not found"),
    }
}

async fn asset(
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
        None => plain(StatusCode::NOT_FOUND, "not found"),
    }
}

async fn sitemap(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let state = state.snapshot();
    http::respond(
        &headers,
        StatusCode::OK,
        "application/xml",
        REVALIDATE,
        state.sitemap().variants(&headers),
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
    let live = state.live().is_some();
    let state = state.snapshot();
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut res = plain(StatusCode::METHOD_NOT_ALLOWED, "method not allowed");
        res.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return res;
    }
    let raw_path = req.uri().path();
    if raw_path.len() > MAX_URI {
        return plain(StatusCode::URI_TOO_LONG, "URI too long");
    }
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
        if live {
            // Watching: pages load the live-reload client (no compression needed locally).
            let html = String::from_utf8_lossy(p.html.bytes()).replacen(
                "</body>",
                "<script src=\"/_live/client.js\"></script></body>",
                1,
            );
            let identity = Bytes::from(html);
            let etag = http::etag(&identity);
            return http::respond(
                headers,
                StatusCode::OK,
                "text/html; charset=utf-8",
                REVALIDATE,
                Variants {
                    identity,
                    gzip: None,
                    brotli: None,
                    etag,
                    vary: false,
                },
            );
        }
        return http::respond(
            headers,
            StatusCode::OK,
            "text/html; charset=utf-8",
            REVALIDATE,
            p.html.variants(headers),
        );
    }
    for candidate in route::candidates(&path) {
        if state.page(&candidate).is_some() {
            return redirect(&candidate, query);
        }
    }
    let redirects = &state.site().config.redirects;
    let renamed = std::iter::once(path.to_string())
        .chain(route::candidates(&path))
        .find_map(|p| redirects.get(&p));
    if let Some(target) = renamed.filter(|t| state.page(t).is_some()) {
        return redirect(target, query);
    }
    let rel = path.trim_start_matches('/');
    if source::is_safe_relative(rel) {
        if let Some(body) = state.site().source.public_file(rel) {
            let identity = Bytes::from(body.into_owned());
            let etag = http::etag(&identity);
            let variants = Variants {
                identity,
                gzip: None,
                brotli: None,
                etag,
                vary: false,
            };
            return http::respond(
                headers,
                StatusCode::OK,
                mime::for_path(rel),
                REVALIDATE,
                variants,
            );
        }
    }
    state.not_found(&path, headers)
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
