//! Issue 53, item 1, through the real binary: another user who can write the output's parent
//! (`/tmp`) plants symlinks at the names the staging used to have (`.NAME.tmp-<pid>`,
//! `.NAME.tmp-<pid>.old`). No build or import may write into, publish or delete the folder those
//! links point at.
//!
//! DESIGN.md promises held here: "`docs build` writes into `--out` only" and "the output replaces
//! DIR atomically" (the output stays a real folder this program made, never a planted link).

mod common;

use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::Output;

fn temp(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-attack-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Another user's folder, with files.
fn victim(parent: &Path) -> PathBuf {
    let victim = parent.join("victim");
    std::fs::create_dir_all(victim.join("docs")).unwrap();
    std::fs::write(victim.join("thesis.txt"), "years of work").unwrap();
    std::fs::write(victim.join("docs/notes.md"), "notes").unwrap();
    victim
}

/// The victim's files, by path, with their text.
fn contents(victim: &Path) -> Vec<(String, String)> {
    common::files(victim)
        .into_iter()
        .map(|(rel, bytes)| (rel, String::from_utf8_lossy(&bytes).into_owned()))
        .collect()
}

/// Links to `victim` at every old staging name of `name` the next processes could have: the pids
/// the system hands out next (a guess good enough that the old, predictable names were hit).
fn plant(parent: &Path, name: &str, victim: &Path) {
    let next: u32 = std::fs::read_to_string("/proc/sys/kernel/ns_last_pid")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(std::process::id());
    for pid in next..next + 3000 {
        for suffix in ["", ".old"] {
            let _ = symlink(victim, parent.join(format!(".{name}.tmp-{pid}{suffix}")));
        }
    }
}

/// Build `content` (a copy of the bilingual fixture, which carries a deliberate lint error: hence
/// `--allow-errors`).
fn build(content: &Path, out: &Path) -> Output {
    common::docs()
        .args(["build", "--allow-errors"])
        .arg("--out")
        .arg(out)
        .arg("--content")
        .arg(content)
        .output()
        .unwrap()
}

fn assert_real_folder(out: &Path) {
    let meta = std::fs::symlink_metadata(out).unwrap();
    assert!(
        meta.is_dir() && !meta.is_symlink(),
        "{} is a real folder",
        out.display()
    );
}

// Regression: issue 53, a link planted at `.out.tmp-<pid>` had the whole site written into the
// folder it named, `--out` became that link, and the next build deleted the folder's files.
#[test]
fn builds_beside_planted_links_never_touch_the_folder_they_name() {
    let parent = temp("build");
    let victim = victim(&parent);
    let before = contents(&victim);
    let content = parent.join("content");
    common::copy_dir(&common::fixture("bilingual"), &content);
    plant(&parent, "out", &victim);
    let out = parent.join("out");
    for run in 1..=2 {
        let res = build(&content, &out);
        assert!(
            res.status.success(),
            "run {run}: {}",
            String::from_utf8_lossy(&res.stderr)
        );
        assert_real_folder(&out);
        assert!(out.join("index.html").is_file());
        assert_eq!(
            contents(&victim),
            before,
            "run {run}: the victim is untouched"
        );
    }
}

// Regression: issue 53, the sweep of stale staging folders must not follow a link at such a name.
#[test]
fn a_stale_staging_name_that_is_a_link_is_not_followed_by_the_sweep() {
    let parent = temp("sweep");
    let victim = victim(&parent);
    let before = contents(&victim);
    let content = parent.join("content");
    common::copy_dir(&common::fixture("bilingual"), &content);
    let stale = parent.join(".out.tmp-999999");
    symlink(&victim, &stale).unwrap();
    let res = build(&content, &parent.join("out"));
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert!(std::fs::symlink_metadata(&stale).unwrap().is_symlink());
    assert_eq!(contents(&victim), before);
}

// Regression: issue 53, `docs import` removed its staging name and made it again on its own; it
// now shares the build's staging.
#[test]
fn an_import_beside_planted_links_never_touches_the_folder_they_name() {
    let parent = temp("import");
    let victim = victim(&parent);
    let before = contents(&victim);
    plant(&parent, "content", &victim);
    let out = parent.join("content");
    let res = common::docs()
        .args(["import", "vuepress"])
        .arg(common::fixture("vuepress-site"))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(
        res.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert_real_folder(&out);
    assert!(out.join("site.yaml").is_file());
    assert_eq!(contents(&victim), before);
}
