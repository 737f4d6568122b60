//! `markdown/leftover-syntax`: container or tab markers that reached the rendered page as text, found
//! by scanning the output (so a parser slip anywhere is caught), pointed at the source line.

use crate::lint::Scope;
use crate::render::RenderedPage;
use crate::site::{Diagnostic, Page, Site, Span};

/// Report every leftover marker in the rendered pages in scope.
pub fn check(
    site: &Site,
    rendered: &[Option<&RenderedPage>],
    scope: &Scope,
    out: &mut Vec<Diagnostic>,
) {
    for (page, r) in site.pages.iter().zip(rendered) {
        let Some(r) = r.as_ref().filter(|_| scope.includes(&page.file)) else {
            continue;
        };
        let mut searched_from = 0usize;
        for marker in &r.outline.leftovers {
            let (line, next) = source_line(page, marker, searched_from);
            searched_from = next;
            out.push(
                Diagnostic::error(
                    "markdown/leftover-syntax",
                    Span::at(&page.file, line, 1),
                    format!("`{marker}` is shown as text on the rendered page"),
                )
                .with_help(
                    "check the fences and containers above it: an unclosed fence or a marker outside its container leaves it unparsed",
                ),
            );
        }
    }
}

/// The file line of the first body line at or after body line index `from` that starts with `marker`
/// (the page's first body line when none does), and the index to search from next.
fn source_line(page: &Page, marker: &str, from: usize) -> (u32, usize) {
    let hit = page
        .body
        .lines()
        .enumerate()
        .skip(from)
        .find(|(_, l)| l.trim_start().starts_with(marker));
    match hit {
        Some((i, _)) => (page.body_line + i as u32, i + 1),
        None => (page.body_line, from),
    }
}
