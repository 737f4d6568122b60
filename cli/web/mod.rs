//! The built web app (embedded at compile time) and the compression both edges use: the server
//! answers from these bytes and the static export writes them.

pub mod assets;
pub mod compress;

use sha2::{Digest, Sha256};

/// A strong ETag for bytes (a prefix of their SHA-256), the same in served and exported files.
pub fn etag(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let hex: String = digest.iter().take(10).map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}
