//! Lint rules by area.

pub mod config;
pub mod leftover;
pub mod links;
pub mod render;
