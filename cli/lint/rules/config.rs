//! Navbar and sidebar entries point at pages; every locale has the same sidebar shape; pages that
//! nothing links to from the navigation are reported.

use std::collections::HashSet;

use crate::site::config::NavItem;
use crate::site::parity::locale_file;
use crate::site::{Diagnostic, Severity, SidebarItem, Site, Span};

fn internal(link: &str) -> bool {
    link.starts_with('/') && !link.starts_with("//")
}

fn resolves(site: &Site, link: &str) -> bool {
    let path = link.split(['#', '?']).next().unwrap_or(link);
    site.page(path).is_some()
        || crate::site::route::candidates(path)
            .iter()
            .any(|c| site.page(c).is_some())
        || site.config.redirects.contains_key(path)
}

pub fn check(site: &Site, out: &mut Vec<Diagnostic>) {
    for (prefix, locale) in &site.locales {
        let file = locale_file(site, prefix);
        let line_of = |needle: &str| site.texts_line(&file, needle);
        let mut nav: Vec<&NavItem> = locale.navbar.iter().collect();
        while let Some(item) = nav.pop() {
            nav.extend(item.children.iter());
            if let Some(link) = item.link.as_deref().filter(|l| internal(l)) {
                if !resolves(site, link) {
                    out.push(Diagnostic::error(
                        "config/navbar-link",
                        Span::at(&file, line_of(link), 1),
                        format!(
                            "navbar entry `{}` links to `{link}`, which does not exist",
                            item.text
                        ),
                    ));
                }
            }
        }
        let Some(sidebars) = site.sidebars.get(prefix) else {
            continue;
        };
        for (key, items) in sidebars {
            for item in items.iter().flatten().flat_map(flatten) {
                if let Some(link) = item.link.as_deref().filter(|l| internal(l)) {
                    if !resolves(site, link) {
                        out.push(Diagnostic::error("config/sidebar-link", Span::at(&file, line_of(key), 1), format!("sidebar `{key}` entry `{}` links to `{link}`, which does not exist", item.text)));
                    }
                }
            }
        }
    }
    parity(site, out);
}

fn flatten(item: &SidebarItem) -> Vec<&SidebarItem> {
    let mut out = vec![item];
    for c in item.children.iter().flatten() {
        out.extend(flatten(c));
    }
    out
}

/// Sidebar differences between locales (the check itself lives in `site::parity`, shared with
/// `docs coverage`).
pub fn parity(site: &Site, out: &mut Vec<Diagnostic>) {
    for gap in crate::site::parity::sidebar_gaps(site) {
        out.push(Diagnostic::warning(
            gap.rule(),
            Span::file(&gap.file),
            gap.message(),
        ));
    }
}

/// Pages that no sidebar or navbar entry reaches (info).
pub fn orphans(site: &Site, out: &mut Vec<Diagnostic>) {
    let mut reached: HashSet<String> = HashSet::new();
    for locale in site.locales.values() {
        let mut nav: Vec<&NavItem> = locale.navbar.iter().collect();
        while let Some(item) = nav.pop() {
            nav.extend(item.children.iter());
            if let Some(l) = &item.link {
                reached.insert(l.clone());
            }
        }
    }
    for sidebars in site.sidebars.values() {
        for item in sidebars.values().flatten().flatten().flat_map(flatten) {
            if let Some(l) = &item.link {
                reached.insert(l.clone());
            }
        }
    }
    for page in &site.pages {
        let home = site.config.locales.contains_key(&page.route);
        let section_index = page.front_matter.index == Some(false);
        if home || section_index || reached.contains(&page.route) {
            continue;
        }
        out.push(Diagnostic {
            rule: "pages/unreachable",
            severity: Severity::Info,
            span: Span::file(&page.file),
            message: format!("no sidebar or navbar entry leads to `{}`", page.route),
            help: Some("link it from a sidebar, the navbar or an index page".into()),
        });
    }
}
