//! A build into an earlier output redoes only what an edit touches (issue 32), and its output is
//! byte for byte what a clean build writes, after every kind of edit an author makes: a body, a
//! title, a sidebar, an included file, a data file, a catalog, a deleted page, a renamed page, the
//! config. Its lint findings are a full run's too. Through the real binary.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn temp(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-incremental-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `docs build` of `content` into `out`, its memory kept in `cache`.
fn build(content: &Path, out: &Path, cache: &Path, fresh: bool) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_docs"));
    cmd.arg("build")
        .arg("--out")
        .arg(out)
        .arg("--content")
        .arg(content)
        .arg("--allow-errors")
        .env("DOCS_CACHE_DIR", cache)
        .env_remove("DOCS_HOSTNAME")
        .env_remove("DOCS_BASE");
    if fresh {
        cmd.arg("--fresh");
    }
    let output = cmd.output().unwrap();
    assert!(
        output.status.success(),
        "build failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// How many pages a build rendered (from its summary line).
fn rendered(output: &Output) -> usize {
    let text = String::from_utf8_lossy(&output.stdout);
    let (_, rest) = text.split_once(" pages (").expect("summary line");
    rest.split(' ').next().unwrap().parse().unwrap()
}

/// Every file under `root` with its bytes; the output folder's own path (in nginx.conf) made
/// neutral, since the two builds write to different folders.
fn tree(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = common::files(root);
    if let Some(conf) = out.get_mut("nginx.conf") {
        *conf = String::from_utf8_lossy(conf)
            .replace(&root.display().to_string(), "OUT")
            .into_bytes();
    }
    out
}

/// The lint findings a build printed (its stderr without the timing-free summary).
fn findings(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn edit(content: &Path, file: &str, change: impl FnOnce(String) -> String) {
    let path = content.join(file);
    let before = std::fs::read_to_string(&path).unwrap_or_default();
    let after = change(before.clone());
    assert_ne!(before, after, "the edit of {file} changes nothing");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, after).unwrap();
}

struct Site {
    content: PathBuf,
    out: PathBuf,
    clean: PathBuf,
    cache: PathBuf,
    clean_cache: PathBuf,
}

impl Site {
    fn new(tag: &str) -> Self {
        let dir = temp(tag);
        let content = dir.join("content");
        common::copy_dir(&common::fixture("e2e-site"), &content);
        // What the fixture lacks: an include, a data-driven component.
        std::fs::write(
            content.join("guide/part.md"),
            "---\ntitle: Part\n---\n# Part\n\nShared words.\n",
        )
        .unwrap();
        std::fs::write(
            content.join("guide/uses-part.md"),
            "---\ntitle: Uses part\n---\n# Uses part\n\n@include: ./part.md\n",
        )
        .unwrap();
        std::fs::create_dir_all(content.join("data/drivers")).unwrap();
        std::fs::write(
            content.join("data/drivers/demo.yaml"),
            "slug: demo\nname: Demo\nkind: native\nvariants:\n  - name: Demo\n    fields:\n      - {key: token, type: string, default: null, required: true, en: The token, zh: 令牌}\n",
        )
        .unwrap();
        std::fs::write(
            content.join("guide/driver.md"),
            "---\ntitle: Driver\n---\n# Driver\n\n<DriverSettings driver=\"demo\" />\n",
        )
        .unwrap();
        Self {
            content,
            out: dir.join("out"),
            clean: dir.join("clean"),
            cache: dir.join("cache"),
            clean_cache: dir.join("clean-cache"),
        }
    }

    /// Build incrementally and cleanly; the two outputs and findings must match. Returns how many
    /// pages the incremental build rendered.
    fn check(&self, what: &str) -> usize {
        let incremental = build(&self.content, &self.out, &self.cache, false);
        let _ = std::fs::remove_dir_all(&self.clean);
        let clean = build(&self.content, &self.clean, &self.clean_cache, true);
        let (a, b) = (tree(&self.out), tree(&self.clean));
        let differ: Vec<&String> = a
            .keys()
            .chain(b.keys())
            .filter(|k| a.get(*k) != b.get(*k))
            .collect();
        assert!(
            differ.is_empty(),
            "after {what}: the incremental output differs from a clean build in {differ:?}"
        );
        assert_eq!(
            findings(&incremental),
            findings(&clean),
            "after {what}: the incremental lint differs from a full one"
        );
        rendered(&incremental)
    }
}

#[test]
fn every_kind_of_edit_gives_the_clean_output_and_touches_only_what_it_affects() {
    let site = Site::new("edits");
    let all = site.check("the first build");
    assert!(all > 40, "the first build renders every page ({all})");
    assert_eq!(site.check("no edit"), 0, "no edit, no rendering");

    edit(&site.content, "guide/second.md", |t| {
        t + "\nOne more line.\n"
    });
    let n = site.check("a body edit");
    assert!(n <= 2, "a body edit renders the page alone, not {n}");
    // It keeps the edited page's memory beside the memory written whole, not all of it again; the
    // edits below build on that delta (their outputs are checked against clean builds).
    let deltas = std::fs::read_dir(&site.cache)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".delta.json")
        })
        .count();
    assert_eq!(deltas, 1, "a one-page edit writes a delta of the memory");

    edit(&site.content, "guide/first.md", |t| {
        t.replace("title: First", "title: Renamed first")
    });
    site.check("a title edit (sidebars, prev/next, breadcrumbs show it)");

    edit(&site.content, "locales/en.yaml", |t| {
        t.replace(
            "{ text: Order, link: /order/ }",
            "{ text: Ordering, link: /order/ }",
        )
    });
    site.check("a navbar edit");

    edit(&site.content, "guide/part.md", |t| {
        t.replace("Shared words.", "Shared, changed words.")
    });
    site.check("an included file's edit");

    edit(&site.content, "data/drivers/demo.yaml", |t| {
        t.replace("The token", "The access token")
    });
    site.check("a data file's edit");

    edit(&site.content, "widgets/sub/new-child.md", |_| {
        "---\ntitle: New child\n---\n# New child\n".into()
    });
    site.check("a new page under a catalog");

    std::fs::remove_file(site.content.join("guide/first.md")).unwrap();
    site.check("a deleted page that others link to");

    std::fs::rename(
        site.content.join("guide/second.md"),
        site.content.join("guide/second-renamed.md"),
    )
    .unwrap();
    site.check("a renamed page");

    edit(&site.content, "site.yaml", |t| {
        t.replace(
            "description: Documentation for v3",
            "description: Docs for v3",
        )
    });
    site.check("a config edit");

    edit(&site.content, "guide/first.md", |_| {
        "# First again\n\nBack.\n".into()
    });
    site.check("a page that comes back");
}

#[test]
fn a_memory_that_does_not_describe_the_output_is_not_trusted() {
    let site = Site::new("foreign");
    site.check("the first build");
    // Another build (no memory of its own) replaces the output; the first memory no longer
    // describes it and must not be used.
    edit(&site.content, "guide/second.md", |t| {
        t + "\nChanged behind the memory's back.\n"
    });
    build(&site.content, &site.out, &site.clean_cache, true);
    edit(&site.content, "guide/second.md", |t| t + "\nAnd again.\n");
    let n = site.check("a build after a foreign one");
    assert!(
        n > 40,
        "a memory of another output is ignored: full build ({n})"
    );
}
