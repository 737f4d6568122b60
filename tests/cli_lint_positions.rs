//! Positions through the real binary: findings in included text name the included file and line,
//! findings after an include keep the page's own line, and config findings point at the entry or
//! key at fault (with a did-you-mean for unknown keys).

mod common;

use std::path::PathBuf;
use std::process::Command;

fn root(name: &str, changes: &[(&str, &str)]) -> PathBuf {
    let dir = common::fixture_copy("bilingual", &format!("lint-pos-{name}"));
    let clean = "---\ntitle: Use Docker\n---\n# Use Docker\n";
    std::fs::write(dir.join("guide/install/docker.md"), clean).unwrap();
    for (file, text) in changes {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// `docs lint ARGS` run from the content root, so printed paths are the content-relative ones.
fn lint(dir: &PathBuf, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_docs"))
        .current_dir(dir)
        .arg("lint")
        .args(args)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const PAGE: &str = "---\ntitle: Use Docker\n---\n# Use Docker\n\n<!-- @include: ../parts/steps.md{5-6} -->\n\nSee [after](./gone-after.md).\n";
// Body line 2 names an anchor of its own page: fine there, missing in the page that includes it.
const PART: &str = "---\ntitle: Steps\n---\n# Steps\nRun [it](#steps).\nend\n";

#[test]
fn findings_in_and_after_included_text_have_their_own_file_and_line() {
    let dir = root(
        "include",
        &[
            ("guide/install/docker.md", PAGE),
            ("guide/parts/steps.md", PART),
        ],
    );
    let t = lint(&dir, &["."]);
    // {5-6} are file lines (front-matter counted), as in VuePress.
    assert!(
        t.contains("guide/parts/steps.md:5:10: error[links/missing-anchor] `/guide/install/docker.html` has no heading `#steps`"),
        "{t}"
    );
    assert!(t.contains("guide/install/docker.md:8:13: error[links/broken] link to `/guide/install/gone-after.html`"), "{t}");
    assert!(
        t.contains(">    5 | Run [it](#steps)."),
        "the frame shows the included file:\n{t}"
    );
    // Editing only the included file checks the page that includes it.
    let t = lint(&dir, &["guide/parts/steps.md"]);
    assert!(t.contains("guide/parts/steps.md:5:10: error[links/missing-anchor] `/guide/install/docker.html` has no heading `#steps`"), "{t}");
}

#[test]
fn a_broken_sidebar_entry_points_at_the_entry_not_the_navbar() {
    let en = "navbar:\n  - {text: Guide, link: /guide/}\nsidebar:\n  /guide/:\n    - text: Intro\n      link: /guide/\n    - text: Gone\n      link: /guide/gone.html\nnotFound: {title: x, hints: [x], back: x, home: x}\n";
    let dir = root("sidebar", &[("locales/en.yaml", en)]);
    let t = lint(&dir, &["."]);
    assert!(
        t.contains("locales/en.yaml:8:1: error[config/sidebar-link]"),
        "{t}"
    );
}

#[test]
fn unknown_config_keys_get_a_did_you_mean_at_their_line() {
    let site = std::fs::read_to_string(common::fixture("bilingual").join("site.yaml")).unwrap();
    let lines = site.lines().count() + 1;
    let dir = root(
        "keys",
        &[
            ("site.yaml", &format!("{site}tittle: Docs\n")),
            (
                "locales/en.yaml",
                "navbar:\n  - {text: Guide, link: /guide/}\nsidebr:\n  /guide/: structure\n",
            ),
        ],
    );
    let t = lint(&dir, &["."]);
    let expected = format!("site.yaml:{lines}:1: error[config/unknown-key] unknown key `tittle` (help: did you mean `title`?");
    assert!(t.contains(&expected), "{t}");
    assert!(t.contains("locales/en.yaml:3:1: error[config/unknown-key] unknown key `sidebr` (help: did you mean `sidebar`?"), "{t}");
}

// Regression: issue 53, findings on escaped YAML values pointed at 1:1: the text holds `\t`, the
// value a tab, so the value was never found in the text.
#[test]
fn an_escaped_unsafe_navbar_link_is_reported_at_its_value() {
    let en = "navbar:\n  - {text: Guide, link: /guide/}\n  - text: Bad\n    link: \"\\tjavascript:alert(1)\"\nsidebar:\n  /guide/: structure\nnotFound: {title: x, hints: [x], back: x, home: x}\n";
    let dir = root("escaped-link", &[("locales/en.yaml", en)]);
    let t = lint(&dir, &["."]);
    assert!(
        t.contains("locales/en.yaml:4:11: error[config/unsafe-link] navbar entry `Bad`"),
        "{t}"
    );
}

// Regression: issue 53, a bad site.yaml hostname was only a warning when serving or building.
#[test]
fn a_bad_site_yaml_hostname_is_reported_at_its_value() {
    let site = std::fs::read_to_string(common::fixture("bilingual").join("site.yaml")).unwrap();
    let line = site.lines().count() + 1;
    let dir = root(
        "hostname",
        &[(
            "site.yaml",
            &format!("{site}hostname: \"https://a..acme.org\"\n"),
        )],
    );
    let t = lint(&dir, &["."]);
    let expected = format!("site.yaml:{line}:11: error[config/hostname] `hostname` `https://a..acme.org` is not an origin like https://docs.your-domain.org (the host has an empty part");
    assert!(t.contains(&expected), "{t}");
}

// Regression: issue 53, a named pipe called `pipe.md` was skipped without a word (and reading it
// would have blocked); a folder called `x.md` stays a folder whose pages load.
#[cfg(unix)]
#[test]
fn a_special_file_named_like_a_page_is_reported_and_a_folder_so_named_is_walked() {
    let inner = "---\ntitle: Inner\n---\n# Inner\n\nSee [gone](./gone.md).\n";
    let dir = root("special", &[("guide/x.md/inner.md", inner)]);
    let made = Command::new("mkfifo")
        .arg(dir.join("guide/pipe.md"))
        .status()
        .unwrap();
    assert!(made.success());
    let t = lint(&dir, &["."]);
    assert!(
        t.contains("guide/pipe.md: error[file/not-regular] `guide/pipe.md` is a named pipe (FIFO), not a regular file; it is not read"),
        "{t}"
    );
    // The page inside the folder was loaded and checked: its broken link is found.
    assert!(
        t.contains("guide/x.md/inner.md:6:12: error[links/broken]"),
        "{t}"
    );
}
