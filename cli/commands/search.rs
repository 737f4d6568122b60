//! `docs search`: the site's search in the terminal.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;

use crate::render;
use crate::search::at_rest::{self, Locales};
use crate::search::SearchIndex;
use crate::site::{ContentSource, Site};

/// Search the site the way the site's search box does.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs search \"reverse proxy\"\n  docs search 反向代理 --lang zh\n  docs search jwt_secret --json --limit 3"
)]
pub struct SearchArgs {
    /// What to look for (plain words; no query syntax).
    pub query: String,
    /// Language of the pages to search: a locale key from site.yaml (`en`, `zh`) or its language
    /// tag (`zh-CN`). Default: the Chinese locale for a query in Chinese (or Japanese, Korean),
    /// else the locale at `/`.
    #[arg(long)]
    pub lang: Option<String>,
    /// Maximum number of hits (1–50).
    #[arg(long, default_value_t = 10)]
    pub limit: usize,
    /// Print `{"hits":[…],"took_ms":…}` instead of a list.
    #[arg(long)]
    pub json: bool,
    /// Content directory. Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
}

/// Run one query; exit 0 with hits or none, 2 on a bad query.
pub fn run(args: SearchArgs) -> anyhow::Result<ExitCode> {
    let source = ContentSource::choose(args.content.as_deref());
    let (index, locales) = index_for(&source)?;
    let lang = match args.lang.as_deref() {
        Some(lang) => lang,
        None => {
            let key = locales.for_query(&args.query);
            eprintln!("searching the {key} pages (--lang to choose)");
            key
        }
    };
    let result = index.search(&args.query, lang, args.limit)?;
    let mut out = std::io::stdout().lock();
    if args.json {
        serde_json::to_writer(&mut out, &result)?;
        writeln!(out)?;
        return Ok(ExitCode::SUCCESS);
    }
    if result.hits.is_empty() {
        writeln!(
            out,
            "no results for {:?} ({:.2} ms)",
            args.query, result.took_ms
        )?;
    }
    for (i, hit) in result.hits.iter().enumerate() {
        let anchor = hit
            .anchor
            .as_deref()
            .map(|a| format!("#{a}"))
            .unwrap_or_default();
        let section = if hit.section.is_empty() {
            String::new()
        } else {
            format!(" › {}", hit.section)
        };
        writeln!(
            out,
            "{:>2}. {}{section}\n    {}{anchor}\n    {}",
            i + 1,
            hit.title,
            hit.route,
            plain(&hit.snippet)
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The site's index: the one at rest when the content has not changed since a search left it
/// there (no page is loaded), else the content loaded and the kept indexes brought up to it, with
/// a note for the next search.
fn index_for(source: &ContentSource) -> anyhow::Result<(SearchIndex, Locales)> {
    // Stamped before loading: an edit while loading makes the note stale, never wrong.
    let stamp = at_rest::content_stamp(source);
    if let Some(found) = stamp.and_then(|stamp| at_rest::open(source, stamp)) {
        tracing::debug!("search answered from the index at rest");
        return Ok(found);
    }
    let site = Site::load(source.clone()).context("loading content")?;
    let rendered = render::all(&site);
    let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
    let folder = at_rest::hold(source);
    let index =
        at_rest::build(&site, &pairs, folder.as_ref()).context("building the search index")?;
    let locales = Locales::of(&site);
    if let (Some(folder), Some(stamp)) = (&folder, stamp) {
        at_rest::note(&index, folder, stamp, locales.clone());
    }
    Ok((index, locales))
}

/// Snippet HTML shown as terminal text: marks become brackets, entities decode.
fn plain(html: &str) -> String {
    render::html_events::marked_runs(html)
        .into_iter()
        .map(|(text, marked)| match marked {
            true => format!("[{text}]"),
            false => text,
        })
        .collect()
}
