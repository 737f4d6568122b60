//! One locale's index: tantivy's inverted index and the section documents the ranker reads. A new
//! version of the content changes it page by page (the changed pages deleted and added again, one
//! commit), so a save costs what it touches instead of indexing every page again.

use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use tantivy::schema::{
    IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions, Value, STRING,
};
use tantivy::tokenizer::TextAnalyzer;
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, TantivyDocument, Term};

use super::kept::{self, LocaleFolder, Record};
use super::section_doc::SectionDoc;
use super::{
    counted, query, rank, snippet, tokenizer, Fields, IndexError, SearchHit, SectionSource,
    CANDIDATES, QUERY_BUDGET, REMEMBERED_ANSWERS,
};

/// Changed sections (deleted plus added) above this share of the live ones: index every page
/// again, which costs about the same and leaves no deleted documents behind.
const REBUILD_CHANGED: usize = 4;

/// Deleted documents above this share of the live ones: index every page again, so term
/// statistics and memory do not drift over a long editing session.
const REBUILD_DEAD: usize = 8;

/// The memory a writer thread fills before it writes a segment. A locale of 5,000 pages fits in
/// one (at 15 MB it was 47 segments: each wrote its own term dictionary, and a search walked
/// them all, so a first start indexed 30 % slower). The memory is taken as documents arrive and
/// given back at the commit.
const WRITER_MEMORY: usize = 100_000_000;

/// Pages analyzed side by side before they are added.
const BATCH_PAGES: usize = 64;

/// Remembered answers: (query, limit) → (hits, total).
type Answers = HashMap<(String, usize), (Vec<SearchHit>, usize)>;

/// A section document behind the index, found by the stored `id`.
#[derive(Debug)]
struct Doc {
    route: String,
    anchor: Option<String>,
    title: String,
    heading: String,
    /// The heading path (the `section` field), kept to take the document's tokens back out of
    /// the term statistics when its page changes.
    path: String,
    /// Shared with the rendering (see [`crate::render::Section`]).
    text: Arc<str>,
    code: Arc<str>,
    /// What the ranker matches against (see [`rank::Candidate`]).
    /// Shared by the sections of a page.
    title_terms: Arc<rank::Terms>,
    heading_terms: rank::Terms,
    lead_terms: rank::Terms,
    /// Shared by the sections of a page.
    context_terms: Arc<rank::Terms>,
    heading_lower: String,
    folder_index: bool,
}

/// The documents of one page: what they were made from, and their ids (added together).
#[derive(Debug, Clone)]
struct PageDocs {
    key: u64,
    ids: Range<usize>,
}

/// What one commit of the index holds, beside tantivy's own segments.
#[derive(Debug, Clone, Default)]
struct Contents {
    /// By id. A deleted document leaves `None` (tantivy never returns it), so ids never move.
    docs: Vec<Option<Arc<Doc>>>,
    /// By route.
    pages: HashMap<String, PageDocs>,
    rarity: rank::Rarity,
    /// Deleted documents still in `docs`.
    dead: usize,
}

impl Contents {
    fn live(&self) -> usize {
        self.docs.len() - self.dead
    }
}

/// The tantivy index the versions of a locale share.
struct Core {
    index: Index,
    /// Reloaded by hand after each commit: a version keeps the searcher of its own commit.
    reader: IndexReader,
    fields: Fields,
    /// CJK bigram analyzer (else English words), from the locale's `analyzer`.
    cjk: bool,
    /// What the last commit holds. Held while writing: one writer at a time, and a version that
    /// was given up before committing leaves nothing behind.
    committed: Mutex<Arc<Contents>>,
    /// Where the index is kept between starts (`None`: in memory only).
    kept: Option<Kept>,
}

/// The generation of the cache folder an index is written in.
struct Kept {
    dir: PathBuf,
    locale: LocaleFolder,
}

/// One version of a locale's index: the searcher and documents of one commit.
pub(super) struct LocaleIndex {
    core: Arc<Core>,
    searcher: Searcher,
    contents: Arc<Contents>,
    /// [`REMEMBERED_ANSWERS`]; a new version starts with none.
    answers: Mutex<Answers>,
}

impl std::fmt::Debug for LocaleIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LocaleIndex")
            .field("docs", &self.contents.live())
            .field("cjk", &self.core.cjk)
            .finish()
    }
}

impl LocaleIndex {
    /// Index every section, in memory.
    pub(super) fn build(
        sections: &[SectionSource],
        cjk: bool,
        stop: &AtomicBool,
    ) -> Result<Self, IndexError> {
        Self::build_in(sections, cjk, stop, None)
    }

    /// The index `folder` kept, brought up to `sections` (pages changed while no server ran
    /// deleted and added again), else every section indexed afresh (in a new generation of
    /// `folder`, when there is one).
    pub(super) fn open_or_build(
        sections: &[SectionSource],
        cjk: bool,
        stop: &AtomicBool,
        folder: Option<&LocaleFolder>,
    ) -> Result<Arc<Self>, IndexError> {
        match folder.and_then(|f| Self::open(f, sections, cjk)) {
            Some((opened, 0)) => Ok(Arc::new(opened)),
            Some((opened, _)) => Arc::new(opened).update(sections, stop),
            None => Self::build_in(sections, cjk, stop, folder).map(Arc::new),
        }
    }

    /// Index every section, kept in a new generation of `folder` when there is one.
    fn build_in(
        sections: &[SectionSource],
        cjk: bool,
        stop: &AtomicBool,
        folder: Option<&LocaleFolder>,
    ) -> Result<Self, IndexError> {
        let core = Arc::new(Core::new(cjk, folder)?);
        let mut contents = Contents::default();
        // One writer thread: two split the documents between segments by timing, and segments
        // order tied scores (typo matches score alike), so the same content could rank
        // differently from one start to the next. The analysis still runs on every core.
        let mut adding = Adding::new(&core, 1, false)?;
        // The segments of a first build are left as they are: merging them would hold the first
        // search back by seconds, and an update merges small segments as they pile up.
        adding
            .writer
            .set_merge_policy(Box::new(tantivy::indexer::NoMergePolicy));
        let started = Instant::now();
        adding.pages(&mut contents, by_page(sections), stop)?;
        let added = started.elapsed();
        let opstamp = adding.writer.commit()?;
        drop(adding);
        let committed = started.elapsed();
        core.reader.reload()?;
        contents.rarity = counted::rarity(&core.reader.searcher(), core.fields.counted())?;
        tracing::debug!(
            sections = sections.len(),
            cjk,
            added_millis = added.as_millis() as u64,
            committed_millis = committed.as_millis() as u64,
            millis = started.elapsed().as_millis() as u64,
            "search index made"
        );
        core.keep(&contents, opstamp);
        if let Some(kept) = &core.kept {
            kept.locale.forget_before(&kept.dir);
        }
        Self::committed(core, contents)
    }

    /// The index `folder` kept, with the number of its pages that `sections` changed, added or
    /// removed (an [`Self::update`] brings it up to date). Only what the ranker reads of each
    /// section is made again, not the index. The term statistics are those kept, unless pages
    /// changed: their old text is gone, so their documents are deleted here and the statistics
    /// counted from the postings of the pages left ([`counted`]; the update adds the others').
    /// `None` when nothing usable is kept, or when so much changed that indexing afresh costs
    /// less.
    fn open(folder: &LocaleFolder, sections: &[SectionSource], cjk: bool) -> Option<(Self, usize)> {
        let started = Instant::now();
        let (core, record) = Core::open(folder, cjk)?;
        let pages: Vec<&[SectionSource]> = by_page(sections).collect();
        let recorded = kept::pages_by_route(record.pages);
        let keys = crate::parallel::map(&pages, |p| page_key(p));
        let same: Vec<&[SectionSource]> = pages
            .iter()
            .zip(&keys)
            .filter(|(p, key)| {
                recorded
                    .get(&p[0].route)
                    .is_some_and(|&(kept, start, end)| {
                        kept == **key
                            && end.checked_sub(start) == Some(p.len())
                            && end <= record.ids
                    })
            })
            .map(|(p, _)| *p)
            .collect();
        let stale = pages.len() - same.len() + recorded.len() - same.len();
        if stale * REBUILD_CHANGED > pages.len() {
            return None;
        }
        let made = crate::parallel::map(&same, |p| page_docs(cjk, p));
        let mut contents = Contents {
            docs: vec![None; record.ids],
            pages: recorded
                .into_iter()
                .map(|(route, (key, start, end))| {
                    (
                        route,
                        PageDocs {
                            key,
                            ids: start..end,
                        },
                    )
                })
                .collect(),
            rarity: record.rarity,
            dead: record.dead,
        };
        for (page, docs) in same.iter().zip(made) {
            let ids = contents.pages[&page[0].route].ids.clone();
            for (slot, doc) in contents.docs[ids].iter_mut().zip(docs) {
                *slot = Some(Arc::new(doc));
            }
        }
        let core = Arc::new(core);
        if stale > 0 {
            let kept: HashSet<&str> = same.iter().map(|p| p[0].route.as_str()).collect();
            Self::forget_changed(&core, &mut contents, &kept)
                .map_err(|err| tracing::warn!("kept search index not brought up to date: {err}"))
                .ok()?;
        }
        let opened = Self::committed(core, contents).ok()?;
        tracing::debug!(
            sections = sections.len(),
            stale,
            millis = started.elapsed().as_millis() as u64,
            "search index opened"
        );
        Some((opened, stale))
    }

    /// Delete the documents of every page but the `kept` ones (their text changed or is gone) in
    /// one commit, and count the term statistics of what is left from its postings.
    fn forget_changed(
        core: &Core,
        contents: &mut Contents,
        kept: &HashSet<&str>,
    ) -> Result<(), IndexError> {
        let mut adding = Adding::new(core, 1, false)?;
        contents.pages.retain(|route, page| {
            let keep = kept.contains(route.as_str());
            if !keep {
                adding
                    .writer
                    .delete_term(Term::from_field_text(core.fields.route, route));
                contents.dead += page.ids.len();
            }
            keep
        });
        let opstamp = adding.writer.commit()?;
        drop(adding);
        core.reader.reload()?;
        contents.rarity = counted::rarity(&core.reader.searcher(), core.fields.counted())?;
        core.keep(contents, opstamp);
        Ok(())
    }

    /// This locale's index for `sections`: itself when nothing changed, else the pages that
    /// changed deleted and added again in one commit (every page indexed again when most did).
    pub(super) fn update(
        self: &Arc<Self>,
        sections: &[SectionSource],
        stop: &AtomicBool,
    ) -> Result<Arc<Self>, IndexError> {
        let core = &self.core;
        let committed = core
            .committed
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        // The last commit, not necessarily this version's: a version given up after committing
        // must not leave documents the next one does not know of.
        let base = Arc::clone(&committed);
        let pages: Vec<(&[SectionSource], u64)> =
            by_page(sections).map(|p| (p, page_key(p))).collect();
        let wanted: HashMap<&str, u64> = pages
            .iter()
            .map(|(p, key)| (p[0].route.as_str(), *key))
            .collect();
        let gone: Vec<&String> = base
            .pages
            .iter()
            .filter(|&(route, docs)| wanted.get(String::as_str(route)) != Some(&docs.key))
            .map(|(route, _)| route)
            .collect();
        let new: Vec<&[SectionSource]> = pages
            .iter()
            .filter(|(p, key)| base.pages.get(&p[0].route).map(|d| d.key) != Some(*key))
            .map(|(p, _)| *p)
            .collect();
        if gone.is_empty() && new.is_empty() {
            if Arc::ptr_eq(&base, &self.contents) {
                return Ok(Arc::clone(self));
            }
            return Ok(Arc::new(Self::at(core, base)));
        }
        let removed: usize = gone.iter().map(|r| base.pages[*r].ids.len()).sum();
        let added: usize = new.iter().map(|p| p.len()).sum();
        let live_after = base.live() - removed + added;
        if (removed + added) * REBUILD_CHANGED > base.live()
            || (base.dead + removed) * REBUILD_DEAD > live_after
        {
            drop(committed);
            let folder = core.kept.as_ref().map(|k| &k.locale);
            return Self::build_in(sections, core.cjk, stop, folder).map(Arc::new);
        }
        let started = Instant::now();
        let mut contents = (*base).clone();
        let mut adding = Adding::new(core, 1, true)?;
        for route in gone {
            adding
                .writer
                .delete_term(Term::from_field_text(core.fields.route, route));
            let Some(page) = contents.pages.remove(route) else {
                continue;
            };
            for doc in contents.docs[page.ids.clone()]
                .iter_mut()
                .filter_map(Option::take)
            {
                let tokens = rarity_tokens(
                    &mut adding.terms,
                    &doc.title,
                    &doc.path,
                    &doc.text,
                    &doc.code,
                );
                contents.rarity.remove_document(tokens);
            }
            contents.dead += page.ids.len();
        }
        adding.pages(&mut contents, new.into_iter(), stop)?;
        let opstamp = adding.writer.commit()?;
        // Small segments merge as they pile up; waiting here keeps that off the readers' path.
        adding.writer.wait_merging_threads()?;
        core.keep(&contents, opstamp);
        core.reader.reload()?;
        tracing::debug!(
            removed,
            added,
            millis = started.elapsed().as_millis() as u64,
            "search index updated"
        );
        let mut committed = committed;
        let contents = Arc::new(contents);
        *committed = Arc::clone(&contents);
        Ok(Arc::new(Self::at(core, contents)))
    }

    /// The version of a fresh commit.
    fn committed(core: Arc<Core>, contents: Contents) -> Result<Self, IndexError> {
        core.reader.reload()?;
        let contents = Arc::new(contents);
        *core
            .committed
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Arc::clone(&contents);
        Ok(Self::at(&core, contents))
    }

    /// The version of the last commit (`contents`).
    fn at(core: &Arc<Core>, contents: Arc<Contents>) -> Self {
        Self {
            core: Arc::clone(core),
            searcher: core.reader.searcher(),
            contents,
            answers: Mutex::default(),
        }
    }

    pub(super) fn cjk(&self) -> bool {
        self.core.cjk
    }

    /// Sections a search can find.
    pub(super) fn len(&self) -> usize {
        self.contents.live()
    }

    /// [`Self::search`], answered from memory when the same query was asked before.
    pub(super) fn search_remembering(&self, text: &str, limit: usize) -> (Vec<SearchHit>, usize) {
        let key = (text.to_owned(), limit);
        let answers = || self.answers.lock().unwrap_or_else(PoisonError::into_inner);
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

    /// The best `limit` hits and the number of sections the query matched.
    fn search(&self, text: &str, limit: usize) -> (Vec<SearchHit>, usize) {
        let searcher = &self.searcher;
        let Core { fields, cjk, .. } = *self.core;
        let rarity = &self.contents.rarity;
        let run = |mode| {
            let q = query::build(searcher, fields, cjk, text, mode, rarity)?;
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
        let Some(mut analyzer) = self.core.index.tokenizers().get(analyzer_name(cjk)) else {
            return (Vec::new(), 0);
        };
        let mut words = rank::QueryWords::analyze(text, &mut analyzer);
        words.forget_typos(|w| query::written(searcher, fields, w));
        let found: Vec<(f32, &Doc)> = top
            .into_iter()
            .filter_map(|(score, address)| {
                let stored: TantivyDocument = searcher.doc(address).ok()?;
                let n = stored.get_first(fields.id).and_then(|v| v.as_u64())? as usize;
                Some((score, self.contents.docs.get(n)?.as_deref()?))
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
        let scores = rank::score(&words, rarity, &candidates);
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

impl Core {
    /// An empty index, in a new generation of `folder` when there is one (else, or when that
    /// cannot be made, in memory).
    fn new(cjk: bool, folder: Option<&LocaleFolder>) -> Result<Self, IndexError> {
        let (schema, fields) = schema(cjk);
        let in_folder = folder.and_then(|locale| {
            let made = locale
                .next()
                .map_err(tantivy::TantivyError::from)
                .and_then(|dir| {
                    let index = Index::create_in_dir(&dir, schema.clone())?;
                    Ok((index, dir))
                });
            made.map_err(|err| tracing::warn!("search index kept in memory only: {err}"))
                .ok()
                .map(|(index, dir)| {
                    let kept = Kept {
                        dir,
                        locale: locale.clone(),
                    };
                    (index, kept)
                })
        });
        match in_folder {
            Some((index, kept)) => Self::around(index, fields, cjk, Some(kept)),
            None => Self::around(Index::create_in_ram(schema), fields, cjk, None),
        }
    }

    /// The newest generation `folder` keeps, if its files are those of its record's commit.
    fn open(folder: &LocaleFolder, cjk: bool) -> Option<(Self, kept::ReadRecord)> {
        let (dir, record) = folder.latest(cjk)?;
        let index = Index::open_in_dir(&dir).ok()?;
        let (schema, fields) = schema(cjk);
        if index.schema() != schema || index.load_metas().ok()?.opstamp != record.opstamp {
            return None;
        }
        let kept = Kept {
            dir,
            locale: folder.clone(),
        };
        let core = Self::around(index, fields, cjk, Some(kept)).ok()?;
        Some((core, record))
    }

    /// The core of `index`: its analyzers registered, a reader made.
    fn around(
        index: Index,
        fields: Fields,
        cjk: bool,
        kept: Option<Kept>,
    ) -> Result<Self, IndexError> {
        let tokenizers = index.tokenizers();
        tokenizers.register(tokenizer::EN, tokenizer::english());
        tokenizers.register(tokenizer::CJK, tokenizer::cjk_bigrams());
        tokenizers.register(tokenizer::CJK_CHARS, tokenizer::cjk_chars());
        tokenizers.register(tokenizer::EN_RAW, tokenizer::typo_terms());
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        Ok(Self {
            index,
            reader,
            fields,
            cjk,
            committed: Mutex::default(),
            kept,
        })
    }

    /// Write the record of a commit of a kept index (what `contents` holds).
    fn keep(&self, contents: &Contents, opstamp: u64) {
        let Some(kept) = &self.kept else {
            return;
        };
        let pages = contents
            .pages
            .iter()
            .map(|(route, p)| (route.as_str(), p.key, p.ids.start, p.ids.end))
            .collect();
        let record = Record::new(
            self.cjk,
            opstamp,
            contents.docs.len(),
            contents.dead,
            pages,
            &contents.rarity,
        );
        kept::write_record(&kept.dir, &record);
    }
}

/// The schema of a locale's index and its fields.
fn schema(cjk: bool) -> (Schema, Fields) {
    let mut builder = Schema::builder();
    let indexed = |analyzer: &str, record| {
        TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(analyzer)
                .set_index_option(record),
        )
    };
    // Phrases (several tokens of one word) need positions; the fields only ever asked for
    // one term (single characters, words with a typo) do not, and they hold a section's whole
    // text again: without positions a big site indexes faster.
    let text = |analyzer: &str| indexed(analyzer, IndexRecordOption::WithFreqsAndPositions);
    let terms = |analyzer: &str| indexed(analyzer, IndexRecordOption::WithFreqs);
    let analyzer = analyzer_name(cjk);
    let fields = Fields {
        id: builder.add_u64_field("id", NumericOptions::default().set_stored()),
        route: builder.add_text_field("route", STRING),
        title: builder.add_text_field("title", text(analyzer)),
        section: builder.add_text_field("section", text(analyzer)),
        body: builder.add_text_field("body", text(analyzer)),
        code: builder.add_text_field("code", text(analyzer)),
        context: builder.add_text_field("context", text(analyzer)),
        chars: cjk.then(|| builder.add_text_field("chars", terms(tokenizer::CJK_CHARS))),
        raw: (
            builder.add_text_field("title_raw", terms(tokenizer::EN_RAW)),
            builder.add_text_field("body_raw", terms(tokenizer::EN_RAW)),
        ),
    };
    (builder.build(), fields)
}

/// One page's documents, analyzed and ready to add (made side by side, added in order).
struct PreparedPage {
    route: String,
    key: u64,
    /// The tantivy document (all but its id), the section, and its tokens for the statistics.
    sections: Vec<(SectionDoc, Doc, Vec<String>)>,
}

/// What the ranker reads of one page's sections (they share its title and folders).
fn page_docs(cjk: bool, sections: &[SectionSource]) -> Vec<Doc> {
    let Some(first) = sections.first() else {
        return Vec::new();
    };
    let mut terms = analyzer(cjk);
    let title_terms = Arc::new(rank::Terms::of(&mut terms, &first.title));
    let context_terms = Arc::new(rank::Terms::of(&mut terms, &first.context));
    sections
        .iter()
        .map(|s| Doc {
            title_terms: Arc::clone(&title_terms),
            heading_terms: rank::Terms::of(&mut terms, &s.path),
            context_terms: Arc::clone(&context_terms),
            lead_terms: if s.anchor.is_none() {
                rank::Terms::of(&mut terms, rank::lead(&s.text))
            } else {
                rank::Terms::default()
            },
            heading_lower: s.path.to_lowercase(),
            folder_index: s.route.ends_with('/'),
            route: s.route.clone(),
            anchor: s.anchor.clone(),
            title: s.title.clone(),
            heading: s.heading.clone(),
            path: s.path.clone(),
            text: s.text.clone(),
            code: s.code.clone(),
        })
        .collect()
}

/// Analyze one page's sections: its tantivy documents, ranker documents and, when `counts`, the
/// tokens each counts for in the term statistics.
fn prepare(
    fields: Fields,
    cjk: bool,
    counts: bool,
    sections: &[SectionSource],
) -> Option<PreparedPage> {
    let first = sections.first()?;
    let mut terms = analyzer(cjk);
    let analyzed = sections
        .iter()
        .zip(page_docs(cjk, sections))
        .map(|(s, doc)| {
            let d = SectionDoc::new(fields, s);
            let tokens = if counts {
                rarity_tokens(&mut terms, &s.title, &s.path, &s.text, &s.code)
            } else {
                Vec::new()
            };
            (d, doc, tokens)
        })
        .collect();
    Some(PreparedPage {
        route: first.route.clone(),
        key: page_key(sections),
        sections: analyzed,
    })
}

/// A writer adding pages' sections to a core.
struct Adding<'a> {
    core: &'a Core,
    writer: IndexWriter<SectionDoc>,
    /// The locale's analyzer, for taking deleted sections' tokens out of the statistics.
    terms: TextAnalyzer,
    /// Whether added sections are counted into the statistics as they are added (an update).
    /// An index made afresh counts them from its postings after the commit ([`counted`]).
    counts: bool,
}

impl<'a> Adding<'a> {
    fn new(core: &'a Core, threads: usize, counts: bool) -> Result<Self, IndexError> {
        Ok(Self {
            core,
            writer: core
                .index
                .writer_with_num_threads(threads, threads * WRITER_MEMORY)?,
            terms: analyzer(core.cjk),
            counts,
        })
    }

    /// Add one analyzed page, its documents numbered after those `contents` holds.
    fn add(&mut self, contents: &mut Contents, page: PreparedPage) -> Result<(), IndexError> {
        let start = contents.docs.len();
        for (mut d, doc, tokens) in page.sections {
            d.number(contents.docs.len() as u64);
            self.writer.add_document(d)?;
            if self.counts {
                contents.rarity.add_document(tokens);
            }
            contents.docs.push(Some(Arc::new(doc)));
        }
        contents.pages.insert(
            page.route,
            PageDocs {
                key: page.key,
                ids: start..contents.docs.len(),
            },
        );
        Ok(())
    }

    /// Analyze and add pages: side by side in batches (a big site's analysis is most of what
    /// indexing costs, and a batch bounds what waits in memory), added in order.
    fn pages<'s>(
        &mut self,
        contents: &mut Contents,
        pages: impl Iterator<Item = &'s [SectionSource]>,
        stop: &AtomicBool,
    ) -> Result<(), IndexError> {
        let (fields, cjk, counts) = (self.core.fields, self.core.cjk, self.counts);
        let pages: Vec<&[SectionSource]> = pages.collect();
        for batch in pages.chunks(BATCH_PAGES) {
            if stop.load(Ordering::Relaxed) {
                return Err(IndexError::Stopped);
            }
            for page in crate::parallel::map(batch, |p| prepare(fields, cjk, counts, p))
                .into_iter()
                .flatten()
            {
                self.add(contents, page)?;
            }
        }
        Ok(())
    }
}

/// The locale's analyzer (what [`analyzer_name`] names).
fn analyzer(cjk: bool) -> TextAnalyzer {
    if cjk {
        tokenizer::cjk_bigrams()
    } else {
        tokenizer::english()
    }
}

fn analyzer_name(cjk: bool) -> &'static str {
    if cjk {
        tokenizer::CJK
    } else {
        tokenizer::EN
    }
}

/// The distinct tokens a section counts for in the term statistics, sorted where the analysis
/// runs side by side (the statistics are counted one page at a time).
fn rarity_tokens(
    analyzer: &mut TextAnalyzer,
    title: &str,
    path: &str,
    text: &str,
    code: &str,
) -> Vec<String> {
    rank::distinct(rank::tokens(
        analyzer,
        &format!("{title} {path} {text}\n{code}"),
    ))
}

/// The sections of each page (a page's sections follow each other).
fn by_page(sections: &[SectionSource]) -> impl Iterator<Item = &[SectionSource]> {
    sections.chunk_by(|a, b| a.route == b.route)
}

/// What a page's documents are made from. Not its place among the pages: a page added before it
/// does not make it change.
fn page_key(sections: &[SectionSource]) -> u64 {
    let parts: Vec<_> = sections
        .iter()
        .map(|s| {
            (
                &s.route, &s.anchor, &s.title, &s.heading, &s.path, &s.text, &s.code, &s.context,
            )
        })
        .collect();
    crate::fingerprint::of(&parts)
}

/// Sections in result order: each page's best section first, pages by their best score, then
/// second sections of the same pages (the dialog groups them under their page); one long page
/// cannot fill the list.
fn group_by_page(ranked: Vec<(f32, &Doc)>, limit: usize) -> Vec<&Doc> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    let mut firsts = Vec::new();
    let mut seconds = Vec::new();
    for (_, d) in ranked {
        let count = seen.entry(d.route.as_str()).or_default();
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

    /// A page of two sections; every word of a page is its own (`w<n>`), plus what `extra` says.
    fn page(n: usize, extra: &str) -> Vec<SectionSource> {
        let route = format!("/guide/p{n}.html");
        let top = SectionSource {
            page: n,
            route: route.clone(),
            anchor: None,
            title: format!("Page w{n}"),
            heading: String::new(),
            path: format!("Page w{n}"),
            text: format!("An introduction about w{n} {extra}").into(),
            code: "".into(),
            context: "Guide".into(),
        };
        let part = SectionSource {
            anchor: Some("usage".into()),
            heading: "Usage".into(),
            path: format!("Page w{n} Usage"),
            text: format!("How w{n} is used, with w{n}x").into(),
            ..top.clone()
        };
        vec![top, part]
    }

    fn site(pages: impl IntoIterator<Item = (usize, &'static str)>) -> Vec<SectionSource> {
        pages
            .into_iter()
            .flat_map(|(n, extra)| page(n, extra))
            .collect()
    }

    /// Per query: the sections found (route and anchor, sorted) and how many matched.
    type Found = (Vec<(String, Option<String>)>, usize);

    fn answers(index: &LocaleIndex, queries: &[&str]) -> Vec<Found> {
        queries
            .iter()
            .map(|q| {
                let (hits, total) = index.search(q, 50);
                let mut found: Vec<_> = hits.into_iter().map(|h| (h.route, h.anchor)).collect();
                found.sort();
                (found, total)
            })
            .collect()
    }

    /// The statistics as analyzing every section counts them.
    fn analyzed(sections: &[SectionSource], cjk: bool) -> rank::Rarity {
        let mut rarity = rank::Rarity::default();
        let mut terms = analyzer(cjk);
        for s in sections {
            rarity.add_document(rarity_tokens(
                &mut terms, &s.title, &s.path, &s.text, &s.code,
            ));
        }
        rarity
    }

    #[test]
    fn term_statistics_read_from_postings_are_those_of_the_analysis() {
        let stop = AtomicBool::new(false);
        // Words in one field, in several fields of a section, and in several sections; code;
        // Chinese bigrams and single characters beside Latin words.
        let mut sections = site((0..30).map(|n| (n, if n % 3 == 0 { "w1 Usage" } else { "" })));
        for s in sections.iter_mut().step_by(4) {
            s.code = "docker run -p 5244:5244 usage".into();
            s.text = format!("{} 百度网盘 安装 盘 Docker版", s.text).into();
        }
        for cjk in [false, true] {
            let index = Arc::new(LocaleIndex::build(&sections, cjk, &stop).unwrap());
            assert_eq!(
                index.contents.rarity,
                analyzed(&sections, cjk),
                "cjk: {cjk}"
            );
            // An update counts what it adds and takes back what it deletes by analysis; the two
            // ways agree.
            let mut after = sections.clone();
            after.retain(|s| s.route != "/guide/p4.html");
            after.extend(page(31, "w2 安装"));
            let changed = index.update(&after, &stop).unwrap();
            assert!(Arc::ptr_eq(&index.core, &changed.core), "changed in place");
            assert_eq!(changed.contents.rarity, analyzed(&after, cjk), "cjk: {cjk}");
        }
    }

    #[test]
    fn an_index_changed_page_by_page_answers_as_one_made_afresh() {
        let stop = AtomicBool::new(false);
        let before = site((0..40).map(|n| (n, "")));
        let first = Arc::new(LocaleIndex::build(&before, false, &stop).unwrap());
        assert!(
            Arc::ptr_eq(&first, &first.update(&before, &stop).unwrap()),
            "nothing changed"
        );

        // A body edit (page 3), a page gone (page 7), a page added (page 40), a page's folders
        // renamed (page 9).
        let mut after = site(
            (0..40)
                .filter(|n| *n != 7)
                .map(|n| (n, if n == 3 { "quokkas" } else { "" })),
        );
        after.extend(page(40, "quokkas"));
        for s in after.iter_mut().filter(|s| s.route == "/guide/p9.html") {
            s.context = "Wombats".into();
        }
        let changed = first.update(&after, &stop).unwrap();
        assert!(
            Arc::ptr_eq(&first.core, &changed.core),
            "changed in place, not built again"
        );
        let fresh = LocaleIndex::build(&after, false, &stop).unwrap();
        let queries = [
            "quokkas",
            "w7",
            "w3",
            "wombats",
            "w40x",
            "usage",
            "introduction w9",
        ];
        assert_eq!(answers(&changed, &queries), answers(&fresh, &queries));
        assert_eq!(changed.len(), fresh.len());
        // The old version still answers from its own commit.
        assert_eq!(first.search("w7", 5).0[0].route, "/guide/p7.html");

        // A version given up after its commit (here: an older one updated again) is no base: the
        // next update starts from what the index holds.
        let again = site((0..40).map(|n| (n, if n == 12 { "numbats" } else { "" })));
        let from_old = first.update(&again, &stop).unwrap();
        let fresh = LocaleIndex::build(&again, false, &stop).unwrap();
        let queries = ["quokkas", "numbats", "w7", "w40", "wombats", "usage"];
        assert_eq!(answers(&from_old, &queries), answers(&fresh, &queries));
    }

    #[test]
    fn a_kept_index_opens_again_for_the_same_pages_only() {
        let stop = AtomicBool::new(false);
        let root = std::env::temp_dir().join(format!("docs-kept-index-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let folder = LocaleFolder(root.clone());
        let kept_in = |index: &LocaleIndex| index.core.kept.as_ref().map(|k| k.dir.clone());
        let queries = ["quokkas", "w7", "w3", "usage", "introduction w9"];

        let before = site((0..40).map(|n| (n, "")));
        let first = LocaleIndex::open_or_build(&before, false, &stop, Some(&folder)).unwrap();
        assert_eq!(kept_in(&first), Some(root.join("g0")));
        let opened =
            Arc::new(LocaleIndex::open_or_build(&before, false, &stop, Some(&folder)).unwrap());
        assert_eq!(
            kept_in(&opened),
            Some(root.join("g0")),
            "opened, not made again"
        );
        let fresh = LocaleIndex::build(&before, false, &stop).unwrap();
        assert_eq!(answers(&opened, &queries), answers(&fresh, &queries));

        // An update in place is kept too: its deleted documents stay deleted.
        let edited = site((0..40).map(|n| (n, if n == 3 { "quokkas" } else { "" })));
        let updated = opened.update(&edited, &stop).unwrap();
        assert!(Arc::ptr_eq(&opened.core, &updated.core), "updated in place");
        drop((first, opened, updated));
        let reopened = LocaleIndex::open_or_build(&edited, false, &stop, Some(&folder)).unwrap();
        assert_eq!(kept_in(&reopened), Some(root.join("g0")));
        assert_eq!(reopened.contents.dead, 2);
        let fresh = LocaleIndex::build(&edited, false, &stop).unwrap();
        assert_eq!(answers(&reopened, &queries), answers(&fresh, &queries));

        // A page edited and one removed while no server ran: deleted and added again, with the
        // term statistics counted again (the old text is gone).
        drop(reopened);
        let offline = site(
            (0..40)
                .filter(|n| *n != 9)
                .map(|n| (n, if n == 7 { "numbats" } else { "" })),
        );
        let brought = LocaleIndex::open_or_build(&offline, false, &stop, Some(&folder)).unwrap();
        assert_eq!(kept_in(&brought), Some(root.join("g0")));
        let fresh = LocaleIndex::build(&offline, false, &stop).unwrap();
        let queries = ["numbats", "w7", "w9", "quokkas", "usage", "introduction w3"];
        assert_eq!(answers(&brought, &queries), answers(&fresh, &queries));
        assert_eq!(brought.contents.rarity, fresh.contents.rarity);

        // Most pages changed: made afresh, and the old generation forgotten.
        drop(brought);
        let most = site((0..40).map(|n| (n, if n % 3 == 0 { "" } else { "bilbies" })));
        let made = LocaleIndex::open_or_build(&most, false, &stop, Some(&folder)).unwrap();
        assert_eq!(kept_in(&made), Some(root.join("g1")));
        assert!(!root.join("g0").exists());
        // So is a record that does not describe tantivy's last commit.
        drop(made);
        let record = root.join("g1/docs-record.json");
        let text = std::fs::read_to_string(&record).unwrap();
        let tampered = text.replacen("\"opstamp\":", "\"opstamp\":1", 1);
        std::fs::write(&record, tampered).unwrap();
        let again = LocaleIndex::open_or_build(&most, false, &stop, Some(&folder)).unwrap();
        assert_eq!(kept_in(&again), Some(root.join("g2")));
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn most_pages_changed_or_many_deleted_documents_index_every_page_again() {
        let stop = AtomicBool::new(false);
        let before = site((0..40).map(|n| (n, "")));
        let first = Arc::new(LocaleIndex::build(&before, false, &stop).unwrap());
        let most = site((0..40).map(|n| (n, if n % 2 == 0 { "edited" } else { "" })));
        let rebuilt = first.update(&most, &stop).unwrap();
        assert!(!Arc::ptr_eq(&first.core, &rebuilt.core));
        assert_eq!(rebuilt.contents.dead, 0);
        // Edit after edit, deleted documents pile up until the index is made afresh.
        let mut index = rebuilt;
        let mut cores = 1;
        for edit in 0..12 {
            let next = site((0..40).map(|n| (n, if n == edit { "edited again" } else { "" })));
            let updated = index.update(&next, &stop).unwrap();
            cores += usize::from(!Arc::ptr_eq(&index.core, &updated.core));
            index = updated;
            assert!(index.contents.dead * REBUILD_DEAD <= index.len());
        }
        assert!(
            cores > 1,
            "made afresh once the deleted documents passed the share"
        );
    }
}
