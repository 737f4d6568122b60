//! Content files (`public/…`, files beside the pages) that land on a path the build writes: the
//! build's file, a page or a redirect is what both `docs serve` and `docs build` answer there
//! ([`answer`]), so the content file is never published.

use crate::lint::Scope;
use crate::site::answer::{answer_in, Answer};
use crate::site::built;
use crate::site::{Diagnostic, Site, Span};

/// The rule id; the position is the file's own (`public/assets/index-1a2b.js:1:1`).
pub const RULE: &str = "public/collides-with-build";

pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    // A listing that fails was reported by the load (the folder is unreadable).
    let public = site.source.public_names().unwrap_or_default();
    let beside = site.source.page_asset_names().unwrap_or_default();
    let files = public
        .into_iter()
        .map(|rel| (format!("public/{rel}"), rel))
        .chain(beside.into_iter().map(|rel| (rel.clone(), rel)));
    for (file, rel) in files.filter(|(file, _)| scope.includes(file)) {
        let answered = answer_in(site, &format!("/{rel}"), &mut |_| true);
        if answered == Answer::File(rel.clone()) {
            continue;
        }
        let Some(claim) = built::content_file(site, &rel) else {
            // Nothing the build writes: a page's other form or a renamed page answers the path
            // with a redirect, which wins as the page itself does.
            if let Answer::Redirect(to) = answered {
                let message = format!(
                    "`{file}` is served at `/{rel}`, which redirects to the page `{to}`; it is never published"
                );
                out.push(
                    Diagnostic::warning(RULE, Span::at(&file, 1, 1), message)
                        .with_help("rename or move the file, or drop the redirect"),
                );
            }
            continue;
        };
        let message =
            format!("`{file}` is served at `/{rel}`, where {claim}; it is never published");
        // A page taking its file's path is the long-standing rule (the page wins): worth a
        // look, not a failed build. Anything else would replace the site's own machinery.
        // The blog's generated pages are no author's page that could be renamed instead.
        let generated = matches!(&claim, built::Claim::Page(r) if site.page(r).is_some_and(|p| p.is_generated()));
        let found = if claim.is_page() && !generated {
            Diagnostic::warning(RULE, Span::at(&file, 1, 1), message)
        } else {
            Diagnostic::error(RULE, Span::at(&file, 1, 1), message)
        };
        out.push(found.with_help("rename or move the file; these paths belong to the build"));
    }
}
