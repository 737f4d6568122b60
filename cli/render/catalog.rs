//! `<AutoCatalog />` (WG-21): the pages under the current page's folder, three levels deep, as a tree.
//! A sub-folder's README heads its own pages; siblings sort by `order`, then title; `index: false`
//! pages are left out.

use std::collections::BTreeMap;

use super::{escape, slug};
use crate::site::text::Cut;
use crate::site::{Locale, Page, Site};

struct Node<'a> {
    page: &'a Page,
    children: Vec<usize>,
}

/// Path segments of a page below `prefix` (`sub/README.md` → `["sub"]`, `sub/deep.md` → `["sub", "deep"]`).
fn segments(rel: &str) -> Vec<&str> {
    let stem = rel
        .strip_suffix("README.md")
        .map(|d| d.trim_end_matches('/'))
        .unwrap_or_else(|| rel.strip_suffix(".md").unwrap_or(rel));
    stem.split('/').filter(|s| !s.is_empty()).collect()
}

fn sort(ids: &mut [usize], nodes: &[Node]) {
    ids.sort_by(|&a, &b| {
        let (a, b) = (&nodes[a].page, &nodes[b].page);
        a.front_matter
            .order
            .unwrap_or(i64::MAX)
            .cmp(&b.front_matter.order.unwrap_or(i64::MAX))
            .then_with(|| crate::site::sidebar::natural(&a.title, &b.title))
    });
}

fn title_link(page: &Page, class: &str, anchor: bool) -> String {
    let id = format!("catalog-{}", slug::slugify(&page.title));
    let link = format!(
        "<a class=\"vp-catalog-title\" href=\"{}\">{}</a>",
        escape::html(&super::links::encode_path(&page.route)),
        escape::html(&page.title)
    );
    if !anchor {
        return link;
    }
    format!(
        " id=\"{id}\" class=\"{class}\"><a class=\"header-anchor\" href=\"#{id}\" aria-hidden=\"true\" tabindex=\"-1\">#</a>{link}"
    )
}

/// Render the catalog for the page in `file`.
pub fn render(site: &Site, file: &str, locale: &Locale) -> String {
    let dir = file.rsplit_once('/').map_or("", |(d, _)| d);
    let prefix = if dir.is_empty() {
        String::new()
    } else {
        format!("{dir}/")
    };
    super::deps::record(super::deps::Dep::PagesUnder(prefix.clone()));
    let mut nodes: Vec<Node> = Vec::new();
    let mut by_key: BTreeMap<String, usize> = BTreeMap::new();
    let mut keyed: Vec<(Vec<&str>, usize)> = Vec::new();
    for p in &site.pages {
        if p.file == file || !p.file.starts_with(&prefix) || p.front_matter.index == Some(false) {
            continue;
        }
        let parts = segments(p.file.after(prefix.len()));
        if parts.is_empty() || parts.len() > 3 {
            continue;
        }
        by_key.insert(parts.join("/"), nodes.len());
        keyed.push((parts, nodes.len()));
        nodes.push(Node {
            page: p,
            children: Vec::new(),
        });
    }
    // Attach each page to its nearest listed ancestor folder; the rest are top level.
    let mut top = Vec::new();
    for (parts, i) in &keyed {
        let parent = (1..parts.len())
            .rev()
            .find_map(|n| by_key.get(&parts[..n].join("/")).copied());
        match parent {
            Some(p) => nodes[p].children.push(*i),
            None => top.push(*i),
        }
    }
    for i in 0..nodes.len() {
        let mut children = std::mem::take(&mut nodes[i].children);
        sort(&mut children, &nodes);
        nodes[i].children = children;
    }
    sort(&mut top, &nodes);

    if top.is_empty() {
        return format!(
            "<div class=\"vp-catalog-wrapper\"><h2 class=\"vp-catalog-main-title\">{}</h2></div>\n",
            escape::html(locale.ui("catalog.empty"))
        );
    }
    let title = escape::html(locale.ui("catalog.title"));
    let mut out = format!("<div class=\"vp-catalog-wrapper\"><h2 class=\"vp-catalog-main-title\">{title}</h2><ul class=\"vp-catalogs\">");
    for &i in &top {
        let node = &nodes[i];
        let has = if node.children.is_empty() {
            ""
        } else {
            " has-children"
        };
        out.push_str(&format!(
            "<li class=\"vp-catalog\"><h3{}</h3>",
            title_link(node.page, &format!("vp-catalog-child-title{has}"), true)
        ));
        if !node.children.is_empty() {
            out.push_str("<ul class=\"vp-child-catalogs\">");
            for &c in &node.children {
                let child = &nodes[c];
                let has = if child.children.is_empty() {
                    ""
                } else {
                    " has-children"
                };
                out.push_str(&format!(
                    "<li class=\"vp-child-catalog\"><div{}</div>",
                    title_link(child.page, &format!("vp-catalog-sub-title{has}"), true)
                ));
                if !child.children.is_empty() {
                    out.push_str("<div class=\"vp-sub-catalogs\">");
                    for &g in &child.children {
                        out.push_str(&title_link(nodes[g].page, "", false).replacen(
                            "vp-catalog-title",
                            "vp-catalog-title vp-sub-catalog",
                            1,
                        ));
                    }
                    out.push_str("</div>");
                }
                out.push_str("</li>");
            }
            out.push_str("</ul>");
        }
        out.push_str("</li>");
    }
    out.push_str("</ul></div>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::segments;
    use crate::site::{source::ContentSource, Site};

    #[test]
    fn sub_folder_readme_heads_its_pages_and_hidden_pages_are_left_out() {
        let site = Site::load(ContentSource::Disk(
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/e2e-site").into(),
        ))
        .unwrap();
        let html = crate::render::page(&site, site.page("/widgets/").unwrap()).html;
        let pos = |t: &str| {
            html.find(&format!(">{t}</a>"))
                .unwrap_or_else(|| panic!("{t} missing: {html}"))
        };
        let order = [
            "Content enhancers",
            "Diagrams",
            "Code demo",
            "Media",
            "No back to top",
            "Sub section",
            "Deep page",
            "Empty section",
            "More",
        ];
        assert!(order.windows(2).all(|w| pos(w[0]) < pos(w[1])), "{html}");
        assert!(!html.contains("Hidden from catalogs"));
        let sub = &html[pos("Sub section")..];
        assert!(sub.starts_with(">Sub section</a></h3><ul class=\"vp-child-catalogs\">"));
        assert!(html.contains("<h3 id=\"catalog-diagrams\" class=\"vp-catalog-child-title\"><a class=\"header-anchor\" href=\"#catalog-diagrams\""));
        let empty = crate::render::page(&site, site.page("/widgets/sub/empty/").unwrap()).html;
        assert!(empty.contains("<h2 class=\"vp-catalog-main-title\">No catalog</h2>"));
    }

    #[test]
    fn folder_indexes_sit_at_their_folder_level() {
        assert_eq!(segments("content.md"), ["content"]);
        assert_eq!(segments("sub/README.md"), ["sub"]);
        assert_eq!(segments("sub/deep.md"), ["sub", "deep"]);
        assert_eq!(segments("sub/more/README.md"), ["sub", "more"]);
    }
}
