//! Whose fault is a lint error left in an imported site: the site's own only where the original
//! has the same fault. The original is checked by the same rules, read as it is (pages keep
//! their paths and routes in the import), and an error counts as the site's own only when that
//! check finds it too, in the same file, for the same reason, and only for faults a VuePress site
//! can really have (a link to a page or heading that is not there, a container never closed).
//! Everything else, front matter VuePress accepted included, is the import's to fix.

use std::collections::HashSet;
use std::path::Path;

use super::report::{Cause, SiteError};
use crate::lint::{self, Scope};
use crate::site::{source::ContentSource, Diagnostic, Severity, Site};

/// Faults the original site can have in the same form: anything else the import caused.
const THE_SITES_OWN: &[&str] = &[
    "links/broken",
    "links/missing-anchor",
    "markdown/unclosed-container",
];

/// The lint errors of the content written to `out`, each with whose fault it is, judged against
/// the VuePress source folder `source`.
pub fn lint_errors(out: &Path, source: &Path) -> Vec<SiteError> {
    let Ok(site) = Site::load(ContentSource::Disk(out.to_owned())) else {
        return Vec::new();
    };
    let imported = errors(&site);
    if imported.is_empty() {
        return Vec::new();
    }
    // Linting the original costs a second load of the site: only worth it when some error could
    // be the site's own.
    let original = if imported.iter().any(|d| THE_SITES_OWN.contains(&d.rule)) {
        original_faults(source)
    } else {
        HashSet::new()
    };
    imported
        .into_iter()
        .map(|d| {
            let own = THE_SITES_OWN.contains(&d.rule)
                && source_names(&d.span.file)
                    .any(|file| original.contains(&(d.rule, file, d.message.clone())));
            SiteError {
                file: d.span.file,
                line: d.span.line,
                rule: d.rule.to_owned(),
                message: d.message,
                cause: if own { Cause::Site } else { Cause::Import },
            }
        })
        .collect()
}

fn errors(site: &Site) -> Vec<Diagnostic> {
    lint::check(site, &Scope::All)
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .collect()
}

/// `(rule, file, message)` of the faults the original has, as the same rules see it.
fn original_faults(source: &Path) -> HashSet<(&'static str, String, String)> {
    let Ok(site) = Site::load(ContentSource::Disk(source.to_owned())) else {
        return HashSet::new();
    };
    errors(&site)
        .into_iter()
        .filter(|d| THE_SITES_OWN.contains(&d.rule))
        .map(|d| (d.rule, d.span.file, d.message))
        .collect()
}

/// The names an imported page had in the source: its own, or `index.md` for a `README.md`
/// (the import renames a folder's index page).
fn source_names(file: &str) -> impl Iterator<Item = String> + '_ {
    let index = file
        .strip_suffix("README.md")
        .filter(|dir| dir.is_empty() || dir.ends_with('/'))
        .map(|dir| format!("{dir}index.md"));
    std::iter::once(file.to_owned()).chain(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_readme_may_have_been_an_index() {
        let names: Vec<String> = source_names("zh/guide/README.md").collect();
        assert_eq!(names, ["zh/guide/README.md", "zh/guide/index.md"]);
        let names: Vec<String> = source_names("NOTREADME.md").collect();
        assert_eq!(names, ["NOTREADME.md"]);
    }
}
