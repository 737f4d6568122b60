//! The data the panels show, produced by the library (site, render, lint, coverage, search) in three
//! steps so the first frame needs only the first: load (model + coverage), check (render + lint),
//! index (search). Each result carries the generation of the load it belongs to.

use std::sync::Arc;

use crate::coverage::{self, CoverageReport};
use crate::lint;
use crate::render::{self, RenderedPage};
use crate::search::SearchIndex;
use crate::site::{ContentSource, Diagnostic, LoadError, Severity, Site};

/// Step 1: the loaded site and its coverage report (cheap: no rendering).
#[derive(Debug)]
pub struct Loaded {
    pub generation: u64,
    pub site: Arc<Site>,
    pub coverage: CoverageReport,
}

/// Step 2: every page rendered (following `site.pages`) and linted.
#[derive(Debug)]
pub struct Checked {
    pub generation: u64,
    pub rendered: Vec<RenderedPage>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Step 3: the site's search index (the same one `docs serve` answers from), or why it failed.
#[derive(Debug)]
pub struct Indexed {
    pub generation: u64,
    pub index: Result<SearchIndex, String>,
}

/// Load the content.
pub fn load(source: ContentSource, generation: u64) -> Result<Loaded, LoadError> {
    Site::load(source).map(|site| loaded(site, generation))
}

/// Wrap an already loaded site (tests adjust git times before this).
pub fn loaded(site: Site, generation: u64) -> Loaded {
    let coverage = coverage::report(&site);
    Loaded {
        generation,
        site: Arc::new(site),
        coverage,
    }
}

/// Render and lint every page.
pub fn check(site: &Site, generation: u64) -> Checked {
    let rendered = render::all(site);
    let diagnostics = lint::check_rendered(site, &rendered);
    Checked {
        generation,
        rendered,
        diagnostics,
    }
}

/// Build the search index from rendered pages.
pub fn index(site: &Site, rendered: &[RenderedPage], generation: u64) -> Indexed {
    let pairs: Vec<_> = site.pages.iter().zip(rendered).collect();
    Indexed {
        generation,
        index: SearchIndex::build(site, &pairs).map_err(|e| format!("{e:#}")),
    }
}

/// How a page stands against its twin in the other language(s).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Translation {
    /// Every twin exists and none is behind.
    Paired,
    /// A twin is missing.
    Missing,
    /// This page is a translation older than its source.
    Stale,
    /// Marked `untranslated: true`.
    ByDesign,
}

/// Per-page marks for the page tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageStatus {
    pub translation: Translation,
    pub errors: usize,
    pub warnings: usize,
}

/// Marks for every page (following `site.pages`); lint counts are zero until `diagnostics` exist.
pub fn statuses(
    site: &Site,
    report: &CoverageReport,
    diagnostics: Option<&[Diagnostic]>,
) -> Vec<PageStatus> {
    site.pages
        .iter()
        .map(|page| {
            let translation = if report.untranslated_by_design.contains(&page.route) {
                Translation::ByDesign
            } else if report.stale.iter().any(|s| s.route == page.route) {
                Translation::Stale
            } else if site
                .config
                .locales
                .keys()
                .any(|l| *l != page.locale && site.twin(page, l).is_none())
            {
                Translation::Missing
            } else {
                Translation::Paired
            };
            let (errors, warnings) = diagnostics
                .map(|all| {
                    let mine = all.iter().filter(|d| d.span.file == page.file);
                    let errors = mine.clone().filter(|d| d.is_error()).count();
                    let warnings = mine.filter(|d| d.severity == Severity::Warning).count();
                    (errors, warnings)
                })
                .unwrap_or((0, 0));
            PageStatus {
                translation,
                errors,
                warnings,
            }
        })
        .collect()
}
