//! Which paths of a site the build writes itself. One answer for every edge: lint reports a
//! content file (`public/…`, a file beside the pages) or a redirect that lands on one, `docs
//! serve` and `docs build` refuse such a file, and the load leaves out such a redirect. A content
//! file that took the place of a built one would ship, say, another app under the app's own
//! hashed name (cached for a year) in the export only.
//!
//! Derived from what the export writes: the app's files are the embedded list itself, the pages
//! and the locales' 404 documents come from the site, the data lives in one folder, and the few
//! root files are named here once and written under these names (`export`); a test compares
//! this answer with every file of a real export.

use std::fmt;

use crate::site::Site;
use crate::web::assets;

/// `robots.txt`, written by every build.
pub const ROBOTS: &str = "robots.txt";
/// `sitemap.xml`, written when the site has a public hostname (claimed either way: a hostname
/// can come from the command line).
pub const SITEMAP: &str = "sitemap.xml";
/// The redirect rules static hosts read; an author's own `public/_redirects` is put first in it
/// (see [`content_file`]).
pub const REDIRECTS: &str = "_redirects";
/// The nginx server block.
pub const NGINX: &str = "nginx.conf";
/// Tells GitHub Pages not to run Jekyll (which hides `_data/`).
pub const NOJEKYLL: &str = ".nojekyll";
/// The folder of the data the app fetches: pages, locales, common files and the search index.
/// Every name in it is the build's, including those a future build may add.
pub const DATA_FOLDER: &str = "_data";

/// Files at the site root that every build writes whatever the content.
const ROOT_FILES: [&str; 6] = [
    ROBOTS,
    SITEMAP,
    REDIRECTS,
    NGINX,
    NOJEKYLL,
    crate::staging::target::MARKER,
];

/// Files the build writes for the operator and the host (its rules, the output's marker),
/// never for readers: no path answers with them, and the nginx block refuses them.
pub const PRIVATE_FILES: [&str; 4] = [NGINX, REDIRECTS, NOJEKYLL, crate::staging::target::MARKER];

/// The compressed twins the build writes beside a file (`sitemap.xml.gz`, the app's `.br`).
const TWINS: [&str; 2] = [".gz", ".br"];

/// The files the build writes under every locale prefix as site.yaml asks: the feeds
/// (`atom.xml`, `rss.xml`, `feed.json` with `feed:`).
pub fn locale_files(config: &crate::site::SiteConfig) -> Vec<&'static str> {
    config
        .feed
        .iter()
        .flat_map(|feed| feed.files().map(|(file, _)| file))
        .collect()
}

/// The localized 404 document of the locale at `prefix` (`404.html`, `zh/404.html`).
pub fn not_found_file(prefix: &str) -> String {
    format!("{}404.html", prefix.trim_start_matches('/'))
}

/// The app's files the export copies (the template `index.html` is filled per page, the
/// placeholder marks a binary built without the app).
pub fn app_files() -> impl Iterator<Item = (&'static str, &'static [u8])> {
    assets::all()
        .iter()
        .map(|(path, bytes)| (path.as_str(), *bytes))
        .filter(|(path, _)| *path != "index.html" && *path != "PLACEHOLDER")
}

/// What the build writes where a path wanted to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The HTML document of this page route.
    Page(String),
    /// A file the build writes itself (or a folder it fills), by its path.
    Built(String),
}

impl Claim {
    /// A page shadows a content file by a rule that has always held on both edges (the page
    /// wins); every other claim is a file the author cannot mean to replace.
    pub fn is_page(&self) -> bool {
        matches!(self, Claim::Page(_))
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Claim::Page(route) => write!(f, "the page `{route}` is written there"),
            Claim::Built(path) if path.ends_with('/') => {
                write!(f, "the build fills `{path}` itself")
            }
            Claim::Built(path) => write!(f, "the build writes its own `{path}` there"),
        }
    }
}

/// The part of a site the answer depends on.
pub struct Layout<'a> {
    /// Locale prefixes (`/`, `/zh/`): each has its 404 document.
    pub locale_prefixes: &'a [&'a str],
    /// Files written under each of them ([`locale_files`]).
    pub locale_files: &'a [&'static str],
    /// Whether a page has this canonical route.
    pub has_page: &'a dyn Fn(&str) -> bool,
}

/// What the build writes at the site path `rel` (`assets/index-1a2b.js`, `guide/`, no leading
/// `/`), at a folder above it (`404.html/x`: the build's file stands where the folder must be),
/// or below it (`assets`: the build needs that name as a folder). `None`: the path is free for a
/// content file or a redirect.
pub fn claim(rel: &str, layout: &Layout) -> Option<Claim> {
    let rel = rel.trim_end_matches('/');
    if rel == DATA_FOLDER || rel.starts_with(&format!("{DATA_FOLDER}/")) {
        return Some(Claim::Built(format!("{DATA_FOLDER}/")));
    }
    // `rel` itself and each folder above it: a built file at any of them collides.
    let mut at = rel;
    loop {
        if let Some(found) = file_claim(at, layout) {
            return Some(found);
        }
        match at.rsplit_once('/') {
            Some((parent, _)) => at = parent,
            None => break,
        }
    }
    // A built file below `rel` needs `rel` as a folder.
    let folder = format!("{rel}/");
    let not_found = layout
        .locale_prefixes
        .iter()
        .find(|p| not_found_file(p).starts_with(&folder));
    let below = not_found.is_some() || app_files().any(|(path, _)| path.starts_with(&folder));
    below.then_some(Claim::Built(folder))
}

/// The build's own file at exactly `rel`, or its compressed twin.
fn file_claim(rel: &str, layout: &Layout) -> Option<Claim> {
    let plain = TWINS.iter().find_map(|t| rel.strip_suffix(t));
    [Some(rel), plain].into_iter().flatten().find_map(|rel| {
        let built = ROOT_FILES.contains(&rel)
            || layout.locale_prefixes.iter().any(|p| {
                not_found_file(p) == rel
                    || layout
                        .locale_files
                        .iter()
                        .any(|f| format!("{}{f}", p.trim_start_matches('/')) == rel)
            })
            || assets::get(rel).is_some_and(|_| rel != "index.html" && rel != "PLACEHOLDER");
        if built {
            return Some(Claim::Built(rel.to_owned()));
        }
        let route = page_route_of(rel);
        (layout.has_page)(&route).then_some(Claim::Page(route))
    })
}

/// The route whose HTML document the export writes at `rel` (`guide/index.html` → `/guide/`).
fn page_route_of(rel: &str) -> String {
    match rel.strip_suffix("index.html") {
        Some(dir) if dir.is_empty() || dir.ends_with('/') => format!("/{dir}"),
        _ => format!("/{rel}"),
    }
}

/// [`claim`] for a loaded site.
pub fn claim_in(site: &Site, rel: &str) -> Option<Claim> {
    if let Some(found) = llms_claim(site, rel) {
        return Some(found);
    }
    let prefixes: Vec<&str> = site.config.locales.keys().map(String::as_str).collect();
    let has_page = |route: &str| site.page(route).is_some();
    claim(
        rel,
        &Layout {
            locale_prefixes: &prefixes,
            locale_files: &locale_files(&site.config),
            has_page: &has_page,
        },
    )
}

/// The outline, under each locale prefix.
pub const LLMS_TXT: &str = "llms.txt";
/// Every page's Markdown, under each locale prefix.
pub const LLMS_FULL_TXT: &str = "llms-full.txt";
/// Where the Markdown twin of a page route is, under the site root: `/guide/install.html` →
/// `guide/install.md`, `/guide/` → `guide/index.md`.
pub fn twin_path(route: &str) -> String {
    let rel = route.trim_start_matches('/');
    match rel.strip_suffix(".html") {
        Some(stem) => format!("{stem}.md"),
        None => format!("{rel}index.md"),
    }
}

/// The page route whose twin is at `rel` (the inverse of [`twin_path`]), for pages of `has_page`.
pub fn route_of_twin(rel: &str, has_page: &dyn Fn(&str) -> bool) -> Option<String> {
    let stem = rel.strip_suffix(".md")?;
    let folder = stem
        .strip_suffix("index")
        .filter(|f| f.is_empty() || f.ends_with('/'));
    let candidates = [
        Some(format!("/{stem}.html")),
        folder.map(|f| format!("/{f}")),
    ];
    candidates.into_iter().flatten().find(|r| has_page(r))
}

/// The llms.txt files of each locale and the pages' Markdown twins (`document::llms`), which the
/// build writes unless site.yaml says `llms: false`.
fn llms_claim(site: &Site, rel: &str) -> Option<Claim> {
    if !site.config.llms {
        return None;
    }
    let text_file = site.config.locales.keys().any(|p| {
        let folder = p.trim_start_matches('/');
        [LLMS_TXT, LLMS_FULL_TXT]
            .iter()
            .any(|f| format!("{folder}{f}") == rel)
    });
    let has_page = |route: &str| site.page(route).is_some();
    (text_file || route_of_twin(rel, &has_page).is_some()).then(|| Claim::Built(rel.to_owned()))
}

/// Why a content file (`public/<rel>`, or a file beside the pages at `rel`) is not served nor
/// exported: what the build writes there. The one exception is an author's own `_redirects`,
/// which the export puts first in its own.
pub fn content_file(site: &Site, rel: &str) -> Option<Claim> {
    if rel == REDIRECTS {
        return None;
    }
    claim_in(site, rel)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(rel: &str) -> Option<Claim> {
        let pages = ["/", "/guide/", "/guide/a.html"];
        let has_page = |r: &str| pages.contains(&r);
        claim(
            rel,
            &Layout {
                locale_prefixes: &["/", "/zh/"],
                locale_files: &["atom.xml"],
                has_page: &has_page,
            },
        )
    }

    #[test]
    fn built_files_their_folders_and_twins_are_claimed() {
        for rel in [
            "robots.txt",
            "sitemap.xml.gz",
            "404.html",
            "zh/404.html",
            "zh/404.html.gz",
            "atom.xml",
            "zh/atom.xml",
            "404.html/index.html",
            "robots.txt/x",
            ".docs-build/index.html",
            "_data",
            "_data/anything.json",
            "zh",
        ] {
            assert!(matches!(run(rel), Some(Claim::Built(_))), "{rel}");
        }
    }

    #[test]
    fn pages_are_claimed_as_pages() {
        assert_eq!(run("guide/index.html"), Some(Claim::Page("/guide/".into())));
        assert_eq!(
            run("guide/a.html/index.html"),
            Some(Claim::Page("/guide/a.html".into()))
        );
        assert_eq!(run("index.html"), Some(Claim::Page("/".into())));
    }

    #[test]
    fn other_paths_are_free() {
        for rel in [
            "logo.svg",
            "guide/img/a.png",
            "old.html",
            "robots.txt.html",
            "zhx/a.png",
        ] {
            assert_eq!(run(rel), None, "{rel}");
        }
    }
}
