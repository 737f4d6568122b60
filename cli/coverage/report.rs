//! Printing the coverage report: a table per section with progress bars, or JSON.

use std::io::{self, Write};

use super::CoverageReport;

/// Output formats of `docs coverage`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Human,
    Json,
}

impl Format {
    /// The names `--format` accepts.
    pub const NAMES: &'static [&'static str] = &["human", "json"];
}

impl std::str::FromStr for Format {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        match name {
            "human" => Ok(Self::Human),
            "json" => Ok(Self::Json),
            other => Err(format!("unknown format `{other}`")),
        }
    }
}

fn bar(percent: f64) -> String {
    let filled = ((percent / 100.0) * 20.0).round() as usize;
    format!(
        "{}{}",
        "█".repeat(filled.min(20)),
        "░".repeat(20 - filled.min(20))
    )
}

fn date(millis: i64) -> String {
    crate::document::iso_date(millis)
}

/// Write the report.
pub fn write(out: &mut dyn Write, r: &CoverageReport, format: Format) -> io::Result<()> {
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
    if !r.stale.is_empty() {
        writeln!(
            out,
            "\nstale translations (source changed after the translation):"
        )?;
        for s in &r.stale {
            writeln!(
                out,
                "  {} (updated {}) behind {} (updated {})",
                s.route,
                date(s.translation_updated),
                s.source_route,
                date(s.source_updated)
            )?;
        }
    }
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

#[cfg(test)]
mod tests {
    #[test]
    fn dates_from_millis() {
        assert_eq!(super::date(0), "1970-01-01");
        assert_eq!(super::date(1_700_000_000_000), "2023-11-14");
    }
}
