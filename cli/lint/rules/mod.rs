//! Lint rules by area.

pub mod blog;
pub mod config;
pub mod content_files;
pub mod facts;
pub mod front_matter;
pub mod head;
pub mod leftover;
pub mod links;
mod needles;
pub mod phrases;
pub mod render;
pub mod script_links;
pub mod server_routes;
pub mod terminology;
pub mod titles;
