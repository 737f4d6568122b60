//! `docs coverage`: bilingual coverage of the content.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use clap::builder::TypedValueParser as _;

use crate::coverage::{self, ack, CoverageReport};
use crate::report_format::Format;
use crate::site::history::History;
use crate::site::{ContentSource, Site};

/// Report how well the languages pair up, and which twins are behind which, section by section.
#[derive(Debug, clap::Args)]
#[command(
    args_conflicts_with_subcommands = true,
    after_help = "Examples:\n  docs coverage\n  docs coverage --diff                 # each stale section's diff\n  docs coverage --format json\n  docs coverage --fail-under 100 --fail-on stale   # CI gate\n  docs coverage ack zh/guide/install/docker.md     # checked: in step with its twin now\n\nExit status: 0 ok, 1 below --fail-under or a --fail-on finding, 2 usage or internal error."
)]
pub struct CoverageArgs {
    #[command(subcommand)]
    pub command: Option<CoverageCommand>,
    /// Content directory. Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Output format.
    #[arg(long, default_value = "human", value_parser = clap::builder::PossibleValuesParser::new(Format::HUMAN_OR_JSON).try_map(|name| name.parse::<Format>()))]
    pub format: Format,
    /// Exit 1 when the pair percentage is below this (0 to 100).
    #[arg(long, value_name = "PCT", value_parser = percent)]
    pub fail_under: Option<f64>,
    /// Exit 1 when there are findings of this kind: `stale` (a twin behind the other), `missing`
    /// (a page without its twin). Repeat or separate with commas.
    #[arg(long, value_name = "KIND", value_delimiter = ',', value_parser = ["stale", "missing"])]
    pub fail_on: Vec<String>,
    /// Print the diff of each stale section (human format; JSON always has them).
    #[arg(long)]
    pub diff: bool,
}

/// What `docs coverage` does besides reporting.
#[derive(Debug, clap::Subcommand)]
pub enum CoverageCommand {
    /// Record that pages that were behind are in step with their twins now: writes
    /// `translatedFrom: <HEAD commit>` into each page's front-matter (nothing else changes).
    Ack(AckArgs),
}

/// Acknowledge stale pages after checking them.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Use it once the page is translated up to its twin, or when what moved ahead does not change the meaning.\nThe twin must be committed: the commit recorded is HEAD.\n\nExamples:\n  docs coverage ack zh/guide/install/docker.md\n  docs coverage ack --dry-run /guide/webdav.html content/zh/faq/README.md\n\nExit status: 0 written, 1 a page refused (nothing is written then), 2 usage or internal error."
)]
pub struct AckArgs {
    /// Pages that are behind: a file (as a path, or relative to the content root) or a route.
    #[arg(value_name = "PAGE", required = true)]
    pub pages: Vec<PathBuf>,
    /// Content directory. Default: ./content.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Say what would be written, write nothing.
    #[arg(long)]
    pub dry_run: bool,
}

fn percent(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .trim_end_matches('%')
        .parse()
        .map_err(|_| format!("`{text}` is not a number (a percentage from 0 to 100)"))?;
    if (0.0..=100.0).contains(&value) {
        Ok(value)
    } else {
        Err(format!(
            "{value} is outside 0–100 (a percentage of pages with every twin)"
        ))
    }
}

/// Why the run fails, one line per reason (empty: it passes).
fn failures(args: &CoverageArgs, report: &CoverageReport) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(min) = args.fail_under.filter(|min| report.percent < *min) {
        out.push(format!(
            "coverage {:.1} % is under {min} (--fail-under): {} page(s) lack a twin",
            report.percent,
            report.missing.len()
        ));
    }
    let on = |kind: &str| args.fail_on.iter().any(|k| k == kind);
    if on("stale") && !report.stale.is_empty() {
        out.push(format!(
            "{} stale twin(s) (--fail-on stale)",
            report.stale.len()
        ));
    }
    if on("missing") && !report.missing.is_empty() {
        out.push(format!(
            "{} page(s) without a twin (--fail-on missing)",
            report.missing.len()
        ));
    }
    out
}

pub fn run(args: CoverageArgs) -> anyhow::Result<ExitCode> {
    if let Some(CoverageCommand::Ack(ack)) = args.command {
        return run_ack(ack);
    }
    let site =
        Site::load(ContentSource::choose(args.content.as_deref())).context("loading content")?;
    let report = coverage::report(&site);
    coverage::report::write(
        &mut std::io::stdout().lock(),
        &report,
        args.format,
        args.diff,
    )?;
    let failed = failures(&args, &report);
    for reason in &failed {
        eprintln!("docs coverage: {reason}");
    }
    Ok(if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// A page argument as the core names pages: a path to an existing file becomes relative to the
/// content root; anything else (a root-relative file, a route) is passed on as written.
fn page_name(root: &Path, arg: &Path) -> String {
    let inside = arg
        .canonicalize()
        .ok()
        .filter(|p| p.is_file())
        .zip(root.canonicalize().ok())
        .and_then(|(file, root)| {
            file.strip_prefix(&root)
                .ok()
                .map(|rel| rel.to_string_lossy().replace('\\', "/"))
        });
    inside.unwrap_or_else(|| arg.to_string_lossy().replace('\\', "/"))
}

fn run_ack(args: AckArgs) -> anyhow::Result<ExitCode> {
    let root = args.content.unwrap_or_else(|| PathBuf::from("content"));
    if !root.join("site.yaml").is_file() {
        bail!(
            "`{}` is not a content root (no site.yaml); pass --content DIR",
            root.display()
        );
    }
    let site = Site::load(ContentSource::Disk(root.clone())).context("loading content")?;
    let report = coverage::report(&site);
    let history = History::read(&root);
    let names: Vec<String> = args.pages.iter().map(|p| page_name(&root, p)).collect();
    let planned = ack::plan(&site, &report, history.as_ref(), &names);
    let refused: Vec<&ack::Refusal> = planned.iter().filter_map(|r| r.as_ref().err()).collect();
    if !refused.is_empty() {
        for r in &refused {
            eprintln!("docs coverage ack: {}: {}", r.page, r.reason);
        }
        eprintln!("docs coverage ack: nothing written");
        return Ok(ExitCode::from(1));
    }
    let mut out = std::io::stdout().lock();
    for a in planned.iter().filter_map(|r| r.as_ref().ok()) {
        if !args.dry_run {
            ack::write(&root, a).with_context(|| format!("writing {}", a.file))?;
        }
        writeln!(
            out,
            "{} {}: {}: {} (in step with {})",
            if args.dry_run { "would write" } else { "wrote" },
            a.file,
            ack::KEY,
            a.commit,
            a.twins.join(", ")
        )?;
        if let Some(reason) = &a.unjudged {
            writeln!(out, "  it could not be judged before ({reason})")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
