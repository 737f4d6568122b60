//! The sidebar entries the import writes into a locale file (`sidebar:` of
//! `locale.schema.json`): a link, or a group of them. The config mapping and the `structure`
//! expansion both build them.

use serde::Serialize;

#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum SidebarItem {
    Link(String),
    Group(SidebarGroup),
}

#[derive(Serialize)]
pub(super) struct SidebarGroup {
    pub(super) text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) icon: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) link: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) prefix: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) collapsible: Option<bool>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) children: Vec<SidebarItem>,
}
