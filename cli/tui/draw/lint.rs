//! The Lint panel: diagnostics grouped by file, and the selected one's message, help and code frame.

use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

use super::{block, list_lines, plural, theme};
use crate::site::{Diagnostic, Severity};
use crate::tui::app::{App, LintRow};
use crate::tui::layout::Regions;
use crate::tui::preview::wrap;

pub fn draw(frame: &mut Frame, app: &App, regions: &Regions) {
    let inner = regions.list;
    let width = inner.width as usize;
    let (title, lines) = match app.diagnostics.as_deref() {
        None => (
            " Lint ".to_owned(),
            vec![Line::from(Span::styled("checking…", theme::dim()))],
        ),
        Some([]) => (
            " Lint ".to_owned(),
            vec![Line::from(Span::styled("No problems found.", theme::ok()))],
        ),
        Some(diags) => {
            let (e, w) = crate::lint::counts(diags);
            let lines = app
                .lint_panel
                .rows
                .iter()
                .map(|row| row_line(row, diags))
                .collect();
            (
                format!(
                    " Lint: {e} {}, {w} {} ",
                    plural(e, "error"),
                    plural(w, "warning")
                ),
                list_lines(lines, app.lint_panel.cursor, inner.height as usize, width),
            )
        }
    };
    frame.render_widget(
        Paragraph::new(lines).block(block(Line::from(Span::styled(title, theme::title())), true)),
        regions.list_box,
    );
    if let Some(area) = regions.extra {
        detail(frame, app, area);
    }
}

fn severity(d: &Diagnostic) -> Span<'static> {
    match d.severity {
        Severity::Error => Span::styled("error", theme::error()),
        Severity::Warning => Span::styled("warn ", theme::warning()),
        Severity::Info => Span::styled("info ", theme::dim()),
    }
}

fn row_line(row: &LintRow, diags: &[Diagnostic]) -> Line<'static> {
    match row {
        LintRow::File {
            file,
            errors,
            warnings,
        } => {
            let mut spans = vec![Span::styled(file.clone(), theme::title())];
            if *errors > 0 {
                spans.push(Span::styled(format!("  ●{errors}"), theme::error()));
            }
            if *warnings > 0 {
                spans.push(Span::styled(format!("  ▲{warnings}"), theme::warning()));
            }
            Line::from(spans)
        }
        LintRow::Diag(i) => {
            let d = &diags[*i];
            let at = if d.span.line > 0 {
                format!("{}:{}", d.span.line, d.span.column.max(1))
            } else {
                "-".to_owned()
            };
            Line::from(vec![
                Span::raw(format!("  {at:>7} ")),
                severity(d),
                Span::raw(" "),
                Span::raw(d.message.clone()),
                Span::styled(format!("  {}", d.rule), theme::dim()),
            ])
        }
    }
}

fn detail(frame: &mut Frame, app: &App, area: ratatui::layout::Rect) {
    let width = area.width.saturating_sub(2) as usize;
    let diag = match (
        app.lint_panel.rows.get(app.lint_panel.cursor.selected),
        &app.diagnostics,
    ) {
        (Some(LintRow::Diag(i)), Some(diags)) => diags.get(*i),
        _ => None,
    };
    let Some(d) = diag else {
        let text = match app.lint_panel.rows.get(app.lint_panel.cursor.selected) {
            Some(LintRow::File { file, .. }) => format!("{file}: Enter opens it in the editor."),
            _ => String::new(),
        };
        let body = wrap::wrap(&[Span::styled(text, theme::dim())], width);
        frame.render_widget(
            Paragraph::new(body).block(block(Line::from(" Finding "), false)),
            area,
        );
        return;
    };
    let position = if d.span.line > 0 {
        format!("{}:{}:{}", d.span.file, d.span.line, d.span.column.max(1))
    } else {
        d.span.file.clone()
    };
    let mut lines = wrap::wrap(
        &[
            severity(d),
            Span::styled(format!("[{}] ", d.rule), theme::dim()),
            Span::raw(d.message.clone()),
        ],
        width,
    );
    if let Some(help) = &d.help {
        lines.extend(wrap::wrap(
            &[Span::styled("help: ", theme::ok()), Span::raw(help.clone())],
            width,
        ));
    }
    lines.extend(code_frame(app, d, width));
    let title = Line::from(Span::styled(format!(" {position} "), theme::title()));
    frame.render_widget(Paragraph::new(lines).block(block(title, false)), area);
}

/// The offending line with two lines around it and a caret under the column.
fn code_frame(app: &App, d: &Diagnostic, width: usize) -> Vec<Line<'static>> {
    if d.span.line == 0 {
        return Vec::new();
    }
    let Some(text) = app.site.text_of(&d.span.file) else {
        return Vec::new();
    };
    let lines: Vec<&str> = text.lines().collect();
    let at = d.span.line as usize;
    let first = at.saturating_sub(2).max(1);
    let last = (at + 2).min(lines.len());
    let mut out = vec![Line::default()];
    for n in first..=last {
        let Some(line) = lines.get(n - 1) else { break };
        let here = n == at;
        let gutter = format!("{}{n:>4} │ ", if here { ">" } else { " " });
        let style = if here {
            ratatui::style::Style::default()
        } else {
            theme::dim()
        };
        out.push(wrap::truncate(
            Line::from(vec![
                Span::styled(gutter, theme::dim()),
                Span::styled(line.replace('\t', "    "), style),
            ]),
            width,
        ));
        if here {
            let col = d.span.column.max(1) as usize;
            let prefix: String = line.chars().take(col - 1).collect();
            out.push(Line::from(vec![
                Span::styled("      │ ", theme::dim()),
                Span::raw(" ".repeat(wrap::width(&prefix))),
                Span::styled("^", theme::error()),
            ]));
        }
    }
    out
}
