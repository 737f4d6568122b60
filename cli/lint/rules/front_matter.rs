//! `front-matter/not-supported`: VuePress and theme-hope keys docs accepts but does not act on
//! (the schema marks them `x-not-supported`). An imported site sets them on many pages, so each key
//! gets one note for the whole site, at the first page that sets it, never an error.

use std::collections::BTreeMap;

use crate::lint::Scope;
use crate::site::front_matter::key_description;
use crate::site::page::split_front_matter;
use crate::site::{key_line, Diagnostic, Page, Severity, Site, Span};

pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    // Key → (first page in file order, how many pages set it).
    let mut seen: BTreeMap<&str, (&Page, usize)> = BTreeMap::new();
    let mut pages: Vec<&Page> = site
        .pages
        .iter()
        .filter(|p| scope.includes(&p.file))
        .collect();
    pages.sort_by(|a, b| a.file.cmp(&b.file));
    for page in pages {
        for key in &page.front_matter.not_supported {
            seen.entry(key.as_str()).or_insert((page, 0)).1 += 1;
        }
    }
    for (key, (page, count)) in seen {
        let others = match count {
            1 => String::new(),
            n => format!(" (and on {} other page(s))", n - 1),
        };
        let mut help = "docs keeps the key so the page is valid, but it changes nothing".to_owned();
        if let Some(what) = key_description(key) {
            help = format!("{what} ({help})");
        }
        out.push(Diagnostic {
            rule: "front-matter/not-supported",
            severity: Severity::Info,
            span: Span::at(&page.file, line_of(site, page, key), 1),
            message: format!("`{key}` is accepted but docs does not act on it{others}"),
            help: Some(help),
        });
    }
}

/// The file line where the page's front matter sets `key` (line 2, just inside `---`, if not found).
fn line_of(site: &Site, page: &Page, key: &str) -> u32 {
    site.text_of(&page.file)
        .and_then(|text| split_front_matter(text).ok())
        .and_then(|(yaml, _, _)| key_line(yaml?, key))
        // The YAML starts on the line after the opening `---`.
        .map_or(2, |line| line + 1)
}
