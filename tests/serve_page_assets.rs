//! Images beside a page (`./img/shot.png` next to `guide/install/docker.md`) are served at their URL
//! next to the page's route; sources and links leading outside the content root are not.

mod common;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use docs::serve::{self, AppState};
use docs::site::{ContentSource, Site};
use http_body_util::BodyExt;
use tower::ServiceExt;

#[tokio::test]
async fn files_beside_pages_are_served_next_to_the_page_route() {
    let root = common::fixture_copy("bilingual", "page-assets");
    std::fs::create_dir_all(root.join("guide/install/img")).unwrap();
    std::fs::write(root.join("guide/install/img/shot.png"), b"PNG").unwrap();
    std::fs::write(
        root.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\n---\n# Use Docker\n\n![shot](./img/shot.png)\n",
    )
    .unwrap();
    let outside = root.with_extension("outside.png");
    std::fs::write(&outside, b"SECRET").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&outside, root.join("guide/install/img/out.png")).unwrap();
    let app = serve::router(AppState::new(
        Site::load(ContentSource::Disk(root.clone())).unwrap(),
    ));
    let get = |path: &'static str| {
        let app = app.clone();
        async move {
            let res = app
                .oneshot(Request::get(path).body(Body::empty()).unwrap())
                .await
                .unwrap();
            let status = res.status();
            let kind = res.headers().get(header::CONTENT_TYPE).cloned();
            let body = res.into_body().collect().await.unwrap().to_bytes();
            (status, kind, body)
        }
    };
    let (status, kind, body) = get("/guide/install/img/shot.png").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(kind.unwrap(), "image/png");
    assert_eq!(&body[..], b"PNG");
    // The page's relative `src` resolves to that URL from the page's route.
    let (_, _, html) = get("/guide/install/docker.html").await;
    assert!(String::from_utf8_lossy(&html).contains("src=\"./img/shot.png\""));
    for refused in [
        "/guide/install/img/out.png",
        "/locales/en.yaml",
        "/site.yaml",
    ] {
        let (status, _, body) = get(refused).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{refused}");
        assert!(!String::from_utf8_lossy(&body).contains("SECRET"));
    }
}
