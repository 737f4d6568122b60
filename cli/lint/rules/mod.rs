//! Lint rules by area.

pub mod config;
pub mod links;
pub mod render;
pub mod terminology;
pub mod titles;
