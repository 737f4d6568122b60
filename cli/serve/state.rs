//! Everything the server answers with, prepared once from the site: page HTML and JSON per route,
//! locale JSON, the 404 documents, sitemap, robots and the security policy.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use std::sync::RwLock;

use tokio::sync::{broadcast, watch};

use super::resource::Resource;
use super::search_pool::SearchPool;
use super::{csp, http};
use crate::document::common::Commons;
use crate::prepare::{self, PreparedSite};
use crate::render;
use crate::search::kept::IndexFolder;
use crate::search::{SearchIndex, Succession};
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
}

/// How far the work that needs every rendered page has come (see [`Snapshot::index`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Indexing {
    Running,
    /// The search index is in place (or could not be built).
    Searchable,
    /// The renderings the static search documents are made from are in place too.
    Done,
}

/// What needs every page rendered: built on a thread of its own after start-up, so the server
/// answers pages at once and only searches wait for it.
#[derive(Debug)]
struct Indexed {
    stage: watch::Sender<Indexing>,
    search: OnceLock<Option<SearchIndex>>,
    /// The locales indexed so far, before `search` is in place: a search in one of them is
    /// answered without waiting for the others.
    early: watch::Sender<Option<SearchIndex>>,
    /// The renderings of this version's pages (`None` when indexing stopped short).
    renderings: OnceLock<Option<Arc<crate::memo::Renderings>>>,
    /// The static search documents by locale key, made on their first request: a front end
    /// reads them only where `/api/search` is missing, so a save does not pay for them.
    documents: OnceLock<HashMap<String, Resource>>,
}

/// Everything answered from one version of the content, wrapped for serving: the site-wide
/// answers of the prepared site (the same assembly `docs build` writes), the pages it prepares
/// on their first request, the search index and the security policy.
#[derive(Debug)]
pub struct Snapshot {
    site: Site,
    /// The latest complete renderings, shared by the versions of the site (and kept on disk).
    renderings: Arc<Renderings>,
    template: &'static str,
    live: bool,
    /// Each page's answers, following `site.pages`, prepared on first request. A page costs
    /// nothing until someone asks for it, so start-up does not grow with the site.
    pages: Vec<OnceLock<Prepared>>,
    /// By locale prefix.
    locales: BTreeMap<String, PreparedLocale>,
    /// What each locale's pages have in common, named by their documents.
    commons: Commons,
    /// The common files by name (under `/_data/common/`).
    common_files: HashMap<String, Resource>,
    /// The sidebar slice files by name (under `/_data/sidebar/`), each added when the first page
    /// that names it is prepared: a reader fetches one after the page that names it.
    slices: std::sync::Mutex<HashMap<String, Arc<Resource>>>,
    /// Set once every page's slice file is in `slices` (made when one was asked for first).
    every_slice: OnceLock<()>,
    /// Locale prefix by key.
    keys: HashMap<String, String>,
    sitemap: Option<Resource>,
    robots: Resource,
    /// Each locale's llms.txt and llms-full.txt (`document::llms`) by path under the site root,
    /// made on the first request for one: they hold every page's twin, which a save need not
    /// make again nor the server hold until a tool asks.
    llms_texts: OnceLock<HashMap<String, (&'static str, Resource)>>,
    /// Each page's Markdown twin, following `site.pages`, made on its first request.
    twins: Vec<OnceLock<Resource>>,
    /// The feeds by path under the site root (`zh/atom.xml`), with their media types.
    feeds: HashMap<String, (&'static str, Resource)>,
    redirects: BTreeMap<String, String>,
    csp: Option<HeaderValue>,
    indexed: Indexed,
    /// Set when a newer snapshot replaces this one: its indexing stops early.
    superseded: AtomicBool,
    /// [`crate::site::watch::fingerprint`] of the site, made once: every save compares with it.
    fingerprint: OnceLock<u64>,
}

#[derive(Debug)]
struct Shared {
    current: RwLock<Arc<Snapshot>>,
    renderings: Arc<Renderings>,
    searches: SearchPool,
    live: Option<Live>,
    /// 1 for the content loaded at start-up, one more for each version swapped in (`/metrics`).
    version: AtomicU64,
}

/// Live-reload plumbing (only with `--watch`).
#[derive(Debug)]
pub struct Live {
    /// Events pushed to open pages: `reload`, or `problem` with the lint message.
    pub events: broadcast::Sender<LiveEvent>,
    /// Set on shutdown so open event streams end and the server can drain.
    pub closing: watch::Sender<bool>,
    /// The pages held back at their last good version, as the `problem` event's data; sent first
    /// to every page that connects, so a page that reloads learns it is one of them.
    problem: std::sync::Mutex<Option<String>>,
}

impl Live {
    /// The current `problem` event's data, if pages are held back.
    pub fn problem(&self) -> Option<String> {
        self.problem
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }
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
    /// Prepare the site's answers (pages on first request, search on a thread of its own).
    pub fn new(site: Site) -> Self {
        Self::with_live(site, false)
    }

    /// Like [`AppState::new`], with live reload switched on or off.
    pub fn with_live(site: Site, live: bool) -> Self {
        Self::remembering(site, live, Memory::default())
    }

    /// Like [`AppState::with_live`], keeping the pages' renderings and the search index where
    /// `memory` says, so the next start neither renders nor indexes what did not change.
    pub fn remembering(site: Site, live: bool, memory: Memory) -> Self {
        let renderings = Arc::new(Renderings {
            latest: std::sync::Mutex::new(Arc::new(
                memory
                    .renderings
                    .as_deref()
                    .and_then(crate::memo::store::read_renderings)
                    .unwrap_or_default(),
            )),
            file: memory.renderings,
            kept: std::sync::Mutex::new(None),
            search: Succession::new(memory.indexes),
        });
        let live = live.then(|| Live {
            events: broadcast::channel(16).0,
            closing: watch::channel(false).0,
            problem: std::sync::Mutex::new(None),
        });
        Self(Arc::new(Shared {
            current: RwLock::new(Snapshot::start(site, live.is_some(), &renderings)),
            renderings,
            searches: SearchPool::for_this_machine(),
            live,
            version: AtomicU64::new(1),
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

    /// Swap in a new version of the site whose held-back pages are described by `problem` (the
    /// `problem` event's data; `None` when every page is current), and tell open pages to reload.
    pub fn replace_with_problem(&self, site: Site, problem: Option<String>) {
        if let Some(live) = &self.0.live {
            *live
                .problem
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner) = problem;
        }
        self.replace(site);
    }

    /// Keep the current version and tell open pages which of them are held back (`problem`, the
    /// `problem` event's data).
    pub fn hold_back(&self, problem: String) {
        if let Some(live) = &self.0.live {
            *live
                .problem
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(problem.clone());
        }
        self.notify(LiveEvent::Problem(problem));
    }

    /// Swap in a new version of the site and tell open pages to reload.
    pub fn replace(&self, site: Site) {
        let next = Snapshot::start(site, self.0.live.is_some(), &self.0.renderings);
        let previous = std::mem::replace(
            &mut *self
                .0
                .current
                .write()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
            next,
        );
        previous.superseded.store(true, Ordering::Relaxed);
        self.0.version.fetch_add(1, Ordering::Relaxed);
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

    /// The content's version number: 1 at start-up, one more at each reload that took effect.
    pub fn content_version(&self) -> u64 {
        self.0.version.load(Ordering::Relaxed)
    }
}

/// Loads the live-reload client; added once per document while watching.
const LIVE_CLIENT: &str = "<script src=\"/_live/client.js\"></script></body>";

impl Snapshot {
    /// Prepare what every visit needs (locale data, 404 pages, sitemap, robots) and start
    /// rendering and indexing the whole site on a thread of its own.
    fn start(site: Site, live: bool, renderings: &Arc<Renderings>) -> Arc<Self> {
        // Every answer of this version dates from now (for `If-Unmodified-Since`).
        http::content_loaded();
        let template = assets::index_template();
        let PreparedSite {
            locales,
            sitemap,
            robots,
            feeds,
            redirects,
            commons,
        } = PreparedSite::new(&site, template);
        let feeds = feeds
            .into_iter()
            .map(|(rel, media, bytes)| (rel, (media, Resource::new(bytes))))
            .collect();
        let common_files = commons
            .files()
            .map(|c| (c.name().to_owned(), Resource::new(c.json.clone())))
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
                };
                (prefix, prepared)
            })
            .collect();
        let pages = std::iter::repeat_with(OnceLock::new)
            .take(site.pages.len())
            .collect();
        let twins = std::iter::repeat_with(OnceLock::new)
            .take(site.pages.len())
            .collect();
        // Built and validated once: every response carries it.
        let csp = HeaderValue::from_str(&csp::policy(&site.config, template))
            .map_err(|_| {
                tracing::warn!("the Content-Security-Policy has invalid characters; not sent")
            })
            .ok();
        let snapshot = Arc::new(Self {
            site,
            renderings: Arc::clone(renderings),
            template,
            live,
            pages,
            locales,
            commons,
            common_files,
            slices: Default::default(),
            every_slice: OnceLock::new(),
            keys,
            sitemap: sitemap.map(Resource::new),
            robots: Resource::new(robots),
            llms_texts: OnceLock::new(),
            twins,
            feeds,
            redirects,
            csp,
            indexed: Indexed {
                stage: watch::channel(Indexing::Running).0,
                search: OnceLock::new(),
                early: watch::channel(None).0,
                renderings: OnceLock::new(),
                documents: OnceLock::new(),
            },
            superseded: AtomicBool::new(false),
            fingerprint: OnceLock::new(),
        });
        let indexing = Arc::clone(&snapshot);
        let spawned = std::thread::Builder::new()
            .name("docs-index".into())
            .spawn(move || indexing.index());
        if let Err(err) = spawned {
            tracing::error!("search is unavailable: cannot start the indexing thread: {err}");
            snapshot.indexed.stage.send_replace(Indexing::Done);
        }
        snapshot
    }

    /// Render the pages whose rendering changed (the others are recalled), then build the search
    /// index and the static search documents. Only what search needs of a page is kept; its
    /// answers are prepared when it is first asked for.
    fn index(&self) {
        // Waiters must never hang, even if this thread panics.
        struct Finish<'a>(&'a Indexed);
        impl Drop for Finish<'_> {
            fn drop(&mut self) {
                let _ = self.0.search.set(None);
                let _ = self.0.renderings.set(None);
                self.0.stage.send_replace(Indexing::Done);
            }
        }
        let _finish = Finish(&self.indexed);
        // Pages first: the threads that answer requests run ahead of this one and of the
        // rendering threads it starts (they inherit its priority).
        super::search_pool::lower_priority();
        let started = std::time::Instant::now();
        let site = &self.site;
        let before = self.renderings.latest();
        let (now, rendered) = crate::memo::renderings(site, &before);
        drop(before);
        if self.superseded.load(Ordering::Relaxed) {
            return;
        }
        let summaries: Vec<&render::RenderedPage> =
            site.pages.iter().map(|p| &*now[&p.file].summary).collect();
        let pairs: Vec<_> = site.pages.iter().zip(summaries.iter().copied()).collect();
        // The docs stay readable even if the search index cannot be built.
        let search = match self
            .renderings
            .search
            .index(site, &pairs, &self.superseded, &|done| {
                self.indexed.early.send_replace(Some(done));
            }) {
            Ok(search) => Some(search),
            Err(crate::search::IndexError::Stopped) => return,
            Err(err) => {
                tracing::error!("search is unavailable: {err:#}");
                None
            }
        };
        // Before the first answer, not after: what indexing freed would otherwise stay counted
        // against the server while the renderings are kept on disk.
        super::heap::give_back();
        let _ = self.indexed.search.set(search);
        self.indexed.stage.send_replace(Indexing::Searchable);
        tracing::debug!(
            pages = site.pages.len(),
            rendered,
            millis = started.elapsed().as_millis() as u64,
            "search index ready"
        );
        drop(pairs);
        drop(summaries);
        let now = Arc::new(now);
        let _ = self.indexed.renderings.set(Some(Arc::clone(&now)));
        if !self.superseded.load(Ordering::Relaxed) {
            self.renderings.replace(now, rendered > 0);
        }
        // The build's scratch memory (and the version this one replaced) is free by now.
        super::heap::give_back();
    }

    /// The static search documents, made from this version's renderings on first use.
    fn documents(&self) -> &HashMap<String, Resource> {
        self.indexed.documents.get_or_init(|| {
            let Some(Some(renderings)) = self.indexed.renderings.get() else {
                return HashMap::new();
            };
            let summaries: Option<Vec<&render::RenderedPage>> = self
                .site
                .pages
                .iter()
                .map(|p| renderings.get(&p.file).map(|r| &*r.summary))
                .collect();
            let Some(summaries) = summaries else {
                return HashMap::new();
            };
            prepare::search_documents(&self.site, &summaries, &|_| false)
                .into_iter()
                .filter_map(|(rel, json)| Some((rel, Resource::new(json?))))
                .collect()
        })
    }

    /// Wait until the indexing thread has reached `stage`.
    async fn reached(&self, stage: Indexing) {
        let mut stages = self.indexed.stage.subscribe();
        // The sender lives in `self`, so the channel cannot close while we wait.
        let _ = stages.wait_for(|now| *now >= stage).await;
    }

    /// The loaded site.
    pub fn site(&self) -> &Site {
        &self.site
    }

    /// The site's fingerprint ([`crate::site::watch::fingerprint`]); `known` when the caller
    /// made it already.
    pub fn fingerprint(&self, known: Option<u64>) -> u64 {
        *self
            .fingerprint
            .get_or_init(|| known.unwrap_or_else(|| crate::site::watch::fingerprint(&self.site)))
    }

    /// The search index that answers searches in `lang`: waits until the indexing thread has
    /// indexed that locale, or every locale (when `lang` names none, the index says so); `None`
    /// when it could not be built.
    pub async fn search_in(&self, lang: &str) -> Option<SearchIndex> {
        let mut stages = self.indexed.stage.subscribe();
        let mut early = self.indexed.early.subscribe();
        loop {
            if *stages.borrow_and_update() >= Indexing::Searchable {
                return self.indexed.search.get()?.clone();
            }
            let done = early
                .borrow_and_update()
                .as_ref()
                .filter(|index| index.answers(lang))
                .cloned();
            if done.is_some() {
                return done;
            }
            // The senders live in `self`, so neither channel closes while this waits.
            tokio::select! {
                _ = stages.changed() => {}
                _ = early.changed() => {}
            }
        }
    }

    /// Whether a canonical route is a page.
    pub fn has_page(&self, route: &str) -> bool {
        self.site.page(route).is_some()
    }

    /// The answers for a canonical route, rendered and prepared on its first request.
    pub fn page(&self, route: &str) -> Option<&Prepared> {
        let i = self.site.page_index(route)?;
        Some(self.pages[i].get_or_init(|| {
            let page = &self.site.pages[i];
            let rendered = render::page(&self.site, page);
            let built =
                prepare::prepare_page(&self.site, page, &rendered, self.template, &self.commons);
            if let Some(slice) = built.sidebar {
                self.add_slice(slice);
            }
            Prepared {
                html: Resource::new(with_live_client(built.html, self.live)),
                json: Resource::new(built.json),
            }
        }))
    }

    /// Locale data JSON by locale key (`en`, `zh`).
    pub fn locale_json(&self, key: &str) -> Option<&Resource> {
        self.locale_by_key(key)?.json.as_ref()
    }

    /// A sidebar slice file by its name under `/_data/sidebar/`. A reader asks for it after the
    /// page that names it, which put it in place; asked first (a page kept from before a restart,
    /// a crawler), every page's slice is made, once, so the export's files all answer here too.
    pub fn sidebar_json(&self, file: &str) -> Option<Arc<Resource>> {
        let find = || {
            self.slices
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .get(file)
                .cloned()
        };
        find().or_else(|| {
            self.every_slice.get_or_init(|| {
                for page in &self.site.pages {
                    let slice =
                        crate::document::SliceFile::of_page(&self.site, &page.locale, &page.route);
                    if let Some(slice) = slice {
                        self.add_slice(slice);
                    }
                }
            });
            find()
        })
    }

    fn add_slice(&self, slice: crate::document::SliceFile) {
        self.slices
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(slice.name().to_owned())
            .or_insert_with(|| Arc::new(Resource::new(slice.json)));
    }

    /// A locale's common data by its file name under `/_data/common/`.
    pub fn common_json(&self, file: &str) -> Option<&Resource> {
        self.common_files.get(file)
    }

    /// A file of the static search documents by its path under `/_data/search/` (what an
    /// export's search box reads); waits for the indexing thread.
    pub async fn search_documents(self: &Arc<Self>, rel: &str) -> Option<&Resource> {
        self.reached(Indexing::Done).await;
        if self.indexed.documents.get().is_none() {
            // Made on first use, off the threads that answer requests.
            let snapshot = Arc::clone(self);
            let _ = tokio::task::spawn_blocking(move || {
                snapshot.documents();
            })
            .await;
        }
        self.documents().get(rel)
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

    /// The llms.txt file or Markdown twin at `rel` (`zh/llms.txt`, `guide/install.md`) and its
    /// media type, the same bytes `docs build` writes there.
    pub fn llms(&self, rel: &str) -> Option<(&'static str, &Resource)> {
        use crate::document::{llms, markdown_twin};
        if !self.site.config.llms {
            return None;
        }
        let site = &self.site;
        if let Some(route) = llms::route_of_twin(rel, &|r| site.page(r).is_some()) {
            let i = site.page_index(&route)?;
            let twin = self.twins[i].get_or_init(|| {
                Resource::new(markdown_twin::of(site, &site.pages[i]).into_bytes())
            });
            return Some((llms::MARKDOWN, twin));
        }
        let texts = self.llms_texts.get_or_init(|| {
            let twins = crate::parallel::map(&site.pages, |p| markdown_twin::of(site, p));
            llms::texts(site, &twins)
                .into_iter()
                .map(|(rel, media, bytes)| (rel, (media, Resource::new(bytes))))
                .collect()
        });
        texts.get(rel).map(|(media, r)| (*media, r))
    }

    /// The feed at `rel` (`zh/atom.xml`) and its media type, when the site has one there.
    pub fn feed(&self, rel: &str) -> Option<(&'static str, &Resource)> {
        self.feeds.get(rel).map(|(media, r)| (*media, r))
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

/// The latest complete renderings of the site's pages ([`crate::memo::renderings`]), and the
/// search index made from them.
#[derive(Debug)]
pub struct Renderings {
    latest: std::sync::Mutex<Arc<crate::memo::Renderings>>,
    /// Where they are kept between runs, if anywhere.
    file: Option<std::path::PathBuf>,
    /// When they were last kept there.
    kept: std::sync::Mutex<Option<std::time::Instant>>,
    /// Each version's index made from the one before.
    search: Succession,
}

/// Where a server keeps what it made for the next start (nothing, by default).
#[derive(Debug, Default)]
pub struct Memory {
    /// The renderings file ([`crate::memo::store::file_for_content`]).
    pub renderings: Option<std::path::PathBuf>,
    /// The search indexes' folder, held by this server.
    pub indexes: Option<IndexFolder>,
}

/// Renderings are kept on disk at most this often while an author saves: the file holds every
/// page (tens of megabytes on a big site), and losing the last seconds of it only means the next
/// start renders those pages again.
const KEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

impl Renderings {
    fn latest(&self) -> Arc<crate::memo::Renderings> {
        Arc::clone(
            &self
                .latest
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }

    /// Take `now` as the latest, and keep it on disk when it holds new renderings.
    fn replace(&self, now: Arc<crate::memo::Renderings>, changed: bool) {
        *self
            .latest
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Arc::clone(&now);
        let Some(file) = self.file.as_ref().filter(|_| changed) else {
            return;
        };
        {
            let mut kept = self
                .kept
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if kept.is_some_and(|at| at.elapsed() < KEEP_EVERY) {
                return;
            }
            *kept = Some(std::time::Instant::now());
        }
        crate::memo::store::write_renderings(file, &now);
    }
}
