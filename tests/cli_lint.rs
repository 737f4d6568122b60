//! `docs lint` through the real binary: each rule triggered by one bad thing in an otherwise clean tree.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

/// A copy of the clean bilingual fixture in a fresh temp folder, with `changes` written over it.
fn tree(name: &str, changes: &[(&str, &[u8])]) -> PathBuf {
    let dir = common::fixture_copy("bilingual", &format!("lint-{name}"));
    for (file, bytes) in changes {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

/// Lint `dir` from the filesystem's root, a folder that shares nothing else with it, so the root
/// is printed as its absolute path wherever the checkout and the temp folder are (run from the
/// checkout, a clone under the temp folder would see `../docs-lint-…/`). cli_lint_scope covers
/// the paths printed relative to the current folder.
fn lint(args: &[&str], dir: &Path) -> Output {
    common::docs()
        .current_dir(dir.ancestors().last().expect("an absolute path has a root"))
        .arg("lint")
        .arg(dir)
        .args(args)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

const DOCKER: &str = "guide/install/docker.md";

#[test]
fn clean_tree_exits_zero() {
    let out = lint(&[], &common::fixture("bilingual").canonicalize().unwrap());
    // The fixture's docker page has `author: 42` on purpose (router tests); lint a copy without it.
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let dir = tree("clean", &[(DOCKER, b"---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Run the container\n\nText.\n")]);
    let out = lint(&[], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stdout(&out).contains("0 error(s)"));
}

/// (test name, file, content, expected `file:line:col: severity[rule]` prefix)
const CASES: &[(&str, &str, &str, &str)] = &[
    ("unknown-key", DOCKER, "---\ntitle: A\nicn: x\n---\n# A\n", "guide/install/docker.md:3:1: error[front-matter/unknown-key] unknown key `icn` (help: did you mean `icon`?)"),
    ("wrong-type", DOCKER, "---\ntitle: A\nauthor: 42\n---\n# A\n", "guide/install/docker.md:3:1: error[front-matter/wrong-type]"),
    ("wrong-order-type", DOCKER, "---\ntitle: A\norder: first\n---\n# A\n", "guide/install/docker.md:3:1: error[front-matter/wrong-type]"),
    ("yaml-syntax", DOCKER, "---\ntitle: A\ntag: [a, b\n---\n# A\n", "guide/install/docker.md:4:1: error[yaml/syntax]"),
    ("duplicate-key", DOCKER, "---\ntitle: A\ntitle: B\n---\n# A\n", "guide/install/docker.md:3:1: error[yaml/duplicate-key]"),
    ("unterminated", DOCKER, "---\ntitle: A\n# A\n", "guide/install/docker.md:1:1: error[front-matter/unterminated]"),
    ("broken-link", DOCKER, "---\ntitle: A\n---\n# A\n\nSee [x](./nope.md).\n", "guide/install/docker.md:6:9: error[links/broken]"),
    ("missing-anchor", DOCKER, "---\ntitle: A\n---\n# A\n\nSee [x](../README.md#nowhere).\n", "guide/install/docker.md:6:9: error[links/missing-anchor]"),
    ("missing-asset", DOCKER, "---\ntitle: A\n---\n# A\n\n![x](/img/none.png)\n", "guide/install/docker.md:6:6: error[links/missing-asset]"),
    ("unclosed", DOCKER, "---\ntitle: A\n---\n# A\n\n::: tip\nopen\n", "guide/install/docker.md:6:1: error[markdown/unclosed-container]"),
    ("script", DOCKER, "---\ntitle: A\n---\n# A\n\n<script>alert(1)</script>\n", "guide/install/docker.md:6:1: error[markdown/raw-script]"),
    ("media", DOCKER, "---\ntitle: A\n---\n# A\n\n<video src=\"https://example.org/a.avi\"></video>\n", "guide/install/docker.md:6:1: warning[markdown/unsupported-media]"),
    ("include", DOCKER, "---\ntitle: A\n---\n# A\n\n<!-- @include: ./nope.md -->\n", "guide/install/docker.md:6:1: error[markdown/include]"),
    ("component", DOCKER, "---\ntitle: A\n---\n# A\n\n<Nope />\n", "guide/install/docker.md:6:1: error[component/unknown]"),
    ("navbar", "locales/en.yaml", "navbar:\n  - {text: Gone, link: /gone/}\nsidebar:\n  /guide/: structure\n", "locales/en.yaml:2:1: error[config/navbar-link]"),
    ("sidebar-missing", "locales/zh.yaml", "navbar: []\nsidebar: {}\n", "locales/zh.yaml: warning[config/sidebar-missing]"),
    ("site-yaml", "site.yaml", "title: [unclosed\n", "site.yaml:1:"),
];

#[test]
fn every_rule_points_at_file_line_col() {
    for (name, file, content, expected) in CASES {
        let dir = tree(name, &[(DOCKER, b"---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Run the container\n"), (file, content.as_bytes())]);
        let out = lint(&[], &dir);
        let text = stdout(&out);
        assert!(
            text.contains(expected),
            "{name}: expected `{expected}` in:\n{text}"
        );
        let expect_error = !expected.contains("warning[");
        assert_eq!(
            out.status.code(),
            Some(if expect_error { 1 } else { 0 }),
            "{name}:\n{text}"
        );
    }
}

#[test]
fn invalid_utf8_reports_the_byte_offset() {
    let dir = tree("utf8", &[(DOCKER, b"---\ntitle: A\n---\nok \xff bad\n")]);
    let text = stdout(&lint(&[], &dir));
    assert!(text.contains("guide/install/docker.md:4:1: error[file/invalid-utf8] file is not valid UTF-8 (bad byte at offset 20)"), "{text}");
    assert!(
        !text.contains("links/broken"),
        "the page still exists: {text}"
    );
}

#[test]
fn alias_bombs_and_deep_nesting_finish_with_a_finding() {
    let mut bomb = String::from("---\na: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 0..12 {
        bomb.push_str(&format!(
            "b{i}: &b{i} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n",
            p = if i == 0 {
                "a".to_owned()
            } else {
                format!("b{}", i - 1)
            }
        ));
    }
    bomb.push_str("---\n# A\n");
    let deep = format!(
        "---\nx: {}{}\n---\n# A\n",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    for (name, content) in [("bomb", bomb), ("deep", deep)] {
        let dir = tree(name, &[(DOCKER, content.as_bytes())]);
        let out = lint(&[], &dir);
        assert_eq!(out.status.code(), Some(1), "{name}: {}", stdout(&out));
        assert!(
            stdout(&out).contains("guide/install/docker.md:"),
            "{name}: {}",
            stdout(&out)
        );
    }
}

#[test]
fn json_and_github_formats() {
    let dir = tree("formats", &[(DOCKER, b"---\ntitle: A\nicn: x\n---\n# A\n")]);
    let out = lint(&["--format", "json"], &dir);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["errors"], 1);
    let d = &v["diagnostics"][0];
    assert_eq!(
        (
            d["rule"].as_str(),
            d["file"].as_str(),
            d["line"].as_u64(),
            d["column"].as_u64()
        ),
        (
            Some("front-matter/unknown-key"),
            Some(DOCKER),
            Some(3),
            Some(1)
        )
    );
    let gh = stdout(&lint(&["--format", "github"], &dir));
    // Seen from the filesystem's root (see `lint`), the content root is its absolute path.
    let expected = format!("::error file={}/guide/install/docker.md,line=3,col=1,title=front-matter/unknown-key::unknown key `icn`", dir.display());
    assert!(gh.starts_with(&expected), "{gh}");
}

#[test]
fn single_files_are_linted_alone() {
    let dir = tree(
        "files",
        &[
            (DOCKER, b"---\ntitle: A\nicn: x\n---\n# A\n"),
            ("zh/guide/install/docker.md", b"---\ntitle: B\n---\n# B\n"),
        ],
    );
    let out = common::docs()
        .arg("lint")
        .arg(dir.join("zh/guide/install/docker.md"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let out = common::docs()
        .arg("lint")
        .arg(dir.join(DOCKER))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn usage_errors_exit_2() {
    let out = common::docs()
        .args(["lint", "/definitely/not/here"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn human_output_has_a_code_frame() {
    let dir = tree("frame", &[(DOCKER, b"---\ntitle: A\nicn: x\n---\n# A\n")]);
    let text = stdout(&lint(&[], &dir));
    assert!(text.contains(">    3 | icn: x\n      | ^"), "{text}");
}

#[test]
fn human_output_snapshot() {
    let dir = tree(
        "snapshot",
        &[(
            DOCKER,
            b"---\ntitle: A\nicn: x\ntag: 3\n---\n# A\n\nSee [the gone page](./gone.md) and [a heading](#nowhere).\n",
        )],
    );
    let text = stdout(&lint(&[], &dir)).replace(dir.to_str().unwrap(), "<content>");
    insta::assert_snapshot!(text);
}

#[test]
fn forbidden_phrases_are_errors_in_their_locale_and_in_data_files() {
    // Regression: issue 58 item 10. Block quotes, front matter, a locale's UI strings and the
    // notices of site.yaml were not read, so a forbidden phrase could ship there.
    let dir = tree(
        "phrases",
        &[
            (DOCKER, b"---\ntitle: Use Docker\ndescription: Not the upstream docs.\n# upstream docs in a YAML comment is fine\n---\n# Use Docker\n\nAs the Upstream Docs say, run it.\n\n`upstream docs` in code is fine.\n\n> upstream docs in a quote too.\n"),
            ("locales/zh.yaml", "navbar:\n  - {text: 指南, link: /zh/guide/}\nsidebar:\n  /zh/guide/: structure\nnotFound: {title: 页面不存在, hints: [本站没有这一页], back: 返回上一页, home: 带我回家}\n".as_bytes()),
            ("locales/en.yaml", "navbar:\n  - {text: Guide, link: /guide/}\nsidebar:\n  /guide/: structure\nnotFound: {title: Page not found, hints: [本站 is not on the English list], back: Go back, home: Take me home}\n".as_bytes()),
            ("zh/guide/install/docker.md", b"---\ntitle: B\n---\n# B\n\n\xe6\x9c\xac\xe7\xab\x99\xe7\x9a\x84\xe8\x84\x9a\xe6\x9c\xac\xe3\x80\x82upstream docs \xe4\xb8\x8d\xe5\x9c\xa8\xe4\xb8\xad\xe6\x96\x87\xe5\x88\x97\xe8\xa1\xa8\xe9\x87\x8c\xe3\x80\x82\n"),
            ("data/notes.yaml", "# upstream docs in a comment is fine\nen: \"From the upstream docs.\"\nzh: \"见本站。\"\n".as_bytes()),
        ],
    );
    let yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    // The notice's content line; the phrase lists below it are not prose.
    let notice_line = yaml.lines().count() as u64 + 4;
    std::fs::write(
        dir.join("site.yaml"),
        format!("{yaml}notices:\n  - path: /\n    title: Good to know\n    content: See the upstream docs.\nforbiddenPhrases:\n  /: [upstream docs]\n  /zh/:\n    - {{phrase: 本站, reason: 写“本文档站”或“你的 AList”}}\n"),
    )
    .unwrap();
    let out = lint(&["--format", "json"], &dir);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut found: Vec<(String, u64, u64)> = v["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["rule"] == "prose/forbidden-phrase")
        .map(|d| {
            (
                d["file"].as_str().unwrap().to_owned(),
                d["line"].as_u64().unwrap(),
                d["column"].as_u64().unwrap(),
            )
        })
        .collect();
    found.sort();
    assert_eq!(
        found,
        [
            ("data/notes.yaml".to_owned(), 2, 15),
            ("data/notes.yaml".to_owned(), 3, 7),
            (DOCKER.to_owned(), 3, 22),
            (DOCKER.to_owned(), 8, 8),
            (DOCKER.to_owned(), 12, 3),
            ("locales/zh.yaml".to_owned(), 5, 34),
            ("site.yaml".to_owned(), notice_line, 22),
            ("zh/guide/install/docker.md".to_owned(), 6, 1),
        ],
        "{v}"
    );
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&lint(&[], &dir));
    assert!(text.contains("error[prose/forbidden-phrase] `本站` is a phrase this site does not use (help: 写“本文档站”或“你的 AList” (forbiddenPhrases in site.yaml))"), "{text}");
}

#[test]
fn a_fact_stated_with_another_value_is_an_error_at_the_value() {
    // Regression: issue 58 item 10. One page said a different release than another for the same
    // key, and nothing noticed.
    let dir = tree(
        "facts",
        &[
            (DOCKER, "---\ntitle: Use Docker\n---\n# Use Docker\n\nIt listens on port `5244` by default.\n\nThe FTP server exists since v3.40.\n".as_bytes()),
            ("zh/guide/install/docker.md", "---\ntitle: B\n---\n# B\n\nFTP 服务从 v3.41 起提供。\n".as_bytes()),
        ],
    );
    let yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    std::fs::write(
        dir.join("site.yaml"),
        format!("{yaml}facts:\n  - name: the FTP release\n    pattern: '(?i)FTP[^.。]{{0,40}}?(?:since|从) (v3\\.\\d+)'\n    accepted: [v3.41]\n  - name: the port\n    pattern: 'port `(\\d+)` by default'\n    accepted: [\"5244\"]\n  - name: a broken one\n    pattern: 'port (\\d+'\n    accepted: [x]\n"),
    )
    .unwrap();
    let out = lint(&["--format", "json"], &dir);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let found: Vec<(String, String, u64, u64)> = v["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["rule"].as_str().unwrap_or("").contains("fact"))
        .map(|d| {
            (
                d["rule"].as_str().unwrap().to_owned(),
                d["file"].as_str().unwrap().to_owned(),
                d["line"].as_u64().unwrap(),
                d["column"].as_u64().unwrap(),
            )
        })
        .collect();
    assert!(
        found.contains(&("prose/fact-value".to_owned(), DOCKER.to_owned(), 8, 29)),
        "{v}"
    );
    assert!(
        found
            .iter()
            .any(|(rule, file, _, _)| rule == "config/fact-pattern" && file == "site.yaml"),
        "{v}"
    );
    assert_eq!(found.len(), 2, "{v}");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn severity_filter_shows_errors_only_and_errors_come_first_with_the_summary_last() {
    // A warning in a file that sorts first, an error in one that sorts after it.
    let dir = tree(
        "severity",
        &[
            (
                "guide/README.md",
                b"---\ntitle: Guide\n---\n# Guide\n\n<video src=\"https://example.org/a.avi\"></video>\n",
            ),
            (
                DOCKER,
                b"---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\nSee [x](./nope.md).\n",
            ),
        ],
    );
    let all = stdout(&lint(&[], &dir));
    let error = all.find("error[links/broken]").expect(&all);
    let warning = all.find("warning[markdown/unsupported-media]").expect(&all);
    assert!(error < warning, "errors before warnings:\n{all}");
    assert!(
        all.trim_end()
            .lines()
            .last()
            .unwrap()
            .starts_with("1 error(s), 1 warning(s)"),
        "{all}"
    );
    for flags in [&["--severity", "error"][..], &["--quiet"][..]] {
        let out = lint(flags, &dir);
        let shown = stdout(&out);
        assert_eq!(out.status.code(), Some(1), "{shown}");
        assert!(shown.contains("error[links/broken]"), "{flags:?}: {shown}");
        assert!(!shown.contains("warning["), "{flags:?}: {shown}");
        assert!(
            shown
                .trim_end()
                .lines()
                .last()
                .unwrap()
                .starts_with("1 error(s), 0 warning(s)"),
            "{shown}"
        );
    }
}

#[test]
fn a_broken_link_is_suggested_a_page_of_the_pages_own_locale() {
    let dir = tree(
        "suggest-locale",
        &[(
            "zh/guide/install/docker.md",
            "---\ntitle: 使用 Docker\norder: 5\n---\n# 使用 Docker\n\n见[安装](/guide/install/dokcer.md)。\n".as_bytes(),
        )],
    );
    let shown = stdout(&lint(&["--quiet"], &dir));
    assert!(
        shown.contains("(help: did you mean `/zh/guide/install/docker.html`?)"),
        "{shown}"
    );
}

#[test]
fn a_broken_sidebar_link_is_reported_at_the_entrys_own_line() {
    // `icon: icon-config` and `prefix: config/` mention the entry's name before the entry itself.
    let dir = tree(
        "sidebar-line",
        &[(
            "locales/en.yaml",
            b"navbar:\n  - {text: Guide, link: /guide/}\nsidebar:\n  /guide/: structure\n  /:\n    - text: Config\n      icon: iconfont icon-config\n      prefix: config/\n      children:\n        - config\nnotFound: {title: Page not found, hints: [There\xe2\x80\x99s nothing here.], back: Go back, home: Take me home}\n",
        )],
    );
    let shown = stdout(&lint(&["--quiet"], &dir));
    assert!(
        shown.contains(
            "locales/en.yaml:10:1: error[config/sidebar-link] sidebar `/` entry `config`"
        ),
        "{shown}"
    );
}

#[test]
fn an_unclosed_front_matter_quote_is_reported_where_it_opens() {
    let dir = tree(
        "unclosed-quote",
        &[(
            DOCKER,
            b"---\ntitle: \"Use Docker\norder: 5\ntag: x\n---\n# Use Docker\n\nText.\n",
        )],
    );
    let shown = stdout(&lint(&["--quiet"], &dir));
    assert!(
        shown.contains("guide/install/docker.md:2:8: error[yaml/syntax] a quoted value opened here is never closed"),
        "{shown}"
    );
}

#[test]
fn a_container_cut_by_an_include_range_is_reported_inside_the_included_file() {
    let dir = tree(
        "include-cut",
        &[
            (
                "guide/install/part.md",
                b"---\ntitle: Part\n---\n# Part\n\nIntro line.\n\n::: tip Cut\nInside the tip.\n\nStill inside.\n:::\n\nAfter.\n",
            ),
            (
                DOCKER,
                b"---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\nText.\n\n<!-- @include: ./part.md{6-10} -->\n\nEnd.\n",
            ),
        ],
    );
    let shown = stdout(&lint(&["--quiet"], &dir));
    assert!(
        shown.contains("guide/install/part.md:8:1: error[markdown/unclosed-container]"),
        "{shown}"
    );
    assert!(!shown.contains("docker.md:9"), "{shown}");
}
