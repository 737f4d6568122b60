//! `docs lint FILE…` through the real binary: a file-scoped run (what a pre-commit hook does) sees
//! what a change breaks in other pages (renamed headings, deleted, moved and twin-deleted pages);
//! printed paths work from the current folder; page-relative images; reachability; closed pipes.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const DOCKER: &str = "guide/install/docker.md";
const ZH_DOCKER: &str = "zh/guide/install/docker.md";
const CLEAN_DOCKER: &str =
    "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Run the container\n\nText.\n";

/// A clean copy of the bilingual fixture (its docker page has a deliberate error) in `docs/` of a
/// fresh folder standing for a repository; returns (repository, content root).
fn repo(name: &str, changes: &[(&str, &str)]) -> (PathBuf, PathBuf) {
    let repo = std::env::temp_dir().join(format!("docs-lint-scope-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&repo);
    let root = repo.join("docs");
    common::copy_dir(&common::fixture("bilingual"), &root);
    std::fs::write(root.join(DOCKER), CLEAN_DOCKER).unwrap();
    for (file, text) in changes {
        let path = root.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    (repo, root)
}

fn docs(cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_docs"))
        .current_dir(cwd)
        .args(args)
        .output()
        .unwrap()
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn the_whole_fixture_starts_clean() {
    let (repo, _) = repo("clean", &[]);
    let out = docs(&repo, &["lint", "docs"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

#[test]
fn renaming_a_heading_breaks_the_anchor_in_the_page_linking_to_it() {
    let link = "---\ntitle: Introduction\n---\n# Introduction\n\nStart with [Docker](./install/docker.md#run-the-container).\n";
    let (repo, root) = repo("anchor", &[("guide/README.md", link)]);
    assert_eq!(
        docs(&repo, &["lint", "docs/guide/install/docker.md"])
            .status
            .code(),
        Some(0)
    );
    std::fs::write(
        root.join(DOCKER),
        CLEAN_DOCKER.replace("## Run the container", "## Start it"),
    )
    .unwrap();
    let out = docs(&repo, &["lint", "docs/guide/install/docker.md"]);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(1), "{t}");
    assert!(
        t.contains("docs/guide/README.md:6:21: error[links/missing-anchor] `/guide/install/docker.html` has no heading `#run-the-container`"),
        "{t}"
    );
}

#[test]
fn deleting_a_page_pair_reports_the_links_left_behind() {
    let (repo, root) = repo("delete", &[]);
    std::fs::remove_file(root.join(DOCKER)).unwrap();
    std::fs::remove_file(root.join(ZH_DOCKER)).unwrap();
    let out = docs(
        &repo,
        &[
            "lint",
            "docs/guide/install/docker.md",
            "docs/zh/guide/install/docker.md",
        ],
    );
    let t = text(&out);
    assert_eq!(out.status.code(), Some(1), "{t}");
    assert!(
        t.contains("docs/guide/README.md:6:21: error[links/broken]"),
        "{t}"
    );
    assert!(t.contains("docs/zh/guide/README.md:6:"), "{t}");
}

#[test]
fn deleting_only_the_chinese_twin_reports_the_chinese_links() {
    let (repo, root) = repo("twin", &[]);
    std::fs::remove_file(root.join(ZH_DOCKER)).unwrap();
    let out = docs(&repo, &["lint", "docs/zh/guide/install/docker.md"]);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(1), "{t}");
    assert!(
        t.contains("docs/zh/guide/README.md:6:")
            && t.contains("error[links/broken] link to `/zh/guide/install/docker.html`"),
        "{t}"
    );
    assert!(
        !t.contains("docs/guide/README.md"),
        "the English page still links to a page that exists:\n{t}"
    );
}

#[test]
fn a_rename_reports_the_links_to_the_old_path() {
    let (repo, root) = repo("rename", &[]);
    std::fs::rename(root.join(DOCKER), root.join("guide/install/container.md")).unwrap();
    let out = docs(
        &repo,
        &[
            "lint",
            "docs/guide/install/docker.md",
            "docs/guide/install/container.md",
        ],
    );
    let t = text(&out);
    assert_eq!(out.status.code(), Some(1), "{t}");
    assert!(
        t.contains(
            "docs/guide/README.md:6:21: error[links/broken] link to `/guide/install/docker.html`"
        ),
        "{t}"
    );
}

#[test]
fn pages_that_do_not_link_in_are_left_out() {
    // A broken page elsewhere is not this change's business.
    let (repo, _) = repo(
        "unrelated",
        &[(
            "zh/README.md",
            "---\nhome: true\ntitle: 首页\nicn: x\n---\n",
        )],
    );
    let out = docs(&repo, &["lint", "docs/guide/install/docker.md"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert_eq!(docs(&repo, &["lint", "docs"]).status.code(), Some(1));
}

#[test]
fn every_format_prints_paths_from_the_current_folder() {
    let (repo, root) = repo("paths", &[(DOCKER, "---\ntitle: A\nicn: x\n---\n# A\n")]);
    let gh = text(&docs(&repo, &["lint", "docs", "--format", "github"]));
    assert!(gh.starts_with("::error file=docs/guide/install/docker.md,line=3,col=1,title=front-matter/unknown-key::"), "{gh}");
    assert!(
        repo.join("docs/guide/install/docker.md").is_file(),
        "the annotation names a real file"
    );
    let human = text(&docs(&repo, &["lint", "docs"]));
    assert!(
        human.starts_with("docs/guide/install/docker.md:3:1: error[front-matter/unknown-key]"),
        "{human}"
    );
    let json: serde_json::Value =
        serde_json::from_slice(&docs(&repo, &["lint", "docs", "--format", "json"]).stdout).unwrap();
    let d = &json["diagnostics"][0];
    assert_eq!(
        d["file"], DOCKER,
        "`file` stays relative to the content root"
    );
    assert_eq!(d["path"], "docs/guide/install/docker.md");
    // From inside the content root and from a sibling folder.
    let inside = text(&docs(&root.join("guide"), &["lint", "install/docker.md"]));
    assert!(
        inside.starts_with("../guide/install/docker.md:3:1:"),
        "{inside}"
    );
    std::fs::create_dir_all(repo.join("other")).unwrap();
    let sibling = text(&docs(&repo.join("other"), &["lint", "../docs"]));
    assert!(
        sibling.starts_with("../docs/guide/install/docker.md:3:1:"),
        "{sibling}"
    );
}

#[test]
fn images_beside_a_page_resolve_in_lint_and_build() {
    let page = "---\ntitle: Use Docker\n---\n# Use Docker\n\n![shot](./img/shot.png)\n\n<img src=\"./img/gone.png\">\n";
    let (repo, root) = repo(
        "images",
        &[(DOCKER, page), ("guide/install/img/shot.png", "PNG")],
    );
    let out = docs(&repo, &["lint", "docs"]);
    let t = text(&out);
    assert!(!t.contains("shot.png"), "{t}");
    assert!(t.contains("docs/guide/install/docker.md:8:11: error[links/missing-asset] `/guide/install/img/gone.png` is neither beside the page nor in docs/public"), "{t}");
    // A link that leads outside the content root is not a file of the site.
    #[cfg(unix)]
    {
        std::fs::write(repo.join("secret.png"), "x").unwrap();
        std::os::unix::fs::symlink(
            repo.join("secret.png"),
            root.join("guide/install/img/gone.png"),
        )
        .unwrap();
        let t = text(&docs(&repo, &["lint", "docs"]));
        assert!(
            t.contains("error[links/missing-asset] `/guide/install/img/gone.png`"),
            "{t}"
        );
    }
    // The missing image above is an error, so the build needs --allow-errors (it stops on errors).
    let out = docs(
        &repo,
        &[
            "build",
            "--content",
            "docs",
            "--out",
            "site",
            "--allow-errors",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read(repo.join("site/guide/install/img/shot.png")).unwrap(),
        b"PNG"
    );
    assert!(
        !repo.join("site/guide/install/img/gone.png").exists(),
        "nothing from outside the root"
    );
    // The export's `docker.md` is the page's Markdown twin (front matter dropped), never the source.
    let twin = std::fs::read_to_string(repo.join("site/guide/install/docker.md")).unwrap();
    let source = std::fs::read_to_string(root.join("guide/install/docker.md")).unwrap();
    assert_ne!(twin, source, "sources are not assets");
    assert!(!twin.starts_with("---"), "{twin}");
}

#[test]
fn reachability_follows_links_and_breadcrumbs_and_can_be_switched_off() {
    let extra = "---\ntitle: Extra\n---\n# Extra\n";
    let (repo, root) = repo(
        "reach",
        &[("guide/extra.md", extra), ("zh/guide/extra.md", extra)],
    );
    let site_yaml = std::fs::read_to_string(root.join("site.yaml")).unwrap();
    // The sidebars are `structure`, so turn them off to see links at work.
    let no_sidebar = |nav: &str, prefix: &str| {
        format!("navbar:\n  - {{text: Guide, link: {nav}}}\nsidebar:\n  {prefix}: false\nnotFound: {{title: x, hints: [x], back: x, home: x}}\n")
    };
    std::fs::write(
        root.join("locales/en.yaml"),
        no_sidebar("/guide/", "/guide/"),
    )
    .unwrap();
    std::fs::write(
        root.join("locales/zh.yaml"),
        no_sidebar("/zh/guide/", "/zh/guide/"),
    )
    .unwrap();
    let notes = |repo: &Path| {
        let t = text(&docs(repo, &["lint", "docs"]));
        t.lines()
            .filter(|l| l.contains("pages/unreachable"))
            .map(|l| l.split(':').next().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    // docker.md is reached by a link from the navbar's page; extra.md by nothing.
    assert_eq!(
        notes(&repo),
        ["docs/guide/extra.md", "docs/zh/guide/extra.md"]
    );
    std::fs::write(
        root.join("guide/extra.md"),
        "---\ntitle: Extra\norphan: true\n---\n# Extra\n",
    )
    .unwrap();
    assert_eq!(notes(&repo), ["docs/zh/guide/extra.md"]);
    std::fs::write(
        root.join("site.yaml"),
        format!("{site_yaml}orphans: [zh/guide/]\n"),
    )
    .unwrap();
    assert!(notes(&repo).is_empty());
    // A page below reached pages only by its breadcrumb: the folder README is reached.
    std::fs::write(root.join("site.yaml"), &site_yaml).unwrap();
    std::fs::write(
        root.join("guide/README.md"),
        "---\ntitle: Intro\n---\n# Intro\n",
    )
    .unwrap();
    std::fs::write(
        root.join("locales/en.yaml"),
        no_sidebar("/guide/install/docker.html", "/guide/"),
    )
    .unwrap();
    assert_eq!(
        notes(&repo),
        ["docs/zh/guide/extra.md"],
        "the README is reached through docker's breadcrumb"
    );
}

#[test]
fn a_closed_pipe_ends_the_run_quietly() {
    let (repo, _) = repo(
        "pipe",
        &[(DOCKER, "---\ntitle: A\n---\n# A\n\n[x](./nope.md)\n")],
    );
    for args in [
        &["lint", "docs"][..],
        &["search", "docker", "--content", "docs"][..],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_docs"))
            .current_dir(&repo)
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // the reader is gone before the first line is written
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !err.contains("Broken pipe") && !err.contains("panicked"),
            "{args:?}: {err}"
        );
        assert_eq!(out.status.code(), Some(141), "{args:?}: {err}");
    }
}
