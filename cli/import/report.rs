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

/// Print every finding as `file:line: warning: …` (paths shown under `shown_source`), sorted by
/// file and line.
pub fn write(
    out: &mut dyn Write,
    shown_source: &Path,
    findings: &[Finding],
) -> std::io::Result<()> {
    let mut sorted: Vec<&Finding> = findings.iter().collect();
    sorted.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    for f in sorted {
        let path = shown_source.join(&f.file);
        match f.line {
            Some(line) => writeln!(out, "{}:{line}: warning: {}", path.display(), f.message)?,
            None => writeln!(out, "{}: warning: {}", path.display(), f.message)?,
        }
    }
    Ok(())
}

/// The one-line summary: what was written and how many things were not converted.
pub fn summary(counts: &Counts, findings: usize, out: &Path) -> String {
    format!(
        "Imported {} pages, {} files beside them, {} public files, {} locales and {} redirects into {}; {} thing(s) could not be converted",
        counts.pages,
        counts.assets,
        counts.public,
        counts.locales,
        counts.redirects,
        out.display(),
        findings
    )
}
