//! Two pages of one locale with the same title: the sidebar, search results and the browser tab
//! cannot tell them apart.

use std::collections::BTreeMap;

use crate::lint::Scope;
use crate::site::{Diagnostic, Page, Site, Span};

/// Warn on every page in scope whose title another page of its locale also uses.
pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    let mut by_title: BTreeMap<(&str, &str), Vec<&Page>> = BTreeMap::new();
    for page in &site.pages {
        by_title
            .entry((page.locale.as_str(), page.title.trim()))
            .or_default()
            .push(page);
    }
    for ((_, title), pages) in by_title.iter().filter(|(_, p)| p.len() > 1) {
        for page in pages.iter().filter(|p| scope.includes(&p.file)) {
            let others: Vec<&str> = pages
                .iter()
                .filter(|p| p.file != page.file)
                .map(|p| p.file.as_str())
                .collect();
            // The title comes from front matter when set there, else from the first heading.
            let needle = if page.front_matter.title.is_some() {
                "title:"
            } else {
                "# "
            };
            out.push(
                Diagnostic::warning(
                    "pages/duplicate-title",
                    Span::at(&page.file, site.texts_line(&page.file, needle), 1),
                    format!("the title `{title}` is also used by {}", others.join(", ")),
                )
                .with_help("give each page a title that says what sets it apart"),
            );
        }
    }
}
