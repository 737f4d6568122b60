//! `docs serve`: the HTTP front of the site (axum). Everything is prepared in memory at start-up.

pub mod assets;
pub mod mime;
mod state;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use percent_encoding::percent_decode_str;

pub use state::AppState;

use crate::site::{route, source};

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// The router over a prepared state (tests drive it with `oneshot`).
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/_data/page/{*path}", get(page_json))
        .route("/_data/locale/{file}", get(locale_json))
        .route("/assets/{*path}", get(asset))
        .route("/api/search", get(search))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .fallback(page_or_file)
        .with_state(state)
}

fn bytes(status: StatusCode, content_type: &str, cache: &str, body: impl Into<Body>) -> Response {
    let mut res = Response::new(body.into());
    *res.status_mut() = status;
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(content_type)
            .unwrap_or(HeaderValue::from_static("application/octet-stream")),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_str(cache).unwrap_or(HeaderValue::from_static(REVALIDATE)),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
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
    axum::extract::Path(path): axum::extract::Path<String>,
) -> Response {
    match route::from_data_file(&path).and_then(|r| state.page(&r)) {
        Some(p) => bytes(
            StatusCode::OK,
            "application/json",
            REVALIDATE,
            p.json.clone(),
        ),
        None => json_error(StatusCode::NOT_FOUND, "page not found"),
    }
}

/// `GET /api/search?q=&lang=en|zh&limit=`: the same search as `docs search`.
async fn search(
    State(state): State<AppState>,
    axum::extract::Query(params): axum::extract::Query<std::collections::HashMap<String, String>>,
) -> Response {
    let Some(index) = state.search() else {
        return json_error(StatusCode::SERVICE_UNAVAILABLE, "search is unavailable");
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
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Response {
    match file
        .strip_suffix(".json")
        .and_then(|key| state.locale_json(key))
    {
        Some(json) => bytes(StatusCode::OK, "application/json", REVALIDATE, json),
        None => json_error(StatusCode::NOT_FOUND, "locale not found"),
    }
}

async fn asset(axum::extract::Path(path): axum::extract::Path<String>) -> Response {
    match assets::get(&format!("assets/{path}")) {
        Some(body) => bytes(StatusCode::OK, mime::for_path(&path), IMMUTABLE, body),
        // A missing hashed asset is a plain 404, never the HTML shell.
        None => bytes(
            StatusCode::NOT_FOUND,
            "text/plain; charset=utf-8",
            REVALIDATE,
            "not found",
        ),
    }
}

async fn page_or_file(State(state): State<AppState>, req: Request) -> Response {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut res = bytes(
            StatusCode::METHOD_NOT_ALLOWED,
            "text/plain; charset=utf-8",
            REVALIDATE,
            "method not allowed",
        );
        res.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return res;
    }
    let raw_path = req.uri().path();
    let query = req.uri().query();
    let Ok(path) = percent_decode_str(raw_path).decode_utf8() else {
        return state.not_found("/");
    };
    if path.contains('\0')
        || path.contains('\\')
        || !path.starts_with('/')
        || path.starts_with("//")
    {
        return state.not_found("/");
    }
    if let Some(p) = state.page(&path) {
        return bytes(
            StatusCode::OK,
            "text/html; charset=utf-8",
            REVALIDATE,
            p.html.clone(),
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
            return bytes(
                StatusCode::OK,
                mime::for_path(rel),
                REVALIDATE,
                body.into_owned(),
            );
        }
    }
    state.not_found(&path)
}

/// 301 to a canonical route of ours (always a local absolute path), keeping the query string.
fn redirect(route_path: &str, query: Option<&str>) -> Response {
    let mut location = crate::render::links::encode_path(route_path);
    if let Some(q) = query {
        location.push('?');
        location.push_str(q);
    }
    let mut res = Response::new(Body::empty());
    *res.status_mut() = StatusCode::MOVED_PERMANENTLY;
    if let Ok(v) = HeaderValue::from_str(&location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res
}
