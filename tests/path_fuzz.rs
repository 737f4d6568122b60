//! The path sanitizer never lets a request reach outside the public folder, whatever the bytes.

mod common;

use docs::site::source::is_safe_relative;
use docs::site::ContentSource;
use percent_encoding::percent_decode_str;

const PIECES: &[&str] = &[
    "..",
    ".",
    "/",
    "\\",
    "%2e",
    "%2f",
    "%5c",
    "%00",
    "%ff",
    "site.yaml",
    "hello.txt",
    "public",
    ".git",
    "C:",
    "~",
    "%252e",
    "a",
    "//",
    "\0",
    "locales",
    "en.yaml",
];

#[test]
fn random_paths_never_leave_the_public_folder() {
    let root = common::fixture("bilingual");
    let source = ContentSource::Disk(root.clone());
    let public = std::fs::canonicalize(root.join("public")).unwrap();
    let allowed: Vec<Vec<u8>> = std::fs::read_dir(&public)
        .unwrap()
        .flatten()
        .map(|e| std::fs::read(e.path()).unwrap())
        .collect();
    let mut rng = common::Rng(0x9e37_79b9);
    for _ in 0..20_000 {
        let raw: String = (0..(rng.next() % 8))
            .map(|_| PIECES[(rng.next() % PIECES.len() as u64) as usize])
            .collect();
        // The server decodes exactly once, then the sanitizer decides.
        let decoded = percent_decode_str(&raw).decode_utf8_lossy().into_owned();
        let rel = decoded.trim_start_matches('/');
        if !is_safe_relative(rel) {
            continue;
        }
        assert!(
            !rel.split('/').any(|s| s == ".." || s.starts_with('.')),
            "{raw:?} passed as {rel:?}"
        );
        if let Some(bytes) = source.public_file(rel) {
            assert!(
                allowed.iter().any(|a| a.as_slice() == bytes.as_ref()),
                "{raw:?} served a file from outside public/"
            );
        }
    }
}
