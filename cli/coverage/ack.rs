//! Acknowledging a stale twin: a maintainer who checked a page that is behind (translated what
//! moved ahead, or found nothing that changes the meaning) records the commit it is now in step
//! at as `translatedFrom: <commit>` in its front-matter. [`staleness`](super::staleness) then
//! judges the page against its twin as of that commit, so it is no longer stale.
//!
//! [`plan`] decides (pure apart from reading git) and edits the text with
//! [`front_matter_edit::set_key`], which refuses front-matter it cannot edit safely; [`write`] is
//! the one file write, shared by `docs coverage ack` and the TUI's `a` key.

use std::path::Path;

use super::CoverageReport;
use crate::site::front_matter_edit;
use crate::site::history::{Blob, History};
use crate::site::{ContentSource, Site};

/// The front-matter key the acknowledgement writes.
pub const KEY: &str = "translatedFrom";

/// One page to acknowledge, ready to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ack {
    /// The page that was behind (relative to the content root).
    pub file: String,
    /// Its twins it is now in step with (files).
    pub twins: Vec<String>,
    /// The commit recorded (full hash of HEAD).
    pub commit: String,
    /// The file's new text.
    pub text: String,
    /// Why the pair could not be judged, when it could not (a shallow clone): the
    /// acknowledgement is what settles it.
    pub unjudged: Option<String>,
}

/// Why a page is not acknowledged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The page as named by the caller.
    pub page: String,
    pub reason: String,
}

/// The page a caller's name means: a file relative to the content root, or a route.
pub fn find_page<'a>(site: &'a Site, name: &str) -> Option<&'a crate::site::Page> {
    let name = name.trim_start_matches("./");
    site.pages
        .iter()
        .find(|p| p.file == name || p.route == name)
}

/// Decide, for each named page (see [`find_page`]), what to write or why not. `report` is the
/// coverage report of `site` now; `history` its repository (`None`: no repository).
pub fn plan(
    site: &Site,
    report: &CoverageReport,
    history: Option<&History>,
    pages: &[String],
) -> Vec<Result<Ack, Refusal>> {
    let head = history.and_then(|h| h.resolve("HEAD"));
    pages
        .iter()
        .map(|name| {
            let refuse = |reason: String| Refusal {
                page: name.clone(),
                reason,
            };
            let page = find_page(site, name).ok_or_else(|| {
                refuse("no such page in the content (name a file relative to the content root, or a route)".into())
            })?;
            let (Some(history), Some(head)) = (history, head.as_ref()) else {
                return Err(refuse(match &site.source {
                    ContentSource::Embedded => "the embedded content has no repository; run with --content DIR in a git checkout".into(),
                    ContentSource::Disk(_) => "the content has no git history (not in a git repository, or nothing committed yet): an acknowledgement records a commit".into(),
                }));
            };
            if history.last_change(&page.file).is_none() {
                return Err(refuse(format!(
                    "{} is not committed yet, so coverage cannot judge it; commit it first",
                    page.file
                )));
            }
            let behind: Vec<&str> = report
                .stale
                .iter()
                .filter(|s| s.route == page.route)
                .map(|s| s.source_route.as_str())
                .collect();
            // A pair the history cannot judge (a shallow clone) is settled by acknowledging
            // either page; `(twin, reason)`.
            let unjudged: Vec<(&str, &str)> = report
                .unjudged
                .iter()
                .filter_map(|u| {
                    if u.route == page.route {
                        Some((u.twin_route.as_str(), u.reason.as_str()))
                    } else if u.twin_route == page.route {
                        Some((u.route.as_str(), u.reason.as_str()))
                    } else {
                        None
                    }
                })
                .collect();
            if behind.is_empty() && unjudged.is_empty() {
                let ahead: Vec<&str> = report
                    .stale
                    .iter()
                    .filter(|s| s.source_route == page.route)
                    .map(|s| s.route.as_str())
                    .collect();
                return Err(refuse(if ahead.is_empty() {
                    format!("{} is not behind its twin(s): nothing moved ahead since it last changed", page.file)
                } else {
                    format!(
                        "{} is not behind: it is the newer page; its twin {} is behind it (acknowledge that one)",
                        page.file,
                        ahead.join(", ")
                    )
                }));
            }
            let twins: Vec<&crate::site::Page> = behind
                .iter()
                .chain(unjudged.iter().map(|(twin, _)| twin))
                .filter_map(|route| site.pages.iter().find(|p| p.route == *route))
                .collect();
            // The commit must hold what the maintainer looked at: a twin changed since HEAD
            // would still be ahead of the recorded commit.
            let wanted: Vec<(String, String)> = twins
                .iter()
                .map(|t| (head.id.clone(), t.file.clone()))
                .collect();
            for (twin, blob) in twins.iter().zip(history.blobs(&wanted)) {
                let now = site.texts.get(&twin.file).map(|t| &**t);
                if !matches!(&blob, Blob::Text(t) if Some(t.as_str()) == now) {
                    return Err(refuse(format!(
                        "its twin {} has changes not committed yet; commit them first, so the recorded commit holds what you checked",
                        twin.file
                    )));
                }
            }
            let current = site
                .texts
                .get(&page.file)
                .ok_or_else(|| refuse(format!("{} could not be read", page.file)))?;
            let text = front_matter_edit::set_key(current, KEY, &head.id).map_err(|e| {
                refuse(format!(
                    "{}:{}: cannot set `{KEY}` safely: {e}; nothing was changed (add `{KEY}: {}` by hand)",
                    page.file,
                    e.line(),
                    head.id
                ))
            })?;
            Ok(Ack {
                file: page.file.clone(),
                twins: twins.iter().map(|t| t.file.clone()).collect(),
                commit: head.id.clone(),
                text,
                unjudged: unjudged.first().map(|(_, reason)| (*reason).to_owned()),
            })
        })
        .collect()
}

/// Write an acknowledgement into the content folder, through the one front-matter writer (a
/// temporary file renamed over the page, so a failure never leaves half a page).
pub fn write(root: &Path, ack: &Ack) -> std::io::Result<()> {
    front_matter_edit::write_file(&root.join(&ack.file), &ack.text)
}
