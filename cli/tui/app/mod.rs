//! `App`: the whole state of `docs tui`, and `update`, the only place it changes. No I/O happens
//! here: what needs the outside world is queued in `effects` for the event loop.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::Arc;

use crate::coverage::CoverageReport;
use crate::render::{self, RenderedPage};
use crate::search::{SearchHit, SearchIndex};
use crate::site::{Diagnostic, Site};

pub mod align;
mod data;
mod nav;
mod summary;

pub use summary::plural;

pub use super::action::Mode;
use super::action::{Action, Effect, Focus, Panel};
use super::layout;
use super::model::{self, Loaded, PageStatus};
use super::preview::{self, Preview};
use super::tree::{Node, Row};

/// A scrolling list position: the selected item and the first visible one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cursor {
    pub selected: usize,
    pub offset: usize,
}

/// Where the preview is scrolled to: a heading (or the top) plus a line offset.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PreviewPos {
    pub anchor: Option<String>,
    pub offset: i64,
}

/// The diff shown for a stale translation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiffView {
    pub title: String,
    pub lines: Vec<String>,
    pub scroll: usize,
}

/// A row of the Lint panel: a file heading or one diagnostic (index into the diagnostics).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LintRow {
    File {
        file: String,
        errors: usize,
        warnings: usize,
    },
    Diag(usize),
}

/// A row of the Coverage panel's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CoverageRow {
    Heading(String),
    Note(String),
    Missing(usize),
    /// A stale pair (index into the report's `stale`).
    Stale(usize),
    /// One section of a stale pair's newer page that moved ahead: (pair, section).
    Section(usize, usize),
    NearMiss(usize),
}

impl CoverageRow {
    /// Whether the cursor can rest on this row (a page), unlike headings and notes.
    pub fn is_selectable(&self) -> bool {
        matches!(
            self,
            Self::Missing(_) | Self::Stale(_) | Self::Section(..) | Self::NearMiss(_)
        )
    }
}

/// The Pages panel's own state: the page tree per locale, what is folded, the visible rows, the
/// selection and where the preview is scrolled to.
#[derive(Debug, Default)]
pub struct PagesPanel {
    trees: Vec<Vec<Node>>,
    pub collapsed: HashSet<String>,
    pub rows: Vec<Row>,
    pub cursor: Cursor,
    pub preview: PreviewPos,
}

/// The Search panel's own state.
#[derive(Debug, Default)]
pub struct SearchPanel {
    pub query: String,
    pub hits: Vec<SearchHit>,
    /// A line under the query: result count, or why there are none.
    pub note: Option<String>,
    pub cursor: Cursor,
}

/// The Lint panel's own state: findings grouped by file.
#[derive(Debug, Default)]
pub struct LintPanel {
    pub rows: Vec<LintRow>,
    pub cursor: Cursor,
}

/// The Coverage panel's own state: the list under the per-section table.
#[derive(Debug, Default)]
pub struct CoveragePanel {
    pub rows: Vec<CoverageRow>,
    pub cursor: Cursor,
}

/// Lines per search hit in the Search panel.
pub const HIT_HEIGHT: usize = 3;

/// The app state.
#[derive(Debug)]
pub struct App {
    /// Bumped on every reload request; results of older loads are dropped.
    pub generation: u64,
    pub site: Arc<Site>,
    pub coverage: CoverageReport,
    /// Every page rendered (following `site.pages`), once checked.
    pub rendered: Option<Vec<RenderedPage>>,
    pub diagnostics: Option<Vec<Diagnostic>>,
    /// Word count per file from the latest check, kept across reloads so the page facts do not
    /// blink while the new check runs.
    pub words: std::collections::HashMap<String, usize>,
    pub index: Option<Result<SearchIndex, String>>,
    pub statuses: Vec<PageStatus>,
    /// The content root as shown in the status bar.
    pub label: String,
    /// Base URL of a running `docs serve`, for `o`.
    pub server: Option<String>,

    pub panel: Panel,
    pub mode: Mode,
    pub width: u16,
    pub height: u16,
    /// Index into [`App::locales`].
    pub locale: usize,
    /// Both languages side by side; `None` = when the terminal is wide enough.
    pub side_by_side: Option<bool>,
    pub pages_panel: PagesPanel,
    pub search_panel: SearchPanel,
    pub lint_panel: LintPanel,
    pub coverage_panel: CoveragePanel,
    pub diff: Option<DiffView>,
    /// First line of the key overview shown (when it does not fit).
    pub help_scroll: usize,
    /// A transient message for the key line.
    pub status: Option<String>,
    /// I/O requested by `update`, drained by the event loop.
    pub effects: Vec<Effect>,
}

impl App {
    /// What the screen's regions depend on ([`layout::regions`]).
    pub fn screen(&self) -> layout::Screen {
        layout::Screen {
            width: self.width,
            height: self.height,
            panel: self.panel,
            side_by_side: self.is_side_by_side(),
            coverage_rows: self.coverage_panel.rows.len(),
            coverage_sections: self.coverage.sections.len(),
        }
    }

    /// The mode and panel keys are read against ([`crate::tui::keymap`]).
    pub fn focus(&self) -> Focus {
        Focus {
            mode: self.mode,
            panel: self.panel,
        }
    }

    /// A new app on a loaded site; render, lint and search arrive later as actions.
    pub fn new(loaded: Loaded, label: impl Into<String>, server: Option<String>) -> Self {
        let mut app = Self {
            generation: loaded.generation,
            statuses: Vec::new(),
            site: loaded.site,
            coverage: loaded.coverage,
            rendered: None,
            diagnostics: None,
            words: Default::default(),
            index: None,
            label: label.into(),
            server,
            panel: Panel::Pages,
            mode: Mode::Normal,
            width: 80,
            height: 24,
            locale: 0,
            side_by_side: None,
            pages_panel: PagesPanel::default(),
            search_panel: SearchPanel::default(),
            lint_panel: LintPanel::default(),
            coverage_panel: CoveragePanel::default(),
            diff: None,
            help_scroll: 0,
            status: None,
            effects: Vec::new(),
        };
        app.rebuild_site();
        app
    }

    /// Locale prefixes (`/`, `/zh/`), in config order.
    pub fn locales(&self) -> Vec<&str> {
        let keys: Vec<&str> = self
            .site
            .config
            .locales
            .keys()
            .map(String::as_str)
            .collect();
        if keys.is_empty() {
            vec!["/"]
        } else {
            keys
        }
    }

    /// The current locale prefix.
    pub fn locale_prefix(&self) -> &str {
        let locales = self.locales();
        locales[self.locale.min(locales.len() - 1)]
    }

    /// Short upper-case name of a locale (`EN`, `ZH`).
    pub fn locale_name(&self, prefix: &str) -> String {
        self.site.locale(prefix).key.to_uppercase()
    }

    /// The search-index key of the current locale (`en`, `zh`).
    fn search_lang(&self) -> String {
        self.site.locale(self.locale_prefix()).key.clone()
    }

    /// Whether both languages show side by side now.
    pub fn is_side_by_side(&self) -> bool {
        self.side_by_side
            .unwrap_or(self.width >= layout::SIDE_BY_SIDE_MIN_WIDTH)
            && self.locales().len() > 1
    }

    /// The page selected in the tree (index into `site.pages`).
    pub fn selected_page(&self) -> Option<usize> {
        self.pages_panel
            .rows
            .get(self.pages_panel.cursor.selected)
            .and_then(|r| r.page)
    }

    /// Index of a page in `site.pages`.
    pub fn page_index(&self, route: &str) -> Option<usize> {
        self.site.pages.iter().position(|p| p.route == route)
    }

    /// Rendered HTML of a page (rendered now when the background pass has not finished yet).
    pub fn page_html(&self, index: usize) -> Cow<'_, str> {
        match self.rendered.as_ref().and_then(|r| r.get(index)) {
            Some(r) => Cow::Borrowed(r.html.as_str()),
            None => Cow::Owned(render::page(&self.site, &self.site.pages[index]).html),
        }
    }

    /// The twin of a page in `locale`.
    pub fn twin(&self, index: usize, locale: &str) -> Option<usize> {
        let page = &self.site.pages[index];
        if page.locale == locale {
            return Some(index);
        }
        self.site
            .twin(page, locale)
            .and_then(|t| self.page_index(&t.route))
    }

    /// Where a preview `height` lines tall starts: the line of the followed anchor (0 without one) and
    /// the first shown line, that base moved by `offset` and kept within the preview.
    pub fn preview_window(&self, preview: &Preview, height: usize, offset: i64) -> (i64, i64) {
        let base = self
            .pages_panel
            .preview
            .anchor
            .as_ref()
            .and_then(|a| preview.anchors.get(a))
            .copied()
            .unwrap_or(0) as i64;
        let max_top = preview.lines.len().saturating_sub(height) as i64;
        (base, (base + offset).clamp(0, max_top.max(0)))
    }

    /// The preview of a page for `width` cells: front-matter summary, then the content.
    pub fn preview_of(&self, index: usize, width: usize) -> Preview {
        let page = &self.site.pages[index];
        let mut out = Preview {
            lines: summary::summary(self, page, index, width),
            ..Preview::default()
        };
        let body = preview::render(&self.page_html(index), width);
        let base = out.lines.len();
        out.anchors = body
            .anchors
            .into_iter()
            .map(|(k, v)| (k, v + base))
            .collect();
        out.lines.extend(body.lines);
        out
    }

    /// Lint error and warning counts, once linted.
    pub fn lint_counts(&self) -> Option<(usize, usize)> {
        self.diagnostics.as_deref().map(crate::lint::counts)
    }

    /// Apply one action. Pure apart from queuing effects.
    pub fn update(&mut self, action: Action) {
        let is_input = !matches!(
            action,
            Action::Loaded(_)
                | Action::Checked(_)
                | Action::Indexed(_)
                | Action::Status(_)
                | Action::Resize { .. }
        );
        if is_input {
            self.status = None;
        }
        match action {
            Action::Quit => self.mode = Mode::Quit,
            Action::NextPanel => self.show((self.panel.index() + 1) % Panel::ALL.len()),
            Action::PrevPanel => {
                self.show((self.panel.index() + Panel::ALL.len() - 1) % Panel::ALL.len());
            }
            Action::Show(panel) => self.show(panel.index()),
            Action::OpenSearch => {
                // A new query each time, like a search box that opens empty.
                self.panel = Panel::Search;
                self.mode = Mode::Query;
                self.search_panel.query.clear();
                self.run_search();
            }
            Action::Close => match self.mode {
                Mode::Query | Mode::Help => self.mode = Mode::Normal,
                Mode::Diff => {
                    self.diff = None;
                    self.mode = Mode::Normal;
                }
                Mode::Normal | Mode::Quit => {}
            },
            Action::ToggleHelp => {
                self.help_scroll = 0;
                self.mode = if self.mode == Mode::Help {
                    Mode::Normal
                } else {
                    Mode::Help
                };
            }
            Action::Up => self.step(-1),
            Action::Down => self.step(1),
            Action::PageUp => {
                let page = self.page_size() as i64;
                self.step(-page);
            }
            Action::PageDown => {
                let page = self.page_size() as i64;
                self.step(page);
            }
            Action::Home => self.step(i64::MIN / 2),
            Action::End => self.step(i64::MAX / 2),
            Action::Collapse => self.collapse(),
            Action::Expand => self.expand(),
            Action::Enter => self.enter(),
            Action::SwitchLanguage => self.switch_language(),
            Action::ToggleSideBySide => self.side_by_side = Some(!self.is_side_by_side()),
            Action::ScrollPreview(lines) => self.scroll_preview(i64::from(lines)),
            Action::ScrollPreviewHalf(dir) => {
                let half = (self.preview_height() / 2).max(1) as i64;
                self.scroll_preview(half * i64::from(dir.signum()));
            }
            Action::Edit => self.edit(),
            Action::Acknowledge => self.acknowledge(),
            Action::OpenBrowser => self.open_browser(),
            Action::Reload => self.effects.push(Effect::Reload),
            Action::QueryInput(c) => {
                self.search_panel.query.push(c);
                self.run_search();
            }
            Action::QueryBackspace => {
                self.search_panel.query.pop();
                self.run_search();
            }
            Action::QueryClear => {
                self.search_panel.query.clear();
                self.run_search();
            }
            Action::Scroll { column, row, lines } => self.mouse_scroll(column, row, lines),
            Action::Click { column, row } => self.click(column, row),
            Action::Resize { width, height } => {
                self.width = width;
                self.height = height;
            }
            Action::Loaded(loaded) => self.loaded(*loaded),
            Action::Checked(checked) => {
                if checked.generation == self.generation {
                    self.words = self
                        .site
                        .pages
                        .iter()
                        .zip(&checked.rendered)
                        .map(|(p, r)| (p.file.clone(), r.reading_time.words))
                        .collect();
                    self.rendered = Some(checked.rendered);
                    self.diagnostics = Some(checked.diagnostics);
                    self.rebuild_lint();
                    self.statuses =
                        model::statuses(&self.site, &self.coverage, self.diagnostics.as_deref());
                }
            }
            Action::Indexed(indexed) => {
                if indexed.generation == self.generation {
                    self.index = Some(indexed.index);
                    self.run_search();
                }
            }
            Action::Status(message) => self.status = Some(message),
        }
        self.fit();
    }

    fn show(&mut self, index: usize) {
        self.panel = Panel::ALL[index];
        if self.mode == Mode::Query && self.panel != Panel::Search {
            self.mode = Mode::Normal;
        }
    }
}
