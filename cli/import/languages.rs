//! The name a language calls itself, for the language menu of an imported locale whose theme
//! gave no `selectLanguageName` (VuePress keys locales by language tag; a menu of `zh-CN` and
//! `en-US` reads as codes, not languages).

/// Primary language subtag → its own name. Chinese is decided by script or region first (see
/// [`language_name`]).
const NAMES: &[(&str, &str)] = &[
    ("en", "English"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("de", "Deutsch"),
    ("fr", "Français"),
    ("es", "Español"),
    ("ru", "Русский"),
    ("pt", "Português"),
    ("it", "Italiano"),
    ("nl", "Nederlands"),
    ("pl", "Polski"),
    ("tr", "Türkçe"),
    ("uk", "Українська"),
    ("vi", "Tiếng Việt"),
    ("id", "Bahasa Indonesia"),
    ("th", "ไทย"),
    ("ar", "العربية"),
    ("fa", "فارسی"),
    ("he", "עברית"),
    ("cs", "Čeština"),
    ("sv", "Svenska"),
    ("fi", "Suomi"),
    ("da", "Dansk"),
    ("nb", "Norsk bokmål"),
    ("hu", "Magyar"),
    ("el", "Ελληνικά"),
    ("ro", "Română"),
];

/// Subtags that mean traditional characters (script, or a region that writes them).
const TRADITIONAL: &[&str] = &["hant", "tw", "hk", "mo"];

/// The own name of the language tagged `tag` (`zh-CN` → 简体中文, `pt-BR` → Português), if known.
pub fn language_name(tag: &str) -> Option<&'static str> {
    let lower = tag.to_ascii_lowercase();
    let mut parts = lower.split(['-', '_']);
    let primary = parts.next()?;
    if primary == "zh" {
        let traditional = parts.any(|p| TRADITIONAL.contains(&p));
        return Some(if traditional {
            "繁體中文"
        } else {
            "简体中文"
        });
    }
    NAMES
        .iter()
        .find(|(code, _)| *code == primary)
        .map(|(_, name)| *name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_name_their_language_in_itself() {
        assert_eq!(language_name("zh-CN"), Some("简体中文"));
        assert_eq!(language_name("zh"), Some("简体中文"));
        assert_eq!(language_name("zh-TW"), Some("繁體中文"));
        assert_eq!(language_name("zh-Hant-HK"), Some("繁體中文"));
        assert_eq!(language_name("en-US"), Some("English"));
        assert_eq!(language_name("ja-JP"), Some("日本語"));
        assert_eq!(language_name("ko"), Some("한국어"));
        assert_eq!(language_name("pt_BR"), Some("Português"));
        assert_eq!(language_name("x-klingon"), None);
        assert_eq!(language_name(""), None);
    }
}
