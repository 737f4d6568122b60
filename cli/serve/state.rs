//! Everything the server answers with, prepared once from the site: page HTML and JSON per route,
//! locale JSON, the 404 documents, sitemap, robots and the security policy.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use std::sync::RwLock;

use tokio::sync::{broadcast, watch};

use super::resource::Resource;
use super::search_pool::SearchPool;
use super::{http, security};
use crate::prepare::PreparedSite;
use crate::render;
use crate::search::SearchIndex;
use crate::site::Site;
use crate::web::assets;

/// A route's prepared answers.
#[derive(Debug)]
pub struct Prepared {
    pub html: Resource,
    pub json: Resource,
}

/// A locale's prepared answers.
#[derive(Debug)]
struct PreparedLocale {
    json: Option<Resource>,
    not_found: Resource,
    search_documents: Resource,
}

/// Everything answered from one version of the content: the prepared site (the same assembly
/// `docs build` writes), wrapped for serving, plus the search index and the security policy.
#[derive(Debug)]
pub struct Snapshot {
    site: Site,
    search: Option<SearchIndex>,
    pages: HashMap<String, Prepared>,
    /// By locale prefix.
    locales: BTreeMap<String, PreparedLocale>,
    /// Locale prefix by key.
    keys: HashMap<String, String>,
    sitemap: Option<Resource>,
    robots: Resource,
    redirects: BTreeMap<String, String>,
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
            current: RwLock::new(Arc::new(Snapshot::new(site, live.is_some()))),
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
        let next = Arc::new(Snapshot::new(site, self.0.live.is_some()));
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

/// Loads the live-reload client; added once per document while watching.
const LIVE_CLIENT: &str = "<script src=\"/_live/client.js\"></script></body>";

impl Snapshot {
    fn new(site: Site, live: bool) -> Self {
        let template = assets::index_template();
        let rendered = render::all(&site);
        // The search index builds on its own thread while the documents are assembled.
        let (prepared, search) = std::thread::scope(|scope| {
            let index = scope.spawn(|| {
                let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
                SearchIndex::build(&site, &pairs)
            });
            let prepared = PreparedSite::assemble(&site, &rendered, template);
            let search = index
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e));
            (prepared, search)
        });
        // The docs stay readable even if the search index cannot be built.
        let search = search
            .map_err(|err| tracing::error!("search is unavailable: {err:#}"))
            .ok();
        let PreparedSite {
            pages,
            locales,
            sitemap,
            robots,
            redirects,
        } = prepared;
        let pages = pages
            .into_iter()
            .map(|(route, p)| {
                let prepared = Prepared {
                    html: Resource::new(with_live_client(p.html, live)),
                    json: Resource::new(p.json),
                };
                (route, prepared)
            })
            .collect();
        let keys = locales
            .iter()
            .map(|(prefix, l)| (l.key.clone(), prefix.clone()))
            .collect();
        let locales = locales
            .into_iter()
            .map(|(prefix, l)| {
                let prepared = PreparedLocale {
                    json: l.json.map(Resource::new),
                    not_found: Resource::new(with_live_client(l.not_found, live)),
                    search_documents: Resource::new(l.search_documents),
                };
                (prefix, prepared)
            })
            .collect();
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
            keys,
            sitemap: sitemap.map(Resource::new),
            robots: Resource::new(robots),
            redirects,
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
        self.locale_by_key(key)?.json.as_ref()
    }

    /// The static search documents of a locale by key (what an export's search box reads).
    pub fn search_documents(&self, key: &str) -> Option<&Resource> {
        Some(&self.locale_by_key(key)?.search_documents)
    }

    fn locale_by_key(&self, key: &str) -> Option<&PreparedLocale> {
        self.locales.get(self.keys.get(key)?)
    }

    /// The canonical route a renamed path (from `site.yaml` `redirects`) now lives at.
    pub fn redirect(&self, path: &str) -> Option<&str> {
        self.redirects.get(path).map(String::as_str)
    }

    /// The sitemap, when the site has a public hostname.
    pub fn sitemap(&self) -> Option<&Resource> {
        self.sitemap.as_ref()
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
        match self.locales.get(locale).map(|l| &l.not_found) {
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

/// While watching, documents load the live-reload client (inserted once here, not per request).
fn with_live_client(html: Vec<u8>, live: bool) -> Vec<u8> {
    if !live {
        return html;
    }
    String::from_utf8_lossy(&html)
        .replacen("</body>", LIVE_CLIENT, 1)
        .into_bytes()
}
