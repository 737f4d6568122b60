//! The app's UI strings (`embedded-web/src/i18n/{en,zh}.ts`), read at first use, so the server's
//! chrome says exactly what the app says once it mounts.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::ts_table::object_entries;

const EN_TS: &str = include_str!("../../../embedded-web/src/i18n/en.ts");
const ZH_TS: &str = include_str!("../../../embedded-web/src/i18n/zh.ts");

/// One language's strings; a key the table lacks reads as itself, so a typo shows rather than vanishes.
pub struct Strings(HashMap<&'static str, &'static str>);

impl Strings {
    pub fn get<'a>(&self, key: &'a str) -> &'a str
    where
        'static: 'a,
    {
        self.0.get(key).copied().unwrap_or(key)
    }
}

/// The strings for a page language: `zh…` → Chinese, anything else → English (as `uiLang`).
pub fn strings(lang: &str) -> &'static Strings {
    static EN: OnceLock<Strings> = OnceLock::new();
    static ZH: OnceLock<Strings> = OnceLock::new();
    if lang.starts_with("zh") {
        ZH.get_or_init(|| Strings(object_entries(ZH_TS, "export const zh: Strings = {").into_iter().collect()))
    } else {
        EN.get_or_init(|| Strings(object_entries(EN_TS, "export const en = {").into_iter().collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_every_key_the_chrome_uses() {
        for key in super::super::USED_STRINGS {
            for lang in ["en-US", "zh-CN"] {
                assert_ne!(strings(lang).get(key), *key, "{lang} lacks {key}");
            }
        }
        assert_eq!(strings("en-US").get("toc"), "On This Page");
        assert_ne!(strings("zh-CN").get("toc"), "On This Page");
    }
}
