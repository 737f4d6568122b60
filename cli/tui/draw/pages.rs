//! The Pages panel: the page tree with translation and lint marks, and the preview (one language,
//! or both side by side).

use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::{block, list_lines, padded, theme};
use crate::tui::app::App;
use crate::tui::layout::Regions;
use crate::tui::model::Translation;
use crate::tui::preview::wrap;

/// Width of the marks column at the right of each tree row.
const MARKS: usize = 5;

pub fn draw(frame: &mut Frame, app: &App, regions: &Regions) {
    tree(frame, app, regions);
    let locales = app.locales();
    let current = app.locale_prefix().to_owned();
    let selected = app.selected_page();
    for (n, (area, inner)) in regions
        .preview_boxes
        .iter()
        .zip(&regions.previews)
        .enumerate()
    {
        // The second pane shows the other language.
        let locale = if n == 0 {
            current.clone()
        } else {
            locales
                .iter()
                .find(|l| **l != current)
                .map_or_else(|| current.clone(), |l| (*l).to_owned())
        };
        preview(frame, app, selected, &locale, n == 0, *area, *inner);
    }
}

fn tree(frame: &mut Frame, app: &App, regions: &Regions) {
    let inner = regions.list;
    let width = inner.width as usize;
    let lines: Vec<Line<'static>> = app
        .pages_panel
        .rows
        .iter()
        .map(|row| {
            let indent = "  ".repeat(row.depth);
            let fold = match (row.is_group, row.expanded) {
                (true, true) => "▾ ",
                (true, false) => "▸ ",
                _ => "  ",
            };
            let text_w = width.saturating_sub(MARKS + 1);
            let mut label = vec![Span::raw(format!("{indent}{fold}"))];
            let style = if row.is_group {
                theme::title()
            } else if row.page.is_none() {
                theme::dim()
            } else {
                ratatui::style::Style::default()
            };
            label.push(Span::styled(row.text.clone(), style));
            let mut spans = wrap::pad(Line::from(label), text_w).spans;
            spans.push(Span::raw(" "));
            spans.extend(marks(app, row.page, !row.is_group && row.route.is_some()));
            Line::from(spans)
        })
        .collect();
    let title = Line::from(vec![
        Span::styled(
            format!(" {} ", app.locale_name(app.locale_prefix())),
            theme::title(),
        ),
        Span::styled(
            format!(
                "pages ({}) ",
                app.site
                    .pages
                    .iter()
                    .filter(|p| p.locale == app.locale_prefix())
                    .count()
            ),
            theme::dim(),
        ),
    ]);
    let body = list_lines(lines, app.pages_panel.cursor, inner.height as usize, width);
    frame.render_widget(
        Paragraph::new(body).block(block(title, true)),
        regions.list_box,
    );
}

/// Translation mark and lint mark, `MARKS` cells wide.
fn marks(app: &App, page: Option<usize>, linked: bool) -> Vec<Span<'static>> {
    let Some(i) = page else {
        return if linked {
            vec![Span::styled(format!("{:<MARKS$}", "✗"), theme::error())]
        } else {
            vec![Span::raw(" ".repeat(MARKS))]
        };
    };
    let Some(status) = app.statuses.get(i) else {
        return vec![Span::raw(" ".repeat(MARKS))];
    };
    let translation = match status.translation {
        Translation::Paired => Span::styled("✓", theme::ok()),
        Translation::Missing => Span::styled("✗", theme::error()),
        Translation::Stale => Span::styled("~", theme::warning()),
        Translation::ByDesign => Span::styled("-", theme::dim()),
    };
    let lint = if status.errors > 0 {
        Span::styled(format!("●{:<3}", status.errors.min(999)), theme::error())
    } else if status.warnings > 0 {
        Span::styled(
            format!("▲{:<3}", status.warnings.min(999)),
            theme::warning(),
        )
    } else {
        Span::raw("    ")
    };
    vec![translation, lint]
}

fn preview(
    frame: &mut Frame,
    app: &App,
    selected: Option<usize>,
    locale: &str,
    focus: bool,
    area: Rect,
    inner: Rect,
) {
    let name = app.locale_name(locale);
    let width = inner.width as usize;
    let height = inner.height as usize;
    let Some(selected) = selected else {
        let row = app.pages_panel.rows.get(app.pages_panel.cursor.selected);
        let text = match row {
            Some(r) if r.is_group => format!("{} (a group without a page of its own)", r.text),
            Some(r) => format!(
                "No page answers {} (the sidebar links to it).",
                r.route.as_deref().unwrap_or("?")
            ),
            None => "No pages.".to_owned(),
        };
        let body = wrap::wrap(&[Span::styled(text, theme::dim())], width);
        frame.render_widget(
            Paragraph::new(body).block(padded(block(Line::from(format!(" {name} ")), focus))),
            area,
        );
        return;
    };
    let Some(index) = app.twin(selected, locale) else {
        let source = &app.site.pages[selected];
        let text = format!(
            "No {name} page for {} yet: {} has no twin under {locale}.",
            source.unlocalized(),
            source.file
        );
        let body = wrap::wrap(&[Span::styled(text, theme::warning())], width);
        frame.render_widget(
            Paragraph::new(body).block(padded(block(
                Line::from(format!(" {name} · missing ")),
                focus,
            ))),
            area,
        );
        return;
    };
    let page = &app.site.pages[index];
    let preview = app.preview_of(index, width);
    // The main pane follows the anchor and scrolling; the twin shows the same part of the page,
    // aligned by heading.
    let top = if focus {
        app.preview_window(&preview, height, app.pages_panel.preview.offset)
            .1 as usize
    } else {
        app.twin_top(selected, &preview, height)
    };
    let lines: Vec<Line<'static>> = preview.lines.into_iter().skip(top).take(height).collect();
    let title = Line::from(vec![
        Span::styled(format!(" {name} "), theme::title()),
        Span::styled(format!("{} ", page.route), theme::dim()),
    ]);
    frame.render_widget(
        Paragraph::new(lines).block(padded(block(title, focus))),
        area,
    );
}
