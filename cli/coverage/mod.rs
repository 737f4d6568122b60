//! `docs coverage`: how well the two languages keep in step. Pairs every page with its twin
//! (`/x` ↔ `/zh/x`), lists missing twins, near-miss names, stale twins (two-way, by section, see
//! [`staleness`]) and sidebar parity.

pub mod ack;
pub mod diff;
pub mod report;
pub mod sections;
pub mod staleness;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::site::{suggest, Page, Site};

/// A page whose twin is missing in `locale`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Missing {
    /// The route that exists.
    pub route: String,
    /// The locale prefix that lacks it.
    pub locale: String,
}

/// A page behind its twin: the twin changed after this page last did. Either language can be
/// behind; `source_*` is the newer twin, `translation_*` this page (names fixed by DESIGN.md).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stale {
    /// The route of the page that is behind.
    pub route: String,
    /// The route of the newer twin.
    pub source_route: String,
    /// Unix milliseconds: when the newer twin last changed.
    pub source_updated: i64,
    /// Unix milliseconds: when this page last changed (or its `translatedFrom` commit's time).
    pub translation_updated: i64,
    /// Locale prefix of the page that is behind.
    pub locale: String,
    /// Locale prefix of the newer twin.
    pub newer_locale: String,
    /// `history` (page history) or `translatedFrom` (the page's baseline commit).
    pub judged_by: String,
    /// The commit of the newer twin the sections are compared against.
    pub since_commit: Option<String>,
    /// The newer twin's sections that changed since then (empty when only page times are known).
    pub sections: Vec<StaleSection>,
    /// A caveat, e.g. history missing on a shallow clone.
    pub note: Option<String>,
}

/// One section of the newer twin that changed, and where it belongs in the page that is behind.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StaleSection {
    /// Heading in the newer twin (`(introduction)` for the text before the first heading).
    pub heading: String,
    pub anchor: Option<String>,
    /// The corresponding heading in the page that is behind (by anchor, else by position).
    pub twin_heading: Option<String>,
    pub twin_anchor: Option<String>,
    pub change: sections::Change,
    /// Line diff of just this section (`-` before, `+` now).
    pub diff: String,
}

impl StaleSection {
    /// Lines added and removed in the section's diff.
    pub fn counts(&self) -> (usize, usize) {
        self.diff.lines().fold((0, 0), |(a, d), l| {
            (
                a + usize::from(l.starts_with('+')),
                d + usize::from(l.starts_with('-')),
            )
        })
    }
}

/// A pair whose staleness could not be judged (history missing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Unjudged {
    pub route: String,
    pub twin_route: String,
    pub reason: String,
}

/// Two unpaired pages whose names differ by a typo (`sfpt` vs `sftp`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NearMiss {
    pub route: String,
    pub probably: String,
}

/// Per-section figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Section {
    pub section: String,
    pub pairs: usize,
    pub total: usize,
    pub percent: f64,
}

/// The whole report (JSON shape fixed by DESIGN.md; extra fields are allowed).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoverageReport {
    pub percent: f64,
    pub pairs: usize,
    pub missing: Vec<Missing>,
    pub stale: Vec<Stale>,
    /// Pairs that could not be judged, and why.
    pub unjudged: Vec<Unjudged>,
    pub untranslated_by_design: Vec<String>,
    pub near_misses: Vec<NearMiss>,
    pub sections: Vec<Section>,
    /// Sidebar differences between locales (`site::parity`, the same check `docs lint` warns with).
    pub sidebar_parity: Vec<String>,
    /// How page times were found: `git`, or why staleness could not be judged.
    pub times: String,
}

fn section_of(rest: &str) -> String {
    let parts: Vec<&str> = rest.trim_start_matches('/').split('/').collect();
    match parts.as_slice() {
        [one] => {
            if one.is_empty() {
                "home".into()
            } else {
                "top level".into()
            }
        }
        ["guide", sub, _, ..] => format!("guide/{sub}"),
        [first, ..] => (*first).to_owned(),
        [] => "home".into(),
    }
}

/// Build the coverage report.
pub fn report(site: &Site) -> CoverageReport {
    let locales: Vec<&str> = site.config.locales.keys().map(String::as_str).collect();
    // unlocalized route -> locale -> page
    let mut units: BTreeMap<String, BTreeMap<&str, &Page>> = BTreeMap::new();
    // The blog's generated pages follow each locale's articles: not translations to pair.
    for page in site.pages.iter().filter(|p| !p.is_generated()) {
        units
            .entry(page.unlocalized())
            .or_default()
            .insert(page.locale.as_str(), page);
    }
    let mut missing = Vec::new();
    let mut pairs_to_judge = Vec::new();
    let mut by_design = Vec::new();
    let mut sections: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut pairs = 0;
    for (unit, pages) in &units {
        if pages
            .values()
            .any(|p| p.front_matter.untranslated == Some(true))
            && pages.len() < locales.len()
        {
            by_design.extend(pages.values().map(|p| p.route.clone()));
            continue;
        }
        let entry = sections.entry(section_of(unit)).or_default();
        entry.1 += 1;
        if pages.len() == locales.len() {
            pairs += 1;
            entry.0 += 1;
        }
        for locale in &locales {
            if !pages.contains_key(locale) {
                let existing = pages
                    .values()
                    .next()
                    .map(|p| p.route.clone())
                    .unwrap_or_default();
                missing.push(Missing {
                    route: existing,
                    locale: (*locale).to_owned(),
                });
            }
        }
        if pages.len() > 1 {
            let mut twins: Vec<&Page> = pages.values().copied().collect();
            twins.sort_by_key(|p| locales.iter().position(|l| *l == p.locale));
            pairs_to_judge.push(twins);
        }
    }
    let near_misses = near_misses(&missing, &units);
    let total: usize = sections.values().map(|(_, t)| t).sum();
    let percent = if total == 0 {
        100.0
    } else {
        (pairs as f64 * 1000.0 / total as f64).round() / 10.0
    };
    let judged = staleness::judge(site, &pairs_to_judge);
    CoverageReport {
        percent,
        pairs,
        missing,
        stale: judged.stale,
        unjudged: judged.unjudged,
        untranslated_by_design: by_design,
        near_misses,
        sections: sections
            .into_iter()
            .map(|(section, (p, t))| Section {
                percent: if t == 0 {
                    100.0
                } else {
                    (p as f64 * 1000.0 / t as f64).round() / 10.0
                },
                section,
                pairs: p,
                total: t,
            })
            .collect(),
        sidebar_parity: crate::site::parity::sidebar_gaps(site)
            .iter()
            .map(|g| g.message())
            .collect(),
        times: judged.times,
    }
}

/// Unpaired pages in one locale whose name is a typo away from an unpaired page in another.
fn near_misses(
    missing: &[Missing],
    units: &BTreeMap<String, BTreeMap<&str, &Page>>,
) -> Vec<NearMiss> {
    let orphans: BTreeSet<&str> = units
        .iter()
        .filter(|(_, p)| p.len() == 1)
        .map(|(u, _)| u.as_str())
        .collect();
    let mut out = Vec::new();
    for m in missing {
        let Some((unit, pages)) = units
            .iter()
            .find(|(_, p)| p.values().any(|pg| pg.route == m.route))
        else {
            continue;
        };
        let own_locale = pages.keys().next().copied().unwrap_or("/");
        let candidates = orphans
            .iter()
            .copied()
            .filter(|o| *o != unit && units[*o].keys().all(|l| *l != own_locale));
        if let Some(guess) = suggest::did_you_mean(unit, candidates) {
            out.push(NearMiss {
                route: m.route.clone(),
                probably: units[guess]
                    .values()
                    .next()
                    .map(|p| p.route.clone())
                    .unwrap_or_default(),
            });
        }
    }
    out
}
