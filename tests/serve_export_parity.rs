//! `docs serve` and `docs build` answer every path alike (issue 56 item 2): small sites made from
//! a seed (pages in two locales, folder READMEs, names with spaces and CJK, files beside pages,
//! public files, some on paths the build or a page owns, renamed pages from site.yaml, sometimes
//! a sitemap, a blog and its feeds) are exported with the real `docs build` and served by the
//! real router, and for every file of the export and near misses of each (no `.html`, a trailing
//! slash, `index.html`, percent-encoded, `.md`, unknown) the server's status and body equal what
//! a static host answers from the export by the export's own rules (its `nginx.conf`): a file is
//! a 200 with its bytes, an old path listed in `_redirects` a 301 there, a folder without its
//! slash or a path whose `.html` file exists a 301, anything else the locale's 404 document.
//!
//! A few differences are the design's, and checked as such: `docs serve` answers `…/index.html`
//! with a 301 to the folder (whose answer is that very file), a locale's `404.html` with status
//! 404, a missing data or app file with a short 404 of its kind, and a redirect straight to where
//! the export's chain of redirects ends. Compressed twins (`.gz`, `.br`) are encodings of their
//! file, not paths of the site.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::{oneshot, Rng};
use docs::serve::{self, AppState};
use docs::site::{ContentSource, Site};
use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

/// What a path answers.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Reply {
    Body(u16, Vec<u8>),
    Redirect(String),
}

/// Characters a path segment must have encoded (the router reads the rest as they are).
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}');

fn encode(path: &str) -> String {
    utf8_percent_encode(path, SEGMENT).to_string()
}

/// Write the site of `seed` into `dir`.
fn generate(seed: u64, dir: &Path) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let coin = |rng: &mut Rng| rng.next() % 2 == 0;
    let write = |rel: &str, text: &[u8]| {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    let hostname = coin(&mut rng);
    let blog = hostname && coin(&mut rng);
    let mut yaml = String::from(
        "title: Parity\nlocales:\n  /: {key: en, lang: en-US, name: English, title: Parity}\n  /zh/: {key: zh, lang: zh-CN, name: 简体中文, title: 对等}\n",
    );
    if hostname {
        yaml.push_str("hostname: https://parity.example.org\n");
    }
    if blog {
        yaml.push_str("author:\n  name: Ada\nblog: {}\nfeed: {}\n");
    }
    // Pages: the two homes always; the rest each by a coin.
    let mut pages = vec!["README.md", "zh/README.md"];
    let optional = [
        "guide/README.md",
        "guide/install.md",
        "guide/a b.md",
        "guide/网盘.md",
        "zh/guide/README.md",
        "zh/guide/install.md",
        "faq.md",
        "notes/deep/page.md",
    ];
    for page in optional {
        if coin(&mut rng) {
            pages.push(page);
        }
    }
    for page in &pages {
        let name = page.trim_end_matches(".md").rsplit('/').next().unwrap();
        let mut front = format!("title: Page {name}\n");
        if blog && page.starts_with("guide/") {
            front.push_str("date: 2024-02-03\ntag: [one]\n");
        }
        write(
            page,
            format!("---\n{front}---\n\n# Page {name}\n\nWords about {name}, see [home](/).\n")
                .as_bytes(),
        );
    }
    // Files beside pages, and public files: some free, some on a path a page, a redirect or the
    // build owns (lint reports those; the build runs with --allow-errors).
    let beside = [
        "guide/img.png",
        "guide/a b.txt",
        "zh/guide/img.png",
        "faq.txt",
    ];
    let public = [
        "logo.svg",
        "files/a.txt",
        "assets/extra.png",
        "guide/img.png",
        "robots.txt",
        "llms.txt",
        "_redirects",
        "_data/x.json",
        "404.html",
        "faq",
        "notes/deep",
        "faq.html",
        "old.html",
        "guide/install",
    ];
    for rel in beside {
        if coin(&mut rng) {
            write(rel, format!("beside {rel}").as_bytes());
        }
    }
    for rel in public {
        if coin(&mut rng) {
            let text = if rel == "_redirects" {
                "/from-author /faq.html 302\n".to_owned()
            } else {
                format!("public {rel}")
            };
            write(&format!("public/{rel}"), text.as_bytes());
        }
    }
    // Renamed pages: some to pages that exist, some refused or overruled at load.
    let olds = [
        "/old.html",
        "/old",
        "/gone/",
        "/zh/old.html",
        "/guide/img.png",
        "/llms.txt",
        "/guide/former.html",
        "/assets/old.png",
    ];
    let targets = [
        "/",
        "/zh/",
        "/guide/",
        "/faq.html",
        "/guide/install.html",
        "/nowhere.html",
    ];
    let mut redirects = String::new();
    for old in olds {
        if coin(&mut rng) {
            let to = targets[(rng.next() % targets.len() as u64) as usize];
            redirects.push_str(&format!("  \"{old}\": \"{to}\"\n"));
        }
    }
    if !redirects.is_empty() {
        yaml.push_str("redirects:\n");
        yaml.push_str(&redirects);
    }
    write("site.yaml", yaml.as_bytes());
}

fn build(content: &Path, out: &Path) {
    let _ = std::fs::remove_dir_all(out);
    common::build_ok_with(content, out, &["--allow-errors"]);
}

/// Every file under `root`, by `/`-separated path.
fn files(root: &Path, at: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(at).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(root, &path, out);
        } else {
            let rel = path.strip_prefix(root).unwrap();
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The export as a static host reads it (the rules its nginx.conf writes down).
struct Export {
    out: PathBuf,
    /// Old path → new route, from the lines of `_redirects` the build wrote.
    redirects: BTreeMap<String, String>,
    locales: Vec<&'static str>,
}

impl Export {
    fn new(out: &Path) -> Self {
        let text = std::fs::read_to_string(out.join("_redirects")).unwrap();
        let ours = text
            .split("# Written by `docs build`")
            .nth(1)
            .expect("the build's part of _redirects");
        let decode = |p: &str| percent_decode_str(p).decode_utf8().unwrap().into_owned();
        let redirects = ours
            .lines()
            .skip(1)
            .filter_map(|line| {
                let mut fields = line.split(' ');
                Some((decode(fields.next()?), decode(fields.next()?)))
            })
            .collect::<BTreeMap<_, _>>();
        // Each old path's stub file (`/old` → `old.html`, `/gone/` → `gone/index.html`) is the
        // same redirect, by a meta refresh on hosts that read no rules.
        let stubs: Vec<(String, String)> = redirects
            .iter()
            .map(|(from, to)| {
                let stub = if from.ends_with('/') {
                    format!("{from}index.html")
                } else if from.ends_with(".html") {
                    from.clone()
                } else {
                    format!("{from}.html")
                };
                (stub, to.clone())
            })
            .collect();
        let mut redirects = redirects;
        redirects.extend(stubs);
        Self {
            out: out.to_owned(),
            redirects,
            locales: vec!["/", "/zh/"],
        }
    }

    fn file(&self, rel: &str) -> Option<Vec<u8>> {
        let path = self.out.join(rel);
        path.is_file().then(|| std::fs::read(path).unwrap())
    }

    /// The answer to the decoded path `path`.
    fn answer(&self, path: &str) -> Reply {
        if let Some(to) = self.redirects.get(path) {
            return Reply::Redirect(to.clone());
        }
        let rel = path.trim_start_matches('/');
        let private = ["nginx.conf", "_redirects", ".nojekyll", ".docs-build"];
        if !private.contains(&rel) && !rel.split('/').any(|s| s == "..") {
            let file = if rel.is_empty() || rel.ends_with('/') {
                format!("{rel}index.html")
            } else {
                rel.to_owned()
            };
            if let Some(bytes) = self.file(&file) {
                return Reply::Body(200, bytes);
            }
            if !rel.is_empty() && !rel.ends_with('/') {
                if self.out.join(rel).join("index.html").is_file() {
                    return Reply::Redirect(format!("{path}/"));
                }
                if self.out.join(format!("{rel}.html")).is_file() {
                    return Reply::Redirect(format!("{path}.html"));
                }
            }
        }
        let locale = self
            .locales
            .iter()
            .filter(|p| path.starts_with(**p))
            .max_by_key(|p| p.len())
            .unwrap_or(&"/");
        let rel = format!("{}404.html", locale.trim_start_matches('/'));
        Reply::Body(
            404,
            self.file(&rel).expect("each locale has its 404 document"),
        )
    }
}

async fn served(app: &axum::Router, raw: &str) -> Reply {
    let reply = oneshot::get(app, raw).await;
    match reply.status.as_u16() {
        301 => {
            let location = reply.headers["location"].to_str().unwrap();
            Reply::Redirect(
                percent_decode_str(location)
                    .decode_utf8()
                    .unwrap()
                    .into_owned(),
            )
        }
        status => Reply::Body(status, reply.body),
    }
}

/// The paths to ask about: every exported file but the compressed twins, and near misses.
fn paths(export: &Export) -> Vec<String> {
    let mut rels = Vec::new();
    files(&export.out, &export.out, &mut rels);
    rels.retain(|r| !r.ends_with(".gz") && !r.ends_with(".br"));
    let mut paths: Vec<String> = rels.iter().map(|r| format!("/{r}")).collect();
    for rel in &rels {
        let path = format!("/{rel}");
        if let Some(stem) = path.strip_suffix(".html") {
            paths.push(stem.to_owned());
            paths.push(format!("{stem}/"));
            paths.push(format!("{stem}.md"));
        }
        if let Some(folder) = path.strip_suffix("/index.html") {
            paths.push(folder.to_owned());
            paths.push(format!("{folder}/"));
        }
        if !path.ends_with('/') {
            paths.push(format!("{path}/"));
        }
    }
    paths.extend(export.redirects.keys().cloned());
    paths.extend(
        [
            "/",
            "/zh",
            "/nope",
            "/zh/nope.html",
            "/guide/nope/",
            "/nginx.conf",
            "/_redirects",
            "/.docs-build",
            "/from-author",
        ]
        .map(String::from),
    );
    paths.retain(|p| p.starts_with('/'));
    paths.sort();
    paths.dedup();
    paths
}

async fn check_site(seed: u64) -> usize {
    let dir = std::env::temp_dir().join(format!("docs-parity-{seed}-{}", std::process::id()));
    let out = dir.with_extension("out");
    let _ = std::fs::remove_dir_all(&dir);
    generate(seed, &dir);
    build(&dir, &out);
    let export = Export::new(&out);
    let app = serve::router(AppState::new(
        Site::load(ContentSource::Disk(dir.clone())).unwrap(),
    ));
    let names = part_names(&app, &export).await;
    let mut mismatches = Vec::new();
    let paths = paths(&export);
    for path in &paths {
        let decoded = percent_decode_str(path).decode_utf8().unwrap().into_owned();
        let expected = match export.answer(&decoded) {
            Reply::Body(status, body) => Reply::Body(status, renamed(&names, body)),
            redirect => redirect,
        };
        let path = &renamed_path(&names, path);
        // Asked as a browser sends it, and once more with a letter needlessly encoded.
        let mut asked = vec![encode(path)];
        if let Some(i) = path.find(|c: char| c.is_ascii_lowercase()) {
            let letter = path.get(i..=i).unwrap();
            let (head, tail) = (path.get(..i).unwrap(), path.get(i + 1..).unwrap());
            asked.push(format!(
                "{}%{:02X}{}",
                encode(head),
                letter.as_bytes()[0],
                encode(tail)
            ));
        }
        for raw in asked {
            let got = served(&app, &raw).await;
            if got == expected || by_design(&app, &export, &decoded, &expected, &got).await {
                continue;
            }
            let show = |r: &Reply| match r {
                Reply::Body(status, body) => {
                    format!(
                        "{status} {:?}",
                        String::from_utf8_lossy(body)
                            .chars()
                            .take(60)
                            .collect::<String>()
                    )
                }
                Reply::Redirect(to) => format!("301 → {to}"),
            };
            mismatches.push(format!(
                "{raw}: served {}, exported {}",
                show(&got),
                show(&expected)
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "seed {seed} ({}): serve and export differ on {} paths:\n{}",
        dir.display(),
        mismatches.len(),
        mismatches.join("\n")
    );
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&dir);
    paths.len()
}

/// The names of the search index's parts, exported → served. A part is named after what it is
/// made from and the binary that made it (`search::export`): this test's binary is not the `docs`
/// that exported, so the same part has another name here. Matched in order, locale by locale.
async fn part_names(app: &axum::Router, export: &Export) -> Vec<(String, String)> {
    let parts = |text: &[u8]| -> Vec<String> {
        let list: serde_json::Value = serde_json::from_slice(text).unwrap();
        list["parts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_owned())
            .collect()
    };
    let mut names = Vec::new();
    for key in ["en", "zh"] {
        let rel = format!("_data/search/{key}.json");
        let exported = parts(&export.file(&rel).unwrap());
        let Reply::Body(200, served) = served(app, &format!("/{rel}")).await else {
            panic!("{rel} is not served");
        };
        let served = parts(&served);
        assert_eq!(exported.len(), served.len(), "{key}: parts");
        names.extend(exported.into_iter().zip(served));
    }
    names
}

fn renamed(names: &[(String, String)], body: Vec<u8>) -> Vec<u8> {
    let mut text = match String::from_utf8(body) {
        Ok(text) => text,
        Err(not_text) => return not_text.into_bytes(),
    };
    for (exported, served) in names {
        text = text.replace(exported.as_str(), served);
    }
    text.into_bytes()
}

fn renamed_path(names: &[(String, String)], path: &str) -> String {
    let mut path = path.to_owned();
    if path.starts_with("/_data/search/") {
        for (exported, served) in names {
            path = path.replace(exported.as_str(), served);
        }
    }
    path
}

/// The differences the design chose (see the module comment).
async fn by_design(
    app: &axum::Router,
    export: &Export,
    path: &str,
    expected: &Reply,
    got: &Reply,
) -> bool {
    match (expected, got) {
        // `/guide/index.html` is the page `/guide/`, named once.
        (Reply::Body(200, body), Reply::Redirect(to)) if path.ends_with("index.html") => {
            served(app, &encode(to)).await == Reply::Body(200, body.clone())
        }
        // A locale's 404 document is never a reader's 200.
        (Reply::Body(200, body), Reply::Body(404, served)) => {
            export
                .locales
                .iter()
                .any(|l| export.answer(&format!("{l}404.html")) == Reply::Body(200, body.clone()))
                && body == served
        }
        // `/404` leads a static host to the 404 document, the server answers it as not found.
        (Reply::Redirect(to), Reply::Body(404, _)) if to.ends_with("404.html") => {
            let expected = export.answer(to);
            Box::pin(by_design(app, export, to, &expected, got)).await
        }
        // A missing data or app file is a 404 as short as the file's kind (JSON, text).
        (Reply::Body(404, _), Reply::Body(404, _)) => {
            path.starts_with("/_data/") || path.starts_with("/assets/")
        }
        // Both redirect, and lead to the same answer (nginx takes `/x` to `/x.html` first).
        (Reply::Redirect(_), Reply::Redirect(_)) => {
            let end = |mut reply: Reply, served_side: bool| async move {
                for _ in 0..4 {
                    let Reply::Redirect(to) = &reply else { break };
                    reply = if served_side {
                        served(app, &encode(to)).await
                    } else {
                        export.answer(to)
                    };
                }
                reply
            };
            let (a, b) = (
                end(expected.clone(), false).await,
                end(got.clone(), true).await,
            );
            a == b || Box::pin(by_design(app, export, "", &a, &b)).await
        }
        _ => false,
    }
}

#[tokio::test]
async fn serve_answers_every_path_as_the_export_does() {
    let mut asked = 0;
    for seed in 1..=6 {
        asked += check_site(seed).await;
    }
    assert!(asked > 200, "only {asked} paths were asked");
}
