//! The icons of the front end's `Icon` component, drawn by the server in the same markup so the first
//! paint already holds them: both read `components/Icon/icons.json`, and an icon is an `<i>` naming
//! its shape, drawn by the stylesheet's mask rule for it (`embedded-web/build/icon-masks.ts`).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

const ICONS_JSON: &str = include_str!("../../../embedded-web/src/components/Icon/icons.json");

#[derive(Deserialize)]
struct Table {
    paths: HashMap<String, String>,
    alias: HashMap<String, String>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    // Compiled in and checked by the test below: it cannot be wrong at run time.
    TABLE.get_or_init(|| serde_json::from_str(ICONS_JSON).expect("icons.json is valid"))
}

/// The shape an icon spec (`iconfont icon-github`, `fa-solid fa-x`) names: its first token that
/// names a known shape, directly or by alias, as `Icon` resolves it.
fn resolve(spec: &str) -> Option<&'static str> {
    let t = table();
    spec.split_whitespace().find_map(|token| {
        let name = token
            .strip_prefix("icon-")
            .or_else(|| token.strip_prefix("fa-"))?;
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return None;
        }
        let shape = if t.paths.contains_key(name) {
            name
        } else {
            t.alias.get(name)?
        };
        t.paths.get_key_value(shape).map(|(k, _)| k.as_str())
    })
}

/// `Icon`'s markup for a spec, or nothing for an unknown one.
pub fn icon(spec: Option<&str>, class: &str) -> String {
    let Some(shape) = spec.and_then(resolve) else {
        return String::new();
    };
    let sep = if class.is_empty() { "" } else { " " };
    format!("<i class=\"icon i-{shape}{sep}{class}\"></i>")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icons_come_from_the_front_end_table_with_its_aliases() {
        assert_eq!(
            icon(Some("iconfont icon-github"), ""),
            "<i class=\"icon i-github\"></i>"
        );
        assert_eq!(
            icon(Some("fa-solid fa-database s12"), "vp-feature-icon"),
            "<i class=\"icon i-cache vp-feature-icon\"></i>"
        );
        assert_eq!(resolve("fa-solid fa-database"), resolve("icon-cache"));
        assert!(resolve("icon-cache").is_some());
        assert_eq!(icon(Some("icon-no-such-shape"), ""), "");
        assert_eq!(icon(None, ""), "");
    }
}
