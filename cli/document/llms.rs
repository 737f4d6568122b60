//! The site for tools as well as people (the llms.txt convention, <https://llmstxt.org>): per
//! locale, `llms.txt` (title, description, and the pages as a linked outline by sidebar section)
//! and `llms-full.txt` (every page's Markdown in that order), and each page's Markdown twin at its
//! route with `.md` (`markdown_twin`). On unless site.yaml says `llms: false`. `docs serve` and
//! `docs build` both answer with [`texts`] and `markdown_twin::of`, so the two give the same bytes;
//! `site::built` names and claims the same paths, so a public file cannot take their place.

use std::collections::HashSet;

use crate::render::escape;
pub use crate::site::built::{route_of_twin, twin_path, LLMS_FULL_TXT, LLMS_TXT};
use crate::site::sidebar::SidebarItem;
use crate::site::{Page, Site};

/// Media type of the Markdown twins and both text files.
pub const MARKDOWN: &str = "text/markdown; charset=utf-8";

/// The `<link rel="alternate" type="text/markdown">` announcing a page's twin, for its head.
pub fn head_link(site: &Site, route: &str) -> String {
    if !site.config.llms || site.page(route).is_none() {
        return String::new();
    }
    let href = site
        .base
        .url(&format!("/{}", twin_path(route)))
        .into_owned();
    format!(
        "<link rel=\"alternate\" type=\"text/markdown\" href=\"{}\">",
        escape::html(&href)
    )
}

/// Each locale's `llms.txt` and `llms-full.txt` (path under the site root, media type, bytes),
/// made of the pages' twins (`twins` follows `site.pages`), which the caller makes or, for the
/// pages a build did not change, reads back from the previous output. Empty with `llms: false`.
pub fn texts(site: &Site, twins: &[String]) -> Vec<(String, &'static str, Vec<u8>)> {
    if !site.config.llms {
        return Vec::new();
    }
    // Room for every twin: only what is written is ever touched, and growing a text of tens of
    // megabytes by doubling copied it a dozen times.
    let room = twins.iter().map(|t| t.len() + 8).sum::<usize>();
    let mut out = Vec::new();
    for prefix in site.config.locales.keys() {
        let folder = prefix.trim_start_matches('/');
        let outline = outline(site, prefix);
        out.push((
            format!("{folder}{LLMS_TXT}"),
            MARKDOWN,
            index(site, prefix, &outline).into_bytes(),
        ));
        let mut full = String::with_capacity(room);
        full.push_str(&header(site, prefix));
        for (_, pages) in &outline {
            for page in pages {
                if let Some(text) = site.page_index(&page.route).and_then(|i| twins.get(i)) {
                    // A thematic break between pages (after the blank line each text ends with).
                    if !full.ends_with("\n\n") {
                        full.push('\n');
                    }
                    full.push_str("---\n\n");
                    full.push_str(text);
                }
            }
        }
        out.push((
            format!("{folder}{LLMS_FULL_TXT}"),
            MARKDOWN,
            full.into_bytes(),
        ));
    }
    out
}

/// `# Title` and `> description`, as llms.txt opens.
fn header(site: &Site, prefix: &str) -> String {
    let locale = site.locale(prefix);
    let mut out = format!("# {}\n\n", locale.title);
    if !locale.description.is_empty() {
        out.push_str(&format!("> {}\n\n", locale.description));
    }
    out
}

/// A locale's pages by section, in the order its sidebars show them: a top-level sidebar group is
/// a section, a sidebar's loose links are one named after the page at its prefix (else the
/// locale's title), and pages no sidebar lists
/// come last, in `Optional` (the convention's name for what a reader may skip).
fn outline<'a>(site: &'a Site, prefix: &str) -> Vec<(String, Vec<&'a Page>)> {
    let mut seen = HashSet::new();
    let mut sections: Vec<(String, Vec<&Page>)> = Vec::new();
    let loose_title = site.locale(prefix).title.clone();
    for (key, items) in site.sidebars.get(prefix).into_iter().flatten() {
        let Some(items) = items else { continue };
        // Loose links of a sidebar are a section named after the page at its prefix (`/guide/`).
        let loose_title = site
            .page(key)
            .map_or_else(|| loose_title.clone(), |p| p.title.clone());
        for item in items {
            let (title, mut pages) = match &item.children {
                Some(_) => (item.text.clone(), Vec::new()),
                None => (loose_title.clone(), Vec::new()),
            };
            collect(site, item, &mut seen, &mut pages);
            if pages.is_empty() {
                continue;
            }
            match sections.iter_mut().find(|(t, _)| *t == title) {
                Some((_, existing)) => existing.extend(pages),
                None => sections.push((title, pages)),
            }
        }
    }
    let rest: Vec<&Page> = site
        .pages
        .iter()
        .filter(|p| p.locale == prefix && !seen.contains(p.route.as_str()))
        .collect();
    if !rest.is_empty() {
        sections.push(("Optional".to_owned(), rest));
    }
    sections
}

/// The pages an entry links to, itself first, then its children's, each once.
fn collect<'a>(
    site: &'a Site,
    item: &SidebarItem,
    seen: &mut HashSet<&'a str>,
    out: &mut Vec<&'a Page>,
) {
    if let Some(page) = item.link.as_deref().and_then(|l| site.page(l)) {
        if seen.insert(page.route.as_str()) {
            out.push(page);
        }
    }
    for child in item.children.iter().flatten() {
        collect(site, child, seen, out);
    }
}

/// `llms.txt`: the header, then `## Section` and `- [Title](twin): description` lines.
fn index(site: &Site, prefix: &str, outline: &[(String, Vec<&Page>)]) -> String {
    let mut out = header(site, prefix);
    for (title, pages) in outline {
        out.push_str(&format!("## {title}\n\n"));
        for page in pages {
            let url = site
                .base
                .url(&format!("/{}", twin_path(&page.route)))
                .into_owned();
            out.push_str(&format!("- [{}]({})", page.title, url.replace(' ', "%20")));
            if let Some(d) = page
                .front_matter
                .description
                .as_deref()
                .filter(|d| !d.is_empty())
            {
                out.push_str(&format!(": {}", d.replace('\n', " ")));
            }
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twin_paths_and_back() {
        assert_eq!(twin_path("/guide/install.html"), "guide/install.md");
        assert_eq!(twin_path("/guide/"), "guide/index.md");
        assert_eq!(twin_path("/"), "index.md");
        let pages = ["/", "/guide/", "/guide/install.html", "/index.html"];
        let has = |r: &str| pages.contains(&r);
        assert_eq!(
            route_of_twin("guide/install.md", &has).as_deref(),
            Some("/guide/install.html")
        );
        assert_eq!(
            route_of_twin("guide/index.md", &has).as_deref(),
            Some("/guide/")
        );
        assert_eq!(
            route_of_twin("index.md", &has).as_deref(),
            Some("/index.html")
        );
        assert_eq!(route_of_twin("nope.md", &has), None);
        assert_eq!(route_of_twin("guide/install.txt", &has), None);
    }
}
