//! The part of a locale's sidebars one page needs to paint, so a page's HTML does not grow with
//! the site: only the sidebar that covers the page, with collapsed groups off the page's path
//! cut to their titles, and at most [`MAX_SIBLINGS`] entries per level around the active one, of
//! which at most [`MAX_CLOSED_GROUPS`] are closed groups. The app swaps in the full sidebar once
//! the locale data has arrived; readers without JavaScript reach the rest through section indexes.

use crate::site::{SidebarItem, Sidebars, Site};

/// Entries kept per level; a longer level keeps the ones nearest the page's branch.
pub const MAX_SIBLINGS: usize = 60;

/// Closed groups kept per level (the nearest to the page's branch). Their titles are what grows
/// when a site adds sections, so without this cap every page would carry one line per section.
/// Eight is more than any level of the shipped sidebars holds (four), and a screen's worth of
/// neighbours around an open section: at 10,280 pages each kept one cost ~290 bytes of HTML and
/// inlined JSON per page, and twenty of them were 7 % of an exported page.
pub const MAX_CLOSED_GROUPS: usize = 8;

/// The sidebar that covers `route`, trimmed for painting that page (empty when none covers it).
pub fn page_sidebar(site: &Site, route: &str) -> Sidebars {
    site.covering_sidebar(route)
        .map(|(prefix, items)| {
            let at = site.sidebar_places_of(route, prefix);
            let trimmed = items
                .as_deref()
                .map(|items| trim(items, at, &mut Vec::new()));
            std::iter::once((prefix.clone(), trimmed)).collect()
        })
        .unwrap_or_default()
}

/// The untrimmed items of the sidebar that covers `route` (empty when none does): where the server's
/// page finds the first page of a group its slice cut to the title.
pub fn full_items<'a>(site: &'a Site, route: &str) -> &'a [SidebarItem] {
    site.covering_sidebar(route)
        .and_then(|(_, items)| items.as_deref())
        .unwrap_or(&[])
}

/// The titles of the groups that open for `route`, outermost first: on each level, the first
/// group that holds the page. The one place this is decided ([`super::PageData::sidebar_open`]).
pub fn open_path(site: &Site, route: &str) -> Vec<String> {
    match site.covering_sidebar(route) {
        Some((prefix, Some(items))) => open_path_in(items, site.sidebar_places_of(route, prefix)),
        _ => Vec::new(),
    }
}

/// [`open_path`] in `items`, where the page sits at the index paths `at`.
fn open_path_in(items: &[SidebarItem], at: &[Vec<u32>]) -> Vec<String> {
    let mut titles = Vec::new();
    let mut path = Vec::new();
    let mut level = items;
    loop {
        let mut here = holding(at, &path);
        here.sort_unstable();
        let Some(i) = here.into_iter().find(|&i| level[i].children.is_some()) else {
            return titles;
        };
        titles.push(level[i].text.clone());
        path.push(i as u32);
        level = level[i].children.as_deref().unwrap_or(&[]);
    }
}

/// The indexes, on the level under the index path `path`, of the entries that hold the page
/// (link to it or have it below them), given where it sits (`at`).
fn holding(at: &[Vec<u32>], path: &[u32]) -> Vec<usize> {
    at.iter()
        .filter(|place| place.len() > path.len() && place.starts_with(path))
        .map(|place| place[path.len()] as usize)
        .collect()
}

/// The first page under a group, depth first.
pub fn first_page(item: &SidebarItem) -> Option<&str> {
    item.children
        .as_deref()?
        .iter()
        .find_map(|c| c.link.as_deref().or_else(|| first_page(c)))
}

/// `items` (the level under the index path `path`) trimmed for the page that sits at `at`.
fn trim(items: &[SidebarItem], at: &[Vec<u32>], path: &mut Vec<u32>) -> Vec<SidebarItem> {
    // Which entries hold the page comes from where it sits, not from walking every entry: every
    // page of a big site trims the same sidebar.
    let here = holding(at, path);
    let holds = |i: usize| here.contains(&i);
    let closed = |i: usize| items[i].children.is_some() && items[i].collapsible && !holds(i);
    let active = here.iter().min().copied();
    let (start, end) = window(items.len(), active);
    let centre = active.unwrap_or(start);
    let kept_closed = nearest_closed_groups(start..end, centre, closed);
    (start..end)
        .filter(|&i| !closed(i) || kept_closed.contains(&i))
        .map(|i| {
            let item = &items[i];
            let children = match &item.children {
                // A collapsed group shows its title only; the app opens it once the full
                // locale data has arrived.
                Some(_) if closed(i) => Some(Vec::new()),
                Some(children) => {
                    path.push(i as u32);
                    let trimmed = trim(children, at, path);
                    path.pop();
                    Some(trimmed)
                }
                None => None,
            };
            // Field by field: cloning the item would copy the whole subtree only to drop it.
            SidebarItem {
                text: item.text.clone(),
                link: item.link.clone(),
                icon: item.icon.clone(),
                children,
                collapsible: item.collapsible,
            }
        })
        .collect()
}

/// Indexes of the closed groups in `range` to keep: the [`MAX_CLOSED_GROUPS`] nearest `centre`.
fn nearest_closed_groups(
    range: std::ops::Range<usize>,
    centre: usize,
    closed: impl Fn(usize) -> bool,
) -> Vec<usize> {
    let mut closed: Vec<usize> = range.filter(|&i| closed(i)).collect();
    if closed.len() > MAX_CLOSED_GROUPS {
        closed.sort_by_key(|&i| (i.abs_diff(centre), i));
        closed.truncate(MAX_CLOSED_GROUPS);
    }
    closed
}

/// The range of at most `MAX_SIBLINGS` entries around `active` (from the start when none is).
fn window(len: usize, active: Option<usize>) -> (usize, usize) {
    if len <= MAX_SIBLINGS {
        return (0, len);
    }
    let centre = active.unwrap_or(0);
    let start = centre
        .saturating_sub(MAX_SIBLINGS / 2)
        .min(len - MAX_SIBLINGS);
    (start, start + MAX_SIBLINGS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::sidebar::Places;

    fn trim(items: &[SidebarItem], route: &str) -> Vec<SidebarItem> {
        super::trim(items, Places::of(items).of_route(route), &mut Vec::new())
    }

    fn open_path(items: &[SidebarItem], route: &str) -> Vec<String> {
        open_path_in(items, Places::of(items).of_route(route))
    }

    fn leaf(n: usize) -> SidebarItem {
        SidebarItem {
            text: format!("page {n}"),
            link: Some(format!("/g/{n}.html")),
            icon: None,
            children: None,
            collapsible: false,
        }
    }

    fn group(name: &str, children: Vec<SidebarItem>) -> SidebarItem {
        SidebarItem {
            text: name.into(),
            link: None,
            icon: None,
            children: Some(children),
            collapsible: true,
        }
    }

    #[test]
    fn collapsed_groups_off_the_path_keep_only_their_title() {
        let items = vec![
            group("a", (0..3).map(leaf).collect()),
            group("b", (3..6).map(leaf).collect()),
        ];
        let trimmed = trim(&items, "/g/4.html");
        assert_eq!(trimmed[0].children.as_deref().map(<[_]>::len), Some(0));
        assert_eq!(trimmed[1].children.as_deref().map(<[_]>::len), Some(3));
    }

    #[test]
    fn a_huge_level_keeps_a_window_around_the_page() {
        let items: Vec<_> = (0..5000).map(leaf).collect();
        let trimmed = trim(&items, "/g/2500.html");
        assert_eq!(trimmed.len(), MAX_SIBLINGS);
        assert!(trimmed
            .iter()
            .any(|i| i.link.as_deref() == Some("/g/2500.html")));
        assert_eq!(trim(&items, "/elsewhere.html").len(), MAX_SIBLINGS);
    }

    #[test]
    fn many_sections_keep_the_closed_groups_nearest_the_page() {
        let mut items: Vec<_> = (0..50)
            .map(|g| group(&format!("s{g}"), (g * 10..g * 10 + 10).map(leaf).collect()))
            .collect();
        items.insert(0, leaf(9999));
        let trimmed = trim(&items, "/g/405.html");
        let closed = trimmed
            .iter()
            .filter(|i| i.children.as_ref().is_some_and(Vec::is_empty))
            .count();
        assert_eq!(closed, MAX_CLOSED_GROUPS);
        let names: Vec<&str> = trimmed.iter().map(|i| i.text.as_str()).collect();
        assert!(
            names.contains(&"page 9999"),
            "leaves are never dropped: {names:?}"
        );
        // The eight nearest s40, four on each side.
        assert!(names.contains(&"s40") && names.contains(&"s36") && names.contains(&"s44"));
        for far in ["s0", "s35", "s45"] {
            assert!(!names.contains(&far), "far groups go: {names:?}");
        }
        let open = trimmed.iter().find(|i| i.text == "s40").unwrap();
        assert_eq!(open.children.as_deref().map(<[_]>::len), Some(10));
    }

    #[test]
    fn the_open_path_names_the_first_group_holding_the_page_on_each_level() {
        let items = vec![
            leaf(0),
            group("a", vec![leaf(1), group("inner", vec![leaf(2)])]),
            group("b", vec![leaf(2)]),
        ];
        assert_eq!(open_path(&items, "/g/2.html"), ["a", "inner"]);
        assert_eq!(open_path(&items, "/g/1.html"), ["a"]);
        assert!(open_path(&items, "/g/0.html").is_empty());
    }
}
