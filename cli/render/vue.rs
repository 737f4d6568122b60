//! Vue template syntax written into Markdown for VuePress (`{{ expr }}`, `:attr=`, `@click=`, `v-if`,
//! `#slot`): it only means something to Vue, so here it is removed (never shown as text, never fed to
//! `==mark==`) and the page gets a `vue/template-syntax` finding pointing at it.

/// Remove every `{{ … }}` interpolation from `text`; `None` when there is none. An unclosed `{{` is
/// ordinary text.
pub fn strip_interpolations(text: &str) -> Option<String> {
    let start = text.find("{{")?;
    text[start..].find("}}")?;
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        let Some(close) = rest[open + 2..].find("}}") else {
            break;
        };
        out.push_str(&rest[..open]);
        rest = &rest[open + 2 + close + 2..];
    }
    out.push_str(rest);
    Some(out)
}

/// Whether an HTML attribute name is a Vue binding, event or directive rather than plain HTML.
pub fn is_directive(name: &str) -> bool {
    name.starts_with([':', '@', '#']) || name.starts_with("v-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interpolations_are_removed_unclosed_braces_stay() {
        assert_eq!(
            strip_interpolations("Token: {{ token }} and =={{ max }}== {{ a == b }}.").as_deref(),
            Some("Token:  and ==== .")
        );
        assert_eq!(strip_interpolations("a {{ b"), None);
        assert_eq!(strip_interpolations("{{a}} {{ b").as_deref(), Some(" {{ b"));
        assert_eq!(strip_interpolations("plain"), None);
    }

    #[test]
    fn hostile_braces_take_one_pass() {
        let text = "{{".repeat(100_000) + "}}";
        assert_eq!(strip_interpolations(&text).as_deref(), Some(""));
        let unclosed = "{{ x }".repeat(100_000);
        assert!(strip_interpolations(&unclosed).is_none());
    }

    #[test]
    fn directives_are_recognised() {
        for name in [":disabled", "@click", "v-show", "v-if", "#default"] {
            assert!(is_directive(name), "{name}");
        }
        for name in ["class", "data-x", "href", "style"] {
            assert!(!is_directive(name), "{name}");
        }
    }
}
