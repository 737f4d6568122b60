//! Typed page front-matter. Wrong types never crash: the field becomes empty and a problem is recorded.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// One author entry (`author: Name`, `{name, url}` or a list of either).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Author {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// A hero or notice button.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Action {
    pub text: String,
    pub link: String,
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

/// A home-page feature card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Feature {
    pub title: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

/// A home-page highlight block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Highlight {
    pub header: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default)]
    pub features: Vec<Feature>,
}

/// Folder settings carried by a section `README.md` (`dir:`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DirSettings {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub collapsible: Option<bool>,
}

/// `prev:` / `next:` override: `false`, a path, or `{text, link, icon}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum NavOverride {
    Off(bool),
    Path(String),
    Link {
        text: String,
        link: String,
        #[serde(default)]
        icon: Option<String>,
    },
}

/// Blog `sticky` and `star`: `true`, or a number that ranks the marked articles (higher first).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum BlogMark {
    Switch(bool),
    Rank(f64),
}

impl BlogMark {
    /// Whether the article is marked, and its rank among the marked (`true` ranks 0).
    pub fn rank(mark: Option<BlogMark>) -> Option<f64> {
        match mark? {
            BlogMark::Switch(true) => Some(0.0),
            BlogMark::Switch(false) => None,
            BlogMark::Rank(n) if n.is_finite() => Some(n),
            BlogMark::Rank(_) => Some(0.0),
        }
    }
}

/// Blog `feed` (the feed plugin's front matter): `false` keeps an article out of the feeds; an
/// object's `title` and `description` are its title and summary there.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PageFeed {
    Switch(bool),
    Entry {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        title: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        description: Option<String>,
    },
}

/// A string setting that can also be switched off with `false` (`footer`, `copyright`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TextOrSwitch {
    Switch(bool),
    Text(String),
}

/// `pageInfo:` either `false` or the list of items to show.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PageInfoSetting {
    Switch(bool),
    Items(Vec<String>),
}

/// Every front-matter key the site understands. Unknown keys are kept out (lint reports them).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FrontMatter {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub short_title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub layout: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub author: Option<Vec<Author>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub category: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tag: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_original: Option<bool>,
    /// Blog: `false` keeps the page out of the article lists, `true` puts it in without a date,
    /// category or tag (`site::blog`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub article: Option<bool>,
    /// Blog: pinned first in the article list.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sticky: Option<BlogMark>,
    /// Blog: listed on the starred page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub star: Option<BlogMark>,
    /// Blog: the summary shown in article lists and feeds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub excerpt: Option<String>,
    /// Blog: left out of the feeds (`false`), or its title and summary there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub feed: Option<PageFeed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pageview: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub page_info: Option<PageInfoSetting>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub header_depth: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub home: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portfolio: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub navbar: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub toc: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cover: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hero_text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tagline: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hero_image: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hero_image_dark: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bg_image: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<Action>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub features: Vec<Feature>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<Highlight>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub breadcrumb: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edit_link: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_updated: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contributors: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub footer: Option<TextOrSwitch>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prev: Option<NavOverride>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<NavOverride>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub copyright: Option<TextOrSwitch>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub license: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub comment: Option<bool>,
    #[serde(rename = "commentID", skip_serializing_if = "Option::is_none")]
    pub comment_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub back_to_top: Option<bool>,
    /// `true` shows the print button, `false` hides the site's (site.yaml `print`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub print: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub container_class: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dir: Option<DirSettings>,
    /// Portfolio home fields are passed to the front end as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub avatar: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub titles: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub welcome: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub medias: Option<Value>,
    /// Marks a page that deliberately has no twin in the other language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub untranslated: Option<bool>,
    /// The commit this page was last brought in step with its twin(s) at (`translatedFrom`):
    /// `docs coverage` then lists what changed in the twin since that commit, even on a shallow
    /// clone where page times alone cannot tell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub translated_from: Option<String>,
    /// `false` turns the glossary's terminology check off for a page that quotes other wording.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub terminology: Option<bool>,
    /// `true`: opened by its address only, so no link to it is expected (`pages/unreachable`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub orphan: Option<bool>,
    /// The page's own `<head>` tags, written after the site's (server only: the served HTML
    /// holds them; scripts are refused, see [`super::head_entry`]).
    #[serde(skip)]
    pub head: Vec<super::head_entry::HeadEntry>,
    /// Keys the page sets that the schema marks `x-not-supported` (VuePress and theme-hope keys
    /// docs accepts but does not act on), in schema order; lint notes each once per site.
    #[serde(skip)]
    pub not_supported: Vec<String>,
}

/// Deepest heading level a table of contents can show (`headerDepth` 0–6).
pub const MAX_HEADER_DEPTH: u8 = 6;

/// A revision as `translatedFrom` names it: a commit hash, a tag or a branch (what `git rev-parse`
/// takes), short and without spaces.
fn is_revision(rev: &str) -> bool {
    (1..=MAX_REVISION).contains(&rev.len())
        && !rev.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Longest `translatedFrom` accepted (a SHA-256 commit id is 64 hex digits; refs are short).
const MAX_REVISION: usize = 100;

/// A front-matter field whose value had the wrong type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldProblem {
    pub key: String,
    pub message: String,
}

/// The front-matter schema, the single list of keys pages may use (also served to editors).
pub const SCHEMA: &str = include_str!("../../schemas/frontmatter.schema.json");

/// The properties of [`SCHEMA`], parsed once.
fn schema_properties() -> &'static Map<String, Value> {
    static PROPERTIES: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
    PROPERTIES.get_or_init(|| {
        let schema: Value = serde_json::from_str(SCHEMA).unwrap_or_default();
        schema["properties"]
            .as_object()
            .cloned()
            .unwrap_or_default()
    })
}

/// Keys accepted in front-matter: the properties of [`SCHEMA`].
pub fn known_keys() -> &'static [String] {
    static KEYS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| schema_properties().keys().cloned().collect())
}

/// The schema annotation on keys docs accepts (so imported pages are not in error) but does not act on.
pub const NOT_SUPPORTED: &str = "x-not-supported";

/// Keys the schema marks [`NOT_SUPPORTED`]: `FrontMatter` checks their type against the schema but
/// does not read them.
pub fn not_supported_keys() -> &'static [String] {
    static KEYS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| {
        schema_properties()
            .iter()
            .filter(|(_, prop)| prop[NOT_SUPPORTED] == Value::Bool(true))
            .map(|(key, _)| key.clone())
            .collect()
    })
}

/// What the schema says about a key (`description`), for help lines.
pub fn key_description(key: &str) -> Option<&'static str> {
    schema_properties().get(key)?["description"].as_str()
}

/// Whether `value` fits `schema`, for the subset the front-matter schema uses: `type`, `const`,
/// `enum`, `oneOf`, and `prefixItems` / `items` / `minItems` / `maxItems` on lists.
fn fits(value: &Value, schema: &Value) -> bool {
    let is = |ty: &Value| match ty.as_str() {
        Some("boolean") => value.is_boolean(),
        Some("number") => value.is_number(),
        Some("integer") => value.is_i64() || value.is_u64(),
        Some("string") => value.is_string(),
        Some("array") => value.is_array(),
        Some("object") => value.is_object(),
        Some("null") => value.is_null(),
        _ => false,
    };
    let type_ok = match &schema["type"] {
        Value::Null => true,
        Value::Array(types) => types.iter().any(is),
        ty => is(ty),
    };
    let const_ok = schema.get("const").is_none_or(|c| c == value);
    let enum_ok = schema["enum"]
        .as_array()
        .is_none_or(|options| options.contains(value));
    let one_of_ok = schema["oneOf"]
        .as_array()
        .is_none_or(|alternatives| alternatives.iter().any(|a| fits(value, a)));
    let items_ok = value.as_array().is_none_or(|items| {
        let prefix = schema["prefixItems"]
            .as_array()
            .map_or(&[][..], Vec::as_slice);
        let count = |bound: &str| schema[bound].as_u64().and_then(|n| usize::try_from(n).ok());
        items.iter().zip(prefix).all(|(item, s)| fits(item, s))
            && items
                .iter()
                .skip(prefix.len())
                .all(|item| schema.get("items").is_none_or(|s| fits(item, s)))
            && count("minItems").is_none_or(|min| items.len() >= min)
            && count("maxItems").is_none_or(|max| items.len() <= max)
    });
    type_ok && const_ok && enum_ok && one_of_ok && items_ok
}

/// The types a schema allows, for messages: `true/false or a number`.
fn expected(schema: &Value) -> String {
    fn collect(schema: &Value, names: &mut Vec<&'static str>) {
        let mut name = |ty: &Value| {
            let shown = match ty.as_str() {
                Some("boolean") => "true/false",
                Some("number") => "a number",
                Some("integer") => "a whole number",
                Some("string") => "text",
                Some("array") => "a list",
                Some("object") => "a mapping",
                _ => return,
            };
            if !names.contains(&shown) {
                names.push(shown);
            }
        };
        match &schema["type"] {
            Value::Array(types) => types.iter().for_each(&mut name),
            ty => name(ty),
        }
        for alternative in schema["oneOf"].as_array().into_iter().flatten() {
            collect(alternative, names);
        }
    }
    let mut names = Vec::new();
    collect(schema, &mut names);
    names.join(" or ")
}

impl FrontMatter {
    /// Build from a parsed YAML mapping; problems are returned, never thrown.
    pub fn from_value(value: &Value) -> (Self, Vec<FieldProblem>) {
        let mut problems = Vec::new();
        let Some(map) = value.as_object() else {
            if !value.is_null() {
                problems.push(FieldProblem {
                    key: String::new(),
                    message: format!("front-matter must be a mapping, found {}", kind(value)),
                });
            }
            return (Self::default(), problems);
        };
        let mut r = Reader {
            map,
            problems: &mut problems,
        };
        let fm = FrontMatter {
            title: r.scalar_text("title"),
            short_title: r.scalar_text("shortTitle"),
            description: r.get("description"),
            icon: r.get("icon"),
            order: r.get("order"),
            layout: r.get("layout"),
            author: r.author(),
            category: r.string_list(&["category", "categories"]),
            tag: r.string_list(&["tag", "tags"]),
            date: r.scalar_text("date"),
            is_original: r.get("isOriginal"),
            article: r.get("article"),
            sticky: r.get("sticky"),
            star: r.get("star"),
            excerpt: r.scalar_text("excerpt"),
            feed: r.get("feed"),
            pageview: r.get("pageview"),
            page_info: r.get("pageInfo"),
            sidebar: r.get("sidebar"),
            header_depth: r.get("headerDepth"),
            home: r.get("home"),
            portfolio: r.get("portfolio"),
            navbar: r.get("navbar"),
            toc: r.get("toc"),
            cover: r.get("cover"),
            hero_text: r.scalar_text("heroText"),
            tagline: r.scalar_text("tagline"),
            hero_image: r.get("heroImage"),
            hero_image_dark: r.get("heroImageDark"),
            bg_image: r.get("bgImage"),
            actions: r.get("actions").unwrap_or_default(),
            features: r.get("features").unwrap_or_default(),
            highlights: r.get("highlights").unwrap_or_default(),
            breadcrumb: r.get("breadcrumb"),
            edit_link: r.get("editLink"),
            last_updated: r.get("lastUpdated"),
            contributors: r.get("contributors"),
            footer: r.get("footer"),
            prev: r.get("prev"),
            next: r.get("next"),
            copyright: r.get("copyright"),
            license: r.get("license"),
            comment: r.get("comment"),
            comment_id: r.scalar_text("commentID"),
            back_to_top: r.get("backToTop"),
            print: r.get("print"),
            container_class: r.get("containerClass"),
            index: r.get("index"),
            dir: r.get("dir"),
            name: r.get("name"),
            avatar: r.get("avatar"),
            titles: r.get("titles").unwrap_or_default(),
            welcome: r.get("welcome"),
            medias: map.get("medias").cloned(),
            untranslated: r.get("untranslated"),
            translated_from: r.scalar_text("translatedFrom"),
            terminology: r.get("terminology"),
            orphan: r.get("orphan"),
            head: r.get("head").unwrap_or_default(),
            not_supported: Vec::new(),
        };
        let mut fm = fm;
        // Kept from VuePress and theme-hope: not read, but typed like the schema says.
        for key in not_supported_keys() {
            let Some(value) = map.get(key).filter(|v| !v.is_null()) else {
                continue;
            };
            let schema = &schema_properties()[key];
            if !fits(value, schema) {
                problems.push(FieldProblem {
                    key: key.clone(),
                    message: format!(
                        "`{key}` has the wrong type ({}): expected {}",
                        kind(value),
                        expected(schema)
                    ),
                });
            }
            fm.not_supported.push(key.clone());
        }
        if let Some(depth) = fm.header_depth.filter(|d| *d > MAX_HEADER_DEPTH) {
            problems.push(FieldProblem {
                key: "headerDepth".into(),
                message: format!(
                    "`headerDepth` is {depth}; headings go down to level {MAX_HEADER_DEPTH} (0 to {MAX_HEADER_DEPTH})"
                ),
            });
            fm.header_depth = Some(MAX_HEADER_DEPTH);
        }
        if let Some(rev) = fm.translated_from.take() {
            if is_revision(&rev) {
                fm.translated_from = Some(rev);
            } else {
                let shown: String = rev.chars().take(24).collect();
                let more = if rev.chars().count() > 24 { "…" } else { "" };
                problems.push(FieldProblem {
                    key: "translatedFrom".into(),
                    message: format!(
                        "`translatedFrom` is `{shown}{more}`, not a commit (a hash or tag of at most {MAX_REVISION} characters, no spaces); it is ignored"
                    ),
                });
            }
        }
        (fm, problems)
    }
}

struct Reader<'a> {
    map: &'a Map<String, Value>,
    problems: &'a mut Vec<FieldProblem>,
}

impl Reader<'_> {
    fn get<T: DeserializeOwned>(&mut self, key: &str) -> Option<T> {
        let value = self.map.get(key)?;
        if value.is_null() {
            return None;
        }
        match T::deserialize(value) {
            Ok(v) => Some(v),
            Err(err) => {
                // Where the schema also refuses the value, say what it allows: serde's words
                // for an untagged enum ("did not match any variant of BlogMark") name our types.
                let why = match schema_properties().get(key) {
                    Some(schema) if !fits(value, schema) => {
                        format!("expected {}", expected(schema))
                    }
                    _ => err.to_string(),
                };
                self.problems.push(FieldProblem {
                    key: key.to_owned(),
                    message: format!("`{key}` has the wrong type ({}): {why}", kind(value)),
                });
                None
            }
        }
    }

    /// Strings, plus numbers and booleans written where text was meant (`title: 404`, dates).
    fn scalar_text(&mut self, key: &str) -> Option<String> {
        match self.map.get(key)? {
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            Value::Null => None,
            other => {
                self.problems.push(FieldProblem {
                    key: key.to_owned(),
                    message: format!("`{key}` must be text, found {}", kind(other)),
                });
                None
            }
        }
    }

    fn author(&mut self) -> Option<Vec<Author>> {
        let value = self.map.get("author")?;
        let one = |v: &Value| -> Option<Author> {
            match v {
                Value::String(name) => Some(Author {
                    name: name.clone(),
                    url: None,
                }),
                Value::Object(_) => Author::deserialize(v).ok(),
                _ => None,
            }
        };
        match value {
            Value::Bool(false) => Some(Vec::new()),
            Value::Null => None,
            Value::Array(items) => Some(items.iter().filter_map(one).collect()),
            v => match one(v) {
                Some(a) => Some(vec![a]),
                None => {
                    self.problems.push(FieldProblem {
                        key: "author".into(),
                        message: format!(
                            "Expect \"author\" to be `AuthorInfo[] | AuthorInfo | string[] | string | false | undefined`, but got {}",
                            kind(v)
                        ),
                    });
                    Some(Vec::new())
                }
            },
        }
    }

    fn string_list(&mut self, keys: &[&str]) -> Vec<String> {
        let Some((key, value)) = keys.iter().find_map(|k| self.map.get(*k).map(|v| (*k, v))) else {
            return Vec::new();
        };
        match value {
            Value::Null => Vec::new(),
            Value::String(s) => vec![s.clone()],
            Value::Array(items) if items.iter().all(Value::is_string) => items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect(),
            other => {
                let name = if key.starts_with("categor") {
                    "category"
                } else {
                    "tag"
                };
                self.problems.push(FieldProblem {
                    key: key.to_owned(),
                    message: format!(
                        "Expect {name} to be `string[] | string | undefined`, but got {}",
                        kind(other)
                    ),
                });
                Vec::new()
            }
        }
    }
}

/// A short name for a JSON value's type, for messages.
pub fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a mapping",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn typed_fields_are_read() {
        let (fm, problems) = FrontMatter::from_value(&json!({
            "title": "Docker", "order": 5, "category": ["Guide"], "tag": "Install", "toc": false,
            "dir": {"order": 1}, "author": "Ann"
        }));
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(fm.title.as_deref(), Some("Docker"));
        assert_eq!(fm.order, Some(5));
        assert_eq!(fm.tag, vec!["Install"]);
        assert_eq!(fm.toc, Some(false));
        assert_eq!(fm.dir.and_then(|d| d.order), Some(1));
        assert_eq!(fm.author.unwrap()[0].name, "Ann");
    }

    #[test]
    fn wrong_author_category_tag_become_empty_and_are_reported() {
        let (fm, problems) = FrontMatter::from_value(&json!({
            "author": 42, "category": {"a": 1}, "tag": [1, "x"]
        }));
        assert_eq!(fm.author, Some(vec![]));
        assert!(fm.category.is_empty());
        assert!(fm.tag.is_empty());
        let keys: Vec<_> = problems.iter().map(|p| p.key.as_str()).collect();
        assert_eq!(keys, ["author", "category", "tag"]);
        assert!(problems[0].message.starts_with("Expect \"author\" to be"));
    }

    #[test]
    fn wrong_scalar_types_are_reported_not_fatal() {
        let (fm, problems) =
            FrontMatter::from_value(&json!({"order": "first", "toc": "no", "title": 404}));
        assert_eq!(fm.order, None);
        assert_eq!(fm.toc, None);
        assert_eq!(fm.title.as_deref(), Some("404"));
        assert_eq!(problems.len(), 2);
    }

    // Regression: `star: yes` and `sticky: {}` were accepted although the schema says otherwise.
    #[test]
    fn star_and_sticky_of_the_wrong_type_are_reported() {
        let (_, problems) = FrontMatter::from_value(&json!({"star": "yes", "sticky": {}}));
        // The order of the findings is the reader's, not a promise: sort before comparing.
        let mut keys: Vec<_> = problems.iter().map(|p| p.key.as_str()).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["star", "sticky"]);
        assert!(
            problems
                .iter()
                .all(|p| p.message.ends_with("expected true/false or a number")),
            "{problems:?}"
        );
        // theme-hope writes a number to order starred and pinned articles.
        let (fm, problems) = FrontMatter::from_value(&json!({"star": 10, "sticky": true}));
        assert!(problems.is_empty(), "{problems:?}");
        // The blog reads both (site::blog), so neither is "not supported" any more.
        assert!(fm.not_supported.is_empty(), "{:?}", fm.not_supported);
        assert_eq!(BlogMark::rank(fm.star), Some(10.0));
        assert_eq!(BlogMark::rank(fm.sticky), Some(0.0));
    }

    #[test]
    fn vuepress_keys_are_checked_against_the_schema_types() {
        let (fm, problems) = FrontMatter::from_value(&json!({
            "head": [["meta", {"name": "keywords", "content": "a, b"}], ["script", {}, "x()"]],
            "sitemap": {"priority": 0.8}, "redirectFrom": ["/old.html"], "sidebarDepth": 2,
            "pageInfo": true
        }));
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(fm.page_info, Some(PageInfoSetting::Switch(true)));
        assert_eq!(fm.head.len(), 2);
        for wrong in [
            json!({"head": [["meta"]]}),
            json!({"head": [[{"name": "x"}, {}]]}),
            json!({"head": "meta"}),
        ] {
            let (fm, problems) = FrontMatter::from_value(&wrong);
            assert_eq!(problems.len(), 1, "{wrong}");
            assert!(fm.head.is_empty() && fm.not_supported.is_empty(), "{wrong}");
        }
        for wrong in [
            json!({"sidebarDepth": 1.5}),
            json!({"redirectFrom": [1]}),
            json!({"sitemap": "no"}),
        ] {
            let (fm, problems) = FrontMatter::from_value(&wrong);
            assert_eq!(problems.len(), 1, "{wrong}");
            assert_eq!(fm.not_supported.len(), 1, "{wrong}");
        }
    }

    #[test]
    fn non_mapping_front_matter_is_a_problem() {
        let (_, problems) = FrontMatter::from_value(&json!(["a"]));
        assert_eq!(problems.len(), 1);
    }
}
