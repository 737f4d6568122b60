//! Issue 53, item 3, through the real binary: what the cache folder (`DOCS_CACHE_DIR`) holds comes
//! back as pages and search answers, so a folder or file another user can write is no cache. Each
//! case plants, as the renderings `docs serve` starts from, the real ones with one word changed,
//! and asks `/api/search` for that word; a control case shows the plant is read when trusted.
//!
//! Promises held here: the "a cache another user can write is ignored, with a warning",
//! and DESIGN.md's "a cache stands on what it caches" (it may speed a run up, never change what
//! the site says).

mod common;

use std::io::{BufRead, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// A word of the page this test adds, and what the plant replaces it with.
const REAL: &str = "lighthouse";
const PLANTED: &str = "zyxplanted";

fn temp(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-cache-trust-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn mode(path: &Path) -> u32 {
    std::fs::symlink_metadata(path)
        .unwrap()
        .permissions()
        .mode()
        & 0o7777
}

fn chmod(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// The bilingual fixture with a page that says [`REAL`].
fn content(root: &Path) -> PathBuf {
    let content = root.join("content");
    common::copy_dir(&common::fixture("bilingual"), &content);
    std::fs::write(
        content.join("guide/keeper.md"),
        format!("# Keeper\n\nThe {REAL} keeper logs every storm.\n"),
    )
    .unwrap();
    content.canonicalize().unwrap()
}

/// Build `content` with the cache in `cache` and return the renderings file the build offered to
/// `docs serve` (name and text), checking what was made is private to this user.
fn build_renderings(root: &Path, content: &Path, cache: &Path) -> (String, String) {
    let res = common::docs()
        .args(["build", "--allow-errors", "--out"])
        .arg(root.join("out"))
        .arg("--content")
        .arg(content)
        .env("DOCS_CACHE_DIR", cache)
        .output()
        .unwrap();
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert_eq!(mode(cache), 0o700, "a fresh cache folder is private");
    let mut serve = None;
    for entry in std::fs::read_dir(cache).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        assert_eq!(mode(&entry.path()), 0o600, "{name} is private");
        if name.starts_with("serve-") && name.ends_with(".json") {
            serve = Some((name, std::fs::read_to_string(entry.path()).unwrap()));
        }
    }
    let (name, text) = serve.expect("the build offers its renderings to docs serve");
    assert!(
        text.contains(REAL),
        "the page's words are in the renderings"
    );
    (name, text)
}

/// A cache folder of mode `dir_mode` holding the planted renderings at `name`, of mode `file_mode`.
fn planted_cache(
    root: &Path,
    tag: &str,
    (name, text): &(String, String),
    dir_mode: u32,
    file_mode: u32,
) -> (PathBuf, PathBuf) {
    let cache = root.join(tag);
    std::fs::create_dir(&cache).unwrap();
    let file = cache.join(name);
    std::fs::write(&file, text.replace(REAL, PLANTED)).unwrap();
    chmod(&file, file_mode);
    chmod(&cache, dir_mode);
    (cache, file)
}

/// Start `docs serve` on `content` with `cache`, search for [`PLANTED`], stop it: the hits and
/// what it printed on stderr.
fn search_planted(root: &Path, content: &Path, cache: &Path) -> (Vec<serde_json::Value>, String) {
    let log = root.join(format!(
        "{}.stderr",
        cache.file_name().unwrap().to_string_lossy()
    ));
    let mut child = common::docs()
        .args(["serve", "--addr", "127.0.0.1:0", "--content"])
        .arg(content)
        .env("DOCS_CACHE_DIR", cache)
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .unwrap_or_else(|| {
            panic!(
                "no address in {line:?}: {}",
                std::fs::read_to_string(&log).unwrap_or_default()
            )
        })
        .to_owned();
    let mut stream = std::net::TcpStream::connect(&addr).unwrap();
    write!(
        stream,
        "GET /api/search?q={PLANTED}&lang=en HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    child.kill().ok();
    child.wait().ok();
    let (head, body) = response.split_once("\r\n\r\n").expect("an HTTP answer");
    assert!(head.starts_with("HTTP/1.1 200"), "{response}");
    let answer: serde_json::Value = serde_json::from_str(body).expect("JSON");
    let hits = answer["hits"].as_array().expect("hits").clone();
    (hits, std::fs::read_to_string(&log).unwrap())
}

/// Exactly one warning, naming `path` and saying why.
fn assert_one_warning(stderr: &str, path: &Path, why: &str) {
    let named = format!("{} is ignored", path.display());
    assert_eq!(
        stderr.matches(&named).count(),
        1,
        "one warning naming {named:?}: {stderr}"
    );
    assert!(stderr.contains(why), "{why:?} in: {stderr}");
}

// Regression: issue 53, a `serve-*.json` replaced in a DOCS_CACHE_DIR of mode 1777 had its text
// answered by /api/search.
#[test]
fn a_cache_others_can_write_is_ignored_with_a_warning_and_its_text_never_answers() {
    let root = temp("serve");
    let content = content(&root);
    let renderings = build_renderings(&root, &content, &root.join("fresh/cache"));

    // Control: trusted, the plant is what serve starts from (so the cases below mean something).
    let (cache, _) = planted_cache(&root, "trusted", &renderings, 0o700, 0o600);
    let (hits, stderr) = search_planted(&root, &content, &cache);
    assert!(!hits.is_empty(), "a trusted cache is read: {stderr}");
    assert!(!stderr.contains("is ignored"), "{stderr}");

    for dir_mode in [0o777, 0o1777] {
        let tag = format!("open-{dir_mode:o}");
        let (cache, _) = planted_cache(&root, &tag, &renderings, dir_mode, 0o600);
        let (hits, stderr) = search_planted(&root, &content, &cache);
        assert!(
            hits.is_empty(),
            "{tag}: the planted word answered: {hits:?}"
        );
        assert_one_warning(&stderr, &cache, "lets group or others write it");
    }

    let (cache, file) = planted_cache(&root, "open-file", &renderings, 0o700, 0o666);
    let (hits, stderr) = search_planted(&root, &content, &cache);
    assert!(hits.is_empty(), "a file of mode 666: {hits:?}");
    assert_one_warning(&stderr, &file, "lets group or others write it");
}

#[test]
fn a_cache_file_or_folder_of_another_user_is_ignored() {
    if !is_root() {
        eprintln!("note: not root, so files of another user cannot be made; skipped");
        return;
    }
    let root = temp("owner");
    let content = content(&root);
    let renderings = build_renderings(&root, &content, &root.join("fresh/cache"));
    let chown = |path: &Path| {
        let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid path; uid/gid 65534 stand for another user (nobody).
        assert_eq!(unsafe { libc::chown(c.as_ptr(), 65534, 65534) }, 0);
    };

    let (cache, file) = planted_cache(&root, "their-file", &renderings, 0o700, 0o600);
    chown(&file);
    let (hits, stderr) = search_planted(&root, &content, &cache);
    assert!(hits.is_empty(), "another user's file: {hits:?}");
    assert_one_warning(&stderr, &file, "owned by uid 65534");

    let (cache, _) = planted_cache(&root, "their-folder", &renderings, 0o755, 0o644);
    chown(&cache);
    let (hits, stderr) = search_planted(&root, &content, &cache);
    assert!(hits.is_empty(), "another user's folder: {hits:?}");
    assert_one_warning(&stderr, &cache, "owned by uid 65534");
}
