//! `docs lint` through the real binary on what imported VuePress sites hold (issue 54, item 3):
//! email autolinks, extensionless page links, a container closed on the file's last line, and
//! VuePress / theme-hope front matter.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

const DOCKER: &str = "guide/install/docker.md";
/// The fixture's docker page without its deliberate `author: 42` error (router tests need that).
const CLEAN_DOCKER: &[u8] =
    b"---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Run the container\n";

/// A copy of the bilingual fixture with a clean docker page and `changes` written over it.
fn tree(name: &str, changes: &[(&str, &[u8])]) -> PathBuf {
    let dir = common::fixture_copy("bilingual", &format!("lint-imported-{name}"));
    for (file, bytes) in [(DOCKER, CLEAN_DOCKER)].iter().chain(changes) {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

fn lint(dir: &Path) -> Output {
    common::docs()
        .current_dir(dir)
        .args(["lint", "."])
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The finding lines (`file:line:col: severity[rule] …`), without code frames or the summary.
fn findings(o: &Output) -> Vec<String> {
    stdout(o)
        .lines()
        .filter(|l| l.contains("error[") || l.contains("warning[") || l.contains("info["))
        .map(str::to_owned)
        .collect()
}

fn errors(o: &Output) -> Vec<String> {
    findings(o)
        .into_iter()
        .filter(|l| l.contains(": error["))
        .collect()
}

// Regression: issue 54: `<cust10@cust.com>` was resolved as the page `/guide/cust10@cust.com`.
#[test]
fn an_email_autolink_is_not_a_page_link() {
    let dir = tree(
        "email",
        &[(
            "guide/contact.md",
            "---\ntitle: Contact\n---\n# Contact\n\nWrite to <cust10@cust.com> or [us](mailto:us@x.org).\n"
                .as_bytes(),
        )],
    );
    let out = lint(&dir);
    assert_eq!(errors(&out), Vec::<String>::new());
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
}

// Regression: issue 54: `docs serve` redirects `./https-rsa-vs-ecdhe` to the page's `.html`, but
// lint called the same link broken.
#[test]
fn an_extensionless_link_is_broken_only_when_the_server_would_not_answer_it() {
    let page = |link: &str| {
        format!("---\ntitle: Links\n---\n# Links\n\nSee [tls]({link}) and [guide](/guide).\n")
    };
    let dir = tree(
        "extensionless",
        &[
            (
                "guide/https-rsa-vs-ecdhe.md",
                b"---\ntitle: TLS\n---\n# TLS\n\n## Key exchange\n",
            ),
            (
                "guide/links.md",
                page("./https-rsa-vs-ecdhe#key-exchange").as_bytes(),
            ),
        ],
    );
    let out = lint(&dir);
    assert_eq!(errors(&out), Vec::<String>::new());
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));

    let dir = tree(
        "extensionless-missing",
        &[
            (
                "guide/https-rsa-vs-ecdhe.md",
                b"---\ntitle: TLS\n---\n# TLS\n\n## Key exchange\n",
            ),
            ("guide/links.md", page("./https-rsa-vs-ecdh").as_bytes()),
        ],
    );
    let out = lint(&dir);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let errors = errors(&out);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("guide/links.md:6:11: error[links/broken]"),
        "{errors:?}"
    );
    // An anchor the page lacks is still found through the extensionless link.
    let dir = tree(
        "extensionless-anchor",
        &[
            (
                "guide/https-rsa-vs-ecdhe.md",
                b"---\ntitle: TLS\n---\n# TLS\n",
            ),
            (
                "guide/links.md",
                page("./https-rsa-vs-ecdhe#nowhere").as_bytes(),
            ),
        ],
    );
    let out = lint(&dir);
    assert!(
        errors_contain(&out, "error[links/missing-anchor]"),
        "{}",
        stdout(&out)
    );
}

fn errors_contain(o: &Output, what: &str) -> bool {
    errors(o).iter().any(|l| l.contains(what))
}

// Regression: issue 54: a closing `:::` on the file's last line, with and without CRLF, and an
// outer `::::` closing an inner container left open (theme-hope's code demo page).
#[test]
fn containers_closed_on_the_last_line_or_by_their_outer_marker_are_clean() {
    let dir = tree(
        "eof",
        &[
            (
                "guide/lf.md",
                b"---\ntitle: LF\n---\n# LF\n\n::: tip\nText\n:::",
            ),
            (
                "guide/crlf.md",
                b"---\r\ntitle: CRLF\r\n---\r\n# CRLF\r\n\r\n::: warning\r\nText\r\n:::",
            ),
            (
                "guide/outer.md",
                b"---\ntitle: Outer\n---\n# Outer\n\n:::: details Outer\n::: tip\nin\n\n::::",
            ),
        ],
    );
    let out = lint(&dir);
    assert_eq!(
        findings(&out)
            .iter()
            .filter(|l| l.contains("markdown/"))
            .count(),
        0,
        "{}",
        stdout(&out)
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
}

/// Every VuePress / theme-hope page key issue 54 lists, with a value of the type those themes take.
const VUEPRESS_FRONT_MATTER: &str = r#"---
title: Every key
head:
  - [meta, {name: keywords, content: "a, b"}]
  - [script, {src: /x.js}, ""]
sitemap: {priority: 0.8}
star: 10
sticky: true
category: Guide
tag: [a, b]
article: false
cover: /cover.png
banner: /banner.png
date: 2024-01-02
isOriginal: true
breadcrumb: false
pageInfo: [Author, Date]
copyright: false
feed: false
seo: false
permalink: /every/
redirectFrom: [/old-every.html]
shortTitle: Every
description: All of them
excerpt: Short
containerClass: wide
pageClass: custom
lang: en-US
externalLinkIcon: false
editLink: false
lastUpdated: false
contributors: false
backToTop: false
toc: false
sidebarDepth: 2
navbar: true
sidebar: false
home: false
heroText: Hero
tagline: Line
actions: [{text: Go, link: /guide/}]
features: [{title: Fast, details: Very}]
footer: Made here
index: true
dir: {order: 2}
order: 3
---
# Every key
"#;

/// The keys above that docs does not act on, in the order lint reports them (by key).
// `head` (written into the page head), `article`, `excerpt`, `star`, `sticky` (the blog) and
// `feed` (leaves a page out of the feeds or names it there) are acted on now, so they are not
// among these.
const NOT_ACTED_ON: &[&str] = &[
    "banner",
    "externalLinkIcon",
    "lang",
    "pageClass",
    "permalink",
    "redirectFrom",
    "seo",
    "sidebarDepth",
    "sitemap",
];

// Regression: issue 54: theme-hope pages failed lint on `star: 10`, `head:`, `sitemap:` and more.
#[test]
fn vuepress_front_matter_is_known_and_noted_once_per_key_for_the_site() {
    let second = VUEPRESS_FRONT_MATTER.replace("title: Every key", "title: Every key again");
    let dir = tree(
        "front-matter",
        &[
            ("guide/every.md", VUEPRESS_FRONT_MATTER.as_bytes()),
            ("guide/every-again.md", second.as_bytes()),
        ],
    );
    let out = lint(&dir);
    assert_eq!(errors(&out), Vec::<String>::new());
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let notes: Vec<String> = findings(&out)
        .into_iter()
        .filter(|l| l.contains("[front-matter/not-supported]"))
        .collect();
    // One per key, at the first page in file order, on the key's own line.
    let keys: Vec<&str> = notes.iter().filter_map(|l| l.split('`').nth(1)).collect();
    let mut sorted = NOT_ACTED_ON.to_vec();
    sorted.sort_unstable();
    let mut found = keys.clone();
    found.sort_unstable();
    assert_eq!(found, sorted, "{notes:#?}");
    for note in &notes {
        assert!(note.starts_with("guide/every-again.md:"), "{note}");
        assert!(
            note.contains(": info[front-matter/not-supported]"),
            "{note}"
        );
        assert!(note.contains("(and on 1 other page(s))"), "{note}");
    }
    let sitemap = notes.iter().find(|l| l.contains("`sitemap`")).unwrap();
    assert!(
        sitemap.starts_with("guide/every-again.md:6:1:"),
        "{sitemap}"
    );
}
