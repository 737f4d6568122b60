//! Overlays drawn over the panel: the key overview (`?`) and the diff of a stale translation's source.

use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};
use ratatui::Frame;

use super::{block, theme};
use crate::tui::app::App;
use crate::tui::keymap;
use crate::tui::preview::wrap;

fn centered(area: Rect, width_pct: u16, height_pct: u16) -> Rect {
    let [v] = Layout::vertical([Constraint::Percentage(height_pct)])
        .flex(Flex::Center)
        .areas(area);
    let [h] = Layout::horizontal([Constraint::Percentage(width_pct)])
        .flex(Flex::Center)
        .areas(v);
    h
}

/// The `?` overview, in as many columns as fit; ↑/↓ scroll it when it still does not fit.
pub fn help(frame: &mut Frame, app: &App) {
    let area = centered(frame.area(), 96, 90);
    frame.render_widget(Clear, area);
    let inner_w = area.width.saturating_sub(2) as usize;
    let inner_h = area.height.saturating_sub(2).max(1) as usize;
    let lines = keymap::help_lines();
    let col_w = 58;
    let columns = (inner_w / col_w).clamp(1, 3);
    let per_column = lines.len().div_ceil(columns);
    let body: Vec<Line<'static>> = if columns > 1 && per_column <= inner_h {
        (0..per_column)
            .map(|r| {
                let mut spans = Vec::new();
                for c in 0..columns {
                    let line = lines.get(c * per_column + r).cloned().unwrap_or_default();
                    spans.extend(wrap::pad(line, inner_w / columns).spans);
                }
                Line::from(spans)
            })
            .collect()
    } else {
        lines
            .into_iter()
            .skip(app.help_scroll)
            .take(inner_h)
            .collect()
    };
    let title = Line::from(vec![
        Span::styled(" Keys ", theme::title()),
        Span::styled("(↑↓ scroll, any other key closes) ", theme::dim()),
    ]);
    frame.render_widget(Paragraph::new(body).block(block(title, true)), area);
}

/// The diff of a stale translation's source page.
pub fn diff(frame: &mut Frame, app: &App) {
    let Some(diff) = &app.diff else { return };
    let area = centered(frame.area(), 94, 90);
    frame.render_widget(Clear, area);
    let inner_w = area.width.saturating_sub(2) as usize;
    let inner_h = area.height.saturating_sub(2) as usize;
    let lines: Vec<Line<'static>> = diff
        .lines
        .iter()
        .skip(diff.scroll)
        .take(inner_h)
        .map(|l| {
            let style = if l.starts_with("+++") || l.starts_with("---") {
                theme::title()
            } else if l.starts_with('+') {
                theme::ok()
            } else if l.starts_with('-') {
                theme::error()
            } else if l.starts_with("@@") {
                theme::heading()
            } else {
                ratatui::style::Style::default()
            };
            wrap::truncate(
                Line::from(Span::styled(l.replace('\t', "    "), style)),
                inner_w,
            )
        })
        .collect();
    let title = Line::from(vec![
        Span::styled(format!(" {} ", diff.title), theme::title()),
        Span::styled("(Esc closes) ", theme::dim()),
    ]);
    frame.render_widget(Paragraph::new(lines).block(block(title, true)), area);
}
