//! `docs`: the library behind the one-binary bilingual documentation system.
//!
//! Data flows one way, up these layers (bottom first; `tests/layers.rs` holds the code to them and
//! names the file:line of an upward import, and of a circle between the sub-modules of one module):
//!
//! | layer | modules | owns |
//! |---|---|---|
//! | ground | [`fingerprint`], [`parallel`], [`processing`], [`report_format`], [`staging`], [`web`] | hashing and keys, work spread over cores, atomic output folders, the embedded app; nothing of a site |
//! | caches | [`cache`] | what a run keeps on disk, keyed by the ground's fingerprints |
//! | model | [`site`] | pages, front matter, config, locales, routes, sidebars; `site::answer` says what answers a path, `site::built` what the build writes |
//! | rendering | [`render`] | a page's HTML and its typed outline (title, description text, sections, ids, block kinds), made in one pass over the Markdown events |
//! | products | [`document`], [`search`], [`lint`], [`coverage`] | the page data and shell the app draws (every chrome decision is made here), the index, findings, the translation report |
//! | memory | [`memo`] | an incremental build's renderings, documents and findings |
//! | prepared site | [`prepare`] | the one site serve and export present |
//! | edges | [`export`], [`serve`], [`tui`], [`import`] | present or write; they never import each other |
//! | commands | [`commands`] | the command line |
//!
//! ```text
//! content ─► site::Site ─► render ─► document · search · lint · coverage ─► memo ─► prepare
//!                                                                                  │
//!                                         export (files) ◄─────────────────────────┼──► serve (HTTP/1.1, h2c, TLS)
//!                                                                                  └──► tui
//! ```
//!
//! Nothing outside `render` tokenizes HTML (others read the outline or `render::html_events`); one
//! entity decoder (`site::text::entities`), one word-break rule (`site::text::word_breaks`, whose
//! positions the app receives), one string table (`i18n/strings.json`, overridable with `ui:`).

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
