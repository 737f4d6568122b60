//! The home (project and portfolio) and 404 bodies, the title block's page info and the site
//! footer, as the app's `HomeBody`, `Portfolio`, `NotFoundBody`, `PageInfo` and `Footer` draw them.

use super::doc::{info_items, iso_time, local_date, wwads};
use super::{esc, external_attrs, icon, Ctx};
use crate::site::front_matter::TextOrSwitch;

const WORDS_PER_MINUTE: f64 = 300.0;

fn info_item(class: &str, label: &str, icon_name: &str, inner: &str) -> String {
    format!(
        "<span class=\"{class}\" role=\"group\" aria-label=\"{}\" data-balloon-pos=\"down\">{}{inner}</span>",
        esc(label),
        icon(Some(icon_name), "")
    )
}

/// Days since 1970-01-01 of a civil date (the inverse of `iso_date`).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Front-matter `date` (its `YYYY-MM-DD` part), else the file's first commit (as `pageDate`).
fn page_date(ctx: &Ctx) -> Option<i64> {
    let from_fm = ctx.page.frontmatter.date.as_deref().and_then(|d| {
        let ymd = d.get(..10)?;
        let mut parts = ymd.split('-').map(|p| p.parse::<i64>().ok());
        let (y, m, day) = (parts.next()??, parts.next()??, parts.next()??);
        ((1..=12).contains(&m) && (1..=31).contains(&day))
            .then(|| days_from_civil(y, m, day) * 86_400_000)
    });
    from_fm.or_else(|| {
        ctx.page
            .git
            .as_ref()
            .map(|g| g.created_time)
            .filter(|t| *t != 0)
    })
}

/// The page info under the title (as `PageInfo`), or nothing when no item shows.
pub fn page_info(ctx: &Ctx) -> String {
    let (fm, t) = (&ctx.page.frontmatter, ctx.t);
    let words = ctx.page.reading_time.words;
    let minutes = ((words as f64 / WORDS_PER_MINUTE) * 100.0).round() / 100.0;
    let under_a_minute = (words as f64) / WORDS_PER_MINUTE < 1.0;
    let mut items = String::new();
    for item in info_items(fm.page_info.as_ref()) {
        let part = match item {
            "Author" => {
                let site_author = &ctx.site.config.author;
                let list: Vec<(String, Option<String>)> = match &fm.author {
                    Some(list) => list
                        .iter()
                        .filter(|a| !a.name.is_empty())
                        .map(|a| (a.name.clone(), a.url.clone()))
                        .collect(),
                    None if site_author.name.is_empty() => Vec::new(),
                    None => vec![(site_author.name.clone(), site_author.url.clone())],
                };
                if list.is_empty() {
                    continue;
                }
                let names: String = list
                    .iter()
                    .enumerate()
                    .map(|(i, (name, url))| {
                        let sep = if i > 0 { ", " } else { "" };
                        match url {
                            Some(url) => format!("<span>{sep}<a class=\"page-author-item\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}</a></span>", esc(url), esc(name)),
                            None => format!("<span>{sep}<span class=\"page-author-item\">{}</span></span>", esc(name)),
                        }
                    })
                    .collect();
                let all: Vec<&str> = list.iter().map(|(n, _)| n.as_str()).collect();
                info_item(
                    "page-author-info",
                    t.ui("author"),
                    "icon-people",
                    &format!(
                        "<span>{names}</span><meta property=\"author\" content=\"{}\">",
                        esc(&all.join(", "))
                    ),
                )
            }
            "Original" if fm.is_original == Some(true) => {
                format!(
                    "<span class=\"page-original-info\">{}{}</span>",
                    icon(Some("icon-creative"), ""),
                    esc(t.ui("original"))
                )
            }
            "Date" => {
                let Some(ms) = page_date(ctx) else { continue };
                info_item(
                    "page-date-info",
                    t.ui("writingDate"),
                    "icon-page",
                    &format!(
                        "<span>{}</span><meta property=\"datePublished\" content=\"{}\">",
                        local_date(ms, ctx.t),
                        iso_time(ms)
                    ),
                )
            }
            "Category" | "Tag" => {
                let (values, kind, label, prop) = if item == "Category" {
                    (
                        &fm.category,
                        "category",
                        t.ui("category"),
                        "articleSection",
                    )
                } else {
                    (&fm.tag, "tag", t.ui("tag"), "keywords")
                };
                if values.is_empty() {
                    continue;
                }
                let chips: String = values
                    .iter()
                    .enumerate()
                    .map(|(i, v)| {
                        format!(
                            "<span class=\"page-{kind}-item {kind}{}\">{}</span>",
                            i % 9,
                            esc(v)
                        )
                    })
                    .collect();
                let icon_name = if kind == "category" {
                    "icon-folder"
                } else {
                    "icon-tag"
                };
                info_item(
                    &format!("page-{kind}-info"),
                    label,
                    icon_name,
                    &format!(
                        "{chips}<meta property=\"{prop}\" content=\"{}\">",
                        esc(&values.join(","))
                    ),
                )
            }
            "ReadingTime" => {
                let text = if under_a_minute {
                    t.ui("less1Minute").to_owned()
                } else {
                    t.ui("timeText")
                        .replace("$time", &format!("{}", minutes.round()))
                };
                let required = if under_a_minute {
                    "PT1M".to_owned()
                } else {
                    format!("PT{}M", minutes.round())
                };
                info_item(
                    "page-reading-time-info",
                    t.ui("readingTime"),
                    "icon-speed",
                    &format!(
                        "<span>{}</span><meta property=\"timeRequired\" content=\"{required}\">",
                        esc(&text)
                    ),
                )
            }
            "Word" => info_item(
                "page-word-info",
                t.ui("words"),
                "icon-file",
                &format!(
                    "<span>{}</span><meta property=\"wordCount\" content=\"{words}\">",
                    esc(&t.ui("wordText").replace("$word", &words.to_string()))
                ),
            ),
            _ => continue,
        };
        items.push_str(&part);
    }
    if items.is_empty() {
        return items;
    }
    format!(
        "<div class=\"page-info\" aria-label=\"{}\" role=\"group\" data-ssr=\"\">{items}</div>",
        esc(t.ui("pageInfo"))
    )
}

fn current_year() -> i64 {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    crate::document::iso_date(ms)[..4].parse().unwrap_or(1970)
}

/// The site footer (as `Footer`): the page's or locale's footer HTML, then the copyright line.
pub fn footer(ctx: &Ctx, locale_footer: Option<&str>) -> String {
    let fm = &ctx.page.frontmatter;
    let config = &ctx.site.config;
    if fm.footer == Some(TextOrSwitch::Switch(false)) {
        return String::new();
    }
    let html = match &fm.footer {
        Some(TextOrSwitch::Text(s)) => Some(s.as_str()),
        _ => locale_footer,
    }
    .filter(|h| !h.is_empty());
    let copyright = match &fm.copyright {
        Some(TextOrSwitch::Switch(false)) => None,
        Some(TextOrSwitch::Text(s)) => Some(s.clone()),
        _ => {
            let text = config.copyright.clone().unwrap_or_else(|| {
                format!("Copyright © {} {}", current_year(), config.author.name)
            });
            match fm
                .license
                .as_deref()
                .filter(|l| !l.is_empty())
                .or(config.license.as_deref())
            {
                Some(license) if !license.is_empty() => {
                    Some(format!("{license} Licensed | {text}"))
                }
                _ => Some(text),
            }
        }
    }
    .filter(|c| !c.is_empty());
    if html.is_none() && copyright.is_none() {
        return String::new();
    }
    format!(
        "<footer class=\"vp-footer-wrapper\">{}{}</footer>",
        html.map(|h| format!("<div class=\"vp-footer\">{h}</div>"))
            .unwrap_or_default(),
        copyright
            .map(|c| format!("<div class=\"vp-copyright\">{}</div>", esc(&c)))
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
            footer(ctx, None)
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
    out.push_str(&content);
    out.push_str("</main>");
    out.push_str(&footer(ctx, None));
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

/// The 404 body (as `NotFoundBody`) with the locale's first hint; the app keeps the one shown.
pub fn not_found(ctx: &Ctx) -> String {
    let texts = ctx.locale.map(|l| l.not_found);
    let hint = texts
        .and_then(|t| t.hints.first())
        .map_or("", String::as_str);
    let home = ctx.home();
    format!(
        "<main id=\"main-content\" class=\"vp-page not-found\" tabindex=\"-1\"><div class=\"not-found-hint\"><p class=\"error-code\">404</p><h1 class=\"error-title\">{}</h1><p class=\"error-hint\">{}</p></div><div class=\"actions\"><button type=\"button\" class=\"action-button back-button\">{}</button><a class=\"action-button\" href=\"{}\">{}</a></div></main>",
        esc(texts.map_or(ctx.page.title.as_str(), |t| t.title.as_str())),
        esc(hint),
        esc(texts.map_or("", |t| t.back.as_str())),
        esc(home),
        esc(texts.map_or("", |t| t.home.as_str()))
    )
}
