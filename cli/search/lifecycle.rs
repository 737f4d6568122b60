//! One locale's index over its life: made afresh, opened from the cache folder, changed page by page
//! as the content changes (the changed pages deleted and added again, one commit), so a save costs
//! what it touches instead of indexing every page again; made afresh again when most pages changed
//! or deleted sections pile up. Each commit's contents ([`super::contents`]) and term statistics
//! ([`super::statistics`]) are made here; answering queries is [`super::searcher`]'s.
//!
//! This module holds a version (one commit's searcher and contents) and making an index afresh;
//! - `shared`: the tantivy index the versions share, its schema and the record it keeps;
//! - `adding`: analyzing pages side by side and adding their sections to a writer;
//! - `reopen`: opening the index a cache folder kept, its pages changed since deleted;
//! - `update`: bringing a version up to new content page by page (or afresh when most changed).

mod adding;
mod reopen;
mod shared;
mod update;

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use tantivy::Searcher;

use self::adding::{Adding, Counting};
pub(super) use self::shared::Core;
use super::contents::Contents;
use super::kept::LocaleFolder;
use super::{Answers, IndexError, SectionSource};
use crate::fingerprint::{self, Fingerprint};

/// One version of a locale's index: the searcher and documents of one commit.
pub(in crate::search) struct LocaleIndex {
    pub(in crate::search) core: Arc<Core>,
    pub(in crate::search) searcher: Searcher,
    pub(in crate::search) contents: Arc<Contents>,
    /// [`super::REMEMBERED_ANSWERS`]; a new version starts with none.
    pub(in crate::search) answers: Mutex<Answers>,
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
    pub(in crate::search) fn build(
        sections: &[SectionSource],
        cjk: bool,
        stop: &AtomicBool,
    ) -> Result<Self, IndexError> {
        Self::build_in(sections, cjk, stop, None)
    }

    /// The index `folder` kept, brought up to `sections` (pages changed while no server ran
    /// deleted and added again), else every section indexed afresh (in a new generation of
    /// `folder`, when there is one).
    pub(in crate::search) fn open_or_build(
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

    pub(in crate::search) fn cjk(&self) -> bool {
        self.core.cjk
    }

    /// Sections a search can find.
    pub(in crate::search) fn len(&self) -> usize {
        self.contents.live()
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
