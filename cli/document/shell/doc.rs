//! A doc page's main column (as `layouts/DocBody`): breadcrumb, ad slot, content with the title
//! block's page info and the TOC, page meta, prev/next; then the site footer.
//! What the server adds inside `#docs-content` carries `data-ssr`: the app takes the content
//! without it and adds its own (main.tsx).

use super::{bodies::footer, esc, icon, Ctx};
use crate::document::chrome::leading_h1;
use crate::document::{iso_date, Layout, NavLink, PageData};
use crate::render::Header;
use crate::site::front_matter::PageInfoSetting;
use crate::site::Locale;

/// Where the API selector widget mounts (as `ApiSelectSlot`).
pub const API_SELECT_SLOT: &str =
    "<div class=\"api-select-slot\" data-widget=\"ApiSelect\" data-props=\"{}\"></div>";

/// Headings the TOC shows for a depth: level ≤ depth + 1, nested (as `tocHeaders`).
fn toc_headers(headers: &[Header], depth: u8) -> Vec<Header> {
    headers
        .iter()
        .filter(|h| h.level <= depth + 1)
        .map(|h| Header {
            children: toc_headers(&h.children, depth),
            ..h.clone()
        })
        .collect()
}

fn depth(page: &PageData) -> u8 {
    page.frontmatter.header_depth.unwrap_or(2)
}

/// Whether the page shows a TOC: doc layout, not `toc: false`, at least one heading (as `hasToc`).
pub fn has_toc(page: &PageData) -> bool {
    page.layout == Layout::Doc
        && page.frontmatter.toc != Some(false)
        && !toc_headers(&page.headers, depth(page)).is_empty()
}

fn toc_list(items: &[Header]) -> String {
    let inner: String = items
        .iter()
        .map(|h| {
            let nested = if h.children.is_empty() { String::new() } else { toc_list(&h.children) };
            format!(
                "<li class=\"toc-item\"><a class=\"toc-link level{}\" href=\"#{}\">{}</a>{nested}</li>",
                h.level,
                esc(&h.slug),
                esc(&h.title)
            )
        })
        .collect();
    format!("<ul class=\"toc-list\">{inner}</ul>")
}

/// The TOC in its narrow form (a closed box whose header opens it; the label and checkbox make that
/// work without scripts); from 1440 px the stylesheet shows it as the open right column.
fn toc(ctx: &Ctx) -> String {
    format!(
        "<div class=\"toc-place-holder\" data-ssr=\"\"><aside id=\"toc\" aria-labelledby=\"toc-title\"><input type=\"checkbox\" id=\"docs-toc-toggle\" class=\"docs-panel-toggle\" hidden><label for=\"docs-toc-toggle\" class=\"vp-toc-header\" aria-controls=\"toc-list\"><span id=\"toc-title\">{}</span><span class=\"arrow end\" aria-hidden=\"true\"></span></label><div id=\"toc-list\" class=\"vp-toc-wrapper\">{}</div></aside></div>",
        esc(ctx.t.get("toc")),
        toc_list(&toc_headers(&ctx.page.headers, depth(ctx.page)))
    )
}

fn breadcrumb(ctx: &Ctx) -> String {
    let items = &ctx.page.breadcrumb;
    if ctx.page.frontmatter.breadcrumb == Some(false) || items.len() < 2 {
        return "<nav class=\"vp-breadcrumb disable\" aria-hidden=\"true\"></nav>".into();
    }
    let list: String = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let last = i + 1 == items.len();
            let text = if item.link == ctx.home() { ctx.t.get("breadcrumbHome") } else { item.text.as_str() };
            format!(
                "<li{} property=\"itemListElement\" typeof=\"ListItem\"><a href=\"{}\" property=\"item\" typeof=\"WebPage\"{}>{}<span property=\"name\">{}</span></a><meta property=\"position\" content=\"{}\"></li>",
                if last { " class=\"is-active\"" } else { "" },
                esc(&item.link),
                if last { " aria-current=\"page\"" } else { "" },
                icon(item.icon.as_deref(), ""),
                esc(text),
                i + 1
            )
        })
        .collect();
    format!(
        "<nav class=\"vp-breadcrumb\" aria-label=\"{}\"><ol vocab=\"https://schema.org/\" typeof=\"BreadcrumbList\">{list}</ol></nav>",
        esc(ctx.t.get("breadcrumb"))
    )
}

/// The content with the page icon in the `<h1>`, the page info at the end of the title block and
/// the TOC after it, where the app's `PageTitle` puts them.
fn content(ctx: &Ctx, html: &str) -> String {
    const OPEN: &str = "<div class=\"vp-page-title\">";
    let Some(title) = html.strip_prefix(OPEN).and_then(leading_h1) else {
        return match has_toc(ctx.page) {
            true => format!("{}{html}", toc(ctx)),
            false => html.to_owned(),
        };
    };
    let mut h1 = html[..OPEN.len() + title.close_start].to_owned();
    if let Some(spec) = ctx.page.frontmatter.icon.as_deref() {
        let span = format!(
            "<span class=\"vp-page-icon\" data-ssr=\"\">{}</span>",
            icon(Some(spec), "")
        );
        h1.insert_str(
            OPEN.len() + title.anchor_end.unwrap_or(title.open_end),
            &span,
        );
    }
    let rest = &html[OPEN.len() + title.end..];
    let rest = rest.strip_prefix("</div>").unwrap_or(rest);
    let toc = if has_toc(ctx.page) {
        toc(ctx)
    } else {
        String::new()
    };
    format!(
        "{h1}</h1>{}</div>{toc}{rest}",
        super::bodies::page_info(ctx)
    )
}

fn nav_link(kind: &str, hint: &str, link: &NavLink) -> String {
    format!(
        "<a class=\"vp-page-nav-link {kind}\" href=\"{}\" rel=\"{kind}\"><span class=\"hint\">{}</span><span class=\"link\">{}{}</span></a>",
        esc(&link.link),
        esc(hint),
        icon(link.icon.as_deref(), ""),
        crate::render::escape::with_word_breaks(&link.text)
    )
}

fn page_nav(ctx: &Ctx) -> String {
    let (prev, next) = (&ctx.page.prev, &ctx.page.next);
    if prev.is_none() && next.is_none() {
        return String::new();
    }
    format!(
        "<nav class=\"vp-page-nav\" aria-label=\"{}\">{}{}</nav>",
        esc(ctx.t.get("pageNav")),
        prev.as_ref()
            .map(|l| nav_link("prev", ctx.t.get("prev"), l))
            .unwrap_or_default(),
        next.as_ref()
            .map(|l| nav_link("next", ctx.t.get("next"), l))
            .unwrap_or_default()
    )
}

/// "Edit this page" (as `lib/editLink.ts`): the host's pattern or the configured one.
fn edit_link(ctx: &Ctx) -> Option<String> {
    let repo = ctx
        .site
        .config
        .docs_repo
        .as_ref()
        .filter(|r| !r.repo.is_empty())?;
    let file = ctx.page.file_path_relative.as_deref()?;
    let http = repo.repo.starts_with("http://") || repo.repo.starts_with("https://");
    let known = if !http || repo.repo.contains("github.com") || repo.repo.contains("gitee.com") {
        Some(":repo/edit/:branch/:path")
    } else if repo.repo.contains("bitbucket.org") {
        Some(":repo/src/:branch/:path?mode=edit&spa=0&at=:branch&fileviewer=file-view-default")
    } else if repo.repo.contains("gitlab.com") {
        Some(":repo/-/edit/:branch/:path")
    } else {
        None
    };
    let pattern = repo
        .pattern
        .as_deref()
        .filter(|p| !p.is_empty())
        .or(known)?;
    let base = if http {
        repo.repo.trim_end_matches('/').to_owned()
    } else {
        format!("https://github.com/{}", repo.repo)
    };
    let dir = repo.dir.trim_matches('/');
    let path = format!("{dir}/{file}");
    let branch = if repo.branch.is_empty() {
        "main"
    } else {
        &repo.branch
    };
    Some(
        pattern
            .replace(":repo", &base)
            .replace(":branch", branch)
            .replace(":path", path.trim_start_matches('/')),
    )
}

/// The page meta (as `PageMeta`): edit link, last update, contributors.
fn page_meta(ctx: &Ctx) -> String {
    let fm = &ctx.page.frontmatter;
    let t = ctx.t;
    let edit = if fm.edit_link == Some(false) {
        None
    } else {
        edit_link(ctx)
    };
    let git = ctx.page.git.as_ref();
    let updated = git
        .filter(|g| fm.last_updated != Some(false) && g.updated_time != 0)
        .map(|g| g.updated_time);
    let people = if fm.contributors == Some(false) {
        &[][..]
    } else {
        git.map_or(&[][..], |g| &g.contributors[..])
    };
    if edit.is_none() && updated.is_none() && people.is_empty() {
        return String::new();
    }
    let mut out = String::from("<footer class=\"page-meta\">");
    if let Some(edit) = edit {
        out.push_str(&format!(
            "<div class=\"meta-item edit-link\"><a class=\"label\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}{}</a></div>",
            esc(&edit),
            icon(Some("icon-page"), ""),
            esc(t.get("editLink"))
        ));
    }
    if updated.is_some() || !people.is_empty() {
        out.push_str("<div class=\"meta-item git-info\">");
        if let Some(ms) = updated {
            out.push_str(&format!(
                "<div class=\"update-time\"><span class=\"label\">{}: </span><span class=\"info\"><time datetime=\"{}\">{}</time></span></div>",
                esc(t.get("lastUpdated")),
                iso_time(ms),
                local_date_time(ms, ctx.site_locale())
            ));
        }
        if !people.is_empty() {
            let names: String = people
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    format!(
                        "<span class=\"contributor\" title=\"email: {}\">{}{}</span>",
                        esc(&c.email),
                        esc(&c.name),
                        if i + 1 < people.len() { ", " } else { "" }
                    )
                })
                .collect();
            out.push_str(&format!(
                "<div class=\"contributors\"><span class=\"label\">{}: </span><span class=\"info\">{names}</span></div>",
                esc(t.get("contributors"))
            ));
        }
        out.push_str("</div>");
    }
    out.push_str("</footer>");
    out
}

/// `Date.toISOString()` of Unix milliseconds.
pub fn iso_time(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let day = secs.rem_euclid(86_400);
    format!(
        "{}T{:02}:{:02}:{:02}.{:03}Z",
        iso_date(ms),
        day / 3600,
        day / 60 % 60,
        day % 60,
        ms.rem_euclid(1000)
    )
}

/// A date as the locale writes it, in UTC: its `date.format` UI string with `{y}`, `{m}`, `{d}`
/// filled in (`6/3/2024` by default, `2024/6/3` in Chinese), as `toLocaleDateString(lang)` paints it.
pub fn local_date(ms: i64, locale: &Locale) -> String {
    let date = iso_date(ms);
    let mut parts = date.split('-').map(|p| p.parse::<u32>().unwrap_or(0));
    let (y, m, d) = (
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
    );
    locale
        .ui("date.format", "{m}/{d}/{y}")
        .replace("{y}", &y.to_string())
        .replace("{m}", &m.to_string())
        .replace("{d}", &d.to_string())
}

/// A date and time as the locale writes it, in UTC: its `date.time` UI string with `{date}`
/// ([`local_date`]), `{H}` (00–23), `{h}` (1–12), `{mm}`, `{ss}` and `{ampm}` (`date.am` /
/// `date.pm`) filled in (`6/3/2024, 3:04:05 PM` by default), as `toLocaleString(lang)` paints it.
fn local_date_time(ms: i64, locale: &Locale) -> String {
    let day = ms.div_euclid(1000).rem_euclid(86_400);
    let (h, min, s) = (day / 3600, day / 60 % 60, day % 60);
    let h12 = if h % 12 == 0 { 12 } else { h % 12 };
    let ampm = if h < 12 {
        locale.ui("date.am", "AM")
    } else {
        locale.ui("date.pm", "PM")
    };
    locale
        .ui("date.time", "{date}, {h}:{mm}:{ss} {ampm}")
        .replace("{date}", &local_date(ms, locale))
        .replace("{H}", &format!("{h:02}"))
        .replace("{h}", &h12.to_string())
        .replace("{mm}", &format!("{min:02}"))
        .replace("{ss}", &format!("{s:02}"))
        .replace("{ampm}", ampm)
}

/// Whether the page holds a widget that calls the selected API (`apiSelector.widgets` in site.yaml,
/// as `usesApi` in the app): only there is the selector shown.
fn uses_api(ctx: &Ctx) -> bool {
    let callers = ctx.site.config.api_selector.as_ref().map(|a| &a["widgets"]);
    let callers = callers.and_then(|w| w.as_array()).into_iter().flatten();
    callers
        .filter_map(|w| w.as_str())
        .any(|w| ctx.page.widgets.iter().any(|p| p == w))
}

pub fn body(ctx: &Ctx, html: &str) -> String {
    let page = ctx.page;
    let fm = &page.frontmatter;
    let mut out = format!(
        "<main id=\"main-content\" class=\"vp-page\" tabindex=\"-1\">{}",
        breadcrumb(ctx)
    );
    out.push_str(&format!(
        "<div class=\"theme-hope-content ads-container\">{}",
        wwads(ctx, "horizontal")
    ));
    if uses_api(ctx) {
        out.push_str(API_SELECT_SLOT);
    }
    out.push_str(&format!(
        "</div><div class=\"theme-hope-content\" id=\"docs-content\">{}</div><div class=\"bottom-wwads\">{}</div>",
        content(ctx, html),
        if ctx.sponsor_enabled() { wwads(ctx, "vertical") } else { String::new() }
    ));
    out.push_str(&page_meta(ctx));
    out.push_str(&page_nav(ctx));
    if ctx.site.config.comments.is_some() && fm.comment != Some(false) {
        // The comment box's place is kept from the first paint (see `.comments-slot`).
        out.push_str("<div class=\"page-bottom-slot comments-slot\"></div>");
    }
    out.push_str("</main>");
    out.push_str(&footer(ctx, ctx.locale.and_then(|l| l.footer)));
    out
}

/// The ad network's box (as `WwadsSlot`): empty until its script fills it.
pub fn wwads(ctx: &Ctx, variant: &str) -> String {
    format!(
        "<div class=\"wwads wwads-cn wwads-{variant}\"{}></div>",
        ctx.ads_str("/wwads/slot")
            .map(|s| format!(" data-id=\"{}\"", esc(s)))
            .unwrap_or_default()
    )
}

/// Which page-info items show (as `infoItems`).
pub fn info_items(setting: Option<&PageInfoSetting>) -> Vec<&str> {
    const DEFAULT: [&str; 6] = [
        "Author",
        "Original",
        "Date",
        "Category",
        "Tag",
        "ReadingTime",
    ];
    const KNOWN: [&str; 8] = [
        "Author",
        "Original",
        "Date",
        "PageView",
        "ReadingTime",
        "Word",
        "Category",
        "Tag",
    ];
    match setting {
        Some(PageInfoSetting::Switch(false)) => Vec::new(),
        Some(PageInfoSetting::Items(items)) => items
            .iter()
            .map(String::as_str)
            .filter(|i| KNOWN.contains(i))
            .collect(),
        _ => DEFAULT.to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_the_browser_writes_them_in_utc() {
        // 2024-06-03 15:04:05.007 UTC
        let ms = 1_717_427_045_007;
        assert_eq!(iso_time(ms), "2024-06-03T15:04:05.007Z");
        let en = Locale::fallback();
        let zh = locale("zh-CN", &[]);
        assert_eq!(local_date(ms, en), "6/3/2024");
        assert_eq!(local_date(ms, &zh), "2024/6/3");
        assert_eq!(local_date_time(ms, en), "6/3/2024, 3:04:05 PM");
        assert_eq!(local_date_time(ms, &zh), "2024/6/3 15:04:05");
        assert_eq!(
            local_date_time(ms - 15 * 3_600_000, en),
            "6/3/2024, 12:04:05 AM"
        );
    }

    // Regression: the date order was picked by `lang.starts_with("zh")`, so any other locale read
    // the English order whatever its site.yaml said.
    #[test]
    fn dates_follow_the_locale_ui_strings() {
        let ms = 1_717_427_045_007;
        let ja = locale(
            "ja",
            &[
                ("date.format", "{y}年{m}月{d}日"),
                ("date.time", "{date} {ampm}{h}:{mm}"),
                ("date.pm", "午後"),
            ],
        );
        assert_eq!(local_date(ms, &ja), "2024年6月3日");
        assert_eq!(local_date_time(ms, &ja), "2024年6月3日 午後3:04");
        // A language without a bundled table or ui strings reads English.
        assert_eq!(local_date(ms, &locale("ja", &[])), "6/3/2024");
    }

    fn locale(lang: &str, ui: &[(&str, &str)]) -> Locale {
        Locale {
            lang: lang.into(),
            ui: ui.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
            ..Locale::fallback().clone()
        }
    }
}
