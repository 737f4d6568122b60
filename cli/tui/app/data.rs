//! How `App` takes in new data: a reload, lint results, the search index, a query; each rebuilds the
//! rows it feeds and keeps the selections on the same items.

use super::{App, CoverageRow, Cursor, LintRow};
use crate::tui::model::{self, Loaded};
use crate::tui::tree::{self, Row};

impl App {
    /// A new load arrived: swap the model in and keep the selections.
    pub(super) fn loaded(&mut self, loaded: Loaded) {
        if loaded.generation < self.generation {
            return;
        }
        self.generation = loaded.generation;
        self.site = loaded.site;
        self.coverage = loaded.coverage;
        // Rendered pages follow the old page list; the rest is keyed by file or route and is
        // kept until the new results arrive, so the panels do not flash empty.
        self.rendered = None;
        self.rebuild_site();
        self.rebuild_lint();
        self.run_search();
    }

    pub(super) fn rebuild_site(&mut self) {
        let selected = self
            .pages_panel
            .rows
            .get(self.pages_panel.cursor.selected)
            .cloned();
        let locales: Vec<String> = self.locales().iter().map(|s| (*s).to_owned()).collect();
        self.pages_panel.trees = locales
            .iter()
            .map(|prefix| tree::build(&self.site, prefix))
            .collect();
        self.locale = self.locale.min(locales.len() - 1);
        self.rebuild_rows();
        if let Some(row) = selected {
            self.select_row(|r| r.key == row.key);
        }
        self.statuses = model::statuses(&self.site, &self.coverage, self.diagnostics.as_deref());
        self.rebuild_coverage();
    }

    pub(super) fn rebuild_rows(&mut self) {
        self.pages_panel.rows = tree::flatten(
            &self.pages_panel.trees[self.locale],
            &self.pages_panel.collapsed,
        );
    }

    pub(super) fn select_row(&mut self, pred: impl Fn(&Row) -> bool) -> bool {
        match self.pages_panel.rows.iter().position(pred) {
            Some(i) => {
                self.pages_panel.cursor.selected = i;
                true
            }
            None => false,
        }
    }

    pub(super) fn rebuild_lint(&mut self) {
        let Some(diags) = self.diagnostics.as_deref() else {
            self.lint_panel.rows.clear();
            return;
        };
        let previous = match self.lint_panel.rows.get(self.lint_panel.cursor.selected) {
            Some(LintRow::Diag(i)) => diags
                .get(*i)
                .map(|d| (d.span.file.clone(), d.rule, d.message.clone())),
            _ => None,
        };
        let mut rows = Vec::new();
        let mut i = 0;
        while i < diags.len() {
            let file = diags[i].span.file.clone();
            let end = diags[i..]
                .iter()
                .position(|d| d.span.file != file)
                .map_or(diags.len(), |n| i + n);
            let (errors, warnings) = crate::lint::counts(&diags[i..end]);
            rows.push(LintRow::File {
                file,
                errors,
                warnings,
            });
            rows.extend((i..end).map(LintRow::Diag));
            i = end;
        }
        self.lint_panel.rows = rows;
        if let Some((file, rule, message)) = previous {
            let found = self.lint_panel.rows.iter().position(|r| {
                matches!(r, LintRow::Diag(i) if diags[*i].span.file == file && diags[*i].rule == rule && diags[*i].message == message)
            });
            if let Some(at) = found {
                self.lint_panel.cursor.selected = at;
            }
        } else if self.lint_panel.cursor.selected == 0 && self.lint_panel.rows.len() > 1 {
            // Start on the first finding rather than on its file heading.
            self.lint_panel.cursor.selected = 1;
        }
    }

    pub(super) fn rebuild_coverage(&mut self) {
        let previous = self
            .coverage_panel
            .rows
            .get(self.coverage_panel.cursor.selected)
            .cloned();
        let r = &self.coverage;
        let mut rows = vec![CoverageRow::Heading(format!(
            "Missing twins ({})",
            r.missing.len()
        ))];
        if r.missing.is_empty() {
            rows.push(CoverageRow::Note("none".into()));
        }
        rows.extend((0..r.missing.len()).map(CoverageRow::Missing));
        rows.push(CoverageRow::Heading(format!(
            "Stale twins ({}): Enter shows what moved ahead",
            r.stale.len()
        )));
        if r.times != "git" {
            rows.push(CoverageRow::Note(r.times.clone()));
        } else if r.stale.is_empty() {
            rows.push(CoverageRow::Note("none".into()));
        }
        for (i, stale) in r.stale.iter().enumerate() {
            rows.push(CoverageRow::Stale(i));
            rows.extend((0..stale.sections.len()).map(|k| CoverageRow::Section(i, k)));
        }
        if !r.unjudged.is_empty() {
            rows.push(CoverageRow::Heading(format!(
                "Not judged ({})",
                r.unjudged.len()
            )));
            rows.extend(
                r.unjudged
                    .iter()
                    .map(|u| CoverageRow::Note(format!("{}: {}", u.route, u.reason))),
            );
        }
        if !r.near_misses.is_empty() {
            rows.push(CoverageRow::Heading("Probably twins (names differ)".into()));
            rows.extend((0..r.near_misses.len()).map(CoverageRow::NearMiss));
        }
        if !r.sidebar_parity.is_empty() {
            rows.push(CoverageRow::Heading("Sidebar differences".into()));
            rows.extend(r.sidebar_parity.iter().cloned().map(CoverageRow::Note));
        }
        self.coverage_panel.rows = rows;
        let same = previous.and_then(|p| self.coverage_panel.rows.iter().position(|r| *r == p));
        self.coverage_panel.cursor.selected = same
            .or_else(|| {
                self.coverage_panel
                    .rows
                    .iter()
                    .position(CoverageRow::is_selectable)
            })
            .unwrap_or(0);
    }

    pub(super) fn run_search(&mut self) {
        self.search_panel.hits.clear();
        self.search_panel.cursor = Cursor::default();
        if self.search_panel.query.trim().is_empty() {
            self.search_panel.note = None;
            return;
        }
        let lang = self.search_lang();
        self.search_panel.note = Some(match &self.index {
            None => "building the search index…".into(),
            Some(Err(e)) => e.clone(),
            Some(Ok(index)) => match index.search(&self.search_panel.query, &lang, 50) {
                Ok(result) => {
                    self.search_panel.hits = result.hits;
                    // The list stops at 50 and keeps a page's best sections; the count says how
                    // many sections matched in all.
                    let shown = self.search_panel.hits.len();
                    match result.total {
                        0 => "no results".into(),
                        1 => "1 result".into(),
                        n if n == shown => format!("{n} results"),
                        n => format!("{shown} of {n} results"),
                    }
                }
                Err(e) => e.to_string(),
            },
        });
    }
}
