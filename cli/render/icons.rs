//! Icon markup from theme-hope pages (`<i class="fa-solid fa-bug">`, `<span class="iconfont
//! icon-github">`). No icon font ships with the site, so an icon becomes a neutral inline glyph with
//! an accessible label taken from its name, instead of an empty element that shows nothing.

/// Font Awesome classes that choose a style or an effect, not the icon.
const FA_MODIFIERS: &[&str] = &[
    "fa",
    "fas",
    "far",
    "fab",
    "fal",
    "fad",
    "fat",
    "fa-solid",
    "fa-regular",
    "fa-brands",
    "fa-light",
    "fa-thin",
    "fa-duotone",
    "fa-sharp",
    "fa-fw",
    "fa-lg",
    "fa-xs",
    "fa-sm",
    "fa-xl",
    "fa-2xl",
    "fa-spin",
    "fa-pulse",
    "fa-beat",
    "fa-bounce",
    "fa-fade",
    "fa-flip",
    "fa-shake",
    "fa-border",
    "fa-inverse",
    "fa-li",
    "fa-stack",
    "fa-spin-pulse",
    "fa-beat-fade",
    "fa-flip-horizontal",
    "fa-flip-vertical",
    "fa-flip-both",
    "fa-pull-left",
    "fa-pull-right",
];

/// The icon's name when `<tag class=…>` is icon markup (`i` or `span` only): `fa-bug` → `bug`,
/// `icon-github` → `github`.
pub fn label(tag: &str, attrs: &[(String, String)]) -> Option<String> {
    if tag != "i" && tag != "span" {
        return None;
    }
    let class = attrs
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("class"))
        .map(|(_, v)| v.as_str())?;
    let tokens: Vec<&str> = class.split_whitespace().collect();
    let is_fa = tokens.iter().any(|t| FA_MODIFIERS.contains(t));
    let is_iconfont = tokens.contains(&"iconfont");
    let name = tokens.iter().find_map(|t| {
        if is_fa && !FA_MODIFIERS.contains(t) {
            t.strip_prefix("fa-")
                .filter(|n| !n.starts_with(|c: char| c.is_ascii_digit()) && !n.is_empty())
        } else if is_iconfont {
            t.strip_prefix("icon-").filter(|n| !n.is_empty())
        } else {
            None
        }
    })?;
    Some(name.replace(['-', '_'], " "))
}

/// Attributes that make the element a labelled, visible, neutral glyph.
pub fn placeholder_attrs(label: &str) -> [(String, String); 3] {
    [
        ("role".into(), "img".into()),
        ("aria-label".into(), label.to_owned()),
        (
            "style".into(),
            "display:inline-block;width:1em;height:1em;vertical-align:-0.125em;border-radius:0.25em;background:currentColor;opacity:0.35".into(),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(v: &str) -> Vec<(String, String)> {
        vec![("class".into(), v.into())]
    }

    #[test]
    fn names_come_from_font_awesome_and_iconfont_classes() {
        assert_eq!(
            label("i", &class("fa-solid fa-bug fa-bounce")).as_deref(),
            Some("bug")
        );
        assert_eq!(
            label("i", &class("fas fa-circle-info")).as_deref(),
            Some("circle info")
        );
        assert_eq!(
            label("span", &class("iconfont icon-github")).as_deref(),
            Some("github")
        );
        assert_eq!(label("i", &class("fa-solid fa-2x")), None);
        assert_eq!(label("div", &class("fa-solid fa-bug")), None);
        assert_eq!(label("i", &class("emphasis")), None);
    }
}
