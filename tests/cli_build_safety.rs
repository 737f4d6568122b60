//! Nothing written where it does not belong (issue 30), through the real binary: hostile
//! redirects, interrupted builds, outputs that hold repositories, inline data that titles could
//! break out of, and document-level tags in content.
//!
//! DESIGN.md promises held here: "`docs build` writes into `--out` only" (redirect keys, the writer's
//! own check), "the output replaces DIR atomically: a failed or interrupted build leaves the previous
//! output as it was", "`--out` never contains a repository root, with or without `--force`", "no
//! `unwrap()` on anything that comes from content" and "the server and the static export present
//! one prepared site" (one precedence rule for redirects).

mod common;

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn docs(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_docs"))
        .args(args)
        .output()
        .unwrap()
}

fn os(s: &str) -> &std::ffi::OsStr {
    s.as_ref()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn temp(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-safety-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A copy of the bilingual fixture at `dir/content` whose `redirects:` are `entries`.
fn content_with_redirects(dir: &Path, entries: &str) -> PathBuf {
    let content = dir.join("content");
    common::copy_dir(&common::fixture("bilingual"), &content);
    let yaml = std::fs::read_to_string(content.join("site.yaml")).unwrap();
    let yaml = yaml.replacen("redirects:\n", &format!("redirects:\n{entries}"), 1);
    std::fs::write(content.join("site.yaml"), yaml).unwrap();
    content
}

fn build(content: &Path, out: &Path, extra: &[&str]) -> Output {
    let mut args = vec![
        os("build"),
        os("--out"),
        out.as_os_str(),
        os("--content"),
        content.as_os_str(),
    ];
    args.extend(extra.iter().map(|a| os(a)));
    docs(&args)
}

#[test]
fn a_redirect_that_climbs_out_is_a_lint_error_and_is_never_written() {
    let root = temp("climb");
    let nested = root.join("a/b");
    std::fs::create_dir_all(&nested).unwrap();
    let content = content_with_redirects(
        &nested,
        "  /../../PWNED.html: /guide/\n  /%2e%2e/%2e%2e/X.html: /guide/\n",
    );
    // The file the hostile key aims at, two folders above the output.
    let victim = root.join("a/PWNED.html");
    std::fs::write(&victim, "mine").unwrap();

    let lint = docs(&[os("lint"), content.as_os_str()]);
    assert_eq!(lint.status.code(), Some(1), "{}", text(&lint));
    let said = text(&lint);
    assert!(
        said.contains("site.yaml:") && said.contains("config/redirect"),
        "{said}"
    );
    assert!(said.contains("outside the output folder"), "{said}");

    let out = nested.join("site");
    let refused = build(&content, &out, &[]);
    assert_eq!(refused.status.code(), Some(1), "{}", text(&refused));
    let forced = build(&content, &out, &["--allow-errors"]);
    assert!(forced.status.success(), "{}", text(&forced));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "mine");
    assert!(!nested.join("PWNED.html").exists() && !root.join("PWNED.html").exists());
    let redirects = std::fs::read_to_string(out.join("_redirects")).unwrap();
    assert!(
        !redirects.contains("PWNED") && !redirects.contains("%2e"),
        "{redirects}"
    );
}

#[test]
fn a_page_or_a_built_file_wins_over_a_redirect_and_patterns_are_refused() {
    let root = temp("precedence");
    let content = content_with_redirects(
        &root,
        "  /index.html: /guide/\n  /404.html: /guide/\n  /*: /guide/\n  /:lang/x: /guide/\n  /far.html: https://evil.example/\n  /renamed.html: /guide/\n",
    );
    let lint = docs(&[os("lint"), os("--format"), os("json"), content.as_os_str()]);
    let json: serde_json::Value = serde_json::from_slice(&lint.stdout).unwrap();
    let redirect_findings: Vec<&serde_json::Value> = json["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["rule"] == "config/redirect")
        .collect();
    assert_eq!(
        redirect_findings.len(),
        5,
        "each dropped redirect is reported: {redirect_findings:?}"
    );
    assert!(redirect_findings
        .iter()
        .all(|d| d["file"] == "site.yaml" && d["line"].as_u64() > Some(1)));

    let out = root.join("site");
    let built = build(&content, &out, &["--allow-errors"]);
    assert!(built.status.success(), "{}", text(&built));
    let home = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(
        !home.contains("noindex"),
        "the home page, not a stub, is at index.html"
    );
    let not_found = std::fs::read_to_string(out.join("404.html")).unwrap();
    assert!(!not_found.contains("http-equiv=\"refresh\""));
    let redirects = std::fs::read_to_string(out.join("_redirects")).unwrap();
    let rules: Vec<&str> = redirects.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(
        rules
            .iter()
            .all(|l| !l.contains('*') && !l.contains("/:") && !l.contains("evil")),
        "{redirects}"
    );
    assert!(
        rules
            .iter()
            .any(|l| l.starts_with("/renamed.html /guide/ 301")),
        "{redirects}"
    );
    assert!(out.join("renamed.html").is_file());
}

/// The page's inline JSON sits in a `<script>` element: no title may end it or open a comment.
#[test]
fn a_hostile_title_cannot_break_out_of_the_inline_page_data() {
    let root = temp("title");
    let content = content_with_redirects(&root, "");
    let title = "A <!--<script> b </script><script>alert(1)</script> &\u{2028}end";
    std::fs::write(
        content.join("guide/hostile.md"),
        format!("---\ntitle: '{title}'\norphan: true\n---\n\n# Heading\n\nText.\n"),
    )
    .unwrap();
    let out = root.join("site");
    let built = build(&content, &out, &["--allow-errors"]);
    assert!(built.status.success(), "{}", text(&built));
    let html = std::fs::read_to_string(out.join("guide/hostile.html")).unwrap();
    let open = "<script id=\"__DOCS_DATA__\" type=\"application/json\">";
    let start = html.find(open).unwrap() + open.len();
    let json = &html[start..start + html[start..].find("</script>").unwrap()];
    assert!(!json.contains(['<', '>', '&', '\u{2028}']), "{json}");
    let data: serde_json::Value = serde_json::from_str(json).unwrap();
    assert_eq!(data["page"]["title"], title);
}

#[test]
fn force_never_replaces_a_folder_holding_a_repository_or_another_tools_sources() {
    let root = temp("force");
    let content = content_with_redirects(&root, "");
    let parent = root.join("parent");
    std::fs::create_dir_all(parent.join("alpha/.git")).unwrap();
    std::fs::write(parent.join("alpha/.git/HEAD"), "ref: refs/heads/main\n").unwrap();
    let res = build(&content, &parent, &["--force"]);
    assert_eq!(res.status.code(), Some(2), "{}", text(&res));
    assert!(text(&res).contains("holds a repository"), "{}", text(&res));
    assert!(parent.join("alpha/.git/HEAD").is_file());

    let repo = root.join("repo");
    std::fs::create_dir_all(repo.join(".git/objects")).unwrap();
    let res = build(&content, &repo.join(".git"), &["--force"]);
    assert_eq!(res.status.code(), Some(2), "{}", text(&res));
    assert!(repo.join(".git/objects").is_dir());

    // `.nojekyll` and `_data/` are what a Jekyll source holds too: not a mark of ours.
    let jekyll = root.join("jekyll");
    std::fs::create_dir_all(jekyll.join("_data")).unwrap();
    std::fs::write(jekyll.join(".nojekyll"), "").unwrap();
    std::fs::write(jekyll.join("_config.yml"), "title: mine\n").unwrap();
    let res = build(&content, &jekyll, &[]);
    assert_eq!(res.status.code(), Some(2), "{}", text(&res));
    assert!(jekyll.join("_config.yml").is_file());
}

#[test]
fn document_level_tags_in_content_are_dropped_and_reported() {
    let root = temp("meta");
    let content = content_with_redirects(&root, "");
    std::fs::write(
        content.join("guide/meta.md"),
        "---\ntitle: Meta\norphan: true\n---\n\n# Meta\n\nText.\n\n<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example\">\n<base href=\"https://evil.example/\">\n",
    )
    .unwrap();
    let lint = docs(&[os("lint"), content.as_os_str()]);
    let said = text(&lint);
    assert_eq!(lint.status.code(), Some(1), "{said}");
    assert!(
        said.contains("guide/meta.md:10:") && said.contains("markdown/raw-document-tag"),
        "{said}"
    );
    let out = root.join("site");
    assert!(build(&content, &out, &["--allow-errors"]).status.success());
    let html = std::fs::read_to_string(out.join("guide/meta.html")).unwrap();
    assert!(!html.contains("evil.example"), "{html}");
}

#[test]
fn typed_keys_refuse_infinities_deep_headers_unknown_tags_and_huge_revisions() {
    let root = temp("types");
    let content = content_with_redirects(&root, "");
    let huge = "z".repeat(10_000);
    std::fs::write(
        content.join("guide/types.md"),
        format!("---\ntitle: Types\norphan: true\ntoc: .inf\norder: .nan\nheaderDepth: 9\ntranslatedFrom: {huge}\n---\n\n# Types\n"),
    )
    .unwrap();
    let yaml = std::fs::read_to_string(content.join("site.yaml")).unwrap();
    std::fs::write(
        content.join("site.yaml"),
        format!("{yaml}notices: !include notices.yaml\n"),
    )
    .unwrap();
    let lint = docs(&[os("lint"), content.as_os_str()]);
    let said = text(&lint);
    assert_eq!(lint.status.code(), Some(1), "{said}");
    for needle in [
        "`toc`",
        "`order`",
        "`headerDepth` is 9",
        "`translatedFrom`",
        "unknown YAML tag `!include`",
    ] {
        assert!(said.contains(needle), "{needle}: {said}");
    }
    assert!(
        !said.contains(&huge[..200]),
        "a huge value is not echoed in full"
    );
}

#[test]
fn bad_hostnames_and_base_paths_are_refused() {
    let root = temp("flags");
    let content = content_with_redirects(&root, "");
    for host in [
        "https://a\"b.io",
        "https://a'b.io",
        "https://a<b.io",
        "https://{}.io",
        "https://a\\b.io",
        "https://$x.io",
        "https://a.io:99999",
        "https://a.io:",
    ] {
        let res = build(&content, &root.join("site"), &["--hostname", host]);
        assert_eq!(res.status.code(), Some(2), "{host}: {}", text(&res));
    }
    for base in ["/%2e%2e/", "/%00/", "/%0a/", "/a%2fb/"] {
        let res = build(&content, &root.join("site"), &["--base", base]);
        assert_eq!(res.status.code(), Some(2), "{base}: {}", text(&res));
    }
    assert!(!root.join("site").exists());
}

/// Every file under `dir` with a hash of its bytes; staging folders beside it are listed too.
fn snapshot(dir: &Path) -> BTreeMap<String, u64> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, u64>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if entry.file_type().unwrap().is_dir() {
                walk(root, &path, out);
            } else {
                let mut h = std::collections::hash_map::DefaultHasher::new();
                std::fs::read(&path).unwrap_or_default().hash(&mut h);
                out.insert(
                    path.strip_prefix(root).unwrap().display().to_string(),
                    h.finish(),
                );
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// Run `command`, send it `signal` after `delay_ms` and collect what it printed.
fn signalled(mut command: Command, delay_ms: u64, signal: i32) -> Output {
    let child = command
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(delay_ms));
    // SAFETY: plain kill(2) on our own child's pid.
    unsafe { libc::kill(child.id() as i32, signal) };
    child.wait_with_output().unwrap()
}

fn leftovers(parent: &Path) -> Vec<String> {
    std::fs::read_dir(parent)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp-"))
        .collect()
}

/// Signals at many moments of a build of the shipped site: each run either completes (exit 0, the
/// whole new site) or changes nothing (128 + signal, the previous output byte for byte), and no
/// staging folder is left behind either way.
#[test]
fn an_interrupted_build_publishes_nothing_or_everything() {
    let root = temp("interrupt");
    let content = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content");
    let out = root.join("site");
    let first = build(&content, &out, &["--hostname", "https://first.docs.test"]);
    assert!(first.status.success(), "{}", text(&first));
    let complete = snapshot(&out).len();
    let mut outcomes = Vec::new();
    for (i, delay_ms) in [30u64, 150, 400, 800, 1200, 1800, 2600, 3600]
        .into_iter()
        .enumerate()
    {
        let before = snapshot(&out);
        let host = format!("https://run{i}.docs.test");
        let signal = if i % 2 == 0 {
            libc::SIGTERM
        } else {
            libc::SIGINT
        };
        let mut build = Command::new(env!("CARGO_BIN_EXE_docs"));
        build
            .args(["build", "--hostname", &host, "--out"])
            .arg(&out)
            .arg("--content")
            .arg(&content);
        let res = signalled(build, delay_ms, signal);
        let after = snapshot(&out);
        assert!(
            leftovers(&root).is_empty(),
            "run {i}: {:?}",
            leftovers(&root)
        );
        match res.status.code() {
            Some(0) => {
                assert_eq!(after.len(), complete, "run {i}: a finished build is whole");
                let home = std::fs::read_to_string(out.join("index.html")).unwrap();
                assert!(home.contains(&host), "run {i}: the new site");
                outcomes.push("built");
            }
            // A signal that lands before `docs` has set up its handler ends the process the
            // default way (no exit code): nothing was written then either.
            None => {
                use std::os::unix::process::ExitStatusExt;
                assert_eq!(res.status.signal(), Some(signal), "run {i}: {}", text(&res));
                assert_eq!(after, before, "run {i}: the previous output, unchanged");
                outcomes.push("killed");
            }
            code => {
                assert_eq!(code, Some(128 + signal), "run {i}: {}", text(&res));
                assert!(
                    text(&res).contains("interrupted; nothing was written"),
                    "{}",
                    text(&res)
                );
                assert_eq!(after, before, "run {i}: the previous output, unchanged");
                outcomes.push("stopped");
            }
        }
    }
    assert!(outcomes.contains(&"stopped"), "{outcomes:?}");
    // A plain build still accepts the folder afterwards (its marker was never lost).
    assert!(build(&content, &out, &[]).status.success());
}

/// The same protocol for `docs import`: a signal at any moment leaves either the whole imported
/// content (site.yaml included, exit 0) or no output folder at all, and no staging folder.
#[test]
fn an_interrupted_import_publishes_nothing_or_everything() {
    let root = temp("import-interrupt");
    let project = root.join("project");
    common::copy_dir(&common::fixture("vuepress-site"), &project);
    let pages = project.join("src/guide/many");
    std::fs::create_dir_all(&pages).unwrap();
    for i in 0..3_000 {
        std::fs::write(
            pages.join(format!("page{i}.md")),
            format!("---\ntitle: Page {i}\n---\n\n# Page {i}\n\nText of page {i}.\n"),
        )
        .unwrap();
    }
    let mut outcomes = Vec::new();
    for (i, delay_ms) in [20u64, 100, 250, 500, 900, 1500].into_iter().enumerate() {
        let out = root.join(format!("content{i}"));
        let mut import = Command::new(env!("CARGO_BIN_EXE_docs"));
        import
            .args(["import", "vuepress"])
            .arg(&project)
            .arg("--out")
            .arg(&out);
        let res = signalled(import, delay_ms, libc::SIGTERM);
        assert!(
            leftovers(&root).is_empty(),
            "run {i}: {:?}",
            leftovers(&root)
        );
        match res.status.code() {
            Some(0) => {
                assert!(out.join("site.yaml").is_file(), "run {i}: {}", text(&res));
                assert!(out.join("guide/many/page2999.md").is_file(), "run {i}");
                outcomes.push("imported");
            }
            code => {
                // A signal that lands before the handler is installed (a loaded machine, the
                // earliest delay) ends the process by its default action: nothing was written yet.
                use std::os::unix::process::ExitStatusExt;
                let by_default_action =
                    code.is_none() && res.status.signal() == Some(libc::SIGTERM);
                assert!(
                    code == Some(128 + libc::SIGTERM) || by_default_action,
                    "run {i}: {:?} {}",
                    res.status,
                    text(&res)
                );
                assert!(!out.exists(), "run {i}: nothing published");
                outcomes.push("stopped");
            }
        }
    }
    assert!(outcomes.contains(&"stopped"), "{outcomes:?}");
}
