//! `docs serve --base /repo/`: the site answered under a path, as behind a reverse proxy that
//! forwards `/repo/` as it is. The pages' links carry the base already (`Site::base`, the same
//! as `docs build --base`); here a request under it is routed with the base taken off, so every
//! route below sees the paths it always has. Outside it, only what a load balancer or the live
//! reload asks at the root is answered; `/` (and the base without its slash) redirects to the
//! base, so a browser pointed at the bare address finds the site; anything else is 404.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::site::base::Base;
use crate::site::server_routes;

/// Answered at the root whatever the base: the probe, the metrics, the live-reload stream and its
/// script (written into pages as root paths).
const AT_ROOT: [&str; 4] = [
    server_routes::HEALTH,
    server_routes::METRICS,
    "/_live",
    "/_live/client.js",
];

/// The middleware: `base` is the mount path (`/repo/`, never `/`).
pub async fn under_base(State(base): State<Arc<Base>>, mut req: Request, next: Next) -> Response {
    let path = req.uri().path();
    let mount = base.as_str().trim_end_matches('/');
    let inside = path
        .strip_prefix(mount)
        .filter(|rest| rest.starts_with('/'))
        .map(str::to_owned);
    match inside {
        Some(rest) => {
            if let Some(uri) = with_path(req.uri(), &rest) {
                *req.uri_mut() = uri;
                next.run(req).await
            } else {
                (StatusCode::BAD_REQUEST, "bad request target").into_response()
            }
        }
        None if AT_ROOT.contains(&path) => next.run(req).await,
        None if path == "/" || path == mount => {
            // 302, not 301: a browser keeps a permanent redirect for good, and the mount may move.
            let mut res = (StatusCode::FOUND, "the site is under its base path").into_response();
            if let Ok(to) = HeaderValue::from_str(base.as_str()) {
                res.headers_mut().insert(header::LOCATION, to);
            }
            res
        }
        None => {
            let mut res = (
                StatusCode::NOT_FOUND,
                format!("not found: this server answers under {}", base.as_str()),
            )
                .into_response();
            res.headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            res
        }
    }
}

/// `uri` with its path replaced by `path`, keeping the query.
fn with_path(uri: &Uri, path: &str) -> Option<Uri> {
    let target = match uri.query() {
        Some(query) => format!("{path}?{query}"),
        None => path.to_owned(),
    };
    let mut parts = uri.clone().into_parts();
    parts.path_and_query = Some(target.parse().ok()?);
    Uri::from_parts(parts).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use axum::routing::get;
    use axum::Router;
    use tower::ServiceExt as _;

    async fn ask(app: &Router, path: &str) -> (StatusCode, String, Option<String>) {
        let res = app
            .clone()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        let location = res
            .headers()
            .get(header::LOCATION)
            .map(|l| l.to_str().unwrap().to_owned());
        let status = res.status();
        let body = axum::body::to_bytes(res.into_body(), 1 << 16)
            .await
            .unwrap();
        (
            status,
            String::from_utf8_lossy(&body).into_owned(),
            location,
        )
    }

    #[tokio::test]
    async fn routes_see_paths_without_the_base_and_nothing_outside_it_answers() {
        let base = Arc::new(Base::parse("/repo/").unwrap());
        let app = Router::new()
            .route("/", get(|| async { "home" }))
            .route(
                "/guide/x.html",
                get(|req: Request| async move { req.uri().to_string() }),
            )
            .route("/healthz", get(|| async { "ok" }));
        // Around the router, not inside it: a layer inside runs after routing.
        let app = Router::new()
            .fallback_service(app)
            .layer(axum::middleware::from_fn_with_state(base, under_base));
        assert_eq!(ask(&app, "/repo/").await.1, "home");
        assert_eq!(
            ask(&app, "/repo/guide/x.html?a=1").await.1,
            "/guide/x.html?a=1"
        );
        assert_eq!(ask(&app, "/healthz").await.1, "ok");
        for outside in ["/guide/x.html", "/repository/", "/rep"] {
            assert_eq!(
                ask(&app, outside).await.0,
                StatusCode::NOT_FOUND,
                "{outside}"
            );
        }
        for bare in ["/", "/repo"] {
            let (status, _, location) = ask(&app, bare).await;
            assert_eq!(
                (status, location.as_deref()),
                (StatusCode::FOUND, Some("/repo/")),
                "{bare}"
            );
        }
    }
}
