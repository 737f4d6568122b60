//! One prepared site: everything `docs serve` answers and `docs build` writes, assembled by one
//! function so a deployed export and a served site cannot drift. The server keeps it in memory
//! and swaps it on reload; the export writes it to disk.

use std::collections::BTreeMap;

use crate::document;
use crate::document::common::Commons;
use crate::render::RenderedPage;
use crate::site::Analyzer;
use crate::site::{Page, Site};

/// A page's two answers `docs serve` gives: the full HTML document and the page JSON, which only
/// the server answers (`/_data/page/<route>.json`, for API users). The app navigates by fetching
/// a page's HTML, so the export writes the document alone ([`page_document`]).
#[derive(Debug)]
pub struct PreparedPage {
    pub html: Vec<u8>,
    pub json: Vec<u8>,
    /// The sidebar slice file the document names.
    pub sidebar: Option<document::SliceFile>,
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
}

/// What one version of the content answers besides its pages and search documents, which
/// depend on every rendered page and are prepared with [`prepare_page`] and
/// [`search_documents`]: `docs build` a batch at a time, `docs serve` on demand. The llms.txt
/// files and Markdown twins (`document::llms`) are not here either: they hold every page's text,
/// so the export makes only those of changed pages and the server each on its first request.
#[derive(Debug)]
pub struct PreparedSite {
    /// By locale prefix (`/`, `/zh/`).
    pub locales: BTreeMap<String, PreparedLocale>,
    /// Left out when the site has no public hostname (a sitemap lists absolute addresses only).
    pub sitemap: Option<Vec<u8>>,
    pub robots: Vec<u8>,
    /// What the pages of each locale have in common ([`document::common`]).
    pub commons: Commons,
    /// The locales' feeds (`document::feeds`): path under the site root, media type, bytes.
    pub feeds: Vec<(String, &'static str, Vec<u8>)>,
    /// Old path → canonical route, for the renamed pages `site.yaml` lists: only those nothing
    /// else answers (a page, a built or public file wins) and whose target is a page.
    pub redirects: BTreeMap<String, String>,
}

impl PreparedSite {
    /// Prepare the site-wide answers; needs the loaded site only, no rendered page.
    pub fn new(site: &Site, template: &str) -> Self {
        let commons = Commons::new(site);
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
                    document::Content {
                        html: "",
                        outline: &Default::default(),
                    },
                    &commons.of(site, prefix),
                )
                .html;
                let locale = PreparedLocale {
                    key: info.key.clone(),
                    json,
                    not_found: not_found.into_bytes(),
                };
                (prefix.clone(), locale)
            })
            .collect();
        // Checked at load (`site::redirects`): every one left out there is reported by lint.
        let redirects = site.redirects.clone();
        Self {
            locales,
            sitemap: document::sitemap(site).map(String::into_bytes),
            robots: document::robots(site).into_bytes(),
            feeds: document::feeds::files(site),
            redirects,
            commons,
        }
    }
}

/// One page's two answers (its document names its locale's file of `commons`).
pub fn prepare_page(
    site: &Site,
    page: &Page,
    rendered: &RenderedPage,
    template: &str,
    commons: &Commons,
) -> PreparedPage {
    let data = document::page_data(site, page, rendered);
    let document = document_of(site, page, &data, rendered, template, commons);
    PreparedPage {
        html: document.html.into_bytes(),
        json: serde_json::to_vec(&data).unwrap_or_default(),
        sidebar: document.sidebar,
    }
}

/// One page's HTML document, all the export writes for a page but the sidebar slice file it names
/// (which the pages of a section share): a first load and a client-side visit read the same file
/// (the lead's decision for issue 60: no second copy of every page).
pub fn page_document(
    site: &Site,
    page: &Page,
    rendered: &RenderedPage,
    template: &str,
    commons: &Commons,
) -> document::PageDocument {
    let data = document::page_data(site, page, rendered);
    document_of(site, page, &data, rendered, template, commons)
}

fn document_of(
    site: &Site,
    page: &Page,
    data: &document::PageData,
    rendered: &RenderedPage,
    template: &str,
    commons: &Commons,
) -> document::PageDocument {
    let common = commons.of(site, &page.locale);
    document::html_document(template, site, data, rendered.into(), &common)
}

/// The files under `/_data/search/` for every locale, by path under that folder: the index the
/// front end searches when `/api/search` is not there, made of the server's own section documents
/// ([`crate::search::section_sources`]) for the same analyzers and ranking. Each locale has its
/// list of parts (`<key>.json`) and its parts (`<key>/<name>.json`, [`crate::search::export`]).
/// A part is left out (`None`) when `kept` says the file of that path is there already: its name
/// says what it is made from. The parts are made side by side. `rendered` follows `site.pages`.
pub fn search_documents(
    site: &Site,
    rendered: &[&RenderedPage],
    kept: &(dyn Fn(&str) -> bool + Sync),
) -> Vec<(String, Option<Vec<u8>>)> {
    use crate::search::export;
    let locales: Vec<_> = site.config.locales.iter().collect();
    let sections = crate::parallel::map(&locales, |(prefix, _)| {
        let pages: Vec<_> = site
            .pages
            .iter()
            .zip(rendered.iter().copied())
            .filter(|(p, _)| &p.locale == *prefix)
            .collect();
        crate::search::section_sources(&pages)
    });
    let mut files = Vec::new();
    let mut to_make = Vec::new();
    for ((_, locale), sections) in locales.iter().zip(&sections) {
        let cjk = locale.analyzer() == Analyzer::CjkBigrams;
        let parts = export::parts(sections, cjk);
        let names: Vec<String> = parts.iter().map(|p| p.name.clone()).collect();
        files.push((
            format!("{}.json", locale.key),
            Some(export::part_list(&names, cjk)),
        ));
        for part in parts {
            let rel = format!("{}/{}.json", locale.key, part.name);
            if kept(&rel) {
                files.push((rel, None));
            } else {
                to_make.push((rel, cjk, part.sections));
            }
        }
    }
    let made = crate::parallel::map(&to_make, |(_, cjk, sections)| {
        export::to_json(sections, *cjk)
    });
    files.extend(
        to_make
            .into_iter()
            .zip(made)
            .map(|((rel, _, _), json)| (rel, Some(json))),
    );
    files
}
