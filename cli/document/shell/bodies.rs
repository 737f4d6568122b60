//! The home (project and portfolio) and 404 bodies, the title block's page info and the site
//! footer, as the app's `HomeBody`, `Portfolio`, `NotFoundBody`, `PageInfo` and `Footer` draw them.

use super::doc::wwads;
use super::{esc, external_attrs, icon, notice, Ctx};
use crate::document::parts::InfoItem;

fn info_item(class: &str, label: &str, icon_name: &str, inner: &str) -> String {
    format!(
        "<span class=\"{class}\" role=\"group\" aria-label=\"{}\" data-balloon-pos=\"down\">{}{inner}</span>",
        esc(label),
        icon(Some(icon_name), "")
    )
}

fn meta_tag([property, content]: &[String; 2]) -> String {
    format!(
        "<meta property=\"{}\" content=\"{}\">",
        esc(property),
        esc(content)
    )
}

/// The chips of a category or tag item: links to the blog's page of each where there is one.
fn chips(kind: &str, values: &[String], links: &[String]) -> String {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| match links.get(i).filter(|l| !l.is_empty()) {
            Some(link) => format!(
                "<a class=\"page-{kind}-item {kind}{}\" href=\"{}\">{}</a>",
                i % 9,
                esc(link),
                esc(v)
            ),
            None => format!(
                "<span class=\"page-{kind}-item {kind}{}\">{}</span>",
                i % 9,
                esc(v)
            ),
        })
        .collect()
}

/// The page info under the title (as `PageInfo`), drawn from the page's decided items.
pub fn page_info(ctx: &Ctx) -> String {
    let items: String = ctx
        .page
        .parts
        .info
        .iter()
        .map(|item| match item {
            InfoItem::Author {
                label,
                authors,
                meta,
            } => {
                let names: String = authors
                    .iter()
                    .enumerate()
                    .map(|(i, a)| {
                        let sep = if i > 0 { ", " } else { "" };
                        match &a.url {
                            Some(url) => format!("<span>{sep}<a class=\"page-author-item\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}</a></span>", esc(url), esc(&a.name)),
                            None => format!("<span>{sep}<span class=\"page-author-item\">{}</span></span>", esc(&a.name)),
                        }
                    })
                    .collect();
                info_item(
                    "page-author-info",
                    label,
                    "icon-people",
                    &format!("<span>{names}</span>{}", meta_tag(meta)),
                )
            }
            InfoItem::Original { text } => format!(
                "<span class=\"page-original-info\">{}{}</span>",
                icon(Some("icon-creative"), ""),
                esc(text)
            ),
            InfoItem::Date { label, text, meta } => info_item(
                "page-date-info",
                label,
                "icon-page",
                &format!("<span>{}</span>{}", esc(text), meta_tag(meta)),
            ),
            InfoItem::Category {
                label,
                values,
                links,
                meta,
            } => info_item(
                "page-category-info",
                label,
                "icon-folder",
                &format!("{}{}", chips("category", values, links), meta_tag(meta)),
            ),
            InfoItem::Tag {
                label,
                values,
                links,
                meta,
            } => info_item(
                "page-tag-info",
                label,
                "icon-tag",
                &format!("{}{}", chips("tag", values, links), meta_tag(meta)),
            ),
            InfoItem::ReadingTime { label, text, meta } => info_item(
                "page-reading-time-info",
                label,
                "icon-speed",
                &format!("<span>{}</span>{}", esc(text), meta_tag(meta)),
            ),
            InfoItem::Word { label, text, meta } => info_item(
                "page-word-info",
                label,
                "icon-file",
                &format!("<span>{}</span>{}", esc(text), meta_tag(meta)),
            ),
        })
        .collect();
    if items.is_empty() {
        return items;
    }
    format!(
        "<div class=\"page-info\" aria-label=\"{}\" role=\"group\" data-ssr=\"\">{items}</div>",
        esc(ctx.t.ui("pageInfo"))
    )
}

/// The site footer (as `Footer`), as decided in `parts`.
pub fn footer(ctx: &Ctx) -> String {
    let Some(footer) = &ctx.page.parts.footer else {
        return String::new();
    };
    format!(
        "<footer class=\"vp-footer-wrapper\">{}{}</footer>",
        footer
            .html
            .as_deref()
            .map(|h| format!("<div class=\"vp-footer\">{h}</div>"))
            .unwrap_or_default(),
        footer
            .copyright
            .as_deref()
            .map(|c| format!("<div class=\"vp-copyright\">{}</div>", esc(c)))
            .unwrap_or_default()
    )
}

/// The project home (or the portfolio card with `portfolio: true`), then the footer.
pub fn home(ctx: &Ctx, content: &str) -> String {
    let fm = &ctx.page.frontmatter;
    let content = format!("<div class=\"theme-hope-content\" id=\"docs-content\">{content}</div>");
    if fm.portfolio == Some(true) {
        return format!(
            "<main id=\"main-content\" class=\"vp-project-home vp-portfolio-home\" tabindex=\"-1\">{}{content}</main>{}",
            portfolio(ctx),
            footer(ctx)
        );
    }
    let mut out =
        String::from("<main id=\"main-content\" class=\"vp-project-home\" tabindex=\"-1\">");
    if ctx.ads("/home").is_some_and(|v| !v.is_null()) {
        // The Apple-only card is chosen on the client; everyone else gets the ad box first.
        out.push_str(&format!(
            "<div class=\"home-ads\">{}",
            wwads(ctx, "horizontal")
        ));
        if let Some(link) = ctx.ads_str("/home/newSite") {
            out.push_str(&format!("<a class=\"new_site\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}</a>", esc(link), esc(ctx.t.ui("newSite"))));
        }
        out.push_str("</div>");
    }
    out.push_str("<header class=\"vp-hero-info-wrapper\">");
    if let Some(img) = &fm.hero_image {
        out.push_str(&format!(
            "<img class=\"vp-hero-image\" src=\"{}\" alt=\"\" width=\"160\" height=\"160\">",
            esc(img)
        ));
    }
    out.push_str(&format!(
        "<div class=\"vp-hero-info\"><h1 id=\"main-title\">{}</h1>",
        esc(fm.hero_text.as_deref().unwrap_or(&ctx.page.title))
    ));
    if let Some(tagline) = fm.tagline.as_deref().filter(|t| !t.is_empty()) {
        out.push_str(&format!("<p id=\"main-description\">{}</p>", esc(tagline)));
    }
    let actions: String = fm
        .actions
        .iter()
        .map(|a| {
            format!(
                "<a class=\"vp-hero-action {}\" href=\"{}\"{}>{}</a>",
                esc(a.kind.as_deref().unwrap_or("default")),
                esc(&a.link),
                external_attrs(&a.link),
                esc(&a.text)
            )
        })
        .collect();
    out.push_str(&format!(
        "<p class=\"vp-hero-actions\">{actions}</p></div></header>"
    ));
    // Under the hero: the title and its buttons stay on a phone's first screen.
    out.push_str(&notice(ctx));
    if !fm.features.is_empty() {
        out.push_str("<div class=\"vp-feature-wrapper\"><div class=\"vp-features\">");
        for f in &fm.features {
            let title = match &f.link {
                Some(link) => format!(
                    "<a href=\"{}\"{}>{}</a>",
                    esc(link),
                    external_attrs(link),
                    esc(&f.title)
                ),
                None => esc(&f.title),
            };
            out.push_str(&format!(
                "<div class=\"vp-feature-item{}\">{}<h2 class=\"vp-feature-title\">{title}</h2>{}</div>",
                if f.link.is_some() { " link" } else { "" },
                icon(f.icon.as_deref(), "vp-feature-icon"),
                f.details.as_deref().filter(|d| !d.is_empty()).map(|d| format!("<p class=\"vp-feature-details\">{}</p>", esc(d))).unwrap_or_default()
            ));
        }
        out.push_str("</div></div>");
    }
    for h in &fm.highlights {
        let list: String = h
            .features
            .iter()
            .map(|f| {
                format!(
                    "<div class=\"vp-highlight\"><dt class=\"vp-highlight-title\">{}</dt>{}</div>",
                    esc(&f.title),
                    f.details
                        .as_deref()
                        .filter(|d| !d.is_empty())
                        .map(|d| format!("<dd class=\"vp-highlight-details\">{}</dd>", esc(d)))
                        .unwrap_or_default()
                )
            })
            .collect();
        out.push_str(&format!(
            "<section class=\"vp-highlight-wrapper\"><h2 class=\"vp-highlight-header\">{}</h2>{}<dl class=\"vp-highlights\">{list}</dl></section>",
            esc(&h.header),
            h.description.as_deref().filter(|d| !d.is_empty()).map(|d| format!("<p class=\"vp-highlight-description\">{}</p>", esc(d))).unwrap_or_default()
        ));
    }
    out.push_str(&super::blog::home_section(ctx));
    out.push_str(&content);
    out.push_str("</main>");
    out.push_str(&footer(ctx));
    out
}

/// The portfolio card (as `Portfolio`); the typed title starts empty there too.
fn portfolio(ctx: &Ctx) -> String {
    let fm = &ctx.page.frontmatter;
    let author = &ctx.site.config.author.name;
    let name = fm.name.as_deref().unwrap_or(author);
    let bg = fm.bg_image.as_deref();
    let mut out = format!(
        "<section id=\"portfolio\" class=\"vp-portfolio{}\"{}>",
        if bg.is_some() { " bg" } else { "" },
        bg.map(|b| format!(" style=\"background-image:url({})\"", esc(b)))
            .unwrap_or_default()
    );
    if let Some(avatar) = &fm.avatar {
        out.push_str(&format!("<div class=\"vp-portfolio-avatar\"><img class=\"light\" src=\"{}\" alt=\"{}\" width=\"160\" height=\"160\"></div>", esc(avatar), esc(name)));
    }
    out.push_str(&format!(
        "<div class=\"vp-portfolio-container\"><h6 class=\"vp-portfolio-welcome\">{}</h6><h1 id=\"main-title\" class=\"vp-portfolio-name\">{}</h1>",
        esc(fm.welcome.as_deref().unwrap_or(ctx.t.ui("welcome"))),
        esc(name)
    ));
    if !fm.titles.is_empty() {
        out.push_str(&format!("<h2 class=\"vp-portfolio-title\" aria-label=\"{}\"><span aria-hidden=\"true\"></span></h2>", esc(&fm.titles.join(", "))));
    }
    let medias: Vec<&serde_json::Value> = fm
        .medias
        .as_ref()
        .and_then(|m| m.as_array())
        .map(|a| a.iter().collect())
        .unwrap_or_default();
    if !medias.is_empty() {
        out.push_str("<div class=\"vp-portfolio-medias\">");
        for m in medias {
            let field = |k: &str| m.get(k).and_then(|v| v.as_str()).unwrap_or("");
            let spec = m.get("icon").and_then(|v| v.as_str()).map_or_else(
                || format!("icon-{}", field("name").to_lowercase()),
                str::to_owned,
            );
            out.push_str(&format!(
                "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}<span class=\"vp-portfolio-media-name\">{}</span></a>",
                esc(field("url")),
                icon(Some(&spec), ""),
                esc(field("name"))
            ));
        }
        out.push_str("</div>");
    }
    out.push_str("</div></section>");
    out
}

/// The 404 body (as `NotFoundBody`). Every hint is written, stacked in one grid cell with all but
/// the first hidden: the block is as tall as the longest, so the app can show a random one (a
/// cached or exported page cannot pick per visit) without moving what follows.
pub fn not_found(ctx: &Ctx) -> String {
    let texts = ctx.locale.map(|l| l.not_found);
    let hints = texts.map_or(&[][..], |t| t.hints.as_slice());
    let mut stack = String::from("<div class=\"error-hints\">");
    if hints.is_empty() {
        stack.push_str("<p class=\"error-hint\"></p>");
    }
    for (i, hint) in hints.iter().enumerate() {
        stack.push_str(if i == 0 {
            "<p class=\"error-hint\">"
        } else {
            "<p class=\"error-hint-spare\" aria-hidden=\"true\">"
        });
        stack.push_str(&esc(hint));
        stack.push_str("</p>");
    }
    stack.push_str("</div>");
    let home = ctx.home();
    format!(
        "<main id=\"main-content\" class=\"vp-page not-found\" tabindex=\"-1\"><div class=\"not-found-hint\"><p class=\"error-code\">404</p><h1 class=\"error-title\">{}</h1>{stack}</div><div class=\"actions\"><button type=\"button\" class=\"action-button back-button\">{}</button><a class=\"action-button\" href=\"{}\">{}</a></div></main>",
        esc(texts.map_or(ctx.page.title.as_str(), |t| t.title.as_str())),
        esc(texts.map_or("", |t| t.back.as_str())),
        esc(home),
        esc(texts.map_or("", |t| t.home.as_str()))
    )
}
