//! Theme options a site owner sets (issue 55 item 3): each set site-wide in site.yaml and each
//! overridden by a page's front matter, as the server draws the page and as its data tells the app.

mod common;

use common::oneshot;
use docs::serve::{self, AppState};
use docs::site::{ContentSource, Site};
use serde_json::Value;

/// A page with three heading levels, page info to show and a neighbour in the sidebar.
const PAGE: &str = "---\ntitle: Deep\ndate: 2024-01-02\ncategory: [Guide]\n---\n# Deep\n\n## Two\n\n### Three\n\n#### Four\n\nText.\n";

/// The same page setting every option back the other way.
const OVERRIDING: &str = "---\ntitle: Own\ndate: 2024-03-04\nbreadcrumb: true\npageInfo: [ReadingTime, Date]\ntoc: true\nprint: true\nfooter: Own footer\ncopyright: Own line\nheaderDepth: 3\nprev: /guide/install/docker.html\nnext: false\n---\n# Own\n\n## Two\n\n### Three\n\n#### Four\n\n[[toc]]\n";

struct Drawn {
    html: String,
    page: Value,
}

async fn load(tag: &str, site_yaml: &str) -> Vec<Drawn> {
    let dir = common::fixture_copy_with(
        "bilingual",
        tag,
        site_yaml,
        &[
            ("guide/install/deep.md", PAGE),
            ("guide/install/own.md", OVERRIDING),
        ],
    );
    let router = serve::router(AppState::new(
        Site::load(ContentSource::Disk(dir.clone())).expect("site loads"),
    ));
    let mut out = Vec::new();
    for route in ["/guide/install/deep.html", "/guide/install/own.html"] {
        let reply = oneshot::get(&router, route).await;
        assert_eq!(reply.status, 200, "{route}");
        let body = reply.text();
        let start = body.find("<div id=\"app\">").expect("app container");
        let data = body.find("<script id=\"__DOCS_DATA__\"").expect("data tag");
        let json = &body[data..];
        let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
        let payload: Value = serde_json::from_str(json).expect("inlined data");
        out.push(Drawn {
            html: body[start..data].to_owned(),
            page: payload["page"].clone(),
        });
    }
    let _ = std::fs::remove_dir_all(dir);
    out
}

fn info_kinds(page: &Value) -> Vec<String> {
    page["parts"]["info"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|i| i["kind"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn with_nothing_set_the_page_shows_what_the_shipped_site_shows() {
    let pages = load("theme-default", "").await;
    let deep = &pages[0];
    assert!(
        deep.html.contains("<nav class=\"vp-breadcrumb\""),
        "{}",
        deep.html
    );
    assert_eq!(info_kinds(&deep.page), ["date", "category", "readingTime"]);
    assert!(deep.html.contains("<aside id=\"toc\""));
    assert!(deep.html.contains("href=\"#three\"") && !deep.html.contains("toc-link level4"));
    assert!(deep.html.contains("class=\"vp-copyright\""));
    assert!(deep.html.contains("class=\"vp-page-nav\""));
    assert_eq!(deep.page["parts"].get("print"), None);
}

#[tokio::test]
async fn site_wide_options_turn_the_parts_off_and_a_page_turns_them_back_on() {
    let site = "breadcrumb: false\npageInfo: false\ntoc: false\nprint: true\ndisplayFooter: false\nprev: false\nnext: false\nheaderDepth: 1\ncopyright: false\nfooter: Site footer\n";
    let pages = load("theme-site", site).await;
    let (deep, own) = (&pages[0], &pages[1]);
    // Site-wide: all off.
    assert!(
        !deep.html.contains("<nav class=\"vp-breadcrumb\""),
        "{}",
        deep.html
    );
    assert!(deep.page.get("breadcrumb").is_none());
    assert!(info_kinds(&deep.page).is_empty() && !deep.html.contains("class=\"page-info\""));
    assert!(!deep.html.contains("<aside id=\"toc\""));
    assert_eq!(deep.page["parts"]["toc"], false);
    assert_eq!(
        deep.page["parts"].get("print"),
        None,
        "no TOC, no print button"
    );
    assert!(!deep.html.contains("vp-footer-wrapper") && deep.page["parts"].get("footer").is_none());
    assert!(!deep.html.contains("vp-page-nav"));
    // headerDepth 1: h2 only.
    let headers = deep.page["headers"].as_array().unwrap();
    assert!(
        headers[0]["children"].as_array().is_none_or(Vec::is_empty),
        "{headers:?}"
    );
    // The page wins over each.
    assert!(
        own.html.contains("<nav class=\"vp-breadcrumb\""),
        "{}",
        own.html
    );
    assert_eq!(info_kinds(&own.page), ["readingTime", "date"]);
    assert!(own.html.contains("<aside id=\"toc\"") && own.html.contains("toc-link level4"));
    assert_eq!(own.page["parts"]["print"], true);
    // The print button is in the first paint too, as the app draws it (inside the TOC box).
    assert!(
        own.html
            .contains("<button type=\"button\" class=\"vp-print-button\">"),
        "{}",
        own.html
    );
    assert!(!deep.html.contains("vp-print-button"));
    assert!(
        own.html
            .contains("<div class=\"vp-footer\">Own footer</div>"),
        "{}",
        own.html
    );
    assert!(own
        .html
        .contains("<div class=\"vp-copyright\">Own line</div>"));
    // `[[toc]]` follows the page's depth too.
    assert!(
        own.html.contains("<nav class=\"table-of-contents\">")
            && own.html.contains("<a href=\"#four\">Four</a>")
    );
    assert!(own.html.contains("rel=\"prev\"") && !own.html.contains("rel=\"next\""));
}

#[tokio::test]
async fn site_footer_copyright_and_page_meta_switches() {
    let site = "footer: Site footer\ncopyright: Site line\neditLink: false\nlastUpdated: false\ncontributors: false\ndocsRepo: {repo: example/docs}\n";
    let pages = load("theme-meta", site).await;
    let deep = &pages[0];
    // The locale file sets no footer: the site's shows.
    assert!(
        deep.html
            .contains("<div class=\"vp-footer\">Site footer</div>"),
        "{}",
        deep.html
    );
    assert!(deep
        .html
        .contains("<div class=\"vp-copyright\">Site line</div>"));
    assert!(
        deep.page["parts"].get("meta").is_none(),
        "{}",
        deep.page["parts"]
    );
    assert!(!deep.html.contains("edit-link"));
}

#[tokio::test]
async fn edit_link_shows_unless_switched_off_and_a_page_can_switch_it_back() {
    let pages = load("theme-edit", "docsRepo: {repo: example/docs}\n").await;
    assert!(pages[0].html.contains("class=\"meta-item edit-link\""));
    let off = load(
        "theme-edit-off",
        "docsRepo: {repo: example/docs}\neditLink: false\n",
    )
    .await;
    assert!(!off[0].html.contains("edit-link"));
}

#[tokio::test]
async fn math_on_is_drawn_as_mathml_in_the_served_page() {
    let dir = common::fixture_copy_with(
        "bilingual",
        "theme-math",
        "markdown: {math: true, alerts: true}\n",
        &[(
            "guide/install/math.md",
            "# Math\n\nEuler: $e^{i\\pi} + 1 = 0$\n\n> [!TIP]\n> Mind it.\n",
        )],
    );
    let router = serve::router(AppState::new(
        Site::load(ContentSource::Disk(dir.clone())).unwrap(),
    ));
    let body = oneshot::get(&router, "/guide/install/math.html")
        .await
        .text();
    let _ = std::fs::remove_dir_all(dir);
    assert!(
        body.contains("Euler: <math display=\"inline\"><semantics>"),
        "{body}"
    );
    assert!(body.contains("<div class=\"hint-container tip\">"));
}
