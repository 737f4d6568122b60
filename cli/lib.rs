//! `docs`: the library behind the one-binary bilingual documentation system.
//!
//! Data flows one way: [`site`] loads the content into a model, [`render`] turns pages into HTML,
//! [`document`] shapes what the front end receives, and the edges ([`serve`], [`commands`]) present it.

// Any text a user writes passes through the library's scanners, and `&s[a..b]` panics when an
// offset lands inside a character: cut with `site::text` (or `get`, `strip_prefix`, `split_once`).
// Tests may slice their own fixed text. `scripts/test.sh` runs clippy with this lint denied.
#![deny(clippy::string_slice)]
#![cfg_attr(test, allow(clippy::string_slice))]

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
