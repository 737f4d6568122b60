//! A site's own head through the real router: site.yaml `head:` on every page, a page's `head:`
//! after it, its scripts refused, the palette's custom properties, and a Content-Security-Policy
//! that grows by exactly what `head:` names.

mod common;

use common::oneshot;
use docs::serve::{self, AppState};
use docs::site::{ContentSource, Site};

const SITE_HEAD: &str = r##"
head:
  - [meta, {name: author, content: "Ann <&> Co"}]
  - [script, {async: true, src: "https://www.googletagmanager.com/gtag/js?id=G-1"}]
  - [script, {}, "gtag('config', 'G-1');"]
  - [script, {src: "http://plain.example.org/x.js"}]
palette:
  brand: "#dd0000"
favicon: /logo.svg
"##;

const PAGE: &str = "---\ntitle: Own head\nhead:\n  - [meta, {name: robots, content: noindex}]\n  - [script, {src: /page.js}]\n---\n# Own head\n\nText.\n";

fn site(tag: &str, yaml: &str) -> Site {
    let dir = common::fixture_copy_with("bilingual", tag, yaml, &[("guide/own-head.md", PAGE)]);
    Site::load(ContentSource::Disk(dir)).unwrap()
}

fn csp(reply: &oneshot::Reply) -> String {
    reply.headers["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn site_and_page_head_are_written_and_only_named_scripts_are_allowed() {
    let app = serve::router(AppState::new(site("own-head", SITE_HEAD)));
    let reply = oneshot::get(&app, "/guide/own-head.html").await;
    let html = reply.text();
    let author = html
        .find("<meta content=\"Ann &lt;&amp;&gt; Co\" name=\"author\">")
        .expect("site meta, escaped");
    let robots = html
        .find("<meta data-page-head content=\"noindex\" name=\"robots\">")
        .expect("page meta");
    assert!(author < robots, "the page's tags follow the site's");
    assert!(html.contains(
        "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-1\"></script>"
    ));
    assert!(html.contains("<script>gtag('config', 'G-1');</script>"));
    assert!(!html.contains("/page.js"), "a page may not load a script");
    assert!(
        !html.contains("plain.example.org"),
        "a script over http is left out"
    );
    assert!(html.contains("<style id=\"docs-palette\">html:root{--docs-c-brand:#dd0000;"));
    // The shipped teal gives way to the brand colour where the template names one.
    assert!(!html.contains("content=\"#70c6be\""));
    let policy = csp(&reply);

    let plain = serve::router(AppState::new(site("no-own-head", "")));
    let bare = oneshot::get(&plain, "/guide/own-head.html").await;
    let bare_html = bare.text();
    assert!(!bare_html.contains("docs-palette") && !bare_html.contains("googletagmanager"));
    let bare_policy = csp(&bare);
    let hash = docs::site::head_entry::script_hash("gtag('config', 'G-1');");
    // Exactly two additions to script-src and one to connect-src; nothing else changes.
    let script_src = |p: &str| {
        p.split("; ")
            .find(|d| d.starts_with("script-src"))
            .unwrap()
            .to_owned()
    };
    assert_eq!(
        script_src(&policy),
        format!(
            "{} {hash} https://www.googletagmanager.com",
            script_src(&bare_policy)
        )
    );
    let others = |p: &str| {
        p.split("; ")
            .filter(|d| !d.starts_with("script-src") && !d.starts_with("connect-src"))
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(others(&policy), others(&bare_policy));
    assert!(
        policy.contains("connect-src 'self' https://www.googletagmanager.com"),
        "{policy}"
    );
    assert!(!policy.contains("plain.example.org"));
}
