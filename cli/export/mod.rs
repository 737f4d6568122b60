//! `docs build`: the whole site as static files for any CDN or static host, written atomically.
//! Writes the same prepared site the server answers from (`prepare`), so an export cannot drift.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::document::common::Commons;
use crate::document::SliceFile;
use crate::prepare::{self, PreparedSite};
use crate::render::RenderedPage;
use crate::site::answer::{self, Answer};
use crate::site::built;
use crate::site::{LoadError, Site};
use crate::web::assets;

mod files;
mod llms;
pub mod nginx;
pub mod redirects;

use crate::staging::folder::{self, Staging};
use crate::staging::interrupt::{self, Interrupted};
use crate::staging::out_path::Refusal;
use crate::staging::target::{self, OutDir};
use files::{OutFile, Stager, Written};

/// Failures that stop an export (the previous output stays untouched).
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error("cannot write `{path}`")]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("refusing to write `{path}`: {why}")]
    OutsideOutput { path: String, why: Refusal },
    #[error(transparent)]
    Interrupted(#[from] Interrupted),
    #[error(transparent)]
    Load(#[from] LoadError),
}

/// What was written.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExportReport {
    pub pages: usize,
    pub files: usize,
    pub bytes: u64,
    /// Files whose bytes differ from the previous output (new ones included); the others were
    /// carried over unchanged, mtime and all.
    pub changed: usize,
}

/// The file a route is written to: `/` → `index.html`, `/guide/` → `guide/index.html`.
pub fn html_file(route_path: &str) -> String {
    let rel = route_path.trim_start_matches('/');
    if rel.is_empty() || rel.ends_with('/') {
        format!("{rel}index.html")
    } else {
        rel.to_owned()
    }
}

/// Which pages' files the previous output already holds, as a build that remembers knows
/// ([`crate::memo`]), and the line its marker carries.
#[derive(Debug, Clone, Default)]
pub struct Known<'a> {
    /// Following `site.pages`; empty: none.
    pub unchanged: &'a [bool],
    pub marker_line: String,
}

/// Export `site` (its pages rendered in `rendered`, following `site.pages`) into `out` (checked by
/// [`target::check`]). The pages `known` as unchanged are linked over from the previous output
/// (their renderings need no HTML); any other file whose bytes did not change keeps the previous
/// output's copy (and its mtime) too. `progress(done, total)` is called as files are written.
/// Follows the protocol of [`crate::staging`]: a signal stops the writers, and the output is
/// replaced whole or not at all.
pub fn export(
    site: &Site,
    rendered: &[&RenderedPage],
    known: &Known,
    out: &OutDir,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ExportReport, ExportError> {
    let out = out.path();
    interrupt::begin_writing()?;
    folder::sweep_stale(out);
    let write_error = |source| ExportError::Write {
        path: out.to_owned(),
        source,
    };
    // Dropped on any error below, it removes itself: nothing half written stays beside `out`.
    let staging = Staging::beside(out).map_err(write_error)?;
    let stager = Stager::new(
        staging.path().to_owned(),
        out.is_dir().then(|| out.to_owned()),
    );
    let report = write_all(site, rendered, known, out, &stager, progress)?;
    interrupt::check()?;
    let started = std::time::Instant::now();
    // Readers see either the old or the new site, never a mix.
    staging.swap_in(out).map_err(write_error)?;
    tracing::debug!(millis = started.elapsed().as_millis() as u64, "swapped in");
    Ok(report)
}

/// Everything the export holds but the pages, in a stable order. A content file (`public/…`, a
/// file beside the pages) is written only where it answers its path ([`answer`], the rule `docs
/// serve` answers by and lint reports); among content files the later of a path wins (`public/`
/// over a file beside the pages).
fn site_files<'a>(
    site: &Site,
    rendered: &[&RenderedPage],
    prepared: &'a PreparedSite,
    known: &Known,
    out: &Path,
) -> Result<Vec<OutFile<'a>>, ExportError> {
    // The marker first: a staged tree is always recognisably ours.
    let mut files = vec![OutFile::new(
        target::MARKER,
        format!(
            "Written by `docs build`; a later build may replace this folder.\n{}",
            known.marker_line
        )
        .into_bytes(),
    )];
    // A part of a locale's search index is named after what it is made from: one the previous
    // output holds (with its compressed twin) is linked over, not analyzed again.
    let kept = |rel: &str| {
        let file = out.join("_data/search").join(rel);
        file.is_file() && file.with_extension("json.gz").is_file()
    };
    for (rel, documents) in prepare::search_documents(site, rendered, &kept) {
        let rel = format!("_data/search/{rel}");
        match documents {
            Some(json) => files.push(OutFile::gzipped(rel, json)),
            None => files.push(OutFile::carried(rel)),
        }
    }
    for (prefix, locale) in &prepared.locales {
        if let Some(json) = &locale.json {
            files.push(OutFile::gzipped(
                format!("_data/locale/{}.json", locale.key),
                &json[..],
            ));
        }
        files.push(OutFile::gzipped(
            built::not_found_file(prefix),
            &locale.not_found[..],
        ));
    }
    for common in prepared.commons.files() {
        files.push(OutFile::gzipped(common.rel.clone(), &common.json[..]));
    }
    for (path, bytes) in built::app_files() {
        files.push(OutFile::new(path, bytes));
    }
    let redirects = redirects::for_export(site, &prepared.redirects);
    for (from, to) in &redirects {
        if let Some(file) = redirects::stub_file(from) {
            files.push(OutFile::new(
                file,
                redirects::stub_html(site, to).into_bytes(),
            ));
        }
    }
    let mut public = site.source.public_files()?;
    // A `public/_redirects` of the author's own comes first (the hosts apply the first match);
    // the renames follow it rather than replacing it.
    let mut redirects_file = public
        .iter()
        .position(|(rel, _)| rel == built::REDIRECTS)
        .map(|i| public.remove(i).1)
        .unwrap_or_default();
    if !redirects_file.is_empty() && !redirects_file.ends_with(b"\n") {
        redirects_file.push(b'\n');
    }
    redirects_file.extend_from_slice(redirects::redirects_file(&site.base, &redirects).as_bytes());
    files.push(OutFile::new(built::REDIRECTS, redirects_file));
    files.push(OutFile::new(
        built::NGINX,
        nginx::server_block(site, out, &redirects).into_bytes(),
    ));
    // Images beside the pages go next to the page's HTML; a public file of the same path wins (it
    // comes later, and the last of a path is kept), as in `docs serve`. Each is written only where
    // it is what answers its path, the server's rule: never on a path the build writes, a page's
    // or a redirect's (lint reports it).
    for (rel, bytes) in site.source.page_assets()?.into_iter().chain(public) {
        let answered = answer::answer_in(site, &format!("/{rel}"), &mut |_| true);
        if answered == Answer::File(rel.clone()) {
            files.push(OutFile::new(rel, bytes));
        }
    }
    files.push(OutFile::new(built::NOJEKYLL, &b""[..]));
    if let Some(sitemap) = &prepared.sitemap {
        files.push(OutFile::gzipped(built::SITEMAP, &sitemap[..]));
    }
    files.push(OutFile::new(built::ROBOTS, &prepared.robots[..]));
    files.extend(llms::files(site, known, out));
    for (rel, _, bytes) in &prepared.feeds {
        files.push(OutFile::new(rel.clone(), &bytes[..]));
    }
    // The last of a path wins (a public file over a file beside the pages); writing both would
    // race on the parallel writers.
    let mut last = std::collections::HashMap::new();
    for (i, f) in files.iter().enumerate() {
        last.insert(f.rel.clone(), i);
    }
    Ok(files
        .into_iter()
        .enumerate()
        .filter(|(i, f)| last[&f.rel] == *i)
        .map(|(_, f)| f)
        .collect())
}

/// Files written per batch: each batch spreads over every core, progress is reported between them.
const BATCH: usize = 128;

fn write_all(
    site: &Site,
    rendered: &[&RenderedPage],
    known: &Known,
    out: &Path,
    stager: &Stager,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ExportReport, ExportError> {
    let template = assets::index_template();
    let prepared = PreparedSite::new(site, template);
    let started = std::time::Instant::now();
    let files = site_files(site, rendered, &prepared, known, out)?;
    tracing::debug!(
        millis = started.elapsed().as_millis() as u64,
        "site files prepared"
    );
    let taken: HashSet<&str> = files.iter().map(|f| f.rel.as_str()).collect();
    let mut report = ExportReport {
        pages: site.pages.len(),
        ..ExportReport::default()
    };
    // Progress counts what is written, one step per site file and per page, so it ends exactly at
    // its total (it counted the files on disk, a page's two and each file's `.gz`, against the
    // files planned: `1118/1105 files`, issue 59 item 10).
    let total = files.len() + site.pages.len();
    let mut done = 0;
    let mut tally = |written: Vec<Result<Written, ExportError>>| {
        for written in written {
            let written = written?;
            report.files += written.files;
            report.bytes += written.bytes;
            report.changed += written.changed;
            done += 1;
        }
        progress(done, total);
        Ok::<_, ExportError>(())
    };
    // Pages are prepared and written a batch at a time and dropped, so the build never holds
    // the whole site's HTML twice.
    let unchanged = |i: usize| known.unchanged.get(i).copied().unwrap_or(false);
    let pages: Vec<_> = site
        .pages
        .iter()
        .zip(rendered.iter().copied())
        .enumerate()
        .collect();
    let writer = PageWriter {
        site,
        template,
        commons: &prepared.commons,
        taken: &taken,
        stager,
        slices: Default::default(),
    };
    for batch in pages.chunks(BATCH) {
        let written = crate::parallel::map(batch, |&(i, (page, rendered))| match unchanged(i) {
            true => writer.keep(page),
            false => writer.write(page, Some(rendered)),
        });
        tally(written)?;
    }
    tracing::debug!(
        millis = started.elapsed().as_millis() as u64,
        "page files written"
    );
    for batch in files.chunks(BATCH) {
        tally(crate::parallel::map(batch, |f| stager.put(f)))?;
    }
    Ok(report)
}

/// Whether a page's files get `.gz` siblings, whether written or carried over. They do not: each
/// is fetched once per reader, hosts compress it as they send it (the nginx block turns `gzip` on
/// for them), and at 10,000 pages the siblings were a fifth of the export's bytes and half its
/// files. Shared files keep theirs.
const PAGE_SIBLINGS: bool = false;

/// Writes the pages: each page's file is its HTML document, unless a built file of the same path
/// has `taken` it, and the sidebar slice file it names. The page JSON is not written (issue 60, the
/// lead's decision): the app reads a page it visits from the same HTML a first load gets, so a page
/// is exported once, not twice.
struct PageWriter<'a> {
    site: &'a Site,
    template: &'a str,
    commons: &'a Commons,
    taken: &'a HashSet<&'a str>,
    stager: &'a Stager,
    slices: Slices,
}

impl PageWriter<'_> {
    /// Prepare and write a page's files. A page whose rendering came without HTML (its files were
    /// to be linked over, but the previous output lacks one) is rendered here.
    fn write(
        &self,
        page: &crate::site::Page,
        rendered: Option<&RenderedPage>,
    ) -> Result<Written, ExportError> {
        let again;
        let rendered = match rendered {
            Some(r) => r,
            None => {
                again = crate::render::page(self.site, page);
                &again
            }
        };
        let rel = html_file(&page.route);
        if self.taken.contains(rel.as_str()) {
            return Ok(Written::default());
        }
        let document =
            prepare::page_document(self.site, page, rendered, self.template, self.commons);
        let mut written = self.stager.put(&OutFile {
            gzip: PAGE_SIBLINGS,
            ..OutFile::new(rel, document.html.into_bytes())
        })?;
        written += self.slices.put(self.stager, document.sidebar)?;
        Ok(written)
    }

    /// Keep an unchanged page's files from the previous output (written anew when it lacks them).
    fn keep(&self, page: &crate::site::Page) -> Result<Written, ExportError> {
        let rel = html_file(&page.route);
        if self.taken.contains(rel.as_str()) {
            return Ok(Written::default());
        }
        let Some(mut kept) = self.stager.keep(&rel, PAGE_SIBLINGS)? else {
            return self.write(page, None);
        };
        // The kept document names the slice file this build would: it follows from the page's
        // place in the sidebar, which an unchanged page keeps.
        let slice = SliceFile::of_page(self.site, &page.locale, &page.route);
        kept += self.slices.put(self.stager, slice)?;
        Ok(kept)
    }
}

/// The sidebar slice files written so far: the pages of a section name the same one
/// ([`SliceFile`]), written once, by the first of them to get here.
#[derive(Default)]
struct Slices(std::sync::Mutex<HashSet<String>>);

impl Slices {
    fn put(&self, stager: &Stager, file: Option<SliceFile>) -> Result<Written, ExportError> {
        let Some(file) = file else {
            return Ok(Written::default());
        };
        let first = self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .insert(file.rel.clone());
        if !first {
            return Ok(Written::default());
        }
        // Shared, like the common files: it keeps its compressed twin.
        stager.put(&OutFile::gzipped(file.rel, file.json))
    }
}
