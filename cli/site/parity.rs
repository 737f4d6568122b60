//! Sidebar parity between locales: every sidebar of the root locale has a twin in each other
//! locale, with the same groups and pages. Plain data, shared by `docs lint` (as warnings) and
//! `docs coverage` (as notes), so neither has to call the other.

use std::collections::HashSet;

use super::{SidebarItem, Site};

/// One way a locale's sidebars differ from the root locale's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SidebarGap {
    /// The locale file that should change (`locales/zh.yaml`).
    pub file: String,
    /// The root locale's sidebar key (`/guide/`).
    pub key: String,
    /// The twin key in the other locale (`/zh/guide/`).
    pub twin_key: String,
    /// Menu name of the root locale (`English`), to say which sidebar is the reference.
    pub root_name: String,
    pub kind: GapKind,
}

/// What is wrong with the twin sidebar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GapKind {
    /// No sidebar at `twin_key` at all.
    Missing,
    /// Entries (unlocalized routes, at most five each) only on one side.
    Differs {
        only_root: Vec<String>,
        only_here: Vec<String>,
    },
}

impl SidebarGap {
    /// The stable rule id `docs lint` reports this under.
    pub fn rule(&self) -> &'static str {
        match self.kind {
            GapKind::Missing => "config/sidebar-missing",
            GapKind::Differs { .. } => "config/sidebar-parity",
        }
    }

    /// One sentence saying what differs.
    pub fn message(&self) -> String {
        let (key, twin_key, root) = (&self.key, &self.twin_key, &self.root_name);
        match &self.kind {
            GapKind::Missing => format!(
                "no sidebar for `{twin_key}` (the {root} one has `{key}`); pages there get an empty sidebar"
            ),
            GapKind::Differs {
                only_root,
                only_here,
            } => format!(
                "sidebar `{twin_key}` differs from `{key}`: only in {root} {only_root:?}, only here {only_here:?}"
            ),
        }
    }
}

/// The locale file of a locale prefix (`/zh/` -> `locales/zh.yaml`).
pub fn locale_file(site: &Site, prefix: &str) -> String {
    format!(
        "locales/{}.yaml",
        site.config
            .locales
            .get(prefix)
            .map_or("?", |l| l.key.as_str())
    )
}

/// Every sidebar difference between the root locale and the others.
pub fn sidebar_gaps(site: &Site) -> Vec<SidebarGap> {
    let root = "/";
    let mut out = Vec::new();
    let Some(base) = site.sidebars.get(root) else {
        return out;
    };
    for (prefix, sidebars) in site.sidebars.iter().filter(|(p, _)| p.as_str() != root) {
        let file = locale_file(site, prefix);
        for (key, items) in base {
            let twin_key = format!("{prefix}{}", super::text::after(key, root.len()));
            let gap = |kind| SidebarGap {
                file: file.clone(),
                key: key.clone(),
                twin_key: twin_key.clone(),
                root_name: site.root_locale().name.clone(),
                kind,
            };
            let Some(twin) = sidebars.get(&twin_key) else {
                out.push(gap(GapKind::Missing));
                continue;
            };
            let (Some(a), Some(b)) = (
                items.as_deref().map(|i| shape(i, root)),
                twin.as_deref().map(|i| shape(i, prefix)),
            ) else {
                continue;
            };
            // Group brackets alone say nothing; compare the routes.
            let a: HashSet<&String> = a.iter().filter(|s| s.len() > 1).collect();
            let b: HashSet<&String> = b.iter().filter(|s| s.len() > 1).collect();
            let only = |x: &HashSet<&String>, y: &HashSet<&String>| -> Vec<String> {
                let mut v: Vec<String> = x.difference(y).map(|s| (*s).clone()).collect();
                v.sort();
                v.truncate(5);
                v
            };
            let (only_root, only_here) = (only(&a, &b), only(&b, &a));
            if !only_root.is_empty() || !only_here.is_empty() {
                out.push(gap(GapKind::Differs {
                    only_root,
                    only_here,
                }));
            }
        }
    }
    out
}

/// The shape of a sidebar with locale prefixes removed: groups and links by unlocalized route.
fn shape(items: &[SidebarItem], prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    for item in items {
        match &item.children {
            Some(children) => {
                out.push("[".into());
                out.extend(shape(children, prefix));
                out.push("]".into());
            }
            None => out.push(item.link.as_deref().map_or(String::new(), |l| {
                format!("/{}", l.strip_prefix(prefix).unwrap_or(l))
            })),
        }
    }
    out
}
