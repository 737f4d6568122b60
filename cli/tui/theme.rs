//! Colours and styles, in one place.

use ratatui::style::{Color, Modifier, Style};

pub fn title() -> Style {
    Style::default().add_modifier(Modifier::BOLD)
}

pub fn border() -> Style {
    Style::default().fg(Color::DarkGray)
}

pub fn border_focus() -> Style {
    Style::default().fg(Color::Cyan)
}

pub fn selected() -> Style {
    Style::default().add_modifier(Modifier::REVERSED)
}

pub fn dim() -> Style {
    Style::default().fg(Color::DarkGray)
}

pub fn error() -> Style {
    Style::default().fg(Color::Red)
}

pub fn warning() -> Style {
    Style::default().fg(Color::Yellow)
}

pub fn ok() -> Style {
    Style::default().fg(Color::Green)
}

pub fn heading() -> Style {
    Style::default()
        .fg(Color::Cyan)
        .add_modifier(Modifier::BOLD)
}

pub fn tab_active() -> Style {
    Style::default()
        .fg(Color::Black)
        .bg(Color::Cyan)
        .add_modifier(Modifier::BOLD)
}

pub fn status_bar() -> Style {
    Style::default().fg(Color::Black).bg(Color::Gray)
}

pub fn message() -> Style {
    Style::default().fg(Color::Yellow)
}

pub fn mark() -> Style {
    Style::default().fg(Color::Black).bg(Color::Yellow)
}
