//! `docs`: the library behind the one-binary bilingual documentation system.
//!
//! Data flows one way: [`site`] loads the content into a model, [`render`] turns pages into HTML,
//! [`document`] shapes what the front end receives, and the edges ([`serve`], [`commands`]) present it.

pub mod cache;
pub mod commands;
pub mod coverage;
pub mod document;
pub mod export;
pub mod fingerprint;
pub mod import;
pub mod lint;
pub mod memo;
pub mod parallel;
pub mod prepare;
pub mod processing;
pub mod render;
pub mod report_format;
pub mod search;
pub mod serve;
pub mod site;
pub mod staging;
pub mod tui;
pub mod web;
