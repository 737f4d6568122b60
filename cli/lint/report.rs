//! Printing diagnostics: human (one clickable line + a code frame), JSON, or GitHub annotations.

use std::io::{self, Write};

use serde::Serialize;

use crate::report_format::Format;
use crate::site::{Diagnostic, Severity, Site};

#[derive(Serialize)]
struct JsonDiagnostic<'a> {
    rule: &'a str,
    severity: Severity,
    /// Relative to the content root (stable across checkouts).
    file: &'a str,
    /// From the current folder (what an editor or terminal opens).
    path: String,
    line: Option<u32>,
    column: Option<u32>,
    message: &'a str,
    help: Option<&'a str>,
}

#[derive(Serialize)]
struct JsonReport<'a> {
    diagnostics: Vec<JsonDiagnostic<'a>>,
    errors: usize,
    warnings: usize,
}

/// Write the diagnostics in `format`. `root` is the content root as seen from the current folder
/// (`content/`, or empty from inside it): every printed path starts with it.
pub fn write(
    out: &mut dyn Write,
    site: &Site,
    root: &str,
    diagnostics: &[Diagnostic],
    format: Format,
) -> io::Result<()> {
    // Buffered here: stderr writes every piece at once and stdout every line, and a site with
    // thousands of findings would spend more on those calls than on finding them.
    let mut buffered = io::BufWriter::with_capacity(1 << 16, out);
    write_to(&mut buffered, site, root, diagnostics, format)?;
    buffered.flush()
}

fn write_to(
    out: &mut dyn Write,
    site: &Site,
    root: &str,
    diagnostics: &[Diagnostic],
    format: Format,
) -> io::Result<()> {
    let (errors, warnings) = super::counts(diagnostics);
    match format {
        Format::Json => {
            let report = JsonReport {
                diagnostics: diagnostics
                    .iter()
                    .map(|d| JsonDiagnostic {
                        rule: d.rule,
                        severity: d.severity,
                        file: &d.span.file,
                        path: format!("{root}{}", d.span.file),
                        line: (d.span.line > 0).then_some(d.span.line),
                        column: (d.span.line > 0).then_some(d.span.column.max(1)),
                        message: &d.message,
                        help: d.help.as_deref(),
                    })
                    .collect(),
                errors,
                warnings,
            };
            serde_json::to_writer(&mut *out, &report)?;
            writeln!(out)
        }
        Format::Github => {
            for d in diagnostics {
                let level = match d.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                    Severity::Info => "notice",
                };
                let mut props = format!(
                    "file={}",
                    escape_property(&format!("{root}{}", d.span.file))
                );
                if d.span.line > 0 {
                    props.push_str(&format!(
                        ",line={},col={}",
                        d.span.line,
                        d.span.column.max(1)
                    ));
                }
                props.push_str(&format!(",title={}", escape_property(d.rule)));
                let text = match &d.help {
                    Some(h) => format!("{} (help: {h})", d.message),
                    None => d.message.clone(),
                };
                writeln!(out, "::{level} {props}::{}", escape_data(&text))?;
            }
            summary(out, errors, warnings, diagnostics.len())
        }
        Format::Human => {
            for d in diagnostics {
                // The diagnostic's text starts with its content-relative file.
                writeln!(out, "{root}{d}")?;
                if let Some(frame) = frame(site, d) {
                    writeln!(out, "{frame}")?;
                }
            }
            summary(out, errors, warnings, diagnostics.len())
        }
    }
}

fn summary(out: &mut dyn Write, errors: usize, warnings: usize, total: usize) -> io::Result<()> {
    let infos = total - errors - warnings;
    writeln!(
        out,
        "{errors} error(s), {warnings} warning(s), {infos} note(s)"
    )
}

/// The offending line with its neighbours and a caret.
fn frame(site: &Site, d: &Diagnostic) -> Option<String> {
    if d.span.line == 0 {
        return None;
    }
    let text = site.text_of(&d.span.file)?;
    let at = d.span.line as usize;
    let first = at.saturating_sub(1).max(1);
    // Only the lines shown are read (no list of every line per finding: a file with thousands of
    // findings would cost its length once per finding).
    let shown: Vec<&str> = text.lines().skip(first - 1).take(at + 2 - first).collect();
    if shown.len() < at + 1 - first {
        return None;
    }
    let column = d.span.column.saturating_sub(1) as usize;
    // Long lines show a window around the column, so a 10 KB value is not echoed in full.
    let skip = column.saturating_sub(FRAME_WIDTH / 3);
    let mut out = String::new();
    for (n, line) in (first..).zip(shown) {
        out.push_str(&format!(
            "{}{n:>5} | {}\n",
            if n == at { ">" } else { " " },
            window(line, skip)
        ));
        if n == at {
            let lead = usize::from(skip > 0);
            out.push_str(&format!("      | {}^", " ".repeat(column - skip + lead)));
            out.push('\n');
        }
    }
    Some(out.trim_end().to_owned())
}

/// Characters of a source line a code frame shows.
const FRAME_WIDTH: usize = 160;

/// `line` from character `skip` on, at most [`FRAME_WIDTH`] characters, `…` where it was cut.
fn window(line: &str, skip: usize) -> String {
    let total = line.chars().count();
    if total <= FRAME_WIDTH && skip == 0 {
        return line.to_owned();
    }
    let shown: String = line.chars().skip(skip).take(FRAME_WIDTH).collect();
    let before = if skip > 0 { "…" } else { "" };
    let after = if skip + FRAME_WIDTH < total {
        "…"
    } else {
        ""
    };
    format!("{before}{shown}{after}")
}

/// GitHub workflow command escaping for the message part.
fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// GitHub workflow command escaping for `key=value` properties.
fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}
