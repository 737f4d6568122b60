//! Acknowledging a stale twin: a maintainer who checked a page that is behind (translated what
//! moved ahead, or found nothing that changes the meaning) records the commit it is now in step
//! at as `translatedFrom: <commit>` in its front-matter. [`staleness`](super::staleness) then
//! judges the page against its twin as of that commit, so it is no longer stale.
//!
//! [`plan`] decides (pure apart from reading git), [`set_key`] edits the text (pure), [`write`]
//! is the one file write, shared by `docs coverage ack` and the TUI's `a` key.

use std::path::Path;

use super::CoverageReport;
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
            let text = set_key(current, KEY, &head.id)
                .map_err(|e| refuse(format!("{}: {e}", page.file)))?;
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

/// Write an acknowledgement into the content folder.
pub fn write(root: &Path, ack: &Ack) -> std::io::Result<()> {
    std::fs::write(root.join(&ack.file), &ack.text)
}

/// Why the front-matter cannot be edited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    /// The block opens with `---` and never closes.
    Unterminated,
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EditError::Unterminated => {
                f.write_str("the front-matter opens with `---` but never closes; fix it first")
            }
        }
    }
}

/// `text` with `key: value` in its front-matter: the key's line (and any indented lines that
/// continue its value) replaced when it is there at the top level, else a line added before the
/// closing `---`; a file without front-matter gets one. Every other byte is kept: comments, key
/// order, quoting, the byte-order mark and the line endings (the new line uses the file's).
pub fn set_key(text: &str, key: &str, value: &str) -> Result<String, EditError> {
    let (bom, body) = match text.strip_prefix('\u{feff}') {
        Some(rest) => ("\u{feff}", rest),
        None => ("", text),
    };
    let newline = match body.find('\n') {
        Some(i) if i > 0 && body.as_bytes()[i - 1] == b'\r' => "\r\n",
        _ => "\n",
    };
    let line = format!("{key}: {}{newline}", yaml_scalar(value));
    let opens = body
        .strip_prefix("---")
        .is_some_and(|r| r.starts_with('\n') || r.starts_with("\r\n"));
    if !opens {
        return Ok(format!("{bom}---{newline}{line}---{newline}{body}"));
    }
    let mut lines = body.split_inclusive('\n');
    let mut out = String::with_capacity(text.len() + line.len());
    out.push_str(bom);
    out.push_str(lines.next().unwrap_or_default());
    let mut done = false;
    let mut replacing = false;
    let mut closed = false;
    for raw in lines.by_ref() {
        let bare = raw.trim_end_matches(['\n', '\r']);
        if replacing {
            // The old value's continuation lines (a block or a wrapped scalar) go with it.
            if bare.starts_with([' ', '\t']) {
                continue;
            }
            replacing = false;
        }
        if bare == "---" || bare == "..." {
            if !done {
                out.push_str(&line);
            }
            out.push_str(raw);
            closed = true;
            break;
        }
        if !done && is_key_line(bare, key) {
            out.push_str(&line);
            done = true;
            replacing = true;
            continue;
        }
        out.push_str(raw);
    }
    if !closed {
        return Err(EditError::Unterminated);
    }
    out.extend(lines);
    Ok(out)
}

/// Whether a front-matter line sets `key` at the top level (`key:`, `"key":`, `'key':`).
fn is_key_line(line: &str, key: &str) -> bool {
    [key.to_owned(), format!("\"{key}\""), format!("'{key}'")]
        .iter()
        .any(|k| {
            line.strip_prefix(k.as_str())
                .is_some_and(|rest| rest.trim_start_matches([' ', '\t']).starts_with(':'))
        })
}

/// `value` as a YAML scalar that reads back as the same string: plain when it cannot be taken
/// for a number or another type (a hash with a letter other than `e`), else double-quoted.
fn yaml_scalar(value: &str) -> String {
    let plain = !value.is_empty()
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./".contains(c))
        && value
            .chars()
            .any(|c| c.is_ascii_alphabetic() && !"eExXoO".contains(c))
        && !matches!(
            value.to_ascii_lowercase().as_str(),
            "true" | "false" | "yes" | "no" | "on" | "off" | "null" | "y" | "n"
        );
    if plain {
        value.to_owned()
    } else {
        format!("\"{}\"", value.replace('\\', "\\\\").replace('"', "\\\""))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HASH: &str = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567";

    #[test]
    fn adds_the_key_before_the_closing_line_and_keeps_the_rest() {
        let text = "---\ntitle: A  # the title\norder: 2\n---\n# A\n\nText.\n";
        assert_eq!(
            set_key(text, KEY, HASH).unwrap(),
            format!(
                "---\ntitle: A  # the title\norder: 2\ntranslatedFrom: {HASH}\n---\n# A\n\nText.\n"
            )
        );
    }

    #[test]
    fn replaces_the_key_where_it_is() {
        let text = "---\ntitle: A\ntranslatedFrom: v1.0\norder: 2\n---\nBody\n";
        assert_eq!(
            set_key(text, KEY, HASH).unwrap(),
            format!("---\ntitle: A\ntranslatedFrom: {HASH}\norder: 2\n---\nBody\n")
        );
        // A quoted key, a folded old value: the continuation goes with it.
        let text = "---\n\"translatedFrom\" : >-\n  abc\n  def\ntitle: A\n---\n";
        assert_eq!(
            set_key(text, KEY, HASH).unwrap(),
            format!("---\ntranslatedFrom: {HASH}\ntitle: A\n---\n")
        );
        // A nested key of the same name is not the page's.
        let text = "---\nmeta:\n  translatedFrom: x\n---\n";
        assert_eq!(
            set_key(text, KEY, HASH).unwrap(),
            format!("---\nmeta:\n  translatedFrom: x\ntranslatedFrom: {HASH}\n---\n")
        );
    }

    #[test]
    fn keeps_crlf_and_the_byte_order_mark() {
        let text = "\u{feff}---\r\ntitle: A\r\n---\r\nBody\r\n";
        assert_eq!(
            set_key(text, KEY, HASH).unwrap(),
            format!("\u{feff}---\r\ntitle: A\r\ntranslatedFrom: {HASH}\r\n---\r\nBody\r\n")
        );
    }

    #[test]
    fn a_file_without_front_matter_gets_one() {
        assert_eq!(
            set_key("# A\n", KEY, HASH).unwrap(),
            format!("---\ntranslatedFrom: {HASH}\n---\n# A\n")
        );
        // `---` as a thematic break later in the file is not front-matter.
        assert_eq!(
            set_key("Text\n\n---\n", KEY, HASH).unwrap(),
            format!("---\ntranslatedFrom: {HASH}\n---\nText\n\n---\n")
        );
    }

    #[test]
    fn an_unclosed_block_is_refused() {
        assert_eq!(
            set_key("---\ntitle: A\n# A\n", KEY, HASH),
            Err(EditError::Unterminated)
        );
    }

    #[test]
    fn values_that_yaml_would_read_as_numbers_are_quoted() {
        assert_eq!(yaml_scalar(HASH), HASH);
        assert_eq!(yaml_scalar("1234567"), "\"1234567\"");
        assert_eq!(yaml_scalar("12e45"), "\"12e45\"");
        assert_eq!(yaml_scalar("v3.45.0"), "v3.45.0");
        assert_eq!(yaml_scalar("no"), "\"no\"");
    }
}
