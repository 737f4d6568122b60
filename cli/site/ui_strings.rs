//! Every UI string `docs` ships, in the one table the server and the app both read
//! (`embedded-web/src/i18n/strings.json`): `app` holds what the app and the server's chrome show
//! (sent to the app already resolved, in each locale's data), `server` what only the renderer
//! writes (container titles, date formats, driver tables).
//!
//! One selection rule, [`text`]: the locale's own `ui:` strings from site.yaml, then the table
//! named by its key, then the table of its primary language subtag, then English. A new locale
//! needs no code: `tw` with `lang: zh-TW` reads the `zh` table under its own `ui:` strings.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::locale::Locale;

/// Language → key → text.
type Tables = BTreeMap<String, BTreeMap<String, String>>;

#[derive(Deserialize)]
struct Table {
    app: Tables,
    server: Tables,
}

const SOURCE: &str = include_str!("../../embedded-web/src/i18n/strings.json");

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    // The file is compiled in and checked by the tests below: it cannot be wrong at run time.
    TABLE.get_or_init(|| serde_json::from_str(SOURCE).expect("strings.json is valid"))
}

/// The tables a locale reads, in order: its key, its primary language subtag, English.
fn languages(locale: &Locale) -> [String; 3] {
    let primary = locale.lang.split(['-', '_']).next().unwrap_or("");
    [
        locale.key.clone(),
        primary.to_ascii_lowercase(),
        "en".to_owned(),
    ]
}

/// The text of `key` for `locale` by the rule above; `None` for a key no table has.
pub fn text<'a>(locale: &'a Locale, key: &str) -> Option<&'a str> {
    if let Some(own) = locale.ui.get(key) {
        return Some(own);
    }
    let t = table();
    languages(locale).iter().find_map(|lang| {
        [&t.app, &t.server]
            .iter()
            .find_map(|group| group.get(lang.as_str())?.get(key))
            .map(String::as_str)
    })
}

impl Locale {
    /// The UI string `key` in this language, by the one selection rule of [`text`]
    /// (own `ui:` strings, the table of its key, of its language subtag, English); a key no table
    /// has reads as itself, so a typo shows rather than vanishes.
    pub fn ui<'a>(&'a self, key: &'a str) -> &'a str {
        super::ui_strings::text(self, key).unwrap_or(key)
    }
}

/// The bundled language the locale reads after its own strings (`zh` for a `tw` locale with
/// `lang: zh-TW`, `en` for one no table has), sent with the locale data; no widget keeps a string
/// table of its own any more, so none needs it to choose a language.
pub fn language(locale: &Locale) -> &'static str {
    let bundled = &table().app;
    languages(locale)
        .iter()
        .find_map(|lang| bundled.get_key_value(lang.as_str()))
        .map_or("en", |(lang, _)| lang.as_str())
}

/// The bundled text of `key` for a language tag (`zh-CN` reads the `zh` table), for writers that
/// have a language but no configured locale (the importer's notes).
pub fn bundled(lang: &str, key: &str) -> Option<&'static str> {
    let primary = lang
        .split(['-', '_'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    let t = table();
    [&t.app, &t.server]
        .iter()
        .find_map(|group| group.get(primary.as_str())?.get(key))
        .map(String::as_str)
}

/// Every string the app shows, resolved for `locale`: the app reads these and chooses nothing.
pub fn app_strings(locale: &Locale) -> BTreeMap<&'static str, &str> {
    let english = table().app.get("en").into_iter().flatten();
    english
        .map(|(key, fallback)| (key.as_str(), text(locale, key).unwrap_or(fallback.as_str())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn locale(key: &str, lang: &str, ui: &[(&str, &str)]) -> Locale {
        Locale {
            key: key.into(),
            lang: lang.into(),
            ui: ui.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
            ..Locale::fallback().clone()
        }
    }

    #[test]
    fn every_bundled_language_has_every_english_key() {
        let t = table();
        for group in [&t.app, &t.server] {
            let english = &group["en"];
            for (lang, strings) in group {
                for key in strings.keys() {
                    assert!(
                        english.contains_key(key),
                        "{lang} has {key}, English lacks it"
                    );
                }
            }
        }
        for key in t.app["en"].keys() {
            assert!(t.app["zh"].contains_key(key), "zh lacks {key}");
        }
    }

    #[test]
    fn own_strings_then_key_then_language_subtag_then_english() {
        let zh = locale("zh", "zh-CN", &[]);
        assert_eq!(text(&zh, "container.tip"), Some("提示"));
        assert_eq!(text(&zh, "toc"), Some("此页内容"));
        // A key that is not a language: its language subtag's table.
        let tw = locale("tw", "zh-TW", &[]);
        assert_eq!(text(&tw, "breadcrumbHome"), Some("首页"));
        assert_eq!(text(&tw, "editLink"), Some("编辑此页"));
        // A key that names a table wins over the subtag.
        let odd = locale("zh", "en-US", &[]);
        assert_eq!(text(&odd, "toc"), Some("此页内容"));
        assert_eq!([&zh, &tw, &odd].map(language), ["zh", "zh", "zh"]);
        // Own strings first; a language without a table reads English.
        let ja = locale("ja", "ja-JP", &[("toc", "目次")]);
        assert_eq!(text(&ja, "toc"), Some("目次"));
        assert_eq!(text(&ja, "prev"), Some("Prev"));
        assert_eq!(text(&ja, "container.tip"), Some("Tips"));
        assert_eq!(text(&ja, "no.such.key"), None);
        assert_eq!(language(&ja), "en");
    }

    #[test]
    fn the_app_gets_every_app_string_resolved_and_no_renderer_string() {
        let ja = locale(
            "ja",
            "ja-JP",
            &[("toc", "目次"), ("container.tip", "ヒント")],
        );
        let sent = app_strings(&ja);
        assert_eq!(sent["toc"], "目次");
        assert_eq!(sent["copyCode"], "Copy code");
        assert!(!sent.contains_key("container.tip"));
        assert_eq!(sent.len(), table().app["en"].len());
    }
}
