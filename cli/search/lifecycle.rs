//! One locale's index over its life: made afresh, opened from the cache folder, changed page by page
//! as the content changes (the changed pages deleted and added again, one commit), so a save costs
//! what it touches instead of indexing every page again; made afresh again when most pages changed
//! or deleted sections pile up. Each commit's contents ([`super::contents`]) and term statistics
//! ([`super::statistics`]) are made here; answering queries is [`super::searcher`]'s.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use tantivy::schema::{
    IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions, STRING,
};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, Term};

use super::contents::{page_docs, Contents, Doc, PageDocs};
use super::kept::{self, LocaleFolder, Record};
use super::section_doc::SectionDoc;
use super::{statistics, tokenizer, Answers, Fields, IndexError, SectionSource};
use crate::fingerprint::{self, Fingerprint};

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

/// The tantivy index the versions of a locale share.
pub(super) struct Core {
    pub(super) index: Index,
    /// Reloaded by hand after each commit: a version keeps the searcher of its own commit.
    reader: IndexReader,
    pub(super) fields: Fields,
    /// CJK bigram analyzer (else English words), from the locale's `analyzer`.
    pub(super) cjk: bool,
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
    pub(super) core: Arc<Core>,
    pub(super) searcher: Searcher,
    pub(super) contents: Arc<Contents>,
    /// [`super::REMEMBERED_ANSWERS`]; a new version starts with none.
    pub(super) answers: Mutex<Answers>,
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
        let mut adding = Adding::new(&core, 1)?;
        // The segments of a first build are left as they are: merging them would hold the first
        // search back by seconds, and an update merges small segments as they pile up.
        adding
            .writer
            .set_merge_policy(Box::new(tantivy::indexer::NoMergePolicy));
        let started = Instant::now();
        adding.pages(&mut contents, by_page(sections), Counting::Postings, stop)?;
        let added = started.elapsed();
        let opstamp = adding.writer.commit()?;
        drop(adding);
        let committed = started.elapsed();
        core.reload_and_count(&mut contents)?;
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
        Ok(Self::committed(core, contents))
    }

    /// The index `folder` kept, with the number of its pages that `sections` changed, added or
    /// removed (an [`Self::update`] brings it up to date). Only what the ranker reads of each
    /// section is made again, not the index. The term statistics are those kept, unless pages
    /// changed: their documents are deleted here and the statistics counted again from the
    /// postings of the pages left (the update that adds the changed pages counts once more).
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
        let opened = Self::committed(core, contents);
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
        let mut adding = Adding::new(core, 1)?;
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
        core.reload_and_count(contents)?;
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
        let mut adding = Adding::new(core, 1)?;
        let mut terms = tokenizer::for_locale(core.cjk);
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
                let tokens = statistics::section_tokens(
                    &mut terms, &doc.title, &doc.path, &doc.text, &doc.code,
                );
                contents.rarity.remove_section(tokens);
            }
            contents.dead += page.ids.len();
        }
        adding.pages(&mut contents, new.into_iter(), Counting::Sections, stop)?;
        let opstamp = adding.writer.commit()?;
        // Small segments merge as they pile up; waiting here keeps that off the readers' path.
        adding.writer.wait_merging_threads()?;
        core.reader.reload()?;
        core.keep(&contents, opstamp);
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

    /// The version of a fresh commit (the reader shows it already).
    fn committed(core: Arc<Core>, contents: Contents) -> Self {
        let contents = Arc::new(contents);
        *core
            .committed
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Arc::clone(&contents);
        Self::at(&core, contents)
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

    /// Show readers the last commit, and count its term statistics into `contents` from its
    /// postings ([`statistics::count`]).
    fn reload_and_count(&self, contents: &mut Contents) -> Result<(), IndexError> {
        self.reader.reload()?;
        contents.rarity = statistics::count(&self.reader.searcher(), self.fields.counted())?;
        Ok(())
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
    let analyzer = tokenizer::name_for(cjk);
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
    /// The tantivy document (all but its id), the section, and its [`statistics::section_tokens`]
    /// when it is counted as it is added.
    sections: Vec<(SectionDoc, Doc, Option<Vec<String>>)>,
}

/// How the term statistics of added sections are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Counting {
    /// From the postings after the commit (an index made afresh).
    Postings,
    /// Each section as it is added (an update in place).
    Sections,
}

/// Analyze one page's sections: its tantivy documents, ranker documents and, when counted as
/// they are added, their tokens for the statistics.
fn prepare(
    fields: Fields,
    cjk: bool,
    counting: Counting,
    sections: &[SectionSource],
) -> Option<PreparedPage> {
    let first = sections.first()?;
    let mut terms = tokenizer::for_locale(cjk);
    let analyzed = sections
        .iter()
        .zip(page_docs(cjk, sections))
        .map(|(s, doc)| {
            let tokens = (counting == Counting::Sections).then(|| {
                statistics::section_tokens(&mut terms, &s.title, &s.path, &s.text, &s.code)
            });
            (SectionDoc::new(fields, s), doc, tokens)
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
}

impl<'a> Adding<'a> {
    fn new(core: &'a Core, threads: usize) -> Result<Self, IndexError> {
        Ok(Self {
            core,
            writer: core
                .index
                .writer_with_num_threads(threads, threads * WRITER_MEMORY)?,
        })
    }

    /// Add one analyzed page, its documents numbered after those `contents` holds.
    fn add(&mut self, contents: &mut Contents, page: PreparedPage) -> Result<(), IndexError> {
        let start = contents.docs.len();
        for (mut d, doc, tokens) in page.sections {
            d.number(contents.docs.len() as u64);
            self.writer.add_document(d)?;
            if let Some(tokens) = tokens {
                contents.rarity.add_section(tokens);
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
        counting: Counting,
        stop: &AtomicBool,
    ) -> Result<(), IndexError> {
        let (fields, cjk) = (self.core.fields, self.core.cjk);
        let pages: Vec<&[SectionSource]> = pages.collect();
        for batch in pages.chunks(BATCH_PAGES) {
            if stop.load(Ordering::Relaxed) {
                return Err(IndexError::Stopped);
            }
            for page in crate::parallel::map(batch, |p| prepare(fields, cjk, counting, p))
                .into_iter()
                .flatten()
            {
                self.add(contents, page)?;
            }
        }
        Ok(())
    }
}

/// The sections of each page (a page's sections follow each other).
fn by_page(sections: &[SectionSource]) -> impl Iterator<Item = &[SectionSource]> {
    sections.chunk_by(|a, b| a.route == b.route)
}

/// What a page's documents are made from. Not its place among the pages: a page added before it
/// does not make it change.
fn page_key(sections: &[SectionSource]) -> Fingerprint {
    let parts: Vec<_> = sections
        .iter()
        .map(|s| {
            (
                &s.route, &s.anchor, &s.title, &s.heading, &s.path, &s.text, &s.code, &s.context,
            )
        })
        .collect();
    fingerprint::of(&parts)
}

#[cfg(test)]
mod tests;
