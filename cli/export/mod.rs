//! `docs build`: the whole site as static files for any CDN or static host, written atomically.
//! Writes the same prepared site the server answers from (`prepare`), so an export cannot drift.

use std::path::{Path, PathBuf};

use crate::prepare::{self, PreparedSite};
use crate::render;
use crate::site::{LoadError, Site};
use crate::web::{assets, compress};

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
    let rendered = render::all(site);
    let prepared = PreparedSite::assemble(site, &rendered, assets::index_template());
    // Pages in the order of the site (stable output and progress), gzip siblings on every core.
    let routes: Vec<&str> = site.pages.iter().map(|p| p.route.as_str()).collect();
    let gzipped = crate::parallel::map(&routes, |route| {
        let page = &prepared.pages[*route];
        (compress::gzip(&page.html), compress::gzip(&page.json))
    });
    let total = routes.len();
    for (i, (route, (html_gz, json_gz))) in routes.iter().zip(gzipped).enumerate() {
        let page = &prepared.pages[*route];
        let html = html_file(route);
        let json = prepare::page_json_file(route);
        w.write(&html, &page.html)?;
        w.write(&format!("{html}.gz"), &html_gz)?;
        w.write(&json, &page.json)?;
        w.write(&format!("{json}.gz"), &json_gz)?;
        w.report.pages += 1;
        progress(i + 1, total);
    }
    for (prefix, locale) in &prepared.locales {
        if let Some(json) = &locale.json {
            w.write_with_gzip(&format!("_data/locale/{}.json", locale.key), json)?;
        }
        let not_found = format!("{}404.html", prefix.trim_start_matches('/'));
        w.write_with_gzip(&not_found, &locale.not_found)?;
        w.write_with_gzip(
            &format!("_data/search/{}.json", locale.key),
            &locale.search_documents,
        )?;
    }
    for (path, bytes) in assets::all() {
        if path != "index.html" && path != "PLACEHOLDER" {
            w.write(&path, bytes)?;
        }
    }
    let public = site.source.public_files()?;
    // Images beside the pages go next to the page's HTML; a public file of the same path wins, as
    // in `docs serve`.
    for (rel, bytes) in site.source.page_assets()? {
        if public.binary_search_by(|(p, _)| p.cmp(&rel)).is_err() {
            w.write(&rel, &bytes)?;
        }
    }
    for (rel, bytes) in public {
        w.write(&rel, &bytes)?;
    }
    w.write(".nojekyll", b"")?;
    w.write(
        target::MARKER,
        b"Written by `docs build`; a later build may replace this folder.\n",
    )?;
    if let Some(sitemap) = &prepared.sitemap {
        w.write_with_gzip("sitemap.xml", sitemap)?;
    }
    w.write("robots.txt", &prepared.robots)?;
    Ok(w.report)
}
