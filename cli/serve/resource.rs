//! A prepared response body with its ETag, compressed on first demand and kept.

use std::sync::OnceLock;

use axum::body::Bytes;
use axum::http::HeaderMap;

use super::http::{self, Coding, Variants};
use crate::web::compress;

/// Brotli quality for bodies compressed while serving (assets use 11 at build time).
const RUNTIME_BROTLI: u32 = 5;

/// A body the server sends often (a page's HTML or JSON).
#[derive(Debug)]
pub struct Resource {
    identity: Bytes,
    etag: String,
    gzip: OnceLock<Bytes>,
    brotli: OnceLock<Bytes>,
}

impl Resource {
    /// Wrap bytes; the ETag is computed now, encodings later.
    pub fn new(bytes: impl Into<Bytes>) -> Self {
        let identity = bytes.into();
        let etag = http::etag(&identity);
        Self {
            identity,
            etag,
            gzip: OnceLock::new(),
            brotli: OnceLock::new(),
        }
    }

    /// The uncompressed bytes.
    pub fn bytes(&self) -> &Bytes {
        &self.identity
    }

    /// The variant the request asks for, compressing it once if needed.
    pub fn variants(&self, request: &HeaderMap) -> Variants {
        let mut v = Variants {
            identity: self.identity.clone(),
            gzip: None,
            brotli: None,
            etag: self.etag.clone(),
            vary: true,
        };
        match http::negotiate(request, true, true) {
            Coding::Brotli => {
                v.brotli = Some(
                    self.brotli
                        .get_or_init(|| compress::brotli(&self.identity, RUNTIME_BROTLI).into())
                        .clone(),
                )
            }
            Coding::Gzip => {
                v.gzip = Some(
                    self.gzip
                        .get_or_init(|| compress::gzip(&self.identity).into())
                        .clone(),
                )
            }
            Coding::Identity => {}
        }
        v
    }
}
