//! The sidebar (as `components/Sidebar`) in its first state: on each level the group holding the
//! page open and the others closed, the page's own entry marked with its headings under it. It is
//! drawn from the page's sidebar slice, so it obeys the same size rule as the inlined data.

use super::{esc, icon, Ctx};
use crate::document::sidebar_slice::{first_page, full_items};
use crate::render::escape::with_word_breaks;
use crate::render::Header;
use crate::site::SidebarItem;

/// The current page's headings (the page data holds them cut to its depth).
pub fn headings(headers: &[Header]) -> String {
    if headers.is_empty() {
        return String::new();
    }
    let items: String = headers
        .iter()
        .map(|h| {
            format!(
                "<li><a class=\"vp-sidebar-link vp-heading\" href=\"#{}\"><span class=\"vp-sidebar-text\">{}</span></a>{}</li>",
                esc(&h.slug),
                with_word_breaks(&h.title),
                headings(&h.children)
            )
        })
        .collect();
    format!("<ul class=\"vp-sidebar-sub-headers\">{items}</ul>")
}

/// `full` is the same group in the untrimmed sidebar, when found (the slice cuts closed groups);
/// `open`: the page data names it as the group that opens on its level; `depth`: that level.
fn group(
    ctx: &Ctx,
    item: &SidebarItem,
    full: Option<&SidebarItem>,
    open: bool,
    depth: usize,
) -> String {
    let collapsible = item.collapsible;
    let is_open = !collapsible || open;
    let cls = format!(
        "vp-sidebar-heading{}{}",
        if collapsible { " clickable" } else { "" },
        if open { " active" } else { "" }
    );
    let arrow = if collapsible {
        format!(
            "<span class=\"vp-arrow {}\" aria-hidden=\"true\"></span>",
            if is_open { "down" } else { "end" }
        )
    } else {
        String::new()
    };
    let title = match &item.link {
        Some(link) => format!(
            "<a class=\"vp-sidebar-title\" href=\"{}\">{}</a>",
            esc(link),
            with_word_breaks(&item.text)
        ),
        None => format!(
            "<span class=\"vp-sidebar-title\">{}</span>",
            with_word_breaks(&item.text)
        ),
    };
    let icon = icon(item.icon.as_deref(), "");
    let heading = if collapsible && item.link.is_none() {
        // A closed group is drawn as a link to its first page (which opens the group there): the
        // way in for a reader without JavaScript, in the button's look. The app draws its button
        // when it mounts; drawing both, one in a <noscript>, cost a closed group's heading twice
        // on every page (issue 32).
        match full.and_then(first_page) {
            Some(first) if !is_open => format!(
                "<a class=\"{cls} nojs-group-link\" href=\"{}\">{icon}{title}{arrow}</a>",
                esc(first)
            ),
            _ => format!("<button type=\"button\" class=\"{cls}\" aria-expanded=\"{is_open}\">{icon}{title}{arrow}</button>"),
        }
    } else {
        let toggle = if collapsible {
            format!(
                "<button type=\"button\" class=\"vp-arrow-button\" aria-expanded=\"{is_open}\" aria-label=\"{}\">{arrow}</button>",
                esc(&item.text)
            )
        } else {
            String::new()
        };
        format!("<p class=\"{cls}\">{icon}{title}{toggle}</p>")
    };
    let children = if is_open {
        let full = full.and_then(|f| f.children.as_deref()).unwrap_or(&[]);
        links(
            ctx,
            item.children.as_deref().unwrap_or(&[]),
            full,
            depth + 1,
        )
    } else {
        String::new()
    };
    format!("<section class=\"vp-sidebar-group\">{heading}{children}</section>")
}

/// One level: groups (only the one the page data opens) and links. `full` is the same level in
/// the untrimmed sidebar; `depth` counts levels from the top.
fn links(ctx: &Ctx, items: &[SidebarItem], full: &[SidebarItem], depth: usize) -> String {
    let route = &ctx.page.route;
    let holding = ctx.page.sidebar_open.get(depth).and_then(|title| {
        items
            .iter()
            .position(|i| i.children.is_some() && &i.text == title)
    });
    let mut out = String::from("<ul class=\"vp-sidebar-links\">");
    for (i, item) in items.iter().enumerate() {
        if item.children.is_some() {
            let twin = full
                .iter()
                .find(|f| f.children.is_some() && f.text == item.text && f.link == item.link);
            out.push_str(&format!(
                "<li>{}</li>",
                group(ctx, item, twin, holding == Some(i), depth)
            ));
            continue;
        }
        let active = item.link.as_deref() == Some(route.as_str());
        out.push_str(&format!(
            "<li><a class=\"vp-sidebar-link{}\"{}{}>{}<span class=\"vp-sidebar-text\">{}</span></a>{}</li>",
            if active { " active" } else { "" },
            item.link.as_deref().map(|l| format!(" href=\"{}\"", esc(l))).unwrap_or_default(),
            if active { " aria-current=\"page\"" } else { "" },
            icon(item.icon.as_deref(), ""),
            with_word_breaks(&item.text),
            if active { headings(&ctx.page.headers) } else { String::new() }
        ));
    }
    out.push_str("</ul>");
    out
}

/// Mask, sidebar and the desktop collapse button. Without JavaScript the navbar's checkbox
/// (`#docs-sidebar-toggle`) opens the sidebar on a phone and the mask, its label, closes it.
pub fn sidebar(ctx: &Ctx, items: &[SidebarItem]) -> String {
    let t = ctx.t;
    // The mask closes the sidebar by unticking the navbar's toggle; a page without a navbar has
    // neither (and a label must name a control that exists).
    let mut out = if ctx.page.frontmatter.navbar == Some(false) {
        String::new()
    } else {
        "<label for=\"docs-sidebar-toggle\" class=\"vp-sidebar-mask\"></label>".to_owned()
    };
    out.push_str(&format!(
        "<aside id=\"sidebar\" class=\"vp-sidebar\" aria-label=\"{}\">",
        esc(t.ui("sidebarNav"))
    ));
    if ctx.sponsor_enabled() {
        let locale = &ctx.page.locale;
        let localized = |key: &str| {
            ctx.ads(&format!("/sponsor/{key}")).and_then(|v| {
                v.as_str()
                    .or_else(|| {
                        v.get(locale.as_str())
                            .or_else(|| v.get("/"))
                            .and_then(|x| x.as_str())
                    })
                    .map(str::to_owned)
            })
        };
        let name = ctx.ads_str("/sponsor/name").unwrap_or("");
        let inner = match localized("image") {
            Some(src) => format!("<img src=\"{}\" alt=\"{}\">", esc(&src), esc(name)),
            None => esc(name),
        };
        out.push_str(&format!(
            "<div class=\"ss\"><a class=\"sponsor-banner\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer sponsored\">{inner}</a><p class=\"sponsor-caption\">{}</p></div>",
            esc(&localized("link").unwrap_or_default()),
            esc(t.ui("sponsorship"))
        ));
    }
    out.push_str(&links(ctx, items, full_items(ctx.site, &ctx.page.route), 0));
    out.push_str(&format!(
        "</aside><button type=\"button\" class=\"toggle-sidebar-wrapper\" aria-label=\"{}\" aria-expanded=\"true\"><span class=\"arrow start\" aria-hidden=\"true\"></span></button>",
        esc(t.ui("collapseSidebar"))
    ));
    out
}
