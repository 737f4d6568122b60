//! Local full-text search (tantivy): one in-memory index per locale, one document per page section.
//! User text is never parsed as query syntax; [`query`] builds the query from analyzed tokens.

pub mod query;
pub mod sections;
pub mod tokenizer;

use std::collections::BTreeMap;
use std::time::Instant;

use serde::Serialize;
use tantivy::schema::{
    Field, IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions, Value,
};
use tantivy::{doc, Index, IndexReader, TantivyDocument};

use crate::render::RenderedPage;
use crate::site::{Page, Site};

/// Most sections of one page in one result list.
const MAX_SECTIONS_PER_PAGE: usize = 2;
/// A page's opening section says what the whole page is about, so a match there outranks the
/// same match deep inside a longer page that only mentions the subject.
const PAGE_TOP_BOOST: f32 = 1.5;
/// Candidates fetched before the page-top boost re-orders them.
const CANDIDATES: usize = 40;

/// Longest accepted query, in characters.
pub const MAX_QUERY_CHARS: usize = 256;

/// Failures building the index.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    #[error("building the search index failed")]
    Tantivy(#[from] tantivy::TantivyError),
}

/// A query the caller must fix.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum QueryError {
    #[error("query is longer than {MAX_QUERY_CHARS} characters")]
    TooLong,
    #[error("unknown language `{0}` (use en or zh)")]
    UnknownLang(String),
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
}

/// The fields of one locale's index.
#[derive(Debug, Clone, Copy)]
pub struct Fields {
    pub id: Field,
    pub title: Field,
    pub section: Field,
    pub body: Field,
    /// Single CJK characters (Chinese index only), for one-character queries.
    pub chars: Option<Field>,
    /// Unstemmed title and body (English index only), for typo-tolerant matching.
    pub raw: Option<(Field, Field)>,
}

struct LocaleIndex {
    index: Index,
    reader: IndexReader,
    fields: Fields,
    zh: bool,
    docs: Vec<Doc>,
}

impl std::fmt::Debug for LocaleIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LocaleIndex")
            .field("docs", &self.docs.len())
            .field("zh", &self.zh)
            .finish()
    }
}

/// The site's search index: one per locale (`en`, `zh`).
#[derive(Debug)]
pub struct SearchIndex {
    locales: BTreeMap<String, LocaleIndex>,
}

impl SearchIndex {
    /// Index every page section of every locale.
    pub fn build(site: &Site, rendered: &[(&Page, &RenderedPage)]) -> Result<Self, IndexError> {
        // One index per locale, built side by side: they share nothing.
        let built: Vec<Result<(String, LocaleIndex), IndexError>> = std::thread::scope(|scope| {
            let workers: Vec<_> = site
                .config
                .locales
                .iter()
                .map(|(prefix, info)| {
                    scope.spawn(move || {
                        let zh = info.lang.starts_with("zh");
                        let pages: Vec<_> = rendered
                            .iter()
                            .filter(|(p, _)| &p.locale == prefix)
                            .copied()
                            .collect();
                        LocaleIndex::build(&pages, zh).map(|index| (info.key.clone(), index))
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        });
        let locales = built.into_iter().collect::<Result<BTreeMap<_, _>, _>>()?;
        Ok(Self { locales })
    }

    /// Search one locale (`en`/`zh`, also `en-US`/`zh-CN`). `limit` is clamped to 1–50.
    pub fn search(&self, text: &str, lang: &str, limit: usize) -> Result<SearchResult, QueryError> {
        let started = Instant::now();
        if text.chars().count() > MAX_QUERY_CHARS {
            return Err(QueryError::TooLong);
        }
        let key = lang.split('-').next().unwrap_or(lang).to_ascii_lowercase();
        let index = self
            .locales
            .get(&key)
            .ok_or_else(|| QueryError::UnknownLang(lang.to_owned()))?;
        let hits = index.search(text, limit.clamp(1, 50));
        Ok(SearchResult {
            hits,
            took_ms: started.elapsed().as_secs_f64() * 1000.0,
        })
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
    fn build(pages: &[(&Page, &RenderedPage)], zh: bool) -> Result<Self, IndexError> {
        let mut builder = Schema::builder();
        let text = |analyzer: &str| {
            TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(analyzer)
                    .set_index_option(IndexRecordOption::WithFreqsAndPositions),
            )
        };
        let analyzer = if zh { tokenizer::ZH } else { tokenizer::EN };
        let id = builder.add_u64_field("id", NumericOptions::default().set_stored());
        let title = builder.add_text_field("title", text(analyzer));
        let section = builder.add_text_field("section", text(analyzer));
        let body = builder.add_text_field("body", text(analyzer));
        let chars = zh.then(|| builder.add_text_field("chars", text(tokenizer::ZH_CHARS)));
        let raw = (!zh).then(|| {
            (
                builder.add_text_field("title_raw", text(tokenizer::EN_RAW)),
                builder.add_text_field("body_raw", text(tokenizer::EN_RAW)),
            )
        });
        let index = Index::create_in_ram(builder.build());
        index
            .tokenizers()
            .register(tokenizer::EN, tokenizer::english());
        index
            .tokenizers()
            .register(tokenizer::ZH, tokenizer::chinese());
        index
            .tokenizers()
            .register(tokenizer::ZH_CHARS, tokenizer::chinese_chars());
        index
            .tokenizers()
            .register(tokenizer::EN_RAW, tokenizer::english_raw());
        let fields = Fields {
            id,
            title,
            section,
            body,
            chars,
            raw,
        };

        let mut docs = Vec::new();
        let mut writer = index.writer_with_num_threads(1, 15_000_000)?;
        for (page_no, (page, rendered)) in pages.iter().enumerate() {
            for s in sections::split(&rendered.html) {
                let n = docs.len() as u64;
                // The page-top section stands for the page itself: its section is the page title.
                let path = if s.anchor.is_none() {
                    page.title.clone()
                } else {
                    s.path.clone()
                };
                let mut d = doc!(id => n, title => page.title.clone(), section => path, body => s.text.clone());
                if let Some(chars) = chars {
                    d.add_text(chars, format!("{} {} {}", page.title, s.path, s.text));
                }
                if let Some((title_raw, body_raw)) = raw {
                    d.add_text(title_raw, &page.title);
                    d.add_text(body_raw, format!("{} {}", s.path, s.text));
                }
                writer.add_document(d)?;
                docs.push(Doc {
                    page: page_no,
                    route: page.route.clone(),
                    anchor: s.anchor,
                    title: page.title.clone(),
                    heading: s.heading,
                    text: s.text,
                });
            }
        }
        writer.commit()?;
        let reader = index.reader()?;
        Ok(Self {
            index,
            reader,
            fields,
            zh,
            docs,
        })
    }

    fn search(&self, text: &str, limit: usize) -> Vec<SearchHit> {
        let searcher = self.reader.searcher();
        let run = |mode| {
            let q = query::build(&self.index, self.fields, self.zh, text, mode)?;
            // Fetch extra so that the page-top boost and the per-page cap below can still fill `limit`.
            match searcher.search(
                &*q,
                &tantivy::collector::TopDocs::with_limit((limit * 4).max(CANDIDATES))
                    .order_by_score(),
            ) {
                Ok(top) => Some((q, top)),
                Err(err) => {
                    tracing::warn!("search failed: {err}");
                    None
                }
            }
        };
        // Every word first; when that finds nothing, any word.
        let Some((q, top)) = run(query::Mode::All)
            .filter(|(_, top)| !top.is_empty())
            .or_else(|| run(query::Mode::Any))
        else {
            return Vec::new();
        };
        let snippets =
            tantivy::snippet::SnippetGenerator::create(&searcher, &*q, self.fields.body).ok();
        let chars_snippets = self
            .fields
            .chars
            .and_then(|f| tantivy::snippet::SnippetGenerator::create(&searcher, &*q, f).ok());
        let mut ranked: Vec<(f32, &Doc)> = top
            .into_iter()
            .filter_map(|(score, address)| {
                let stored: TantivyDocument = searcher.doc(address).ok()?;
                let n = stored.get_first(self.fields.id).and_then(|v| v.as_u64())? as usize;
                let d = self.docs.get(n)?;
                let boost = if d.anchor.is_none() {
                    PAGE_TOP_BOOST
                } else {
                    1.0
                };
                Some((score * boost, d))
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut per_page: std::collections::HashMap<usize, usize> =
            std::collections::HashMap::new();
        ranked
            .into_iter()
            .filter_map(|(_, d)| {
                // At most two sections per page, so one long page cannot fill the whole list.
                let seen = per_page.entry(d.page).or_default();
                *seen += 1;
                if *seen > MAX_SECTIONS_PER_PAGE {
                    return None;
                }
                Some(SearchHit {
                    route: d.route.clone(),
                    anchor: d.anchor.clone(),
                    title: d.title.clone(),
                    section: d.heading.clone(),
                    snippet: snippet(&d.text, snippets.as_ref())
                        .or_else(|| snippet(&d.text, chars_snippets.as_ref()))
                        .unwrap_or_else(|| {
                            crate::render::escape::html(
                                &d.text.chars().take(140).collect::<String>(),
                            )
                        }),
                })
            })
            .take(limit)
            .collect()
    }
}

fn snippet(text: &str, generator: Option<&tantivy::snippet::SnippetGenerator>) -> Option<String> {
    let mut s = generator?.snippet(text);
    if s.is_empty() {
        return None;
    }
    s.set_snippet_prefix_postfix("<mark>", "</mark>");
    Some(s.to_html())
}
