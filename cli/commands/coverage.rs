//! `docs coverage`: bilingual coverage of the content.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::builder::TypedValueParser as _;

use crate::coverage::{self, report::Format};
use crate::site::{ContentSource, Site};

/// Report how well English and Chinese pages pair up.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs coverage\n  docs coverage --format json\n  docs coverage --fail-under 100   # CI gate\n\nExit status: 0 ok, 1 below --fail-under, 2 usage or internal error."
)]
pub struct CoverageArgs {
    /// Content directory. Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Output format.
    #[arg(long, default_value = "human", value_parser = clap::builder::PossibleValuesParser::new(Format::NAMES).try_map(|name| name.parse::<Format>()))]
    pub format: Format,
    /// Exit 1 when the pair percentage is below this.
    #[arg(long, value_name = "PCT")]
    pub fail_under: Option<f64>,
}

pub fn run(args: CoverageArgs) -> anyhow::Result<ExitCode> {
    let site =
        Site::load(ContentSource::choose(args.content.as_deref())).context("loading content")?;
    let report = coverage::report(&site);
    coverage::report::write(&mut std::io::stdout().lock(), &report, args.format)?;
    let below = args.fail_under.is_some_and(|min| report.percent < min);
    Ok(if below {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
