//! Everything the server answers with, prepared once from the site: page HTML and JSON per route,
//! locale JSON, the 404 documents, sitemap, robots and the security policy.

use std::collections::HashMap;
use std::sync::Arc;

use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use tokio::sync::Semaphore;

use super::resource::Resource;
use super::{assets, http, security};
use crate::document;
use crate::render;
use crate::search::SearchIndex;
use crate::site::Site;

/// Searches allowed to run at once.
const SEARCH_CONCURRENCY: usize = 16;

/// A route's prepared answers.
#[derive(Debug)]
pub struct Prepared {
    pub html: Resource,
    pub json: Resource,
}

#[derive(Debug)]
struct Inner {
    site: Site,
    search: Option<SearchIndex>,
    pages: HashMap<String, Prepared>,
    locales: HashMap<String, Resource>,
    not_found: HashMap<String, Resource>,
    sitemap: Resource,
    robots: Resource,
    csp: String,
    search_permits: Semaphore,
}

/// Shared, immutable server state.
#[derive(Debug, Clone)]
pub struct AppState(Arc<Inner>);

impl AppState {
    /// Render every page of the site and prepare all answers.
    pub fn new(site: Site) -> Self {
        let template = assets::index_template();
        let rendered = render::all(&site);
        let pages: HashMap<String, Prepared> = site
            .pages
            .iter()
            .zip(&rendered)
            .map(|(page, rendered)| {
                let data = document::page_data(&site, page, rendered);
                let html = document::html_document(template, &site, &data, &rendered.html);
                let json = serde_json::to_vec(&data).unwrap_or_default();
                (
                    page.route.clone(),
                    Prepared {
                        html: Resource::new(html),
                        json: Resource::new(json),
                    },
                )
            })
            .collect();
        let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
        // The docs stay readable even if the search index cannot be built.
        let search = SearchIndex::build(&site, &pairs)
            .map_err(|err| tracing::error!("search is unavailable: {err:#}"))
            .ok();
        let mut locales = HashMap::new();
        let mut not_found = HashMap::new();
        for (prefix, info) in &site.config.locales {
            if let Some(data) = document::locale_data(&site, prefix) {
                locales.insert(
                    info.key.clone(),
                    Resource::new(serde_json::to_vec(&data).unwrap_or_default()),
                );
            }
            let data = document::not_found_data(&site, prefix);
            not_found.insert(
                prefix.clone(),
                Resource::new(document::html_document(template, &site, &data, "")),
            );
        }
        let sitemap = Resource::new(document::sitemap(&site));
        let robots = Resource::new(document::robots(&site));
        let csp = security::policy(&site.config, template);
        Self(Arc::new(Inner {
            site,
            search,
            pages,
            locales,
            not_found,
            sitemap,
            robots,
            csp,
            search_permits: Semaphore::new(SEARCH_CONCURRENCY),
        }))
    }

    /// The loaded site.
    pub fn site(&self) -> &Site {
        &self.0.site
    }

    /// The search index, when it could be built.
    pub fn search(&self) -> Option<&SearchIndex> {
        self.0.search.as_ref()
    }

    /// Permits bounding concurrent searches.
    pub fn search_permits(&self) -> &Semaphore {
        &self.0.search_permits
    }

    /// The prepared answers for a canonical route.
    pub fn page(&self, route: &str) -> Option<&Prepared> {
        self.0.pages.get(route)
    }

    /// Locale data JSON by locale key (`en`, `zh`).
    pub fn locale_json(&self, key: &str) -> Option<&Resource> {
        self.0.locales.get(key)
    }

    /// The sitemap.
    pub fn sitemap(&self) -> &Resource {
        &self.0.sitemap
    }

    /// robots.txt.
    pub fn robots(&self) -> &Resource {
        &self.0.robots
    }

    /// The Content-Security-Policy header value.
    pub fn csp(&self) -> &str {
        &self.0.csp
    }

    /// The localized 404 page for a path.
    pub fn not_found(&self, path: &str, headers: &HeaderMap) -> Response {
        let locale = self.0.site.locale_of(path);
        match self.0.not_found.get(locale) {
            Some(body) => http::respond(
                headers,
                StatusCode::NOT_FOUND,
                "text/html; charset=utf-8",
                http::REVALIDATE,
                body.variants(headers),
            ),
            None => {
                axum::response::IntoResponse::into_response((StatusCode::NOT_FOUND, "not found"))
            }
        }
    }
}
