//! Requests to the real router without a socket (tower `oneshot`), for the router tests.

use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// What the router answered.
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl Reply {
    /// The body as text (lossy: the tests read HTML, JSON and plain text).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Send `req` to `app`.
pub async fn send(app: &axum::Router, req: Request<Body>) -> Reply {
    let res = app.clone().oneshot(req).await.expect("the router answers");
    let status = res.status();
    let headers = res.headers().clone();
    let body = res
        .into_body()
        .collect()
        .await
        .expect("body reads")
        .to_bytes()
        .to_vec();
    Reply {
        status,
        headers,
        body,
    }
}

/// GET `path` from `app` with extra request `headers`.
pub async fn get_with(app: &axum::Router, path: &str, headers: &[(&str, &str)]) -> Reply {
    let mut req = Request::get(path);
    for (name, value) in headers {
        req = req.header(*name, *value);
    }
    send(app, req.body(Body::empty()).expect("request builds")).await
}

/// GET `path` from `app`.
pub async fn get(app: &axum::Router, path: &str) -> Reply {
    get_with(app, path, &[]).await
}
