//! `children: "structure"` inside a theme-hope sidebar group, written out as the list it stands
//! for today: `docs` generates structure sidebars for a whole path prefix only, not for a group.

use std::collections::BTreeMap;

use super::pages::PageInfo;
use super::sidebar_item::{SidebarGroup, SidebarItem};

/// The pages and sub-folders under the route folder `base` (`/guide/`), ordered like a structure
/// sidebar: by front-matter `order` (folders by their README's `dir.order`), then by name. Pages
/// are links relative to `base`; a sub-folder is a group led by its README.
pub fn expand(base: &str, info: &BTreeMap<String, PageInfo>) -> Vec<SidebarItem> {
    let base = format!("{}/", base.trim_end_matches('/'));
    let mut entries: Vec<(Option<i64>, String, SidebarItem)> = Vec::new();
    let mut folders: Vec<&str> = Vec::new();
    for (route, page) in info.range(base.clone()..) {
        let Some(rest) = route.strip_prefix(&base) else {
            break;
        };
        match rest.split_once('/') {
            None if rest.is_empty() => {} // the folder's own README leads the group
            None => {
                let stem = rest.strip_suffix(".html").unwrap_or(rest);
                entries.push((
                    page.order,
                    stem.to_owned(),
                    SidebarItem::Link(stem.to_owned()),
                ));
            }
            Some((folder, _)) if folders.last() != Some(&folder) => folders.push(folder),
            Some(_) => {}
        }
    }
    for folder in folders {
        let index = format!("{base}{folder}/");
        let readme = info.get(&index);
        let children = expand(&index, info);
        entries.push((
            readme.and_then(|p| p.dir_order),
            folder.to_owned(),
            SidebarItem::Group(SidebarGroup {
                text: readme
                    .and_then(|p| p.title.clone())
                    .unwrap_or_else(|| folder.to_owned()),
                icon: readme
                    .and_then(|p| p.icon.as_deref())
                    .map(super::icon::icon_class),
                link: readme.map(|_| index.clone()),
                prefix: Some(format!("{folder}/")),
                collapsible: None,
                children,
            }),
        ));
    }
    // Ordered first, by `order`; the rest by name (theme-hope's default sorter).
    entries.sort_by(|a, b| match (a.0, b.0) {
        (Some(x), Some(y)) => x.cmp(&y).then_with(|| a.1.cmp(&b.1)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => a.1.cmp(&b.1),
    });
    entries.into_iter().map(|(_, _, item)| item).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(title: &str, order: Option<i64>) -> PageInfo {
        PageInfo {
            title: Some(title.to_owned()),
            order,
            ..PageInfo::default()
        }
    }

    #[test]
    fn folder_pages_come_in_order_then_by_name_and_sub_folders_become_groups() {
        let info: BTreeMap<String, PageInfo> = [
            ("/guide/", page("Guide", None)),
            ("/guide/zeta.html", page("Zeta", None)),
            ("/guide/setup.html", page("Setup", Some(2))),
            ("/guide/intro.html", page("Intro", Some(1))),
            ("/guide/more/", page("More", None)),
            ("/guide/more/deep.html", page("Deep", None)),
            ("/other.html", page("Other", None)),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        let items = expand("/guide/", &info);
        let json = serde_json::to_value(&items).unwrap();
        assert_eq!(
            json,
            serde_json::json!([
                "intro",
                "setup",
                {"text": "More", "link": "/guide/more/", "prefix": "more/", "children": ["deep"]},
                "zeta",
            ])
        );
    }
}
