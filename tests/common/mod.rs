//! Helpers shared by the integration tests.

use std::path::PathBuf;

use docs::site::{ContentSource, Site};

/// Path of a fixture content tree under tests/fixtures.
pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// Load a fixture content tree.
#[allow(dead_code)] // not every test binary uses it
pub fn fixture_site(name: &str) -> Site {
    Site::load(ContentSource::Disk(fixture(name))).expect("fixture loads")
}
