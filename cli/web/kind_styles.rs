//! The stylesheets of each kind of page (issue 59's first-load budget): the app's main stylesheet
//! holds what every kind draws, and each layout's body chunk has a stylesheet of its own (the home's
//! hero and features, the blog's lists, the doc column and sidebar). The server links a page's kind
//! sheets in its head, so the first paint is the final page without any script; the app fetches
//! another kind's sheets with its chunk when a client navigation crosses to it.
//!
//! Which files those are is read from Vite's manifest (`dist/.vite/manifest.json`): a body chunk's
//! own `css` and that of the chunks it imports (the home lists blog articles with the blog's parts).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde::Deserialize;

#[derive(Deserialize)]
struct Chunk {
    #[serde(default)]
    css: Vec<String>,
    #[serde(default)]
    imports: Vec<String>,
}

/// The CSS files (paths inside dist) module `key` needs: its own, then its imports' (depth first,
/// each once, the entry's own sheet excluded: `index.html` links it).
fn sheets(
    manifest: &HashMap<String, Chunk>,
    key: &str,
    out: &mut Vec<String>,
    seen: &mut Vec<String>,
) {
    if key == "index.html" || seen.iter().any(|k| k == key) {
        return;
    }
    seen.push(key.to_string());
    let Some(chunk) = manifest.get(key) else {
        return;
    };
    for import in &chunk.imports {
        sheets(manifest, import, out, seen);
    }
    for css in &chunk.css {
        if !out.contains(css) {
            out.push(css.clone());
        }
    }
}

/// Vite's manifest of the built app; empty without one (a `DOCS_SKIP_WEB` build).
fn manifest() -> &'static HashMap<String, Chunk> {
    static MANIFEST: OnceLock<HashMap<String, Chunk>> = OnceLock::new();
    MANIFEST.get_or_init(|| {
        super::assets::get(".vite/manifest.json")
            .and_then(|bytes| serde_json::from_slice(bytes).ok())
            .unwrap_or_default()
    })
}

/// The head's `<link rel="stylesheet">` tags for a page whose body is the app module `body`
/// (its manifest key, such as `src/layouts/DocParts.ts`; the document layer names it), to go
/// after the main stylesheet. Site-absolute, like every asset URL a page holds before it is put
/// under a base. Made once per module: every page of a kind asks for the same.
pub fn links(body: &'static str) -> &'static str {
    static MADE: Mutex<Vec<(&'static str, &'static str)>> = Mutex::new(Vec::new());
    let mut made = MADE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, tags)) = made.iter().find(|(key, _)| *key == body) {
        return tags;
    }
    let (mut files, mut seen) = (Vec::new(), Vec::new());
    sheets(manifest(), body, &mut files, &mut seen);
    let tags: String = files
        .iter()
        .map(|f| format!("<link rel=\"stylesheet\" crossorigin href=\"/{f}\">"))
        .collect();
    let tags: &'static str = Box::leak(tags.into_boxed_str());
    made.push((body, tags));
    tags
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest(json: &str) -> HashMap<String, Chunk> {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_body_needs_its_own_sheet_and_those_of_the_chunks_it_imports_but_not_the_main_one() {
        let m = manifest(
            r#"{
              "index.html": {"css": ["assets/index-a.css"], "imports": ["_react.js"]},
              "_react.js": {},
              "src/layouts/BlogBody.tsx": {"css": ["assets/BlogBody-b.css"], "imports": ["index.html", "_react.js"]},
              "src/layouts/HomeBody.tsx": {"css": ["assets/HomeBody-h.css"], "imports": ["index.html", "src/layouts/BlogBody.tsx"]}
            }"#,
        );
        let (mut out, mut seen) = (Vec::new(), Vec::new());
        sheets(&m, "src/layouts/HomeBody.tsx", &mut out, &mut seen);
        assert_eq!(out, ["assets/BlogBody-b.css", "assets/HomeBody-h.css"]);
        let (mut out, mut seen) = (Vec::new(), Vec::new());
        sheets(&m, "src/layouts/Missing.tsx", &mut out, &mut seen);
        assert!(out.is_empty());
    }

    #[test]
    fn the_built_app_links_the_doc_and_home_sheets_and_they_are_assets() {
        if super::super::assets::is_placeholder() {
            return;
        }
        for body in ["src/layouts/DocParts.ts", "src/layouts/HomeBody.tsx"] {
            let tags = links(body);
            assert!(tags.contains("<link rel=\"stylesheet\""), "{body}: {tags}");
            for href in tags.split("href=\"/").skip(1) {
                let path = href.split('"').next().unwrap();
                assert!(
                    super::super::assets::get(path).is_some(),
                    "{path} is not a built asset"
                );
            }
        }
        assert_eq!(links("src/layouts/NotFoundBody.tsx"), "");
    }
}
