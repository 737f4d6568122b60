//! The React app built by Vite (`embedded-web/dist`), embedded in the binary.
//!
//! For front-end work, `DOCS_WEB_DIR=embedded-web/dist` makes the binary read the app from that folder
//! once at start-up instead, so `vite build` + restart replaces a Rust rebuild.

use std::collections::HashMap;
use std::sync::OnceLock;

use include_dir::{include_dir, Dir};

static DIST: Dir<'static> = include_dir!("$DOCS_WEB_DIST");

/// The files of `DOCS_WEB_DIR`, read once and kept for the life of the process.
fn disk() -> Option<&'static HashMap<String, &'static [u8]>> {
    static DISK: OnceLock<Option<HashMap<String, &'static [u8]>>> = OnceLock::new();
    DISK.get_or_init(|| {
        let root = std::path::PathBuf::from(std::env::var_os("DOCS_WEB_DIR")?);
        let mut files = HashMap::new();
        let mut stack = vec![root.clone()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).ok()?.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if let (Ok(rel), Ok(bytes)) =
                    (path.strip_prefix(&root), std::fs::read(&path))
                {
                    let key = rel.to_string_lossy().replace('\\', "/");
                    files.insert(key, &*Box::leak(bytes.into_boxed_slice()));
                }
            }
        }
        tracing::warn!(
            "serving the web app from DOCS_WEB_DIR={} ({} files)",
            root.display(),
            files.len()
        );
        Some(files)
    })
    .as_ref()
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
    match disk() {
        Some(files) => files.get(path).copied(),
        None => DIST.get_file(path).map(|f| f.contents()),
    }
}

/// The ETag of a built asset (computed once per asset; assets never change inside one binary).
pub fn etag(path: &str) -> String {
    static TAGS: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<String, String>>> =
        std::sync::OnceLock::new();
    let tags = TAGS.get_or_init(Default::default);
    let mut tags = tags
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    tags.entry(path.to_owned())
        .or_insert_with(|| super::http::etag(get(path).unwrap_or_default()))
        .clone()
}

/// Every built file, for the static export.
pub fn all() -> Vec<(String, &'static [u8])> {
    fn walk(dir: &'static Dir<'static>, out: &mut Vec<(String, &'static [u8])>) {
        for f in dir.files() {
            out.push((f.path().to_string_lossy().replace('\\', "/"), f.contents()));
        }
        for d in dir.dirs() {
            walk(d, out);
        }
    }
    if let Some(files) = disk() {
        return files.iter().map(|(k, v)| (k.clone(), *v)).collect();
    }
    let mut out = Vec::new();
    walk(&DIST, &mut out);
    out
}

const FALLBACK_TEMPLATE: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><!--docs-head--></head><body><div id=\"app\"><!--docs-app--></div><!--docs-data--></body></html>\n";
