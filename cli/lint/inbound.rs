//! The reverse link index of a file-scoped run: the pages that link into (or include) the given
//! files. A pre-commit run on a renamed heading, a deleted page or a moved page must check the pages
//! that point at it, not only the pages that changed.

use std::collections::BTreeSet;

use crate::render::RenderedPage;
use crate::site::{route, Site};

/// What the given files are reachable as: page routes and asset URLs. A given path that no longer
/// exists still has its route, so the pages linking to a deleted page are found.
fn target_routes(given: &BTreeSet<String>) -> BTreeSet<String> {
    given
        .iter()
        .filter_map(|file| {
            if file.ends_with(".yaml") || file.ends_with(".yml") {
                return None;
            }
            Some(
                route::of_file(file).unwrap_or_else(|| {
                    format!("/{}", file.strip_prefix("public/").unwrap_or(file))
                }),
            )
        })
        .collect()
}

/// The text a link to `file` must contain, whatever its form (`./x.md`, `../x.html`, `/a/x`,
/// `@include: ./x.md`): the file name without `.md`, or the folder name for a README. `None` when
/// any page could link to it without naming it (the home page: `/`, `../`).
fn needle(file: &str) -> Option<&str> {
    let stem = file.strip_suffix(".md").unwrap_or(file);
    let (dir, name) = stem.rsplit_once('/').unwrap_or(("", stem));
    if name != "README" {
        return Some(name);
    }
    let folder = dir.rsplit('/').next().unwrap_or("");
    (!folder.is_empty()).then_some(folder)
}

/// Pages outside `given` that link into or include one of the given files. Candidates are the pages
/// whose text names a given file; each is rendered (into `rendered`, which follows `site.pages`) and
/// kept only when one of its links really resolves to a given route, so unrelated pages that merely
/// mention the name are not reported on.
pub fn pages_into(
    site: &Site,
    given: &BTreeSet<String>,
    rendered: &mut [Option<RenderedPage>],
) -> BTreeSet<String> {
    let targets = target_routes(given);
    if targets.is_empty() {
        return BTreeSet::new();
    }
    let needles: Option<Vec<&str>> = given
        .iter()
        .filter(|f| !f.ends_with(".yaml") && !f.ends_with(".yml"))
        .map(|f| needle(f))
        .collect();
    let candidates: Vec<usize> = site
        .pages
        .iter()
        .enumerate()
        .filter(|(_, p)| !given.contains(&p.file))
        .filter(|(_, p)| match &needles {
            Some(needles) => needles.iter().any(|n| p.body.contains(n)),
            None => true,
        })
        .map(|(i, _)| i)
        .collect();
    let fresh = crate::parallel::map(&candidates, |&i| {
        rendered[i]
            .is_none()
            .then(|| crate::render::page(site, &site.pages[i]))
    });
    let mut out = BTreeSet::new();
    for (&i, fresh) in candidates.iter().zip(fresh) {
        if let Some(r) = fresh {
            rendered[i] = Some(r);
        }
        let page = &site.pages[i];
        let Some(r) = &rendered[i] else { continue };
        let links_in = r
            .links
            .iter()
            .chain(&r.assets)
            .any(|l| targets.contains(&l.route));
        if links_in || includes_any(&page.body, given) {
            out.insert(page.file.clone());
        }
    }
    out
}

/// Whether a page body has an include or code import line naming one of the given files (an edit
/// to an included file changes the including page; a false match only checks one more page).
fn includes_any(body: &str, given: &BTreeSet<String>) -> bool {
    body.lines()
        .filter(|l| l.contains("@include:") || l.contains("@[code"))
        .any(|line| {
            given
                .iter()
                .any(|g| line.contains(g.rsplit('/').next().unwrap_or(g)))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn needles_name_the_file_or_its_folder() {
        assert_eq!(needle("guide/install/script.md"), Some("script"));
        assert_eq!(needle("guide/install/README.md"), Some("install"));
        assert_eq!(needle("README.md"), None);
        assert_eq!(needle("zh/README.md"), Some("zh"));
        assert_eq!(needle("guide/img/a.png"), Some("a.png"));
    }

    #[test]
    fn deleted_files_keep_their_routes() {
        let given = BTreeSet::from([
            "guide/a.md".to_owned(),
            "public/logo.svg".to_owned(),
            "site.yaml".to_owned(),
        ]);
        assert_eq!(
            target_routes(&given),
            BTreeSet::from(["/guide/a.html".to_owned(), "/logo.svg".to_owned()])
        );
    }
}
