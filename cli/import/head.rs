//! The site's own head, as `site.yaml` `head:`: the config's `head` entries, and the analytics
//! plugins (`@vuepress/plugin-google-analytics`, `plugin-baidu-analytics`, theme-hope's
//! `plugins.googleAnalytics`) written as the script tags they add. What docs would refuse (see
//! [`crate::site::head_entry`]) is dropped here with the same reason, so the import never writes
//! a `head:` entry lint then reports.

use serde_json::{json, Value};

use super::js_literal::{Js, Node};
use super::report::{Action, Finding};
use crate::site::head_entry::{HeadEntry, Scope};

/// The config's `head` entries that docs writes, with one report line per entry.
pub fn entries(node: &Node, findings: &mut Vec<Finding>) -> Vec<Value> {
    let Js::Array(list) = &node.value else {
        findings.push(
            Finding::at(
                &node.at,
                "`head` not converted: it is not a list of [tag, attributes] entries",
            )
            .with(Action::NotConverted),
        );
        return Vec::new();
    };
    let mut out = Vec::new();
    for entry in list {
        let Some(value) = super::integrations::plain(entry) else {
            findings.push(Finding::at(
                &entry.at,
                "head entry not converted: it is computed; write it as a literal [tag, {attributes}, text?]",
            ));
            continue;
        };
        let Ok(parsed) = serde_json::from_value::<HeadEntry>(value.clone()) else {
            findings.push(Finding::at(
                &entry.at,
                "head entry not converted: it is not [tag, {attributes}] or [tag, {attributes}, text]",
            ));
            continue;
        };
        if let Some(why) = refused(&parsed, Scope::Site) {
            findings.push(Finding::at(&entry.at, why).with(Action::Dropped));
            continue;
        }
        let subject = format!(
            "{} {} {}",
            parsed.attr("src").unwrap_or_default(),
            parsed.attr("href").unwrap_or_default(),
            parsed.content.as_deref().unwrap_or_default()
        )
        .to_lowercase();
        if parsed.tag == "link" && super::integrations::is_icon_font(&subject) {
            findings.push(
                Finding::at(
                    &entry.at,
                    format!(
                        "icon-font stylesheet{} dropped: icon tags in pages are written as emoji or removed (see the pages' lines)",
                        shown(parsed.attr("href"))
                    ),
                )
                .with(Action::Dropped),
            );
            continue;
        }
        if parsed.tag == "script" && super::integrations::is_ads(&subject) {
            findings.push(
                Finding::at(
                    &entry.at,
                    format!(
                        "ad script{} dropped: docs shows ads only through `ads:` in site.yaml, which loads nothing unless configured",
                        shown(parsed.attr("src"))
                    ),
                )
                .with(Action::Dropped),
            );
            continue;
        }
        let what = match parsed.tag.as_str() {
            "script" if super::integrations::is_analytics(&subject) => format!(
                "analytics script{} converted to `head:` in site.yaml; its host is allowed by the Content-Security-Policy because it is named there",
                shown(parsed.attr("src"))
            ),
            "script" => format!(
                "head script{} converted to `head:` in site.yaml (allowed by the Content-Security-Policy because it is named there)",
                shown(parsed.attr("src"))
            ),
            tag => format!(
                "head `{tag}`{} converted to `head:` in site.yaml",
                shown(parsed.attr("name").or(parsed.attr("rel")))
            ),
        };
        findings.push(Finding::at(&entry.at, what).with(Action::Converted));
        out.push(value);
    }
    out
}

/// A page's front-matter `head`: the same checks, for a page (no scripts). Returns the entries
/// kept, or `None` when every entry may stay as written.
pub fn page_entries(
    value: &Value,
    file: &str,
    line: u32,
    findings: &mut Vec<Finding>,
) -> Option<Value> {
    let list = value.as_array()?;
    let mut kept = Vec::new();
    let mut changed = false;
    for item in list {
        let Ok(parsed) = serde_json::from_value::<HeadEntry>(item.clone()) else {
            kept.push(item.clone());
            continue;
        };
        match refused(&parsed, Scope::Page) {
            Some(why) => {
                changed = true;
                findings.push(Finding {
                    file: file.to_owned(),
                    line: Some(line),
                    message: why,
                    action: Action::Dropped,
                });
            }
            None => kept.push(item.clone()),
        }
    }
    changed.then_some(Value::Array(kept))
}

/// Why docs would leave the entry out, as a report line; `None` when it is written.
fn refused(entry: &HeadEntry, scope: Scope) -> Option<String> {
    let refusal = entry.refusal(scope)?;
    Some(format!(
        "head entry `{}` dropped: {}",
        entry.tag, refusal.message
    ))
}

/// An analytics plugin's tags (`name` as the plugin list or theme-hope's `plugins` spells it),
/// or `None` when `name` is no analytics plugin docs knows.
pub fn analytics(
    name: &str,
    options: &Node,
    out: &mut Vec<Value>,
    findings: &mut Vec<Finding>,
) -> Option<()> {
    let kind = match name {
        "googleAnalytics" => "Google Analytics",
        "baiduAnalytics" => "Baidu Analytics",
        _ => return None,
    };
    let id = options
        .get("id")
        .and_then(Node::as_str)
        .map(str::trim)
        .unwrap_or("");
    // The id goes into a script's text: only the characters such ids are made of.
    let plain_id = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !plain_id {
        findings.push(Finding::at(
            &options.at,
            format!("{kind} plugin not converted: it needs a literal `id` (letters, digits, `-`)"),
        ));
        return Some(());
    }
    let tags = if name == "googleAnalytics" {
        vec![
            json!(["script", {"async": true, "src": format!("https://www.googletagmanager.com/gtag/js?id={id}")}]),
            json!(["script", {}, format!("window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','{id}');")]),
            // gtag.js reports to Google Analytics' own hosts: named so the policy lets it connect.
            json!(["link", {"rel": "preconnect", "href": "https://www.google-analytics.com"}]),
            json!(["link", {"rel": "preconnect", "href": "https://region1.google-analytics.com"}]),
        ]
    } else {
        vec![
            json!(["script", {}, "var _hmt=_hmt||[];"]),
            json!(["script", {"async": true, "src": format!("https://hm.baidu.com/hm.js?{id}")}]),
        ]
    };
    findings.push(
        Finding::at(
            &options.at,
            format!("{kind} plugin (`{id}`) converted to script tags in site.yaml `head:`; their hosts are allowed by the Content-Security-Policy because they are named there"),
        )
        .with(Action::Converted),
    );
    out.extend(tags);
    Some(())
}

fn shown(value: Option<String>) -> String {
    value
        .filter(|v| !v.is_empty())
        .map_or_else(String::new, |v| format!(" `{v}`"))
}
