//! A page's document key: the fingerprint of everything its two files (HTML document and page
//! JSON) hold besides its rendering: the page data (title, front matter, neighbours, breadcrumb,
//! twins, dates, findings), the sidebar it paints, its locale's navbar and texts, the site config
//! and the HTML template. A page whose render key (`crate::render::key`) and document key match
//! what the previous build remembered is neither rendered nor written again (`crate::memo`).

use crate::fingerprint::{self, of, of_json, Fingerprint};
use crate::render::RenderedPage;
use crate::site::{Page, Site};

/// What every page's document reads besides its own data: the binary, the HTML template, the
/// site config (inlined in every page) and the base path.
pub fn inputs(site: &Site, template: &str) -> Fingerprint {
    of(&(
        fingerprint::binary(),
        template,
        of_json(&site.config),
        site.base.as_str(),
    ))
}

/// What the documents of one locale read from it: navbar, texts, footer, 404 texts, everything
/// but the sidebar (each page paints only its own part of it, fingerprinted per page).
pub fn locale_inputs(site: &Site, prefix: &str) -> Fingerprint {
    let empty = crate::site::Sidebars::new();
    let data = super::locale_data(site, prefix).map(|full| super::LocaleData {
        sidebar: &empty,
        ..full
    });
    of_json(&data)
}

/// A page's document key. `summary` is its rendering without the HTML (what a build remembers;
/// `html` is the fingerprint of that HTML): the page data is made from it alone.
pub fn page(
    site: &Site,
    page: &Page,
    summary: &RenderedPage,
    html: Fingerprint,
    inputs: Fingerprint,
) -> Fingerprint {
    debug_assert!(summary.html.is_empty(), "a summary holds no HTML");
    let data = super::page_data(site, page, summary);
    let sidebar = super::page_sidebar(site, &page.route);
    // The sidebar hashed as it is (a big site's slice is most of a page's data).
    of(&(inputs, html, of_json(&data), of(&sidebar)))
}
