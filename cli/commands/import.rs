//! `docs import vuepress`: convert a VuePress 2 + vuepress-theme-hope project into a content folder.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::import;
use crate::staging::target::{self, Protected};

/// Convert another documentation tool's project into a docs content folder.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs import vuepress ./my-vuepress-site --out ./content\n  docs import vuepress --help"
)]
pub struct ImportArgs {
    #[command(subcommand)]
    pub from: ImportFrom,
}

/// The tools `docs import` reads.
#[derive(Debug, clap::Subcommand)]
pub enum ImportFrom {
    /// Convert a VuePress 2 + vuepress-theme-hope project (pages, images, public files, locales,
    /// navbar, sidebar, redirects) into a docs content folder.
    Vuepress(VuepressArgs),
}

/// Where `docs import vuepress` reads and writes.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs import vuepress ./my-vuepress-site --out ./content\n  docs import vuepress ./my-vuepress-site/src --out ../docs-content --force\n\nPROJECT is the VuePress project (its `src/` or `docs/` folder holding `.vuepress` is found) or that\nfolder itself. The config files (.vuepress/config.ts, theme.ts, navbar.ts, sidebar.ts and what they\nimport) run in a sandbox (no network, no writes, no processes, reads inside the project only; read as\ndata when that fails, and the report says so): computed values, plugins with no docs equivalent and custom\nVue components in pages are printed as `file:line: warning: …`, grouped by what the import did
(not converted, replaced, dropped, converted) with counts; lint errors left in the written content
are listed last, split into those the import caused and the site's own (the original has the same\nfault: the same check run on it finds it). --format json prints the same as one JSON document.\n\nExit status: 0 imported, with no lint error caused by the import (warnings and the site's own\nerrors allowed), 1 imported with lint errors the import caused, or the project could not be read\n(no `.vuepress` folder, no config) or writing failed, 2 usage error or refused CONTENT_DIR.\n\nThe import writes into a staging folder beside CONTENT_DIR and renames it at the end, so a failure\nleaves nothing half written. CONTENT_DIR must be new or empty (--force replaces a non-empty one),\nmust not be, contain or sit inside PROJECT, and must not be or contain the current directory, a\nrepository root or a filesystem root; --force never lifts those checks."
)]
pub struct VuepressArgs {
    /// The VuePress project folder.
    #[arg(value_name = "PROJECT")]
    pub dir: PathBuf,
    /// The content folder to write.
    #[arg(long, value_name = "CONTENT_DIR")]
    pub out: PathBuf,
    /// Replace a non-empty output folder.
    #[arg(long)]
    pub force: bool,
    /// Report as `human` (grouped lines) or `json` (for scripts).
    #[arg(long, value_name = "FORMAT", default_value = "human", value_parser = ["human", "json"])]
    pub format: String,
}

pub fn run(args: ImportArgs) -> anyhow::Result<ExitCode> {
    match args.from {
        ImportFrom::Vuepress(args) => vuepress(args),
    }
}

fn vuepress(args: VuepressArgs) -> anyhow::Result<ExitCode> {
    // Checked before anything is read or written: a refused folder is never touched. The
    // marker check of `docs build` does not apply: any non-empty folder needs --force.
    let out = match target::check(&args.out, &Protected::here(Some(&args.dir)), true) {
        Ok(out) => out,
        Err(err) => return refuse(&format!("refusing to import: {err}")),
    };
    let non_empty = std::fs::read_dir(out.path()).is_ok_and(|mut e| e.next().is_some());
    if non_empty && !args.force {
        return refuse(&format!(
            "refusing to import: `{}` is not empty; choose a new or empty folder, or pass --force to replace it",
            out.path().display()
        ));
    }
    // From here a signal ends the import cleanly: at once while reading, after the current file
    // (with nothing published) while writing.
    super::build::stop_on_signal()?;
    let plan = match import::vuepress(&args.dir) {
        Ok(plan) => plan,
        Err(err) => return fail(&err),
    };
    if let Err(err) = import::write(&plan, out.path()) {
        if let import::ImportError::Interrupted(stopped) = err {
            eprintln!("\ninterrupted; nothing was written");
            return Ok(ExitCode::from(stopped.exit_status()));
        }
        return fail(&err);
    }
    let site_errors = import::blame::lint_errors(out.path(), &plan.source);
    // Exit 0 promises a site that builds as well as the original did.
    let code = if import::report::caused_by(&site_errors, import::report::Cause::Import).is_empty()
    {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    };
    let stdout = &mut std::io::stdout().lock();
    if args.format == "json" {
        let report = import::report::json(&plan.counts, &plan.findings, &site_errors);
        writeln!(stdout, "{}", serde_json::to_string_pretty(&report)?)?;
        return Ok(code);
    }
    import::report::write(
        stdout,
        &plan.source,
        &plan.findings,
        &site_errors,
        &args.out,
    )?;
    writeln!(
        stdout,
        "{}",
        import::report::summary(&plan.counts, &plan.findings, &site_errors, &args.out)
    )?;
    Ok(code)
}

fn refuse(message: &str) -> anyhow::Result<ExitCode> {
    eprintln!("error: {message}");
    Ok(ExitCode::from(2))
}

fn fail(err: &import::ImportError) -> anyhow::Result<ExitCode> {
    let mut message = err.to_string();
    let mut source = std::error::Error::source(err);
    while let Some(cause) = source {
        message = format!("{message}: {cause}");
        source = cause.source();
    }
    eprintln!("error: {message}; nothing was written");
    Ok(ExitCode::from(1))
}
