//! What one commit of a locale's index holds beside tantivy's segments: the section documents the
//! ranker reads, by id (a deleted section leaves a tombstone, so ids never move), each page's ids
//! and the key they were made from, and the term statistics of the commit (counted one way, from
//! its postings: [`super::statistics`]).

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

use super::analysis::{lead, Terms};
use super::statistics::Rarity;
use tantivy::schema::Value;
use tantivy::TantivyDocument;

use super::{tokenizer, Fields, SectionSource};

/// A section document behind the index, found by the stored `id`.
#[derive(Debug)]
pub(super) struct Doc {
    pub(super) route: String,
    pub(super) anchor: Option<String>,
    pub(super) title: String,
    pub(super) heading: String,
    /// The heading path (the `section` field), kept to count the section out of the term
    /// statistics when its page changes.
    pub(super) path: String,
    /// Shared with the rendering (see [`crate::render::Section`]).
    pub(super) text: Arc<str>,
    pub(super) code: Arc<str>,
    /// What the ranker matches against (see [`super::rank::Candidate`]).
    /// Shared by the sections of a page.
    pub(super) title_terms: Arc<Terms>,
    pub(super) heading_terms: Terms,
    pub(super) lead_terms: Terms,
    /// Shared by the sections of a page.
    pub(super) context_terms: Arc<Terms>,
    pub(super) heading_lower: String,
    pub(super) folder_index: bool,
}

/// The documents of one page: what they were made from, and their ids (added together).
#[derive(Debug, Clone)]
pub(super) struct PageDocs {
    pub(super) key: u64,
    pub(super) ids: Range<usize>,
}

/// What one commit of the index holds, beside tantivy's own segments.
#[derive(Debug, Clone, Default)]
pub(super) struct Contents {
    /// By id. A deleted document leaves `None` (tantivy never returns it), so ids never move.
    pub(super) docs: Vec<Option<Arc<Doc>>>,
    /// By route.
    pub(super) pages: HashMap<String, PageDocs>,
    pub(super) rarity: Rarity,
    /// Deleted documents still in `docs`.
    pub(super) dead: usize,
}

impl Contents {
    pub(super) fn live(&self) -> usize {
        self.docs.len() - self.dead
    }
}

/// What the ranker reads of one page's sections (they share its title and folders).
pub(super) fn page_docs(cjk: bool, sections: &[SectionSource]) -> Vec<Doc> {
    let Some(first) = sections.first() else {
        return Vec::new();
    };
    let mut terms = tokenizer::for_locale(cjk);
    let title_terms = Arc::new(Terms::of(&mut terms, &first.title));
    let context_terms = Arc::new(Terms::of(&mut terms, &first.context));
    sections
        .iter()
        .map(|s| Doc {
            title_terms: Arc::clone(&title_terms),
            heading_terms: Terms::of(&mut terms, &s.path),
            context_terms: Arc::clone(&context_terms),
            lead_terms: if s.anchor.is_none() {
                Terms::of(&mut terms, lead(&s.text))
            } else {
                Terms::default()
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

/// What the ranker reads of one section, made from the texts its stored tantivy document holds:
/// an index opened at rest ([`super::at_rest`]) has no documents made from the pages. The same
/// texts as the pages give, so the same ranking.
pub(super) fn stored_doc(cjk: bool, fields: Fields, stored: &TantivyDocument) -> Option<Doc> {
    let text = |field| {
        stored
            .get_first(field)
            .and_then(|v| v.as_str())
            .map(str::to_owned)
    };
    let source = SectionSource {
        page: 0,
        route: text(fields.route)?,
        anchor: text(fields.anchor),
        title: text(fields.title)?,
        heading: text(fields.heading).unwrap_or_default(),
        path: text(fields.section).unwrap_or_default(),
        text: text(fields.body).unwrap_or_default().into(),
        code: text(fields.code).unwrap_or_default().into(),
        context: text(fields.context).unwrap_or_default(),
    };
    page_docs(cjk, std::slice::from_ref(&source)).pop()
}
