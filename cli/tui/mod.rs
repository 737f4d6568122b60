//! `docs tui`: the maintainer's terminal workspace. Four panels (Pages with a preview, Search,
//! Lint, Coverage) over the same library the site and the other commands use.
//!
//! Shape: [`App`] holds the state and changes only in [`App::update`] (no I/O); [`draw::draw`]
//! reads it; [`keymap`] turns keys and mouse events into [`Action`]s; [`event_loop`] does all I/O
//! (terminal, background loading, file watching, editor, browser, git).

pub mod action;
pub mod app;
pub mod draw;
pub mod event_loop;
pub mod keymap;
pub mod layout;
pub mod model;
pub mod preview;
pub mod terminal;
pub mod theme;
pub mod tree;

pub use action::{Action, Effect, Panel};
pub use app::App;
pub use event_loop::{run, Options};
