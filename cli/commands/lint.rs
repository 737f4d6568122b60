//! `docs lint`: check front-matter, config, links, anchors, assets and content syntax.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context as _};
use clap::builder::TypedValueParser as _;

use crate::lint::{self, report::Format, Scope};
use crate::site::{ContentSource, Site};

/// Lint the content (a content root, or single files inside one).
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs lint                         # ./content\n  docs lint content/guide/install/docker.md content/zh/guide/install/docker.md\n  docs lint --format github         # annotations in GitHub Actions\n\nExit status: 0 clean, 1 errors found, 2 usage or internal error."
)]
pub struct LintArgs {
    /// A content root, or Markdown/YAML files inside one. Default: ./content.
    pub paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, default_value = "human", value_parser = clap::builder::PossibleValuesParser::new(Format::NAMES).try_map(|name| name.parse::<Format>()))]
    pub format: Format,
}

/// Find the content root above a file: the nearest folder holding site.yaml.
fn root_of(path: &Path) -> Option<PathBuf> {
    let abs = path.canonicalize().ok()?;
    abs.ancestors()
        .skip(1)
        .find(|d| d.join("site.yaml").is_file())
        .map(Path::to_path_buf)
}

pub fn run(args: LintArgs) -> anyhow::Result<ExitCode> {
    let (root, scope) = match args.paths.as_slice() {
        [] => (PathBuf::from("content"), Scope::All),
        [dir] if dir.is_dir() => (dir.clone(), Scope::All),
        files => {
            let root = root_of(&files[0]).with_context(|| {
                format!(
                    "no content root (a folder with site.yaml) above `{}`",
                    files[0].display()
                )
            })?;
            let mut set = BTreeSet::new();
            for f in files {
                let abs = f
                    .canonicalize()
                    .with_context(|| format!("cannot read `{}`", f.display()))?;
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
    let diagnostics = lint::check(&site, &scope);
    lint::report::write(
        &mut std::io::stdout().lock(),
        &site,
        &diagnostics,
        args.format,
    )?;
    Ok(if diagnostics.iter().any(|d| d.is_error()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
