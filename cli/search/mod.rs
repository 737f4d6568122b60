//! Local full-text search (tantivy): one index per locale, one document per page section. User text
//! is never parsed as query syntax; [`query`] builds the query from analyzed tokens.
//!
//! The modules, each importing only those listed before it:
//! - [`typo`]: which words may carry a typo, and one-edit matching;
//! - [`tokenizer`]: the analyzers (English words, CJK bigrams, single characters);
//! - [`analysis`]: tokens of a text, a query's words, the terms of a short field;
//! - [`statistics`]: the term statistics, counted one way (from a commit's postings);
//! - [`query`], [`rank`], [`snippet`]: the tantivy query, the re-ranking, the snippets;
//! - `section_doc`, `contents`: a section as tantivy indexes it, and what a commit holds beside;
//! - [`kept`]: indexes kept in the cache folder between starts;
//! - `lifecycle`: one locale's index made, opened, changed page by page; `searcher`: answering;
//! - this module: the site's index (every locale), `succession`: its versions in a server,
//!   [`at_rest`]: the kept indexes a terminal search opens without loading the content;
//! - [`export`]: the static export's index, read by the front end's engine.

pub mod analysis;
pub mod at_rest;
mod contents;
pub mod export;
pub mod kept;
mod lifecycle;
pub mod query;
pub mod rank;
mod searcher;
mod section_doc;
pub mod snippet;
pub mod statistics;
mod succession;
pub mod tokenizer;
pub mod typo;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use kept::IndexFolder;
use lifecycle::LocaleIndex;
use serde::Serialize;
pub use succession::Succession;
use tantivy::schema::Field;

use crate::render::RenderedPage;
use crate::site::{Analyzer, Page, Site};

/// Candidates fetched from the index before re-ranking.
const CANDIDATES: usize = 100;

/// Longest accepted query, in characters.
pub const MAX_QUERY_CHARS: usize = 256;

/// Time a query may spend before its optional second pass (any word instead of every word) is
/// skipped: ordinary queries take about a millisecond.
pub const QUERY_BUDGET: std::time::Duration = std::time::Duration::from_millis(25);

/// Answers a locale's index remembers (by query text and limit). Many readers typing at once
/// ask the same words, and a query of many words costs several times an ordinary one; a
/// remembered answer costs a lookup. The answers belong to the index they came from, so a new
/// version of the content starts with none. When full, it starts over (no bookkeeping per hit).
const REMEMBERED_ANSWERS: usize = 256;

/// Remembered answers: (query, limit) → (hits, total).
type Answers = HashMap<(String, usize), (Vec<SearchHit>, usize)>;

/// Failures building the index.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    #[error("building the search index failed")]
    Tantivy(#[from] tantivy::TantivyError),
    /// The caller said stop: what was being indexed is no longer wanted.
    #[error("indexing stopped: a newer version of the content replaced this one")]
    Stopped,
}

/// A query the caller must fix.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum QueryError {
    #[error("query is longer than {MAX_QUERY_CHARS} characters")]
    TooLong,
    /// The language asked for, and the keys of the configured locales.
    #[error("unknown language `{0}` (use {1})")]
    UnknownLang(String, String),
}

/// One search result: a page section.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchHit {
    pub route: String,
    pub anchor: Option<String>,
    pub title: String,
    pub section: String,
    /// Matched terms wrapped in `<mark>`; the rest is HTML-escaped.
    pub snippet: String,
}

/// Hits plus the time the query took.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchResult {
    pub hits: Vec<SearchHit>,
    /// Every section the query matched, not only the `hits` returned (they stop at the limit).
    pub total: usize,
    pub took_ms: f64,
}

/// The fields of one locale's index.
#[derive(Debug, Clone, Copy)]
pub struct Fields {
    pub id: Field,
    /// The page's route, as one term: an edited page's documents are deleted by it.
    pub route: Field,
    /// The section's anchor (absent for a page's top) and the heading shown in results: stored
    /// only, never searched.
    pub anchor: Field,
    pub heading: Field,
    pub title: Field,
    pub section: Field,
    pub body: Field,
    /// Code blocks' text, weighed below prose.
    pub code: Field,
    /// Titles of the folders the page sits in (its breadcrumb): a page in the install section
    /// is about installing even when its text never says so.
    pub context: Field,
    /// Single CJK characters (Chinese index only), for one-character queries.
    pub chars: Option<Field>,
    /// Unstemmed lower-cased title and body, for typo-tolerant matching of Latin words.
    pub raw: (Field, Field),
}

impl Fields {
    /// The fields a section's tokens are counted from in the term statistics.
    pub fn counted(self) -> [Field; 4] {
        [self.title, self.section, self.body, self.code]
    }
}

/// The site's search index: one per locale (`en`, `zh`). A clone shares the locales' indexes.
#[derive(Debug, Clone)]
pub struct SearchIndex {
    locales: BTreeMap<String, Arc<LocaleIndex>>,
    /// Lower-cased language tag (`ja-jp`) → locale key, so `lang=ja-JP` finds the `ja` index.
    tags: BTreeMap<String, String>,
    /// Every locale key of the site: an index of the locales done so far lacks some of their
    /// indexes, and must not answer for a locale it lacks with another one.
    keys: BTreeSet<String>,
}

impl SearchIndex {
    /// Index every page section of every locale.
    pub fn build(site: &Site, rendered: &[(&Page, &RenderedPage)]) -> Result<Self, IndexError> {
        Self::build_unless(site, rendered, &AtomicBool::new(false), None, None, &|_| {})
    }

    /// [`SearchIndex::build`], given up ([`IndexError::Stopped`]) soon after `stop` is set: a
    /// server that has a newer version of the content does not finish indexing the old one. A
    /// locale `previous` indexed changes only the pages that changed: an edit in one language
    /// leaves the others' indexes as they are, and an edited page is deleted and added again.
    /// Without a `previous` index, a locale opens the one `folder` kept (its pages that changed
    /// since deleted and added again), else is indexed afresh (and kept there). Each time a
    /// locale is done, `ready` is given the index of the locales done so far: a search in one of
    /// them need not wait for the others (a big site's locales take seconds apiece).
    pub fn build_unless(
        site: &Site,
        rendered: &[(&Page, &RenderedPage)],
        stop: &AtomicBool,
        previous: Option<&SearchIndex>,
        folder: Option<&IndexFolder>,
        ready: &(dyn Fn(SearchIndex) + Sync),
    ) -> Result<Self, IndexError> {
        let tags: BTreeMap<String, String> = site
            .config
            .locales
            .values()
            .map(|l| (l.lang.to_ascii_lowercase(), l.key.clone()))
            .collect();
        let keys: BTreeSet<String> = site
            .config
            .locales
            .values()
            .map(|l| l.key.clone())
            .collect();
        let done: Mutex<BTreeMap<String, Arc<LocaleIndex>>> = Mutex::default();
        let publish = |key: &str, index: &Arc<LocaleIndex>| {
            let mut done = done.lock().unwrap_or_else(PoisonError::into_inner);
            done.insert(key.to_owned(), Arc::clone(index));
            ready(Self {
                locales: done.clone(),
                tags: tags.clone(),
                keys: keys.clone(),
            });
        };
        // One index per locale, built side by side: they share nothing.
        let built: Vec<Result<(String, Arc<LocaleIndex>), IndexError>> =
            std::thread::scope(|scope| {
                let workers: Vec<_> = site
                    .config
                    .locales
                    .iter()
                    .map(|(prefix, info)| {
                        scope.spawn(move || {
                            let cjk = info.analyzer() == Analyzer::CjkBigrams;
                            let pages: Vec<_> = rendered
                                .iter()
                                .filter(|(p, _)| &p.locale == prefix)
                                .copied()
                                .collect();
                            let sections = section_sources(&pages);
                            let index = match previous
                                .and_then(|p| p.locales.get(&info.key))
                                .filter(|index| index.cjk() == cjk)
                            {
                                Some(kept) => kept.update(&sections, stop)?,
                                None => {
                                    let locale = folder.map(|f| f.locale(&info.key));
                                    LocaleIndex::open_or_build(
                                        &sections,
                                        cjk,
                                        stop,
                                        locale.as_ref(),
                                    )?
                                }
                            };
                            publish(&info.key, &index);
                            Ok((info.key.clone(), index))
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                    .collect()
            });
        let locales = built.into_iter().collect::<Result<BTreeMap<_, _>, _>>()?;
        Ok(Self {
            locales,
            tags,
            keys,
        })
    }

    /// An index of ready-made section documents: `(key, cjk, sections)` per locale (the shared
    /// search test vectors build their small sites this way).
    pub fn from_sections(
        locales: impl IntoIterator<Item = (String, bool, Vec<SectionSource>)>,
    ) -> Result<Self, IndexError> {
        let locales = locales
            .into_iter()
            .map(|(key, cjk, sections)| {
                LocaleIndex::build(&sections, cjk, &AtomicBool::new(false))
                    .map(|index| (key, Arc::new(index)))
            })
            .collect::<Result<BTreeMap<_, _>, _>>()?;
        Ok(Self {
            keys: locales.keys().cloned().collect(),
            locales,
            tags: BTreeMap::new(),
        })
    }

    /// Search one locale by its key (`en`) or language tag (`en-US`). `limit` is clamped to 1–50.
    pub fn search(&self, text: &str, lang: &str, limit: usize) -> Result<SearchResult, QueryError> {
        let started = Instant::now();
        if text.chars().count() > MAX_QUERY_CHARS {
            return Err(QueryError::TooLong);
        }
        let index = self
            .locale(lang)
            .ok_or_else(|| QueryError::UnknownLang(lang.to_owned(), self.keys().join(", ")))?;
        let (hits, total) = index.search_remembering(text, limit.clamp(1, 50));
        Ok(SearchResult {
            hits,
            total,
            took_ms: started.elapsed().as_secs_f64() * 1000.0,
        })
    }

    /// The index of the locale `lang` names: its key (`en`), its language tag (`en-US`), or the
    /// tag's language (`en` for `en-GB`), the first of these that is a locale of the site (`None`
    /// when that locale is not indexed yet).
    fn locale(&self, lang: &str) -> Option<&Arc<LocaleIndex>> {
        let lower = lang.to_ascii_lowercase();
        let primary = lower.split('-').next().unwrap_or(&lower);
        let candidates = [
            Some(lower.as_str()),
            self.tags.get(&lower).map(String::as_str),
            Some(primary),
        ];
        let key = candidates
            .into_iter()
            .flatten()
            .find(|key| self.keys.contains(*key))?;
        self.locales.get(key)
    }

    /// Whether this index answers searches in `lang` (see [`SearchIndex::search`]).
    pub fn answers(&self, lang: &str) -> bool {
        self.locale(lang).is_some()
    }

    /// The locale keys that have an index, in order.
    pub fn keys(&self) -> Vec<&str> {
        self.locales.keys().map(String::as_str).collect()
    }

    /// Number of indexed sections per locale key.
    pub fn sizes(&self) -> BTreeMap<&str, usize> {
        self.locales
            .iter()
            .map(|(k, v)| (k.as_str(), v.len()))
            .collect()
    }
}

/// One document of a locale's index before analysis: what the server indexes and what the static
/// export ships ([`export`]), so the two engines read the same text.
#[derive(Debug, Clone, Hash)]
pub struct SectionSource {
    /// Number of the page among the locale's pages, to group sections.
    pub page: usize,
    pub route: String,
    pub anchor: Option<String>,
    pub title: String,
    /// The heading shown in results (empty for the page top).
    pub heading: String,
    /// The heading path (the `section` field): for the page top the title, and the page's own
    /// `#` heading when that says something else.
    pub path: String,
    /// Shared with the rendering it comes from.
    pub text: std::sync::Arc<str>,
    pub code: std::sync::Arc<str>,
    /// Titles of the folders the page sits in (the `context` field).
    pub context: String,
}

/// The sections of one locale's pages, in index order.
pub fn section_sources(pages: &[(&Page, &RenderedPage)]) -> Vec<SectionSource> {
    let titles: std::collections::HashMap<&str, &str> = pages
        .iter()
        .map(|(p, _)| (p.route.as_str(), p.title.as_str()))
        .collect();
    let mut out = Vec::new();
    for (page_no, (page, rendered)) in pages.iter().enumerate() {
        let context = folder_titles(&page.route, &page.locale, &titles);
        for s in &rendered.outline.sections {
            let path = match (&s.anchor, s.heading.as_str()) {
                (None, h) if h.is_empty() || h == page.title => page.title.clone(),
                (None, h) => format!("{} {h}", page.title),
                (Some(_), _) => s.path.clone(),
            };
            out.push(SectionSource {
                page: page_no,
                route: page.route.clone(),
                anchor: s.anchor.clone(),
                title: page.title.clone(),
                heading: if s.anchor.is_some() {
                    s.heading.clone()
                } else {
                    String::new()
                },
                path,
                text: s.text.clone(),
                code: s.code.clone(),
                context: context.clone(),
            });
        }
    }
    out
}

/// Titles of the folder indexes above `route`, nearest first, up to (not including) the locale's
/// home.
fn folder_titles(
    route: &str,
    locale: &str,
    titles: &std::collections::HashMap<&str, &str>,
) -> String {
    let mut out = Vec::new();
    let mut path = route.trim_end_matches('/');
    while let Some(cut) = path.rfind('/') {
        let folder = crate::site::text::before(route, cut + 1);
        if folder.len() <= locale.len() {
            break;
        }
        if let Some(title) = titles.get(folder) {
            out.push(*title);
        }
        path = crate::site::text::before(route, cut);
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::ContentSource;

    fn index(site: &Site, previous: Option<&SearchIndex>) -> SearchIndex {
        index_telling(site, previous, &|_| {})
    }

    fn index_telling(
        site: &Site,
        previous: Option<&SearchIndex>,
        ready: &(dyn Fn(SearchIndex) + Sync),
    ) -> SearchIndex {
        let rendered: Vec<RenderedPage> = site
            .pages
            .iter()
            .map(|p| crate::render::page(site, p))
            .collect();
        let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
        SearchIndex::build_unless(site, &pairs, &AtomicBool::new(false), previous, None, ready)
            .unwrap()
    }

    #[test]
    fn a_locale_not_indexed_yet_is_never_answered_for_by_another() {
        let section = |text: &str| SectionSource {
            page: 0,
            route: "/a.html".into(),
            anchor: None,
            title: text.into(),
            heading: String::new(),
            path: text.into(),
            text: text.into(),
            code: "".into(),
            context: String::new(),
        };
        // A third locale whose key is not its language tag: `zh-TW` names `tw`, not `zh`.
        let mut whole = SearchIndex::from_sections([
            ("zh".to_owned(), true, vec![section("简体 网盘")]),
            ("tw".to_owned(), true, vec![section("繁體 網盤")]),
        ])
        .unwrap();
        whole.tags = [("zh-cn", "zh"), ("zh-tw", "tw")]
            .into_iter()
            .map(|(tag, key)| (tag.to_owned(), key.to_owned()))
            .collect();
        let mut partial = whole.clone();
        partial.locales.remove("tw");
        assert!(!partial.answers("zh-TW") && !partial.answers("tw"));
        assert!(partial.answers("zh-CN") && partial.answers("zh") && partial.answers("zh-HK"));
        assert!(whole.answers("zh-TW"));
        assert_eq!(whole.search("繁體", "zh-TW", 5).unwrap().hits.len(), 1);
    }

    #[test]
    fn each_locale_answers_as_soon_as_it_is_indexed() {
        let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/bilingual");
        let site = Site::load(ContentSource::Disk(fixture.into())).unwrap();
        let told: Mutex<Vec<SearchIndex>> = Mutex::default();
        let whole = index_telling(&site, None, &|done| told.lock().unwrap().push(done));
        let told = told.into_inner().unwrap();
        // One more locale each time, ending with every one.
        let keys: Vec<Vec<&str>> = told.iter().map(SearchIndex::keys).collect();
        assert_eq!(keys.len(), 2, "{keys:?}");
        assert_eq!(keys[0].len(), 1);
        assert_eq!(keys[1], ["en", "zh"]);
        let first = &told[0];
        let (done, pending) = if first.answers("en") {
            ("en", "zh-CN")
        } else {
            ("zh-CN", "en")
        };
        assert!(!first.answers(pending), "{pending} is not indexed yet");
        assert_eq!(
            first.search("docker", done, 5).unwrap().hits,
            whole.search("docker", done, 5).unwrap().hits
        );
        assert!(whole.answers("en") && whole.answers("zh-CN") && whole.answers("zh"));
        assert!(!whole.answers("fr"));
    }

    #[test]
    fn an_edit_in_one_language_indexes_only_that_language_again() {
        let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/bilingual");
        let mut site = Site::load(ContentSource::Disk(fixture.into())).unwrap();
        let first = index(&site, None);
        let again = index(&site, Some(&first));
        for key in ["en", "zh"] {
            assert!(
                Arc::ptr_eq(&first.locales[key], &again.locales[key]),
                "{key} kept"
            );
        }
        // Asked before the edit: the answer the old index remembers is not the new one's.
        assert!(again.search("quokkas", "en", 5).unwrap().hits.is_empty());
        let page = site
            .pages
            .iter_mut()
            .find(|p| p.route == "/guide/install/docker.html")
            .unwrap();
        page.body = format!("{}\nA sentence about quokkas.\n", &*page.body).into();
        let edited = index(&site, Some(&again));
        assert!(!Arc::ptr_eq(&again.locales["en"], &edited.locales["en"]));
        assert!(Arc::ptr_eq(&again.locales["zh"], &edited.locales["zh"]));
        let hits = edited.search("quokkas", "en", 5).unwrap().hits;
        assert_eq!(hits[0].route, "/guide/install/docker.html");
        assert_eq!(
            edited.search("quokkas", "en", 5).unwrap().hits,
            hits,
            "remembered"
        );
    }
}
