//! `docs coverage`: how well the two languages keep in step. Pairs every page with its twin
//! (`/x` ↔ `/zh/x`), lists missing twins, near-miss names, stale translations and sidebar parity.

pub mod report;

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

/// A translation older than its source page.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stale {
    /// The translation's route.
    pub route: String,
    pub source_route: String,
    /// Unix milliseconds.
    pub source_updated: i64,
    pub translation_updated: i64,
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
    pub untranslated_by_design: Vec<String>,
    pub near_misses: Vec<NearMiss>,
    pub sections: Vec<Section>,
    /// Sidebar differences between locales (from the lint's parity rule).
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
    let source = site.config.default_locale.as_str();
    let locales: Vec<&str> = site.config.locales.keys().map(String::as_str).collect();
    // unlocalized route -> locale -> page
    let mut units: BTreeMap<String, BTreeMap<&str, &Page>> = BTreeMap::new();
    for page in &site.pages {
        units
            .entry(page.unlocalized())
            .or_default()
            .insert(page.locale.as_str(), page);
    }
    let mut missing = Vec::new();
    let mut stale = Vec::new();
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
        if let Some(src) = pages.get(source) {
            for page in pages.iter().filter(|(l, _)| **l != source).map(|(_, p)| p) {
                if let (Some(s), Some(t)) = (&src.git, &page.git) {
                    if t.updated_time < s.updated_time {
                        stale.push(Stale {
                            route: page.route.clone(),
                            source_route: src.route.clone(),
                            source_updated: s.updated_time,
                            translation_updated: t.updated_time,
                        });
                    }
                }
            }
        }
    }
    let near_misses = near_misses(&missing, &units);
    let total: usize = sections.values().map(|(_, t)| t).sum();
    let percent = if total == 0 {
        100.0
    } else {
        (pairs as f64 * 1000.0 / total as f64).round() / 10.0
    };
    let with_git = site.pages.iter().filter(|p| p.git.is_some()).count();
    let times = if with_git == site.pages.len() {
        "git".to_owned()
    } else if with_git == 0 {
        "no git history for the content: stale translations cannot be judged".to_owned()
    } else {
        format!("git history covers {with_git} of {} pages (uncommitted files or a shallow clone); the rest are not judged", site.pages.len())
    };
    let mut parity = Vec::new();
    crate::lint::sidebar_parity(site, &mut parity);
    CoverageReport {
        percent,
        pairs,
        missing,
        stale,
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
        sidebar_parity: parity.into_iter().map(|d| d.message).collect(),
        times,
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
