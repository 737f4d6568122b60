//! Everything the server answers with, prepared once from the site: page HTML and JSON per route,
//! locale JSON, the 404 documents, sitemap, robots and the security policy.

use std::collections::HashMap;
use std::sync::Arc;

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use std::sync::RwLock;

use tokio::sync::{broadcast, watch};

use super::resource::Resource;
use super::search_pool::SearchPool;
use super::{assets, http, security};
use crate::document;
use crate::render;
use crate::search::SearchIndex;
use crate::site::Site;

/// A route's prepared answers.
#[derive(Debug)]
pub struct Prepared {
    pub html: Resource,
    pub json: Resource,
}

/// Everything prepared from one version of the content.
#[derive(Debug)]
pub struct Snapshot {
    site: Site,
    search: Option<SearchIndex>,
    pages: HashMap<String, Prepared>,
    locales: HashMap<String, Resource>,
    not_found: HashMap<String, Resource>,
    sitemap: Resource,
    robots: Resource,
    csp: Option<HeaderValue>,
}

#[derive(Debug)]
struct Shared {
    current: RwLock<Arc<Snapshot>>,
    searches: SearchPool,
    live: Option<Live>,
}

/// Live-reload plumbing (only with `--watch`).
#[derive(Debug)]
pub struct Live {
    /// Events pushed to open pages: `reload`, or `problem` with the lint message.
    pub events: broadcast::Sender<LiveEvent>,
    /// Set on shutdown so open event streams end and the server can drain.
    pub closing: watch::Sender<bool>,
}

/// What open pages are told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LiveEvent {
    Reload,
    Problem(String),
}

/// Shared server state; the content snapshot is swapped on live reload.
#[derive(Debug, Clone)]
pub struct AppState(Arc<Shared>);

impl AppState {
    /// Render every page of the site and prepare all answers.
    pub fn new(site: Site) -> Self {
        Self::with_live(site, false)
    }

    /// Like [`AppState::new`], with live reload switched on or off.
    pub fn with_live(site: Site, live: bool) -> Self {
        let live = live.then(|| Live {
            events: broadcast::channel(16).0,
            closing: watch::channel(false).0,
        });
        Self(Arc::new(Shared {
            current: RwLock::new(Arc::new(Snapshot::new(site))),
            searches: SearchPool::for_this_machine(),
            live,
        }))
    }

    /// The current content snapshot.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.0
            .current
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// Swap in a new version of the site and tell open pages to reload.
    pub fn replace(&self, site: Site) {
        let next = Arc::new(Snapshot::new(site));
        *self
            .0
            .current
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = next;
        self.notify(LiveEvent::Reload);
    }

    /// Push an event to open pages (no-op without live reload).
    pub fn notify(&self, event: LiveEvent) {
        if let Some(live) = &self.0.live {
            let _ = live.events.send(event);
        }
    }

    /// Live-reload plumbing, when watching.
    pub fn live(&self) -> Option<&Live> {
        self.0.live.as_ref()
    }

    /// The threads searches run on.
    pub fn searches(&self) -> &SearchPool {
        &self.0.searches
    }
}

impl Snapshot {
    fn new(site: Site) -> Self {
        let template = assets::index_template();
        let rendered = render::all(&site);
        let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
        // The search index builds on its own threads while the page documents are prepared here.
        let (pages, search) = std::thread::scope(|scope| {
            let index = scope.spawn(|| SearchIndex::build(&site, &pairs));
            let pages: HashMap<String, Prepared> = pairs
                .iter()
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
            let search = index
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e));
            (pages, search)
        });
        // The docs stay readable even if the search index cannot be built.
        let search = search
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
        // Built and validated once: every response carries it.
        let csp = HeaderValue::from_str(&security::policy(&site.config, template))
            .map_err(|_| {
                tracing::warn!("the Content-Security-Policy has invalid characters; not sent")
            })
            .ok();
        Self {
            site,
            search,
            pages,
            locales,
            not_found,
            sitemap,
            robots,
            csp,
        }
    }

    /// The loaded site.
    pub fn site(&self) -> &Site {
        &self.site
    }

    /// The search index, when it could be built.
    pub fn search(&self) -> Option<&SearchIndex> {
        self.search.as_ref()
    }

    /// The prepared answers for a canonical route.
    pub fn page(&self, route: &str) -> Option<&Prepared> {
        self.pages.get(route)
    }

    /// Locale data JSON by locale key (`en`, `zh`).
    pub fn locale_json(&self, key: &str) -> Option<&Resource> {
        self.locales.get(key)
    }

    /// The sitemap.
    pub fn sitemap(&self) -> &Resource {
        &self.sitemap
    }

    /// robots.txt.
    pub fn robots(&self) -> &Resource {
        &self.robots
    }

    /// The Content-Security-Policy header value.
    pub fn csp(&self) -> Option<&HeaderValue> {
        self.csp.as_ref()
    }

    /// The localized 404 page for a path.
    pub fn not_found(&self, path: &str, headers: &HeaderMap) -> Response {
        let locale = self.site.locale_of(path);
        match self.not_found.get(locale) {
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
