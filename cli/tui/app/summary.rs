//! The front-matter summary shown above a page's content in the preview: the page's facts, its
//! twins' state and its lint counts. Part of the app (which lays the preview out), drawn by `draw`.

use ratatui::text::{Line, Span};

use super::App;
use crate::site::Page;
use crate::tui::model::Translation;
use crate::tui::preview::wrap;
use crate::tui::theme;

/// `1 error`, `2 errors`.
pub fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        word.to_owned()
    } else {
        format!("{word}s")
    }
}

/// The front-matter summary shown above a page's content.
pub(super) fn summary(app: &App, page: &Page, index: usize, width: usize) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let fm = &page.front_matter;
    let mut facts: Vec<String> = Vec::new();
    facts.push(page.file.clone());
    if let Some(order) = fm.order {
        facts.push(format!("order {order}"));
    }
    if !fm.category.is_empty() {
        facts.push(format!("category {}", fm.category.join(", ")));
    }
    if !fm.tag.is_empty() {
        facts.push(format!("tags {}", fm.tag.join(", ")));
    }
    if let Some(layout) = &fm.layout {
        facts.push(format!("layout {layout}"));
    }
    if let Some(date) = &fm.date {
        facts.push(format!("date {date}"));
    }
    let mut state: Vec<Span<'static>> = Vec::new();
    if let Some(git) = &page.git {
        state.push(Span::styled(
            format!(
                "updated {} · ",
                crate::site::dates::iso_date(git.updated_time)
            ),
            theme::dim(),
        ));
    }
    if let Some(words) = app.words.get(&page.file) {
        state.push(Span::styled(format!("{words} words · "), theme::dim()));
    }
    for locale in app.locales() {
        if locale == page.locale {
            continue;
        }
        let name = app.locale_name(locale);
        let stale = |i: usize| {
            app.statuses
                .get(i)
                .is_some_and(|s| s.translation == Translation::Stale)
        };
        let (text, style) = match app.twin(index, locale) {
            None => (format!("{name} missing"), theme::error()),
            Some(_) if stale(index) => (format!("{name} is newer: stale"), theme::warning()),
            Some(twin) if stale(twin) => (format!("{name} stale"), theme::warning()),
            Some(_) => (format!("{name} ✓"), theme::ok()),
        };
        state.push(Span::styled(text, style));
        state.push(Span::styled(" · ", theme::dim()));
    }
    match (app.diagnostics.is_some(), app.statuses.get(index)) {
        (true, Some(s)) if s.errors > 0 || s.warnings > 0 => {
            let style = if s.errors > 0 {
                theme::error()
            } else {
                theme::warning()
            };
            let mut counts = Vec::new();
            if s.errors > 0 {
                counts.push(format!("{} {}", s.errors, plural(s.errors, "error")));
            }
            if s.warnings > 0 {
                counts.push(format!("{} {}", s.warnings, plural(s.warnings, "warning")));
            }
            state.push(Span::styled(format!("lint: {}", counts.join(", ")), style));
        }
        (true, _) => state.push(Span::styled("lint ✓", theme::ok())),
        (false, _) => state.push(Span::styled("lint …", theme::dim())),
    }
    out.extend(wrap::wrap(
        &[Span::styled(page.title.clone(), theme::title())],
        width,
    ));
    out.extend(wrap::wrap(
        &[Span::styled(facts.join(" · "), theme::dim())],
        width,
    ));
    out.extend(wrap::wrap(&state, width));
    out.push(Line::from(Span::styled("─".repeat(width), theme::dim())));
    out
}
