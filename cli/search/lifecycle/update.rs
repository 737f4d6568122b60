//! Bringing a version of a locale's index up to new content: the pages that changed deleted and
//! added again in one commit, or every page indexed afresh when most changed or deleted documents
//! pile up.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, PoisonError};
use std::time::Instant;

use tantivy::Term;

use super::adding::{Adding, Counting};
use super::{by_page, page_key, LocaleIndex};
use crate::search::{statistics, tokenizer, IndexError, SectionSource};

/// Changed sections (deleted plus added) above this share of the live ones: index every page
/// again, which costs about the same and leaves no deleted documents behind.
pub(super) const REBUILD_CHANGED: usize = 4;

/// Deleted documents above this share of the live ones: index every page again, so term
/// statistics and memory do not drift over a long editing session.
pub(super) const REBUILD_DEAD: usize = 8;

impl LocaleIndex {
    /// This locale's index for `sections`: itself when nothing changed, else the pages that
    /// changed deleted and added again in one commit (every page indexed again when most did).
    pub(in crate::search) fn update(
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
}
