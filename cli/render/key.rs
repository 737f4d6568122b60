//! A page's render key: the fingerprint of everything its rendering reads, so the build's memory
//! (`crate::memo`) and `docs serve`'s kept renderings can tell a rendering still holds without
//! rendering again. The page's own text and what every rendering reads go into [`page`]; what this
//! page's rendering read besides ([`Dep`]) is fingerprinted one read at a time by [`read`].

use crate::fingerprint::{self, Fingerprint};
use crate::render::deps::Dep;
use crate::site::{Page, Site};

/// What every page's rendering reads: site.yaml (locales, UI strings), the public address and
/// the base path (links to the site itself), the binary.
pub fn inputs(site: &Site) -> Fingerprint {
    fingerprint::of(&(
        fingerprint::binary(),
        site.yaml_texts.get("site.yaml"),
        &site.config.hostname,
        site.base.as_str(),
    ))
}

/// A page's render key, before its reads: `inputs` is [`inputs`]. The front matter's
/// `headerDepth` is in it: `[[toc]]` lists the page's headings to that depth.
pub fn page(inputs: Fingerprint, page: &Page) -> Fingerprint {
    fingerprint::of(&(
        inputs,
        &page.file,
        &page.locale,
        &*page.body,
        page.front_matter.header_depth,
    ))
}

/// The current fingerprint of one input a rendering read.
pub fn read(site: &Site, dep: &Dep) -> Fingerprint {
    use fingerprint::{of, of_json};
    match dep {
        Dep::Text(path) => of(&(0u8, site.text_of(path))),
        Dep::Public(path) => of(&(1u8, site.source.public_file(path).as_deref())),
        Dep::Data(key) => of(&(2u8, of_json(&site.data.get(key)))),
        Dep::DataUnder(prefix) => {
            let under: Vec<_> = site
                .data
                .iter()
                .filter(|(k, _)| k.starts_with(prefix.as_str()))
                .collect();
            of(&(3u8, of_json(&under)))
        }
        Dep::PagesUnder(prefix) => {
            let under: Vec<_> = site
                .pages
                .iter()
                .filter(|p| p.file.starts_with(prefix.as_str()))
                .map(|p| (&p.file, &p.route, &p.title, of_json(&p.front_matter)))
                .collect();
            of(&(4u8, under))
        }
    }
}
