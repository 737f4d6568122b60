//! `docs search` through the real binary.

mod common;

#[test]
fn search_prints_json_hits_for_chinese() {
    let out = common::docs()
        .args(["search", "运行容器", "--lang", "zh", "--json", "--content"])
        .arg(common::fixture("bilingual"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["hits"][0]["route"], "/zh/guide/install/docker.html");
    assert_eq!(v["hits"][0]["anchor"], "运行容器");
}

#[test]
fn too_long_query_is_a_usage_error() {
    let out = common::docs()
        .args(["search", &"x".repeat(300), "--content"])
        .arg(common::fixture("bilingual"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("longer than 256"));
}

// Regression: issue 60, every `docs search` analysed the whole site again, and a Chinese query
// without --lang searched the English pages and found nothing.
#[test]
fn a_second_search_answers_from_the_index_at_rest_and_sees_an_edit() {
    let content = common::fixture_copy("bilingual", "search-at-rest");
    let cache = std::env::temp_dir().join(format!("docs-search-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&cache);
    let search = |query: &str| {
        let out = common::docs()
            .env("DOCS_CACHE_DIR", &cache)
            .env("RUST_LOG", "docs=debug")
            .args(["search", query, "--json", "--content"])
            .arg(&content)
            .output()
            .unwrap();
        let log = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{log}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (v["hits"].clone(), log)
    };
    let analysed =
        |log: &str| log.contains("search index made") || log.contains("search index opened");

    let (first, log) = search("运行容器");
    assert_eq!(first[0]["route"], "/zh/guide/install/docker.html", "{log}");
    assert!(log.contains("searching the zh pages"), "{log}");
    assert!(analysed(&log), "the first search indexes the pages: {log}");

    let (second, log) = search("运行容器");
    assert_eq!(second, first);
    assert!(log.contains("answered from the index at rest"), "{log}");
    assert!(!analysed(&log), "no page analysed again: {log}");

    let (english, log) = search("docker");
    assert!(log.contains("searching the en pages"), "{log}");
    assert_eq!(english[0]["route"], "/guide/install/docker.html");
    assert!(!analysed(&log), "{log}");

    // An edit is seen by the next search, which leaves the index at rest again.
    let page = content.join("guide/install/docker.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, format!("{text}\nQuokkas live here.\n")).unwrap();
    let (edited, log) = search("quokkas");
    assert_eq!(edited[0]["route"], "/guide/install/docker.html", "{log}");
    assert!(!log.contains("answered from the index at rest"), "{log}");
    let (again, log) = search("quokkas");
    assert_eq!(again, edited);
    assert!(log.contains("answered from the index at rest"), "{log}");
    let _ = std::fs::remove_dir_all(&cache);
    let _ = std::fs::remove_dir_all(&content);
}
