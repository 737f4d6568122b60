//! How `App` moves: cursors, folding, the panels' Enter, jumps to pages, the preview's scroll, the
//! mouse, and keeping every selection on screen.

use super::align;
use super::{App, CoverageRow, Cursor, DiffView, LintRow, Mode, PreviewPos, HIT_HEIGHT};
use crate::coverage::CoverageReport;
use crate::site::dates::iso_date;
use crate::tui::action::{Effect, Panel};
use crate::tui::layout;
use crate::tui::tree::{self, Row};

impl App {
    pub(super) fn page_size(&self) -> usize {
        let regions = layout::regions(&self.screen());
        let h = regions.list.height as usize;
        if self.panel == Panel::Search {
            (h / HIT_HEIGHT).max(1)
        } else {
            h.max(1)
        }
    }

    pub(super) fn step(&mut self, delta: i64) {
        if self.mode == Mode::Diff {
            if let Some(diff) = &mut self.diff {
                let max = diff.lines.len().saturating_sub(1) as i64;
                diff.scroll = (diff.scroll as i64 + delta).clamp(0, max) as usize;
            }
            return;
        }
        if self.mode == Mode::Help {
            let max = crate::tui::keymap::help_lines().len().saturating_sub(1) as i64;
            self.help_scroll = (self.help_scroll as i64 + delta).clamp(0, max) as usize;
            return;
        }
        match self.panel {
            Panel::Pages => {
                let before = self.pages_panel.cursor.selected;
                move_cursor(
                    &mut self.pages_panel.cursor,
                    self.pages_panel.rows.len(),
                    delta,
                    |_| true,
                );
                if before != self.pages_panel.cursor.selected {
                    self.pages_panel.preview = PreviewPos::default();
                }
            }
            Panel::Search => move_cursor(
                &mut self.search_panel.cursor,
                self.search_panel.hits.len(),
                delta,
                |_| true,
            ),
            Panel::Lint => move_cursor(
                &mut self.lint_panel.cursor,
                self.lint_panel.rows.len(),
                delta,
                |_| true,
            ),
            Panel::Coverage => {
                let rows = &self.coverage_panel.rows;
                move_cursor(&mut self.coverage_panel.cursor, rows.len(), delta, |i| {
                    rows[i].is_selectable()
                });
            }
        }
    }

    /// The row under the cursor of the Pages panel, when that panel is the one shown.
    fn selected_page_row(&self) -> Option<Row> {
        if self.panel != Panel::Pages {
            return None;
        }
        self.pages_panel
            .rows
            .get(self.pages_panel.cursor.selected)
            .cloned()
    }

    pub(super) fn collapse(&mut self) {
        let Some(row) = self.selected_page_row() else {
            return;
        };
        if row.is_group && row.expanded {
            self.pages_panel.collapsed.insert(row.key.clone());
            self.rebuild_rows();
            self.select_row(|r| r.key == row.key);
        } else if let Some(parent) = self.pages_panel.rows[..self.pages_panel.cursor.selected]
            .iter()
            .rposition(|r| r.depth < row.depth)
        {
            self.pages_panel.cursor.selected = parent;
            self.pages_panel.preview = PreviewPos::default();
        }
    }

    pub(super) fn expand(&mut self) {
        let Some(row) = self.selected_page_row() else {
            return;
        };
        if row.is_group && !row.expanded {
            self.pages_panel.collapsed.remove(&row.key);
            self.rebuild_rows();
            self.select_row(|r| r.key == row.key);
        }
    }

    pub(super) fn enter(&mut self) {
        match (self.mode, self.panel) {
            (Mode::Help, _) => self.mode = Mode::Normal,
            (Mode::Diff, _) => {}
            (_, Panel::Search) => {
                if let Some(hit) = self
                    .search_panel
                    .hits
                    .get(self.search_panel.cursor.selected)
                    .cloned()
                {
                    self.jump(&hit.route, hit.anchor);
                } else if self.mode == Mode::Query {
                    self.mode = Mode::Normal;
                }
            }
            (_, Panel::Pages) => {
                let Some(row) = self
                    .pages_panel
                    .rows
                    .get(self.pages_panel.cursor.selected)
                    .cloned()
                else {
                    return;
                };
                if row.is_group {
                    if row.expanded {
                        self.collapse();
                    } else {
                        self.expand();
                    }
                }
            }
            (_, Panel::Lint) => self.edit(),
            (_, Panel::Coverage) => match self
                .coverage_panel
                .rows
                .get(self.coverage_panel.cursor.selected)
            {
                Some(CoverageRow::Stale(i)) => {
                    self.diff = Some(diff_view(&self.coverage, *i, None))
                }
                Some(CoverageRow::Section(i, k)) => {
                    self.diff = Some(diff_view(&self.coverage, *i, Some(*k)));
                }
                Some(CoverageRow::Missing(i)) => {
                    let route = self.coverage.missing[*i].route.clone();
                    self.jump(&route, None);
                }
                Some(CoverageRow::NearMiss(i)) => {
                    let route = self.coverage.near_misses[*i].route.clone();
                    self.jump(&route, None);
                }
                _ => {}
            },
        }
        if self.diff.is_some() {
            self.mode = Mode::Diff;
        }
    }

    /// Show a page (and a heading) in the Pages panel.
    pub fn jump(&mut self, route: &str, anchor: Option<String>) {
        let Some(index) = self.page_index(route) else {
            self.status = Some(format!("no page at {route}"));
            return;
        };
        let locale = self.site.pages[index].locale.clone();
        if let Some(at) = self.locales().iter().position(|l| *l == locale) {
            self.locale = at;
        }
        if let Some(path) = tree::ancestors_of(&self.pages_panel.trees[self.locale], index) {
            for key in path {
                self.pages_panel.collapsed.remove(&key);
            }
        }
        self.rebuild_rows();
        self.select_row(|r| r.page == Some(index));
        self.pages_panel.preview = PreviewPos { anchor, offset: 0 };
        self.panel = Panel::Pages;
        self.mode = Mode::Normal;
    }

    pub(super) fn switch_language(&mut self) {
        let locales: Vec<String> = self.locales().iter().map(|s| (*s).to_owned()).collect();
        if locales.len() < 2 {
            return;
        }
        let twin = self
            .selected_page()
            .and_then(|i| self.twin(i, &locales[(self.locale + 1) % locales.len()]));
        let position = self.pages_panel.cursor.selected;
        // Where the reader is: the heading in view, or the line above the first heading.
        let in_view = self.heading_in_view().map(|(_, mark)| mark);
        let top = self
            .selected_page()
            .and_then(|s| self.main_view(s))
            .map(|v| v.2);
        self.locale = (self.locale + 1) % locales.len();
        self.rebuild_rows();
        let found = twin.is_some_and(|t| self.select_row(|r| r.page == Some(t)));
        if !found {
            self.pages_panel.cursor.selected =
                position.min(self.pages_panel.rows.len().saturating_sub(1));
        }
        // The twin opens at the same part of the page.
        self.pages_panel.preview = PreviewPos::default();
        let view = self.selected_page().and_then(|s| self.main_view(s));
        self.pages_panel.preview = match (view, in_view) {
            (Some((_, preview, _)), Some(mark)) => match align::counterpart(&preview, &mark) {
                Some((anchor, _)) => PreviewPos {
                    anchor: Some(anchor.to_owned()),
                    offset: mark.below as i64,
                },
                None => PreviewPos::default(),
            },
            _ => PreviewPos {
                anchor: None,
                offset: top.unwrap_or(0) as i64,
            },
        };
        self.run_search();
    }

    pub(super) fn preview_height(&self) -> usize {
        layout::regions(&self.screen())
            .previews
            .first()
            .map_or(1, |r| r.height as usize)
    }

    pub(super) fn scroll_preview(&mut self, lines: i64) {
        if self.mode == Mode::Diff {
            self.step(lines);
            return;
        }
        let Some(index) = self.selected_page() else {
            return;
        };
        let regions = layout::regions(&self.screen());
        let Some(area) = regions.previews.first() else {
            return;
        };
        let preview = self.preview_of(index, area.width as usize);
        let (base, top) = self.preview_window(
            &preview,
            area.height as usize,
            self.pages_panel.preview.offset + lines,
        );
        self.pages_panel.preview.offset = top - base;
    }

    pub(super) fn selected_file(&self) -> Option<(String, Option<u32>)> {
        let page_file = |i: usize| self.site.pages.get(i).map(|p| (p.file.clone(), None));
        match self.panel {
            // The editor opens at the heading in view.
            Panel::Pages => {
                let (index, line) = match self.heading_in_view() {
                    Some((index, mark)) => (index, self.heading_line(index, &mark.anchor)),
                    None => (self.selected_page()?, None),
                };
                page_file(index).map(|(file, _)| (file, line))
            }
            // At the hit's heading.
            Panel::Search => {
                let hit = self
                    .search_panel
                    .hits
                    .get(self.search_panel.cursor.selected)?;
                let index = self.page_index(&hit.route)?;
                let line = hit
                    .anchor
                    .as_deref()
                    .and_then(|a| self.heading_line(index, a));
                page_file(index).map(|(file, _)| (file, line))
            }
            Panel::Lint => match self.lint_panel.rows.get(self.lint_panel.cursor.selected)? {
                LintRow::File { file, .. } => Some((file.clone(), None)),
                LintRow::Diag(i) => {
                    let d = self.diagnostics.as_ref()?.get(*i)?;
                    Some((
                        d.span.file.clone(),
                        (d.span.line > 0).then_some(d.span.line),
                    ))
                }
            },
            Panel::Coverage => {
                let route = match self
                    .coverage_panel
                    .rows
                    .get(self.coverage_panel.cursor.selected)?
                {
                    CoverageRow::Missing(i) => &self.coverage.missing[*i].route,
                    row @ (CoverageRow::Stale(i) | CoverageRow::Section(i, _)) => {
                        // The editor opens the page that is behind, at the section to update
                        // (the first one for a whole pair).
                        let k = match row {
                            CoverageRow::Section(_, k) => *k,
                            _ => 0,
                        };
                        let stale = &self.coverage.stale[*i];
                        let index = self.page_index(&stale.route)?;
                        let Some(section) = stale.sections.get(k) else {
                            return page_file(index);
                        };
                        let anchor = section.twin_anchor.as_deref();
                        let line = anchor.and_then(|a| self.heading_line(index, a));
                        return Some((self.site.pages[index].file.clone(), line));
                    }
                    CoverageRow::NearMiss(i) => &self.coverage.near_misses[*i].route,
                    _ => return None,
                };
                self.page_index(route).and_then(page_file)
            }
        }
    }

    /// Ask to acknowledge the stale pair selected (or whose diff is open): its page that is behind.
    pub(super) fn acknowledge(&mut self) {
        let pair = match (
            self.panel,
            self.coverage_panel
                .rows
                .get(self.coverage_panel.cursor.selected),
        ) {
            (Panel::Coverage, Some(CoverageRow::Stale(i) | CoverageRow::Section(i, _))) => *i,
            _ => {
                self.status = Some("a: select a stale page in Coverage first".into());
                return;
            }
        };
        let Some(file) = self
            .page_index(&self.coverage.stale[pair].route)
            .map(|i| self.site.pages[i].file.clone())
        else {
            return;
        };
        self.diff = None;
        if self.mode == Mode::Diff {
            self.mode = Mode::Normal;
        }
        self.effects.push(Effect::Acknowledge { file });
    }

    pub(super) fn edit(&mut self) {
        if let Some((file, line)) = self.selected_file() {
            self.effects.push(Effect::Edit { file, line });
        }
    }

    pub(super) fn open_browser(&mut self) {
        let Some(server) = self.server.clone() else {
            self.status = Some("start with --server URL to open pages in the browser".into());
            return;
        };
        let target = match self.panel {
            Panel::Search => self
                .search_panel
                .hits
                .get(self.search_panel.cursor.selected)
                .map(|h| (h.route.clone(), h.anchor.clone())),
            _ => self.selected_file().and_then(|(file, _)| {
                self.site
                    .pages
                    .iter()
                    .find(|p| p.file == file)
                    .map(|p| (p.route.clone(), None))
            }),
        };
        if let Some((route, anchor)) = target {
            let anchor = anchor.map(|a| format!("#{a}")).unwrap_or_default();
            let url = format!("{}{route}{anchor}", server.trim_end_matches('/'));
            self.effects.push(Effect::Browse { url });
        }
    }

    pub(super) fn mouse_scroll(&mut self, column: u16, row: u16, lines: i32) {
        if self.mode == Mode::Diff {
            self.step(i64::from(lines) * 3);
            return;
        }
        let regions = layout::regions(&self.screen());
        let at = |r: &ratatui::layout::Rect| r.contains((column, row).into());
        if regions.previews.iter().any(at) && self.panel == Panel::Pages {
            self.scroll_preview(i64::from(lines) * 3);
        } else if at(&regions.list) {
            self.step(i64::from(lines));
        }
    }

    pub(super) fn click(&mut self, column: u16, row: u16) {
        if self.mode == Mode::Help || self.mode == Mode::Diff {
            return;
        }
        let regions = layout::regions(&self.screen());
        if let Some((panel, _)) = regions
            .tabs_hit
            .iter()
            .find(|(_, (x0, x1))| row == regions.tabs.y && column >= *x0 && column < *x1)
        {
            self.show(panel.index());
            return;
        }
        let list = regions.list;
        if !list.contains((column, row).into()) {
            return;
        }
        let line = (row - list.y) as usize;
        let (cursor, len, height) = match self.panel {
            Panel::Pages => (&mut self.pages_panel.cursor, self.pages_panel.rows.len(), 1),
            Panel::Search => (
                &mut self.search_panel.cursor,
                self.search_panel.hits.len(),
                HIT_HEIGHT,
            ),
            Panel::Lint => (&mut self.lint_panel.cursor, self.lint_panel.rows.len(), 1),
            Panel::Coverage => (
                &mut self.coverage_panel.cursor,
                self.coverage_panel.rows.len(),
                1,
            ),
        };
        let index = cursor.offset + line / height;
        if index >= len {
            return;
        }
        if self.panel == Panel::Coverage && !self.coverage_panel.rows[index].is_selectable() {
            return;
        }
        let cursor = match self.panel {
            Panel::Pages => &mut self.pages_panel.cursor,
            Panel::Search => &mut self.search_panel.cursor,
            Panel::Lint => &mut self.lint_panel.cursor,
            Panel::Coverage => &mut self.coverage_panel.cursor,
        };
        if cursor.selected == index {
            // A click on the selected item acts like Enter.
            self.enter();
        } else {
            cursor.selected = index;
            if self.panel == Panel::Pages {
                self.pages_panel.preview = PreviewPos::default();
            }
        }
    }

    /// Keep every selection in range and on screen.
    pub(super) fn fit(&mut self) {
        let regions = layout::regions(&self.screen());
        let h = regions.list.height as usize;
        fit_cursor(&mut self.pages_panel.cursor, self.pages_panel.rows.len(), h);
        fit_cursor(
            &mut self.search_panel.cursor,
            self.search_panel.hits.len(),
            (h / HIT_HEIGHT).max(1),
        );
        fit_cursor(&mut self.lint_panel.cursor, self.lint_panel.rows.len(), h);
        fit_cursor(
            &mut self.coverage_panel.cursor,
            self.coverage_panel.rows.len(),
            h,
        );
    }
}

/// The diff overlay for a stale pair: every section that moved ahead, or just section `only`.
fn diff_view(report: &CoverageReport, pair: usize, only: Option<usize>) -> DiffView {
    let stale = &report.stale[pair];
    let mut lines = vec![format!(
        "{} ({}) is behind {} ({}): these sections of the newer page moved ahead.",
        stale.route,
        iso_date(stale.translation_updated),
        stale.source_route,
        iso_date(stale.source_updated)
    )];
    if let Some(note) = &stale.note {
        lines.push(format!("note: {note}"));
    }
    if stale.sections.is_empty() {
        lines.push(String::new());
        lines.push("No section detail: only page times are known here.".into());
    }
    for (k, section) in stale.sections.iter().enumerate() {
        if only.is_some_and(|o| o != k) {
            continue;
        }
        let there = match section.twin_heading.as_deref() {
            Some(heading) => format!("update “{heading}”"),
            None => "no counterpart section yet".to_owned(),
        };
        lines.push(String::new());
        lines.push(format!(
            "§ {} {} → {there}",
            section.change.label(),
            section.heading
        ));
        lines.extend(section.diff.lines().map(str::to_owned));
    }
    let title = match only.and_then(|k| stale.sections.get(k)) {
        Some(section) => format!("{} § {}", stale.source_route, section.heading),
        None => format!(
            "{} since {}",
            stale.source_route,
            iso_date(stale.translation_updated)
        ),
    };
    DiffView {
        title,
        lines,
        scroll: 0,
    }
}

/// Move a cursor by `delta` items, landing on a selectable item.
fn move_cursor(cursor: &mut Cursor, len: usize, delta: i64, selectable: impl Fn(usize) -> bool) {
    if len == 0 {
        return;
    }
    let target = (cursor.selected as i64 + delta).clamp(0, len as i64 - 1) as usize;
    let forward = delta >= 0;
    let search: Box<dyn Iterator<Item = usize>> = if forward {
        Box::new((target..len).chain((0..target).rev()))
    } else {
        Box::new((0..=target).rev().chain(target + 1..len))
    };
    if let Some(i) = search.into_iter().find(|i| selectable(*i)) {
        cursor.selected = i;
    }
}

fn fit_cursor(cursor: &mut Cursor, len: usize, visible: usize) {
    cursor.selected = cursor.selected.min(len.saturating_sub(1));
    let visible = visible.max(1);
    if cursor.selected < cursor.offset {
        cursor.offset = cursor.selected;
    } else if cursor.selected >= cursor.offset + visible {
        cursor.offset = cursor.selected + 1 - visible;
    }
    cursor.offset = cursor.offset.min(len.saturating_sub(visible));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursor_skips_unselectable_rows_and_stays_visible() {
        let mut c = Cursor::default();
        move_cursor(&mut c, 5, 1, |i| i != 1);
        assert_eq!(c.selected, 2);
        move_cursor(&mut c, 5, -1, |i| i != 1);
        assert_eq!(c.selected, 0);
        c.selected = 4;
        fit_cursor(&mut c, 5, 2);
        assert_eq!(c.offset, 3);
    }
}
