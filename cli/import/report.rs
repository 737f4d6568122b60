//! What an import could not convert: one finding per thing, with the file and line it came from.

use std::io::Write;
use std::path::Path;

use super::js_literal::At;

/// One thing the import left out or changed, at a file (relative to the VuePress source folder)
/// and, when known, a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub file: String,
    /// 1-based; `None` for a whole file or folder.
    pub line: Option<u32>,
    pub message: String,
    pub action: Action,
}

/// What the import did with the thing a finding is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Action {
    /// Written in docs' own terms (a wrapper's content, data as Markdown, an anchor).
    Converted,
    /// Replaced by something docs has (a note where an interactive part was, a built-in feature).
    Replaced,
    /// Removed on purpose (code for VuePress, an icon with no equivalent).
    Dropped,
    /// Could not be converted: the maintainer has something to do.
    NotConverted,
}

impl Action {
    pub fn label(self) -> &'static str {
        match self {
            Action::Converted => "converted",
            Action::Replaced => "replaced",
            Action::Dropped => "dropped",
            Action::NotConverted => "not converted",
        }
    }
}

impl Finding {
    /// A finding at a position in a config file.
    pub fn at(at: &At, message: impl Into<String>) -> Self {
        Self {
            file: at.file.clone(),
            line: Some(at.line),
            message: message.into(),
            action: Action::NotConverted,
        }
    }

    /// A finding about a whole file or folder.
    pub fn file(file: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            line: None,
            message: message.into(),
            action: Action::NotConverted,
        }
    }

    /// The same finding with another action.
    pub fn with(mut self, action: Action) -> Self {
        self.action = action;
        self
    }
}

/// Counts for the summary line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts {
    pub pages: usize,
    pub assets: usize,
    pub public: usize,
    pub locales: usize,
    pub redirects: usize,
}

/// A lint error left in the imported content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteError {
    /// Relative to the written content folder.
    pub file: String,
    pub line: u32,
    pub rule: String,
    pub message: String,
    pub cause: Cause,
}

/// Whose fault a lint error in the imported content is (see [`super::blame`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// The original has the same fault (a link that was already broken there).
    Site,
    /// The import made it, or VuePress accepted what docs does not: for the import to fix.
    Import,
}

/// The errors of one cause.
pub fn caused_by(errors: &[SiteError], cause: Cause) -> Vec<&SiteError> {
    errors.iter().filter(|e| e.cause == cause).collect()
}

const ORDER: [Action; 4] = [
    Action::NotConverted,
    Action::Replaced,
    Action::Dropped,
    Action::Converted,
];

fn sorted(findings: &[Finding], action: Action) -> Vec<&Finding> {
    let mut out: Vec<&Finding> = findings.iter().filter(|f| f.action == action).collect();
    out.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    out
}

/// Print the findings grouped by what the import did (what needs the maintainer first), each
/// group with its count and number of files, as `file:line: warning: …` (paths under
/// `shown_source`); then the lint errors the site brought with it.
pub fn write(
    out: &mut dyn Write,
    shown_source: &Path,
    findings: &[Finding],
    site_errors: &[SiteError],
    shown_out: &Path,
) -> std::io::Result<()> {
    for action in ORDER {
        let group = sorted(findings, action);
        if group.is_empty() {
            continue;
        }
        let files: std::collections::BTreeSet<&str> =
            group.iter().map(|f| f.file.as_str()).collect();
        writeln!(
            out,
            "{} ({} in {} file(s)){}",
            heading(action),
            group.len(),
            files.len(),
            match action {
                Action::NotConverted => ": left out, write these by hand",
                Action::Replaced => ": docs has its own equivalent",
                Action::Dropped => ": not needed or not allowed in docs (each line says why)",
                Action::Converted => ": written in docs' terms",
            }
        )?;
        for f in group {
            let path = shown_source.join(&f.file);
            match f.line {
                Some(line) => writeln!(out, "{}:{line}: warning: {}", path.display(), f.message)?,
                None => writeln!(out, "{}: warning: {}", path.display(), f.message)?,
            }
        }
    }
    for (cause, heading) in [
        (
            Cause::Import,
            "Caused by the import ({} lint error(s) the VuePress site does not have: please report them)",
        ),
        (
            Cause::Site,
            "The site's own ({} lint error(s) the VuePress site has too: the same check finds them there)",
        ),
    ] {
        let errors = caused_by(site_errors, cause);
        if errors.is_empty() {
            continue;
        }
        writeln!(out, "{}", heading.replace("{}", &errors.len().to_string()))?;
        for e in errors {
            writeln!(
                out,
                "{}:{}: error[{}] {}",
                shown_out.join(&e.file).display(),
                e.line,
                e.rule,
                e.message
            )?;
        }
    }
    Ok(())
}

fn heading(action: Action) -> &'static str {
    match action {
        Action::NotConverted => "Not converted",
        Action::Replaced => "Replaced",
        Action::Dropped => "Dropped",
        Action::Converted => "Converted",
    }
}

/// How many findings each action has.
pub fn action_counts(findings: &[Finding]) -> [(Action, usize); 4] {
    ORDER.map(|a| (a, findings.iter().filter(|f| f.action == a).count()))
}

/// The one-line summary: what was written and what happened to the rest.
pub fn summary(
    counts: &Counts,
    findings: &[Finding],
    site_errors: &[SiteError],
    out: &Path,
) -> String {
    let by_action = action_counts(findings)
        .iter()
        .map(|(a, n)| format!("{n} {}", a.label()))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "Imported {} pages, {} files beside them, {} public files, {} locales and {} redirects into {}; {by_action}; {} lint error(s) caused by the import, {} of the site's own",
        counts.pages,
        counts.assets,
        counts.public,
        counts.locales,
        counts.redirects,
        out.display(),
        caused_by(site_errors, Cause::Import).len(),
        caused_by(site_errors, Cause::Site).len(),
    )
}

/// The whole report as JSON (`--format json`), paths relative to the source and output folders.
pub fn json(counts: &Counts, findings: &[Finding], site_errors: &[SiteError]) -> serde_json::Value {
    use serde_json::json;
    let mut all: Vec<&Finding> = findings.iter().collect();
    all.sort_by(|a, b| (a.action, &a.file, a.line).cmp(&(b.action, &b.file, b.line)));
    json!({
        "imported": {
            "pages": counts.pages,
            "assets": counts.assets,
            "public": counts.public,
            "locales": counts.locales,
            "redirects": counts.redirects,
        },
        "counts": action_counts(findings)
            .iter()
            .map(|(a, n)| (a.label().replace(' ', "_"), json!(n)))
            .collect::<serde_json::Map<_, _>>(),
        "findings": all.iter().map(|f| json!({
            "file": f.file,
            "line": f.line,
            "action": f.action.label(),
            "message": f.message,
        })).collect::<Vec<_>>(),
        "importErrors": errors_json(site_errors, Cause::Import),
        "siteErrors": errors_json(site_errors, Cause::Site),
    })
}

fn errors_json(errors: &[SiteError], cause: Cause) -> Vec<serde_json::Value> {
    caused_by(errors, cause)
        .iter()
        .map(|e| {
            serde_json::json!({
                "file": e.file,
                "line": e.line,
                "rule": e.rule,
                "message": e.message,
            })
        })
        .collect()
}
