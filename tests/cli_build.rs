//! `docs build` through the real binary: the static export holds what a static host needs.

mod common;

use std::path::PathBuf;

fn out_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Build the bilingual fixture, which carries a deliberate lint error (`author: 42`, for the lint
/// tests): hence `--allow-errors`.
fn build(out: &PathBuf) -> std::process::Output {
    common::docs()
        .args(["build", "--allow-errors", "--out"])
        .arg(out)
        .arg("--content")
        .arg(common::fixture("bilingual"))
        .output()
        .unwrap()
}

#[test]
fn export_writes_pages_data_search_index_and_extras() {
    let out = out_dir("full");
    let res = build(&out);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    for file in [
        "index.html",
        "zh/index.html",
        "guide/index.html",
        "guide/install/docker.html",
        "zh/guide/install/docker.html",
        "_data/locale/en.json",
        "_data/locale/zh.json",
        "_data/search/en.json",
        "_data/search/zh.json",
        "404.html",
        "zh/404.html",
        "robots.txt",
        "hello.txt",
    ] {
        assert!(out.join(file).is_file(), "missing {file}");
    }
    let html = std::fs::read_to_string(out.join("guide/install/docker.html")).unwrap();
    assert!(
        html.contains("id=\"run-the-container\""),
        "prerendered content"
    );
    // A page is exported once: the app reads a page it visits from this same HTML (issue 60).
    assert!(!out.join("_data/page").exists(), "no page JSON is exported");
    let zh404 = std::fs::read_to_string(out.join("zh/404.html")).unwrap();
    assert!(zh404.contains("页面不存在"));
    // The locale's common data, which every page names and the app fetches once.
    let common = html.split("\"common\":\"/").nth(1).unwrap();
    let common = &common[..common.find('"').unwrap()];
    assert!(common.starts_with("_data/common/en-"), "{common}");
    assert!(out.join(common).is_file(), "missing {common}");
    // The locale's list names its parts; pages once per part, sections pointing at them
    // (cli/search/export.rs).
    let json = |rel: &str| -> serde_json::Value {
        serde_json::from_slice(&std::fs::read(out.join(rel)).unwrap()).unwrap()
    };
    let list = json("_data/search/zh.json");
    assert_eq!(list["cjk"], true);
    let parts = list["parts"].as_array().unwrap();
    assert!(!parts.is_empty());
    let found = parts.iter().any(|name| {
        let part = json(&format!("_data/search/zh/{}.json", name.as_str().unwrap()));
        let pages = part["pages"].as_array().unwrap();
        part["sections"].as_array().unwrap().iter().any(|s| {
            pages[s["p"].as_u64().unwrap() as usize]["r"] == "/zh/guide/install/docker.html"
                && s["a"] == "运行容器"
        })
    });
    assert!(found, "the docker page's section is in a part");
    assert!(!out.join("site.yaml").exists(), "sources are not exported");
    // At the source's path is the page's Markdown twin (llms.txt convention), not the source.
    let source =
        std::fs::read_to_string(common::fixture("bilingual").join("guide/install/docker.md"))
            .unwrap();
    let twin = std::fs::read_to_string(out.join("guide/install/docker.md")).unwrap();
    assert!(
        source.starts_with("---\n") && !twin.starts_with("---"),
        "{twin}"
    );
}

#[test]
fn export_replaces_the_previous_output_atomically() {
    let out = out_dir("replace");
    assert!(build(&out).status.success());
    assert!(
        out.join(".docs-build").is_file(),
        "every build marks its output"
    );
    std::fs::write(out.join("stale.txt"), "old").unwrap();
    assert!(build(&out).status.success());
    assert!(!out.join("stale.txt").exists(), "old files are gone");
    assert!(out.join("index.html").is_file());
    let parent = out.parent().unwrap();
    let leftovers = std::fs::read_dir(parent)
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with(&format!(".{}", out.file_name().unwrap().to_string_lossy()))
        })
        .count();
    assert_eq!(leftovers, 0, "no staging directories are left behind");
}

#[test]
fn a_file_in_the_way_is_a_clear_error() {
    let out = out_dir("file");
    std::fs::write(&out, "x").unwrap();
    let res = build(&out);
    assert_eq!(res.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&res.stderr).contains("is not a directory"));
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "x",
        "nothing was touched"
    );
}

fn build_in(cwd: &std::path::Path, args: &[&str]) -> std::process::Output {
    common::docs()
        .args(["build", "--allow-errors"])
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap()
}

/// A project folder: a git repository with a copy of the bilingual fixture as `content/`.
fn project(tag: &str) -> PathBuf {
    let root = out_dir(tag);
    common::copy_dir(&common::fixture("bilingual"), &root.join("content"));
    std::fs::create_dir_all(root.join(".git")).unwrap();
    std::fs::write(root.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    root
}

fn assert_refused(res: &std::process::Output, says: &str) {
    let stderr = String::from_utf8_lossy(&res.stderr);
    assert_eq!(res.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(says), "{stderr}");
}

// Regression: `docs build --out content --content content` replaced every source file with the
// built site, and `--out "$PWD"` deleted `.git/` and `content/`.
#[test]
fn build_refuses_to_replace_sources_working_dir_repository_or_root() {
    let root = project("guard");
    let page = root.join("content/guide/install/docker.md");
    let before = std::fs::read(&page).unwrap();
    for (args, says) in [
        (
            vec!["--out", "content", "--content", "content"],
            "is the content folder",
        ),
        (
            vec!["--out", "content/guide/site", "--content", "content"],
            "is inside the content folder",
        ),
        (
            vec!["--out", ".", "--content", "content", "--force"],
            "contains the content folder",
        ),
        (vec!["--out", "/", "--force"], "filesystem root"),
    ] {
        assert_refused(&build_in(&root, &args), says);
    }
    assert_eq!(std::fs::read(&page).unwrap(), before, "sources untouched");
    assert!(root.join(".git/HEAD").is_file(), "repository untouched");
    assert!(!root.join("content/guide/site").exists());
}

#[test]
fn build_refuses_a_folder_it_did_not_write_unless_forced() {
    let root = project("foreign");
    std::fs::create_dir_all(root.join("notes")).unwrap();
    std::fs::write(root.join("notes/todo.txt"), "mine").unwrap();
    let res = build_in(&root, &["--out", "notes", "--content", "content"]);
    assert_refused(&res, "no `.docs-build` marker");
    assert_eq!(
        std::fs::read_to_string(root.join("notes/todo.txt")).unwrap(),
        "mine"
    );
    let forced = build_in(
        &root,
        &["--out", "notes", "--content", "content", "--force"],
    );
    assert!(
        forced.status.success(),
        "{}",
        String::from_utf8_lossy(&forced.stderr)
    );
    assert!(root.join("notes/.docs-build").is_file());
}

#[test]
fn symlinked_out_is_followed_and_kept() {
    let root = project("symlink");
    std::fs::create_dir_all(root.join("real")).unwrap();
    std::os::unix::fs::symlink("real", root.join("site")).unwrap();
    let res = build_in(&root, &["--out", "site", "--content", "content"]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert!(std::fs::symlink_metadata(root.join("site"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(root.join("real/index.html").is_file());
}

// Regression: killed builds left `.NAME.tmp-PID` folders of 27-105 MB that no build removed.
#[test]
fn stale_staging_folders_of_dead_builds_are_swept() {
    let root = project("sweep");
    let stale = root.join(".site.tmp-999999999");
    std::fs::create_dir_all(stale.join("assets")).unwrap();
    let res = build_in(&root, &["--out", "site", "--content", "content"]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert!(!stale.exists(), "the dead build's staging folder is gone");
}

fn stderr(res: &std::process::Output) -> String {
    String::from_utf8_lossy(&res.stderr).into_owned()
}

#[test]
fn content_errors_stop_the_build_with_lint_findings_unless_allowed() {
    let root = project("errors");
    // Broken YAML front matter, the kind of error lint calls blocking.
    let page = root.join("content/guide/install/docker.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, text.replacen("order: 5", "order: [5", 1)).unwrap();
    let res = common::docs()
        .args(["build", "--out", "site", "--content", "content"])
        .current_dir(&root)
        .output()
        .unwrap();
    assert_eq!(res.status.code(), Some(1), "{}", stderr(&res));
    let err = stderr(&res);
    assert!(
        err.contains("guide/install/docker.md:4:7: error[yaml/syntax]"),
        "file:line and rule, as lint prints them: {err}"
    );
    assert!(err.contains("--allow-errors"), "{err}");
    assert!(!root.join("site").exists(), "nothing was written");
    let allowed = build_in(&root, &["--out", "site", "--content", "content"]);
    assert!(allowed.status.success(), "{}", stderr(&allowed));
    assert!(stderr(&allowed).contains("guide/install/docker.md:4:7:"));
    assert!(root.join("site/index.html").is_file());
}

#[test]
fn renamed_pages_get_stub_pages_and_a_redirects_file() {
    let out = out_dir("redirects");
    assert!(build(&out).status.success());
    let stub = std::fs::read_to_string(out.join("guide/old-docker.html")).unwrap();
    for part in [
        "<meta http-equiv=\"refresh\" content=\"0; url=/guide/install/docker.html\">",
        "<link rel=\"canonical\" href=\"/guide/install/docker.html\">",
        "<meta name=\"robots\" content=\"noindex\">",
        "<a href=\"/guide/install/docker.html\">Use Docker</a>",
    ] {
        assert!(stub.contains(part), "{part} in {stub}");
    }
    let redirects = std::fs::read_to_string(out.join("_redirects")).unwrap();
    assert!(redirects
        .lines()
        .any(|l| l == "/guide/old-docker.html /guide/install/docker.html 301"));
    assert!(out.join("nginx.conf").is_file());
    for gz in ["404.html.gz", "zh/404.html.gz"] {
        assert!(out.join(gz).is_file(), "{gz}");
    }
}

/// Every file under `dir` (relative, `/`-separated) with its mtime.
fn mtimes(dir: &std::path::Path) -> std::collections::BTreeMap<String, std::time::SystemTime> {
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_owned()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap().flatten() {
            let path = entry.path();
            if entry.file_type().unwrap().is_dir() {
                stack.push(path);
            } else {
                let rel = path
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(rel, entry.metadata().unwrap().modified().unwrap());
            }
        }
    }
    out
}

/// Set every file's mtime to a fixed past instant, so a rewrite shows whatever the clock's grain.
fn age_all(dir: &std::path::Path) -> std::time::SystemTime {
    let past = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000_000);
    for rel in mtimes(dir).keys() {
        let file = std::fs::File::options()
            .write(true)
            .open(dir.join(rel))
            .unwrap();
        file.set_modified(past).unwrap();
    }
    past
}

/// The files rewritten since `past`; a search index part (named after its contents) as
/// `_data/search/<key>/<part>.json`.
fn rewritten(dir: &std::path::Path, past: std::time::SystemTime) -> Vec<String> {
    mtimes(dir)
        .into_iter()
        .filter(|(_, t)| *t != past)
        .map(|(rel, _)| match rel.strip_prefix("_data/search/") {
            Some(file) if file.contains('/') => {
                let (key, name) = file.split_once('/').unwrap();
                let gz = if name.ends_with(".gz") { ".gz" } else { "" };
                format!("_data/search/{key}/<part>.json{gz}")
            }
            _ => rel,
        })
        .collect()
}

#[test]
fn a_rebuild_rewrites_only_the_files_whose_bytes_changed_and_drops_stale_ones() {
    let root = project("incremental");
    let args = ["--out", "site", "--content", "content"];
    assert!(build_in(&root, &args).status.success());
    let site = root.join("site");
    let past = age_all(&site);

    // The same input: byte-identical output, nothing rewritten.
    let again = build_in(&root, &args);
    assert!(String::from_utf8_lossy(&again.stdout).contains(", 0 changed)"));
    assert_eq!(rewritten(&site, past), Vec::<String>::new());

    // One page's text: that page's HTML (its only file), the search index that lists it,
    // and the marker, which names the build (what the next build's memory must match).
    let page = root.join("content/guide/install/docker.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, format!("{text}\nA new closing sentence.\n")).unwrap();
    std::fs::write(site.join("stale.txt"), "left by hand").unwrap();
    assert!(build_in(&root, &args).status.success());
    assert_eq!(
        rewritten(&site, past),
        [
            ".docs-build",
            "_data/search/en.json",
            "_data/search/en.json.gz",
            "_data/search/en/<part>.json",
            "_data/search/en/<part>.json.gz",
            "guide/install/docker.html",
            // Its Markdown twin and the locale's llms-full.txt, which holds it (document::llms).
            "guide/install/docker.md",
            "llms-full.txt",
        ]
    );
    assert!(!site.join("stale.txt").exists(), "stale files are removed");
    assert!(
        std::fs::read_to_string(site.join("guide/install/docker.html"))
            .unwrap()
            .contains("A new closing sentence.")
    );

    // A title also changes what lists the page: the locale data (sidebar) among them.
    let past = age_all(&site);
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(
        &page,
        text.replacen("title: Use Docker", "title: Run Docker", 1),
    )
    .unwrap();
    assert!(build_in(&root, &args).status.success());
    let changed = rewritten(&site, past);
    assert!(
        changed.contains(&"_data/locale/en.json".to_owned()),
        "{changed:?}"
    );
    assert!(
        !changed
            .iter()
            .any(|f| f.starts_with("zh/") || f.starts_with("assets/")),
        "{changed:?}"
    );
}

#[test]
fn an_authors_own_redirects_file_comes_first_and_the_renames_follow() {
    let root = project("own-redirects");
    std::fs::write(
        root.join("content/public/_redirects"),
        "/own /elsewhere 302",
    )
    .unwrap();
    let res = build_in(&root, &["--out", "site", "--content", "content"]);
    assert!(res.status.success(), "{}", stderr(&res));
    let file = std::fs::read_to_string(root.join("site/_redirects")).unwrap();
    let lines: Vec<&str> = file.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(
        lines,
        [
            "/own /elsewhere 302",
            "/guide/old-docker.html /guide/install/docker.html 301"
        ]
    );
}

// Regression: the export let a public file replace a page of the same path ("as in docs serve")
// while `docs serve` answered the page. One rule now (`site::built::content_file`): the page
// wins, on both edges (tests/router.rs checks the server).
#[test]
fn a_public_file_on_a_page_path_gives_way_to_the_page() {
    let root = project("page-wins");
    std::fs::create_dir_all(root.join("content/public/guide/install")).unwrap();
    std::fs::write(
        root.join("content/public/guide/install/docker.html"),
        "PUBLIC COPY",
    )
    .unwrap();
    std::fs::write(root.join("content/public/plain.txt"), "a public file").unwrap();
    let res = build_in(&root, &["--out", "site", "--content", "content"]);
    assert!(res.status.success(), "{}", stderr(&res));
    let page = std::fs::read_to_string(root.join("site/guide/install/docker.html")).unwrap();
    assert!(
        !page.contains("PUBLIC COPY") && page.contains("__DOCS_DATA__"),
        "the page's HTML"
    );
    assert_eq!(
        std::fs::read_to_string(root.join("site/plain.txt")).unwrap(),
        "a public file"
    );
}
