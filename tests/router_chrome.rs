//! The page chrome in the server's HTML (issue 19), through the router: a reader without
//! JavaScript, and the first paint with it, get the navbar, sidebar, breadcrumb, TOC and prev/next.

mod common;

use axum::http::StatusCode;
use common::oneshot;
use docs::serve::{self, AppState};
use docs::site::{ContentSource, Site};

async fn get_from(site: Site, path: &str) -> (StatusCode, String) {
    let reply = oneshot::get(&serve::router(AppState::new(site)), path).await;
    (reply.status, reply.text())
}

async fn get(path: &str) -> (StatusCode, String) {
    get_from(common::fixture_site("bilingual"), path).await
}

/// The server's part of the document (the data tag repeats much of it as JSON).
fn drawn(body: &str) -> &str {
    let start = body.find("<div id=\"app\">").expect("app container");
    let end = body.find("<script id=\"__DOCS_DATA__\"").expect("data tag");
    &body[start..end]
}

#[tokio::test]
async fn a_doc_page_holds_its_navbar_links_and_its_active_sidebar_item() {
    let (status, body) = get("/guide/install/docker.html").await;
    assert_eq!(status, StatusCode::OK);
    let html = drawn(&body);
    assert!(
        html.contains("<div class=\"theme-container prerendered has-sidebar has-toc\">"),
        "{html}"
    );
    assert!(
        html.contains(
            "<a href=\"/guide/\" class=\"nav-link active\" aria-current=\"page\">Guide</a>"
        ),
        "navbar link, marked: {html}"
    );
    assert!(
        html.contains("<a class=\"vp-sidebar-link active\" href=\"/guide/install/docker.html\" aria-current=\"page\">"),
        "active sidebar item: {html}"
    );
    // Its headings under it, the TOC, the breadcrumb back to the folder index.
    assert!(html.contains("class=\"vp-sidebar-link vp-heading\" href=\"#run-the-container\""));
    assert!(html.contains("<aside id=\"toc\""));
    assert!(html.contains("class=\"toc-link level2\" href=\"#run-the-container\""));
    assert!(html.contains("<nav class=\"vp-breadcrumb\""));
    assert!(html.contains("href=\"/guide/install/\" property=\"item\""));
    // The language menu points at the twin, as a plain link.
    assert!(html.contains("<a href=\"/zh/guide/install/docker.html\" hreflang=\"zh-CN\""));
}

#[tokio::test]
async fn the_chinese_page_has_its_own_navbar_sidebar_and_labels() {
    let (_, body) = get("/zh/guide/install/docker.html").await;
    let html = drawn(&body);
    assert!(
        html.contains("class=\"vp-sidebar-link active\" href=\"/zh/guide/install/docker.html\""),
        "{html}"
    );
    assert!(html.contains("class=\"nav-link active\""), "{html}");
    assert!(
        !html.contains(">On This Page<"),
        "English UI label on a Chinese page: {html}"
    );
}

#[tokio::test]
async fn home_and_404_carry_the_navbar_and_no_sidebar() {
    let (_, body) = get("/").await;
    let html = drawn(&body);
    assert!(html.contains("no-sidebar"));
    assert!(
        html.contains("<a href=\"/guide/\" class=\"nav-link\">Guide</a>"),
        "{html}"
    );
    assert!(html.contains("<h1 id=\"main-title\">"));
    let (status, body) = get("/no/such/page.html").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let html = drawn(&body);
    assert!(
        html.contains("<a href=\"/guide/\" class=\"nav-link\">Guide</a>"),
        "{html}"
    );
    // The hints share one cell (the fixture has one; shell-404.spec.ts checks the hidden spares).
    assert!(html.contains(
        "<div class=\"error-hints\"><p class=\"error-hint\">There’s nothing here.</p></div>"
    ));
    assert!(html.contains("<a class=\"action-button\" href=\"/\">Take me home</a>"));
}

/// A folder of 200 pages: the sidebar markup keeps a window of entries around the page, like the
/// inlined data, so a big site's pages stay small.
#[tokio::test]
async fn a_huge_sidebar_level_is_drawn_as_a_window_around_the_page() {
    let dir = std::env::temp_dir().join(format!("docs-chrome-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("guide")).unwrap();
    std::fs::create_dir_all(dir.join("locales")).unwrap();
    let fixture = common::fixture("bilingual");
    std::fs::write(
        dir.join("site.yaml"),
        "title: Docs\ndescription: d\nlocales:\n  /: {key: en, lang: en-US, name: English, title: Docs, description: d}\n",
    )
    .unwrap();
    std::fs::copy(fixture.join("locales/en.yaml"), dir.join("locales/en.yaml")).unwrap();
    std::fs::write(dir.join("README.md"), "# Home\n").unwrap();
    std::fs::write(dir.join("guide/README.md"), "# Guide\n").unwrap();
    for i in 0..200 {
        std::fs::write(
            dir.join(format!("guide/p{i:03}.md")),
            format!("# Page {i}\n\nText {i}.\n"),
        )
        .unwrap();
    }
    let site = Site::load(ContentSource::Disk(dir.clone())).expect("generated site loads");
    let (status, body) = get_from(site, "/guide/p150.html").await;
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(status, StatusCode::OK);
    let html = drawn(&body);
    let entries = html.matches("<a class=\"vp-sidebar-link").count()
        - html.matches("vp-sidebar-link vp-heading").count();
    assert!(
        (30..=60).contains(&entries),
        "{entries} sidebar entries drawn"
    );
    assert!(html.contains("class=\"vp-sidebar-link active\" href=\"/guide/p150.html\""));
    assert!(
        !html.contains("href=\"/guide/p010.html\""),
        "far entries are left out"
    );
}

#[tokio::test]
async fn the_title_block_holds_the_page_icon_inside_the_heading() {
    // The shell finds the <h1> by the offsets the rendering's outline gives (document::chrome).
    let (status, body) = get_from(common::fixture_site("e2e-site"), "/guide/").await;
    assert_eq!(status, StatusCode::OK);
    let html = drawn(&body);
    let title = html
        .split_once("<div class=\"vp-page-title\"><h1")
        .and_then(|(_, rest)| rest.split_once("</h1>"))
        .map(|(h1, _)| h1)
        .expect("a title block with its heading");
    assert!(
        title.contains("#</a><span class=\"vp-page-icon\" data-ssr=\"\">"),
        "{title}"
    );
}
