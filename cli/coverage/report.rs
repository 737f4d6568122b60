//! Printing the coverage report: a table per section with progress bars, or JSON.

use std::io::{self, Write};

use super::CoverageReport;
use crate::report_format::Format;

fn bar(percent: f64) -> String {
    let filled = ((percent / 100.0) * 20.0).round() as usize;
    format!(
        "{}{}",
        "█".repeat(filled.min(20)),
        "░".repeat(20 - filled.min(20))
    )
}

fn date(millis: i64) -> String {
    crate::site::dates::iso_date(millis)
}

/// Write the report; `diffs` prints each stale section's diff in the human format (JSON always
/// carries them).
pub fn write(
    out: &mut dyn Write,
    r: &CoverageReport,
    format: Format,
    diffs: bool,
) -> io::Result<()> {
    if format == Format::Json {
        serde_json::to_writer(&mut *out, r)?;
        return writeln!(out);
    }
    writeln!(
        out,
        "{:<18} {:>5} {:>5}  {:<20} {:>6}",
        "section", "pairs", "pages", "", "%"
    )?;
    for s in &r.sections {
        writeln!(
            out,
            "{:<18} {:>5} {:>5}  {} {:>5.1}%",
            s.section,
            s.pairs,
            s.total,
            bar(s.percent),
            s.percent
        )?;
    }
    writeln!(
        out,
        "{:<18} {:>5} {:>5}  {} {:>5.1}%",
        "all",
        r.pairs,
        r.sections.iter().map(|s| s.total).sum::<usize>(),
        bar(r.percent),
        r.percent
    )?;
    if !r.missing.is_empty() {
        writeln!(out, "\nmissing twins:")?;
        for m in &r.missing {
            writeln!(out, "  {} has no page under {}", m.route, m.locale)?;
        }
    }
    for n in &r.near_misses {
        writeln!(
            out,
            "  {} is probably the twin of {} (names differ by a typo)",
            n.route, n.probably
        )?;
    }
    stale(out, r, diffs)?;
    if !r.untranslated_by_design.is_empty() {
        writeln!(
            out,
            "\nuntranslated by design: {}",
            r.untranslated_by_design.join(", ")
        )?;
    }
    for p in &r.sidebar_parity {
        writeln!(out, "sidebar: {p}")?;
    }
    writeln!(out, "\npage times: {}", r.times)
}

/// Stale pairs, each saying which way it is stale, then the sections that moved ahead.
fn stale(out: &mut dyn Write, r: &CoverageReport, diffs: bool) -> io::Result<()> {
    if !r.stale.is_empty() {
        writeln!(
            out,
            "\nstale twins ({}; either language can be behind: the newer page is the one to follow):",
            r.stale.len()
        )?;
    }
    for s in &r.stale {
        let by = if s.judged_by == "translatedFrom" {
            format!(
                "translatedFrom {}",
                short(s.since_commit.as_deref().unwrap_or("?"))
            )
        } else {
            format!("updated {}", date(s.translation_updated))
        };
        writeln!(
            out,
            "  {} ({}) is behind {} (updated {}): {} is newer",
            s.route,
            by,
            s.source_route,
            date(s.source_updated),
            s.newer_locale
        )?;
        for section in &s.sections {
            let (added, removed) = section.diff.lines().fold((0, 0), |(a, d), l| {
                (
                    a + usize::from(l.starts_with('+')),
                    d + usize::from(l.starts_with('-')),
                )
            });
            let there = match (&section.twin_heading, &section.twin_anchor) {
                (Some(h), Some(a)) => format!(" -> {h} (#{a})"),
                (Some(h), None) => format!(" -> {h}"),
                _ => " -> (no counterpart yet)".to_owned(),
            };
            let anchor = section
                .anchor
                .as_deref()
                .map(|a| format!(" (#{a})"))
                .unwrap_or_default();
            writeln!(
                out,
                "    {} {}{anchor}{there}  +{added} -{removed}",
                section.change.label(),
                section.heading
            )?;
            if diffs {
                for line in section.diff.lines() {
                    writeln!(out, "      {line}")?;
                }
            }
        }
        if let Some(note) = &s.note {
            writeln!(out, "    note: {note}")?;
        }
    }
    if !r.unjudged.is_empty() {
        writeln!(out, "\nnot judged ({}):", r.unjudged.len())?;
        // A shallow clone can leave most pairs unjudged for the same reason: show a few.
        const SHOWN: usize = 8;
        for u in r.unjudged.iter().take(SHOWN) {
            writeln!(out, "  {} / {}: {}", u.route, u.twin_route, u.reason)?;
        }
        if r.unjudged.len() > SHOWN {
            writeln!(
                out,
                "  … {} more (--format json lists them all)",
                r.unjudged.len() - SHOWN
            )?;
        }
    }
    Ok(())
}

fn short(commit: &str) -> &str {
    crate::site::text::before(commit, 10)
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_from_millis() {
        assert_eq!(super::date(0), "1970-01-01");
        assert_eq!(super::date(1_700_000_000_000), "2023-11-14");
    }
}
