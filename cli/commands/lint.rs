//! `docs lint`: check front-matter, config, links, anchors, assets and content syntax.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use clap::builder::TypedValueParser as _;

use crate::lint::{self, Scope};
use crate::report_format::Format;
use crate::site::{ContentSource, Severity, Site};

/// Lint the content (a content root, or single files inside one).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs lint                         # ./content\n  docs lint content/guide/install/docker.md content/zh/guide/install/docker.md\n  docs lint --format github         # annotations in GitHub Actions\n  docs lint --quiet                 # errors only (--severity warning: errors and warnings)\n\nExit status: 0 clean, 1 errors found, 2 usage or internal error."
)]
pub struct LintArgs {
    /// A content root, or Markdown/YAML files inside one. Default: ./content.
    pub paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, default_value = "human", value_parser = clap::builder::PossibleValuesParser::new(Format::NAMES).try_map(|name| name.parse::<Format>()))]
    pub format: Format,
    /// Show findings of this severity and worse only: error, warning or info (all).
    #[arg(long, value_name = "LEVEL", default_value = "info", value_parser = ["error", "warning", "info"])]
    pub severity: String,
    /// Show errors only (the same as --severity error).
    #[arg(long, short)]
    pub quiet: bool,
}

/// Find the content root above a file: the nearest folder holding site.yaml.
fn root_of(abs: &Path) -> Option<PathBuf> {
    abs.ancestors()
        .skip(1)
        .find(|d| d.join("site.yaml").is_file())
        .map(Path::to_path_buf)
}

/// The absolute form of a path that may no longer exist (a deleted or renamed file, which a
/// pre-commit run passes on): its nearest existing folder resolved, the missing rest appended.
fn absolute(path: &Path) -> anyhow::Result<PathBuf> {
    let mut existing = std::path::absolute(path)
        .with_context(|| format!("cannot resolve `{}`", path.display()))?;
    let mut missing = Vec::new();
    loop {
        if let Ok(real) = existing.canonicalize() {
            return Ok(missing.iter().rev().fold(real, |acc, name| acc.join(name)));
        }
        let Some(name) = existing.file_name().map(ToOwned::to_owned) else {
            bail!("cannot read `{}`", path.display())
        };
        missing.push(name);
        existing.pop();
    }
}

/// How to print the content root so that `root/file` is a path from the current folder (clickable
/// in a terminal, right for GitHub annotations from the repository root): `content/`, `../docs/`,
/// nothing when linting from inside the root, the absolute path when no relative one exists.
pub(super) fn shown_root(root: &Path) -> String {
    let (Ok(root), Ok(cwd)) = (
        root.canonicalize(),
        std::env::current_dir().and_then(|d| d.canonicalize()),
    ) else {
        return format!("{}/", root.display());
    };
    let common = root
        .components()
        .zip(cwd.components())
        .take_while(|(a, b)| a == b)
        .count();
    // Sharing only `/` (a temp folder seen from a checkout): `../../tmp/…` helps no one.
    if common <= 1 {
        return format!("{}/", root.display());
    }
    let ups = cwd.components().count() - common;
    let mut rel: Vec<String> = vec!["..".to_owned(); ups];
    rel.extend(
        root.components()
            .skip(common)
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    rel.iter().map(|part| format!("{part}/")).collect()
}

pub fn run(args: LintArgs) -> anyhow::Result<ExitCode> {
    let (root, scope) = match args.paths.as_slice() {
        [] => (PathBuf::from("content"), Scope::All),
        [dir] if dir.is_dir() => (dir.clone(), Scope::All),
        files => {
            let first = absolute(&files[0])?;
            let root = root_of(&first).with_context(|| {
                format!(
                    "no content root (a folder with site.yaml) above `{}`",
                    files[0].display()
                )
            })?;
            let mut set = BTreeSet::new();
            for f in files {
                // A path that no longer exists is a deletion: the pages linking to it are checked.
                let abs = absolute(f)?;
                let Ok(rel) = abs.strip_prefix(&root) else {
                    bail!(
                        "`{}` is not inside the content root `{}`",
                        f.display(),
                        root.display()
                    )
                };
                set.insert(rel.to_string_lossy().replace('\\', "/"));
            }
            (root, Scope::Files(set))
        }
    };
    if !root.join("site.yaml").is_file() {
        bail!("`{}` is not a content root (no site.yaml)", root.display());
    }
    let site = Site::load(ContentSource::Disk(root.clone()))
        .with_context(|| format!("loading {}", root.display()))?;
    let mut diagnostics = lint::check(&site, &scope);
    let least = match (args.quiet, args.severity.as_str()) {
        (true, _) | (_, "error") => Severity::Error,
        (_, "warning") => Severity::Warning,
        _ => Severity::Info,
    };
    diagnostics.retain(|d| d.severity >= least);
    if args.format != Format::Json {
        // Errors first, then warnings, then notes; each group keeps its file order.
        diagnostics.sort_by_key(|d| std::cmp::Reverse(d.severity));
    }
    lint::report::write(
        &mut std::io::stdout().lock(),
        &site,
        &shown_root(&root),
        &diagnostics,
        args.format,
    )?;
    Ok(if diagnostics.iter().any(|d| d.is_error()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
