//! Problems found while loading or rendering content, with editor-friendly positions.

use std::collections::BTreeSet;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

/// A rule id read back from a build's memory (`crate::memo`). Ids are `&'static str` in code; one
/// read back is kept for the life of the process, once per distinct id (a few dozen at most).
pub fn rule_id(id: String) -> &'static str {
    static KNOWN: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut known = KNOWN
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(kept) = known.get(id.as_str()) {
        return kept;
    }
    let kept: &'static str = Box::leak(id.into_boxed_str());
    known.insert(kept);
    kept
}

/// How bad a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

/// A location in a content file; 1-based like editors. `line == 0` means "no position".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// Path relative to the content root, `/`-separated.
    pub file: String,
    pub line: u32,
    pub column: u32,
}

impl Span {
    /// A span pointing at a whole file (no line).
    pub fn file(file: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            line: 0,
            column: 0,
        }
    }

    /// A span at `line`:`column` of `file`.
    pub fn at(file: impl Into<String>, line: u32, column: u32) -> Self {
        Self {
            file: file.into(),
            line,
            column,
        }
    }
}

/// One finding: stable rule id, severity, position, message and an optional hint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub rule: &'static str,
    pub severity: Severity,
    pub span: Span,
    pub message: String,
    pub help: Option<String>,
}

/// A [`Diagnostic`] as read back, its rule id not yet kept.
#[derive(Deserialize)]
struct Stored {
    rule: String,
    severity: Severity,
    span: Span,
    message: String,
    help: Option<String>,
}

// By hand: a derived impl would borrow the `&'static str` rule id from the input.
impl<'de> Deserialize<'de> for Diagnostic {
    fn deserialize<D: serde::Deserializer<'de>>(from: D) -> Result<Self, D::Error> {
        let d = Stored::deserialize(from)?;
        Ok(Self {
            rule: rule_id(d.rule),
            severity: d.severity,
            span: d.span,
            message: d.message,
            help: d.help,
        })
    }
}

impl Diagnostic {
    /// An error-level finding.
    pub fn error(rule: &'static str, span: Span, message: impl Into<String>) -> Self {
        Self {
            rule,
            severity: Severity::Error,
            span,
            message: message.into(),
            help: None,
        }
    }

    /// A warning-level finding.
    pub fn warning(rule: &'static str, span: Span, message: impl Into<String>) -> Self {
        Self {
            rule,
            severity: Severity::Warning,
            span,
            message: message.into(),
            help: None,
        }
    }

    /// Attach a help line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// True for error-level findings.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sev = match self.severity {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        };
        if self.span.line > 0 {
            write!(
                f,
                "{}:{}:{}: ",
                self.span.file,
                self.span.line,
                self.span.column.max(1)
            )?;
        } else {
            write!(f, "{}: ", self.span.file)?;
        }
        write!(f, "{sev}[{}] {}", self.rule, self.message)?;
        if let Some(help) = &self.help {
            write!(f, " (help: {help})")?;
        }
        Ok(())
    }
}
