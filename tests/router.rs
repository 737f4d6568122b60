//! The HTTP router driven without a socket (tower `oneshot`).

mod common;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use common::oneshot;
use docs::serve::{self, AppState};

fn app() -> axum::Router {
    serve::router(AppState::new(common::fixture_site("bilingual")))
}

async fn get(path: &str) -> (StatusCode, axum::http::HeaderMap, String) {
    let reply = oneshot::get(&app(), path).await;
    let text = reply.text();
    (reply.status, reply.headers, text)
}

#[tokio::test]
async fn home_pages_answer_in_both_languages() {
    let (status, headers, body) = get("/").await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    assert!(body.contains("<html lang=\"en-US\">"));
    let (status, _, body) = get("/zh/").await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("<html lang=\"zh-CN\">"));
    assert!(body.contains("<title>文档</title>"));
}

#[tokio::test]
async fn doc_page_content_is_in_the_server_html() {
    let (status, _, body) = get("/guide/install/docker.html").await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("<title>Use Docker | Docs</title>"));
    assert!(
        body.contains("id=\"run-the-container\""),
        "content is prerendered"
    );
    assert!(
        body.contains("class=\"language-bash line-numbers-mode\""),
        "code block is highlighted server-side"
    );
    // No public hostname in the fixture: no relative alternates (search engines ignore them).
    // (The language menu's links carry `hreflang` too; only `<link rel="alternate">` is an alternate.)
    assert!(!body.contains("<link rel=\"alternate\" hreflang="));
}

#[tokio::test]
async fn extensionless_path_redirects_keeping_the_query() {
    let (status, headers, _) = get("/guide/install/docker?from=x&y=1").await;
    assert_eq!(status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(
        headers[header::LOCATION],
        "/guide/install/docker.html?from=x&y=1"
    );
    let (status, headers, _) = get("/guide").await;
    assert_eq!(status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(headers[header::LOCATION], "/guide/");
}

#[tokio::test]
async fn unknown_routes_are_404_in_the_right_language() {
    let (status, _, body) = get("/no/such/page.html").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains("Page not found"));
    let (status, _, body) = get("/zh/no/such/page.html").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(body.contains("<html lang=\"zh-CN\">"));
    assert!(body.contains("页面不存在"));
}

#[tokio::test]
async fn page_json_and_api_misses_are_json() {
    let (status, headers, body) = get("/_data/page/guide/install/docker.html.json").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "application/json");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["title"], "Use Docker");
    assert_eq!(v["twins"]["/zh/"], "/zh/guide/install/docker.html");
    assert_eq!(
        v["warnings"].as_array().unwrap().len(),
        1,
        "author: 42 is reported"
    );
    let (status, headers, _) = get("/_data/page/nope.html.json").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(headers[header::CONTENT_TYPE], "application/json");
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_missing_ones_are_plain_404() {
    let asset = docs::web::assets::all()
        .into_iter()
        .map(|(p, _)| p)
        .find(|p| p.starts_with("assets/"));
    if let Some(path) = asset {
        let (status, headers, _) = get(&format!("/{path}")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            headers[header::CACHE_CONTROL],
            "public, max-age=31536000, immutable"
        );
    } else {
        assert!(
            docs::web::assets::is_placeholder(),
            "a real build has hashed assets"
        );
    }
    let (status, _, body) = get("/assets/index-doesnotexist.js").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(!body.contains("<html"));
}

#[tokio::test]
async fn public_files_are_served_and_hostile_paths_are_404() {
    let (status, _, body) = get("/hello.txt").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, "hello\n");
    for bad in [
        "/../site.yaml",
        "/%2e%2e/site.yaml",
        "/.git/config",
        "/site.yaml",
        "/a%00b",
        "/%5c..%5csite.yaml",
    ] {
        let (status, _, _) = get(bad).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{bad}");
    }
}

#[tokio::test]
async fn other_methods_are_405_with_allow() {
    let req = Request::post("/").body(Body::empty()).unwrap();
    let reply = oneshot::send(&app(), req).await;
    assert_eq!(reply.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(reply.headers[header::ALLOW], "GET, HEAD");
}

#[tokio::test]
async fn renamed_pages_redirect_to_their_new_route() {
    let (status, headers, _) = get("/guide/old-docker.html?q=1").await;
    assert_eq!(status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(headers[header::LOCATION], "/guide/install/docker.html?q=1");
    let (status, headers, _) = get("/guide/old-docker").await;
    assert_eq!(status, StatusCode::MOVED_PERMANENTLY);
    assert_eq!(headers[header::LOCATION], "/guide/install/docker.html");
}

#[tokio::test]
async fn search_api_answers_json_and_rejects_long_queries() {
    let (status, headers, body) = get("/api/search?q=docker&lang=en&limit=5").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "application/json");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["hits"][0]["route"], "/guide/install/docker.html");
    assert!(v["took_ms"].is_number());
    let (status, _, body) = get("/api/search?q=%E5%AE%B9%E5%99%A8&lang=zh").await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("/zh/guide/install/docker.html"), "{body}");
    let long = "x".repeat(300);
    let (status, headers, body) = get(&format!("/api/search?q={long}")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(headers[header::CONTENT_TYPE], "application/json");
    assert!(body.contains("error"));
    let (status, _, _) = get("/api/search?q=a%3A(%5E&limit=abc").await;
    assert_eq!(status, StatusCode::OK);
    let (status, headers, _) = get("/api/nope").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(headers[header::CONTENT_TYPE], "application/json");
}

async fn get_with(
    path: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let reply = oneshot::get_with(&app(), path, headers).await;
    (reply.status, reply.headers, reply.body)
}

#[tokio::test]
async fn etags_revalidate_to_304() {
    let (status, headers, _) = get_with("/guide/install/docker.html", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CACHE_CONTROL], "no-cache");
    let etag = headers[header::ETAG].to_str().unwrap().to_owned();
    assert!(
        etag.starts_with('"') && etag.ends_with('"'),
        "strong ETag: {etag}"
    );
    let (status, _, body) =
        get_with("/guide/install/docker.html", &[("if-none-match", &etag)]).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(body.is_empty());
    let (status, headers, _) = get_with("/_data/page/guide/install/docker.html.json", &[]).await;
    assert_eq!(status, StatusCode::OK);
    let etag = headers[header::ETAG].to_str().unwrap().to_owned();
    let (status, _, _) = get_with(
        "/_data/page/guide/install/docker.html.json",
        &[("if-none-match", &etag)],
    )
    .await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn pages_are_compressed_by_accept_encoding() {
    let (_, plain, identity) = get_with("/guide/install/docker.html", &[]).await;
    assert_eq!(plain[header::VARY], "Accept-Encoding");
    assert!(plain.get(header::CONTENT_ENCODING).is_none());
    let (_, headers, body) = get_with(
        "/guide/install/docker.html",
        &[("accept-encoding", "gzip;q=1, br;q=0.5")],
    )
    .await;
    assert_eq!(headers[header::CONTENT_ENCODING], "gzip");
    let mut decoded = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&body[..]), &mut decoded).unwrap();
    assert_eq!(decoded, identity);
    let (_, headers, _) =
        get_with("/guide/install/docker.html", &[("accept-encoding", "br")]).await;
    assert_eq!(headers[header::CONTENT_ENCODING], "br");
    assert_ne!(
        headers[header::ETAG],
        plain[header::ETAG],
        "each coding has its own ETag"
    );
}

#[tokio::test]
async fn byte_ranges_of_public_files() {
    let (status, headers, body) = get_with("/hello.txt", &[("range", "bytes=1-3")]).await;
    assert_eq!(status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(headers[header::CONTENT_RANGE], "bytes 1-3/6");
    assert_eq!(body, b"ell");
    let (status, headers, _) = get_with("/hello.txt", &[("range", "bytes=50-")]).await;
    assert_eq!(status, StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(headers[header::CONTENT_RANGE], "bytes */6");
}

// Issue 30: a range with an `If-Range` that names another (or a weak) version got a 206 of bytes
// the client could not splice onto what it holds.
#[tokio::test]
async fn a_range_is_served_only_for_the_version_if_range_names() {
    let (_, headers, _) = get_with("/hello.txt", &[]).await;
    let etag = headers[header::ETAG].to_str().unwrap().to_owned();
    let (status, _, body) =
        get_with("/hello.txt", &[("range", "bytes=1-3"), ("if-range", &etag)]).await;
    assert_eq!(
        (status, body.as_slice()),
        (StatusCode::PARTIAL_CONTENT, b"ell".as_slice())
    );
    let weak = format!("W/{etag}");
    for other in ["\"stale\"", weak.as_str(), "Wed, 21 Oct 2015 07:28:00 GMT"] {
        let (status, headers, _) =
            get_with("/hello.txt", &[("range", "bytes=1-3"), ("if-range", other)]).await;
        assert_eq!(status, StatusCode::OK, "{other}");
        assert!(!headers.contains_key(header::CONTENT_RANGE));
    }
}

#[tokio::test]
async fn security_headers_sitemap_and_robots() {
    let (_, headers, _) = get_with("/", &[]).await;
    let csp = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
    assert!(
        csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"),
        "{csp}"
    );
    assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert!(headers.contains_key(header::REFERRER_POLICY));
    // The fixture has no public hostname: no sitemap (its addresses must be absolute; see
    // tests/router_head.rs for one with a hostname) and robots.txt points at none.
    let (status, _, _) = get_with("/sitemap.xml", &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _, body) = get_with("/robots.txt", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!String::from_utf8(body).unwrap().contains("Sitemap:"));
}

#[tokio::test]
async fn head_has_headers_and_no_body() {
    let req = Request::head("/guide/install/docker.html")
        .body(Body::empty())
        .unwrap();
    let reply = oneshot::send(&app(), req).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.headers.contains_key(header::ETAG));
}

#[tokio::test]
async fn long_uris_are_414() {
    let (status, _, _) = get(&format!("/{}", "a".repeat(3000))).await;
    assert_eq!(status, StatusCode::URI_TOO_LONG);
}

#[tokio::test]
async fn language_alternates_are_absolute_on_the_configured_hostname() {
    let mut site = common::fixture_site("bilingual");
    site.config.hostname = Some("https://docs.acme.io/".into());
    let app = serve::router(AppState::new(site));
    let html = oneshot::get(&app, "/guide/install/docker.html")
        .await
        .text();
    // Search engines ignore relative hreflang targets.
    assert!(
        html.contains(
            "hreflang=\"zh-CN\" href=\"https://docs.acme.io/zh/guide/install/docker.html\""
        ),
        "{html}"
    );
}

// Regression: serve and export disagreed on a public file and a page of the same path. The page
// wins on both edges (`site::built::content_file`; tests/cli_build.rs checks the export).
#[tokio::test]
async fn a_public_file_on_a_page_path_gives_way_to_the_page() {
    let root = common::fixture_copy("bilingual", "router-page-wins");
    std::fs::create_dir_all(root.join("public/guide/install")).unwrap();
    std::fs::write(root.join("public/guide/install/docker.html"), "PUBLIC COPY").unwrap();
    std::fs::write(root.join("public/guide/index.html"), "PUBLIC INDEX").unwrap();
    let site = docs::site::Site::load(docs::site::source::ContentSource::Disk(root)).unwrap();
    let app = serve::router(AppState::new(site));
    let page = oneshot::get(&app, "/guide/install/docker.html").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(!page.text().contains("PUBLIC COPY"));
    // `guide/index.html` is the page `/guide/`'s file: the page is what that path leads to.
    let index = oneshot::get(&app, "/guide/index.html").await;
    assert!(!index.text().contains("PUBLIC INDEX"), "{}", index.status);
}

// Regression: issue 53, `If-Match: "nope"`, a weak `If-Match` and a past `If-Unmodified-Since`
// were answered 200 (RFC 9110 §13.1.1, §13.1.4, §13.2.2).
#[tokio::test]
async fn failed_preconditions_answer_412() {
    const PAGE: &str = "/guide/install/docker.html";
    const PAST: &str = "Sat, 01 Jan 2000 00:00:00 GMT";
    const FUTURE: &str = "Fri, 01 Jan 2100 00:00:00 GMT";
    let (_, headers, whole) = get_with(PAGE, &[]).await;
    let etag = headers[header::ETAG].to_str().unwrap().to_owned();
    let weak = format!("W/{etag}");
    let status = |headers: &'static [(&'static str, &'static str)]| async move {
        get_with(PAGE, headers).await.0
    };
    let with_etag = |name: &'static str, value: String| async move {
        let (status, _, body) = get_with(PAGE, &[(name, &value)]).await;
        (status, body)
    };
    // A strong match, `*`, and a list holding the tag pass, with the whole page.
    assert_eq!(
        with_etag("if-match", etag.clone()).await,
        (StatusCode::OK, whole.clone())
    );
    assert_eq!(status(&[("if-match", "*")]).await, StatusCode::OK);
    assert_eq!(
        with_etag("if-match", format!("\"other\", {etag}")).await.0,
        StatusCode::OK
    );
    // Another tag, or the same tag weak (strong comparison), fails.
    let (code, body) = with_etag("if-match", "\"nope\"".into()).await;
    assert_eq!(code, StatusCode::PRECONDITION_FAILED);
    assert!(body.is_empty());
    assert_eq!(
        with_etag("if-match", weak).await.0,
        StatusCode::PRECONDITION_FAILED
    );
    // If-Unmodified-Since: a date before the content was loaded fails, a later one passes.
    assert_eq!(
        status(&[("if-unmodified-since", PAST)]).await,
        StatusCode::PRECONDITION_FAILED
    );
    assert_eq!(
        status(&[("if-unmodified-since", FUTURE)]).await,
        StatusCode::OK
    );
    // An unreadable date is ignored.
    assert_eq!(
        status(&[("if-unmodified-since", "yesterday")]).await,
        StatusCode::OK
    );
    // With If-Match present, If-Unmodified-Since is not evaluated.
    let (code, _, _) = get_with(PAGE, &[("if-match", &etag), ("if-unmodified-since", PAST)]).await;
    assert_eq!(code, StatusCode::OK);
    let (code, _, _) = get_with(
        PAGE,
        &[("if-match", "\"nope\""), ("if-unmodified-since", FUTURE)],
    )
    .await;
    assert_eq!(code, StatusCode::PRECONDITION_FAILED);
    // HEAD is judged the same way.
    let head = |value: &str| {
        Request::head(PAGE)
            .header("if-match", value)
            .body(Body::empty())
            .unwrap()
    };
    assert_eq!(
        oneshot::send(&app(), head("\"nope\"")).await.status,
        StatusCode::PRECONDITION_FAILED
    );
    assert_eq!(
        oneshot::send(&app(), head(&etag)).await.status,
        StatusCode::OK
    );
    // Data JSON too, against its own tag.
    let (code, _, _) = get_with(
        "/_data/page/guide/install/docker.html.json",
        &[("if-match", &etag)],
    )
    .await;
    assert_eq!(code, StatusCode::PRECONDITION_FAILED);
}

/// GET `/` with `Host: host`, as if the connection came in at `local`.
async fn host_status(live: bool, local: &str, host: &str) -> StatusCode {
    let app = serve::router(AppState::with_live(common::fixture_site("bilingual"), live));
    let mut req = Request::get("/")
        .header("host", host)
        .body(Body::empty())
        .unwrap();
    req.extensions_mut()
        .insert(serve::http::LocalAddr(local.parse().unwrap()));
    oneshot::send(&app, req).await.status
}

// Regression: issue 53, without --watch a loopback server answered `Host: evil.example` (DNS rebinding).
#[tokio::test]
async fn a_loopback_server_answers_only_local_hosts_with_or_without_watch() {
    for live in [false, true] {
        for local in ["127.0.0.1:8080", "[::1]:8080"] {
            assert_eq!(
                host_status(live, local, "evil.example").await,
                StatusCode::FORBIDDEN,
                "{live} {local}"
            );
            assert_eq!(
                host_status(live, local, "evil.example:8080").await,
                StatusCode::FORBIDDEN
            );
            for ok in [
                "localhost:8080",
                "127.0.0.1:8080",
                "[::1]:8080",
                "localhost",
            ] {
                assert_eq!(
                    host_status(live, local, ok).await,
                    StatusCode::OK,
                    "{live} {local} {ok}"
                );
            }
        }
        // A connection at a network address was exposed on purpose: any name reaches it.
        assert_eq!(
            host_status(live, "192.168.1.5:8080", "docs.lan").await,
            StatusCode::OK
        );
    }
}
