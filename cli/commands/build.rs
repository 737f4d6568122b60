//! `docs build`: export the whole site as static files.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context as _;

use crate::export;
use crate::site::{base, hostname, ContentSource, Site};
use crate::staging::target::{self, Protected};

/// Write the site as static files for a CDN or static host.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs build --out dist-site\n  docs build --out /var/www/docs --content ./content\n  docs build --out site --base /repo/ --hostname https://user.github.io\n\nThe output replaces DIR atomically: a failed or interrupted build leaves the previous output as it was.\nExit status: 0 built, 1 the content has errors (printed as `docs lint` prints them; --allow-errors\nbuilds anyway), 2 usage error or refused DIR.\n\nDIR must not be, contain or sit inside the content folder, and must not be or contain the current\ndirectory, a repository root or a filesystem root. A non-empty DIR that no build wrote (no\n`.docs-build` marker) is refused unless --force is given; --force never lifts the other checks."
)]
pub struct BuildArgs {
    /// Output directory.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Content directory. Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Replace a non-empty DIR that no earlier build wrote.
    #[arg(long)]
    pub force: bool,
    /// Public address of the deployed site (https://docs.your-domain.org): canonical and hreflang
    /// links, og:url, sitemap.xml and the install command use it. Overrides DOCS_HOSTNAME and
    /// site.yaml `hostname`; without any, those links and the sitemap are left out.
    #[arg(long, value_name = "URL")]
    pub hostname: Option<String>,
    /// Path the site is mounted under (/repo/ for https://user.github.io/repo/): every link, asset,
    /// data file, sitemap entry and redirect is written under it. Overrides DOCS_BASE and site.yaml
    /// `base`; default /. Starts and ends with /, no `..`, query or fragment.
    #[arg(long, value_name = "/PATH/")]
    pub base: Option<String>,
    /// Build even when the content has errors (those `docs lint` reports as errors).
    #[arg(long)]
    pub allow_errors: bool,
    /// Render and check every page, ignoring what the build that wrote DIR remembers (kept in
    /// $DOCS_CACHE_DIR, else ~/.cache/docs). The output is the same either way; a build into an
    /// earlier output otherwise redoes only the pages an edit touches.
    #[arg(long)]
    pub fresh: bool,
}

pub fn run(args: BuildArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let source = ContentSource::choose(args.content.as_deref());
    let content_dir = match &source {
        ContentSource::Disk(dir) => Some(dir.as_path()),
        ContentSource::Embedded => None,
    };
    // Checked before anything is loaded or written: a refused DIR is never touched.
    let out = target::check(&args.out, &Protected::here(content_dir), args.force)
        .context("refusing to build")?;
    stop_on_signal()?;
    let shown_root = content_dir.map_or_else(String::new, super::lint::shown_root);
    let recalling = crate::memo::recall(out.path(), args.fresh);
    let mut site = Site::load(source).context("loading content")?;
    tracing::debug!(millis = started.elapsed().as_millis() as u64, "loaded");
    if let Some(warning) = hostname::apply(&mut site, args.hostname.as_deref())? {
        eprintln!("warning: {warning}");
    }
    base::apply(&mut site, args.base.as_deref())?;
    let template = crate::web::assets::index_template();
    let mut pages = crate::memo::render(&site, recalling, template);
    tracing::debug!(
        millis = started.elapsed().as_millis() as u64,
        rendered = pages.rendered_count(),
        "rendered"
    );
    let findings = pages.lint(&site);
    tracing::debug!(millis = started.elapsed().as_millis() as u64, "linted");
    if !content_is_buildable(&site, &findings, &shown_root, args.allow_errors)? {
        return Ok(ExitCode::from(1));
    }
    tracing::debug!(
        millis = started.elapsed().as_millis() as u64,
        "findings shown"
    );
    // A progress line only on an interactive terminal; CI logs stay quiet.
    let interactive = std::io::stderr().is_terminal() && std::env::var_os("CI").is_none();
    let mut progress = |done: usize, total: usize| {
        if interactive {
            let filled = done * 30 / total.max(1);
            eprint!(
                "\r[{}{}] {done}/{total} pages and files",
                "#".repeat(filled),
                " ".repeat(30 - filled)
            );
            let _ = std::io::stderr().flush();
        }
    };
    let marker_line = pages.marker_line();
    let remembering = pages.remember_later();
    let known = export::Known {
        unchanged: &pages.unchanged,
        marker_line,
    };
    let rendered = pages.renderings();
    let report = match export::export(&site, &rendered, &known, &out, &mut progress)
        .with_context(|| format!("building into {}", args.out.display()))
    {
        Ok(report) => report,
        Err(err) => return interrupted(&err).ok_or(err),
    };
    if interactive {
        eprintln!();
    }
    let rendered_count = pages.rendered_count();
    tracing::debug!(millis = started.elapsed().as_millis() as u64, "exported");
    remembering.keep();
    tracing::debug!(millis = started.elapsed().as_millis() as u64, "remembered");
    // writeln, not println: a closed stdout (`docs build | head -0`) is an error main quiets.
    writeln!(
        std::io::stdout(),
        "Built {} pages ({} rendered, {} files, {:.1} MB, {} changed) into {} in {} ms",
        report.pages,
        rendered_count,
        report.files,
        report.bytes as f64 / 1_048_576.0,
        report.changed,
        args.out.display(),
        started.elapsed().as_millis()
    )?;
    // The process ends here: its memory goes back to the system whole, sooner than freeing a big
    // site's texts and renderings piece by piece (about a quarter of a second at 10,000 pages).
    std::mem::forget((site, pages, findings));
    Ok(ExitCode::SUCCESS)
}

/// Lint the rendered site; its errors (broken front matter, links to missing pages…) stop the
/// build unless `allow_errors`. They are printed as `docs lint` prints them, on stderr.
fn content_is_buildable(
    site: &Site,
    findings: &[crate::site::Diagnostic],
    shown_root: &str,
    allow_errors: bool,
) -> anyhow::Result<bool> {
    let errors: Vec<_> = findings.iter().filter(|d| d.is_error()).cloned().collect();
    if errors.is_empty() {
        return Ok(true);
    }
    let stderr = &mut std::io::stderr().lock();
    crate::lint::report::write(
        stderr,
        site,
        shown_root,
        &errors,
        crate::report_format::Format::Human,
    )?;
    if allow_errors {
        writeln!(stderr, "building anyway (--allow-errors)")?;
    } else {
        writeln!(
            stderr,
            "docs build: the content has {} error(s); nothing was written (fix them, or pass --allow-errors)",
            errors.len()
        )?;
    }
    Ok(allow_errors)
}

/// Ctrl-C, SIGTERM and SIGHUP during a build or an import: before the writing starts the process
/// ends at once (nothing is staged yet); during it the signal is only recorded, the writers stop
/// at their next file and the staging folder is removed by the thread that made it
/// ([`crate::staging::interrupt`]).
pub(super) fn stop_on_signal() -> anyhow::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])
        .context("installing signal handlers")?;
    std::thread::spawn(move || {
        for signal in signals.forever() {
            crate::staging::interrupt::on_signal(signal, || {
                eprintln!("\ninterrupted; nothing was written");
                std::process::exit(128 + signal);
            });
        }
    });
    Ok(())
}

/// The exit status and message of a write stopped by a signal, or `None` for any other error.
pub(super) fn interrupted(err: &anyhow::Error) -> Option<ExitCode> {
    let stopped = err.chain().find_map(|e| {
        e.downcast_ref::<crate::staging::interrupt::Interrupted>()
            .copied()
            .or_else(|| match e.downcast_ref::<export::ExportError>() {
                Some(export::ExportError::Interrupted(i)) => Some(*i),
                _ => None,
            })
    })?;
    eprintln!("\ninterrupted; nothing was written (the previous output is as it was)");
    Some(ExitCode::from(stopped.exit_status()))
}
