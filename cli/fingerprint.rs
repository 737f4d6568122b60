//! Fingerprints: the one hasher every key of `docs` is made with, and the key type. The ground
//! floor: it imports nothing of the crate, so the site layer, the renderer, the build's memory,
//! the search index and the server all stand on it without reaching up to each other. What goes
//! into a key is decided by the module that owns the thing keyed (a page's render key in
//! `render::key`, its document key in `document::key`, a search page's key in `search`); this
//! module only says how a value becomes a fingerprint.

use std::hash::{Hash, Hasher};

use serde::Serialize;

/// A 64-bit fingerprint. Not a security boundary: a collision would leave one page stale, at odds
/// of about one in 10^11 for a 10,000-page site.
pub type Fingerprint = u64;

/// The hasher of every fingerprint: xxh3 with its fixed default secret, so a fingerprint kept on
/// disk means the same to the next process. (std's SipHash was a fifth of what a save cost at
/// 10,000 pages: a save fingerprints every page's text, tens of megabytes.)
pub fn hasher() -> impl Hasher {
    xxhash_rust::xxh3::Xxh3Default::new()
}

/// The fingerprint of anything hashable.
pub fn of(value: &impl Hash) -> Fingerprint {
    let mut hasher = hasher();
    value.hash(&mut hasher);
    hasher.finish()
}

/// The fingerprint of a value's JSON form (for the types that are serialized, not hashed).
pub fn of_json(value: &impl Serialize) -> Fingerprint {
    of(&serde_json::to_vec(value).unwrap_or_default())
}

/// The running binary: a rebuilt `docs` may render differently, so it invalidates everything.
/// Its size and modification time change on every link, and reading them costs nothing.
pub fn binary() -> Fingerprint {
    let stamp = std::env::current_exe()
        .and_then(std::fs::metadata)
        .map(|m| (m.len(), m.modified().ok()))
        .ok();
    of(&(env!("CARGO_PKG_VERSION"), stamp))
}
