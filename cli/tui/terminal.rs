//! Entering and leaving the terminal's TUI state (raw mode, alternate screen, mouse capture, hidden
//! cursor). `restore` is safe to call any number of times; a panic hook and a drop guard call it so
//! the shell is never left broken.

use std::io::{self, Stdout};

use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use crossterm::{cursor, execute};
use ratatui::backend::CrosstermBackend;
use ratatui::Terminal;

/// The real terminal.
pub type Term = Terminal<CrosstermBackend<Stdout>>;

/// Switch the terminal to TUI mode and install the panic hook.
pub fn enter() -> io::Result<Term> {
    install_panic_hook();
    setup()?;
    Terminal::new(CrosstermBackend::new(io::stdout()))
}

fn setup() -> io::Result<()> {
    enable_raw_mode()?;
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        EnableMouseCapture,
        cursor::Hide
    )
}

/// Put the terminal back as the shell expects it.
pub fn restore() -> io::Result<()> {
    let raw = disable_raw_mode();
    execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    )?;
    raw
}

/// Leave TUI mode for a child program (the editor); [`resume`] comes back.
pub fn suspend() -> io::Result<()> {
    restore()
}

/// Back to TUI mode after [`suspend`], with a full redraw.
pub fn resume(term: &mut Term) -> io::Result<()> {
    setup()?;
    term.clear()
}

fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = restore();
        previous(info);
    }));
}

/// Restores the terminal when dropped (early returns and errors included).
pub struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = restore();
    }
}
