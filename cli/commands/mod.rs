//! One module per subcommand: an args struct and a `run` function each.

pub mod build;
pub mod coverage;
pub mod import;
pub mod lint;
pub mod new;
pub mod search;
pub mod serve;
pub mod tui;
