//! `docs lint`: every problem in the content, with a stable rule id, severity and position.
//! Takes the loaded site and its rendered pages; returns plain diagnostics (printing is `report`).

mod inbound;
pub mod key;
mod position;
pub mod report;
mod rules;

use std::collections::BTreeSet;

use crate::render::RenderedPage;
use crate::site::{Diagnostic, Site};

/// Which files a run looks at.
#[derive(Debug, Clone, Default)]
pub enum Scope {
    /// The whole content tree (config and cross-file rules included).
    #[default]
    All,
    /// Only these files (paths relative to the content root) and the rules that involve them.
    Files(BTreeSet<String>),
}

impl Scope {
    /// Whether a file is in scope.
    pub fn includes(&self, file: &str) -> bool {
        match self {
            Scope::All => true,
            Scope::Files(files) => files.contains(file),
        }
    }

    fn is_all(&self) -> bool {
        matches!(self, Scope::All)
    }
}

/// Render what the rules need: every page for a full run. For given files: those pages, the pages
/// that link into them (which join the scope, see [`inbound`]), and the pages their anchor links
/// point into (so a pre-commit run stays fast). Follows `site.pages`.
fn render_for(site: &Site, scope: &Scope) -> (Scope, Vec<Option<RenderedPage>>) {
    let Scope::Files(given) = scope else {
        let all = crate::render::all(site).into_iter().map(Some).collect();
        return (Scope::All, all);
    };
    let mut out: Vec<Option<RenderedPage>> = crate::parallel::map(&site.pages, |p| {
        given
            .contains(&p.file)
            .then(|| crate::render::page(site, p))
    });
    let mut files = given.clone();
    files.extend(inbound::pages_into(site, given, &mut out));
    let targets: BTreeSet<String> = site
        .pages
        .iter()
        .zip(&out)
        .filter(|(p, _)| files.contains(&p.file))
        .filter_map(|(_, r)| r.as_ref())
        .flat_map(|r| r.links.iter())
        .filter(|l| l.anchor.is_some())
        .map(|l| l.route.clone())
        .collect();
    for (page, slot) in site.pages.iter().zip(out.iter_mut()) {
        if slot.is_none() && targets.contains(&page.route) {
            *slot = Some(crate::render::page(site, page));
        }
    }
    (Scope::Files(files), out)
}

/// Lint the site (or the files in `scope`, the pages linking into them included).
pub fn check(site: &Site, scope: &Scope) -> Vec<Diagnostic> {
    let (scope, rendered) = render_for(site, scope);
    let rendered: Vec<Option<&RenderedPage>> = rendered.iter().map(Option::as_ref).collect();
    check_with(site, &scope, &rendered)
}

/// Lint the whole site with pages the caller already rendered (following `site.pages`), so a
/// caller that needs the HTML too (`docs tui`) renders once.
pub fn check_rendered(site: &Site, rendered: &[RenderedPage]) -> Vec<Diagnostic> {
    // References, not clones: a build holds every rendered page once.
    let rendered: Vec<Option<&RenderedPage>> = rendered.iter().map(Some).collect();
    check_with(site, &Scope::All, &rendered)
}

fn check_with(site: &Site, scope: &Scope, rendered: &[Option<&RenderedPage>]) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = site
        .diagnostics
        .iter()
        .filter(|d| scope.includes(&d.span.file) || (scope.is_all()))
        .cloned()
        .collect();
    out.extend(page_findings(site, scope, rendered));
    site_findings(site, scope, rendered, &mut out);
    sorted(out)
}

/// What the whole-site lint of a build found, split for an incremental build's memory.
#[derive(Debug, Default)]
pub struct Findings {
    /// Everything, sorted: what `docs lint` prints.
    pub all: Vec<Diagnostic>,
    /// The findings of the per-page rules ([`page_findings`]), which a later build may take
    /// over for the pages it does not check again.
    pub per_page: Vec<Diagnostic>,
}

/// Lint the whole site with its pages' renderings (following `site.pages`; the HTML is not needed),
/// running the per-page rules only on the files in `fresh` and taking the others' findings from
/// `remembered` (what those rules found on them last time). Equal to a full run when `fresh` holds
/// every file whose per-page findings may have changed: the changed pages and the pages that
/// link into them. `None` checks every page.
pub fn check_remembering(
    site: &Site,
    rendered: &[&RenderedPage],
    fresh: Option<&BTreeSet<String>>,
    remembered: &[Diagnostic],
) -> Findings {
    let rendered: Vec<Option<&RenderedPage>> = rendered.iter().map(|r| Some(*r)).collect();
    let mut per_page = match fresh {
        None => page_findings(site, &Scope::All, &rendered),
        Some(files) => {
            let mut found = page_findings(site, &Scope::Files(files.clone()), &rendered);
            found.extend(
                remembered
                    .iter()
                    .filter(|d| {
                        !files.contains(&d.span.file) && site.text_of(&d.span.file).is_some()
                    })
                    .cloned(),
            );
            found
        }
    };
    per_page = sorted(per_page);
    let mut all = site.diagnostics.clone();
    all.extend(per_page.iter().cloned());
    site_findings(site, &Scope::All, &rendered, &mut all);
    Findings {
        all: sorted(all),
        per_page,
    }
}

/// The rules that judge one page at a time: its text, its rendering and the pages its links name.
fn page_findings(
    site: &Site,
    scope: &Scope,
    rendered: &[Option<&RenderedPage>],
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    // The rules share nothing, so the two heaviest (every link; every phrase of every page)
    // run beside the others; the findings are sorted by the callers, so their order does not matter.
    let (links, terminology) = std::thread::scope(|threads| {
        let links = threads.spawn(|| {
            let mut found = Vec::new();
            rules::links::check(site, rendered, scope, &mut found);
            found
        });
        let terminology = threads.spawn(|| {
            let mut found = Vec::new();
            rules::terminology::check(site, scope, &mut found);
            found
        });
        rules::render::check(site, rendered, scope, &mut out);
        rules::script_links::check(site, scope, &mut out);
        rules::phrases::check(site, scope, &mut out);
        rules::facts::check(site, scope, &mut out);
        let join = |found: std::thread::ScopedJoinHandle<'_, Vec<Diagnostic>>| {
            found
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e))
        };
        (join(links), join(terminology))
    });
    out.extend(links);
    out.extend(terminology);
    out
}

/// The rules about the site as a whole: shared titles, front-matter keys noted once, the config,
/// pages nothing leads to.
fn site_findings(
    site: &Site,
    scope: &Scope,
    rendered: &[Option<&RenderedPage>],
    out: &mut Vec<Diagnostic>,
) {
    rules::titles::check(site, scope, out);
    rules::front_matter::check(site, scope, out);
    // A deleted page may still be named by the navbar or a sidebar.
    let deleted_page = match scope {
        Scope::All => false,
        Scope::Files(files) => files
            .iter()
            .any(|f| f.ends_with(".md") && !site.texts.contains_key(f)),
    };
    let config_in_scope = scope.is_all()
        || deleted_page
        || site
            .config
            .locales
            .values()
            .any(|l| scope.includes(&format!("locales/{}.yaml", l.key)))
        || scope.includes("site.yaml");
    if config_in_scope {
        rules::config::check(site, out);
        rules::blog::check_config(site, out);
        rules::head::check_site(site, out);
    }
    rules::head::check_pages(site, scope, out);
    if scope.is_all() {
        rules::config::orphans(site, rendered, out);
    }
    rules::content_files::check(site, scope, out);
    rules::server_routes::check(site, scope, out);
}

/// In file and position order, each finding once.
fn sorted(mut out: Vec<Diagnostic>) -> Vec<Diagnostic> {
    out.sort_by(|a, b| {
        (&a.span.file, a.span.line, a.span.column, a.rule).cmp(&(
            &b.span.file,
            b.span.line,
            b.span.column,
            b.rule,
        ))
    });
    out.dedup();
    out
}

/// Count (errors, warnings).
pub fn counts(diagnostics: &[Diagnostic]) -> (usize, usize) {
    let errors = diagnostics.iter().filter(|d| d.is_error()).count();
    let warnings = diagnostics
        .iter()
        .filter(|d| d.severity == crate::site::Severity::Warning)
        .count();
    (errors, warnings)
}
