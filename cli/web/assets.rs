//! The React app built by Vite (`embedded-web/dist`), embedded in the binary.
//!
//! For front-end work, `DOCS_WEB_DIR=embedded-web/dist` makes the binary read the app from that folder
//! once at start-up instead, so `vite build` + restart replaces a Rust rebuild.

use std::collections::HashMap;
use std::sync::OnceLock;

use include_dir::{include_dir, Dir};

static DIST: Dir<'static> = include_dir!("$DOCS_WEB_DIST");

/// A built file and its ETag (computed on first use; files never change inside one process).
struct File {
    bytes: &'static [u8],
    etag: OnceLock<String>,
}

/// Every built file by its path inside dist, indexed once: `include_dir` looks a path up by walking
/// and comparing every entry, which made each asset request cost tens of microseconds.
fn files() -> &'static HashMap<String, File> {
    static FILES: OnceLock<HashMap<String, File>> = OnceLock::new();
    FILES.get_or_init(|| {
        let (sheet, css) = super::no_script::sheet();
        disk()
            .unwrap_or_else(embedded)
            .into_iter()
            .chain([(sheet.clone(), css.as_slice())])
            .map(|(path, bytes)| {
                let etag = OnceLock::new();
                (path, File { bytes, etag })
            })
            .collect()
    })
}

fn embedded() -> Vec<(String, &'static [u8])> {
    fn walk(dir: &'static Dir<'static>, out: &mut Vec<(String, &'static [u8])>) {
        for f in dir.files() {
            out.push((f.path().to_string_lossy().replace('\\', "/"), f.contents()));
        }
        for d in dir.dirs() {
            walk(d, out);
        }
    }
    let mut out = Vec::new();
    walk(&DIST, &mut out);
    out
}

/// The files of `DOCS_WEB_DIR`, read once and kept for the life of the process.
fn disk() -> Option<Vec<(String, &'static [u8])>> {
    let root = std::path::PathBuf::from(std::env::var_os("DOCS_WEB_DIR")?);
    let mut files = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).ok()?.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if let (Ok(rel), Ok(bytes)) = (path.strip_prefix(&root), std::fs::read(&path)) {
                let key = rel.to_string_lossy().replace('\\', "/");
                files.push((key, &*Box::leak(bytes.into_boxed_slice())));
            }
        }
    }
    tracing::warn!(
        "serving the web app from DOCS_WEB_DIR={} ({} files)",
        root.display(),
        files.len()
    );
    Some(files)
}

/// Whether this binary was built with `DOCS_SKIP_WEB=1` (no real front end inside).
pub fn is_placeholder() -> bool {
    get("PLACEHOLDER").is_some()
}

/// The `index.html` template with the `<!--docs-…-->` slots.
pub fn index_template() -> &'static str {
    get("index.html")
        .and_then(|b| std::str::from_utf8(b).ok())
        .unwrap_or(FALLBACK_TEMPLATE)
}

/// A built asset by its path inside dist (`assets/index-abc123.js`).
pub fn get(path: &str) -> Option<&'static [u8]> {
    files().get(path).map(|f| f.bytes)
}

/// The ETag of a built asset.
pub fn etag(path: &str) -> String {
    match files().get(path) {
        Some(f) => f.etag.get_or_init(|| super::etag(f.bytes)).clone(),
        None => super::etag(&[]),
    }
}

/// Every built file (sorted by path), for the static export. Listed once: lint asks which files the
/// build writes for every page it checks, and a list made per question cost a third of a
/// 10,000-page rebuild.
pub fn all() -> &'static [(String, &'static [u8])] {
    static ALL: OnceLock<Vec<(String, &'static [u8])>> = OnceLock::new();
    ALL.get_or_init(|| {
        // `.vite/` is the bundler's notes to the server (its manifest), not part of the site.
        let mut out: Vec<_> = files()
            .iter()
            .filter(|(k, _)| !k.starts_with(".vite/"))
            .map(|(k, f)| (k.clone(), f.bytes))
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    })
}

const FALLBACK_TEMPLATE: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><!--docs-head--></head><body><div id=\"app\"><!--docs-app--></div><!--docs-data--></body></html>\n";
