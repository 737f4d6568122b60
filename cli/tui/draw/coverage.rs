//! The Coverage panel: per-section pairs with progress bars, then missing twins, stale translations,
//! near-miss names and sidebar differences.

use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::{block, list_lines, theme};
use crate::site::dates::iso_date;
use crate::tui::app::{App, CoverageRow};
use crate::tui::layout::Regions;
use crate::tui::preview::wrap;

pub fn draw(frame: &mut Frame, app: &App, regions: &Regions) {
    if let Some(area) = regions.extra {
        table(frame, app, area);
    }
    let inner = regions.list;
    let width = inner.width as usize;
    let lines: Vec<Line<'static>> = app
        .coverage_panel
        .rows
        .iter()
        .map(|r| row_line(app, r))
        .collect();
    // Headings and notes are never selected; with nothing to select, nothing is highlighted.
    let mut cursor = app.coverage_panel.cursor;
    if !app
        .coverage_panel
        .rows
        .get(cursor.selected)
        .is_some_and(CoverageRow::is_selectable)
    {
        cursor.selected = usize::MAX;
    }
    let body = list_lines(lines, cursor, inner.height as usize, width);
    frame.render_widget(
        Paragraph::new(body).block(block(
            Line::from(Span::styled(" Translations ", theme::title())),
            true,
        )),
        regions.list_box,
    );
}

fn bar(percent: f64, width: usize) -> Vec<Span<'static>> {
    let filled = ((percent / 100.0) * width as f64).round() as usize;
    let filled = filled.min(width);
    let style = if percent >= 100.0 {
        theme::ok()
    } else if percent >= 80.0 {
        theme::warning()
    } else {
        theme::error()
    };
    vec![
        Span::styled("█".repeat(filled), style),
        Span::styled("░".repeat(width - filled), theme::dim()),
    ]
}

fn table(frame: &mut Frame, app: &App, area: ratatui::layout::Rect) {
    let r = &app.coverage;
    let inner_w = area.width.saturating_sub(2) as usize;
    let inner_h = area.height.saturating_sub(2) as usize;
    let name_w = 18;
    // name, pairs, pages and gaps take name_w + 14 cells; the percentage 7.
    let bar_w = inner_w.saturating_sub(name_w + 14 + 7).clamp(4, 40);
    let row = |name: &str, pairs: usize, total: usize, percent: f64, bold: bool| {
        let style = if bold {
            theme::title()
        } else {
            ratatui::style::Style::default()
        };
        let mut spans = vec![Span::styled(
            format!("{:<name_w$} {pairs:>5} {total:>5}  ", shorten(name, name_w)),
            style,
        )];
        spans.extend(bar(percent, bar_w));
        spans.push(Span::styled(format!(" {percent:>5.1}%"), style));
        Line::from(spans)
    };
    let mut lines = vec![Line::from(Span::styled(
        format!("{:<name_w$} {:>5} {:>5}", "section", "pairs", "pages"),
        theme::dim(),
    ))];
    // Keep room for the header and the total.
    let room = inner_h.saturating_sub(2);
    let shown = r.sections.len().min(room);
    for s in &r.sections[..shown] {
        lines.push(row(&s.section, s.pairs, s.total, s.percent, false));
    }
    if shown < r.sections.len() {
        if let Some(last) = lines.last_mut() {
            *last = Line::from(Span::styled(
                format!("… {} more sections", r.sections.len() - shown + 1),
                theme::dim(),
            ));
        }
    }
    let total: usize = r.sections.iter().map(|s| s.total).sum();
    lines.push(row("all", r.pairs, total, r.percent, true));
    let title = Line::from(vec![
        Span::styled(" Coverage ", theme::title()),
        Span::styled(
            format!("{:.1}% · {} of {total} pages paired ", r.percent, r.pairs),
            theme::dim(),
        ),
    ]);
    let lines: Vec<Line<'static>> = lines
        .into_iter()
        .map(|l| wrap::truncate(l, inner_w))
        .collect();
    frame.render_widget(Paragraph::new(lines).block(block(title, false)), area);
}

fn shorten(s: &str, width: usize) -> String {
    wrap::truncate(Line::from(s.to_owned()), width)
        .spans
        .iter()
        .map(|s| s.content.as_ref())
        .collect()
}

fn plural_sections(n: usize) -> String {
    match n {
        0 => "page times only".to_owned(),
        1 => "1 section".to_owned(),
        n => format!("{n} sections"),
    }
}

fn row_line(app: &App, row: &CoverageRow) -> Line<'static> {
    let r = &app.coverage;
    match row {
        CoverageRow::Heading(text) => Line::from(Span::styled(text.clone(), theme::heading())),
        CoverageRow::Note(text) => Line::from(Span::styled(format!("  {text}"), theme::dim())),
        CoverageRow::Missing(i) => {
            let m = &r.missing[*i];
            Line::from(vec![
                Span::styled("  ✗ ", theme::error()),
                Span::raw(m.route.clone()),
                Span::styled(
                    format!("  no {} page", app.locale_name(&m.locale)),
                    theme::dim(),
                ),
            ])
        }
        CoverageRow::Stale(i) => {
            let s = &r.stale[*i];
            Line::from(vec![
                Span::styled("  ~ ", theme::warning()),
                Span::raw(s.route.clone()),
                Span::styled(
                    format!(
                        "  {} behind {}: {} ({} > {})",
                        app.locale_name(&s.locale),
                        app.locale_name(&s.newer_locale),
                        plural_sections(s.sections.len()),
                        iso_date(s.source_updated),
                        iso_date(s.translation_updated),
                    ),
                    theme::dim(),
                ),
            ])
        }
        CoverageRow::Section(i, k) => {
            let section = &r.stale[*i].sections[*k];
            let (added, removed) = section.counts();
            Line::from(vec![
                Span::styled("      § ", theme::dim()),
                Span::styled(format!("{} ", section.change.label()), theme::warning()),
                Span::raw(section.heading.clone()),
                Span::styled(
                    format!(
                        " → {}  +{added} -{removed}",
                        section
                            .twin_heading
                            .as_deref()
                            .unwrap_or("(no counterpart)")
                    ),
                    theme::dim(),
                ),
            ])
        }
        CoverageRow::NearMiss(i) => {
            let n = &r.near_misses[*i];
            Line::from(vec![
                Span::styled("  ? ", theme::warning()),
                Span::raw(n.route.clone()),
                Span::styled(format!("  probably {}", n.probably), theme::dim()),
            ])
        }
    }
}
