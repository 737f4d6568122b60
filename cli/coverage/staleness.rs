//! Two-way, section-level staleness. Twins are compared in both directions: whichever page
//! changed later is the newer one, and its twin is stale when the newer page has sections that
//! changed since the twin was last touched. Edits that catch up are not counted: when the twin's
//! last commit changed a section and the newer page later changed the counterpart section, the
//! newer page followed the twin (the usual translation flow); a page created after its twin's
//! last change was written from it. The rule cannot tell a follow-up from an unrelated edit of
//! the same section; `translatedFrom` settles such cases.
//! A page may name the commit it was last brought in step at (`translatedFrom`); it is then
//! judged against its twin as of that commit, which also works on a shallow clone that holds
//! the commit. Without the repository (the embedded content) only page times are compared.

use std::collections::{BTreeSet, HashMap, HashSet};

use super::sections::{self, Change, Section};
use super::{Stale, StaleSection, Unjudged};
use crate::site::dates::iso_date;
use crate::site::history::{Blob, Commit, History};
use crate::site::{ContentSource, Page, Site};

/// What the judgement found, plus one line on how page times were found.
#[derive(Debug, Default)]
pub struct Judged {
    pub stale: Vec<Stale>,
    pub unjudged: Vec<Unjudged>,
    pub times: String,
}

/// One pair to judge once the old texts are read.
enum Plan<'a> {
    /// `page` says it was in step with `twin` at `commit`.
    Baseline {
        page: &'a Page,
        twin: &'a Page,
        commit: Commit,
        twin_updated: i64,
    },
    /// `newer` changed after `older` last did.
    Time {
        older: &'a Page,
        newer: &'a Page,
        older_at: Commit,
        newer_at: Commit,
        /// `newer` as it was when `older` last changed (`None`: it did not exist yet).
        base: Option<Commit>,
        /// `older` before its last change (`None`: that change created it, or history ends).
        older_before: Option<Commit>,
        /// `older`'s last change is where a shallow clone's history starts.
        cut_off: bool,
    },
}

/// Judge every pair of twins. `units` holds each page with its twins, in locale order.
pub fn judge(site: &Site, units: &[Vec<&Page>]) -> Judged {
    let history = match &site.source {
        ContentSource::Disk(root) => History::read(root),
        ContentSource::Embedded => None,
    };
    match history {
        Some(history) => with_history(site, units, &history),
        None => by_page_times(site, units),
    }
}

fn pairs<'a, 'b>(units: &'b [Vec<&'a Page>]) -> impl Iterator<Item = (&'a Page, &'a Page)> + 'b {
    units.iter().flat_map(|pages| {
        (0..pages.len()).flat_map(move |i| (i + 1..pages.len()).map(move |j| (pages[i], pages[j])))
    })
}

fn with_history(site: &Site, units: &[Vec<&Page>], history: &History) -> Judged {
    let mut judged = Judged::default();
    let mut plans = Vec::new();
    let mut uncommitted = BTreeSet::new();
    let mut resolved: HashMap<String, Option<Commit>> = HashMap::new();
    let edited = edited_since_head(site, units, history);
    // A page edited and not committed yet changed "now": judging the working tree lets a
    // pre-commit hook (`--fail-on stale`) stop the commit that would leave a twin behind.
    let last_change = |file: &str| -> Option<Commit> {
        let committed = history.last_change(file)?;
        Some(if edited.contains(file) {
            Commit {
                id: WORKING_TREE.to_owned(),
                time: crate::site::dates::now_ms().max(committed.time + 1),
            }
        } else {
            committed.clone()
        })
    };
    for (a, b) in pairs(units) {
        let baselines: Vec<(&Page, &Page)> = [(a, b), (b, a)]
            .into_iter()
            .filter(|(p, _)| p.front_matter.translated_from.is_some())
            .collect();
        if !baselines.is_empty() {
            // A page that names its baseline is judged by it. Its twin, if it names none, can still
            // fall behind it when the page changes later: that direction is judged by history below.
            let single = (baselines.len() == 1).then(|| baselines[0]);
            for (page, twin) in baselines {
                let rev = page
                    .front_matter
                    .translated_from
                    .clone()
                    .unwrap_or_default();
                let commit = resolved
                    .entry(rev.clone())
                    .or_insert_with(|| history.resolve(&rev))
                    .clone();
                match commit {
                    Some(commit) => plans.push(Plan::Baseline {
                        page,
                        twin,
                        commit,
                        twin_updated: last_change(&twin.file).map_or(0, |c| c.time),
                    }),
                    None => judged.unjudged.push(Unjudged {
                        route: page.route.clone(),
                        twin_route: twin.route.clone(),
                        reason: format!(
                            "history missing: `translatedFrom: {rev}` in {} is not a commit in this clone{}",
                            page.file,
                            if history.is_shallow() { " (it is shallow: fetch more history)" } else { " (a typo?)" }
                        ),
                    }),
                }
            }
            let page_is_newer = single.is_some_and(|(page, twin)| {
                match (last_change(&page.file), last_change(&twin.file)) {
                    (Some(p), Some(t)) => p.time > t.time,
                    _ => false,
                }
            });
            if !page_is_newer {
                continue;
            }
        }
        let (Some(ca), Some(cb)) = (last_change(&a.file), last_change(&b.file)) else {
            uncommitted.extend(
                [a, b]
                    .into_iter()
                    .filter(|p| history.last_change(&p.file).is_none())
                    .map(|p| p.file.clone()),
            );
            continue;
        };
        let ((older, older_at), (newer, newer_at)) = if ca.time <= cb.time {
            ((a, ca), (b, cb))
        } else {
            ((b, cb), (a, ca))
        };
        let cut_off = history.is_boundary(&older_at);
        // Checked before equal times: two pages that seem to change together at a shallow
        // clone's first commit may really have changed years apart.
        if cut_off && history.is_boundary(&newer_at) {
            judged.unjudged.push(Unjudged {
                route: older.route.clone(),
                twin_route: newer.route.clone(),
                reason: "history missing: this shallow clone starts after both pages last changed; add `translatedFrom: <commit>` to the translation".into(),
            });
            continue;
        }
        if older_at.time == newer_at.time {
            continue;
        }
        plans.push(Plan::Time {
            older,
            newer,
            older_at: older_at.clone(),
            newer_at: newer_at.clone(),
            base: history.version_at(&newer.file, older_at.time).cloned(),
            older_before: if cut_off {
                None
            } else {
                history.previous(&older.file, &older_at.id).cloned()
            },
            cut_off,
        });
    }

    // Every old text in one `git cat-file` run.
    let mut wanted: Vec<(String, String)> = Vec::new();
    for plan in &plans {
        match plan {
            Plan::Baseline { twin, commit, .. } => {
                wanted.push((commit.id.clone(), twin.file.clone()))
            }
            Plan::Time {
                older,
                newer,
                base,
                older_before,
                ..
            } => {
                wanted.extend(base.iter().map(|c| (c.id.clone(), newer.file.clone())));
                wanted.extend(
                    older_before
                        .iter()
                        .map(|c| (c.id.clone(), older.file.clone())),
                );
            }
        }
    }
    wanted.sort();
    wanted.dedup();
    let texts: HashMap<(String, String), Blob> =
        wanted.iter().cloned().zip(history.blobs(&wanted)).collect();
    let old_text = |commit: &Option<Commit>, file: &str| -> String {
        match commit
            .as_ref()
            .and_then(|c| texts.get(&(c.id.clone(), file.to_owned())))
        {
            Some(Blob::Text(t)) => t.clone(),
            _ => String::new(),
        }
    };
    let now = |page: &Page| sections::split(site.texts.get(&page.file).map_or("", |t| &**t));

    for plan in plans {
        match plan {
            Plan::Baseline {
                page,
                twin,
                commit,
                twin_updated,
            } => {
                let then = sections::split(&old_text(&Some(commit.clone()), &twin.file));
                let found = stale_sections(&then, &now(twin), &now(page), &[]);
                if !found.is_empty() {
                    judged.stale.push(stale(
                        page,
                        twin,
                        commit.time,
                        twin_updated,
                        found,
                        Some(&commit),
                        None,
                    ));
                }
            }
            Plan::Time {
                older,
                newer,
                older_at,
                newer_at,
                base,
                older_before,
                cut_off,
            } => {
                let older_now = now(older);
                // Sections of the older page whose later edits in the newer page are taken as
                // catching up rather than moving ahead (see `followed`).
                let followed: Vec<usize> = match (&base, &older_before) {
                    _ if cut_off => Vec::new(),
                    // The newer page did not exist yet: it was written from the older one.
                    (None, _) => (0..older_now.len()).collect(),
                    // Both changed together last time: everything since is new.
                    (Some(base), _) if base.id == older_at.id => Vec::new(),
                    // The older page was created then, from the newer one as it was.
                    (Some(_), None) => Vec::new(),
                    (Some(_), Some(_)) => {
                        let before = sections::split(&old_text(&older_before, &older.file));
                        sections::changes(&before, &older_now)
                            .into_iter()
                            .filter(|c| c.change != Change::Removed)
                            .map(|c| c.index)
                            .collect()
                    }
                };
                let then = sections::split(&old_text(&base, &newer.file));
                let found = stale_sections(&then, &now(newer), &older_now, &followed);
                if found.is_empty() {
                    continue;
                }
                let note = cut_off.then(|| {
                    format!(
                        "history missing before {} (shallow clone): earlier changes to {} are not listed; add `translatedFrom: <commit>` to {} to judge it exactly",
                        iso_date(older_at.time),
                        newer.file,
                        older.file
                    )
                });
                judged.stale.push(stale(
                    older,
                    newer,
                    older_at.time,
                    newer_at.time,
                    found,
                    base.as_ref(),
                    note,
                ));
            }
        }
    }
    judged.times = times_note(site, history, &uncommitted, judged.unjudged.len());
    judged
}

/// The id standing for the working tree when a page has uncommitted edits.
const WORKING_TREE: &str = "(working tree)";

/// Committed pages of the pairs whose text on disk differs from HEAD (one `git cat-file` run).
fn edited_since_head(site: &Site, units: &[Vec<&Page>], history: &History) -> HashSet<String> {
    let files: Vec<&str> = units
        .iter()
        .flatten()
        .filter(|p| history.last_change(&p.file).is_some())
        .map(|p| p.file.as_str())
        .collect();
    let wanted: Vec<(String, String)> = files
        .iter()
        .map(|f| ("HEAD".to_owned(), (*f).to_owned()))
        .collect();
    files
        .iter()
        .zip(history.blobs(&wanted))
        .filter(|(file, blob)| match blob {
            Blob::Text(committed) => {
                site.texts.get(**file).map(|t| &**t) != Some(committed.as_str())
            }
            _ => false,
        })
        .map(|(file, _)| (*file).to_owned())
        .collect()
}

/// The sections of the newer page that changed between `then` and `now`, named in both
/// languages, leaving out those whose counterpart in `twin` is in `followed`.
fn stale_sections(
    then: &[Section],
    now: &[Section],
    twin: &[Section],
    followed: &[usize],
) -> Vec<StaleSection> {
    sections::changes(then, now)
        .into_iter()
        .filter_map(|c| {
            let from = if c.change == Change::Removed {
                then
            } else {
                now
            };
            let section = &from[c.index];
            let there = sections::counterpart(from, c.index, twin);
            if there.is_some_and(|t| followed.contains(&t)) {
                return None;
            }
            let twin_section = there.and_then(|t| twin.get(t));
            Some(StaleSection {
                heading: heading_or_intro(section),
                anchor: section.anchor.clone(),
                twin_heading: twin_section.map(heading_or_intro),
                twin_anchor: twin_section.and_then(|s| s.anchor.clone()),
                change: c.change,
                diff: c.diff,
            })
        })
        .collect()
}

fn heading_or_intro(section: &Section) -> String {
    if section.anchor.is_none() {
        "(introduction)".to_owned()
    } else {
        section.heading.clone()
    }
}

fn stale(
    page: &Page,
    newer: &Page,
    page_updated: i64,
    newer_updated: i64,
    sections: Vec<StaleSection>,
    since: Option<&Commit>,
    note: Option<String>,
) -> Stale {
    Stale {
        route: page.route.clone(),
        source_route: newer.route.clone(),
        source_updated: newer_updated,
        translation_updated: page_updated,
        locale: page.locale.clone(),
        newer_locale: newer.locale.clone(),
        judged_by: if page.front_matter.translated_from.is_some() {
            "translatedFrom".into()
        } else {
            "history".into()
        },
        since_commit: since.map(|c| c.id.clone()),
        sections,
        note,
    }
}

fn times_note(
    site: &Site,
    history: &History,
    uncommitted: &BTreeSet<String>,
    unjudged: usize,
) -> String {
    let mut parts = Vec::new();
    if history.is_shallow() {
        let since = history
            .boundary_time()
            .map_or_else(|| "?".to_owned(), iso_date);
        parts.push(format!(
            "git, shallow clone (history before {since} is missing; {unjudged} pair(s) could not be judged)"
        ));
    } else {
        parts.push("git".to_owned());
    }
    if !uncommitted.is_empty() {
        parts.push(format!(
            "{} of {} pages not committed yet, not judged",
            uncommitted.len(),
            site.pages.len()
        ));
    }
    parts.join("; ")
}

/// No repository: compare the page times the site carries (build.rs captured them for the
/// embedded content), whole pages only.
fn by_page_times(site: &Site, units: &[Vec<&Page>]) -> Judged {
    let mut judged = Judged::default();
    for (a, b) in pairs(units) {
        let (Some(ga), Some(gb)) = (&a.git, &b.git) else {
            continue;
        };
        if ga.updated_time == gb.updated_time {
            continue;
        }
        let ((older, to), (newer, tn)) = if ga.updated_time < gb.updated_time {
            ((a, ga.updated_time), (b, gb.updated_time))
        } else {
            ((b, gb.updated_time), (a, ga.updated_time))
        };
        judged.stale.push(stale(
            older,
            newer,
            to,
            tn,
            Vec::new(),
            None,
            Some("page times only: section detail needs the content's git repository (--content DIR in a checkout)".into()),
        ));
    }
    let with_git = site.pages.iter().filter(|p| p.git.is_some()).count();
    judged.times = if with_git == 0 {
        "no git history for the content: stale translations cannot be judged".to_owned()
    } else if with_git == site.pages.len() {
        "git page times (no repository here: sections are not compared)".to_owned()
    } else {
        format!(
            "git history covers {with_git} of {} pages; the rest are not judged",
            site.pages.len()
        )
    };
    judged
}
