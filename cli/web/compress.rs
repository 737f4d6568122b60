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

/// gzip at level 5: on the pages of a 5,000-page export 1.4 % larger than the default level (6)
/// at about half its time, and compression is the largest share of a large site's build.
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    gzip_at(bytes, flate2::Compression::new(PAGE_LEVEL))
}

/// The level of [`gzip`].
const PAGE_LEVEL: u32 = 5;

/// gzip at the best level, for the web app's assets (compressed once, when the binary is built).
pub fn gzip_best(bytes: &[u8]) -> Vec<u8> {
    gzip_at(bytes, flate2::Compression::best())
}

fn gzip_at(bytes: &[u8], level: flate2::Compression) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(bytes.len() / 3), level);
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
