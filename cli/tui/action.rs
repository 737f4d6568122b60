//! What can happen to the app: [`Action`]s in (keys, mouse, loaded data), [`Effect`]s out (I/O the
//! event loop performs on the app's behalf).

use super::model::{Checked, Indexed, Loaded};

/// The four panels, in Tab order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Panel {
    Pages,
    Search,
    Lint,
    Coverage,
}

impl Panel {
    /// Every panel in Tab order.
    pub const ALL: [Panel; 4] = [Panel::Pages, Panel::Search, Panel::Lint, Panel::Coverage];

    /// The title shown on the tab bar.
    pub fn title(self) -> &'static str {
        match self {
            Panel::Pages => "Pages",
            Panel::Search => "Search",
            Panel::Lint => "Lint",
            Panel::Coverage => "Coverage",
        }
    }

    /// Position in Tab order (0-based).
    pub fn index(self) -> usize {
        Self::ALL.iter().position(|p| *p == self).unwrap_or(0)
    }
}

/// Everything `App::update` reacts to. Keys and mouse arrive already translated by the keymap.
#[derive(Debug)]
pub enum Action {
    Quit,
    NextPanel,
    PrevPanel,
    Show(Panel),
    /// Open the query line (from any panel).
    OpenSearch,
    /// Close whatever is open (query line, help, diff), else nothing.
    Close,
    ToggleHelp,
    Up,
    Down,
    PageUp,
    PageDown,
    Home,
    End,
    /// Collapse the selected group (or go to its parent).
    Collapse,
    /// Expand the selected group.
    Expand,
    /// The panel's main action: toggle a group, jump to a hit, open the editor, show a diff.
    Enter,
    /// Switch the language of the page tree, preview and search.
    SwitchLanguage,
    /// Show both languages side by side (or one).
    ToggleSideBySide,
    /// Scroll the preview by this many lines (negative = up).
    ScrollPreview(i32),
    /// Scroll the preview by half its height (1 = down, -1 = up).
    ScrollPreviewHalf(i32),
    /// Open the selected page in `$EDITOR`.
    Edit,
    /// Coverage: record that the selected stale page is in step with its twin now.
    Acknowledge,
    /// Open the selected page in the browser (needs `--server`).
    OpenBrowser,
    /// Reload the content now.
    Reload,
    /// A character typed into the query line.
    QueryInput(char),
    QueryBackspace,
    QueryClear,
    /// Mouse wheel at a cell (positive = down).
    Scroll {
        column: u16,
        row: u16,
        lines: i32,
    },
    /// Left click at a cell.
    Click {
        column: u16,
        row: u16,
    },
    /// The terminal has this size now.
    Resize {
        width: u16,
        height: u16,
    },
    /// The content was (re)loaded: site model and coverage.
    Loaded(Box<Loaded>),
    /// Pages rendered and linted.
    Checked(Box<Checked>),
    /// The search index is ready.
    Indexed(Box<Indexed>),
    /// A one-line message for the status bar.
    Status(String),
}

/// I/O the app asks for; the event loop performs it and reports back with an [`Action`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Open a content file (relative to the content root) in the editor, at a line.
    Edit { file: String, line: Option<u32> },
    /// Open a URL in the browser.
    Browse { url: String },
    /// Load the content again.
    Reload,
    /// Write `translatedFrom: <HEAD>` into a stale page (relative to the content root), then reload.
    Acknowledge { file: String },
}

/// What keys go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Normal,
    /// The search query line is open.
    Query,
    /// The key overview is open.
    Help,
    /// A diff is open.
    Diff,
    Quit,
}

/// What a key press is read against: the mode and the panel in front.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Focus {
    pub mode: Mode,
    pub panel: Panel,
}
