//! The cache's trust rule against folders and files others can write (issue 53).

use super::*;
use std::os::unix::fs::{symlink, PermissionsExt};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-trust-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn chmod(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

fn mode(path: &Path) -> u32 {
    std::fs::symlink_metadata(path)
        .unwrap()
        .permissions()
        .mode()
        & 0o7777
}

fn is_root() -> bool {
    euid() == 0
}

fn chown_to_nobody(path: &Path) {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid path; uid/gid 65534 stand for another user (nobody).
    assert_eq!(unsafe { libc::lchown(c.as_ptr(), 65534, 65534) }, 0);
}

#[test]
fn a_fresh_cache_folder_is_private_and_so_is_what_is_written_in_it() {
    let dir = temp("fresh").join("cache/docs");
    assert_eq!(root(&dir), Some(dir.clone()));
    assert_eq!(mode(&dir), 0o700);
    folder(&dir.join("search-1/en/g0")).unwrap();
    for made in ["search-1", "search-1/en", "search-1/en/g0"] {
        assert_eq!(mode(&dir.join(made)), 0o700, "{made}");
    }
    let file = dir.join("serve-1.json");
    create(&file).unwrap();
    assert_eq!(mode(&file), 0o600);
    assert!(create(&file).is_err(), "never over something already there");
    assert_eq!(read(&file), Some(Vec::new()));
}

#[test]
fn a_folder_or_file_others_can_write_is_not_believed() {
    let dir = temp("open");
    chmod(&dir, 0o777);
    assert_eq!(root(&dir), None, "a folder everyone can write");
    chmod(&dir, 0o1777);
    assert_eq!(
        root(&dir),
        None,
        "sticky does not help: files in it are replaced"
    );
    chmod(&dir, 0o755);
    assert_eq!(root(&dir), Some(dir.clone()));
    let file = dir.join("serve-1.json");
    std::fs::write(&file, "planted").unwrap();
    chmod(&file, 0o666);
    assert_eq!(read(&file), None);
    chmod(&file, 0o620);
    assert_eq!(read(&file), None, "group-writable");
    chmod(&file, 0o644);
    assert_eq!(read(&file).as_deref(), Some(&b"planted"[..]));
}

#[test]
fn a_link_in_the_cache_is_not_followed() {
    let dir = temp("link");
    std::fs::write(dir.join("elsewhere.json"), "elsewhere").unwrap();
    symlink(dir.join("elsewhere.json"), dir.join("serve-1.json")).unwrap();
    assert_eq!(read(&dir.join("serve-1.json")), None);
    symlink(&dir, dir.join("search-1")).unwrap();
    assert!(folder(&dir.join("search-1")).is_err());
    let meta = std::fs::symlink_metadata(dir.join("serve-1.json")).unwrap();
    assert_eq!(judge(&meta, Kind::File, false), Err(Distrust::Symlink));
}

#[test]
fn only_the_owner_matters_in_a_closed_folder_and_another_users_entry_never_passes() {
    let dir = temp("owner");
    chmod(&dir, 0o700);
    let file = dir.join("segment.idx");
    std::fs::write(&file, "tantivy").unwrap();
    chmod(&file, 0o664);
    let meta = std::fs::symlink_metadata(&file).unwrap();
    assert!(judge(&meta, Kind::File, false).is_err());
    assert!(
        judge(&meta, Kind::File, true).is_ok(),
        "a umask of 002 in a 700 folder"
    );
    if !is_root() {
        eprintln!("note: not root, another user's entries are not simulated");
        return;
    }
    chmod(&file, 0o600);
    chown_to_nobody(&file);
    let meta = std::fs::symlink_metadata(&file).unwrap();
    assert!(matches!(
        judge(&meta, Kind::File, true),
        Err(Distrust::NotOurs { owner: 65534, .. })
    ));
    assert_eq!(read(&file), None);
    let theirs = temp("owner-folder");
    chmod(&theirs, 0o700);
    chown_to_nobody(&theirs);
    assert_eq!(root(&theirs), None);
}
