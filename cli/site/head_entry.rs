//! A site's own `<head>` tags, written as VuePress writes them: `[tag, attributes]` or
//! `[tag, attributes, content]`, in `site.yaml` `head:` (every page) and a page's `head:` front
//! matter (that page, after the site's).
//!
//! What may be written is decided here once, for the renderer (which leaves out what is refused)
//! and for lint (which says why, at its line): `meta`, `link` and `script` only; no attribute
//! that runs script (`on…`, a `javascript:` URL); a script from another host only over https;
//! no script in a page's head (the Content-Security-Policy is one for the whole site, so a page
//! cannot widen it: a script is declared in `site.yaml` or not at all).

use std::collections::BTreeMap;

use base64::Engine;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::link_safety::runs_script;

/// One `<head>` tag.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "RawEntry", into = "RawEntry")]
pub struct HeadEntry {
    pub tag: String,
    pub attrs: BTreeMap<String, AttrValue>,
    /// The text inside the element (an inline script); `None` for `[tag, attributes]`.
    pub content: Option<String>,
}

/// An attribute value: text (numbers are written as text), or `true` for a bare attribute
/// (`async`, `defer`) and `false` to leave it out, as VuePress reads them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AttrValue {
    Flag(bool),
    Number(serde_json::Number),
    Text(String),
}

impl AttrValue {
    /// The value as the attribute holds it; `None` for a flag.
    pub fn text(&self) -> Option<String> {
        match self {
            Self::Flag(_) => None,
            Self::Number(n) => Some(n.to_string()),
            Self::Text(t) => Some(t.clone()),
        }
    }
}

/// The list form the YAML holds.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum RawEntry {
    Bare(String, BTreeMap<String, AttrValue>),
    WithContent(String, BTreeMap<String, AttrValue>, String),
}

impl From<RawEntry> for HeadEntry {
    fn from(raw: RawEntry) -> Self {
        let (tag, attrs, content) = match raw {
            RawEntry::Bare(tag, attrs) => (tag, attrs, None),
            RawEntry::WithContent(tag, attrs, content) => (tag, attrs, Some(content)),
        };
        Self {
            tag,
            attrs,
            content,
        }
    }
}

impl From<HeadEntry> for RawEntry {
    fn from(e: HeadEntry) -> Self {
        match e.content {
            None => Self::Bare(e.tag, e.attrs),
            Some(content) => Self::WithContent(e.tag, e.attrs, content),
        }
    }
}

/// The tags a head entry may be.
pub const TAGS: [&str; 3] = ["meta", "link", "script"];

/// Why an entry is left out of the page; `value` is the text as written, for its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub rule: &'static str,
    pub value: String,
    pub message: String,
    pub help: &'static str,
}

/// Where an entry is written: page scripts are refused (see the module doc).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Site,
    Page,
}

impl HeadEntry {
    pub fn attr(&self, name: &str) -> Option<String> {
        self.attrs.get(name).and_then(AttrValue::text)
    }

    fn is_script(&self) -> bool {
        self.tag.eq_ignore_ascii_case("script")
    }

    /// Why this entry may not be written, or `None` when it may.
    pub fn refusal(&self, scope: Scope) -> Option<Refusal> {
        let refuse = |rule, value: &str, message: String, help| {
            Some(Refusal {
                rule,
                value: value.to_owned(),
                message,
                help,
            })
        };
        let tag = self.tag.as_str();
        if !TAGS.contains(&tag) {
            return refuse(
                "head/unknown-tag",
                tag,
                format!("head entry `{tag}` is not one of meta, link, script; it is left out"),
                "write a meta, link or script tag (styles belong in the palette or a linked stylesheet)",
            );
        }
        if self.is_script() && scope == Scope::Page {
            return refuse(
                "head/page-script",
                tag,
                "a page's head may not load a script; it is left out".into(),
                "declare the script in site.yaml `head:` (the Content-Security-Policy is the site's, not a page's)",
            );
        }
        for (name, value) in &self.attrs {
            if !is_attribute_name(name) {
                return refuse(
                    "head/attribute",
                    name,
                    format!("`{name}` is not an attribute name; the `{tag}` entry is left out"),
                    "attribute names are letters, digits and `-`, `_`, `:`, `.`",
                );
            }
            if name.len() > 2 && name.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("on")) {
                return refuse(
                    "head/attribute",
                    name,
                    format!("`{name}` runs script; the `{tag}` entry is left out"),
                    "put code in a script entry in site.yaml `head:`",
                );
            }
            if let Some(text) = value.text().filter(|t| runs_script(t)) {
                return refuse(
                    "head/script-url",
                    &text,
                    format!(
                        "`{name}` is `{text}`, which runs script; the `{tag}` entry is left out"
                    ),
                    "use an https address or a path on this site",
                );
            }
        }
        if let Some(content) = &self.content {
            if !self.is_script() {
                return refuse(
                    "head/content",
                    content,
                    format!("`{tag}` holds no text; the entry is left out"),
                    "write `[meta, {name: …, content: …}]` with the text as an attribute",
                );
            }
            // The text is written as it is: `</script` or `<!--` would end it early or change
            // how the browser reads the rest of the document.
            let lower = content.to_ascii_lowercase();
            if lower.contains("</script") || lower.contains("<!--") {
                return refuse(
                    "head/content",
                    content,
                    "the inline script holds `</script` or `<!--`; it is left out".into(),
                    "load the code from a file under public/ instead",
                );
            }
        }
        if self.is_script() {
            if let Some(src) = self.attr("src") {
                if is_other_host(&src) && !src.trim().to_ascii_lowercase().starts_with("https://") {
                    return refuse(
                        "head/script-origin",
                        &src,
                        format!("the script `{src}` is not loaded over https; it is left out"),
                        "load it from an https:// address or from a file under public/",
                    );
                }
            }
        }
        None
    }
}

/// Whether a URL names another host (an absolute or protocol-relative URL) rather than a path
/// of this site.
fn is_other_host(url: &str) -> bool {
    let url = url.trim();
    url.starts_with("//")
        || url
            .split_once(':')
            .is_some_and(|(scheme, _)| !scheme.is_empty() && !scheme.contains(['/', '?', '#']))
}

fn is_attribute_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
}

/// The entries of a list that may be written.
pub fn allowed(entries: &[HeadEntry], scope: Scope) -> impl Iterator<Item = &HeadEntry> {
    entries.iter().filter(move |e| e.refusal(scope).is_none())
}

/// What the site's own head asks the Content-Security-Policy to allow: script sources (each
/// script host's origin, each inline script's `'sha256-…'`) and hosts the page connects to (a
/// script's host, which such scripts report back to, and each `preconnect` link's origin).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Allowances {
    pub scripts: Vec<String>,
    pub connect: Vec<String>,
}

pub fn allowances(site_head: &[HeadEntry]) -> Allowances {
    let mut out = Allowances::default();
    for entry in allowed(site_head, Scope::Site) {
        if entry.is_script() {
            match (entry.attr("src"), &entry.content) {
                (Some(src), _) => {
                    if let Some(origin) = https_origin(&src) {
                        out.scripts.push(origin.clone());
                        out.connect.push(origin);
                    }
                }
                (None, Some(code)) => out.scripts.push(script_hash(code)),
                (None, None) => {}
            }
        } else if entry.tag == "link"
            && entry.attr("rel").is_some_and(|rel| {
                rel.split_ascii_whitespace()
                    .any(|r| r.eq_ignore_ascii_case("preconnect"))
            })
        {
            out.connect
                .extend(entry.attr("href").as_deref().and_then(https_origin));
        }
    }
    for list in [&mut out.scripts, &mut out.connect] {
        list.sort();
        list.dedup();
    }
    out
}

/// `'sha256-…'`: the CSP source that allows exactly this inline script text.
pub fn script_hash(code: &str) -> String {
    let digest = Sha256::digest(code.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// `https://host[:port]` of an https URL whose host is plain (letters, digits, `.`, `-`, `[]:`),
/// so nothing but the origin reaches the policy.
fn https_origin(url: &str) -> Option<String> {
    let rest = url.trim().strip_prefix("https://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    let plain = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'));
    plain.then(|| format!("https://{}", host.to_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn entry(value: serde_json::Value) -> HeadEntry {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn both_list_forms_are_read_and_written_back() {
        let e = entry(json!(["script", {"async": true, "src": "https://a.org/x.js"}]));
        assert_eq!(e.content, None);
        assert_eq!(e.attrs["async"], AttrValue::Flag(true));
        let e = entry(json!(["meta", {"name": "n", "content": 3}]));
        assert_eq!(e.attr("content").as_deref(), Some("3"));
        let e = entry(json!(["script", {}, "go()"]));
        assert_eq!(e.content.as_deref(), Some("go()"));
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            json!(["script", {}, "go()"])
        );
        for bad in [
            json!(["meta"]),
            json!([{"a": 1}, {}]),
            json!("meta"),
            json!(["meta", {"a": [1]}]),
        ] {
            assert!(
                serde_json::from_value::<HeadEntry>(bad.clone()).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn refusals_name_their_rule() {
        let rule = |v, scope| entry(v).refusal(scope).map(|r| r.rule);
        assert_eq!(
            rule(
                json!(["meta", {"name": "robots", "content": "noindex"}]),
                Scope::Page
            ),
            None
        );
        assert_eq!(
            rule(json!(["style", {}, "a{}"]), Scope::Site),
            Some("head/unknown-tag")
        );
        assert_eq!(
            rule(json!(["script", {"src": "/a.js"}]), Scope::Page),
            Some("head/page-script")
        );
        assert_eq!(
            rule(json!(["script", {"src": "http://a.org/a.js"}]), Scope::Site),
            Some("head/script-origin")
        );
        assert_eq!(
            rule(json!(["script", {"src": "//a.org/a.js"}]), Scope::Site),
            Some("head/script-origin")
        );
        assert_eq!(rule(json!(["script", {"src": "/a.js"}]), Scope::Site), None);
        assert_eq!(
            rule(
                json!(["link", {"rel": "icon", "href": " JavaScript:x"}]),
                Scope::Site
            ),
            Some("head/script-url")
        );
        assert_eq!(
            rule(json!(["meta", {"onload": "x()"}]), Scope::Site),
            Some("head/attribute")
        );
        assert_eq!(
            rule(json!(["meta", {"a\"b": "x"}]), Scope::Site),
            Some("head/attribute")
        );
        assert_eq!(
            rule(json!(["script", {}, "a='</SCRIPT>'"]), Scope::Site),
            Some("head/content")
        );
        assert_eq!(
            rule(json!(["meta", {}, "text"]), Scope::Site),
            Some("head/content")
        );
    }

    #[test]
    fn the_policy_allows_named_hosts_and_inline_hashes_only() {
        let head: Vec<HeadEntry> = serde_json::from_value(json!([
            ["script", {"async": true, "src": "https://WWW.googletagmanager.com/gtag/js?id=G-1"}],
            ["script", {}, "gtag('config', 'G-1')"],
            ["script", {"src": "http://plain.example.org/x.js"}],
            ["script", {"src": "https://bad host.org/x.js"}],
            ["link", {"rel": "preconnect", "href": "https://region1.google-analytics.com"}],
            ["link", {"rel": "stylesheet", "href": "https://fonts.example.org/a.css"}],
            ["meta", {"name": "x", "content": "https://meta.example.org"}]
        ]))
        .unwrap();
        let a = allowances(&head);
        assert_eq!(
            a.scripts,
            [
                script_hash("gtag('config', 'G-1')"),
                "https://www.googletagmanager.com".to_owned()
            ]
        );
        assert_eq!(
            a.connect,
            [
                "https://region1.google-analytics.com",
                "https://www.googletagmanager.com"
            ]
        );
        assert!(script_hash("").starts_with("'sha256-47DEQpj8"));
    }
}
