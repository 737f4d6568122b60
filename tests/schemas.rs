//! The JSON Schemas in schemas/ and the Rust types agree: every key the schema allows is read by the
//! types with the same type, and every key the types read is in the schema.
#![recursion_limit = "256"]

use docs::site::config::{LocaleConfig, SiteConfig};
use docs::site::front_matter::{known_keys, not_supported_keys, FrontMatter, SCHEMA};
use serde_json::{json, Value};

fn schema(file: &str) -> Value {
    serde_json::from_str(
        &std::fs::read_to_string(format!("{}/schemas/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap(),
    )
    .unwrap()
}

/// A value that fits a (simple) schema, and one that does not.
fn samples(prop: &Value) -> Option<(Value, Value)> {
    match prop["type"].as_str() {
        Some("boolean") => Some((json!(true), json!({"no": 1}))),
        Some("integer") => Some((json!(3), json!("three"))),
        Some("string") => Some((json!("text"), json!({"no": 1}))),
        _ => None,
    }
}

#[test]
fn front_matter_schema_is_embedded_and_lists_the_keys() {
    assert_eq!(
        schema("frontmatter.schema.json"),
        serde_json::from_str::<Value>(SCHEMA).unwrap()
    );
    assert!(known_keys().len() > 50);
}

#[test]
fn every_simple_front_matter_key_is_typed_like_the_schema() {
    let s = schema("frontmatter.schema.json");
    // Kept from VuePress and theme-hope: type-checked against the schema but not read (see below).
    let ignored = not_supported_keys();
    let mut checked = 0;
    for (key, prop) in s["properties"].as_object().unwrap() {
        let Some((good, bad)) = samples(prop) else {
            continue;
        };
        if ignored.contains(key) {
            continue;
        }
        let (fm, problems) = FrontMatter::from_value(&json!({ key.as_str(): good }));
        assert!(
            problems.is_empty(),
            "{key}: a valid value was refused: {problems:?}"
        );
        let serialized = serde_json::to_value(&fm).unwrap();
        assert!(
            serialized.get(key.as_str()).is_some(),
            "{key}: the schema allows it but FrontMatter does not read it"
        );
        let (_, problems) = FrontMatter::from_value(&json!({ key.as_str(): bad }));
        // Text fields accept numbers written where text was meant, but never mappings.
        assert!(
            !problems.is_empty(),
            "{key}: a wrong type was accepted silently"
        );
        checked += 1;
    }
    assert!(checked > 30, "only {checked} keys checked");
}

#[test]
fn not_supported_keys_are_typed_like_the_schema_and_not_read() {
    let s = schema("frontmatter.schema.json");
    assert!(
        not_supported_keys().len() >= 8,
        "{:?}",
        not_supported_keys()
    );
    for key in not_supported_keys() {
        let prop = &s["properties"][key.as_str()];
        assert!(prop["description"].is_string(), "{key}: say what it is");
        // Any mapping fits only the keys that take a settings object.
        let (fm, problems) = FrontMatter::from_value(&json!({ key.as_str(): {"no": [1]} }));
        let fits_any_mapping = ["sitemap", "seo", "feed"].contains(&key.as_str());
        assert_eq!(problems.is_empty(), fits_any_mapping, "{key}: {problems:?}");
        assert_eq!(fm.not_supported, std::slice::from_ref(key), "{key}");
        assert!(
            serde_json::to_value(&fm)
                .unwrap()
                .get(key.as_str())
                .is_none(),
            "{key}: marked not supported, but FrontMatter reads it"
        );
    }
}

#[test]
fn every_front_matter_field_is_in_the_schema() {
    let full = json!({
        "title": "t", "shortTitle": "s", "description": "d", "icon": "i", "order": 1, "layout": "l", "author": "a",
        "category": ["c"], "tag": ["t"], "date": "2024-01-01", "isOriginal": true, "pageview": true, "pageInfo": false,
        "sidebar": false, "headerDepth": 2, "home": true, "portfolio": true, "navbar": true, "toc": true, "cover": "c",
        "heroText": "h", "tagline": "t", "heroImage": "i", "heroImageDark": "i", "bgImage": "b",
        "actions": [{"text": "a", "link": "/"}], "features": [{"title": "f"}], "highlights": [{"header": "h"}],
        "breadcrumb": true, "editLink": true, "lastUpdated": true, "contributors": true, "footer": "f", "prev": false,
        "next": "/x", "copyright": false, "license": "MIT", "comment": true, "commentID": "c", "backToTop": true,
        "containerClass": "c", "index": false, "dir": {"order": 1}, "name": "n", "avatar": "a", "titles": ["t"],
        "welcome": "w", "medias": [], "untranslated": true
    });
    let (fm, problems) = FrontMatter::from_value(&full);
    assert!(problems.is_empty(), "{problems:?}");
    for key in serde_json::to_value(&fm)
        .unwrap()
        .as_object()
        .unwrap()
        .keys()
    {
        assert!(
            known_keys().iter().any(|k| k == key),
            "FrontMatter has `{key}` but the schema does not"
        );
    }
}

#[test]
fn locale_fields_match_the_site_schema() {
    let s = schema("site.schema.json");
    let locale = &s["properties"]["locales"]["additionalProperties"];
    let props: Vec<&String> = locale["properties"].as_object().unwrap().keys().collect();
    let sample = json!({
        "key": "ja", "lang": "ja-JP", "name": "日本語", "title": "t", "description": "d",
        "browserLangs": ["ja"], "ui": {"container.tip": "ヒント"}, "analyzer": "cjk-bigrams",
        "blog": {"description": "果物の話"}
    });
    let mut keys: Vec<&String> = sample.as_object().unwrap().keys().collect();
    let mut sorted = props.clone();
    keys.sort();
    sorted.sort();
    assert_eq!(keys, sorted, "the sample covers every locale property");
    let parsed: docs::site::Locale =
        serde_json::from_value(sample).expect("every locale property is read by Locale");
    assert_eq!(parsed.ui("container.tip"), "ヒント");
    assert_eq!(parsed.analyzer(), docs::site::Analyzer::CjkBigrams);
    assert_eq!(
        parsed.blog.and_then(|b| b.description).as_deref(),
        Some("果物の話")
    );
    for analyzer in locale["properties"]["analyzer"]["enum"].as_array().unwrap() {
        serde_json::from_value::<docs::site::Analyzer>(analyzer.clone())
            .expect("every analyzer the schema allows is known");
    }
    assert!(serde_json::from_value::<docs::site::Locale>(json!({
        "key": "ja", "lang": "ja-JP", "name": "n", "title": "t", "description": "d", "analyzer": "jieba"
    }))
    .is_err());
}

#[test]
fn site_config_fields_match_the_site_schema() {
    let s = schema("site.schema.json");
    let props: Vec<&String> = s["properties"].as_object().unwrap().keys().collect();
    let sample = json!({
        "title": "Docs", "description": "d", "defaultLocale": "/zh/",
        "locales": {"/": {"key": "en", "lang": "en-US", "name": "English", "title": "Docs", "description": "d", "browserLangs": ["en"]}},
        "hostname": "https://x", "base": "/repo/", "logo": "/logo.svg", "repo": "a/b", "docsRepo": {"repo": "a/b", "branch": "main", "dir": "content"},
        "author": {"name": "A"}, "copyright": "c", "license": "l", "darkmode": "switch", "notices": [], "apiSelector": {},
        "comments": {}, "ads": {}, "changelog": {}, "focus": true, "orphans": ["tool/"], "redirects": {"/a.html": "/b.html"},
        "maxPageSize": 2097152, "forbiddenPhrases": {"/": ["upstream docs", {"phrase": "our helper page", "reason": "name the tool page"}]},
        "facts": [{"name": "default port", "pattern": "port `(\\d+)`", "accepted": ["5244"]}],
        "exclude": ["**/*.snippet.md"], "llms": false,
        "head": [["meta", {"name": "author", "content": "A"}], ["script", {"async": true, "src": "https://a.org/x.js"}], ["script", {}, "go()"]],
        "palette": {"brand": "#c00", "link": "#06c", "fontFamily": "Inter, sans-serif", "monoFontFamily": "monospace", "contentWidth": "780px", "dark": {"brand": "#f88", "link": "#8cf"}},
        "favicon": "/favicon.ico",
        "blog": {"articlesPerPage": 5}, "feed": {"atom": true, "rss": true, "json": false, "count": 10},
        "breadcrumb": false, "pageInfo": ["Date", "Author"], "displayFooter": false, "footer": "f", "print": true,
        "lastUpdated": false, "contributors": false, "editLink": false, "prev": false, "next": false, "toc": false,
        "headerDepth": 3, "markdown": {"mermaid": false, "math": true, "tasklist": false, "align": false, "codeTabs": false, "alerts": true}
    });
    let keys: Vec<&String> = sample.as_object().unwrap().keys().collect();
    assert_eq!(keys, props, "the sample covers every schema property");
    let config: SiteConfig =
        serde_json::from_value(sample).expect("every schema property is read by SiteConfig");
    // The head, palette and favicon are read (server-only, so not serialized below either).
    assert_eq!(config.head.len(), 3);
    assert_eq!(
        config.palette.dark.as_ref().and_then(|d| d.link.as_deref()),
        Some("#8cf")
    );
    assert!(config.palette.refusals().is_empty());
    assert_eq!(config.favicon.as_deref(), Some("/favicon.ico"));
    let palette = s["properties"]["palette"]["properties"]
        .as_object()
        .unwrap();
    let read = serde_json::to_value(&config.palette).unwrap();
    assert_eq!(
        palette.keys().collect::<Vec<_>>(),
        read.as_object().unwrap().keys().collect::<Vec<_>>(),
        "palette keys"
    );
    // The theme options are read (they are not sent to the app, so not serialized below).
    assert_eq!(config.theme.header_depth, Some(3));
    assert!(config.theme.markdown.math && !config.theme.markdown.code_tabs);
    let markdown = &s["properties"]["markdown"]["properties"];
    assert_eq!(
        markdown.as_object().unwrap().len(),
        6,
        "every Markdown feature is in the schema"
    );
    let mut out = serde_json::to_value(&config).unwrap();
    out.as_object_mut()
        .unwrap()
        .insert("redirects".into(), json!({}));

    for key in out.as_object().unwrap().keys() {
        assert!(
            props.contains(&key),
            "SiteConfig has `{key}` but the schema does not"
        );
    }
    assert!(serde_json::from_value::<SiteConfig>(
        json!({"title": "a", "description": "b", "defaultLocale": "/", "locales": {}, "tittle": 1})
    )
    .is_err());
}

#[test]
fn locale_config_fields_match_the_locale_schema() {
    let s = schema("locale.schema.json");
    let props: Vec<&String> = s["properties"].as_object().unwrap().keys().collect();
    let sample = json!({
        "navbar": [{"text": "Guide", "link": "/guide/", "icon": "i", "children": []}],
        "sidebar": {"/guide/": "structure", "/tool/": false, "/": ["", {"text": "G", "prefix": "guide/", "children": ["a"]}]},
        "notFound": {"title": "t", "hints": ["h"], "back": "b", "home": "h"}, "footer": "f"
    });
    let keys: Vec<&String> = sample.as_object().unwrap().keys().collect();
    assert_eq!(keys, props);
    let config: LocaleConfig = serde_json::from_value(sample).unwrap();
    for key in serde_json::to_value(&config)
        .unwrap()
        .as_object()
        .unwrap()
        .keys()
    {
        assert!(
            props.contains(&key),
            "LocaleConfig has `{key}` but the schema does not"
        );
    }
}

#[test]
fn shipped_config_files_name_their_schema() {
    for file in [
        "content/site.yaml",
        "content/locales/en.yaml",
        "content/locales/zh.yaml",
        "content/glossary.yaml",
    ] {
        let text =
            std::fs::read_to_string(format!("{}/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        assert!(
            text.starts_with("# yaml-language-server: $schema="),
            "{file}"
        );
    }
}
