//! What a locale shows when `locales/<key>.yaml` leaves something out, or is not there at all: a
//! site starts with pages and a title, and gets a working sidebar and 404 page in its language
//! from the bundled strings (`site::ui_strings`) instead of an error.

use std::collections::BTreeMap;

use super::config::{LocaleConfig, NotFoundTexts, SidebarConfig};
use super::locale::Locale;

/// The locale file a locale reads when it has none: a sidebar built from the folder tree under
/// the locale's prefix, no navbar, and the 404 texts of its language.
pub fn missing(locale: &Locale) -> LocaleConfig {
    let mut config = LocaleConfig {
        sidebar: BTreeMap::from([(
            locale.prefix.clone(),
            SidebarConfig::Keyword("structure".into()),
        )]),
        ..LocaleConfig::default()
    };
    complete(&mut config, locale);
    config
}

/// Fills the 404 texts a locale file left out (all of them, or some) from the bundled strings.
pub fn complete(config: &mut LocaleConfig, locale: &Locale) {
    let NotFoundTexts {
        title,
        hints,
        back,
        home,
    } = &mut config.not_found;
    for (field, key) in [
        (title, "notFound.title"),
        (back, "notFound.back"),
        (home, "notFound.home"),
    ] {
        if field.is_empty() {
            *field = locale.ui(key).to_owned();
        }
    }
    if hints.is_empty() {
        *hints = locale
            .ui("notFound.hints")
            .lines()
            .map(str::to_owned)
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chinese() -> Locale {
        Locale {
            prefix: "/zh/".into(),
            key: "zh".into(),
            lang: "zh-CN".into(),
            ..Locale::fallback().clone()
        }
    }

    #[test]
    fn a_missing_file_gives_a_structure_sidebar_and_texts_in_the_language() {
        let config = missing(&chinese());
        assert_eq!(
            config.sidebar.get("/zh/"),
            Some(&SidebarConfig::Keyword("structure".into()))
        );
        assert_eq!(config.not_found.title, "页面不存在");
        assert_eq!(config.not_found.hints.len(), 2);
        assert!(config.navbar.is_empty());
    }

    #[test]
    fn texts_a_file_wrote_are_kept() {
        let mut config = LocaleConfig::default();
        config.not_found.title = "Lost".into();
        complete(&mut config, Locale::fallback());
        assert_eq!(config.not_found.title, "Lost");
        assert_eq!(config.not_found.home, "Take me home");
    }
}
