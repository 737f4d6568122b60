//! The stylesheets of each kind of page (issue 59's first-load budget): the app's main stylesheet
//! holds what every kind draws, and each layout's body chunk has a stylesheet of its own (the home's
//! hero and features, the blog's lists, the doc column and sidebar). The server links a page's kind
//! sheets in its head, so the first paint is the final page without any script; the app fetches
//! another kind's sheets with its chunk when a client navigation crosses to it.
//!
//! Which files those are is read from Vite's manifest (`dist/.vite/manifest.json`): a body chunk's
//! own `css` and that of the chunks it imports (the home lists blog articles with the blog's parts).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::document::Layout;

/// The manifest's key of each layout's body module (embedded-web/src/layouts/bodies.ts).
fn body_module(layout: Layout) -> &'static str {
    match layout {
        Layout::Home => "src/layouts/HomeBody.tsx",
        Layout::Doc => "src/layouts/DocParts.ts",
        Layout::NotFound => "src/layouts/NotFoundBody.tsx",
        Layout::Blog => "src/layouts/BlogBody.tsx",
    }
}

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

/// The `<link rel="stylesheet">` tags of each layout (site-absolute, like every asset URL a page
/// holds before it is put under a base); empty without a manifest (a `DOCS_SKIP_WEB` build).
fn all() -> &'static HashMap<&'static str, String> {
    static ALL: OnceLock<HashMap<&'static str, String>> = OnceLock::new();
    ALL.get_or_init(|| {
        let manifest: HashMap<String, Chunk> = super::assets::get(".vite/manifest.json")
            .and_then(|bytes| serde_json::from_slice(bytes).ok())
            .unwrap_or_default();
        [Layout::Home, Layout::Doc, Layout::NotFound, Layout::Blog]
            .into_iter()
            .map(|layout| {
                let (mut files, mut seen) = (Vec::new(), Vec::new());
                sheets(&manifest, body_module(layout), &mut files, &mut seen);
                let tags = files
                    .iter()
                    .map(|f| format!("<link rel=\"stylesheet\" crossorigin href=\"/{f}\">"))
                    .collect();
                (body_module(layout), tags)
            })
            .collect()
    })
}

/// The head's links to the stylesheets of a page of `layout`, to go after the main stylesheet.
pub fn links(layout: Layout) -> &'static str {
    all()
        .get(body_module(layout))
        .map(String::as_str)
        .unwrap_or("")
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
        for layout in [Layout::Doc, Layout::Home] {
            let tags = links(layout);
            assert!(
                tags.contains("<link rel=\"stylesheet\""),
                "{layout:?}: {tags}"
            );
            for href in tags.split("href=\"/").skip(1) {
                let path = href.split('"').next().unwrap();
                assert!(
                    super::super::assets::get(path).is_some(),
                    "{path} is not a built asset"
                );
            }
        }
        assert_eq!(links(Layout::NotFound), "");
    }
}
