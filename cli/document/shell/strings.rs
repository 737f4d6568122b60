//! The app's UI strings (`embedded-web/src/i18n/<key>.ts` under the locale's `ui` strings), read at
//! first use, so the server's chrome says exactly what the app says once it mounts.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::OnceLock;

use super::ts_table::object_entries;
use crate::site::Locale;

type Table = HashMap<&'static str, &'static str>;

/// The translations bundled with the app, by locale key: file, and the line that opens its table.
/// A locale without one reads English under its own `ui` strings from site.yaml.
const BUNDLED: &[(&str, &str, &str)] = &[
    (
        "en",
        include_str!("../../../embedded-web/src/i18n/en.ts"),
        "export const en = {",
    ),
    (
        "zh",
        include_str!("../../../embedded-web/src/i18n/zh.ts"),
        "export const zh: Strings = {",
    ),
];

fn tables() -> &'static Vec<(&'static str, Table)> {
    static TABLES: OnceLock<Vec<(&'static str, Table)>> = OnceLock::new();
    TABLES.get_or_init(|| {
        BUNDLED
            .iter()
            .map(|(key, source, marker)| {
                (*key, object_entries(source, marker).into_iter().collect())
            })
            .collect()
    })
}

fn english() -> &'static Table {
    &tables()[0].1
}

/// The English table of the strings the app's behaviours fetch after the mount (copy buttons,
/// image viewer, back to top): the server draws none of them, but a locale's `ui` strings for
/// them travel with the rest.
const LATER_ENGLISH: (&str, &str) = (
    include_str!("../../../embedded-web/src/i18n/later/en.ts"),
    "export const en = {",
);

/// Every key the app reads from a locale's `ui` strings.
fn app_keys() -> &'static HashSet<&'static str> {
    static KEYS: OnceLock<HashSet<&'static str>> = OnceLock::new();
    KEYS.get_or_init(|| {
        let (source, marker) = LATER_ENGLISH;
        english()
            .keys()
            .copied()
            .chain(object_entries(source, marker).into_iter().map(|(k, _)| k))
            .collect()
    })
}

/// One locale's strings: its `ui` strings from site.yaml over the bundled table for its key
/// (English when none is bundled); a key neither has reads as itself, so a typo shows rather than
/// vanishes.
#[derive(Clone, Copy)]
pub struct Strings<'a> {
    table: &'static Table,
    ui: &'a BTreeMap<String, String>,
}

impl<'a> Strings<'a> {
    pub fn get<'k>(&self, key: &'k str) -> &'k str
    where
        'a: 'k,
    {
        match self.ui.get(key) {
            Some(text) => text,
            None => self.table.get(key).copied().unwrap_or(key),
        }
    }
}

/// The strings for a locale, as the app shows them (`strings(lang, locale.ui)` in `i18n/index.ts`).
pub fn strings(locale: &Locale) -> Strings<'_> {
    let table = tables()
        .iter()
        .find(|(key, _)| *key == locale.key)
        .map_or_else(english, |(_, table)| table);
    Strings {
        table,
        ui: &locale.ui,
    }
}

/// The locale's `ui` strings the app reads (keys of its English tables), sent in the locale data;
/// renderer-only strings (`container.tip`…) stay on the server.
pub fn app_ui(locale: &Locale) -> BTreeMap<&str, &str> {
    locale
        .ui
        .iter()
        .filter(|(key, _)| app_keys().contains(key.as_str()))
        .map(|(key, text)| (key.as_str(), text.as_str()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn locale(key: &str, ui: &[(&str, &str)]) -> Locale {
        Locale {
            key: key.into(),
            ui: ui.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
            ..Locale::fallback().clone()
        }
    }

    #[test]
    fn both_languages_have_every_key_the_chrome_uses() {
        for key in super::super::USED_STRINGS {
            for (bundled, _, _) in BUNDLED {
                let locale = locale(bundled, &[]);
                assert_ne!(strings(&locale).get(key), *key, "{bundled} lacks {key}");
            }
        }
        assert_eq!(strings(&locale("en", &[])).get("toc"), "On This Page");
        assert_ne!(strings(&locale("zh", &[])).get("toc"), "On This Page");
    }

    #[test]
    fn a_locale_without_a_bundled_table_reads_its_ui_strings_over_english() {
        let other = locale("xx", &[("toc", "T"), ("container.tip", "C")]);
        assert_eq!(strings(&other).get("toc"), "T");
        assert_eq!(
            strings(&other).get("prev"),
            strings(&locale("en", &[])).get("prev")
        );
        assert_eq!(
            app_ui(&other).into_iter().collect::<Vec<_>>(),
            [("toc", "T")]
        );
    }
}
