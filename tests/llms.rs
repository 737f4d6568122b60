//! llms.txt, llms-full.txt and the pages' Markdown twins (issue 55 item 6): `docs serve` and
//! `docs build` give the same bytes, a twin has its includes expanded and no front matter, each
//! page's head announces its twin, a public file cannot take their place, and `llms: false`
//! switches all of it off.

mod common;

use std::path::{Path, PathBuf};

use common::oneshot;
use docs::serve::{self, AppState};
use docs::site::{ContentSource, Site};

/// The start-small fixture plus a page that includes a snippet, and `extra` site.yaml lines.
fn site_dir(tag: &str, extra: &str) -> PathBuf {
    let dir = common::fixture_copy("start-small", tag);
    let yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    std::fs::write(
        dir.join("site.yaml"),
        format!(
            "{yaml}description: Three pages and a title\nexclude: [\"**/*.snippet.md\"]\n{extra}"
        ),
    )
    .unwrap();
    std::fs::write(
        dir.join("guide/usage.md"),
        "---\ntitle: Usage\ndescription: How to run it\n---\n\n# Usage\n\n<!-- @include: ./steps.snippet.md -->\n\n::: tip Remember\nIt keeps no state.\n:::\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("guide/steps.snippet.md"),
        "Run `tool --check` before the first start.\n",
    )
    .unwrap();
    dir
}

fn app(dir: &Path) -> axum::Router {
    serve::router(AppState::new(
        Site::load(ContentSource::Disk(dir.to_owned())).unwrap(),
    ))
}

fn build(dir: &Path, out: &Path) {
    let _ = std::fs::remove_dir_all(out);
    common::build_ok(dir, out);
}

const OUTPUTS: &[&str] = &[
    "llms.txt",
    "llms-full.txt",
    "index.md",
    "guide/index.md",
    "guide/install.md",
    "guide/usage.md",
];

#[tokio::test]
async fn serve_and_build_give_the_same_bytes() {
    let dir = site_dir("llms-same", "");
    let out = dir.with_extension("out");
    build(&dir, &out);
    let app = app(&dir);
    for rel in OUTPUTS {
        let reply = oneshot::get(&app, &format!("/{rel}")).await;
        assert_eq!(reply.status, 200, "{rel}");
        assert_eq!(
            reply.headers["content-type"], "text/markdown; charset=utf-8",
            "{rel}"
        );
        let written = std::fs::read(out.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
        assert_eq!(reply.body, written, "{rel}: serve and build differ");
    }
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn the_outline_the_twins_and_the_head_link() {
    let dir = site_dir("llms-text", "");
    let app = app(&dir);
    let index = oneshot::get(&app, "/llms.txt").await.text();
    assert!(
        index.starts_with("# Start Small\n\n> Three pages and a title\n\n## "),
        "{index}"
    );
    assert!(
        index.contains("- [Usage](/guide/usage.md): How to run it\n"),
        "{index}"
    );
    assert!(
        index.contains("- [Install](/guide/install.md)\n"),
        "{index}"
    );

    let usage = oneshot::get(&app, "/guide/usage.md").await.text();
    assert!(
        usage.starts_with("# Usage\n"),
        "front matter dropped: {usage}"
    );
    assert!(
        usage.contains("Run `tool --check` before the first start."),
        "include expanded: {usage}"
    );
    assert!(
        usage.contains("> **Remember**\n>\n> It keeps no state."),
        "container written out: {usage}"
    );
    assert!(
        !usage.contains("@include") && !usage.contains(":::"),
        "{usage}"
    );

    let full = oneshot::get(&app, "/llms-full.txt").await.text();
    assert!(
        full.contains(&usage) && full.contains("# Install\n"),
        "{full}"
    );

    // A home page's twin keeps its hero: tagline, actions as links, features as a list.
    std::fs::write(
        dir.join("README.md"),
        "---\nhome: true\ntitle: Home\nheroText: Start Small\ntagline: Three pages and a title\nactions:\n  - text: Install\n    link: /guide/install.html\nfeatures:\n  - title: Small\n    details: Nothing to set up\n---\n\nThe rest.\n",
    )
    .unwrap();
    let home = oneshot::get(&crate::app(&dir), "/index.md").await.text();
    assert!(
        home.starts_with("# Start Small\n\nThree pages and a title\n\n[Install](/guide/install.html)\n\n- **Small**: Nothing to set up\n\nThe rest.\n"),
        "{home}"
    );

    let page = oneshot::get(&app, "/guide/usage.html").await.text();
    assert!(
        page.contains("<link rel=\"alternate\" type=\"text/markdown\" href=\"/guide/usage.md\">"),
        "{page}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_public_file_cannot_take_their_place() {
    let dir = site_dir("llms-public", "");
    std::fs::create_dir_all(dir.join("public/guide")).unwrap();
    std::fs::write(dir.join("public/llms.txt"), "not ours").unwrap();
    std::fs::write(dir.join("public/guide/install.md"), "not ours").unwrap();
    let site = Site::load(ContentSource::Disk(dir.clone())).unwrap();
    for rel in ["llms.txt", "guide/install.md", "llms-full.txt"] {
        assert!(
            docs::site::built::content_file(&site, rel).is_some(),
            "{rel}"
        );
    }
    assert!(docs::site::built::content_file(&site, "guide/other.md").is_none());
    let reply = oneshot::get(&app(&dir), "/llms.txt").await;
    assert!(!reply.text().contains("not ours"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn llms_false_switches_every_output_off() {
    let dir = site_dir("llms-off", "llms: false\n");
    let out = dir.with_extension("out");
    build(&dir, &out);
    let app = app(&dir);
    for rel in OUTPUTS {
        // Not found, or (a page's `.md` as before) a redirect to the page.
        let reply = oneshot::get(&app, &format!("/{rel}")).await;
        assert!(
            [301, 404].contains(&reply.status.as_u16()),
            "{rel}: {}",
            reply.status
        );
        assert!(!out.join(rel).exists(), "{rel}");
    }
    let page = oneshot::get(&app, "/guide/usage.html").await.text();
    assert!(!page.contains("text/markdown"));
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&dir);
}
