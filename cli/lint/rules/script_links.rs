//! Markdown links and images whose target runs script (`javascript:`, `vbscript:`): the renderer
//! drops the target, and lint says so, so the author learns the link is dead.

use pulldown_cmark::{Event, Options, Parser, Tag};

use crate::lint::Scope;
use crate::site::link_safety::runs_script;
use crate::site::{Diagnostic, Site, Span};

pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    for page in site.pages.iter().filter(|p| scope.includes(&p.file)) {
        // Cheap pre-test: most pages have no such link and need no second parse.
        let lower = page.body.to_ascii_lowercase();
        if !lower.contains("script:") && !lower.contains("&#") && !lower.contains("&colon") {
            continue;
        }
        for (event, range) in Parser::new_ext(&page.body, Options::all()).into_offset_iter() {
            let dest = match &event {
                Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => dest_url,
                _ => continue,
            };
            if !runs_script(dest) {
                continue;
            }
            let before = crate::site::text::before(&page.body, range.start);
            let line = page.body_line + before.matches('\n').count() as u32;
            let column = before
                .rfind('\n')
                .map_or(before, |i| crate::site::text::after(before, i + 1))
                .chars()
                .count() as u32
                + 1;
            out.push(
                Diagnostic::error(
                    "links/script-url",
                    Span::at(&page.file, line, column),
                    format!("link to `{dest}` runs script; its target is dropped"),
                )
                .with_help("link to a page or an http(s) address"),
            );
        }
    }
}
