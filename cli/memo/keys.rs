//! Fingerprints of what a page's output is made of. Two kinds per page:
//!
//! - the **render key**: the page's own text and everything every rendering reads (site.yaml, the
//!   public address, the binary), plus the fingerprints of what this page's rendering read
//!   besides ([`Dep`], checked one by one);
//! - the **document key**: everything else its two files hold: the page data (title, front
//!   matter, neighbours, breadcrumb, twins, dates, findings), the sidebar it paints, its locale's
//!   navbar and texts, the site config and the HTML template.
//!
//! A page whose keys match what the previous build remembered is not rendered or written again.

use std::hash::{Hash, Hasher};

use serde::Serialize;

use crate::document;
use crate::render::deps::Dep;
use crate::render::RenderedPage;
use crate::site::{Page, Site};

/// A 64-bit fingerprint. Not a security boundary: a collision would leave one page stale, at odds
/// of about one in 10^11 for a 10,000-page site.
pub type Fingerprint = u64;

/// The hasher of every fingerprint: xxh3 with its fixed default secret, so a fingerprint kept on
/// disk means the same to the next process. (std's SipHash was a fifth of what a save cost at
/// 10,000 pages: a save fingerprints every page's text, tens of megabytes.)
pub fn hasher() -> impl Hasher {
    xxhash_rust::xxh3::Xxh3Default::new()
}

/// The fingerprint of anything hashable.
pub fn of(value: &impl Hash) -> Fingerprint {
    let mut hasher = hasher();
    value.hash(&mut hasher);
    hasher.finish()
}

/// The fingerprint of a value's JSON form (for the types that are serialized, not hashed).
fn of_json(value: &impl Serialize) -> Fingerprint {
    of(&serde_json::to_vec(value).unwrap_or_default())
}

/// The running binary: a rebuilt `docs` may render differently, so it invalidates everything.
/// Its size and modification time change on every link, and reading them costs nothing.
pub fn binary() -> Fingerprint {
    let stamp = std::env::current_exe()
        .and_then(std::fs::metadata)
        .map(|m| (m.len(), m.modified().ok()))
        .ok();
    of(&(env!("CARGO_PKG_VERSION"), stamp))
}

/// What every page's rendering reads: site.yaml (locales, UI strings), the public address and
/// the base path (links to the site itself), the binary.
pub fn render_inputs(site: &Site) -> Fingerprint {
    of(&(
        binary(),
        site.yaml_texts.get("site.yaml"),
        &site.config.hostname,
        site.base.as_str(),
    ))
}

/// A page's render key, before its reads: `inputs` is [`render_inputs`].
pub fn render_key(inputs: Fingerprint, page: &Page) -> Fingerprint {
    of(&(inputs, &page.file, &page.locale, &*page.body))
}

/// The current fingerprint of one input a rendering read.
pub fn dep(site: &Site, dep: &Dep) -> Fingerprint {
    match dep {
        Dep::Text(path) => of(&(0u8, site.text_of(path))),
        Dep::Public(path) => of(&(1u8, site.source.public_file(path).as_deref())),
        Dep::Data(key) => of(&(2u8, of_json(&site.data.get(key)))),
        Dep::DataUnder(prefix) => {
            let under: Vec<_> = site
                .data
                .iter()
                .filter(|(k, _)| k.starts_with(prefix.as_str()))
                .collect();
            of(&(3u8, of_json(&under)))
        }
        Dep::PagesUnder(prefix) => {
            let under: Vec<_> = site
                .pages
                .iter()
                .filter(|p| p.file.starts_with(prefix.as_str()))
                .map(|p| (&p.file, &p.route, &p.title, of_json(&p.front_matter)))
                .collect();
            of(&(4u8, under))
        }
    }
}

/// What the lint's findings rest on besides each page and its rendering: the configuration files
/// (site.yaml, the locale files, the glossary; not the data files, which only renderings read)
/// and the names of the files links and images may point at.
pub fn lint_inputs(site: &Site) -> Fingerprint {
    let mut config: Vec<_> = site
        .yaml_texts
        .iter()
        .filter(|(path, _)| !path.starts_with("data/"))
        .collect();
    config.sort_unstable();
    let mut files: Vec<String> = [site.source.public_files(), site.source.page_assets()]
        .into_iter()
        .flat_map(Result::unwrap_or_default)
        .map(|(rel, _)| rel)
        .collect();
    files.sort_unstable();
    of(&(binary(), config, files, &site.redirects))
}

/// What every page's document reads besides its own data: the binary, the HTML template, the
/// site config (inlined in every page) and the base path.
pub fn document_inputs(site: &Site, template: &str) -> Fingerprint {
    of(&(
        binary(),
        template,
        of_json(&site.config),
        site.base.as_str(),
    ))
}

/// What the documents of one locale read from it: navbar, texts, footer, 404 texts, everything
/// but the sidebar (each page paints only its own part of it, fingerprinted per page).
pub fn locale_inputs(site: &Site, prefix: &str) -> Fingerprint {
    let empty = crate::site::Sidebars::new();
    let data = document::locale_data(site, prefix).map(|full| document::LocaleData {
        sidebar: &empty,
        ..full
    });
    of_json(&data)
}

/// A page's document key. `summary` is its rendering without the HTML (what a build remembers;
/// `html` is the fingerprint of that HTML): the page data is made from it alone.
pub fn document_key(
    site: &Site,
    page: &Page,
    summary: &RenderedPage,
    html: Fingerprint,
    inputs: Fingerprint,
) -> Fingerprint {
    debug_assert!(summary.html.is_empty(), "a summary holds no HTML");
    let data = document::page_data(site, page, summary);
    let sidebar = document::page_sidebar(site, &page.route);
    // The sidebar hashed as it is (a big site's slice is most of a page's data).
    of(&(inputs, html, of_json(&data), of(&sidebar)))
}
