//! Everything the server answers with, prepared once from the site: page HTML and JSON per route,
//! locale JSON, and the 404 documents.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;

use super::assets;
use crate::document;
use crate::render;
use crate::search::SearchIndex;
use crate::site::Site;

/// A route's prepared answers.
#[derive(Debug)]
pub struct Prepared {
    pub html: Bytes,
    pub json: Bytes,
}

#[derive(Debug)]
struct Inner {
    search: Option<SearchIndex>,
    site: Site,
    pages: HashMap<String, Prepared>,
    locales: HashMap<String, Bytes>,
    not_found: HashMap<String, Bytes>,
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
                        html: html.into(),
                        json: json.into(),
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
                    serde_json::to_vec(&data).unwrap_or_default().into(),
                );
            }
            let data = document::not_found_data(&site, prefix);
            not_found.insert(
                prefix.clone(),
                document::html_document(template, &site, &data, "").into(),
            );
        }
        Self(Arc::new(Inner {
            site,
            pages,
            locales,
            not_found,
            search,
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

    /// The prepared answers for a canonical route.
    pub fn page(&self, route: &str) -> Option<&Prepared> {
        self.0.pages.get(route)
    }

    /// Locale data JSON by locale key (`en`, `zh`).
    pub fn locale_json(&self, key: &str) -> Option<Bytes> {
        self.0.locales.get(key).cloned()
    }

    /// The localized 404 page for a path.
    pub fn not_found(&self, path: &str) -> Response {
        let locale = self.0.site.locale_of(path);
        let body = self
            .0
            .not_found
            .get(locale)
            .cloned()
            .unwrap_or_else(|| Bytes::from_static(b"not found"));
        let mut res = Response::new(body.into());
        *res.status_mut() = StatusCode::NOT_FOUND;
        res.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        );
        res.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        res
    }
}
