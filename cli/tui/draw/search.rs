//! The Search panel: the query line, the hits (title › section, route, snippet) and, when wide,
//! the selected hit's page at its heading.

use ratatui::layout::Position;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::{block, padded, snippet_spans, theme};
use crate::tui::app::{App, Mode, HIT_HEIGHT};
use crate::tui::layout::Regions;
use crate::tui::preview::wrap;

pub fn draw(frame: &mut Frame, app: &App, regions: &Regions) {
    query(frame, app, regions);
    hits(frame, app, regions);
    if let (Some(area), Some(inner)) = (regions.preview_boxes.first(), regions.previews.first()) {
        let hit = app.search_panel.hits.get(app.search_panel.cursor.selected);
        let (title, lines) = match hit.and_then(|h| app.page_index(&h.route).map(|i| (h, i))) {
            Some((hit, index)) => {
                let preview = app.preview_of(index, inner.width as usize);
                let top = hit
                    .anchor
                    .as_ref()
                    .and_then(|a| preview.anchors.get(a))
                    .copied()
                    .unwrap_or(0);
                let route = match &hit.anchor {
                    Some(a) => format!("{}#{a}", hit.route),
                    None => hit.route.clone(),
                };
                (
                    Line::from(Span::styled(format!(" {route} "), theme::dim())),
                    preview
                        .lines
                        .into_iter()
                        .skip(top)
                        .take(inner.height as usize)
                        .collect(),
                )
            }
            None => (Line::from(" Preview "), Vec::new()),
        };
        frame.render_widget(
            Paragraph::new(lines).block(padded(block(title, false))),
            *area,
        );
    }
}

fn query(frame: &mut Frame, app: &App, regions: &Regions) {
    let Some(area) = regions.extra else { return };
    let editing = app.mode == Mode::Query;
    let title = Line::from(vec![
        Span::styled(" Search ", theme::title()),
        Span::styled(
            format!("{} ", app.locale_name(app.locale_prefix())),
            theme::dim(),
        ),
    ]);
    let inner_w = area.width.saturating_sub(2) as usize;
    let note = app.search_panel.note.clone().unwrap_or_default();
    let prompt = if editing { "/ " } else { "  " };
    let mut spans = vec![
        Span::styled(prompt, theme::heading()),
        Span::raw(app.search_panel.query.clone()),
    ];
    if app.search_panel.query.is_empty() && !editing {
        spans.push(Span::styled("press / to search", theme::dim()));
    }
    let used: usize = spans.iter().map(|s| wrap::width(&s.content)).sum();
    let gap = inner_w.saturating_sub(used + wrap::width(&note) + 1);
    spans.push(Span::raw(" ".repeat(gap)));
    spans.push(Span::styled(note, theme::dim()));
    let line = wrap::truncate(Line::from(spans), inner_w);
    frame.render_widget(Paragraph::new(line).block(block(title, editing)), area);
    if editing {
        let x = area.x + 1 + (2 + wrap::width(&app.search_panel.query)).min(inner_w) as u16;
        frame.set_cursor_position(Position::new(x, area.y + 1));
    }
}

fn hits(frame: &mut Frame, app: &App, regions: &Regions) {
    let inner = regions.list;
    let width = inner.width as usize;
    let visible = (inner.height as usize / HIT_HEIGHT).max(1);
    let mut lines: Vec<Line<'static>> = Vec::new();
    for (i, hit) in app
        .search_panel
        .hits
        .iter()
        .enumerate()
        .skip(app.search_panel.cursor.offset)
        .take(visible)
    {
        let selected = i == app.search_panel.cursor.selected;
        let mut head = vec![Span::styled(hit.title.clone(), theme::title())];
        if !hit.section.is_empty() && hit.section != hit.title {
            head.push(Span::styled(" › ", theme::dim()));
            head.push(Span::raw(hit.section.clone()));
        }
        let route = match &hit.anchor {
            Some(a) => format!("  {}#{a}", hit.route),
            None => format!("  {}", hit.route),
        };
        let mut snippet = vec![Span::raw("  ")];
        snippet.extend(snippet_spans(&hit.snippet));
        for line in [
            Line::from(head),
            Line::from(Span::styled(route, theme::dim())),
            Line::from(snippet),
        ] {
            let line = wrap::pad(line, width);
            lines.push(if selected {
                line.style(theme::selected())
            } else {
                line
            });
        }
    }
    if app.search_panel.hits.is_empty() {
        let text = if app.search_panel.query.trim().is_empty() {
            "Type a query: the same engine and ranking as the site's search box."
        } else {
            "Nothing found."
        };
        lines = wrap::wrap(&[Span::styled(text, theme::dim())], width);
    }
    let title = Line::from(vec![
        Span::styled(" Results ", theme::title()),
        Span::styled(
            if app.search_panel.hits.is_empty() {
                String::new()
            } else {
                format!(
                    "{}/{} ",
                    app.search_panel.cursor.selected + 1,
                    app.search_panel.hits.len()
                )
            },
            theme::dim(),
        ),
    ]);
    frame.render_widget(
        Paragraph::new(lines).block(block(title, app.mode != Mode::Query)),
        regions.list_box,
    );
}
