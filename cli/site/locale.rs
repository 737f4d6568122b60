//! One configured locale (`locales:` in site.yaml): its prefix, language, names and search
//! analyzer. It sits below the config, the UI strings and the dates, which all read it; its UI
//! strings are looked up by [`super::ui_strings`], which adds `Locale::ui`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::blog_config::LocaleBlogger;

/// One configured locale (`locales:` in site.yaml), keyed by its path prefix. The only place a
/// locale is described: code takes a `&Locale` and never names a language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Locale {
    /// Path prefix (`/`, `/zh/`): the key of `locales:`, filled in after parsing.
    #[serde(skip)]
    pub prefix: String,
    /// Name of the locale file under `locales/` (`en` → `locales/en.yaml`); also the search key.
    pub key: String,
    /// BCP 47 tag, `en-US` / `zh-CN`; by default the key (`zh`).
    #[serde(default)]
    pub lang: String,
    /// Name shown in the language menu; by default the bundled name of its language (`简体中文`).
    #[serde(default)]
    pub name: String,
    /// By default the site's title and description (see [`super::SiteConfig::complete`]).
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub description: String,
    /// Browser languages that map to this locale (language redirect).
    #[serde(default)]
    pub browser_langs: Vec<String>,
    /// UI strings in this language (container titles, component labels…); a missing key reads
    /// the bundled table (`embedded-web/src/i18n/strings.json`, see `site::ui_strings`).
    #[serde(default, skip_serializing)]
    pub ui: BTreeMap<String, String>,
    /// Search analyzer; by default CJK bigrams for Chinese, Japanese and Korean, words otherwise.
    #[serde(default, skip_serializing)]
    pub analyzer: Option<Analyzer>,
    /// The blogger card's texts in this language, over site.yaml `blog:`'s (`site::blog::blogger`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blog: Option<LocaleBlogger>,
}

/// How a locale's text is cut into search terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Analyzer {
    /// Words, lower-cased and stemmed (English stemmer).
    Words,
    /// Overlapping CJK character bigrams plus lower-cased Latin words.
    CjkBigrams,
}

impl Locale {
    /// The search analyzer: the configured one, else chosen by the language tag.
    pub fn analyzer(&self) -> Analyzer {
        self.analyzer.unwrap_or_else(|| {
            let primary = self.lang.split(['-', '_']).next().unwrap_or("");
            if ["zh", "ja", "ko"].contains(&primary.to_ascii_lowercase().as_str()) {
                Analyzer::CjkBigrams
            } else {
                Analyzer::Words
            }
        })
    }

    /// The locale used when site.yaml configures none: English at `/`.
    pub fn fallback() -> &'static Locale {
        static FALLBACK: std::sync::OnceLock<Locale> = std::sync::OnceLock::new();
        FALLBACK.get_or_init(|| Locale {
            prefix: "/".into(),
            key: "en".into(),
            lang: "en-US".into(),
            name: "English".into(),
            title: "Docs".into(),
            description: "Documentation for v3".into(),
            browser_langs: vec!["en-US".into(), "en".into()],
            ui: BTreeMap::new(),
            analyzer: None,
            blog: None,
        })
    }
}
