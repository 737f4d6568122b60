//! The inline SVG icons of the front end's `Icon` component, drawn by the server with the same
//! shapes so the first paint already holds them: both read `components/Icon/icons.json`.

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

/// Path data for an icon spec (`iconfont icon-github`, `fa-solid fa-x`): the first token that names
/// a known shape, as `Icon` resolves it.
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
        t.paths
            .get(name)
            .or_else(|| t.alias.get(name).and_then(|a| t.paths.get(a)))
            .map(String::as_str)
    })
}

/// `Icon`'s markup for a spec, or nothing for an unknown one.
pub fn icon(spec: Option<&str>, class: &str) -> String {
    spec.and_then(resolve).map_or_else(String::new, |d| {
        format!("<svg class=\"icon {class}\" viewBox=\"0 0 24 24\" width=\"1em\" height=\"1em\" aria-hidden=\"true\" focusable=\"false\"><path fill=\"currentColor\" d=\"{d}\"></path></svg>")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn icons_come_from_the_front_end_table_with_its_aliases() {
        assert!(icon(Some("iconfont icon-github"), "").contains("d=\"M12 2a10"));
        assert_eq!(resolve("fa-solid fa-database"), resolve("icon-cache"));
        assert!(resolve("icon-cache").is_some());
        assert_eq!(icon(Some("icon-no-such-shape"), ""), "");
        assert_eq!(icon(None, ""), "");
    }
}
