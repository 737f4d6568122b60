//! Tables: columns sized to their content and shrunk to the width with wrapped cells; when even that
//! cannot fit, each row is shown as `header: value` lines instead.

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use super::html::{Element, Node};
use super::wrap;

struct Row {
    header: bool,
    cells: Vec<String>,
}

fn rows(e: &Element, out: &mut Vec<Row>) {
    for node in &e.children {
        let Node::Element(c) = node else { continue };
        match c.name.as_str() {
            "tr" => {
                let cells: Vec<&Element> = c
                    .children
                    .iter()
                    .filter_map(|n| match n {
                        Node::Element(cell) if cell.name == "td" || cell.name == "th" => Some(cell),
                        _ => None,
                    })
                    .collect();
                out.push(Row {
                    header: cells.iter().all(|cell| cell.name == "th") && !cells.is_empty(),
                    cells: cells
                        .iter()
                        .map(|cell| cell.text().split_whitespace().collect::<Vec<_>>().join(" "))
                        .collect(),
                });
            }
            _ => rows(c, out),
        }
    }
}

/// Column widths that fit `available` cells: natural widths when they fit; else each column keeps
/// its longest word and the rest is shared in proportion to what each still wants. `None` when even
/// the longest words do not fit (the table is then shown as records).
fn widths(rows: &[Row], columns: usize, available: usize) -> Option<Vec<usize>> {
    let cells = |c: usize| rows.iter().filter_map(move |r| r.cells.get(c));
    let natural: Vec<usize> = (0..columns)
        .map(|c| cells(c).map(|s| wrap::width(s)).max().unwrap_or(0).max(1))
        .collect();
    if natural.iter().sum::<usize>() <= available {
        return Some(natural);
    }
    let least: Vec<usize> = (0..columns)
        .map(|c| {
            cells(c)
                .flat_map(|s| s.split_whitespace())
                .map(wrap::width)
                .max()
                .unwrap_or(1)
                .clamp(3, 16)
                .min(natural[c])
        })
        .collect();
    let floor: usize = least.iter().sum();
    if floor > available {
        return None;
    }
    let extra = available - floor;
    let want: Vec<usize> = natural.iter().zip(&least).map(|(n, l)| n - l).collect();
    let total_want: usize = want.iter().sum::<usize>().max(1);
    let mut widths: Vec<usize> = (0..columns)
        .map(|c| least[c] + extra * want[c] / total_want)
        .collect();
    // Rounding leftovers go to the column that wants the most.
    let used: usize = widths.iter().sum();
    if let Some(c) = (0..columns).max_by_key(|c| want[*c]) {
        widths[c] += available.saturating_sub(used);
    }
    Some(widths)
}

/// Lay out a `<table>` for `width` cells.
pub fn render(table: &Element, width: usize) -> Vec<Line<'static>> {
    let mut all = Vec::new();
    rows(table, &mut all);
    let columns = all.iter().map(|r| r.cells.len()).max().unwrap_or(0);
    if columns == 0 {
        return Vec::new();
    }
    let border = Style::default().fg(Color::DarkGray);
    let head = Style::default().add_modifier(Modifier::BOLD);
    let available = width.saturating_sub(3 * columns + 1);
    let Some(widths) = widths(&all, columns, available) else {
        return records(&all, width, head);
    };
    let rule = |l: &str, m: &str, r: &str| {
        let parts: Vec<String> = widths.iter().map(|w| "─".repeat(w + 2)).collect();
        Line::from(Span::styled(format!("{l}{}{r}", parts.join(m)), border))
    };
    let mut out = vec![rule("┌", "┬", "┐")];
    for (i, row) in all.iter().enumerate() {
        let style = if row.header { head } else { Style::default() };
        let wrapped: Vec<Vec<Line<'static>>> = widths
            .iter()
            .enumerate()
            .map(|(c, w)| {
                let text = row.cells.get(c).cloned().unwrap_or_default();
                wrap::wrap(&[Span::styled(text, style)], *w)
            })
            .collect();
        let height = wrapped.iter().map(Vec::len).max().unwrap_or(1).max(1);
        for k in 0..height {
            let mut spans = vec![Span::styled("│", border)];
            for (c, w) in widths.iter().enumerate() {
                let cell = wrapped[c].get(k).cloned().unwrap_or_default();
                spans.push(Span::raw(" "));
                spans.extend(wrap::pad(cell, *w).spans);
                spans.push(Span::raw(" "));
                spans.push(Span::styled("│", border));
            }
            out.push(Line::from(spans));
        }
        if row.header && i + 1 < all.len() {
            out.push(rule("├", "┼", "┤"));
        }
    }
    out.push(rule("└", "┴", "┘"));
    out
}

/// Too many columns for the width: one block of `header: value` lines per row.
fn records(all: &[Row], width: usize, head: Style) -> Vec<Line<'static>> {
    let headers: Vec<String> = all
        .first()
        .filter(|r| r.header)
        .map(|r| r.cells.clone())
        .unwrap_or_default();
    let mut out = Vec::new();
    for row in all.iter().filter(|r| !r.header) {
        if !out.is_empty() {
            out.push(Line::from(Span::styled(
                "─".repeat(width.min(8)),
                Style::default().fg(Color::DarkGray),
            )));
        }
        for (c, value) in row.cells.iter().enumerate() {
            if value.is_empty() {
                continue;
            }
            let mut spans = Vec::new();
            if let Some(h) = headers.get(c) {
                spans.push(Span::styled(format!("{h}: "), head));
            }
            spans.push(Span::raw(value.clone()));
            out.extend(wrap::wrap(&spans, width));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::preview::html::parse;

    fn table(html: &str) -> Element {
        match parse(html).into_iter().next() {
            Some(Node::Element(e)) => e,
            other => panic!("{other:?}"),
        }
    }

    fn plain(lines: &[Line]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect()
    }

    const HTML: &str = "<table><thead><tr><th>Key</th><th>Meaning</th></tr></thead><tbody><tr><td>site_url</td><td>Public base URL of the site</td></tr></tbody></table>";

    #[test]
    fn wide_enough_tables_keep_natural_widths() {
        assert_eq!(
            plain(&render(&table(HTML), 60)),
            [
                "┌──────────┬─────────────────────────────┐",
                "│ Key      │ Meaning                     │",
                "├──────────┼─────────────────────────────┤",
                "│ site_url │ Public base URL of the site │",
                "└──────────┴─────────────────────────────┘",
            ]
        );
    }

    #[test]
    fn narrow_tables_wrap_cells_and_tiny_ones_become_records() {
        assert_eq!(
            plain(&render(&table(HTML), 30)),
            [
                "┌──────────┬─────────────────┐",
                "│ Key      │ Meaning         │",
                "├──────────┼─────────────────┤",
                "│ site_url │ Public base URL │",
                "│          │ of the site     │",
                "└──────────┴─────────────────┘",
            ]
        );
        assert_eq!(
            plain(&render(&table(HTML), 9)),
            ["Key:", "site_url", "Meaning:", "Public", "base URL", "of the", "site"]
        );
    }
}
