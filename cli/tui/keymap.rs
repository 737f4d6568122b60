//! Every key binding in one table: key → action per context, with the text `?` and the key line
//! show. Mouse events are translated here too.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEvent, MouseEventKind};

use ratatui::text::{Line, Span};

use super::action::{Action, Focus, Mode, Panel};
use super::theme;

/// Where a binding applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Context {
    /// Every panel (when no query line, help or diff is open).
    Global,
    Pages,
    Search,
    Lint,
    Coverage,
    /// The search query line is open.
    Query,
    /// A diff is open.
    Diff,
}

impl Context {
    /// Heading in the `?` overview.
    pub fn title(self) -> &'static str {
        match self {
            Context::Global => "Everywhere",
            Context::Pages => "Pages",
            Context::Search => "Search",
            Context::Lint => "Lint",
            Context::Coverage => "Coverage",
            Context::Query => "Query line",
            Context::Diff => "Diff",
        }
    }
}

/// One binding.
pub struct Binding {
    pub context: Context,
    pub keys: &'static [(KeyCode, KeyModifiers)],
    /// How the keys are written in the help.
    pub label: &'static str,
    pub help: &'static str,
    /// Short text for the one-line key help; empty = only in `?`.
    pub short: &'static str,
    pub action: fn() -> Action,
}

const NONE: KeyModifiers = KeyModifiers::NONE;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;
const SHIFT: KeyModifiers = KeyModifiers::SHIFT;

const fn ch(c: char) -> (KeyCode, KeyModifiers) {
    (KeyCode::Char(c), NONE)
}

/// The key table. Earlier entries win within a context.
pub const BINDINGS: &[Binding] = &[
    // Query line: typed characters go to the query (see `action_for`).
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Enter, NONE)],
        label: "Enter",
        help: "show the selected result in Pages",
        short: "Enter open",
        action: || Action::Enter,
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Up, NONE), (KeyCode::Down, NONE)],
        label: "↑ ↓",
        help: "select a result",
        short: "↑↓ select",
        action: || Action::Down, // replaced per key in `action_for`
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Backspace, NONE)],
        label: "Backspace",
        help: "delete a character",
        short: "",
        action: || Action::QueryBackspace,
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Char('u'), CTRL)],
        label: "Ctrl+U",
        help: "clear the query",
        short: "",
        action: || Action::QueryClear,
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Char('l'), CTRL)],
        label: "Ctrl+L",
        help: "search the other language",
        short: "Ctrl+L lang",
        action: || Action::SwitchLanguage,
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Esc, NONE)],
        label: "Esc",
        help: "close the query line",
        short: "Esc close",
        action: || Action::Close,
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Tab, NONE)],
        label: "Tab",
        help: "close the query line and go to the next panel",
        short: "",
        action: || Action::NextPanel,
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::BackTab, NONE)],
        label: "Shift+Tab",
        help: "close the query line and go to the previous panel",
        short: "",
        action: || Action::PrevPanel,
    },
    Binding {
        context: Context::Query,
        keys: &[(KeyCode::Char('c'), CTRL)],
        label: "Ctrl+C",
        help: "quit",
        short: "",
        action: || Action::Quit,
    },
    // Diff view.
    Binding {
        context: Context::Diff,
        keys: &[(KeyCode::Esc, NONE), ch('q')],
        label: "Esc q",
        help: "close the diff",
        short: "Esc close",
        action: || Action::Close,
    },
    Binding {
        context: Context::Diff,
        keys: &[(KeyCode::Down, NONE), ch('j')],
        label: "↓ j",
        help: "scroll down",
        short: "↑↓ PgUp PgDn scroll",
        action: || Action::Down,
    },
    Binding {
        context: Context::Diff,
        keys: &[(KeyCode::Up, NONE), ch('k')],
        label: "↑ k",
        help: "scroll up",
        short: "",
        action: || Action::Up,
    },
    Binding {
        context: Context::Diff,
        keys: &[(KeyCode::PageDown, NONE), ch(' ')],
        label: "PgDn Space",
        help: "scroll a page down",
        short: "",
        action: || Action::PageDown,
    },
    Binding {
        context: Context::Diff,
        keys: &[(KeyCode::PageUp, NONE)],
        label: "PgUp",
        help: "scroll a page up",
        short: "",
        action: || Action::PageUp,
    },
    Binding {
        context: Context::Diff,
        keys: &[ch('e')],
        label: "e",
        help: "edit the page behind at the section",
        short: "e edit",
        action: || Action::Edit,
    },
    Binding {
        context: Context::Diff,
        keys: &[ch('a')],
        label: "a",
        help: "mark the page behind as in step (translatedFrom)",
        short: "a in step",
        action: || Action::Acknowledge,
    },
    Binding {
        context: Context::Diff,
        keys: &[(KeyCode::Char('c'), CTRL)],
        label: "Ctrl+C",
        help: "quit",
        short: "",
        action: || Action::Quit,
    },
    // Pages.
    Binding {
        context: Context::Pages,
        keys: &[(KeyCode::Enter, NONE)],
        label: "Enter",
        help: "fold or unfold the selected group",
        short: "",
        action: || Action::Enter,
    },
    Binding {
        context: Context::Pages,
        keys: &[(KeyCode::Left, NONE), ch('h')],
        label: "← h",
        help: "fold the group (or go to its parent)",
        short: "←→ fold",
        action: || Action::Collapse,
    },
    Binding {
        context: Context::Pages,
        keys: &[(KeyCode::Right, NONE)],
        label: "→",
        help: "unfold the group",
        short: "",
        action: || Action::Expand,
    },
    Binding {
        context: Context::Pages,
        keys: &[(KeyCode::Char('J'), NONE), (KeyCode::Down, SHIFT)],
        label: "J Shift+↓",
        help: "scroll the preview down",
        short: "J/K scroll",
        action: || Action::ScrollPreview(1),
    },
    Binding {
        context: Context::Pages,
        keys: &[(KeyCode::Char('K'), NONE), (KeyCode::Up, SHIFT)],
        label: "K Shift+↑",
        help: "scroll the preview up",
        short: "",
        action: || Action::ScrollPreview(-1),
    },
    Binding {
        context: Context::Pages,
        keys: &[ch('d'), ch(' ')],
        label: "d Space",
        help: "scroll the preview half a page down",
        short: "",
        action: || Action::ScrollPreviewHalf(1),
    },
    Binding {
        context: Context::Pages,
        keys: &[ch('u')],
        label: "u",
        help: "scroll the preview half a page up",
        short: "",
        action: || Action::ScrollPreviewHalf(-1),
    },
    Binding {
        context: Context::Pages,
        keys: &[ch('b')],
        label: "b",
        help: "both languages side by side, or one",
        short: "",
        action: || Action::ToggleSideBySide,
    },
    Binding {
        context: Context::Pages,
        keys: &[ch('e')],
        label: "e",
        help: "edit the page in $EDITOR",
        short: "e edit",
        action: || Action::Edit,
    },
    Binding {
        context: Context::Pages,
        keys: &[ch('o')],
        label: "o",
        help: "open the page in the browser (--server URL)",
        short: "",
        action: || Action::OpenBrowser,
    },
    // Search (query line closed).
    Binding {
        context: Context::Search,
        keys: &[(KeyCode::Enter, NONE)],
        label: "Enter",
        help: "show the selected result in Pages",
        short: "Enter open",
        action: || Action::Enter,
    },
    Binding {
        context: Context::Search,
        keys: &[ch('e')],
        label: "e",
        help: "edit the result's page",
        short: "",
        action: || Action::Edit,
    },
    Binding {
        context: Context::Search,
        keys: &[ch('o')],
        label: "o",
        help: "open the result in the browser (--server URL)",
        short: "",
        action: || Action::OpenBrowser,
    },
    // Lint.
    Binding {
        context: Context::Lint,
        keys: &[(KeyCode::Enter, NONE), ch('e')],
        label: "Enter e",
        help: "open the editor at the finding's line",
        short: "Enter edit",
        action: || Action::Edit,
    },
    // Coverage.
    Binding {
        context: Context::Coverage,
        keys: &[(KeyCode::Enter, NONE)],
        label: "Enter",
        help: "stale: diff of what moved ahead; missing: show the page",
        short: "Enter diff/show",
        action: || Action::Enter,
    },
    Binding {
        context: Context::Coverage,
        keys: &[ch('e')],
        label: "e",
        help: "edit the page (at the stale section)",
        short: "",
        action: || Action::Edit,
    },
    Binding {
        context: Context::Coverage,
        keys: &[ch('a')],
        label: "a",
        help: "stale: mark the page behind as in step",
        short: "a in step",
        action: || Action::Acknowledge,
    },
    // Everywhere.
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::Tab, NONE)],
        label: "Tab",
        help: "next panel",
        short: "Tab panels",
        action: || Action::NextPanel,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::BackTab, NONE)],
        label: "Shift+Tab",
        help: "previous panel",
        short: "",
        action: || Action::PrevPanel,
    },
    Binding {
        context: Context::Global,
        keys: &[ch('1')],
        label: "1",
        help: "Pages",
        short: "",
        action: || Action::Show(Panel::Pages),
    },
    Binding {
        context: Context::Global,
        keys: &[ch('2')],
        label: "2",
        help: "Search",
        short: "",
        action: || Action::Show(Panel::Search),
    },
    Binding {
        context: Context::Global,
        keys: &[ch('3')],
        label: "3",
        help: "Lint",
        short: "",
        action: || Action::Show(Panel::Lint),
    },
    Binding {
        context: Context::Global,
        keys: &[ch('4')],
        label: "4",
        help: "Coverage",
        short: "",
        action: || Action::Show(Panel::Coverage),
    },
    Binding {
        context: Context::Global,
        keys: &[ch('/')],
        label: "/",
        help: "search (from any panel)",
        short: "/ search",
        action: || Action::OpenSearch,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::Up, NONE), ch('k')],
        label: "↑ k",
        help: "move up",
        short: "",
        action: || Action::Up,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::Down, NONE), ch('j')],
        label: "↓ j",
        help: "move down",
        short: "",
        action: || Action::Down,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::PageUp, NONE)],
        label: "PgUp",
        help: "a page up",
        short: "",
        action: || Action::PageUp,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::PageDown, NONE)],
        label: "PgDn",
        help: "a page down",
        short: "",
        action: || Action::PageDown,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::Home, NONE), ch('g')],
        label: "Home g",
        help: "first item",
        short: "",
        action: || Action::Home,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::End, NONE), ch('G')],
        label: "End G",
        help: "last item",
        short: "",
        action: || Action::End,
    },
    Binding {
        context: Context::Global,
        keys: &[ch('l')],
        label: "l",
        help: "switch language (next locale)",
        short: "l lang",
        action: || Action::SwitchLanguage,
    },
    Binding {
        context: Context::Global,
        keys: &[ch('r')],
        label: "r",
        help: "reload the content now",
        short: "",
        action: || Action::Reload,
    },
    Binding {
        context: Context::Global,
        keys: &[ch('?')],
        label: "?",
        help: "show all keys",
        short: "? keys",
        action: || Action::ToggleHelp,
    },
    Binding {
        context: Context::Global,
        keys: &[(KeyCode::Esc, NONE)],
        label: "Esc",
        help: "close",
        short: "",
        action: || Action::Close,
    },
    Binding {
        context: Context::Global,
        keys: &[ch('q'), (KeyCode::Char('c'), CTRL)],
        label: "q Ctrl+C",
        help: "quit",
        short: "q quit",
        action: || Action::Quit,
    },
];

fn panel_context(panel: Panel) -> Context {
    match panel {
        Panel::Pages => Context::Pages,
        Panel::Search => Context::Search,
        Panel::Lint => Context::Lint,
        Panel::Coverage => Context::Coverage,
    }
}

/// The contexts consulted, in order, for the app's current mode and panel.
pub fn contexts(focus: Focus) -> Vec<Context> {
    match focus.mode {
        Mode::Query => vec![Context::Query],
        Mode::Diff => vec![Context::Diff],
        _ => vec![panel_context(focus.panel), Context::Global],
    }
}

fn matches(binding: &(KeyCode, KeyModifiers), key: &KeyEvent) -> bool {
    // Shift is part of the character itself (`G`, `?`, `J`) and of BackTab.
    let shift_in_code = matches!(key.code, KeyCode::Char(_) | KeyCode::BackTab);
    let mods = if shift_in_code {
        key.modifiers.difference(KeyModifiers::SHIFT)
    } else {
        key.modifiers
    };
    binding.0 == key.code && binding.1 == mods
}

/// The action for a key press, if any.
pub fn action_for(key: KeyEvent, focus: Focus) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if focus.mode == Mode::Help {
        // Arrows scroll the overview, Ctrl+C quits, any other key closes it.
        return Some(match key.code {
            KeyCode::Up | KeyCode::Char('k') => Action::Up,
            KeyCode::Down | KeyCode::Char('j') => Action::Down,
            KeyCode::PageUp => Action::PageUp,
            KeyCode::PageDown => Action::PageDown,
            KeyCode::Char('c') if key.modifiers.contains(CTRL) => Action::Quit,
            _ => Action::Close,
        });
    }
    for context in contexts(focus) {
        for binding in BINDINGS.iter().filter(|b| b.context == context) {
            if binding.keys.iter().any(|k| matches(k, &key)) {
                if context == Context::Query && matches!(key.code, KeyCode::Up | KeyCode::Down) {
                    return Some(if key.code == KeyCode::Up {
                        Action::Up
                    } else {
                        Action::Down
                    });
                }
                return Some((binding.action)());
            }
        }
    }
    if focus.mode == Mode::Query {
        if let KeyCode::Char(c) = key.code {
            if !key.modifiers.intersects(CTRL | KeyModifiers::ALT) {
                return Some(Action::QueryInput(c));
            }
        }
    }
    None
}

/// The action for a mouse event, if any.
pub fn mouse_action(event: MouseEvent) -> Option<Action> {
    let (column, row) = (event.column, event.row);
    match event.kind {
        MouseEventKind::ScrollDown => Some(Action::Scroll {
            column,
            row,
            lines: 1,
        }),
        MouseEventKind::ScrollUp => Some(Action::Scroll {
            column,
            row,
            lines: -1,
        }),
        MouseEventKind::Down(crossterm::event::MouseButton::Left) => {
            Some(Action::Click { column, row })
        }
        _ => None,
    }
}

/// The one-line key help for the current context.
pub fn short_help(focus: Focus) -> Vec<&'static str> {
    contexts(focus)
        .into_iter()
        .flat_map(|c| BINDINGS.iter().filter(move |b| b.context == c))
        .map(|b| b.short)
        .filter(|s| !s.is_empty())
        .collect()
}

/// Every line of the key overview, in one column.
pub fn help_lines() -> Vec<Line<'static>> {
    let mut out = Vec::new();
    for (context, bindings) in overview() {
        if !out.is_empty() {
            out.push(Line::default());
        }
        out.push(Line::from(Span::styled(context.title(), theme::heading())));
        for b in bindings {
            out.push(Line::from(vec![
                Span::styled(format!("  {:<12}", b.label), theme::title()),
                Span::raw(b.help),
            ]));
        }
    }
    out.push(Line::default());
    out.push(Line::from(Span::styled("Tree marks", theme::heading())));
    for (mark, meaning) in [
        ("✓", "the twin in the other language exists"),
        ("✗", "the twin is missing"),
        ("~", "older than its source page (stale translation)"),
        ("●N ▲N", "lint errors / warnings in the file"),
    ] {
        out.push(Line::from(vec![
            Span::styled(format!("  {mark:<12}"), theme::title()),
            Span::raw(meaning),
        ]));
    }
    out
}

/// Bindings grouped by context, for `?`.
pub fn overview() -> Vec<(Context, Vec<&'static Binding>)> {
    let order = [
        Context::Global,
        Context::Pages,
        Context::Search,
        Context::Query,
        Context::Lint,
        Context::Coverage,
        Context::Diff,
    ];
    order
        .into_iter()
        .map(|c| (c, BINDINGS.iter().filter(|b| b.context == c).collect()))
        .collect()
}
