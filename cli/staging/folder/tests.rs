//! The staging folder against entries another user planted beside the output (issue 53).

use super::*;
use std::os::unix::fs::symlink;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-folder-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.canonicalize().unwrap()
}

/// A folder with one file, standing for another user's data.
fn victim(root: &Path) -> PathBuf {
    let victim = root.join("victim");
    std::fs::create_dir_all(&victim).unwrap();
    std::fs::write(victim.join("keep.txt"), "theirs").unwrap();
    victim
}

fn untouched(victim: &Path) -> bool {
    let names: Vec<_> = std::fs::read_dir(victim)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names == ["keep.txt"] && std::fs::read_to_string(victim.join("keep.txt")).unwrap() == "theirs"
}

// Regression: issue 53, a symlink planted at the staging name had the site written through it.
#[test]
fn a_link_at_the_chosen_name_is_refused_and_never_written_through() {
    let root = temp("planted");
    let victim = victim(&root);
    let name = root.join(".site.tmp-1-00");
    symlink(&victim, &name).unwrap();
    let err = Staging::make_at(name.clone()).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
    // An empty folder planted there is refused the same way: it could be anyone's.
    std::fs::create_dir(root.join(".site.tmp-2-00")).unwrap();
    assert!(Staging::make_at(root.join(".site.tmp-2-00")).is_err());
    assert!(std::fs::symlink_metadata(&name).unwrap().is_symlink());
    assert!(untouched(&victim));
}

#[test]
fn staging_beside_planted_links_is_a_new_real_folder_of_an_unguessable_name() {
    let root = temp("beside");
    let victim = victim(&root);
    let out = root.join("site");
    let pid = std::process::id();
    for name in [format!(".site.tmp-{pid}"), format!(".site.tmp-{pid}.old")] {
        symlink(&victim, root.join(name)).unwrap();
    }
    let first = Staging::beside(&out).unwrap();
    let second = Staging::beside(&out).unwrap();
    assert_ne!(first.path(), second.path(), "each name is new");
    let meta = std::fs::symlink_metadata(first.path()).unwrap();
    assert!(meta.is_dir() && !meta.is_symlink());
    std::fs::write(first.path().join("index.html"), "site").unwrap();
    first.swap_in(&out).unwrap();
    assert!(std::fs::symlink_metadata(&out).unwrap().is_dir());
    drop(second);
    assert!(untouched(&victim));
}

#[test]
fn a_staging_name_replaced_by_a_link_is_neither_published_nor_emptied() {
    let root = temp("replaced");
    let victim = victim(&root);
    let out = root.join("site");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("old.html"), "previous").unwrap();
    let staging = Staging::beside(&out).unwrap();
    std::fs::remove_dir(staging.path()).unwrap();
    symlink(&victim, staging.path()).unwrap();
    let err = staging.swap_in(&out).unwrap_err();
    assert!(err.to_string().contains("was replaced"), "{err}");
    assert_eq!(
        std::fs::read_to_string(out.join("old.html")).unwrap(),
        "previous"
    );
    assert!(
        untouched(&victim),
        "neither the swap nor the drop touched it"
    );
}

#[test]
fn swap_in_replaces_the_previous_output_and_leaves_nothing_beside_it() {
    let root = temp("swap");
    let out = root.join("site");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("old.html"), "previous").unwrap();
    let staging = Staging::beside(&out).unwrap();
    std::fs::write(staging.path().join("new.html"), "next").unwrap();
    staging.swap_in(&out).unwrap();
    assert!(out.join("new.html").is_file() && !out.join("old.html").exists());
    let names: Vec<_> = std::fs::read_dir(&root).unwrap().flatten().collect();
    assert_eq!(names.len(), 1, "only the output: {names:?}");
    // Dropped without a swap, a staging folder removes itself.
    let dropped = Staging::beside(&out).unwrap().path().to_owned();
    assert!(!dropped.exists());
}

#[test]
fn stale_staging_of_dead_builds_is_swept_and_files_are_left() {
    let root = temp("sweep");
    let out = root.join("site");
    // PID 0 never names a user process.
    for name in [
        ".site.tmp-0",
        ".site.tmp-0.old",
        ".site.tmp-0-1f2e",
        ".site.tmp-0-1f2e.old",
    ] {
        std::fs::create_dir_all(root.join(name).join("assets")).unwrap();
    }
    std::fs::write(root.join(".site.tmp-1"), "a file, not ours").unwrap();
    sweep_stale(&out);
    for name in [
        ".site.tmp-0",
        ".site.tmp-0.old",
        ".site.tmp-0-1f2e",
        ".site.tmp-0-1f2e.old",
    ] {
        assert!(!root.join(name).exists(), "{name} swept");
    }
    assert!(root.join(".site.tmp-1").exists());
}

// Regression: issue 53, the sweep must not follow a link planted at a stale staging name.
#[test]
fn the_sweep_never_follows_a_link_nor_removes_another_users_folder() {
    let root = temp("sweep-planted");
    let victim = victim(&root);
    let out = root.join("site");
    let link = root.join(".site.tmp-999999");
    symlink(&victim, &link).unwrap();
    let theirs = root.join(".site.tmp-0-ab");
    std::fs::create_dir(&theirs).unwrap();
    std::fs::write(theirs.join("f"), "theirs").unwrap();
    // SAFETY: geteuid has no preconditions.
    let root_user = unsafe { libc::geteuid() } == 0;
    if root_user {
        let c = std::ffi::CString::new(theirs.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid path; uid/gid 65534 stand for another user (nobody).
        assert_eq!(unsafe { libc::chown(c.as_ptr(), 65534, 65534) }, 0);
    } else {
        eprintln!("note: not root, the other user's folder is not simulated");
    }
    sweep_stale(&out);
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    assert!(untouched(&victim));
    assert_eq!(theirs.exists(), root_user, "another user's folder is kept");
}
