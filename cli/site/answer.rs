//! What answers a request path: the one rule `docs serve` answers by and `docs build` writes by,
//! so a served site and its export agree on every path (`tests/serve_export_parity.rs`). The
//! server asks per request and takes the bytes from its prepared site; the export publishes a
//! content file only where it is the answer and lists only the redirects that answer their
//! path (the stubs, `_redirects` and the nginx block); lint checks links and content files with
//! it.
//!
//! It lives in the model, beside [`built`], because it needs the loaded site and the list of
//! what the build writes, and nothing rendered: the answer to a path never depends on a page's
//! text, so asking costs a few lookups, and lint (which stands below the prepared site) asks too.

use super::built::{self, Claim};
use super::redirects::answering_route;
use super::{route, source, Site};

/// The answer to a decoded request path (`/guide/a b.html`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The HTML document of the page at this canonical route.
    Page(String),
    /// A 301 to this canonical route: a page's path in another form (`/guide` → `/guide/`,
    /// `/a` → `/a.html`, `/index.html` → `/`) or a renamed page (site.yaml `redirects:`).
    Redirect(String),
    /// A file the build writes itself, by its path under the site root (`llms.txt`,
    /// `zh/atom.xml`, `robots.txt`, an app file under `assets/`, `_data/…`).
    Built(String),
    /// A content file at this path under the site root: `public/<rel>`, or a file beside the
    /// pages (a public file of the same path wins).
    File(String),
    /// Nothing: the 404 document of the locale at this prefix answers, with status 404.
    NotFound(String),
}

/// The answer to `path` in `site`, looking for content files in the site's source.
pub fn answer(site: &Site, path: &str) -> Answer {
    answer_in(site, path, &mut |rel| site.source.asset_file(rel).is_some())
}

/// The answer to `path` when `has_file` says which content files exist (the export has listed
/// them already; the server reads the one it will send). In order: a page, a file the build
/// writes, a page's other form, a renamed page, a content file, else the locale's 404.
pub fn answer_in(site: &Site, path: &str, has_file: &mut dyn FnMut(&str) -> bool) -> Answer {
    let not_found = || Answer::NotFound(site.locale_of(path).to_owned());
    let rel = match path.strip_prefix('/') {
        Some(rel) if !rel.starts_with('/') && !rel.contains(['\0', '\\']) => rel,
        // Not a path of the site at all: the root locale's 404.
        _ => return Answer::NotFound("/".to_owned()),
    };
    if site.page(path).is_some() {
        return Answer::Page(path.to_owned());
    }
    // The operator's files and the locales' 404 documents are never a reader's 200.
    let not_found_document = site
        .config
        .locales
        .keys()
        .any(|prefix| built::not_found_file(prefix) == rel);
    if built::PRIVATE_FILES.contains(&rel) || not_found_document {
        return not_found();
    }
    let claim = built::claim_in(site, rel);
    if matches!(&claim, Some(Claim::Built(file)) if file == rel) {
        return Answer::Built(rel.to_owned());
    }
    if let Some(canonical) = answering_route(path, |r| site.page(r).is_some()) {
        return Answer::Redirect(canonical);
    }
    // A renamed page answers its old path, the path's other forms, and the file its stub is
    // exported to (`/old` → `old.html`, `/old.png` → `old.png.html`); `x.md` is a page's
    // Markdown twin, no form of an old path.
    let stub_of = path.strip_suffix(".html").map(str::to_owned);
    let other_forms = match path.ends_with(".md") {
        true => Vec::new(),
        false => route::candidates(path),
    };
    let renamed = std::iter::once(path.to_owned())
        .chain(other_forms)
        .chain(stub_of)
        .find_map(|p| site.redirects.get(&p));
    if let Some(to) = renamed {
        return Answer::Redirect(to.clone());
    }
    if claim.is_none() && source::is_safe_relative(rel) && has_file(rel) {
        return Answer::File(rel.to_owned());
    }
    // Hosts find `/x` at `x.html` (nginx: `$uri.html`), a content file or a stub too.
    if !path.ends_with('/') && !path.ends_with(".html") {
        let html = format!("{path}.html");
        match answer_in(site, &html, has_file) {
            Answer::File(_) => return Answer::Redirect(html),
            Answer::Redirect(to) => return Answer::Redirect(to),
            _ => {}
        }
    }
    not_found()
}

/// The page a link to `path` leads to, directly, through its other form or through a renamed
/// page; `None` for anything else (a file, a built file, nothing). Lint's question for the
/// navigation and the links between pages.
pub fn page_of_link(site: &Site, path: &str) -> Option<String> {
    match answer_in(site, path, &mut |_| false) {
        Answer::Page(route) | Answer::Redirect(route) => Some(route),
        _ => None,
    }
}
