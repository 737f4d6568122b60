//! The React app built by Vite (`embedded-web/dist`), embedded in the binary.

use include_dir::{include_dir, Dir};

static DIST: Dir<'static> = include_dir!("$DOCS_WEB_DIST");

/// Whether this binary was built with `DOCS_SKIP_WEB=1` (no real front end inside).
pub fn is_placeholder() -> bool {
    DIST.get_file("PLACEHOLDER").is_some()
}

/// The `index.html` template with the `<!--docs-…-->` slots.
pub fn index_template() -> &'static str {
    DIST.get_file("index.html")
        .and_then(|f| f.contents_utf8())
        .unwrap_or(FALLBACK_TEMPLATE)
}

/// A built asset by its path inside dist (`assets/index-abc123.js`).
pub fn get(path: &str) -> Option<&'static [u8]> {
    DIST.get_file(path).map(|f| f.contents())
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
    let mut out = Vec::new();
    walk(&DIST, &mut out);
    out
}

const FALLBACK_TEMPLATE: &str = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><!--docs-head--></head><body><div id=\"app\"><!--docs-app--></div><!--docs-data--></body></html>\n";
