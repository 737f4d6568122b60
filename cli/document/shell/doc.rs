//! A doc page's main column (as `layouts/DocBody`): breadcrumb, ad slot, content with the title
//! block's page info and the TOC, page meta, prev/next; then the site footer.
//! What the server adds inside `#docs-content` carries `data-ssr`: the app takes the content
//! without it and adds its own (main.tsx).

use super::{bodies::footer, esc, icon, notice, Ctx};
use crate::document::chrome::Titled;
use crate::document::NavLink;
use crate::render::Header;

/// Where the API selector widget mounts (as `ApiSelectSlot`).
pub const API_SELECT_SLOT: &str =
    "<div class=\"api-select-slot\" data-widget=\"ApiSelect\" data-props=\"{}\"></div>";

fn toc_list(items: &[Header]) -> String {
    let inner: String = items
        .iter()
        .map(|h| {
            let nested = if h.children.is_empty() { String::new() } else { toc_list(&h.children) };
            format!(
                "<li class=\"toc-item\"><a class=\"toc-link level{}\" href=\"#{}\">{}</a>{nested}</li>",
                h.level,
                esc(&h.slug),
                crate::render::escape::with_word_breaks(&h.title)
            )
        })
        .collect();
    format!("<ul class=\"toc-list\">{inner}</ul>")
}

/// The TOC in its narrow form (a closed box whose header opens it; the label and checkbox make that
/// work without scripts); from 1440 px the stylesheet shows it as the open right column.
fn toc(ctx: &Ctx) -> String {
    format!(
        "<div class=\"toc-place-holder\" data-ssr=\"\"><aside id=\"toc\" aria-labelledby=\"toc-title\"><label class=\"vp-toc-header\"><span id=\"toc-title\">{}</span><span class=\"arrow end\" aria-hidden=\"true\"></span><input type=\"checkbox\" id=\"docs-toc-toggle\" class=\"docs-panel-toggle\" aria-controls=\"toc-list\"></label>{}<div id=\"toc-list\" class=\"vp-toc-wrapper\">{}</div></aside></div>",
        esc(ctx.t.ui("toc")),
        print_button(ctx),
        toc_list(&ctx.page.headers)
    )
}

/// The print button where the page has one, in the first paint as the app draws it (no shift when
/// it mounts); the no-script sheet hides it, since only the app's handler prints.
fn print_button(ctx: &Ctx) -> String {
    if !ctx.page.parts.print {
        return String::new();
    }
    format!(
        "<button type=\"button\" class=\"vp-print-button\">{}</button>",
        esc(ctx.t.ui("print"))
    )
}

fn breadcrumb(ctx: &Ctx) -> String {
    let items = &ctx.page.breadcrumb;
    // `breadcrumb: false` (the page's or site.yaml's) or a chain of one already left the list
    // empty (page_data).
    if items.is_empty() {
        return "<nav class=\"vp-breadcrumb disable\" aria-hidden=\"true\"></nav>".into();
    }
    let list: String = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let last = i + 1 == items.len();
            format!(
                "<li{} property=\"itemListElement\" typeof=\"ListItem\"><a href=\"{}\" property=\"item\" typeof=\"WebPage\"{}>{}<span property=\"name\">{}</span></a><meta property=\"position\" content=\"{}\"></li>",
                if last { " class=\"is-active\"" } else { "" },
                esc(&item.link),
                if last { " aria-current=\"page\"" } else { "" },
                icon(item.icon.as_deref(), ""),
                esc(&item.text),
                i + 1
            )
        })
        .collect();
    format!(
        "<nav class=\"vp-breadcrumb\" aria-label=\"{}\"><ol vocab=\"https://schema.org/\" typeof=\"BreadcrumbList\">{list}</ol></nav>",
        esc(ctx.t.ui("breadcrumb"))
    )
}

/// The content with the page icon in the `<h1>`, the page info at the end of the title block and
/// the TOC after it, where the app's `PageTitle` puts them.
fn content(ctx: &Ctx, titled: &Titled) -> String {
    let html = titled.html.as_str();
    let Some(title) = titled.h1.filter(|h1| h1.fits(html)) else {
        return match ctx.page.parts.toc {
            true => format!("{}{html}", toc(ctx)),
            false => html.to_owned(),
        };
    };
    let mut h1 = crate::site::text::before(html, title.close_start).to_owned();
    if let Some(spec) = ctx.page.frontmatter.icon.as_deref() {
        let span = format!(
            "<span class=\"vp-page-icon\" data-ssr=\"\">{}</span>",
            icon(Some(spec), "")
        );
        h1.insert_str(title.anchor_end.unwrap_or(title.open_end), &span);
    }
    let rest = crate::site::text::after(html, title.end);
    let rest = rest.strip_prefix("</div>").unwrap_or(rest);
    let toc = if ctx.page.parts.toc {
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
        esc(ctx.t.ui("pageNav")),
        prev.as_ref()
            .map(|l| nav_link("prev", ctx.t.ui("prev"), l))
            .unwrap_or_default(),
        next.as_ref()
            .map(|l| nav_link("next", ctx.t.ui("next"), l))
            .unwrap_or_default()
    )
}

/// The page meta (as `PageMeta`): edit link, last update, contributors, as decided in `parts`.
fn page_meta(ctx: &Ctx) -> String {
    let Some(meta) = &ctx.page.parts.meta else {
        return String::new();
    };
    let mut out = String::from("<footer class=\"page-meta\">");
    if let Some(edit) = &meta.edit {
        out.push_str(&format!(
            "<div class=\"meta-item edit-link\"><a class=\"label\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}{}</a></div>",
            esc(&edit.link),
            icon(Some("icon-page"), ""),
            esc(&edit.text)
        ));
    }
    if meta.updated.is_some() || meta.contributors.is_some() {
        out.push_str("<div class=\"meta-item git-info\">");
        if let Some(updated) = &meta.updated {
            out.push_str(&format!(
                "<div class=\"update-time\"><span class=\"label\">{}: </span><span class=\"info\"><time datetime=\"{}\">{}</time></span></div>",
                esc(&updated.label),
                esc(&updated.iso),
                esc(&updated.text)
            ));
        }
        if let Some(people) = &meta.contributors {
            let names: String = people
                .people
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    format!(
                        "<span class=\"contributor\" title=\"email: {}\">{}{}</span>",
                        esc(&c.email),
                        esc(&c.name),
                        if i + 1 < people.people.len() {
                            ", "
                        } else {
                            ""
                        }
                    )
                })
                .collect();
            out.push_str(&format!(
                "<div class=\"contributors\"><span class=\"label\">{}: </span><span class=\"info\">{names}</span></div>",
                esc(&people.label)
            ));
        }
        out.push_str("</div>");
    }
    out.push_str("</footer>");
    out
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

pub fn body(ctx: &Ctx, titled: &Titled) -> String {
    let page = ctx.page;
    let mut out = format!(
        "<main id=\"main-content\" class=\"vp-page\" tabindex=\"-1\">{}{}",
        breadcrumb(ctx),
        notice(ctx)
    );
    // The slots above and below the content exist only where site.yaml asks for them (as DocBody).
    let api = uses_api(ctx);
    if ctx.ads_configured("wwads") || api {
        out.push_str(&format!(
            "<div class=\"theme-hope-content ads-container\">{}{}</div>",
            wwads(ctx, "horizontal"),
            if api { API_SELECT_SLOT } else { "" }
        ));
    }
    out.push_str(&format!(
        "<div class=\"theme-hope-content\" id=\"docs-content\">{}</div>",
        content(ctx, titled)
    ));
    if ctx.ads_configured("sponsor") {
        out.push_str(&format!(
            "<div class=\"bottom-wwads\">{}</div>",
            if ctx.sponsor_enabled() {
                wwads(ctx, "vertical")
            } else {
                String::new()
            }
        ));
    }
    out.push_str(&page_meta(ctx));
    out.push_str(&page_nav(ctx));
    if page.parts.comments {
        // The comment box's place is kept from the first paint (see `.comments-slot`).
        out.push_str("<div class=\"page-bottom-slot comments-slot\"></div>");
    }
    out.push_str("</main>");
    out.push_str(&footer(ctx));
    out
}

/// The ad network's box (as `WwadsSlot`): empty until its script fills it; nothing at all unless
/// site.yaml configures `ads.wwads`.
pub fn wwads(ctx: &Ctx, variant: &str) -> String {
    if !ctx.ads_configured("wwads") {
        return String::new();
    }
    format!(
        "<div class=\"wwads wwads-cn wwads-{variant}\"{}></div>",
        ctx.ads_str("/wwads/slot")
            .map(|s| format!(" data-id=\"{}\"", esc(s)))
            .unwrap_or_default()
    )
}
