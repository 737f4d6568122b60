//! site.yaml `exclude:` through the real binary (issue 54, item 3): the excluded files of
//! tests/fixtures/excluded-pages (`guide/a.snippet.md`, `guide/TODO.md`, `drafts/wip.md`) are no
//! pages for lint, build, search and serve, yet `guide/b.md` still includes the snippet.

mod common;

use std::path::PathBuf;

fn fixture() -> PathBuf {
    common::fixture("excluded-pages")
}

// Each excluded file would be a finding as a page: a broken link, an unknown key.
#[test]
fn lint_skips_excluded_files_but_checks_what_includes_them() {
    let out = common::docs().arg("lint").arg(fixture()).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("0 error(s), 0 warning(s)"), "{text}");
    for excluded in ["a.snippet", "TODO", "wip"] {
        assert!(!text.contains(excluded), "{excluded}: {text}");
    }
}

#[test]
fn build_writes_no_page_and_no_sitemap_entry_for_excluded_files() {
    let out = std::env::temp_dir().join(format!("docs-exclude-build-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let res = common::docs()
        .args(["build", "--out"])
        .arg(&out)
        .arg("--content")
        .arg(fixture())
        .output()
        .unwrap();
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    let files = common::files(&out);
    let b = String::from_utf8_lossy(&files["guide/b.html"]);
    assert!(b.contains("Every quokka page shows this tip."), "{b}");
    for excluded in ["a.snippet", "TODO", "wip"] {
        let written: Vec<&String> = files.keys().filter(|f| f.contains(excluded)).collect();
        assert!(written.is_empty(), "{excluded}: {written:?}");
    }
    let sitemap = String::from_utf8_lossy(&files["sitemap.xml"]);
    assert!(
        sitemap.contains("https://docs.excluded-pages.test/guide/b.html"),
        "{sitemap}"
    );
    for excluded in ["a.snippet", "TODO", "wip"] {
        assert!(!sitemap.contains(excluded), "{excluded}: {sitemap}");
    }
    let _ = std::fs::remove_dir_all(&out);
}

/// The routes `docs search QUERY` finds in the fixture.
fn search(query: &str) -> Vec<String> {
    let out = common::docs()
        .args(["search", query, "--json", "--content"])
        .arg(fixture())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|hit| hit["route"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn search_finds_snippet_text_only_where_a_page_includes_it() {
    assert_eq!(search("quokka"), ["/guide/b.html"]);
    // Below the included lines: in no page at all.
    assert_eq!(search("zanzibar"), Vec::<String>::new());
}

fn status_of(addr: &str, path: &str) -> String {
    common::status_line(addr, path, addr)
}

#[test]
fn serve_answers_404_for_excluded_files() {
    let (mut child, addr) = common::serve_content(&fixture());
    let statuses: Vec<(&str, String)> = [
        "/guide/b.html",
        "/guide/a.snippet.html",
        "/guide/a.snippet",
        "/guide/a.snippet.md",
        "/guide/TODO.html",
        "/drafts/wip.html",
    ]
    .into_iter()
    .map(|path| (path, status_of(&addr, path)))
    .collect();
    child.kill().ok();
    child.wait().ok();
    assert!(statuses[0].1.starts_with("HTTP/1.1 200"), "{statuses:?}");
    for (path, status) in &statuses[1..] {
        assert!(status.starts_with("HTTP/1.1 404"), "{path}: {status}");
    }
}
