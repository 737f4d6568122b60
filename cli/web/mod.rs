//! The built web app (embedded at compile time) and the compression both edges use: the server
//! answers from these bytes and the static export writes them.

pub mod assets;
pub mod compress;
pub mod kind_styles;
pub mod no_script;

use sha2::{Digest, Sha256};

/// Cache policy for hashed, never-changing assets (the server's headers and the export's nginx block).
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Cache policy for HTML, data JSON and public files: always revalidate.
pub const REVALIDATE: &str = "no-cache";

/// A strong ETag for bytes (a prefix of their SHA-256), the same in served and exported files.
pub fn etag(bytes: &[u8]) -> String {
    format!("\"{}\"", digest_hex(bytes, 10))
}

/// The first `len` bytes of the SHA-256 of `bytes`, in hex: a name or tag that changes with them.
pub fn digest_hex(bytes: &[u8], len: usize) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(len)
        .map(|b| format!("{b:02x}"))
        .collect()
}
