//! Navbar and sidebar entries point at pages; every locale has the same sidebar shape; pages that
//! nothing links to from the navigation are reported.

use std::collections::{HashMap, HashSet};

use crate::render::RenderedPage;
use crate::site::answer::page_of_link;
use crate::site::config::NavItem;
use crate::site::parity::locale_file;
use crate::site::{Diagnostic, Severity, SidebarItem, Site, Span};

fn internal(link: &str) -> bool {
    link.starts_with('/') && !link.starts_with("//")
}

/// Whether a link leads to a page, as `docs serve` and the export answer it (`site::answer`).
fn resolves(site: &Site, link: &str) -> bool {
    let path = link.split(['#', '?']).next().unwrap_or(link);
    page_of_link(site, path).is_some()
}

pub fn check(site: &Site, out: &mut Vec<Diagnostic>) {
    out.extend(crate::site::hostname::check_site_yaml(site));
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
                        let text = site.text_of(&file).unwrap_or("");
                        let line = sidebar_entry_line(text, key, link, &item.text);
                        out.push(Diagnostic::error("config/sidebar-link", Span::at(&file, line, 1), format!("sidebar `{key}` entry `{}` links to `{link}`, which does not exist", item.text)));
                    }
                }
            }
        }
    }
    parity(site, out);
}

/// 1-based line of a sidebar entry in a locale file: the first line below `sidebar:` and the
/// entry's prefix key that names its link (whole, or its last segment as written relative to a
/// `prefix:`) or its text; the prefix key's line when none does.
fn sidebar_entry_line(text: &str, key: &str, link: &str, label: &str) -> u32 {
    let lines: Vec<&str> = text.lines().collect();
    let after =
        |from: usize, pred: &dyn Fn(&str) -> bool| (from..lines.len()).find(|&i| pred(lines[i]));
    let Some(sidebar) = after(0, &|l| l.starts_with("sidebar:")) else {
        return 1;
    };
    let quoted = [
        format!("{key}:"),
        format!("\"{key}\":"),
        format!("'{key}':"),
    ];
    let section = after(sidebar, &|l| {
        quoted
            .iter()
            .any(|q| l.trim_start().starts_with(q.as_str()))
    })
    .unwrap_or(sidebar);
    let last = link
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .unwrap_or(link);
    let stem = last.strip_suffix(".html").unwrap_or(last);
    let needles = [link, stem, label];
    // The entry's own line first (`- config`, `link: …`, `text: …`): a mere mention such as
    // `icon: icon-config` or `prefix: config/` above it is not the entry.
    let is_entry = |line: &str, needle: &str| {
        let item = line.trim_start().trim_start_matches("- ").trim();
        let value = ["link:", "text:"]
            .iter()
            .find_map(|k| item.strip_prefix(k))
            .map_or(item, str::trim);
        value.trim_matches(['"', '\'']) == needle
    };
    let present = || needles.iter().filter(|n| !n.is_empty());
    present()
        .find_map(|n| after(section + 1, &|l| is_entry(l, n)))
        .or_else(|| present().find_map(|n| after(section + 1, &|l| l.contains(n))))
        .unwrap_or(section) as u32
        + 1
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

/// Pages that nothing leads to (info): a page is reachable when a sidebar, the navbar, a locale
/// home or a link from a reachable page leads to it. Pages marked `orphan: true`, and the folders
/// listed under `orphans:` in site.yaml, are meant to be opened by their address only.
pub fn orphans(site: &Site, rendered: &[Option<&RenderedPage>], out: &mut Vec<Diagnostic>) {
    let mut queue: Vec<String> = site.config.locales.keys().cloned().collect();
    for locale in site.locales.values() {
        let mut nav: Vec<&NavItem> = locale.navbar.iter().collect();
        while let Some(item) = nav.pop() {
            nav.extend(item.children.iter());
            queue.extend(item.link.clone());
        }
    }
    for sidebars in site.sidebars.values() {
        for item in sidebars.values().flatten().flatten().flat_map(flatten) {
            queue.extend(item.link.clone());
        }
    }
    let index: HashMap<&str, usize> = site
        .pages
        .iter()
        .enumerate()
        .map(|(i, p)| (p.route.as_str(), i))
        .collect();
    let mut reached = vec![false; site.pages.len()];
    // Each address is answered once: a big site's pages link to the same few pages thousands of
    // times, and answering one costs the site's rules for built files (a tenth of a one-page
    // rebuild's CPU at 10,280 pages).
    let mut asked: HashSet<String> = HashSet::new();
    while let Some(link) = queue.pop() {
        let path = link.split(['#', '?']).next().unwrap_or(&link);
        if !asked.insert(path.to_owned()) {
            continue;
        }
        let found = page_of_link(site, path).and_then(|r| index.get(r.as_str()).copied());
        let Some(i) = found.filter(|&i| !reached[i]) else {
            continue;
        };
        reached[i] = true;
        if let Some(r) = &rendered[i] {
            queue.extend(r.links.iter().map(|l| l.route.clone()));
        }
        // The breadcrumb links each folder README above the page (PG-03).
        let page = &site.pages[i];
        if site.config.theme.breadcrumb(&page.front_matter) {
            queue.extend(folders_above(&page.route));
        }
    }
    for (page, reached) in site.pages.iter().zip(reached) {
        let section_index = page.front_matter.index == Some(false);
        // The blog's pages are reached through the blog's own links, drawn outside the Markdown.
        let orphan = page.front_matter.orphan == Some(true)
            || page.is_generated()
            || site.config.orphans.iter().any(|dir| {
                let dir = dir.trim_matches('/');
                page.file
                    .strip_prefix(dir)
                    .is_some_and(|rest| rest.starts_with('/'))
            });
        if reached || section_index || orphan {
            continue;
        }
        out.push(Diagnostic {
            rule: "pages/unreachable",
            severity: Severity::Info,
            span: Span::file(&page.file),
            message: format!(
                "no sidebar, navbar entry or linked page leads to `{}`",
                page.route
            ),
            help: Some("link it from a reachable page, a sidebar or the navbar; or mark it `orphan: true` (front-matter) or list its folder under `orphans:` in site.yaml".into()),
        });
    }
}

/// `/a/b/c.html` → `/a/b/`, `/a/`; `/a/b/` → `/a/`.
fn folders_above(route: &str) -> Vec<String> {
    let trimmed = route.trim_end_matches('/');
    let mut out = Vec::new();
    let mut rest = trimmed;
    while let Some((dir, _)) = rest.rsplit_once('/') {
        if dir.is_empty() {
            break;
        }
        out.push(format!("{dir}/"));
        rest = dir;
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_sidebar_entry_is_found_below_its_prefix_not_in_the_navbar() {
        let text = "navbar:\n  - {text: Guide, link: /guide/a.html}\nsidebar:\n  /guide/:\n    - text: A\n      link: /guide/a.html\n";
        assert_eq!(
            super::sidebar_entry_line(text, "/guide/", "/guide/a.html", "A"),
            6
        );
        let relative = "sidebar:\n  /guide/:\n    - text: G\n      prefix: /guide/\n      children: [b.md, a.md]\n";
        assert_eq!(
            super::sidebar_entry_line(relative, "/guide/", "/guide/a.html", "a"),
            5
        );
        assert_eq!(
            super::sidebar_entry_line("sidebar:\n  /x/: []\n", "/x/", "/y.html", ""),
            2
        );
    }

    #[test]
    fn folders_above_a_route() {
        assert_eq!(super::folders_above("/a/b/c.html"), ["/a/b/", "/a/"]);
        assert_eq!(super::folders_above("/a/b/"), ["/a/"]);
        assert!(super::folders_above("/").is_empty());
    }
}
