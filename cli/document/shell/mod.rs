//! The page chrome the server paints: the same markup and classes the app's first render produces
//! (navbar, sidebar, breadcrumb, title block with page info, TOC, prev/next, page meta, footer), so
//! the first paint is the final page and the app can replace it without anything moving. Without
//! JavaScript it is the whole site: every link is a plain link, and the few panels that open
//! (mobile menu, mobile sidebar, narrow TOC) open through a checkbox and its labels.

mod blog;
mod bodies;
mod doc;
mod icons;
mod navbar;
mod sidebar;

use serde_json::Value;

use super::{Layout, LocaleData, PageData};
use crate::render::escape;
use crate::site::{Locale, SidebarItem, Site};

/// What every part of the chrome reads.
pub struct Ctx<'a> {
    pub site: &'a Site,
    pub page: &'a PageData,
    pub locale: Option<&'a LocaleData<'a>>,
    /// The page's locale: its UI strings (`t.ui("toc")`) and date formats.
    pub t: &'a Locale,
    /// The locale's site title.
    pub title: &'a str,
}

impl Ctx<'_> {
    /// A value from `site.yaml` `ads` (JSON pointer), if set.
    fn ads(&self, pointer: &str) -> Option<&Value> {
        self.site.config.ads.as_ref()?.pointer(pointer)
    }

    fn ads_str(&self, pointer: &str) -> Option<&str> {
        self.ads(pointer)
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
    }

    /// Whether site.yaml configures `ads.<key>` at all: a slot the site does not ask for is not
    /// drawn, not even as an empty box (a minimal site shows none of the shipped site's slots).
    fn ads_configured(&self, key: &str) -> bool {
        self.ads(&format!("/{key}")).is_some_and(|v| !v.is_null())
    }

    fn sponsor_enabled(&self) -> bool {
        self.ads("/sponsor/enabled").and_then(Value::as_bool) == Some(true)
    }

    /// The locale home (`/`, `/zh/`).
    fn home(&self) -> &str {
        if self.page.locale.is_empty() {
            "/"
        } else {
            &self.page.locale
        }
    }

    /// The items of the sidebar `parts` chose for the page (as `useSidebarItems`), from the
    /// locale's data; empty where it chose none.
    fn sidebar_items(&self) -> &[SidebarItem] {
        let chosen = self.page.parts.sidebar.as_ref();
        chosen
            .zip(self.locale)
            .and_then(|(key, locale)| locale.sidebar.get(key)?.as_deref())
            .unwrap_or(&[])
    }
}

/// The whole page as the app paints it on first render, inside `div.theme-container.prerendered`
/// (the app's tree has no `prerendered`: tests and scripts tell the two apart by it).
pub fn prerender(
    site: &Site,
    page: &PageData,
    locale: Option<&LocaleData>,
    title: &str,
    content: &crate::document::chrome::Titled,
) -> String {
    let ctx = Ctx {
        site,
        page,
        locale,
        t: site.locale(&page.locale),
        title,
    };
    let fm = &page.frontmatter;
    let items = ctx.sidebar_items();
    let has_sidebar = !items.is_empty();
    let mut classes = vec!["theme-container", "prerendered"];
    if !page.parts.navbar {
        classes.push("no-navbar");
    }
    classes.push(if has_sidebar {
        "has-sidebar"
    } else {
        "no-sidebar"
    });
    if page.parts.toc {
        classes.push("has-toc");
    }
    if let Some(extra) = fm.container_class.as_deref() {
        classes.push(extra);
    }
    let mut out = format!(
        "<div class=\"{}\"{}><a class=\"vp-skip-link\" href=\"#main-content\">{}</a>",
        esc(&classes.join(" ")),
        // The API selector's slot keeps its place (styles/ads.css) where the site has a selector.
        if site.config.api_selector.is_some() {
            " data-api-select=\"\""
        } else {
            ""
        },
        esc(ctx.t.ui("skipToContent"))
    );
    if page.parts.navbar {
        out.push_str(&navbar::navbar(&ctx, has_sidebar));
        out.push_str(&navbar::nav_screen(&ctx));
    }
    if has_sidebar {
        out.push_str(&sidebar::sidebar(&ctx, items));
    }
    match page.layout {
        Layout::Home => out.push_str(&bodies::home(&ctx, &content.html)),
        Layout::NotFound => out.push_str(&bodies::not_found(&ctx)),
        Layout::Doc => out.push_str(&doc::body(&ctx, content)),
        Layout::Blog => out.push_str(&blog::body(&ctx)),
    }
    out.push_str("</div>");
    out
}

/// The route's notice in the page's flow (none when it is a fullscreen modal, which the app draws).
fn notice(ctx: &Ctx) -> String {
    ctx.page
        .notice
        .as_ref()
        .map(|n| super::notice::inline(&n.item, ctx.t.ui("close")))
        .unwrap_or_default()
}

/// Text or attribute value, escaped.
fn esc(s: &str) -> String {
    escape::html(s)
}

/// Whether a link leaves the site (as `isExternal`).
fn is_external(link: &str) -> bool {
    link.starts_with("http://")
        || link.starts_with("https://")
        || link.starts_with("//")
        || link.starts_with("mailto:")
        || link.starts_with("tel:")
}

/// ` target="_blank" rel="noopener noreferrer"` for a link that leaves the site.
fn external_attrs(link: &str) -> &'static str {
    if is_external(link) {
        " target=\"_blank\" rel=\"noopener noreferrer\""
    } else {
        ""
    }
}

pub(super) use icons::icon;
