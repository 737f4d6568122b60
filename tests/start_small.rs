//! A site can start small (issue 55 items 1 and 2): three pages and a site.yaml holding only
//! `title:` lint clean and build, with no locale file, and show none of the shipped site's slots
//! (ads, sponsor, API selector), while the shipped site keeps every slot it configures.

mod common;

use common::oneshot;
use docs::serve::{self, AppState};
use docs::site::{ContentSource, Site};

/// Markup of the slots only a site.yaml that asks for them may have.
const SLOTS: &[&str] = &[
    "ads-container",
    "wwads",
    "bottom-wwads",
    "sponsor-banner",
    "api-select-slot",
    "data-api-select",
    "home-ads",
    "comments-slot",
];

async fn page(site: Site, path: &str) -> String {
    let reply = oneshot::get(&serve::router(AppState::new(site)), path).await;
    assert_eq!(reply.status, 200, "{path}");
    reply.text()
}

/// The server-drawn document without the data tag (whose JSON names config keys, not markup).
fn drawn(body: &str) -> &str {
    body.split("<script id=\"__DOCS_DATA__\"")
        .next()
        .unwrap_or(body)
}

#[tokio::test]
async fn a_minimal_site_draws_no_slot_it_did_not_ask_for() {
    for path in ["/", "/guide/", "/guide/install.html"] {
        let body = page(common::fixture_site("start-small"), path).await;
        let html = drawn(&body);
        assert!(html.contains("Start Small"), "{path}: {html}");
        // No public/logo.svg: no image that cannot load.
        assert!(!html.contains("vp-nav-logo"), "{path}: {html}");
        for slot in SLOTS {
            assert!(!html.contains(slot), "{path} has `{slot}`: {html}");
        }
    }
}

#[tokio::test]
async fn the_shipped_site_keeps_the_slots_its_site_yaml_configures() {
    let content = || {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
        Site::load(ContentSource::Disk(dir)).expect("the shipped site loads")
    };
    let body = page(content(), "/guide/install/docker.html").await;
    let html = drawn(&body);
    for slot in [
        "ads-container",
        "wwads-horizontal",
        "bottom-wwads",
        "comments-slot",
    ] {
        assert!(html.contains(slot), "shipped doc page lost `{slot}`");
    }
    let body = page(content(), "/tool/aliyundrive/request.html").await;
    assert!(
        drawn(&body).contains("api-select-slot"),
        "the API selector on a tool page"
    );
    let body = page(content(), "/").await;
    assert!(drawn(&body).contains("home-ads"), "the home page's ad slot");
}

#[test]
fn a_title_and_three_pages_lint_clean_and_build() {
    let out = std::env::temp_dir().join(format!("docs-start-small-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let lint = common::docs()
        .args(["lint", "--format", "json"])
        .arg(common::fixture("start-small"))
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&lint.stdout);
    assert!(lint.status.success(), "{report}");
    let findings: serde_json::Value = serde_json::from_str(&report).expect("JSON report");
    assert_eq!(findings["diagnostics"], serde_json::json!([]), "{report}");
    common::build_ok(&common::fixture("start-small"), &out);
    let install = std::fs::read_to_string(out.join("guide/install.html")).unwrap();
    assert!(install.contains("<h2 id=\"check-it-works\""), "{install}");
    // The sidebar a missing locales/en.yaml gives: the folders, from the root.
    assert!(install.contains("href=\"/guide/install.html\""));
    let missing = std::fs::read_to_string(out.join("404.html")).unwrap();
    assert!(
        missing.contains("Page not found"),
        "the 404 texts of English"
    );
    let _ = std::fs::remove_dir_all(&out);
}
