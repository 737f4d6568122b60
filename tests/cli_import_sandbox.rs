//! `docs import vuepress` on a config that is code, through the real binary: the config runs in
//! the sandbox (a workspace package's wrapper, helper functions, navbar and sidebar built by
//! calls) and lands in site.yaml and the locale files; a config the sandbox refuses falls back to
//! reading as data, and the report says which happened.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-sandbox-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn import(source: &Path, out: &Path) -> Output {
    common::docs()
        .args(["import", "vuepress"])
        .arg(source)
        .arg("--out")
        .arg(out)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_config_built_by_a_workspace_wrapper_and_helpers_imports_its_navigation() {
    let out = temp("computed").join("content");
    let res = import(
        &common::fixture("vuepress-computed").join("docs/site/src"),
        &out,
    );
    let report = text(&res.stdout) + &text(&res.stderr);
    assert_eq!(res.status.code(), Some(0), "{report}");
    assert!(
        report.contains("config evaluated in the sandbox"),
        "{report}"
    );

    let site = std::fs::read_to_string(out.join("site.yaml")).unwrap();
    assert!(site.contains("title: Computed Handbook"), "{site}");
    // No `selectLanguageName` in the theme: each language is named in itself, not by its tag.
    assert!(
        site.contains("name: 简体中文") && site.contains("name: English"),
        "{site}"
    );
    assert!(!site.contains("name: zh-CN"), "{site}");
    let en = std::fs::read_to_string(out.join("locales/en.yaml")).unwrap();
    // The navbar group's prefix is written out into its links; the sidebar keeps its group.
    // A `structure` group leads to its folder's README, as theme-hope's does.
    for expected in [
        "text: Guide",
        "link: /guide/a/",
        "- text: Part A\n    link: /guide/a/\n    prefix: a/",
    ] {
        assert!(en.contains(expected), "en.yaml lacks `{expected}`:\n{en}");
    }
    let zh = std::fs::read_to_string(out.join("locales/zh.yaml")).unwrap();
    for expected in [
        "text: 指南",
        "link: /zh/guide/a/",
        "- text: 甲部\n    link: /zh/guide/a/\n    prefix: a/",
    ] {
        assert!(zh.contains(expected), "zh.yaml lacks `{expected}`:\n{zh}");
    }
    // The include alias went through the config's own resolvePath; the snippet stays a file
    // to include, not a page (pagePatterns' exclusion).
    let page = std::fs::read_to_string(out.join("guide/a/README.md")).unwrap();
    assert!(
        page.contains("<!-- @include: ../../snippets/intro.snippet.md -->"),
        "{page}"
    );
    assert!(site.contains("exclude:\n- '**/*.snippet.md'"), "{site}");
    let built = temp("computed-built");
    common::build_ok(&out, &built);
    let html = std::fs::read_to_string(built.join("guide/a/index.html")).unwrap();
    assert!(html.contains("Shared introduction, written once"), "{html}");
    assert!(!built.join("snippets/intro.snippet.html").exists());
}

#[test]
fn a_config_the_sandbox_refuses_is_read_as_data_and_the_report_says_why() {
    let project = temp("refused-project");
    std::fs::create_dir_all(project.join(".vuepress")).unwrap();
    std::fs::write(
        project.join(".vuepress/config.js"),
        "import fs from \"node:fs\";\nconst secret = fs.readFileSync(\"/etc/passwd\", \"utf8\");\nexport default { title: \"Plain\", description: secret };\n",
    )
    .unwrap();
    std::fs::write(project.join("README.md"), "# Home\n").unwrap();
    let out = temp("refused").join("content");
    let res = import(&project, &out);
    let report = text(&res.stdout) + &text(&res.stderr);
    assert_eq!(res.status.code(), Some(0), "{report}");
    assert!(report.contains("config read as data"), "{report}");
    assert!(report.contains("not available in the sandbox"), "{report}");
    let site = std::fs::read_to_string(out.join("site.yaml")).unwrap();
    assert!(site.contains("title: Plain"), "{site}");
    assert!(!site.contains("root:"), "nothing of /etc/passwd: {site}");
}
