//! `draw(frame, &App)`: the tab row, the current panel, the status bar and the key line, plus the
//! help and diff overlays. Reads the app, never changes it.

pub mod coverage;
pub mod lint;
pub mod overlay;
pub mod pages;
pub mod search;

use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Padding, Paragraph};
use ratatui::Frame;

use super::action::Panel;
use super::app::{plural, App, Cursor, Mode};
use super::keymap;
use super::layout::{self, Regions};
use super::preview::wrap;
use super::theme;

/// Draw one frame.
pub fn draw(frame: &mut Frame, app: &App) {
    let regions = layout::regions(&app.screen());
    tabs(frame, app, &regions);
    match app.panel {
        Panel::Pages => pages::draw(frame, app, &regions),
        Panel::Search => search::draw(frame, app, &regions),
        Panel::Lint => lint::draw(frame, app, &regions),
        Panel::Coverage => coverage::draw(frame, app, &regions),
    }
    status_bar(frame, app, regions.status);
    key_line(frame, app, regions.keys);
    match app.mode {
        Mode::Help => overlay::help(frame, app),
        Mode::Diff => overlay::diff(frame, app),
        _ => {}
    }
}

fn tabs(frame: &mut Frame, app: &App, regions: &Regions) {
    let mut spans = vec![Span::raw(" ")];
    for (panel, title) in layout::tab_titles() {
        let style = if panel == app.panel {
            theme::tab_active()
        } else {
            theme::dim()
        };
        spans.push(Span::styled(title, style));
        spans.push(Span::raw(" "));
    }
    let used: usize = spans.iter().map(|s| wrap::width(&s.content)).sum();
    let name = "docs tui ";
    let room = (regions.tabs.width as usize).saturating_sub(used + name.len());
    spans.push(Span::raw(" ".repeat(room)));
    spans.push(Span::styled(name, theme::dim()));
    frame.render_widget(Paragraph::new(Line::from(spans)), regions.tabs);
}

/// Status bar: content root, page count, lint counts, coverage, language.
fn status_bar(frame: &mut Frame, app: &App, area: Rect) {
    let lint = match app.lint_counts() {
        Some((e, w)) => format!(
            "lint {e} {} {w} {}",
            plural(e, "error"),
            plural(w, "warning")
        ),
        None => "lint checking…".to_owned(),
    };
    let tail = format!(
        " │ {} pages │ {lint} │ coverage {:.1}% ",
        app.site.pages.len(),
        app.coverage.percent,
    );
    // One leading space, then the label gets whatever the rest leaves.
    let room = (area.width as usize).saturating_sub(wrap::width(&tail) + 1);
    let label = shorten_left(&app.label, room);
    let text = format!(" {label}{tail}");
    let line = wrap::pad(Line::from(text), area.width as usize);
    frame.render_widget(Paragraph::new(line).style(theme::status_bar()), area);
}

fn key_line(frame: &mut Frame, app: &App, area: Rect) {
    let line = match &app.status {
        Some(message) => Line::from(Span::styled(format!(" {message}"), theme::message())),
        None => Line::from(Span::styled(
            format!(" {}", keymap::short_help(app.focus()).join("  ")),
            theme::dim(),
        )),
    };
    frame.render_widget(
        Paragraph::new(wrap::truncate(line, area.width as usize)),
        area,
    );
}

/// Keep the end of a path that is too long: `…/fixtures/tui-site`.
pub fn shorten_left(s: &str, width: usize) -> String {
    if wrap::width(s) <= width {
        return s.to_owned();
    }
    let mut out: Vec<char> = Vec::new();
    let mut used = 1;
    for c in s.chars().rev() {
        let w = wrap::width(c.encode_utf8(&mut [0; 4]));
        if used + w > width {
            break;
        }
        used += w;
        out.push(c);
    }
    out.reverse();
    format!("…{}", out.into_iter().collect::<String>())
}

/// A bordered block with a title; cyan when it has the focus.
pub fn block(title: Line<'static>, focus: bool) -> Block<'static> {
    Block::default()
        .borders(Borders::ALL)
        .border_style(if focus {
            theme::border_focus()
        } else {
            theme::border()
        })
        .title(title)
}

/// A block with one column of space inside each side border (for previews; see `layout`).
pub fn padded(block: Block<'static>) -> Block<'static> {
    block.padding(Padding::horizontal(1))
}

/// The visible slice of a list of lines, with the selected line highlighted and padded.
pub fn list_lines(
    lines: Vec<Line<'static>>,
    cursor: Cursor,
    height: usize,
    width: usize,
) -> Vec<Line<'static>> {
    lines
        .into_iter()
        .enumerate()
        .skip(cursor.offset)
        .take(height)
        .map(|(i, line)| {
            let line = wrap::pad(line, width);
            if i == cursor.selected {
                line.style(theme::selected())
            } else {
                line
            }
        })
        .collect()
}

/// Text of an HTML snippet with `<mark>` ranges highlighted, whitespace runs (newlines included)
/// collapsed to one space without trimming, so words around marks keep their spaces.
pub fn snippet_spans(html: &str) -> Vec<Span<'static>> {
    crate::render::html_events::marked_runs(html)
        .into_iter()
        .filter(|(text, _)| !text.is_empty())
        .map(|(text, marked)| match marked {
            true => Span::styled(collapse_spaces(&text), theme::mark()),
            false => Span::raw(collapse_spaces(&text)),
        })
        .collect()
}

fn collapse_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            if !space {
                out.push(' ');
            }
            space = true;
        } else {
            out.push(c);
            space = false;
        }
    }
    out
}
