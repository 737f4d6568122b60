//! The built web app (embedded at compile time) and the compression both edges use: the server
//! answers from these bytes and the static export writes them.

pub mod assets;
pub mod compress;
pub mod no_script;

use sha2::{Digest, Sha256};

/// Cache policy for hashed, never-changing assets (the server's headers and the export's nginx block).
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Cache policy for HTML, data JSON and public files: always revalidate.
pub const REVALIDATE: &str = "no-cache";

/// A strong ETag for bytes (a prefix of their SHA-256), the same in served and exported files.
pub fn etag(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let hex: String = digest.iter().take(10).map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}
