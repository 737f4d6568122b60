//! The top bar (as `components/Navbar`), and the mobile menu a reader without JavaScript opens
//! through the `#docs-nav-toggle` checkbox (the app mounts its own `NavScreen` instead).

use super::{esc, external_attrs, icon, is_external, Ctx};
use crate::site::config::NavItem;

const BARS: &str = "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z";
const PANEL: &str = "M2 4h20v16H2zm2 2v12h5V6zm7 0v12h9V6z";
const GLOBE: &str = "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15 15 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16 16 0 0 0 0 4Zm.8 2h3a15 15 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9A15 15 0 0 0 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14 14 0 0 1 0-4h4.6a14 14 0 0 1 0 4Zm.3 5.9a15 15 0 0 0 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16 16 0 0 0 0-4h3.4a8 8 0 0 1 0 4Z";
/// The colour-mode icons in the order the switch draws them; `auto` shows until the app knows the
/// reader's choice (the page colours themselves are right from the start).
const MODES: [(&str, &str); 3] = [
    (
        "auto",
        "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z",
    ),
    (
        "dark",
        "M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5Z",
    ),
    (
        "light",
        "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm-1-5h2v3h-2zm0 17h2v3h-2zM2 11h3v2H2zm17 0h3v2h-3z",
    ),
];

fn glyph(d: &str) -> String {
    format!("<svg viewBox=\"0 0 24 24\" width=\"22\" height=\"22\" aria-hidden=\"true\"><path fill=\"currentColor\" fill-rule=\"evenodd\" d=\"{d}\"></path></svg>")
}

/// Whether `route` is `link` itself or inside the folder it points at (as `isActiveLink`).
fn is_active(link: &str, route: &str, locales: &[&str]) -> bool {
    link == route || (link.ends_with('/') && !locales.contains(&link) && route.starts_with(link))
}

/// `NavLinkItem`: one link, marked when the page is in it.
fn nav_link(ctx: &Ctx, item: &NavItem, class: &str) -> String {
    let link = item.link.as_deref().unwrap_or("#");
    let locales: Vec<&str> = ctx.site.config.locales.keys().map(String::as_str).collect();
    let active = !is_external(link) && is_active(link, &ctx.page.route, &locales);
    format!(
        "<a href=\"{}\" class=\"{class}{}\"{}{}>{}{}</a>",
        esc(link),
        if active { " active" } else { "" },
        if active { " aria-current=\"page\"" } else { "" },
        external_attrs(link),
        icon(item.icon.as_deref(), ""),
        esc(&item.text)
    )
}

/// `Dropdown`: its entries are plain links in the markup; hover or focus shows them.
fn dropdown(class: &str, label: Option<&str>, title: &str, entries: &str) -> String {
    format!(
        "<div class=\"nav-item dropdown-wrapper{}\"><button type=\"button\" class=\"dropdown-title\"{} aria-expanded=\"false\">{title}<span class=\"arrow down\" aria-hidden=\"true\"></span></button><ul class=\"nav-dropdown\">{entries}</ul></div>",
        if class.is_empty() { String::new() } else { format!(" {class}") },
        label.map(|l| format!(" aria-label=\"{}\"", esc(l))).unwrap_or_default()
    )
}

fn nav_links(ctx: &Ctx) -> String {
    let Some(locale) = ctx.locale else {
        return String::new();
    };
    locale
        .navbar
        .iter()
        .map(|item| {
            if item.children.is_empty() {
                format!(
                    "<div class=\"nav-item\">{}</div>",
                    nav_link(ctx, item, "nav-link")
                )
            } else {
                let title = format!(
                    "{}<span class=\"title\">{}</span>",
                    icon(item.icon.as_deref(), ""),
                    esc(&item.text)
                );
                let entries: String = item
                    .children
                    .iter()
                    .map(|c| {
                        format!(
                            "<li class=\"dropdown-item\">{}</li>",
                            nav_link(ctx, c, "nav-link")
                        )
                    })
                    .collect();
                dropdown("", None, &title, &entries)
            }
        })
        .collect()
}

/// `LanguageDropdown`: the page's twin in each other locale, else that locale's home.
fn language_dropdown(ctx: &Ctx) -> String {
    let locales = &ctx.site.config.locales;
    if locales.len() < 2 {
        return String::new();
    }
    let entries: String = locales
        .iter()
        .map(|(prefix, info)| {
            let current = *prefix == ctx.page.locale;
            let href = if current {
                ctx.page.route.as_str()
            } else {
                ctx.page.twins.get(prefix).map_or(prefix.as_str(), String::as_str)
            };
            format!(
                "<li class=\"dropdown-item\"><a href=\"{}\" hreflang=\"{lang}\" lang=\"{lang}\"{}>{}</a></li>",
                esc(href),
                if current { " class=\"active\" aria-current=\"page\"" } else { "" },
                esc(&info.name),
                lang = esc(&info.lang)
            )
        })
        .collect();
    let title = format!("<svg viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\"><path fill=\"currentColor\" d=\"{GLOBE}\"></path></svg>");
    dropdown(
        "i18n-dropdown",
        Some(ctx.t.ui("selectLanguage")),
        &title,
        &entries,
    )
}

/// `ThemeToggle` in its `auto` state; nothing where the site has no switch (`darkmode` not
/// `switch`/`toggle`).
fn theme_toggle(ctx: &Ctx, id: &str) -> String {
    let config = ctx.site.config.darkmode.as_str();
    if ["auto", "enable", "disable"].contains(&config) {
        return String::new();
    }
    let label = ctx.t.ui("colorModeAuto");
    let icons: String = MODES
        .iter()
        .map(|(mode, d)| {
            format!(
                "<svg class=\"{mode}-icon\" viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\" style=\"display:{}\"><path fill=\"currentColor\" d=\"{d}\"></path></svg>",
                if *mode == "auto" { "block" } else { "none" }
            )
        })
        .collect();
    format!(
        "<button type=\"button\" id=\"{id}\" class=\"nav-button appearance-switch\" aria-label=\"{}: {}\" title=\"{}\" data-status=\"auto\">{icons}</button>",
        esc(ctx.t.ui("colorMode")),
        esc(label),
        esc(label)
    )
}

/// The repository link's address: `owner/name` means GitHub.
fn repo_url(repo: &str) -> String {
    if repo.starts_with("http://") || repo.starts_with("https://") {
        repo.to_owned()
    } else {
        format!("https://github.com/{repo}")
    }
}

pub fn navbar(ctx: &Ctx, has_sidebar: bool) -> String {
    let t = ctx.t;
    let mut out =
        String::from("<header id=\"navbar\" class=\"vp-navbar\"><div class=\"vp-navbar-start\">");
    if has_sidebar {
        // The no-script toggle; the app's own button takes its place.
        out.push_str(&panel_toggle(
            "vp-toggle-sidebar-button",
            "docs-sidebar-toggle",
            t.ui("toggleSidebar"),
            Some("sidebar"),
            &glyph(PANEL),
        ));
    }
    // No logo (a site without the file) is no image, as the app's Navbar.
    let logo = &ctx.site.config.logo;
    let img = if logo.is_empty() {
        String::new()
    } else {
        format!(
            "<img class=\"vp-nav-logo\" src=\"{}\" alt=\"\" width=\"32\" height=\"32\">",
            esc(logo)
        )
    };
    out.push_str(&format!(
        "<a class=\"vp-brand\" href=\"{}\" aria-label=\"{title}\">{img}<span class=\"vp-site-name\">{title}</span></a></div>",
        esc(ctx.home()),
        title = esc(ctx.title)
    ));
    out.push_str(&format!(
        "<nav class=\"vp-navbar-center\" aria-label=\"{}\">{}</nav><div class=\"vp-navbar-end\">{}",
        esc(t.ui("primaryNav")),
        nav_links(ctx),
        language_dropdown(ctx)
    ));
    if let Some(repo) = ctx.site.config.repo.as_deref() {
        out.push_str(&format!(
            "<a class=\"nav-button vp-repo-link\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\" aria-label=\"{}\">{}</a>",
            esc(&repo_url(repo)),
            esc(t.ui("repoLink")),
            icon(Some("icon-github"), "")
        ));
    }
    out.push_str(&format!(
        "<div class=\"nav-item hide-in-mobile\">{}</div><button type=\"button\" class=\"nav-button search-button\" aria-label=\"{search}\" aria-keyshortcuts=\"/ Control+K Meta+K\">{}<span class=\"search-placeholder hide-in-mobile\">{search}</span><kbd class=\"search-key hide-in-mobile\">/</kbd></button>",
        theme_toggle(ctx, "appearance-switch"),
        icon(Some("icon-search"), ""),
        search = esc(t.ui("search"))
    ));
    out.push_str(&panel_toggle(
        "vp-toggle-navbar-button",
        "docs-nav-toggle",
        t.ui("toggleMenu"),
        Some("nav-screen"),
        &glyph(BARS),
    ));
    out.push_str("</div></header>");
    out
}

/// A panel toggle that works without JavaScript and is valid HTML: a real checkbox (focusable, named,
/// announced with its state) laid invisibly over the glyph, whose `:checked` state the stylesheet
/// reads with `:has()` to show the panel. A `<label>` with `role="button"` was not valid.
fn panel_toggle(class: &str, id: &str, name: &str, controls: Option<&str>, glyph: &str) -> String {
    format!(
        "<span class=\"{class} nav-button\"><input type=\"checkbox\" id=\"{id}\" class=\"docs-panel-toggle\" aria-label=\"{}\"{}>{glyph}</span>",
        esc(name),
        controls
            .map(|c| format!(" aria-controls=\"{c}\""))
            .unwrap_or_default()
    )
}

/// The mobile menu for readers without JavaScript: hidden until the navbar's `#docs-nav-toggle` is checked;
/// dropdowns are `<details>` groups.
pub fn nav_screen(ctx: &Ctx) -> String {
    let Some(locale) = ctx.locale else {
        return String::new();
    };
    let links: String = locale
        .navbar
        .iter()
        .map(|item| {
            let inner = if item.children.is_empty() {
                nav_link(ctx, item, "nav-link")
            } else {
                let list: String = item.children.iter().map(|c| format!("<li>{}</li>", nav_link(ctx, c, "nav-link"))).collect();
                format!(
                    "<details class=\"vp-nav-screen-dropdown\"><summary class=\"vp-nav-screen-dropdown-title\">{}<span class=\"title\">{}</span></summary><ul class=\"vp-nav-screen-dropdown-list\">{list}</ul></details>",
                    icon(item.icon.as_deref(), ""),
                    esc(&item.text)
                )
            };
            format!("<li class=\"navbar-links-item\">{inner}</li>")
        })
        .collect();
    format!(
        "<div id=\"nav-screen\" class=\"vp-nav-screen\"><nav class=\"vp-nav-screen-container\" aria-label=\"{}\"><ul class=\"vp-nav-screen-links\">{links}</ul></nav></div>",
        esc(ctx.t.ui("mobileNav"))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_link_is_active_inside_it_but_a_locale_home_is_not() {
        let locales = ["/", "/zh/"];
        assert!(is_active("/guide/", "/guide/install/docker.html", &locales));
        assert!(is_active("/", "/", &locales));
        assert!(!is_active("/", "/guide/", &locales));
        assert!(!is_active("/guide/a.html", "/guide/b.html", &locales));
    }
}
