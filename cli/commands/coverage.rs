//! `docs coverage`: bilingual coverage of the content.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::builder::TypedValueParser as _;

use crate::coverage::{self, report::Format, CoverageReport};
use crate::site::{ContentSource, Site};

/// Report how well the languages pair up, and which twins are behind which, section by section.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs coverage\n  docs coverage --diff                 # each stale section's diff\n  docs coverage --format json\n  docs coverage --fail-under 100 --fail-on stale   # CI gate\n\nExit status: 0 ok, 1 below --fail-under or a --fail-on finding, 2 usage or internal error."
)]
pub struct CoverageArgs {
    /// Content directory. Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Output format.
    #[arg(long, default_value = "human", value_parser = clap::builder::PossibleValuesParser::new(Format::NAMES).try_map(|name| name.parse::<Format>()))]
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
