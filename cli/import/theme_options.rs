//! theme-hope's and the default theme's page options, mapped to site.yaml's theme options
//! (`site::theme_options`): breadcrumb, page info, footer display, copyright, print button, last
//! update, contributors, edit link, previous/next links, TOC and its depth, and the Markdown
//! features the site turns on or off (theme `markdown:`, the `mdEnhance` plugin's options).
//! Only what the config sets is written; what it leaves unset keeps docs' default.

use serde::Serialize;

use super::js_literal::{Js, Node};
use super::report::{Action, Finding};
use crate::site::front_matter::{PageInfoSetting, TextOrSwitch};
use crate::site::theme_options::{MarkdownFeatures, ThemeOptions};

/// Theme keys read here (the config mapping reports the others it does not read).
pub const KEYS: &[&str] = &[
    "breadcrumb",
    "pageInfo",
    "displayFooter",
    "copyright",
    "print",
    "lastUpdated",
    "contributors",
    "editLink",
    "prevLink",
    "nextLink",
    "toc",
    "headerDepth",
    "markdown",
];

/// The page info items theme-hope names (`PageView` needs a counter service docs has not).
const PAGE_INFO_ITEMS: &[&str] = &[
    "Author",
    "Original",
    "Date",
    "Category",
    "Tag",
    "ReadingTime",
    "Word",
];

/// What goes into site.yaml, flattened beside its other keys.
#[derive(Debug, Default, Serialize)]
pub struct PageOptions {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub copyright: Option<TextOrSwitch>,
    #[serde(flatten)]
    pub theme: ThemeOptions,
}

/// Read the options from the theme (and its root locale, where theme-hope also takes them) and
/// the Markdown feature switches from the theme's `markdown` and the `mdEnhance` plugin.
pub fn convert(theme: &Node, findings: &mut Vec<Finding>) -> PageOptions {
    let root = theme.get("locales").and_then(|l| l.get("/"));
    let pick = |key: &str| theme.get(key).or_else(|| root.and_then(|r| r.get(key)));
    let mut mapped = Vec::new();
    let mut switch = |key: &str, to: &str| {
        let node = pick(key)?;
        match node.value {
            Js::Bool(b) => {
                mapped.push((
                    node,
                    format!("theme option `{key}` written as `{to}: {b}` in site.yaml"),
                ));
                Some(b)
            }
            _ => None,
        }
    };
    let mut out = PageOptions::default();
    let t = &mut out.theme;
    t.breadcrumb = switch("breadcrumb", "breadcrumb");
    t.display_footer = switch("displayFooter", "displayFooter");
    t.print = switch("print", "print");
    t.last_updated = switch("lastUpdated", "lastUpdated");
    t.contributors = switch("contributors", "contributors");
    t.edit_link = switch("editLink", "editLink");
    t.prev = switch("prevLink", "prev");
    t.next = switch("nextLink", "next");
    t.toc = switch("toc", "toc");
    for (node, message) in mapped {
        findings.push(Finding::at(&node.at, message).with(Action::Converted));
    }
    if let Some(node) = pick("pageInfo") {
        t.page_info = page_info(node, findings);
    }
    if let Some(node) = pick("headerDepth") {
        match node.value {
            Js::Num(n) if (0.0..=6.0).contains(&n) && n.fract() == 0.0 => {
                t.header_depth = Some(n as u8);
                findings.push(
                    Finding::at(&node.at, format!("theme option `headerDepth` written as `headerDepth: {n}` in site.yaml"))
                        .with(Action::Converted),
                );
            }
            _ => findings.push(Finding::at(
                &node.at,
                "theme option `headerDepth` is not a whole number from 0 to 6; docs' depth (2) is kept",
            )),
        }
    }
    if let Some(node) = pick("copyright") {
        out.copyright = match &node.value {
            Js::Bool(false) => Some(TextOrSwitch::Switch(false)),
            Js::Str(s) => Some(TextOrSwitch::Text(s.clone())),
            _ => None,
        };
        if out.copyright.is_some() {
            findings.push(
                Finding::at(
                    &node.at,
                    "theme option `copyright` written as `copyright:` in site.yaml",
                )
                .with(Action::Converted),
            );
        }
    }
    let md_enhance = theme.get("plugins").and_then(|p| p.get("mdEnhance"));
    for node in [pick("markdown"), md_enhance].into_iter().flatten() {
        markdown(node, &mut out.theme.markdown, findings);
    }
    out
}

/// `pageInfo: false` or the list of items theme-hope shows, in its order.
fn page_info(node: &Node, findings: &mut Vec<Finding>) -> Option<PageInfoSetting> {
    let setting = match &node.value {
        Js::Bool(b) => PageInfoSetting::Switch(*b),
        Js::Array(items) => {
            let mut kept = Vec::new();
            for item in items {
                match item.as_str() {
                    Some(name) if PAGE_INFO_ITEMS.contains(&name) => kept.push(name.to_owned()),
                    Some(name) => findings.push(
                        Finding::at(
                            &item.at,
                            format!("page info item `{name}` dropped: docs has no such item"),
                        )
                        .with(Action::Dropped),
                    ),
                    None => {}
                }
            }
            PageInfoSetting::Items(kept)
        }
        _ => return None,
    };
    findings.push(
        Finding::at(
            &node.at,
            "theme option `pageInfo` written as `pageInfo:` in site.yaml",
        )
        .with(Action::Converted),
    );
    Some(setting)
}

/// The Markdown switches of theme-hope's `markdown:` / `mdEnhance`: `mermaid`, `tasklist`,
/// `align`, `codetabs`/`codeTabs`, math (`math`, `katex`, `mathjax`: any set means on), alerts
/// (`alert`), and `gfm`, which turns task lists and math on as markdown-it's GFM preset does.
fn markdown(node: &Node, features: &mut MarkdownFeatures, findings: &mut Vec<Finding>) {
    let Js::Object(entries) = &node.value else {
        return;
    };
    for (key, value) in entries {
        let on = match &value.value {
            Js::Bool(b) => *b,
            // An options object (`math: { type: "katex" }`) turns the feature on.
            Js::Object(_) => true,
            _ => continue,
        };
        let target = match key.as_str() {
            "mermaid" => &mut features.mermaid,
            "tasklist" => &mut features.tasklist,
            "align" => &mut features.align,
            "codetabs" | "codeTabs" => &mut features.code_tabs,
            "math" | "katex" | "mathjax" => &mut features.math,
            "alert" | "alerts" => &mut features.alerts,
            "gfm" => {
                if on {
                    features.tasklist = true;
                    features.math = true;
                }
                findings.push(
                    Finding::at(&value.at, format!("Markdown option `gfm: {on}` written as site.yaml `markdown:` tasklist and math"))
                        .with(Action::Converted),
                );
                continue;
            }
            _ => continue,
        };
        *target = on;
        findings.push(
            Finding::at(
                &value.at,
                format!("Markdown option `{key}: {on}` written as site.yaml `markdown:`"),
            )
            .with(Action::Converted),
        );
    }
}
