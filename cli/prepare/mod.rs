//! One prepared site: everything `docs serve` answers and `docs build` writes, assembled by one
//! function so a deployed export and a served site cannot drift. The server keeps it in memory
//! and swaps it on reload; the export writes it to disk.

use std::collections::{BTreeMap, HashMap};

use crate::document;
use crate::parallel;
use crate::render::RenderedPage;
use crate::site::{route, Page, Site};

/// A page's two answers: the full HTML document and the JSON for client-side navigation.
#[derive(Debug)]
pub struct PreparedPage {
    pub html: Vec<u8>,
    pub json: Vec<u8>,
}

/// Per-locale documents, by locale prefix.
#[derive(Debug)]
pub struct PreparedLocale {
    /// The locale key (`en`, `zh`): the name of its data files.
    pub key: String,
    /// `/_data/locale/<key>.json`: navbar, full sidebars and texts, fetched once per visit.
    pub json: Option<Vec<u8>>,
    /// The localized 404 document.
    pub not_found: Vec<u8>,
    /// `/_data/search/<key>.json`: the index the front end searches when `/api/search` is absent.
    pub search_documents: Vec<u8>,
}

/// Everything served or exported for one version of the content.
#[derive(Debug)]
pub struct PreparedSite {
    /// By canonical route (`/guide/install/docker.html`).
    pub pages: HashMap<String, PreparedPage>,
    /// By locale prefix (`/`, `/zh/`).
    pub locales: BTreeMap<String, PreparedLocale>,
    /// Left out when the site has no public hostname (a sitemap lists absolute addresses only).
    pub sitemap: Option<Vec<u8>>,
    pub robots: Vec<u8>,
    /// Old path → canonical route, for the renamed pages `site.yaml` lists (only those whose
    /// target exists).
    pub redirects: BTreeMap<String, String>,
}

impl PreparedSite {
    /// Assemble the site from its rendered pages (`rendered` follows `site.pages`), using every core.
    pub fn assemble(site: &Site, rendered: &[RenderedPage], template: &str) -> Self {
        let pairs: Vec<_> = site.pages.iter().zip(rendered).collect();
        let pages = parallel::map(&pairs, |(page, rendered)| {
            (
                page.route.clone(),
                prepare_page(site, page, rendered, template),
            )
        });
        Self {
            pages: pages.into_iter().collect(),
            ..Self::without_pages(site, rendered, template)
        }
    }

    /// Everything but the pages. `docs build` prepares and writes the pages a batch at a time
    /// with [`prepare_page`], so its memory does not grow with the whole site's HTML.
    pub fn without_pages(site: &Site, rendered: &[RenderedPage], template: &str) -> Self {
        let pairs: Vec<_> = site.pages.iter().zip(rendered).collect();
        let locales = site
            .config
            .locales
            .iter()
            .map(|(prefix, info)| {
                let json = document::locale_data(site, prefix)
                    .map(|data| serde_json::to_vec(&data).unwrap_or_default());
                let not_found = document::html_document(
                    template,
                    site,
                    &document::not_found_data(site, prefix),
                    "",
                );
                let locale = PreparedLocale {
                    key: info.key.clone(),
                    json,
                    not_found: not_found.into_bytes(),
                    search_documents: search_documents(
                        &pairs,
                        prefix,
                        info.analyzer() == crate::site::config::Analyzer::CjkBigrams,
                    ),
                };
                (prefix.clone(), locale)
            })
            .collect();
        let redirects = site
            .config
            .redirects
            .iter()
            .filter(|(_, target)| site.page(target).is_some())
            .map(|(from, to)| (from.clone(), to.clone()))
            .collect();
        Self {
            pages: HashMap::new(),
            locales,
            sitemap: document::sitemap(site).map(String::into_bytes),
            robots: document::robots(site).into_bytes(),
            redirects,
        }
    }

    /// A locale's documents by its key (`en`, `zh`).
    pub fn locale_by_key(&self, key: &str) -> Option<&PreparedLocale> {
        self.locales.values().find(|l| l.key == key)
    }
}

/// One page's two answers.
pub fn prepare_page(
    site: &Site,
    page: &Page,
    rendered: &RenderedPage,
    template: &str,
) -> PreparedPage {
    let data = document::page_data(site, page, rendered);
    let html = document::html_document(template, site, &data, &rendered.html);
    PreparedPage {
        html: html.into_bytes(),
        json: serde_json::to_vec(&data).unwrap_or_default(),
    }
}

/// Where a route's page JSON lives, relative to the site root (`_data/page/…`).
pub fn page_json_file(route_path: &str) -> String {
    format!("_data/page/{}", route::data_file(route_path))
}

/// The per-locale index the front end searches when `/api/search` is not there: the server's own
/// section documents ([`crate::search::section_sources`]), for the same analyzers and ranking.
fn search_documents(
    pairs: &[(&crate::site::Page, &RenderedPage)],
    prefix: &str,
    cjk: bool,
) -> Vec<u8> {
    let pages: Vec<_> = pairs
        .iter()
        .filter(|(p, _)| p.locale == prefix)
        .copied()
        .collect();
    crate::search::export::to_json(&crate::search::section_sources(&pages), cjk)
}
