//! The site's own Vue components (`.vuepress/components/**/*.vue`), read as data: when a
//! component only shows literal data from its `<script>` (pricing cards, a feature list), that data
//! is written into the page as Markdown instead of an empty placeholder.

use std::collections::BTreeMap;
use std::path::Path;

use super::js_literal::{self, Js, Node};
use crate::site::text::Cut;
use crate::site::walk::Walk;

/// Object keys that style or wire an entry rather than say something.
const PRESENTATION_KEYS: &[&str] = &[
    "type",
    "color",
    "icon",
    "secondary",
    "class",
    "style",
    "id",
    "key",
    "size",
    "primary",
];

/// Component sources by path under `.vuepress/components`, lower-cased and without `.vue`.
#[derive(Debug, Default)]
pub struct Components {
    sources: BTreeMap<String, String>,
}

impl Components {
    /// Read every `.vue` file under `.vuepress/components` (inside `boundary`).
    pub fn load(source: &Path, boundary: &Path) -> Self {
        let dir = source.join(".vuepress/components");
        let mut sources = BTreeMap::new();
        if dir.is_dir() {
            let mut problems = Vec::new();
            let all = |_: &str| true;
            Walk {
                root: source,
                boundary,
                descend: &all,
                keep: &|rel: &str| rel.ends_with(".vue"),
            }
            .dir(
                &dir,
                &mut |rel, real| {
                    if let Ok(text) = std::fs::read_to_string(real) {
                        let key = rel
                            .trim_start_matches(".vuepress/components/")
                            .trim_end_matches(".vue")
                            .to_lowercase();
                        sources.insert(key, text);
                    }
                },
                &mut problems,
            );
        }
        Self { sources }
    }

    /// The component's literal data as Markdown, for a page under `route_prefix` (a locale's
    /// prefix): `name` is the tag, `import` what the page's `<script setup>` imported it from.
    pub fn markdown(&self, name: &str, import: Option<&str>, route_prefix: &str) -> Option<String> {
        let wanted = import
            .map(|s| {
                s.trim_start_matches('@')
                    .trim_start_matches("./")
                    .trim_end_matches(".vue")
                    .to_lowercase()
            })
            .unwrap_or_else(|| name.to_lowercase());
        let (_, text) = self.sources.iter().find(|(key, _)| {
            *key == &wanted
                || key.ends_with(&format!("/{wanted}"))
                || wanted.ends_with(&format!("/{key}"))
        })?;
        let script = script_body(text)?;
        let data = localized_data(script, route_prefix).or_else(|| top_level_data(script))?;
        let markdown = render(&data);
        (!markdown.trim().is_empty()).then(|| format!("{}\n", markdown.trim_end()))
    }
}

/// The text inside the component's `<script …>` element.
fn script_body(vue: &str) -> Option<&str> {
    let start = vue.find("<script")?;
    let body = vue.after(start);
    let open_end = body.find('>')? + 1;
    let end = body.find("</script>")?;
    body.get(open_end..end)
}

/// The top-level literal with the most text in it (the data the template loops over).
fn top_level_data(script: &str) -> Option<Node> {
    let module = js_literal::parse_module("component.vue", script);
    module
        .bindings
        .into_values()
        .filter(|n| matches!(n.value, Js::Object(_) | Js::Array(_)))
        .max_by_key(strings)
        .filter(|n| strings(n) > 0)
}

/// `if (… "/zh/" …) { data = {…} }`: the data a component swaps in for one locale's pages.
fn localized_data(script: &str, route_prefix: &str) -> Option<Node> {
    if route_prefix == "/" {
        return None;
    }
    let mut rest = script;
    while let Some(pos) = rest.find("if (") {
        let cond_end = rest.after(pos).find(')')? + pos;
        let condition = rest.between(pos, cond_end);
        let after = rest.after(cond_end);
        if condition.contains(&format!("\"{route_prefix}\""))
            || condition.contains(&format!("'{route_prefix}'"))
        {
            let open = after.find('{')?;
            let block = after.after(open + 1);
            let (name, value) = block.split_once('=')?;
            let name = name.trim();
            if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                let module =
                    js_literal::parse_module("component.vue", &format!("const {name} = {value}"));
                return module
                    .bindings
                    .get(name)
                    .cloned()
                    .filter(|n| strings(n) > 0);
            }
        }
        rest = after;
    }
    None
}

/// How many plain strings a literal holds.
fn strings(node: &Node) -> usize {
    match &node.value {
        Js::Str(_) => 1,
        Js::Array(items) => items.iter().map(strings).sum(),
        Js::Object(entries) => entries.iter().map(|(_, v)| strings(v)).sum(),
        _ => 0,
    }
}

/// Literal data as Markdown: a list of records becomes one section per record (its title as a
/// heading, its texts as paragraphs, lists of texts as bullets, lists of links as links).
fn render(node: &Node) -> String {
    match &node.value {
        Js::Object(entries) => {
            let lists: Vec<&Node> = entries
                .iter()
                .map(|(_, v)| v)
                .filter(|v| matches!(v.value, Js::Array(_)))
                .collect();
            if lists.len() == 1 {
                return render(lists[0]);
            }
            record(node)
        }
        Js::Array(items) => items
            .iter()
            .map(|item| match &item.value {
                Js::Object(_) => record(item),
                Js::Str(s) => format!("- {s}\n"),
                _ => String::new(),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Js::Str(s) => format!("{s}\n"),
        _ => String::new(),
    }
}

fn record(node: &Node) -> String {
    let Js::Object(entries) = &node.value else {
        return String::new();
    };
    let mut out = String::new();
    let title_key = ["title", "name", "label", "text"]
        .into_iter()
        .find(|k| node.get(k).and_then(Node::as_str).is_some());
    if let Some(title) = title_key.and_then(|k| node.get(k)).and_then(Node::as_str) {
        out.push_str(&format!("### {title}\n\n"));
    }
    for (key, value) in entries {
        if Some(key.as_str()) == title_key || PRESENTATION_KEYS.contains(&key.as_str()) {
            continue;
        }
        match &value.value {
            Js::Str(s) => out.push_str(&format!("{s}\n\n")),
            Js::Array(items) => {
                let links: Vec<String> = items
                    .iter()
                    .filter_map(|i| {
                        let text = i.get("text").or_else(|| i.get("title"))?.as_str()?;
                        let link = i.get("link").or_else(|| i.get("href"))?.as_str()?;
                        Some(format!("[{text}]({link})"))
                    })
                    .collect();
                if !links.is_empty() {
                    out.push_str(&format!("{}\n\n", links.join(" · ")));
                    continue;
                }
                for item in items {
                    if let Some(s) = item.as_str() {
                        out.push_str(&format!("- {s}\n"));
                    }
                }
                out.push('\n');
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_records_become_sections_and_a_locale_branch_is_picked_by_prefix() {
        let vue = r#"<script setup lang="ts">
import { NCard } from "naive-ui";
let data = { plans: [
  { title: "Free", price: "0", features: ["All", "No ads"], btns: [{ text: "Get", link: "https://x.invalid" }], type: "info" },
] };
if (location.pathname.startsWith("/zh/")) {
  data = { plans: [ { title: "免费", price: "0", features: ["全部"] } ] };
}
</script>
<template><NCard v-for="p in data.plans">{{ p.title }}</NCard></template>"#;
        let components = Components {
            sources: [("plans".to_owned(), vue.to_owned())].into_iter().collect(),
        };
        let en = components.markdown("Plans", Some("@Plans"), "/").unwrap();
        assert_eq!(
            en,
            "### Free\n\n0\n\n- All\n- No ads\n\n[Get](https://x.invalid)\n"
        );
        let zh = components.markdown("Plans", None, "/zh/").unwrap();
        assert!(zh.starts_with("### 免费\n"), "{zh}");
        assert!(components.markdown("Other", None, "/").is_none());
    }
}
