//! Where everything goes on screen, as a pure function of what the app shows ([`Screen`]: the
//! terminal size, the panel and what decides its split), so drawing and mouse hit-testing agree.

use ratatui::layout::{Constraint, Layout, Rect};

use super::action::Panel;

/// At this width and wider, the Pages panel shows both languages side by side by default.
pub const SIDE_BY_SIDE_MIN_WIDTH: u16 = 140;
/// At this width and wider, the Search and Lint panels show their detail beside the list.
pub const WIDE: u16 = 120;

/// The regions of one frame. `list` and `previews` are inner areas (inside their borders).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Regions {
    pub tabs: Rect,
    /// Each tab title's panel and its columns `[start, end)` on the tab row.
    pub tabs_hit: Vec<(Panel, (u16, u16))>,
    pub body: Rect,
    pub status: Rect,
    pub keys: Rect,
    /// The panel's main list, inside its border.
    pub list: Rect,
    /// The list's border box.
    pub list_box: Rect,
    /// Previews (Pages: one or two; Search: one when wide), inside their borders.
    pub previews: Vec<Rect>,
    pub preview_boxes: Vec<Rect>,
    /// Search: the query box. Lint: the code frame box. Coverage: the section table box.
    pub extra: Option<Rect>,
}

fn inner(r: Rect) -> Rect {
    Rect {
        x: r.x.saturating_add(1),
        y: r.y.saturating_add(1),
        width: r.width.saturating_sub(2),
        height: r.height.saturating_sub(2),
    }
}

/// Titles on the tab row, with their columns.
pub fn tab_titles() -> Vec<(Panel, String)> {
    Panel::ALL
        .iter()
        .enumerate()
        .map(|(i, p)| (*p, format!(" {} {} ", i + 1, p.title())))
        .collect()
}

/// What the regions of a frame depend on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Screen {
    pub width: u16,
    pub height: u16,
    pub panel: Panel,
    /// The Pages panel shows both languages.
    pub side_by_side: bool,
    /// Rows of the Coverage list and sections of its table, which share the panel's height.
    pub coverage_rows: usize,
    pub coverage_sections: usize,
}

/// Compute the regions for the screen.
pub fn regions(screen: &Screen) -> Regions {
    let area = Rect::new(0, 0, screen.width, screen.height);
    let [tabs, body, status, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let mut x = tabs.x + 1;
    let tabs_hit = tab_titles()
        .into_iter()
        .map(|(p, t)| {
            let w = t.chars().count() as u16;
            let hit = (p, (x, x + w));
            x += w + 1;
            hit
        })
        .collect();
    let mut r = Regions {
        tabs,
        tabs_hit,
        body,
        status,
        keys,
        ..Regions::default()
    };
    match screen.panel {
        Panel::Pages => {
            let tree_w = (body.width * 3 / 10).clamp(30.min(body.width), 44);
            let [tree, rest] =
                Layout::horizontal([Constraint::Length(tree_w), Constraint::Min(1)]).areas(body);
            r.list_box = tree;
            r.preview_boxes = if screen.side_by_side {
                let [a, b] = Layout::horizontal([Constraint::Ratio(1, 2), Constraint::Ratio(1, 2)])
                    .areas(rest);
                vec![a, b]
            } else {
                vec![rest]
            };
        }
        Panel::Search => {
            let [query, rest] =
                Layout::vertical([Constraint::Length(3), Constraint::Min(1)]).areas(body);
            r.extra = Some(query);
            if body.width >= WIDE {
                let [list, preview] =
                    Layout::horizontal([Constraint::Percentage(45), Constraint::Percentage(55)])
                        .areas(rest);
                r.list_box = list;
                r.preview_boxes = vec![preview];
            } else {
                r.list_box = rest;
            }
        }
        Panel::Lint => {
            if body.width >= WIDE {
                let [list, frame] =
                    Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)])
                        .areas(body);
                r.list_box = list;
                r.extra = Some(frame);
            } else {
                let frame_h = (body.height / 2).min(10);
                let [list, frame] =
                    Layout::vertical([Constraint::Min(3), Constraint::Length(frame_h)]).areas(body);
                r.list_box = list;
                r.extra = Some(frame);
            }
        }
        Panel::Coverage => {
            // The table gets what the list does not need (the list keeps at least half).
            let list_needed = (screen.coverage_rows as u16 + 2).max(5);
            let table_h = (screen.coverage_sections as u16 + 4)
                .min(body.height.saturating_sub(list_needed.min(body.height / 2)));
            let [table, list] =
                Layout::vertical([Constraint::Length(table_h), Constraint::Min(3)]).areas(body);
            r.extra = Some(table);
            r.list_box = list;
        }
    }
    r.list = inner(r.list_box);
    // Previews keep one column of space inside each side border (`draw::padded`).
    r.previews = r
        .preview_boxes
        .iter()
        .map(|b| {
            let i = inner(*b);
            Rect {
                x: i.x.saturating_add(1),
                width: i.width.saturating_sub(2),
                ..i
            }
        })
        .collect();
    r
}
