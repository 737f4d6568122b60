//! The inline SVG icons of the front end's `Icon` component (`components/Icon/paths.ts`), drawn by the
//! server with the same shapes so the first paint already holds them.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::ts_table::object_entries;

const PATHS_TS: &str = include_str!("../../../embedded-web/src/components/Icon/paths.ts");

struct Table {
    paths: HashMap<&'static str, &'static str>,
    alias: HashMap<&'static str, &'static str>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| Table {
        paths: object_entries(PATHS_TS, "const P = {")
            .into_iter()
            .collect(),
        alias: object_entries(PATHS_TS, "const ALIAS: Record<string, keyof typeof P> = {")
            .into_iter()
            .collect(),
    })
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
            .copied()
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
