//! Sidebars: resolve each locale's sidebar config (by path prefix) into plain item trees.

use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

use serde::ser::{Serialize, SerializeStruct, Serializer};

use super::config::{SidebarConfig, SidebarConfigItem};
use super::page::Page;

/// One resolved sidebar entry: a page link, or a group when `children` is set.
#[derive(Debug, Clone, PartialEq, Hash)]
pub struct SidebarItem {
    pub text: String,
    pub link: Option<String>,
    pub icon: Option<String>,
    pub children: Option<Vec<SidebarItem>>,
    /// A group whose heading folds it; a group that does not stay open. Groups written in YAML
    /// without the key are not collapsible, generated (`structure`) ones are by default.
    pub collapsible: bool,
}

/// `{text, wb?, link?, icon?, children?, collapsible}`: every group carries `collapsible`, so no
/// reader has a default of its own to get wrong; a page link carries none. `wb` lists where the
/// text may wrap ([`super::text::word_breaks::offsets`]), left out for the many titles that never do.
impl Serialize for SidebarItem {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("SidebarItem", 6)?;
        out.serialize_field("text", &self.text)?;
        let breaks = super::text::word_breaks::offsets(&self.text);
        if !breaks.is_empty() {
            out.serialize_field("wb", &breaks)?;
        }
        if let Some(link) = &self.link {
            out.serialize_field("link", link)?;
        }
        if let Some(icon) = &self.icon {
            out.serialize_field("icon", icon)?;
        }
        if let Some(children) = &self.children {
            out.serialize_field("children", children)?;
            out.serialize_field("collapsible", &self.collapsible)?;
        }
        out.end()
    }
}

/// A locale's sidebars by path prefix; `None` = sidebar switched off for that prefix.
pub type Sidebars = BTreeMap<String, Option<Vec<SidebarItem>>>;

/// Where each page sits in one resolved sidebar: by route, the index paths (from the top level
/// down) of the entries that link to it. Made once per sidebar, so what a page's slice needs to
/// know (which entries hold it) costs the page's depth, not a walk of the whole sidebar.
#[derive(Debug, Clone, Default)]
pub struct Places(HashMap<String, Vec<Vec<u32>>>);

impl Places {
    pub fn of(items: &[SidebarItem]) -> Self {
        fn walk(
            items: &[SidebarItem],
            path: &mut Vec<u32>,
            out: &mut HashMap<String, Vec<Vec<u32>>>,
        ) {
            for (i, item) in items.iter().enumerate() {
                path.push(i as u32);
                if let Some(link) = &item.link {
                    out.entry(link.clone()).or_default().push(path.clone());
                }
                if let Some(children) = &item.children {
                    walk(children, path, out);
                }
                path.pop();
            }
        }
        let mut out = HashMap::new();
        walk(items, &mut Vec::new(), &mut out);
        Self(out)
    }

    /// The index paths of the entries linking to `route` (none: the sidebar does not hold it).
    pub fn of_route(&self, route: &str) -> &[Vec<u32>] {
        self.0.get(route).map_or(&[], Vec::as_slice)
    }
}

/// [`Places`] of every sidebar of a locale, by sidebar prefix (as [`Sidebars`]).
pub fn places(sidebars: &Sidebars) -> BTreeMap<String, Places> {
    sidebars
        .iter()
        .map(|(prefix, items)| (prefix.clone(), Places::of(items.as_deref().unwrap_or(&[]))))
        .collect()
}

/// Resolve every prefix of one locale's config against the locale's pages.
pub fn resolve(
    config: &BTreeMap<String, SidebarConfig>,
    pages: &[&Page],
) -> (Sidebars, Vec<String>) {
    let mut out = Sidebars::new();
    let mut problems = Vec::new();
    // Each configured link looks its page up here, not in a scan of the locale's pages.
    let by_route: HashMap<&str, &Page> = pages.iter().map(|p| (p.route.as_str(), *p)).collect();
    for (prefix, entry) in config {
        let resolved = match entry {
            SidebarConfig::Off(false) => None,
            SidebarConfig::Off(true) => Some(Vec::new()),
            SidebarConfig::Keyword(k) if k == "structure" => Some(structure(prefix, pages)),
            SidebarConfig::Keyword(other) => {
                problems.push(format!("sidebar `{prefix}`: unknown value `{other}` (use `structure`, `false` or a list)"));
                Some(Vec::new())
            }
            SidebarConfig::Items(items) => Some(
                items
                    .iter()
                    .map(|i| from_config(prefix, i, &by_route))
                    .collect(),
            ),
        };
        out.insert(prefix.clone(), resolved);
    }
    (out, problems)
}

/// The sidebar entry that covers a path, by the one rule (SB-02): the longest configured prefix of
/// the path wins. Its prefix and items (`None` when that prefix turns the sidebar off); `None`
/// when no prefix covers the path. The page data carries the answer, so the app never applies it.
pub fn covering<'a>(
    sidebars: &'a Sidebars,
    path: &str,
) -> Option<(&'a String, &'a Option<Vec<SidebarItem>>)> {
    sidebars
        .iter()
        .filter(|(prefix, _)| path.starts_with(prefix.as_str()))
        .max_by_key(|(prefix, _)| prefix.len())
}

/// The sidebar for a path: longest configured prefix wins. `None` when no prefix matches or it is off.
pub fn for_path<'a>(sidebars: &'a Sidebars, path: &str) -> Option<&'a [SidebarItem]> {
    covering(sidebars, path).and_then(|(_, items)| items.as_deref())
}

/// Previous and next page links next to a page inside the same list (never across groups), given
/// where the sidebar holds it (`places`, [`Places::of_route`]): the cost is the page's depth, not a
/// walk of the sidebar per page, which made the pages' links cost pages × sidebar at scale. When
/// several entries link to the page, a list's own entry wins over one inside its groups, and an
/// earlier group over a later one.
pub fn neighbours<'a>(
    items: &'a [SidebarItem],
    places: &[Vec<u32>],
) -> Option<(Option<&'a SidebarItem>, Option<&'a SidebarItem>)> {
    let (list, i) = places
        .iter()
        .filter_map(|path| {
            let (list, i) = list_at(items, path)?;
            list[i].children.is_none().then_some((path, list, i))
        })
        .min_by(|a, b| first_found(a.0, b.0))
        .map(|(_, list, i)| (list, i))?;
    let link_only =
        |it: &'a SidebarItem| (it.children.is_none() && it.link.is_some()).then_some(it);
    let prev = i.checked_sub(1).and_then(|p| link_only(&list[p]));
    let next = list.get(i + 1).and_then(link_only);
    Some((prev, next))
}

/// The list an index path ends in and the entry's index in it.
fn list_at<'a>(items: &'a [SidebarItem], path: &[u32]) -> Option<(&'a [SidebarItem], usize)> {
    let (last, outer) = path.split_last()?;
    let mut list = items;
    for &i in outer {
        list = list.get(i as usize)?.children.as_deref()?;
    }
    let last = *last as usize;
    (last < list.len()).then_some((list, last))
}

/// Which of two entries a search of each list before its groups meets first: at the first level
/// they differ, the one that ends there (an entry of that list), else the earlier index.
fn first_found(a: &[u32], b: &[u32]) -> Ordering {
    for (k, (x, y)) in a.iter().zip(b).enumerate() {
        if x != y {
            let (a_here, b_here) = (a.len() == k + 1, b.len() == k + 1);
            return b_here.cmp(&a_here).then(x.cmp(y));
        }
    }
    a.len().cmp(&b.len())
}

fn from_config(
    prefix: &str,
    item: &SidebarConfigItem,
    pages: &HashMap<&str, &Page>,
) -> SidebarItem {
    match item {
        SidebarConfigItem::Link(link) => {
            let route = join_link(prefix, link);
            match pages.get(route.as_str()) {
                Some(p) => page_item(p),
                None => SidebarItem {
                    text: link.clone(),
                    link: Some(route),
                    icon: None,
                    children: None,
                    collapsible: false,
                },
            }
        }
        SidebarConfigItem::Group {
            text,
            icon,
            link,
            prefix: sub,
            collapsible,
            children,
        } => {
            let base = match sub {
                Some(sub) => join_link(prefix, sub),
                None => prefix.to_owned(),
            };
            SidebarItem {
                text: text.clone(),
                link: link.as_ref().map(|l| join_link(prefix, l)),
                icon: icon.clone(),
                children: Some(
                    children
                        .iter()
                        .map(|c| from_config(&base, c, pages))
                        .collect(),
                ),
                collapsible: collapsible.unwrap_or(false),
            }
        }
    }
}

/// Resolve a sidebar link relative to its prefix: `""` → the prefix, `x` → `x.html`, `x/` stays.
fn join_link(prefix: &str, link: &str) -> String {
    let full = if link.starts_with('/') || link.contains("://") {
        link.to_owned()
    } else {
        format!("{prefix}{link}")
    };
    if full.contains("://") || full.ends_with('/') || full.ends_with(".html") {
        full
    } else if let Some(stem) = full.strip_suffix(".md") {
        // A folder's README is the folder's page, as a link to it elsewhere is.
        match stem.rsplit_once('/') {
            Some((dir, "README" | "readme" | "index")) => format!("{dir}/"),
            _ => format!("{stem}.html"),
        }
    } else {
        format!("{full}.html")
    }
}

fn page_item(page: &Page) -> SidebarItem {
    SidebarItem {
        text: page.short_title().to_owned(),
        link: Some(page.route.clone()),
        icon: page.front_matter.icon.clone(),
        children: None,
        collapsible: false,
    }
}

/// Generate a sidebar from the folder under `prefix` (theme "structure" rules).
fn structure(prefix: &str, pages: &[&Page]) -> Vec<SidebarItem> {
    level(
        prefix.trim_start_matches('/').trim_end_matches('/'),
        pages,
        true,
    )
}

struct Entry {
    is_readme: bool,
    order: Option<i64>,
    name: String,
    item: SidebarItem,
}

/// The entries of the folder `dir`: a sub-folder's README is left out (SPEC 2.2: a group lists
/// its folder's pages), unless `dir.link` makes it the group's link.
fn level(dir: &str, pages: &[&Page], top: bool) -> Vec<SidebarItem> {
    let mut entries: Vec<Entry> = Vec::new();
    for page in pages
        .iter()
        .filter(|p| p.dir() == dir && p.front_matter.index != Some(false))
    {
        let is_readme = page.is_index();
        if is_readme && !top {
            continue; // a sub-folder's README heads its group instead
        }
        let name = page
            .file
            .rsplit('/')
            .next()
            .unwrap_or(&page.file)
            .to_owned();
        entries.push(Entry {
            is_readme,
            order: page.front_matter.order,
            name,
            item: page_item(page),
        });
    }
    let mut subdirs: Vec<&str> = pages
        .iter()
        .filter_map(|p| {
            // At the content root (`/: structure`, a new site's default) folders have no parent.
            let (rest, above) = if dir.is_empty() {
                (p.file.as_str(), 0)
            } else {
                (p.file.strip_prefix(dir)?.strip_prefix('/')?, dir.len() + 1)
            };
            let (sub, _) = rest.split_once('/')?;
            p.file.get(..above + sub.len())
        })
        .collect();
    subdirs.sort_unstable();
    subdirs.dedup();
    for sub in subdirs {
        // Each level looks only at the pages under it: a big site's folders cost what they hold.
        let under: Vec<&Page> = pages
            .iter()
            .copied()
            .filter(|p| p.file.strip_prefix(sub).is_some_and(|r| r.starts_with('/')))
            .collect();
        let readme_file = format!("{sub}/README.md");
        let readme = under.iter().copied().find(|p| p.file == readme_file);
        let settings = readme
            .and_then(|r| r.front_matter.dir.clone())
            .unwrap_or_default();
        if settings.index == Some(false) {
            continue;
        }
        let children = level(sub, &under, false);
        if children.is_empty() {
            continue;
        }
        let folder = sub.rsplit('/').next().unwrap_or(sub);
        let text = settings
            .text
            .clone()
            .or_else(|| readme.map(|r| r.short_title().to_owned()))
            .unwrap_or_else(|| capitalize(folder));
        let item = SidebarItem {
            text,
            link: if settings.link == Some(true) {
                readme.map(|r| r.route.clone())
            } else {
                None
            },
            icon: settings
                .icon
                .clone()
                .or_else(|| readme.and_then(|r| r.front_matter.icon.clone())),
            children: Some(children),
            collapsible: settings.collapsible.unwrap_or(true),
        };
        entries.push(Entry {
            is_readme: false,
            order: settings.order,
            name: folder.to_owned(),
            item,
        });
    }
    entries.sort_by(compare);
    entries.into_iter().map(|e| e.item).collect()
}

/// README first, then order (positive ascending, unordered, negative ascending), then title, then file name.
fn compare(a: &Entry, b: &Entry) -> Ordering {
    b.is_readme
        .cmp(&a.is_readme)
        .then_with(|| order_key(a.order).cmp(&order_key(b.order)))
        .then_with(|| natural(&a.item.text, &b.item.text))
        .then_with(|| natural(&a.name, &b.name))
}

fn order_key(order: Option<i64>) -> (u8, i64) {
    match order {
        Some(n) if n >= 0 => (0, n),
        None => (1, 0),
        Some(n) => (2, n),
    }
}

/// Case-insensitive comparison where digit runs compare by value (`a2` < `a10`).
pub fn natural(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (a.chars().peekable(), b.chars().peekable());
    loop {
        match (x.peek().copied(), y.peek().copied()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(c), Some(d)) if c.is_ascii_digit() && d.is_ascii_digit() => {
                let take = |it: &mut std::iter::Peekable<std::str::Chars>| {
                    let mut n: u128 = 0;
                    while let Some(c) = it.peek().copied().filter(char::is_ascii_digit) {
                        n = n
                            .saturating_mul(10)
                            .saturating_add(u128::from(c as u8 - b'0'));
                        it.next();
                    }
                    n
                };
                match take(&mut x).cmp(&take(&mut y)) {
                    Ordering::Equal => {}
                    other => return other,
                }
            }
            (Some(c), Some(d)) => {
                let ord = c.to_lowercase().cmp(d.to_lowercase());
                if ord != Ordering::Equal {
                    return ord;
                }
                x.next();
                y.next();
            }
        }
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_readme_link_is_its_folder_page() {
        assert_eq!(join_link("/a/", "b/README.md"), "/a/b/");
        assert_eq!(join_link("/a/", "/x/index.md"), "/x/");
        assert_eq!(join_link("/a/", "c.md"), "/a/c.html");
        assert_eq!(join_link("/a/", "d"), "/a/d.html");
    }
    use crate::site::front_matter::FrontMatter;

    fn page(file: &str, title: &str, order: Option<i64>) -> Page {
        Page {
            file: file.into(),
            route: crate::site::route::of_file(file).unwrap(),
            locale: "/".into(),
            front_matter: FrontMatter {
                order,
                ..Default::default()
            },
            body: "".into(),
            body_line: 1,
            title: title.into(),
            git: None,
        }
    }

    #[test]
    fn order_buckets_positive_then_none_then_negative() {
        let pages = [
            page("g/a.md", "A", Some(3)),
            page("g/b.md", "B", None),
            page("g/c.md", "C", Some(-1)),
            page("g/d.md", "D", Some(1)),
            page("g/e.md", "E", Some(-5)),
        ];
        let refs: Vec<&Page> = pages.iter().collect();
        let items = structure("/g/", &refs);
        let texts: Vec<_> = items.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(texts, ["D", "A", "B", "E", "C"]);
    }

    #[test]
    fn a_structure_sidebar_at_the_root_groups_its_folders() {
        let pages = [
            page("README.md", "Home", None),
            page("guide/README.md", "Guide", None),
            page("guide/install.md", "Install", None),
        ];
        let refs: Vec<&Page> = pages.iter().collect();
        let items = structure("/", &refs);
        let texts: Vec<_> = items.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(texts, ["Home", "Guide"]);
        let children = items[1].children.as_deref().unwrap_or_default();
        assert_eq!(children.len(), 1);
        assert_eq!(children[0].text, "Install");
    }

    #[test]
    fn readme_first_and_subfolders_become_groups() {
        let mut readme = page("g/sub/README.md", "Sub", None);
        readme.front_matter.index = Some(false);
        readme.front_matter.dir = Some(crate::site::front_matter::DirSettings {
            order: Some(1),
            ..Default::default()
        });
        let pages = [
            page("g/README.md", "Intro", None),
            page("g/z.md", "Z", Some(2)),
            readme,
            page("g/sub/x.md", "X", None),
        ];
        let refs: Vec<&Page> = pages.iter().collect();
        let items = structure("/g/", &refs);
        assert_eq!(items[0].text, "Intro");
        assert_eq!(items[1].text, "Sub");
        assert!(items[1].collapsible);
        assert_eq!(
            items[1].children.as_ref().unwrap()[0].link.as_deref(),
            Some("/g/sub/x.html")
        );
        assert_eq!(items[2].text, "Z");
    }

    // Regression: a YAML group without `collapsible` was left out of the JSON, and the server drew
    // it open while the app, reading a default of its own, folded it after mounting.
    #[test]
    fn every_group_says_whether_it_folds_and_yaml_groups_do_not_by_default() {
        let group = SidebarConfigItem::Group {
            text: "G".into(),
            icon: None,
            link: None,
            prefix: None,
            collapsible: None,
            children: vec![SidebarConfigItem::Link("a".into())],
        };
        let item = from_config("/g/", &group, &HashMap::new());
        assert!(!item.collapsible);
        assert_eq!(
            serde_json::to_value(&item).unwrap(),
            serde_json::json!({"text": "G", "children": [{"text": "a", "link": "/g/a.html"}], "collapsible": false})
        );
    }

    #[test]
    fn neighbours_stay_inside_one_list() {
        let pages = [page("g/a.md", "A", Some(1)), page("g/b.md", "B", Some(2))];
        let refs: Vec<&Page> = pages.iter().collect();
        let items = structure("/g/", &refs);
        let places = Places::of(&items);
        let (prev, next) = neighbours(&items, places.of_route("/g/a.html")).unwrap();
        assert!(prev.is_none());
        assert_eq!(next.unwrap().text, "B");
    }

    /// The walk the places replaced: each list before its groups, groups in order.
    fn neighbours_by_walk<'a>(
        items: &'a [SidebarItem],
        route: &str,
    ) -> Option<(Option<&'a SidebarItem>, Option<&'a SidebarItem>)> {
        if let Some(i) = items
            .iter()
            .position(|it| it.children.is_none() && it.link.as_deref() == Some(route))
        {
            let link_only =
                |it: &'a SidebarItem| (it.children.is_none() && it.link.is_some()).then_some(it);
            let prev = i.checked_sub(1).and_then(|p| link_only(&items[p]));
            return Some((prev, items.get(i + 1).and_then(link_only)));
        }
        items
            .iter()
            .filter_map(|it| it.children.as_deref())
            .find_map(|c| neighbours_by_walk(c, route))
    }

    #[test]
    fn neighbours_from_places_match_a_walk_of_nested_lists_with_repeated_links() {
        let leaf = |l: &str| SidebarItem {
            text: l.to_uppercase(),
            link: Some(format!("/{l}.html")),
            icon: None,
            children: None,
            collapsible: false,
        };
        let group = |link: Option<&str>, children: Vec<SidebarItem>| SidebarItem {
            text: "G".into(),
            link: link.map(|l| format!("/{l}.html")),
            icon: None,
            children: Some(children),
            collapsible: true,
        };
        // `a` both deep in an earlier group and directly in the top list; `b` in two groups;
        // `c` as a group's own link and as a leaf; a bare text entry between pages.
        let bare = SidebarItem {
            link: None,
            ..leaf("x")
        };
        let items = vec![
            group(
                None,
                vec![leaf("b"), group(Some("c"), vec![leaf("a"), leaf("d")])],
            ),
            leaf("e"),
            leaf("a"),
            bare,
            group(None, vec![leaf("c"), leaf("b"), leaf("f")]),
        ];
        let places = Places::of(&items);
        for route in [
            "/a.html",
            "/b.html",
            "/c.html",
            "/d.html",
            "/e.html",
            "/f.html",
            "/none.html",
        ] {
            let text = |found: Option<(Option<&SidebarItem>, Option<&SidebarItem>)>| {
                found.map(|(p, n)| (p.map(|i| i.link.clone()), n.map(|i| i.link.clone())))
            };
            assert_eq!(
                text(neighbours(&items, places.of_route(route))),
                text(neighbours_by_walk(&items, route)),
                "{route}"
            );
        }
    }

    #[test]
    fn natural_sort_compares_numbers_by_value() {
        assert_eq!(natural("a2", "a10"), Ordering::Less);
        assert_eq!(natural("B", "a"), Ordering::Greater);
    }
}
