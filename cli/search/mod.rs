//! Local full-text search (tantivy): one in-memory index per locale, one document per page section.
//! User text is never parsed as query syntax; [`query`] builds the query from analyzed tokens.

pub mod export;
pub mod query;
pub mod rank;
pub mod snippet;
pub mod tokenizer;

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use serde::Serialize;
use tantivy::schema::{
    Field, IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions, Value,
};
use tantivy::{doc, Index, IndexReader, TantivyDocument};

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

/// The section documents behind the index, by id.
#[derive(Debug)]
struct Doc {
    /// Index of the page in the site, to group sections.
    page: usize,
    route: String,
    anchor: Option<String>,
    title: String,
    heading: String,
    text: String,
    code: String,
    /// What the ranker matches against (see [`rank::Candidate`]).
    /// Shared by the sections of a page.
    title_terms: Arc<HashSet<String>>,
    heading_terms: HashSet<String>,
    lead_terms: HashSet<String>,
    /// Shared by the sections of a page.
    context_terms: Arc<HashSet<String>>,
    heading_lower: String,
    folder_index: bool,
}

/// The fields of one locale's index.
#[derive(Debug, Clone, Copy)]
pub struct Fields {
    pub id: Field,
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

/// Remembered answers: (query, limit) → (hits, total).
type Answers = std::collections::HashMap<(String, usize), (Vec<SearchHit>, usize)>;

struct LocaleIndex {
    index: Index,
    reader: IndexReader,
    fields: Fields,
    /// CJK bigram analyzer (else English words), from the locale's `analyzer`.
    cjk: bool,
    docs: Vec<Doc>,
    rarity: rank::Rarity,
    /// The fingerprint of the sections it was made from (0: not known).
    made_from: u64,
    /// [`REMEMBERED_ANSWERS`].
    answers: std::sync::Mutex<Answers>,
}

impl std::fmt::Debug for LocaleIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LocaleIndex")
            .field("docs", &self.docs.len())
            .field("cjk", &self.cjk)
            .finish()
    }
}

/// The site's search index: one per locale (`en`, `zh`). A clone shares the locales' indexes.
#[derive(Debug, Clone)]
pub struct SearchIndex {
    locales: BTreeMap<String, Arc<LocaleIndex>>,
    /// Lower-cased language tag (`ja-jp`) → locale key, so `lang=ja-JP` finds the `ja` index.
    tags: BTreeMap<String, String>,
}

impl SearchIndex {
    /// Index every page section of every locale.
    pub fn build(site: &Site, rendered: &[(&Page, &RenderedPage)]) -> Result<Self, IndexError> {
        Self::build_unless(site, rendered, &AtomicBool::new(false), None)
    }

    /// [`SearchIndex::build`], given up ([`IndexError::Stopped`]) soon after `stop` is set: a
    /// server that has a newer version of the content does not finish indexing the old one. A
    /// locale whose sections are those `previous` indexed keeps its index (an edit in one
    /// language does not index the others again).
    pub fn build_unless(
        site: &Site,
        rendered: &[(&Page, &RenderedPage)],
        stop: &AtomicBool,
        previous: Option<&SearchIndex>,
    ) -> Result<Self, IndexError> {
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
                            let made_from = crate::memo::keys::of(&(cjk, &sections));
                            let kept = previous
                                .and_then(|p| p.locales.get(&info.key))
                                .filter(|index| index.made_from == made_from);
                            let index = match kept {
                                Some(index) => Arc::clone(index),
                                None => Arc::new(
                                    LocaleIndex::build(sections, cjk, stop)?.made_from(made_from),
                                ),
                            };
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
        let tags = site
            .config
            .locales
            .values()
            .map(|l| (l.lang.to_ascii_lowercase(), l.key.clone()))
            .collect();
        Ok(Self { locales, tags })
    }

    /// An index of ready-made section documents: `(key, cjk, sections)` per locale (the shared
    /// search test vectors build their small sites this way).
    pub fn from_sections(
        locales: impl IntoIterator<Item = (String, bool, Vec<SectionSource>)>,
    ) -> Result<Self, IndexError> {
        let locales = locales
            .into_iter()
            .map(|(key, cjk, sections)| {
                LocaleIndex::build(sections, cjk, &AtomicBool::new(false))
                    .map(|index| (key, Arc::new(index)))
            })
            .collect::<Result<BTreeMap<_, _>, _>>()?;
        Ok(Self {
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
        let lower = lang.to_ascii_lowercase();
        let primary = lower.split('-').next().unwrap_or(&lower);
        let index = [
            Some(lower.as_str()),
            self.tags.get(&lower).map(String::as_str),
            Some(primary),
        ]
        .into_iter()
        .flatten()
        .find_map(|key| self.locales.get(key))
        .ok_or_else(|| QueryError::UnknownLang(lang.to_owned(), self.keys().join(", ")))?;
        let (hits, total) = index.search_remembering(text, limit.clamp(1, 50));
        Ok(SearchResult {
            hits,
            total,
            took_ms: started.elapsed().as_secs_f64() * 1000.0,
        })
    }

    /// The locale keys that have an index, in order.
    pub fn keys(&self) -> Vec<&str> {
        self.locales.keys().map(String::as_str).collect()
    }

    /// Number of indexed sections per locale key.
    pub fn sizes(&self) -> BTreeMap<&str, usize> {
        self.locales
            .iter()
            .map(|(k, v)| (k.as_str(), v.docs.len()))
            .collect()
    }
}

impl LocaleIndex {
    fn build(
        sections: Vec<SectionSource>,
        cjk: bool,
        stop: &AtomicBool,
    ) -> Result<Self, IndexError> {
        let mut builder = Schema::builder();
        let text = |analyzer: &str| {
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(analyzer)
                    .set_index_option(IndexRecordOption::WithFreqsAndPositions),
            )
        };
        let analyzer = if cjk { tokenizer::CJK } else { tokenizer::EN };
        let id = builder.add_u64_field("id", NumericOptions::default().set_stored());
        let title = builder.add_text_field("title", text(analyzer));
        let section = builder.add_text_field("section", text(analyzer));
        let body = builder.add_text_field("body", text(analyzer));
        let code = builder.add_text_field("code", text(analyzer));
        let context = builder.add_text_field("context", text(analyzer));
        let chars = cjk.then(|| builder.add_text_field("chars", text(tokenizer::CJK_CHARS)));
        let raw = (
            builder.add_text_field("title_raw", text(tokenizer::EN_RAW)),
            builder.add_text_field("body_raw", text(tokenizer::EN_RAW)),
        );
        let index = Index::create_in_ram(builder.build());
        index
            .tokenizers()
            .register(tokenizer::EN, tokenizer::english());
        index
            .tokenizers()
            .register(tokenizer::CJK, tokenizer::cjk_bigrams());
        index
            .tokenizers()
            .register(tokenizer::CJK_CHARS, tokenizer::cjk_chars());
        index
            .tokenizers()
            .register(tokenizer::EN_RAW, tokenizer::english_raw());
        let fields = Fields {
            id,
            title,
            section,
            body,
            code,
            context,
            chars,
            raw,
        };
        let mut analyzer_for_terms = if cjk {
            tokenizer::cjk_bigrams()
        } else {
            tokenizer::english()
        };
        let mut rarity = rank::Rarity::default();

        let mut docs: Vec<Doc> = Vec::new();
        let mut writer = index.writer_with_num_threads(1, 15_000_000)?;
        for s in sections {
            if docs.len() % 256 == 0 && stop.load(Ordering::Relaxed) {
                return Err(IndexError::Stopped);
            }
            let n = docs.len() as u64;
            let mut d = doc!(id => n, title => s.title.clone(), section => s.path.clone(), body => s.text.clone(), code => s.code.clone(), context => s.context.clone());
            if let Some(chars) = chars {
                d.add_text(
                    chars,
                    format!("{} {} {}\n{}", s.title, s.path, s.text, s.code),
                );
            }
            d.add_text(raw.0, &s.title);
            d.add_text(raw.1, format!("{} {}\n{}", s.path, s.text, s.code));
            writer.add_document(d)?;
            rarity.add_document(rank::tokens(
                &mut analyzer_for_terms,
                &format!("{} {} {}\n{}", s.title, s.path, s.text, s.code),
            ));
            // A page's sections follow each other and share its title and folders.
            let (title_terms, context_terms) = match docs.last() {
                Some(last) if last.page == s.page => (
                    Arc::clone(&last.title_terms),
                    Arc::clone(&last.context_terms),
                ),
                _ => (
                    Arc::new(rank::field_terms(&mut analyzer_for_terms, &s.title)),
                    Arc::new(rank::field_terms(&mut analyzer_for_terms, &s.context)),
                ),
            };
            docs.push(Doc {
                page: s.page,
                title_terms,
                heading_terms: rank::field_terms(&mut analyzer_for_terms, &s.path),
                context_terms,
                lead_terms: if s.anchor.is_none() {
                    rank::field_terms(&mut analyzer_for_terms, rank::lead(&s.text))
                } else {
                    HashSet::new()
                },
                heading_lower: s.path.to_lowercase(),
                folder_index: s.route.ends_with('/'),
                route: s.route,
                anchor: s.anchor,
                title: s.title,
                heading: s.heading,
                text: s.text,
                code: s.code,
            });
        }
        writer.commit()?;
        let reader = index.reader()?;
        Ok(Self {
            index,
            reader,
            fields,
            cjk,
            docs,
            rarity,
            made_from: 0,
            answers: std::sync::Mutex::default(),
        })
    }

    /// [`Self::search`], answered from memory when the same query was asked before.
    fn search_remembering(&self, text: &str, limit: usize) -> (Vec<SearchHit>, usize) {
        let key = (text.to_owned(), limit);
        let answers = || {
            self.answers
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
        };
        if let Some(answer) = answers().get(&key) {
            return answer.clone();
        }
        let answer = self.search(text, limit);
        let mut remembered = answers();
        if remembered.len() >= REMEMBERED_ANSWERS {
            remembered.clear();
        }
        remembered.insert(key, answer.clone());
        answer
    }

    fn made_from(self, made_from: u64) -> Self {
        Self { made_from, ..self }
    }

    /// The best `limit` hits and the number of sections the query matched.
    fn search(&self, text: &str, limit: usize) -> (Vec<SearchHit>, usize) {
        let searcher = self.reader.searcher();
        let run = |mode| {
            let q = query::build(&searcher, self.fields, self.cjk, text, mode, &self.rarity)?;
            match searcher.search(
                &*q,
                &(
                    tantivy::collector::TopDocs::with_limit(CANDIDATES).order_by_score(),
                    tantivy::collector::Count,
                ),
            ) {
                Ok(top) => Some(top),
                Err(err) => {
                    tracing::warn!("search failed: {err}");
                    None
                }
            }
        };
        // Every word first; when that finds nothing, any word, unless the first pass already
        // used the query's time budget (a pathological query must not hold a thread twice).
        let started = Instant::now();
        let Some((top, total)) = run(query::Mode::All)
            .filter(|(top, _)| !top.is_empty())
            .or_else(|| {
                (started.elapsed() < QUERY_BUDGET)
                    .then(|| run(query::Mode::Any))
                    .flatten()
            })
        else {
            return (Vec::new(), 0);
        };
        let Some(mut analyzer) = self.index.tokenizers().get(if self.cjk {
            tokenizer::CJK
        } else {
            tokenizer::EN
        }) else {
            return (Vec::new(), 0);
        };
        let mut words = rank::QueryWords::analyze(text, &mut analyzer);
        words.forget_typos(|w| query::written(&searcher, self.fields, w));
        let found: Vec<(f32, &Doc)> = top
            .into_iter()
            .filter_map(|(score, address)| {
                let stored: TantivyDocument = searcher.doc(address).ok()?;
                let n = stored.get_first(self.fields.id).and_then(|v| v.as_u64())? as usize;
                Some((score, self.docs.get(n)?))
            })
            .collect();
        let candidates: Vec<rank::Candidate> = found
            .iter()
            .map(|(score, d)| rank::Candidate {
                score: *score,
                title_terms: &d.title_terms,
                heading_terms: &d.heading_terms,
                lead_terms: &d.lead_terms,
                context_terms: &d.context_terms,
                heading_lower: &d.heading_lower,
                text: &d.text,
                code: &d.code,
                page_top: d.anchor.is_none(),
                folder_index: d.folder_index,
            })
            .collect();
        let scores = rank::score(&words, &self.rarity, &candidates);
        let mut ranked: Vec<(f32, &Doc)> = scores
            .into_iter()
            .zip(found.iter().map(|(_, d)| *d))
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        let hits = group_by_page(ranked, limit)
            .into_iter()
            .map(|d| SearchHit {
                route: d.route.clone(),
                anchor: d.anchor.clone(),
                title: d.title.clone(),
                section: d.heading.clone(),
                snippet: snippet::make(&d.text, &d.code, &mut analyzer, &words),
            })
            .collect();
        (hits, total)
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
    pub text: String,
    pub code: String,
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
        for s in &rendered.sections {
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
        let folder = &route[..=cut];
        if folder.len() <= locale.len() {
            break;
        }
        if let Some(title) = titles.get(folder) {
            out.push(*title);
        }
        path = &route[..cut];
    }
    out.join(" ")
}

/// Sections in result order: each page's best section first, pages by their best score, then
/// second sections of the same pages (the dialog groups them under their page); one long page
/// cannot fill the list.
fn group_by_page(ranked: Vec<(f32, &Doc)>, limit: usize) -> Vec<&Doc> {
    let mut seen: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    let mut firsts = Vec::new();
    let mut seconds = Vec::new();
    for (_, d) in ranked {
        let count = seen.entry(d.page).or_default();
        *count += 1;
        match *count {
            1 => firsts.push(d),
            2 => seconds.push(d),
            _ => {}
        }
    }
    firsts.into_iter().chain(seconds).take(limit).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::ContentSource;

    fn index(site: &Site, previous: Option<&SearchIndex>) -> SearchIndex {
        let rendered: Vec<RenderedPage> = site
            .pages
            .iter()
            .map(|p| crate::render::page(site, p))
            .collect();
        let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
        SearchIndex::build_unless(site, &pairs, &AtomicBool::new(false), previous).unwrap()
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
        page.body.push_str("\nA sentence about quokkas.\n");
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
