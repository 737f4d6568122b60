//! A blog page's body (as `layouts/BlogBody`): the switcher between the blog's pages, the heading,
//! then the page's list (articles, categories or tags, years), its pager, and the site footer.
//! Drawn from the decided view ([`crate::site::blog::view::View`]); plain links throughout.

use super::{bodies::footer, esc, Ctx};
use crate::site::blog::view::{Blogger, Card, Kind, Term, View};

/// The body of a page whose data carries a blog view.
pub fn body(ctx: &Ctx) -> String {
    let Some(view) = &ctx.page.blog else {
        return String::new();
    };
    let listed = format!("{}{}", list(view), pager(view));
    format!(
        "<main id=\"main-content\" class=\"vp-page vp-blog\" tabindex=\"-1\">{}<h1 id=\"main-title\" class=\"vp-blog-title\">{}</h1>{}</main>{}",
        nav(ctx, view),
        esc(&view.heading),
        beside_blogger(view, listed),
        footer(ctx)
    )
}

/// A blog home's part below the hero (as `BlogHome` in `layouts/BlogBody`): the switcher, the
/// newest articles and the blogger card. Empty for any other home.
pub fn home_section(ctx: &Ctx) -> String {
    let Some(view) = ctx.page.blog.as_ref().filter(|v| v.kind == Kind::Home) else {
        return String::new();
    };
    let listed = format!(
        "<h2 id=\"blog-home-title\" class=\"vp-blog-home-title\">{}</h2>{}{}",
        esc(&view.heading),
        if view.articles.is_empty() {
            format!("<p class=\"vp-blog-empty\">{}</p>", esc(&view.empty))
        } else {
            cards(view, &view.articles, 3)
        },
        pager(view)
    );
    format!(
        "<section class=\"vp-blog-home\" aria-labelledby=\"blog-home-title\">{}{}</section>",
        nav(ctx, view),
        beside_blogger(view, listed)
    )
}

/// The list, with the blogger card beside it where the view has one.
fn beside_blogger(view: &View, listed: String) -> String {
    let Some(b) = &view.blogger else {
        return listed;
    };
    format!(
        "<div class=\"vp-blog-main\"><div class=\"vp-blog-list\">{listed}</div>{}</div>",
        blogger(b)
    )
}

/// The blogger card (as `BloggerCard`).
fn blogger(b: &Blogger) -> String {
    let mut out = format!(
        "<aside class=\"vp-blogger\" aria-label=\"{}\">",
        esc(&b.label)
    );
    if let Some(avatar) = &b.avatar {
        out.push_str(&format!(
            "<img class=\"vp-blogger-avatar\" src=\"{}\" alt=\"\" width=\"96\" height=\"96\">",
            esc(avatar)
        ));
    }
    out.push_str(&format!(
        "<p class=\"vp-blogger-name\">{}</p>",
        esc(&b.name)
    ));
    if let Some(d) = &b.description {
        out.push_str(&format!(
            "<p class=\"vp-blogger-description\">{}</p>",
            esc(d)
        ));
    }
    if let Some(intro) = &b.intro {
        out.push_str(&format!(
            "<a class=\"vp-blogger-intro\" href=\"{}\">{}</a>",
            esc(intro),
            esc(&b.intro_label)
        ));
    }
    let stats: String = b
        .stats
        .iter()
        .map(|s| {
            format!(
                "<li><a href=\"{}\"><span class=\"vp-blogger-count\">{}</span>{}</a></li>",
                esc(&s.link),
                s.count,
                esc(&s.text)
            )
        })
        .collect();
    out.push_str(&format!("<ul class=\"vp-blogger-stats\">{stats}</ul>"));
    if !b.medias.is_empty() {
        let medias: String = b
            .medias
            .iter()
            .map(|m| {
                format!(
                    "<li><a class=\"vp-blogger-media\" href=\"{}\"{}>{}</a></li>",
                    esc(&m.link),
                    super::external_attrs(&m.link),
                    esc(&m.name)
                )
            })
            .collect();
        out.push_str(&format!(
            "<ul class=\"vp-blogger-medias\" aria-label=\"{}\">{medias}</ul>",
            esc(&b.medias_label)
        ));
    }
    out.push_str("</aside>");
    out
}

fn nav(ctx: &Ctx, view: &View) -> String {
    let links: String = view
        .nav
        .iter()
        .map(|entry| {
            format!(
                "<a class=\"vp-blog-nav-link\" href=\"{}\"{}>{}</a>",
                esc(&entry.link),
                if entry.current {
                    " aria-current=\"page\""
                } else {
                    ""
                },
                esc(&entry.text)
            )
        })
        .collect();
    format!(
        "<nav class=\"vp-blog-nav\" aria-label=\"{}\">{links}</nav>",
        esc(ctx.t.ui("blogNav"))
    )
}

fn list(view: &View) -> String {
    if !view.terms.is_empty() {
        let terms: String = view
            .terms
            .iter()
            .map(|t| {
                format!(
                    "<li><a class=\"vp-term\" href=\"{}\">{}<span class=\"vp-term-count\">{}</span></a></li>",
                    esc(&t.link),
                    esc(&t.name),
                    t.count
                )
            })
            .collect();
        return format!("<ul class=\"vp-term-list\">{terms}</ul>");
    }
    if !view.years.is_empty() {
        return view
            .years
            .iter()
            .map(|y| {
                format!(
                    "<section class=\"vp-timeline-year\"><h2 class=\"vp-timeline-label\">{}</h2>{}</section>",
                    y.year,
                    cards(view, &y.articles, 3)
                )
            })
            .collect();
    }
    if !view.articles.is_empty() {
        return cards(view, &view.articles, 2);
    }
    format!("<p class=\"vp-blog-empty\">{}</p>", esc(&view.empty))
}

fn cards(view: &View, list: &[Card], level: u8) -> String {
    let items: String = list
        .iter()
        .map(|c| {
            format!(
                "<li class=\"vp-article-item\">{}</li>",
                card(view, c, level)
            )
        })
        .collect();
    format!("<ul class=\"vp-article-list\">{items}</ul>")
}

fn card(view: &View, c: &Card, level: u8) -> String {
    let mut meta = String::new();
    if c.sticky {
        meta.push_str(&format!(
            "<span class=\"vp-article-mark sticky\">{}</span>",
            esc(&view.sticky_label)
        ));
    }
    if c.star {
        meta.push_str(&format!(
            "<span class=\"vp-article-mark star\">{}</span>",
            esc(&view.star_label)
        ));
    }
    if let (Some(date), Some(text)) = (&c.date, &c.date_text) {
        meta.push_str(&format!(
            "<time class=\"vp-article-date\" datetime=\"{}\">{}</time>",
            esc(date),
            esc(text)
        ));
    }
    let mut out = format!(
        "<article class=\"vp-article\"><h{level} class=\"vp-article-title\"><a href=\"{}\">{}</a></h{level}>",
        esc(&c.route),
        esc(&c.title)
    );
    if !meta.is_empty() {
        out.push_str(&format!("<p class=\"vp-article-meta\">{meta}</p>"));
    }
    if let Some(excerpt) = &c.excerpt {
        out.push_str(&format!(
            "<p class=\"vp-article-excerpt\">{}</p>",
            esc(excerpt)
        ));
    }
    let terms: String = chips("category", &c.categories) + &chips("tag", &c.tags);
    if !terms.is_empty() {
        out.push_str(&format!("<ul class=\"vp-article-terms\">{terms}</ul>"));
    }
    out.push_str("</article>");
    out
}

fn chips(kind: &str, terms: &[Term]) -> String {
    terms
        .iter()
        .map(|t| {
            format!(
                "<li><a class=\"vp-term {kind}\" href=\"{}\">{}</a></li>",
                esc(&t.link),
                esc(&t.name)
            )
        })
        .collect()
}

fn pager(view: &View) -> String {
    let Some(p) = &view.pager else {
        return String::new();
    };
    let link = |href: &Option<String>, rel: &str, label: &str| match href {
        Some(h) => format!(
            "<a class=\"vp-pager-link {rel}\" rel=\"{rel}\" href=\"{}\">{}</a>",
            esc(h),
            esc(label)
        ),
        None => String::new(),
    };
    format!(
        "<nav class=\"vp-pager\" aria-label=\"{}\">{}<span class=\"vp-pager-text\">{}</span>{}</nav>",
        esc(&p.text),
        link(&p.prev, "prev", &p.prev_label),
        esc(&p.text),
        link(&p.next, "next", &p.next_label)
    )
}
