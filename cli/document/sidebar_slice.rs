//! The part of a locale's sidebars one page needs to paint, so a page's HTML does not grow with
//! the site: only the sidebar that covers the page, with collapsed groups off the page's path
//! cut to their titles, and at most [`MAX_SIBLINGS`] entries per level around the active one.

use crate::site::{SidebarItem, Sidebars, Site};

/// Entries kept per level; a longer level keeps the ones nearest the page's branch.
pub const MAX_SIBLINGS: usize = 60;

/// The sidebar that covers `route`, trimmed for painting that page (empty when none covers it).
pub fn page_sidebar(site: &Site, route: &str) -> Sidebars {
    let Some(sidebars) = site.sidebars.get(site.locale_of(route)) else {
        return Sidebars::new();
    };
    let covering = sidebars
        .iter()
        .filter(|(prefix, _)| route.starts_with(prefix.as_str()))
        .max_by_key(|(prefix, _)| prefix.len());
    covering
        .map(|(prefix, items)| {
            let trimmed = items.as_deref().map(|items| trim(items, route));
            std::iter::once((prefix.clone(), trimmed)).collect()
        })
        .unwrap_or_default()
}

fn trim(items: &[SidebarItem], route: &str) -> Vec<SidebarItem> {
    let active = items.iter().position(|item| contains(item, route));
    let (start, end) = window(items.len(), active);
    items[start..end]
        .iter()
        .map(|item| {
            let on_path = contains(item, route);
            let children = match &item.children {
                // A collapsed group shows its title only; the app opens it once the full
                // locale data has arrived.
                Some(_) if item.collapsible && !on_path => Some(Vec::new()),
                Some(children) => Some(trim(children, route)),
                None => None,
            };
            SidebarItem {
                children,
                ..item.clone()
            }
        })
        .collect()
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

fn contains(item: &SidebarItem, route: &str) -> bool {
    item.link.as_deref() == Some(route)
        || item
            .children
            .as_deref()
            .is_some_and(|children| children.iter().any(|c| contains(c, route)))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
