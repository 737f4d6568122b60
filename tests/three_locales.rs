//! A third locale needs no code: tests/fixtures/three-locales has `/`, `/zh/` and `/ja/`, and
//! everything about `/ja/` (prefix, key, lang, name, UI strings) lives in its site.yaml and
//! locales/ja.yaml. Serve, build, search, lint, coverage and the TUI must all handle it. The
//! Japanese side lacks `guide/upgrade.md` on purpose, so parity and coverage have a gap to name.

mod common;

use axum::http::StatusCode;
use common::oneshot;
use docs::serve::{self, AppState};
use docs::tui::{model, Action, App};
use serde_json::Value;

const FIXTURE: &str = "three-locales";

fn docs(args: &[&str]) -> std::process::Output {
    common::docs().args(args).output().expect("docs runs")
}

fn fixture() -> String {
    common::fixture(FIXTURE).to_string_lossy().into_owned()
}

async fn get(path: &str) -> (StatusCode, String) {
    let app = serve::router(AppState::new(common::fixture_site(FIXTURE)));
    let reply = oneshot::get(&app, path).await;
    (reply.status, reply.text())
}

/// A page and the common file it names: everything the app receives for it.
async fn get_with_common(path: &str) -> String {
    let app = serve::router(AppState::new(common::fixture_site(FIXTURE)));
    let page = oneshot::get(&app, path).await.text();
    let url = page
        .split("\"common\":\"")
        .nth(1)
        .expect("names its common file");
    let common = oneshot::get(&app, &url[..url.find('"').unwrap()]).await;
    assert_eq!(common.status, StatusCode::OK);
    format!("{page}\n{}", common.text())
}

#[tokio::test]
async fn routes_in_all_three_locales_answer_with_their_language() {
    for (route, lang) in [
        ("/", "en-US"),
        ("/guide/install/docker.html", "en-US"),
        ("/zh/", "zh-CN"),
        ("/zh/guide/install/docker.html", "zh-CN"),
        ("/ja/", "ja"),
        ("/ja/guide/", "ja"),
        ("/ja/guide/install/docker.html", "ja"),
    ] {
        let (status, html) = get(route).await;
        assert_eq!(status, StatusCode::OK, "{route}");
        assert!(
            html.contains(&format!("<html lang=\"{lang}\"")),
            "{route} is served as {lang}"
        );
    }
    let (status, html) = get("/ja/missing.html").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        html.contains("ページが見つかりません"),
        "the Japanese 404 page"
    );
}

#[tokio::test]
async fn japanese_pages_use_the_locale_ui_strings_and_english_for_the_rest() {
    let html = get_with_common("/ja/guide/install/docker.html").await;
    assert!(html.contains("<p class=\"hint-container-title\">ヒント</p>"));
    // The chrome: the server's markup and the app's data both carry the locale's strings.
    assert!(html.contains("このページの内容"));
    assert!(html.contains("aria-label=\"言語を選択\""), "menu label");
    assert!(html.contains("\"next\":\"次へ\"") && html.contains("\"prev\":\"前へ\""));
    // Every string the app shows comes chosen: what the locale leaves out reads English.
    assert!(html.contains("\"editLink\":\"Edit this page\""));
    assert!(
        !html.contains("\"container.tip\""),
        "renderer strings stay on the server"
    );
    let zh = get_with_common("/zh/guide/install/docker.html").await;
    assert!(zh.contains("<p class=\"hint-container-title\">提示</p>"));
    let en = get_with_common("/guide/install/docker.html").await;
    assert!(en.contains("<p class=\"hint-container-title\">Tips</p>"));
    assert!(en.contains("On This Page") && en.contains("\"toc\":\"On This Page\""));
    assert!(zh.contains("\"toc\":\"此页内容\""));
}

// Regression: dates and the content enhancers' labels were picked by `lang.starts_with("zh")`, so
// a third locale read English dates and labels whatever its site.yaml said.
#[tokio::test]
async fn japanese_dates_and_enhancer_labels_follow_the_locale_ui_strings() {
    let html = get_with_common("/ja/guide/install/docker.html").await;
    assert!(
        html.contains("<span>2024年6月3日</span><meta property=\"datePublished\""),
        "the writing date in the locale's date.format"
    );
    // The app reads its copy-button and back-to-top labels from the locale's ui strings.
    assert!(html.contains("\"backToTop\":\"トップへ戻る\""));
    assert!(html.contains("\"copyCode\":\"コードをコピー\""));
    assert!(
        !html.contains("\"date.format\""),
        "date formats stay on the server"
    );
}

#[tokio::test]
async fn the_language_menu_lists_three_locales_and_links_the_twins() {
    let (_, html) = get("/ja/guide/install/docker.html").await;
    let menu = html.split("i18n-dropdown").nth(1).expect("a language menu");
    for entry in [
        "<a href=\"/guide/install/docker.html\" hreflang=\"en-US\" lang=\"en-US\">English</a>",
        "<a href=\"/zh/guide/install/docker.html\" hreflang=\"zh-CN\" lang=\"zh-CN\">简体中文</a>",
        "<a href=\"/ja/guide/install/docker.html\" hreflang=\"ja\" lang=\"ja\" class=\"active\" aria-current=\"page\">日本語</a>",
    ] {
        assert!(menu.contains(entry), "menu has {entry}");
    }
    // A page with no Japanese twin offers the Japanese home instead.
    let (_, html) = get("/guide/upgrade.html").await;
    assert!(html.contains("<a href=\"/ja/\" hreflang=\"ja\" lang=\"ja\">日本語</a>"));
}

#[tokio::test]
async fn the_search_api_answers_for_the_third_locale() {
    let (status, body) = get("/api/search?q=%E6%B0%B8%E7%B6%9A&lang=ja").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let json: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["hits"][0]["route"], "/ja/guide/install/docker.html");
}

#[test]
fn search_finds_a_japanese_page_by_a_japanese_word() {
    // 永続 is two characters inside the run 置いて永続化して: only bigrams find it.
    for lang in ["ja", "ja-JP"] {
        let out = docs(&[
            "search",
            "永続",
            "--lang",
            lang,
            "--json",
            "--content",
            &fixture(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["hits"][0]["route"], "/ja/guide/install/docker.html");
        assert!(json["hits"][0]["snippet"]
            .as_str()
            .unwrap()
            .contains("<mark>永続</mark>"));
    }
    // The word is only in the Japanese page: other locales do not see it.
    let out = docs(&[
        "search",
        "永続",
        "--lang",
        "zh",
        "--json",
        "--content",
        &fixture(),
    ]);
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["hits"].as_array().unwrap().len(), 0);
}

#[test]
fn search_names_the_configured_locales_when_the_language_is_unknown() {
    let out = docs(&["search", "docker", "--lang", "fr", "--content", &fixture()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("use en, ja, zh"));
}

#[test]
fn lint_parity_warning_names_the_page_missing_in_japanese() {
    let out = docs(&["lint", &fixture(), "--format", "json"]);
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["errors"], 0, "{json}");
    let parity: Vec<&Value> = json["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["rule"] == "config/sidebar-parity")
        .collect();
    assert_eq!(parity.len(), 1, "{json}");
    assert_eq!(parity[0]["file"], "locales/ja.yaml");
    assert_eq!(parity[0]["severity"], "warning");
    let message = parity[0]["message"].as_str().unwrap();
    assert!(message.contains("/guide/upgrade.html"), "{message}");
    assert!(
        message.contains("only in English"),
        "the root locale's name: {message}"
    );
}

#[test]
fn coverage_pairs_pages_across_three_locales() {
    let out = docs(&["coverage", "--content", &fixture(), "--format", "json"]);
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["pairs"], 4, "{json}");
    assert_eq!(
        json["missing"],
        serde_json::json!([{"route": "/guide/upgrade.html", "locale": "/ja/"}])
    );
}

#[test]
fn build_writes_every_locale() {
    let out = std::env::temp_dir().join(format!("docs-three-locales-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let done = docs(&[
        "build",
        "--out",
        &out.to_string_lossy(),
        "--content",
        &fixture(),
    ]);
    assert!(
        done.status.success(),
        "{}",
        String::from_utf8_lossy(&done.stderr)
    );
    let page = std::fs::read_to_string(out.join("ja/guide/install/docker.html")).unwrap();
    assert!(page.contains("<html lang=\"ja\""));
    assert!(out.join("ja/404.html").exists());
    assert!(out.join("_data/locale").read_dir().unwrap().count() >= 3);
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn the_tui_lists_the_japanese_pages() {
    let site = common::fixture_site(FIXTURE);
    let mut app = App::new(model::loaded(site, 1), FIXTURE, None);
    app.update(Action::Resize {
        width: 120,
        height: 30,
    });
    assert_eq!(app.locales(), ["/", "/ja/", "/zh/"]);
    app.update(Action::SwitchLanguage);
    assert_eq!(app.locale_prefix(), "/ja/");
    assert_eq!(app.locale_name("/ja/"), "JA");
    let texts: Vec<&str> = app
        .pages_panel
        .rows
        .iter()
        .map(|r| r.text.as_str())
        .collect();
    assert!(texts.contains(&"はじめに"), "{texts:?}");
    let routes: Vec<&str> = app
        .pages_panel
        .rows
        .iter()
        .filter_map(|r| r.route.as_deref())
        .collect();
    assert!(routes.iter().all(|r| r.starts_with("/ja/")), "{routes:?}");
}
