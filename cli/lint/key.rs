//! What the lint's findings rest on besides each page and its rendering, as one fingerprint: a
//! build whose memory (`crate::memo`) has the same one checks again only the pages that changed.

use crate::fingerprint::{self, Fingerprint};
use crate::site::Site;

/// The configuration files (site.yaml, the locale files, the glossary; not the data files, which
/// only renderings read), the names of the files links and images may point at, the redirects
/// and the binary.
pub fn inputs(site: &Site) -> Fingerprint {
    let mut config: Vec<_> = site
        .yaml_texts
        .iter()
        .filter(|(path, _)| !path.starts_with("data/"))
        .collect();
    config.sort_unstable();
    let mut files: Vec<String> = [site.source.public_files(), site.source.page_assets()]
        .into_iter()
        .flat_map(Result::unwrap_or_default)
        .map(|(rel, _)| rel)
        .collect();
    files.sort_unstable();
    fingerprint::of(&(fingerprint::binary(), config, files, &site.redirects))
}
