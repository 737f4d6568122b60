//! Opening the index a cache folder kept: what the ranker reads of each page made again from the
//! pages, the pages that changed while no server ran deleted (an update adds them again).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use tantivy::Term;

use super::adding::Adding;
use super::update::REBUILD_CHANGED;
use super::{by_page, page_key, Core, LocaleIndex};
use crate::search::contents::{page_docs, Contents, PageDocs};
use crate::search::kept::{self, LocaleFolder};
use crate::search::{IndexError, SectionSource};

impl LocaleIndex {
    /// The index of `folder`'s newest generation, read-only, if that is `generation` and its last
    /// commit `opstamp`. No page is read: the ranker reads the sections' stored texts
    /// ([`crate::search::at_rest`]). Not to be updated: it knows no page.
    pub(in crate::search) fn open_at_rest(
        folder: &LocaleFolder,
        cjk: bool,
        generation: &Path,
        opstamp: u64,
    ) -> Option<Self> {
        let (core, record) = Core::open(folder, cjk)?;
        let at = core.kept.as_ref().map(|k| k.dir.as_path());
        if at != Some(generation) || record.opstamp != opstamp {
            return None;
        }
        let contents = Contents {
            docs: vec![None; record.ids],
            pages: HashMap::new(),
            rarity: record.rarity,
            dead: record.dead,
        };
        Some(Self::committed(Arc::new(core), contents))
    }

    /// The generation this version is kept in and its last commit (`None`: in memory only).
    pub(in crate::search) fn kept_at(&self) -> Option<(PathBuf, u64)> {
        let kept = self.core.kept.as_ref()?;
        let opstamp = self.core.index.load_metas().ok()?.opstamp;
        Some((kept.dir.clone(), opstamp))
    }

    /// The index `folder` kept, with the number of its pages that `sections` changed, added or
    /// removed (an [`Self::update`] brings it up to date). Only what the ranker reads of each
    /// section is made again, not the index. The term statistics are those kept, unless pages
    /// changed: their documents are deleted here and the statistics counted again from the
    /// postings of the pages left (the update that adds the changed pages counts once more).
    /// `None` when nothing usable is kept, or when so much changed that indexing afresh costs
    /// less.
    pub(super) fn open(
        folder: &LocaleFolder,
        sections: &[SectionSource],
        cjk: bool,
    ) -> Option<(Self, usize)> {
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
}
