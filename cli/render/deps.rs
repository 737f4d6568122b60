//! What a page's rendering read besides its own text: included files, data files, public files and
//! the pages a catalog lists. Recorded where the reads happen, so an incremental build
//! (`crate::memo`) can tell whether a remembered rendering still holds without rendering again.
//!
//! The reads sit deep in helpers that only take `Option<&Site>` (includes, components, image
//! sizes); a recorder scoped to one page's rendering on one thread catches them all without
//! threading a parameter through every helper. A read outside [`recording`] is not recorded.

use std::cell::RefCell;
use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

/// One input of a rendering other than the page itself.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dep {
    /// A content file's text (Markdown or YAML) by path: includes and code imports.
    Text(String),
    /// A file under `public/` by path: code imports, image sizes.
    Public(String),
    /// A parsed data file by key (`drivers/s3`).
    Data(String),
    /// Every data file whose key starts with this (`drivers/`).
    DataUnder(String),
    /// The pages whose file starts with this folder (`guide/`), with their titles and front
    /// matter: what a catalog lists.
    PagesUnder(String),
}

thread_local! {
    static READS: RefCell<Option<BTreeSet<Dep>>> = const { RefCell::new(None) };
}

/// Note a read by the rendering in progress on this thread.
pub fn record(dep: Dep) {
    READS.with(|reads| {
        if let Some(reads) = reads.borrow_mut().as_mut() {
            reads.insert(dep);
        }
    });
}

/// Run `render` and return what it read, in a stable order.
pub fn recording<T>(render: impl FnOnce() -> T) -> (T, Vec<Dep>) {
    // Restored on the way out, so a nested recording (a test rendering inside a rendering) leaves
    // the outer one as it was.
    let outer = READS.with(|reads| reads.borrow_mut().replace(BTreeSet::new()));
    let value = render();
    let reads = READS.with(|reads| std::mem::replace(&mut *reads.borrow_mut(), outer));
    (value, reads.unwrap_or_default().into_iter().collect())
}
