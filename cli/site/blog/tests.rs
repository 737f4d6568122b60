use super::*;
use crate::site::config::SiteConfig;

fn config(per_page: usize) -> SiteConfig {
    let mut config: SiteConfig = serde_json::from_value(serde_json::json!({
        "title": "Blog", "description": "d", "defaultLocale": "/",
        "locales": {
            "/": {"key": "en", "lang": "en-US", "name": "English", "title": "Blog", "description": "d"},
            "/zh/": {"key": "zh", "lang": "zh-CN", "name": "简体中文", "title": "博客", "description": "d"}
        },
        "blog": {"articlesPerPage": per_page}
    }))
    .unwrap();
    for (prefix, locale) in &mut config.locales {
        locale.prefix.clone_from(prefix);
    }
    config
}

fn page(file: &str, yaml: serde_json::Value) -> Page {
    let (front_matter, problems) = FrontMatter::from_value(&yaml);
    assert!(problems.is_empty(), "{problems:?}");
    let route = crate::site::route::of_file(file).unwrap();
    let locale = if file.starts_with("zh/") { "/zh/" } else { "/" };
    Page {
        file: file.into(),
        route,
        locale: locale.into(),
        front_matter,
        body: "".into(),
        body_line: 1,
        title: file.into(),
        git: None,
    }
}

fn routes(made: &Generated) -> Vec<&str> {
    let mut routes: Vec<&str> = made.pages.iter().map(|p| p.route.as_str()).collect();
    routes.sort_unstable();
    routes
}

#[test]
fn every_locale_gets_the_blog_pages_at_theme_hopes_routes() {
    use serde_json::json;
    let pages = [
        page(
            "posts/a.md",
            json!({"date": "2022-01-02", "category": ["Fruit"], "tag": ["Red Big"]}),
        ),
        page(
            "zh/posts/a.md",
            json!({"date": "2022-01-02", "category": ["蔬菜"], "tag": ["红"], "star": true}),
        ),
    ];
    let made = generate(&config(10), &pages);
    assert!(made.findings.is_empty());
    assert_eq!(
        routes(&made),
        [
            "/article/",
            "/category/",
            "/category/fruit/",
            "/star/",
            "/tag/",
            "/tag/red-big/",
            "/timeline/",
            "/zh/article/",
            "/zh/category/",
            "/zh/category/蔬菜/",
            "/zh/star/",
            "/zh/tag/",
            "/zh/tag/红/",
            "/zh/timeline/",
        ]
    );
    assert!(made.pages.iter().all(Page::is_generated));
    let tag = made.blog.view("/zh/tag/红/").unwrap();
    assert_eq!(tag.kind, Kind::Tag);
    assert_eq!(tag.heading, "标签：红");
    assert_eq!(tag.articles[0].route, "/zh/posts/a.html");
    assert!(tag.articles[0].star);
    assert_eq!(
        made.blog
            .term_link("/zh/", Kind::Category, "蔬菜")
            .as_deref(),
        Some("/zh/category/蔬菜/")
    );
    // The body links with the route percent-encoded, as Markdown needs.
    let body = &*made
        .pages
        .iter()
        .find(|p| p.route == "/zh/tag/红/")
        .unwrap()
        .body;
    assert!(body.contains("(</zh/posts/a.html>)"), "{body}");
    let index = made.blog.view("/tag/").unwrap();
    assert_eq!(index.terms[0].name, "Red Big");
    assert_eq!(index.terms[0].count, 1);
}

#[test]
fn long_lists_are_paged_with_links_both_ways() {
    use serde_json::json;
    let pages: Vec<Page> = (1..=5)
        .map(|i| {
            page(
                &format!("p{i}.md"),
                json!({"date": format!("2022-01-0{i}"), "tag": ["t"]}),
            )
        })
        .collect();
    let made = generate(&config(2), &pages);
    let first = made.blog.view("/article/").unwrap();
    assert_eq!(first.articles.len(), 2);
    assert_eq!(first.articles[0].route, "/p5.html");
    let pager = first.pager.as_ref().unwrap();
    assert_eq!(
        (pager.prev.as_deref(), pager.next.as_deref()),
        (None, Some("/article/2.html"))
    );
    assert_eq!(pager.text, "Page 1 of 3");
    let last = made.blog.view("/article/3.html").unwrap();
    assert_eq!(last.articles.len(), 1);
    assert_eq!(
        last.pager.as_ref().unwrap().prev.as_deref(),
        Some("/article/2.html")
    );
    assert!(made.blog.view("/tag/t/3.html").is_some());
    let title = &made
        .pages
        .iter()
        .find(|p| p.route == "/article/2.html")
        .unwrap()
        .title;
    assert_eq!(title, "Articles (Page 2 of 3)");
}

#[test]
fn a_content_page_keeps_its_route_and_is_reported() {
    use serde_json::json;
    let pages = [
        page("tag/README.md", json!({})),
        page("a.md", json!({"tag": ["x"]})),
    ];
    let made = generate(&config(10), &pages);
    assert!(!routes(&made).contains(&"/tag/"));
    assert!(routes(&made).contains(&"/tag/x/"));
    assert_eq!(made.findings.len(), 1);
    assert_eq!(made.findings[0].rule, "blog/collides-with-page");
    assert_eq!(made.findings[0].span.file, "tag/README.md");
}

#[test]
fn without_blog_config_nothing_is_generated() {
    use serde_json::json;
    let mut config = config(10);
    config.blog = None;
    let made = generate(&config, &[page("a.md", json!({"tag": ["x"]}))]);
    assert!(made.pages.is_empty());
}

#[test]
fn names_that_make_no_segment_get_no_page_and_titles_are_escaped_in_the_body() {
    use serde_json::json;
    let mut p = page("a.md", json!({"tag": ["???", "ok"]}));
    p.title = "[x](javascript:alert(1)) <b>".into();
    let made = generate(&config(10), &[p]);
    assert!(routes(&made).contains(&"/tag/ok/"));
    assert_eq!(made.blog.view("/tag/").unwrap().terms.len(), 1);
    let body = &*made
        .pages
        .iter()
        .find(|p| p.route == "/tag/ok/")
        .unwrap()
        .body;
    assert!(
        body.contains(r"\[x\]\(javascript\:alert\(1\)\) \<b\>"),
        "{body}"
    );
}

#[test]
fn the_blogger_card_takes_a_locales_texts_over_the_sites_and_the_home_lists_the_first_page() {
    use serde_json::json;
    let mut config = config(1);
    let blog = config.blog.as_mut().unwrap();
    blog.description = Some("Writes about fruit".into());
    blog.intro = Some("/intro.html".into());
    blog.medias
        .insert("GitHub".into(), "https://example.com/me".into());
    config.author.name = "Ann".into();
    config.locales.get_mut("/zh/").unwrap().blog = Some(crate::site::blog_config::LocaleBlogger {
        description: Some("写水果的人".into()),
        ..Default::default()
    });
    let pages = [
        page("posts/a.md", json!({"date": "2022-01-02", "tag": ["red"]})),
        page(
            "posts/b.md",
            json!({"date": "2022-01-03", "category": ["Fruit"]}),
        ),
        page("zh/posts/a.md", json!({"date": "2022-01-02"})),
    ];
    let made = generate(&config, &pages);
    let en = made.blog.home("/").unwrap();
    assert_eq!(en.kind, Kind::Home);
    assert_eq!(en.articles.len(), 1, "the first page of one article");
    let pager = en.pager.as_ref().unwrap();
    assert_eq!(
        (pager.prev.as_deref(), pager.next.as_deref()),
        (None, Some("/article/2.html"))
    );
    assert!(en.nav.iter().all(|n| !n.current));
    let card = en.blogger.as_ref().unwrap();
    assert_eq!(card.name, "Ann");
    assert_eq!(card.description.as_deref(), Some("Writes about fruit"));
    assert_eq!(card.intro.as_deref(), Some("/intro.html"));
    assert_eq!(card.medias[0].link, "https://example.com/me");
    let counts: Vec<(usize, &str)> = card
        .stats
        .iter()
        .map(|s| (s.count, s.link.as_str()))
        .collect();
    assert_eq!(counts, [(2, "/article/"), (1, "/category/"), (1, "/tag/")]);
    let zh = made.blog.home("/zh/").unwrap().blogger.as_ref().unwrap();
    assert_eq!(zh.description.as_deref(), Some("写水果的人"));
    assert_eq!(
        zh.intro.as_deref(),
        Some("/intro.html"),
        "what the locale leaves unset is the site's"
    );
    assert_eq!(zh.stats[0].text, "文章");
    // The article list carries the card; the other lists do not.
    assert!(made.blog.view("/article/").unwrap().blogger.is_some());
    assert!(made.blog.view("/tag/").unwrap().blogger.is_none());
}
