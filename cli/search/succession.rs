//! The search index across the versions of the content one server holds: each version is indexed
//! from the one before (a locale whose pages did not change keeps its index, a changed one is
//! changed page by page), and the first from the indexes kept in the cache folder. What a server
//! does between versions is its own; what an index is made from is search's.

use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, PoisonError};

use super::kept::IndexFolder;
use super::{IndexError, SearchIndex};
use crate::render::RenderedPage;
use crate::site::{Page, Site};

/// The latest index and where indexes are kept.
#[derive(Debug)]
pub struct Succession {
    /// The latest index made, whole or of the locales done so far.
    latest: Mutex<Option<SearchIndex>>,
    /// Where the indexes are kept between runs, if anywhere.
    folder: Option<IndexFolder>,
}

impl Succession {
    /// No index yet; `folder` keeps them between runs.
    pub fn new(folder: Option<IndexFolder>) -> Self {
        Self {
            latest: Mutex::new(None),
            folder,
        }
    }

    /// Index a new version of the content ([`SearchIndex::build_unless`]) from the latest index;
    /// `ready` is given the locales done so far each time one is done. A locale done is the latest
    /// at once: a save before the other locales are done updates it in place.
    pub fn index(
        &self,
        site: &Site,
        rendered: &[(&Page, &RenderedPage)],
        stop: &AtomicBool,
        ready: &(dyn Fn(SearchIndex) + Sync),
    ) -> Result<SearchIndex, IndexError> {
        let previous = self.latest();
        let index = SearchIndex::build_unless(
            site,
            rendered,
            stop,
            previous.as_ref(),
            self.folder.as_ref(),
            &|done| {
                self.keep(done.clone());
                ready(done);
            },
        )?;
        drop(previous);
        self.keep(index.clone());
        Ok(index)
    }

    fn latest(&self) -> Option<SearchIndex> {
        self.latest
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    fn keep(&self, index: SearchIndex) {
        *self.latest.lock().unwrap_or_else(PoisonError::into_inner) = Some(index);
    }
}
