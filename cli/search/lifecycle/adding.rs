//! Adding pages' sections to an index: each page analyzed (its tantivy documents, the ranker's
//! documents and, for an update in place, the tokens its term statistics count), pages side by
//! side in batches, added in order.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tantivy::IndexWriter;

use super::{page_key, Core};
use crate::search::contents::{page_docs, Contents, Doc, PageDocs};
use crate::search::section_doc::SectionDoc;
use crate::search::{statistics, tokenizer, Fields, IndexError, SectionSource};

/// The memory a writer thread fills before it writes a segment. A locale of 5,000 pages fits in
/// one (at 15 MB it was 47 segments: each wrote its own term dictionary, and a search walked
/// them all, so a first start indexed 30 % slower). The memory is taken as documents arrive and
/// given back at the commit.
const WRITER_MEMORY: usize = 100_000_000;

/// Pages analyzed side by side before they are added.
const BATCH_PAGES: usize = 64;
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
pub(super) enum Counting {
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
pub(super) struct Adding<'a> {
    core: &'a Core,
    pub(super) writer: IndexWriter<SectionDoc>,
}

impl<'a> Adding<'a> {
    pub(super) fn new(core: &'a Core, threads: usize) -> Result<Self, IndexError> {
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
    pub(super) fn pages<'s>(
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
