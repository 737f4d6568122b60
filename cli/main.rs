//! The `docs` command line: parse, dispatch, map the result to an exit code.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use docs::commands::{build, coverage, import, lint, new, search, serve, tui};

/// mimalloc rather than glibc's allocator: analysis and indexing make and drop a string per
/// token, and glibc's malloc and free were a quarter of a big site's indexing time; a server
/// that rebuilds its answers after every save also kept growing in glibc's per-thread arenas.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// One binary for the whole bilingual documentation site.
#[derive(Debug, Parser)]
#[command(name = "docs", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the site (embedded or from --content) over HTTP.
    Serve(serve::ServeArgs),
    /// Write the whole site as static files (for a CDN or static host).
    Build(build::BuildArgs),
    /// Check front-matter, config, links, anchors and assets (for editors, pre-commit and CI).
    Lint(lint::LintArgs),
    /// Report English/Chinese pairs, missing twins and stale translations.
    Coverage(coverage::CoverageArgs),
    /// Search the site from the terminal (English or Chinese).
    Search(search::SearchArgs),
    /// Browse, search, lint and check coverage in a terminal workspace.
    Tui(tui::TuiArgs),
    /// Convert a VuePress 2 + theme-hope project into a docs content folder.
    Import(import::ImportArgs),
    /// Start a site: write a small working one (home, a guide page, site.yaml) into a new folder.
    New(new::NewArgs),
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    docs::processing::install_panic_hook();
    docs::import::raw::install();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(args) => serve::run(args),
        Command::Search(args) => search::run(args),
        Command::Lint(args) => lint::run(args),
        Command::Build(args) => build::run(args),
        Command::Coverage(args) => coverage::run(args),
        Command::Tui(args) => tui::run(args),
        Command::Import(args) => import::run(args),
        Command::New(args) => new::run(args),
    };
    match result {
        Ok(code) => code,
        // `docs lint | head`: the reader left; stop quietly, as a tool killed by SIGPIPE would.
        Err(err) if closed_pipe(&err) => ExitCode::from(141),
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(2)
        }
    }
}

/// Whether an error comes from writing to a pipe whose reader has gone.
fn closed_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
