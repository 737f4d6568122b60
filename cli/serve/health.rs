//! `GET /healthz` for load balancers and orchestrators: `503 starting` while the content loads
//! (the port is open from the first moment, so a probe sees the state instead of a refused
//! connection), `200 ok` once the site answers. Never cached: a cache must not answer for us.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};

use axum::body::Body;
use axum::http::{header, HeaderValue, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tower::ServiceExt as _;

use super::metrics::Metrics;

/// The route, reserved: lint refuses a page there (like `/api/`).
pub const PATH: &str = crate::site::server_routes::HEALTH;

/// `GET /healthz` once the site is loaded.
pub async fn ready() -> Response {
    answer(StatusCode::OK, "ok")
}

fn answer(status: StatusCode, text: &'static str) -> Response {
    let mut res = (status, text).into_response();
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// The application once it is loaded: until then every request is `503 starting` (with
/// `Retry-After`), after it the router answers. Every answer, the 503s included, is counted in
/// the metrics when the server keeps them (`--metrics`).
#[derive(Clone, Default)]
pub struct Starting {
    app: Arc<OnceLock<Router>>,
    metrics: Option<Arc<Metrics>>,
}

impl Starting {
    /// Counting every answer in `metrics`, if any.
    pub fn metered(metrics: Option<Arc<Metrics>>) -> Self {
        Self {
            app: Arc::default(),
            metrics,
        }
    }

    /// The site is loaded: from now on `app` answers every request.
    pub fn ready(&self, app: Router) {
        let _ = self.app.set(app);
    }

    /// Answer `req` with the app, or `503` while it loads.
    pub fn call(
        &self,
        req: Request<Body>,
    ) -> Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>> {
        let meter = self.metrics.as_ref().map(|m| m.start(&req));
        let app = self.app.get().cloned();
        // One boxed future either way, the metering inside it.
        Box::pin(async move {
            let res = match app {
                Some(app) => app.oneshot(req).await?,
                None => {
                    let mut res = answer(StatusCode::SERVICE_UNAVAILABLE, "starting");
                    res.headers_mut()
                        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
                    res
                }
            };
            if let Some(meter) = meter {
                meter.finish(&res);
            }
            Ok(res)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn get(app: &Starting) -> (StatusCode, String, Option<HeaderValue>) {
        let req = Request::get(PATH).body(Body::empty()).unwrap();
        let res = app.call(req).await.unwrap();
        let status = res.status();
        let cache = res.headers().get(header::CACHE_CONTROL).cloned();
        let body = axum::body::to_bytes(res.into_body(), 1024).await.unwrap();
        (status, String::from_utf8_lossy(&body).into_owned(), cache)
    }

    #[tokio::test]
    async fn healthz_is_503_until_the_site_is_loaded_then_200_ok() {
        let app = Starting::default();
        let (status, body, cache) = get(&app).await;
        assert_eq!(
            (status, body.as_str()),
            (StatusCode::SERVICE_UNAVAILABLE, "starting")
        );
        assert_eq!(cache.unwrap(), "no-store");
        app.ready(Router::new().route(PATH, axum::routing::get(ready)));
        let (status, body, cache) = get(&app).await;
        assert_eq!((status, body.as_str()), (StatusCode::OK, "ok"));
        assert_eq!(cache.unwrap(), "no-store");
    }
}
