//! The page tree of one language, by section as in the site's sidebar: pages outside every sidebar
//! first, then one section per sidebar (in navbar order), then folders no sidebar shows.

use std::collections::{HashMap, HashSet};

use crate::site::{SidebarItem, Site};

/// One node: a page, a group, or both (a group whose heading is a page).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// Stable identity across reloads (for selection and collapsing).
    pub key: String,
    pub text: String,
    /// Index into `site.pages`.
    pub page: Option<usize>,
    /// The sidebar link, also when no page answers it.
    pub route: Option<String>,
    pub children: Vec<Node>,
    pub is_group: bool,
}

/// A visible row of the flattened tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub depth: usize,
    pub key: String,
    pub text: String,
    pub page: Option<usize>,
    pub route: Option<String>,
    pub is_group: bool,
    pub expanded: bool,
}

/// Build the tree of the locale `prefix` (`/` or `/zh/`).
pub fn build(site: &Site, prefix: &str) -> Vec<Node> {
    let by_route: HashMap<&str, usize> = site
        .pages
        .iter()
        .enumerate()
        .map(|(i, p)| (p.route.as_str(), i))
        .collect();
    let mut covered: HashSet<usize> = HashSet::new();
    let nav = navbar_links(site, prefix);
    let mut sections: Vec<(&String, &Vec<SidebarItem>)> = site
        .sidebars
        .get(prefix)
        .into_iter()
        .flat_map(|s| s.iter())
        .filter_map(|(p, items)| items.as_ref().map(|i| (p, i)))
        .filter(|(_, items)| !items.is_empty())
        .collect();
    sections.sort_by_key(|(p, _)| {
        (
            nav.iter()
                .position(|(link, _)| link == *p)
                .unwrap_or(usize::MAX),
            (*p).clone(),
        )
    });
    let mut section_nodes = Vec::new();
    for (section, items) in sections {
        let key = format!("section:{section}");
        let children: Vec<Node> = items
            .iter()
            .map(|item| from_item(item, &key, &by_route, &mut covered))
            .collect();
        let page = by_route
            .get(section.as_str())
            .copied()
            .filter(|i| covered.insert(*i));
        let text = nav
            .iter()
            .find(|(link, _)| link == section)
            .map(|(_, text)| text.clone())
            .or_else(|| page.map(|i| site.pages[i].short_title().to_owned()))
            .unwrap_or_else(|| section.clone());
        section_nodes.push(Node {
            key,
            text,
            page,
            route: Some(section.clone()),
            children,
            is_group: true,
        });
    }
    // Folder READMEs the sidebar uses only as group headings belong to their group.
    for node in &mut section_nodes {
        attach_readmes(node, site, &by_route, &mut covered);
    }

    let mut top = Vec::new();
    let mut folders: Vec<(String, Vec<Node>)> = Vec::new();
    for (i, page) in site.pages.iter().enumerate() {
        if page.locale != prefix || covered.contains(&i) {
            continue;
        }
        let rest = crate::site::text::after(&page.route, prefix.len());
        let leaf = Node {
            key: page.route.clone(),
            text: page.short_title().to_owned(),
            page: Some(i),
            route: Some(page.route.clone()),
            children: Vec::new(),
            is_group: false,
        };
        match rest.split_once('/') {
            None => top.push(leaf),
            Some((folder, _)) => match folders.iter_mut().find(|(f, _)| f == folder) {
                Some((_, pages)) => pages.push(leaf),
                None => folders.push((folder.to_owned(), vec![leaf])),
            },
        }
    }
    // The locale's home page first.
    top.sort_by_key(|n| n.route.as_deref() != Some(prefix));
    top.extend(section_nodes);
    top.extend(folders.into_iter().map(|(folder, children)| Node {
        key: format!("folder:{prefix}{folder}/"),
        text: format!("{folder}/"),
        page: None,
        route: None,
        children,
        is_group: true,
    }));
    top
}

/// Navbar links of a locale with their texts, nested items included.
fn navbar_links(site: &Site, prefix: &str) -> Vec<(String, String)> {
    fn walk(items: &[crate::site::config::NavItem], out: &mut Vec<(String, String)>) {
        for item in items {
            if let Some(link) = &item.link {
                out.push((link.clone(), item.text.clone()));
            }
            walk(&item.children, out);
        }
    }
    let mut out = Vec::new();
    if let Some(locale) = site.locales.get(prefix) {
        walk(&locale.navbar, &mut out);
    }
    out
}

fn from_item(
    item: &SidebarItem,
    parent: &str,
    by_route: &HashMap<&str, usize>,
    covered: &mut HashSet<usize>,
) -> Node {
    let page = item.link.as_deref().and_then(|l| by_route.get(l).copied());
    if let Some(i) = page {
        covered.insert(i);
    }
    match &item.children {
        Some(children) => {
            let key = format!("{parent}/{}", item.text);
            let children = children
                .iter()
                .map(|c| from_item(c, &key, by_route, covered))
                .collect();
            Node {
                key,
                text: item.text.clone(),
                page,
                route: item.link.clone(),
                children,
                is_group: true,
            }
        }
        None => Node {
            key: item.link.clone().unwrap_or_else(|| item.text.clone()),
            text: item.text.clone(),
            page,
            route: item.link.clone(),
            children: Vec::new(),
            is_group: false,
        },
    }
}

fn attach_readmes(
    node: &mut Node,
    site: &Site,
    by_route: &HashMap<&str, usize>,
    covered: &mut HashSet<usize>,
) {
    for child in &mut node.children {
        attach_readmes(child, site, by_route, covered);
    }
    if !node.is_group || node.page.is_some() {
        return;
    }
    let folder = node
        .children
        .iter()
        .filter_map(|c| c.page)
        .map(|i| &site.pages[i])
        .find(|p| !p.is_index())
        .and_then(|p| p.route.rsplit_once('/').map(|(dir, _)| format!("{dir}/")));
    if let Some(i) = folder.and_then(|f| by_route.get(f.as_str()).copied()) {
        if covered.insert(i) {
            node.page = Some(i);
            node.route = Some(site.pages[i].route.clone());
        }
    }
}

/// The visible rows: children of collapsed groups are hidden.
pub fn flatten(nodes: &[Node], collapsed: &HashSet<String>) -> Vec<Row> {
    fn walk(nodes: &[Node], depth: usize, collapsed: &HashSet<String>, out: &mut Vec<Row>) {
        for node in nodes {
            let expanded = node.is_group && !collapsed.contains(&node.key);
            out.push(Row {
                depth,
                key: node.key.clone(),
                text: node.text.clone(),
                page: node.page,
                route: node.route.clone(),
                is_group: node.is_group,
                expanded,
            });
            if expanded {
                walk(&node.children, depth + 1, collapsed, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(nodes, 0, collapsed, &mut out);
    out
}

/// Keys of the groups above the node showing `page` (outermost first), if the tree has it.
pub fn ancestors_of(nodes: &[Node], page: usize) -> Option<Vec<String>> {
    for node in nodes {
        if node.page == Some(page) {
            return Some(Vec::new());
        }
        if let Some(mut path) = ancestors_of(&node.children, page) {
            path.insert(0, node.key.clone());
            return Some(path);
        }
    }
    None
}
