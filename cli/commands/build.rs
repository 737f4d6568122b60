//! `docs build`: export the whole site as static files.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context as _;

use crate::export;
use crate::site::{ContentSource, Site};

/// Write the site as static files for a CDN or static host.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs build --out dist-site\n  docs build --out /var/www/docs --content ./content\n\nThe output replaces DIR atomically: a failed build leaves the previous output as it was."
)]
pub struct BuildArgs {
    /// Output directory.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Content directory. Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
}

pub fn run(args: BuildArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let site =
        Site::load(ContentSource::choose(args.content.as_deref())).context("loading content")?;
    for d in site.diagnostics.iter().filter(|d| d.is_error()) {
        eprintln!("{d}");
    }
    // A progress line only on an interactive terminal; CI logs stay quiet.
    let interactive = std::io::stderr().is_terminal() && std::env::var_os("CI").is_none();
    let mut progress = |done: usize, total: usize| {
        if interactive && (done % 10 == 0 || done == total) {
            let filled = done * 30 / total.max(1);
            eprint!(
                "\r[{}{}] {done}/{total} pages",
                "#".repeat(filled),
                " ".repeat(30 - filled)
            );
            let _ = std::io::stderr().flush();
        }
    };
    let report = export::export(&site, &args.out, &mut progress)
        .with_context(|| format!("building into {}", args.out.display()))?;
    if interactive {
        eprintln!();
    }
    println!(
        "Built {} pages ({} files, {:.1} MB) into {} in {} ms",
        report.pages,
        report.files,
        report.bytes as f64 / 1_048_576.0,
        args.out.display(),
        started.elapsed().as_millis()
    );
    Ok(ExitCode::SUCCESS)
}
