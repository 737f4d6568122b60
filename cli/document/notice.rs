//! Which of site.yaml's `notices:` a route shows (NT-02), decided once for the page data so the
//! server's shell and the app draw the same one, and the inline box both draw for it.
//!
//! A notice that is not `fullscreen` sits in the page's flow at the top of the main column, never
//! over it (issue 59 item 1). The server draws it for every reader; one who closed it before has
//! its flag in storage, and the colour-mode script in `index.html` hides the box before the first
//! paint by its `data-notice-flag` (a digest of the flag key, [`flag_id`]; the key is `notice-<key>`,
//! else title and content verbatim), so the page neither covers nor moves.

use serde_json::Value;

use crate::render::escape::html as esc;

/// Path items match as a prefix; `match` items as a regular expression (a broken one matches
/// nothing, as in the browser).
fn matches(item: &Value, route: &str) -> bool {
    match item.get("match").and_then(Value::as_str) {
        Some(pattern) => regex::Regex::new(pattern).is_ok_and(|re| re.is_match(route)),
        None => item
            .get("path")
            .and_then(Value::as_str)
            .is_some_and(|p| route.starts_with(p)),
    }
}

/// The original theme's order: regex items first (by source, descending), then path items by
/// path, descending; the first that matches `route` is the only notice shown. Its place in
/// `items` is returned: a page names its notice by it (see [`Chosen`]).
pub fn for_route(items: &[Value], route: &str) -> Option<usize> {
    let text = |i: usize, key: &str| items[i].get(key).and_then(Value::as_str);
    let mut regex: Vec<usize> = (0..items.len())
        .filter(|i| text(*i, "match").is_some())
        .collect();
    regex.sort_by(|a, b| text(*b, "match").cmp(&text(*a, "match")));
    let mut paths: Vec<usize> = (0..items.len())
        .filter(|i| text(*i, "match").is_none() && text(*i, "path").is_some())
        .collect();
    paths.sort_by(|a, b| text(*b, "path").cmp(&text(*a, "path")));
    regex
        .into_iter()
        .chain(paths)
        .find(|i| matches(&items[*i], route))
}

/// The notice a page shows, under the base. Its data names it by its place in site.yaml's
/// `notices:` (issue 60): the locale's common file holds the list (`common::Common`), so the
/// notice's text, up to a kilobyte, is not sent again in every page beside the box drawn for it.
#[derive(Debug, Clone)]
pub struct Chosen {
    pub index: usize,
    pub item: Value,
}

impl Chosen {
    pub fn of(site: &crate::site::Site, route: &str) -> Option<Self> {
        let index = for_route(&site.config.notices, route)?;
        let item = under_base(site.config.notices[index].clone(), &site.base);
        Some(Self { index, item })
    }
}

impl serde::Serialize for Chosen {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(self.index as u64)
    }
}

/// The notice with its content's site links under the site's base (`--base /repo/`), as every
/// other piece of the page's HTML is: the owner writes `/guide/…` once for every deployment.
pub fn under_base(mut item: Value, base: &crate::site::base::Base) -> Value {
    if let Some(content) = item.get("content").and_then(Value::as_str) {
        let moved = base.html(content).into_owned();
        item["content"] = Value::String(moved);
    }
    item
}

/// The key its "closed" flag is stored under (as `noticeFlagKey` in `lib/notice.ts`).
pub fn flag_key(item: &Value) -> String {
    let text = |key: &str| item.get(key).and_then(Value::as_str).unwrap_or("");
    match item.get("key").and_then(Value::as_str) {
        Some(key) => format!("notice-{key}"),
        None => format!("{}{}", text("title"), text("content")),
    }
}

/// What the box's `data-notice-flag` holds: a short digest of the flag key (32-bit FNV-1a over its
/// UTF-16 units, base 36), which the pre-paint script in `index.html` and `noticeFlagId` in
/// `lib/notice.ts` compute from a stored key alike. The key itself is the notice's title and
/// content verbatim, written a second time in every page (issue 60).
pub fn flag_id(key: &str) -> String {
    let hash = key.encode_utf16().fold(0x811c_9dc5_u32, |h, unit| {
        (h ^ u32::from(unit)).wrapping_mul(0x0100_0193)
    });
    let mut digits = Vec::new();
    let mut n = hash;
    loop {
        digits.push(char::from_digit(n % 36, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

/// Whether the notice is a centred modal (drawn by the app only, as before).
pub fn is_fullscreen(item: &Value) -> bool {
    item.get("fullscreen").and_then(Value::as_bool) == Some(true)
}

const INFO: &str = "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2zm0-8h-2V7h2z";
const CLOSE: &str =
    "M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z";

/// The inline box (as `components/Notice/InlineNotice`): title, close button, content, actions.
/// Title, content and action text are the site owner's HTML, written as given.
pub fn inline(item: &Value, close_label: &str) -> String {
    if is_fullscreen(item) {
        return String::new();
    }
    let text = |key: &str| item.get(key).and_then(Value::as_str).unwrap_or("");
    let close = match item.get("confirm").and_then(Value::as_bool) {
        Some(true) => String::new(),
        _ => format!(
            "<button type=\"button\" class=\"vp-notice-close\" aria-label=\"{}\"><svg class=\"close-icon\" viewBox=\"0 0 24 24\" width=\"16\" height=\"16\" aria-hidden=\"true\"><path fill=\"currentColor\" d=\"{CLOSE}\"></path></svg></button>",
            esc(close_label)
        ),
    };
    let actions: String = item
        .get("actions")
        .and_then(Value::as_array)
        .map(|list| {
            list.iter()
                .map(|a| {
                    let kind = a.get("type").and_then(Value::as_str).unwrap_or("default");
                    let label = a.get("text").and_then(Value::as_str).unwrap_or("");
                    format!(
                        "<button type=\"button\" class=\"vp-notice-footer-action {}\">{label}</button>",
                        esc(kind)
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    let footer = match actions.is_empty() {
        true => String::new(),
        false => format!("<div class=\"vp-notice-footer\">{actions}</div>"),
    };
    format!(
        "<section class=\"vp-notice-wrapper inline\" aria-labelledby=\"vp-notice-title\" data-notice-flag=\"{}\"><header class=\"vp-notice-title\"><svg class=\"notice-icon\" viewBox=\"0 0 24 24\" width=\"18\" height=\"18\" aria-hidden=\"true\"><path fill=\"currentColor\" d=\"{INFO}\"></path></svg><span id=\"vp-notice-title\">{}</span>{close}</header><div class=\"vp-notice-content\">{}</div>{footer}</section>",
        flag_id(&flag_key(item)),
        text("title"),
        text("content"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn zh_route_gets_the_zh_notice_and_others_the_root_one() {
        let items = vec![
            json!({"path": "/", "title": "Good to know", "content": "a"}),
            json!({"path": "/zh/", "title": "温馨提示", "content": "b"}),
        ];
        assert_eq!(for_route(&items, "/zh/guide/"), Some(1));
        assert_eq!(for_route(&items, "/guide/"), Some(0));
    }

    #[test]
    fn regex_items_come_first_and_a_broken_pattern_matches_nothing() {
        let items = vec![
            json!({"path": "/", "title": "t", "content": "path"}),
            json!({"match": "^/guide/(", "title": "t", "content": "broken"}),
            json!({"match": "^/guide/", "title": "t", "content": "regex"}),
        ];
        assert_eq!(for_route(&items, "/guide/x.html"), Some(2));
        assert_eq!(for_route(&items, "/faq/"), Some(0));
    }

    #[test]
    fn flag_key_is_the_key_or_title_and_content() {
        assert_eq!(flag_key(&json!({"key": "k", "title": "a"})), "notice-k");
        assert_eq!(
            flag_key(&json!({"title": "<b>a</b>", "content": "c"})),
            "<b>a</b>c"
        );
    }

    #[test]
    fn flag_id_is_the_digest_the_browser_computes() {
        // The values lib/notice.test.ts expects of noticeFlagId: a key with HTML, one outside the
        // BMP (two UTF-16 units), and the empty key.
        assert_eq!(flag_id("notice-v3"), "13en0z3");
        assert_eq!(flag_id("😀x"), "187o2m8");
        assert_eq!(flag_id(""), "ztntfp");
    }

    #[test]
    fn inline_box_carries_its_flag_digest_and_no_close_when_confirm() {
        let item = json!({"title": "T", "content": "<p>\"x\"</p>", "confirm": true});
        let html = inline(&item, "Close");
        assert!(
            html.contains(&format!(
                "data-notice-flag=\"{}\"",
                flag_id("T<p>\"x\"</p>")
            )),
            "{html}"
        );
        assert!(!html.contains("vp-notice-close"));
        assert!(inline(
            &json!({"title": "T", "content": "c", "fullscreen": true}),
            "Close"
        )
        .is_empty());
    }
}
