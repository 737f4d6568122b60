//! `docs build`: the whole site as static files for any CDN or static host, written atomically.
//! Uses the same page data and HTML as the server (`document`), so an export cannot drift from it.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::document;
use crate::render::{self, RenderedPage};
use crate::search::sections;
use crate::serve::{assets, compress};
use crate::site::{route, LoadError, Site};

pub mod target;

use target::OutDir;

/// Failures that stop an export (the previous output stays untouched).
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error("cannot write `{path}`")]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    Load(#[from] LoadError),
}

/// What was written.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExportReport {
    pub pages: usize,
    pub files: usize,
    pub bytes: u64,
}

/// One searchable section in the static search index (short keys keep the file small).
#[derive(Serialize)]
struct IndexEntry<'a> {
    /// route
    r: &'a str,
    /// anchor
    #[serde(skip_serializing_if = "Option::is_none")]
    a: Option<String>,
    /// page title
    t: &'a str,
    /// section heading
    s: String,
    /// text
    x: String,
}

struct Writer {
    root: PathBuf,
    report: ExportReport,
}

impl Writer {
    fn write(&mut self, rel: &str, bytes: &[u8]) -> Result<(), ExportError> {
        let path = self.root.join(rel);
        let err = |source| ExportError::Write {
            path: path.clone(),
            source,
        };
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(err)?;
        }
        std::fs::write(&path, bytes).map_err(err)?;
        self.report.files += 1;
        self.report.bytes += bytes.len() as u64;
        Ok(())
    }

    /// Write a text file and its `.gz` sibling (hosts such as nginx `gzip_static` serve it as is).
    fn write_with_gzip(&mut self, rel: &str, bytes: &[u8]) -> Result<(), ExportError> {
        self.write(rel, bytes)?;
        self.write(&format!("{rel}.gz"), &compress::gzip(bytes))
    }
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

/// Export `site` into `out` (checked by [`target::check`]). `progress(done, total)` is called as
/// pages are written.
pub fn export(
    site: &Site,
    out: &OutDir,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ExportReport, ExportError> {
    let out = out.path();
    target::sweep_stale_staging(out);
    let staging = target::staging_for(out);
    let result = write_all(site, &staging, progress);
    match result {
        Ok(report) => {
            swap_in(&staging, out)?;
            Ok(report)
        }
        Err(err) => {
            let _ = std::fs::remove_dir_all(&staging);
            Err(err)
        }
    }
}

/// Replace `out` with `staging` so readers see either the old or the new site, never a mix.
fn swap_in(staging: &Path, out: &Path) -> Result<(), ExportError> {
    let err = |path: &Path| {
        let path = path.to_owned();
        move |source| ExportError::Write { path, source }
    };
    if out.exists() {
        let old = target::retired_for(out);
        let _ = std::fs::remove_dir_all(&old);
        std::fs::rename(out, &old).map_err(err(out))?;
        if let Err(source) = std::fs::rename(staging, out) {
            // Put the previous site back so a failed swap changes nothing.
            let _ = std::fs::rename(&old, out);
            return Err(err(out)(source));
        }
        let _ = std::fs::remove_dir_all(&old);
    } else {
        std::fs::rename(staging, out).map_err(err(out))?;
    }
    Ok(())
}

fn write_all(
    site: &Site,
    root: &Path,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ExportReport, ExportError> {
    let mut w = Writer {
        root: root.to_owned(),
        report: ExportReport::default(),
    };
    let template = assets::index_template();
    let rendered = render::all(site);
    let total = site.pages.len();
    for (i, (page, r)) in site.pages.iter().zip(&rendered).enumerate() {
        let data = document::page_data(site, page, r);
        let html = document::html_document(template, site, &data, &r.html);
        w.write_with_gzip(&html_file(&page.route), html.as_bytes())?;
        let json = serde_json::to_vec(&data).unwrap_or_default();
        w.write_with_gzip(
            &format!("_data/page/{}", route::data_file(&page.route)),
            &json,
        )?;
        w.report.pages += 1;
        progress(i + 1, total);
    }
    for (prefix, info) in &site.config.locales {
        if let Some(data) = document::locale_data(site, prefix) {
            w.write_with_gzip(
                &format!("_data/locale/{}.json", info.key),
                &serde_json::to_vec(&data).unwrap_or_default(),
            )?;
        }
        let not_found =
            document::html_document(template, site, &document::not_found_data(site, prefix), "");
        let file = if prefix == "/" {
            "404.html".to_owned()
        } else {
            format!("{}404.html", prefix.trim_start_matches('/'))
        };
        w.write(&file, not_found.as_bytes())?;
        w.write_with_gzip(
            &format!("_data/search/{}.json", info.key),
            &search_index(site, &rendered, prefix),
        )?;
    }
    for (path, bytes) in assets::all() {
        if path != "index.html" && path != "PLACEHOLDER" {
            w.write(&path, bytes)?;
        }
    }
    for (rel, bytes) in site.source.public_files()? {
        w.write(&rel, &bytes)?;
    }
    w.write(".nojekyll", b"")?;
    w.write(
        target::MARKER,
        b"Written by `docs build`; a later build may replace this folder.\n",
    )?;
    w.write_with_gzip("sitemap.xml", document::sitemap(site).as_bytes())?;
    w.write("robots.txt", document::robots(site).as_bytes())?;
    Ok(w.report)
}

/// The per-locale index the front end searches when `/api/search` is not there (static hosts).
fn search_index(site: &Site, rendered: &[RenderedPage], prefix: &str) -> Vec<u8> {
    let mut entries = Vec::new();
    for (page, r) in site
        .pages
        .iter()
        .zip(rendered)
        .filter(|(p, _)| p.locale == prefix)
    {
        for s in sections::split(&r.html) {
            entries.push(IndexEntry {
                r: &page.route,
                a: s.anchor,
                t: &page.title,
                s: s.heading,
                x: s.text,
            });
        }
    }
    serde_json::to_vec(&entries).unwrap_or_default()
}
