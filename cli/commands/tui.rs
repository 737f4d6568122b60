//! `docs tui`: the terminal workspace for maintainers (pages + preview, search, lint, coverage).

use std::io::IsTerminal as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;

use crate::site::ContentSource;
use crate::tui;

/// Browse pages with a preview, search, lint and coverage in the terminal; live on file changes.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs tui                                   # ./content\n  docs tui --content tests/fixtures/bilingual\n  docs tui --server http://127.0.0.1:8080    # `o` opens the selected page there\n\nKeys: Tab / 1-4 switch panels, / searches, e edits, ? lists every key, q quits.\nEnvironment: $VISUAL or $EDITOR for `e`; DOCS_TUI_TIMING=FILE appends the start-up time.\nExit status: 0 after q, 2 when stdout is not a terminal, on usage or internal errors."
)]
pub struct TuiArgs {
    /// Content directory. Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Base URL of a running `docs serve`, for opening pages in the browser.
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
}

pub fn run(args: TuiArgs) -> anyhow::Result<ExitCode> {
    if !std::io::stdout().is_terminal() {
        eprintln!(
            "error: docs tui needs a terminal, but stdout is not one.\n\
             For scripts and CI use `docs lint`, `docs coverage` or `docs search`."
        );
        return Ok(ExitCode::from(2));
    }
    if let Some(url) = &args.server {
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            bail!("--server must be an http:// or https:// URL, got `{url}`");
        }
    }
    let source = ContentSource::choose(args.content.as_deref());
    let label = source.describe();
    tui::run(tui::Options {
        source,
        label,
        server: args.server,
        timing: std::env::var_os("DOCS_TUI_TIMING").map(PathBuf::from),
    })?;
    Ok(ExitCode::SUCCESS)
}
