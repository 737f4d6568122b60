//! The static components drawn the same whether a page writes them as an HTML tag (`<Badge …/>` in
//! raw HTML) or on a component line of their own: a badge, a link card, a BiliBili player. A leaf
//! both the raw HTML cleaner and the component writer use.

use super::escape;

pub(super) fn get<'a>(attrs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    attrs
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// A static badge (`<Badge text type vertical color/>`).
pub fn badge(attrs: &[(String, String)]) -> String {
    let kind = get(attrs, "type")
        .filter(|t| matches!(*t, "tip" | "warning" | "danger" | "info" | "note"))
        .unwrap_or("info");
    let mut style = String::new();
    if let Some(v) = get(attrs, "vertical") {
        style.push_str(&format!("vertical-align:{};", escape::html(v)));
    }
    let color = get(attrs, "color");
    if let Some(c) = color {
        style.push_str(&format!("background-color:{};", escape::html(c)));
    }
    format!(
        "<span class=\"vp-badge {kind}{}\"{}>{}</span>",
        if color.is_some() { " diy" } else { "" },
        if style.is_empty() {
            String::new()
        } else {
            format!(" style=\"{style}\"")
        },
        escape::html(get(attrs, "text").unwrap_or(""))
    )
}

/// A link card (`<VPCard title logo desc link background/>`); external links open in a new tab.
pub fn vp_card(attrs: &[(String, String)]) -> String {
    let link = get(attrs, "link");
    let external = link.is_some_and(|l| l.starts_with("http://") || l.starts_with("https://"));
    let (open, close) = match link {
        Some(l) => (
            format!(
                "<a class=\"vp-card\" href=\"{}\"{}",
                escape::html(l),
                if external {
                    " target=\"_blank\" rel=\"noopener noreferrer\""
                } else {
                    ""
                }
            ),
            "</a>",
        ),
        None => ("<div class=\"vp-card\"".to_owned(), "</div>"),
    };
    let style = get(attrs, "background")
        .map(|b| format!(" style=\"background:{}\"", escape::html(b)))
        .unwrap_or_default();
    let logo = get(attrs, "logo")
        .map(|l| {
            format!(
                "<img class=\"vp-card-logo\" src=\"{}\" alt=\"\" loading=\"lazy\">",
                escape::html(l)
            )
        })
        .unwrap_or_default();
    format!(
        "{open}{style}>{logo}<div class=\"vp-card-content\"><div class=\"vp-card-title\">{}</div><hr><div class=\"vp-card-desc\">{}</div></div>{close}",
        escape::html(get(attrs, "title").unwrap_or("")),
        escape::html(get(attrs, "desc").unwrap_or(""))
    )
}

/// A BiliBili player iframe for a `bvid`.
pub fn bilibili(attrs: &[(String, String)]) -> String {
    let attr = |key: &str| get(attrs, key).map(escape::html);
    let time = attr("time").unwrap_or_else(|| "0".into());
    let autoplay = u8::from(get(attrs, "autoplay").is_some());
    // A video is named by its bvid, or by the older aid + cid pair, which can also pick a part.
    let (video, part, link) = match (attr("bvid"), attr("aid"), attr("cid")) {
        (Some(bvid), _, _) => (format!("bvid={bvid}"), String::new(), bvid),
        (None, Some(aid), Some(cid)) => (
            format!("aid={aid}&cid={cid}"),
            format!("&p={}", attr("page").unwrap_or_else(|| "1".into())),
            format!("av{aid}"),
        ),
        _ => return String::new(),
    };
    format!(
        "<iframe class=\"bilibili-iframe\" src=\"https://player.bilibili.com/player.html?{video}&t={time}&autoplay={autoplay}{part}\" title=\"BiliBili\" allowfullscreen loading=\"lazy\" style=\"width:100%;aspect-ratio:16/9;border:0\"></iframe><a class=\"bilibili-desc sr-only\" href=\"https://www.bilibili.com/video/{link}\">BiliBili</a>"
    )
}
