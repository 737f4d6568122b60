//! gzip and brotli encodings. Shared with build.rs, which precompresses the web app's assets, so this
//! file uses only std, flate2 and brotli.

use std::io::Write;

/// File types worth compressing (text); images and fonts are already compressed.
pub fn worth_compressing(path: &str) -> bool {
    let ext = path.rsplit_once('.').map_or("", |(_, e)| e);
    matches!(
        ext,
        "html"
            | "js"
            | "mjs"
            | "css"
            | "json"
            | "svg"
            | "xml"
            | "txt"
            | "map"
            | "sh"
            | "yml"
            | "yaml"
            | "md"
    )
}

/// gzip at the best compression level.
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(bytes.len() / 3),
        flate2::Compression::best(),
    );
    // Writing into a Vec cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default()
}

/// brotli at `quality` (0–11; 11 for build-time assets, lower for pages compressed on demand).
pub fn brotli(bytes: &[u8], quality: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() / 3);
    let params = brotli::enc::BrotliEncoderParams {
        quality: quality as i32,
        lgwin: 22,
        ..Default::default()
    };
    let _ = brotli::BrotliCompress(&mut &bytes[..], &mut out, &params);
    out
}
