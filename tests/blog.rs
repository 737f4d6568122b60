//! theme-hope's blog and its feeds (issue 55 item 5), on `tests/fixtures/blog-site` (two locales,
//! `blog:` with two articles a page, `feed: {}`): every blog page kind answers in both locales from
//! the router, chips link to their pages, the feeds parse with a real parser (feed-rs) in `docs
//! serve` and are the same bytes in `docs build`, and lint reports what would collide.

mod common;

use axum::http::{header, StatusCode};
use common::oneshot;
use docs::serve::{self, AppState};

fn app(fixture: &str) -> axum::Router {
    serve::router(AppState::new(common::fixture_site(fixture)))
}

async fn html(app: &axum::Router, path: &str) -> String {
    let reply = oneshot::get(app, path).await;
    assert_eq!(reply.status, StatusCode::OK, "{path}");
    let kind = reply.headers[header::CONTENT_TYPE].to_str().unwrap();
    assert!(kind.starts_with("text/html"), "{path}: {kind}");
    reply.text()
}

/// The position of `needle` in `text` (the test fails when it is missing).
fn at(text: &str, needle: &str) -> usize {
    text.find(needle)
        .unwrap_or_else(|| panic!("`{needle}` not found"))
}

#[tokio::test]
async fn every_blog_page_kind_answers_in_both_locales() {
    let app = app("blog-site");
    let pages = [
        (
            "/article/",
            "<h1 id=\"main-title\" class=\"vp-blog-title\">Articles</h1>",
        ),
        (
            "/zh/article/",
            "<h1 id=\"main-title\" class=\"vp-blog-title\">文章</h1>",
        ),
        (
            "/category/",
            "href=\"/category/fruit/\">Fruit<span class=\"vp-term-count\">2</span>",
        ),
        (
            "/zh/category/",
            "href=\"/zh/category/水果/\">水果<span class=\"vp-term-count\">1</span>",
        ),
        ("/category/fruit/", "Category: Fruit"),
        ("/zh/category/%E6%B0%B4%E6%9E%9C/", "分类：水果"),
        ("/tag/", "href=\"/tag/big-heap/\">Big Heap"),
        (
            "/zh/tag/",
            "href=\"/zh/tag/红/\">红<span class=\"vp-term-count\">2</span>",
        ),
        ("/tag/red/", "Tag: red"),
        ("/zh/tag/%E7%BA%A2/", "标签：红"),
        ("/timeline/", "<h2 class=\"vp-timeline-label\">2023</h2>"),
        ("/zh/timeline/", "<h2 class=\"vp-timeline-label\">2022</h2>"),
        ("/star/", "href=\"/posts/apple.html\">Apple harvest</a>"),
        ("/zh/star/", "href=\"/zh/posts/apple.html\">苹果收获</a>"),
    ];
    for (path, needle) in pages {
        let body = html(&app, path).await;
        assert!(body.contains("class=\"vp-page vp-blog\""), "{path}");
        assert!(body.contains(needle), "{path}: no `{needle}`");
        // The switcher marks where the reader is, and each page names its feeds.
        assert!(body.contains("aria-current=\"page\""), "{path}");
        assert!(body.contains("type=\"application/atom+xml\""), "{path}");
    }
}

#[tokio::test]
async fn the_article_list_puts_sticky_first_then_newest_and_pages_the_rest() {
    let app = app("blog-site");
    let first = html(&app, "/article/").await;
    let tomato = at(&first, "href=\"/posts/tomato.html\"");
    let cherry = at(&first, "href=\"/posts/cherry.html\"");
    assert!(tomato < cherry, "the pinned article comes first");
    assert!(first.contains("<span class=\"vp-article-mark sticky\">Pinned</span>"));
    assert!(first.contains("rel=\"next\" href=\"/article/2.html\""));
    assert!(
        !first.contains("href=\"/posts/compost.html\""),
        "two a page"
    );
    let second = html(&app, "/article/2.html").await;
    let apple = at(&second, "href=\"/posts/apple.html\"");
    let compost = at(&second, "href=\"/posts/compost.html\"");
    assert!(apple < compost, "the undated article comes last");
    assert!(second.contains("rel=\"prev\" href=\"/article/\""));
    assert!(second.contains("<title>Articles (Page 2 of 2) | Orchard Notes</title>"));
    // The excerpt before `<!-- more -->`, the title escaped.
    assert!(second.contains(
        "<p class=\"vp-article-excerpt\">We picked the first apples of the year this week.</p>"
    ));
    let cherry_page = html(&app, "/tag/small/").await;
    assert!(cherry_page.contains(">Cherries &amp; &lt;friends&gt;</a>"));
}

#[tokio::test]
async fn the_page_data_says_blog_and_carries_the_view() {
    let app = app("blog-site");
    let reply = oneshot::get(&app, "/_data/page/zh/tag/红/index.html.json").await;
    assert_eq!(reply.status, StatusCode::OK);
    let data: serde_json::Value = serde_json::from_slice(&reply.body).unwrap();
    assert_eq!(data["layout"], "blog");
    assert_eq!(data["blog"]["kind"], "tag");
    assert_eq!(
        data["blog"]["articles"][0]["route"],
        "/zh/posts/tomato.html"
    );
}

#[tokio::test]
async fn tag_and_category_chips_on_an_article_link_to_their_pages() {
    let app = app("blog-site");
    let body = html(&app, "/zh/posts/apple.html").await;
    assert!(
        body.contains(
            "<a class=\"page-category-item category0\" href=\"/zh/category/水果/\">水果</a>"
        ),
        "{body}"
    );
    assert!(body.contains("<a class=\"page-tag-item tag1\" href=\"/zh/tag/圆/\">圆</a>"));
    // Without `blog:` the chips stay text and the routes are free.
    let plain = self::app("bilingual");
    assert_eq!(
        oneshot::get(&plain, "/article/").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        oneshot::get(&plain, "/atom.xml").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn feeds_parse_and_hold_the_articles_newest_first() {
    let app = app("blog-site");
    for (path, media) in [
        ("/atom.xml", "application/atom+xml"),
        ("/rss.xml", "application/rss+xml"),
        ("/feed.json", "application/feed+json"),
        ("/zh/atom.xml", "application/atom+xml"),
        ("/zh/rss.xml", "application/rss+xml"),
        ("/zh/feed.json", "application/feed+json"),
    ] {
        let reply = oneshot::get(&app, path).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert_eq!(reply.headers[header::CONTENT_TYPE], media, "{path}");
        let feed =
            feed_rs::parser::parse(&reply.body[..]).unwrap_or_else(|e| panic!("{path}: {e}"));
        let titles: Vec<String> = feed
            .entries
            .iter()
            .map(|e| e.title.as_ref().unwrap().content.clone())
            .collect();
        if path.starts_with("/zh/") {
            assert_eq!(titles, ["苹果收获", "番茄"], "{path}");
            assert_eq!(feed.title.unwrap().content, "果园笔记");
        } else {
            // Newest first; `&` and `<` came through the escaping. Compost has no front-matter
            // date, so its time is its last commit's: where it falls depends on the checkout
            // (untracked: last), so only the dated articles' order is fixed here.
            let dated: Vec<&str> = titles
                .iter()
                .map(String::as_str)
                .filter(|t| *t != "Compost")
                .collect();
            assert_eq!(
                dated,
                ["Cherries & <friends>", "Apple harvest", "Tomato"],
                "{path}"
            );
            assert!(titles.iter().any(|t| t == "Compost"), "{path}: {titles:?}");
            let first = feed
                .entries
                .iter()
                .find(|e| e.title.as_ref().unwrap().content == "Cherries & <friends>")
                .unwrap();
            assert_eq!(
                first.links[0].href,
                "https://orchard-notes.org/posts/cherry.html"
            );
            assert!(
                first.published.is_some() || first.updated.is_some(),
                "{path}"
            );
            let terms: Vec<&str> = first.categories.iter().map(|c| c.term.as_str()).collect();
            assert_eq!(terms, ["Fruit", "red", "small"], "{path}");
        }
    }
}

#[test]
fn the_build_writes_the_feeds_serve_answers_byte_for_byte() {
    let out = std::env::temp_dir().join(format!("docs-blog-build-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    common::build_ok(&common::fixture("blog-site"), &out);
    let app = app("blog-site");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    for file in [
        "atom.xml",
        "rss.xml",
        "feed.json",
        "zh/atom.xml",
        "zh/rss.xml",
        "zh/feed.json",
    ] {
        let written = std::fs::read(out.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let served = runtime
            .block_on(oneshot::get(&app, &format!("/{file}")))
            .body;
        assert_eq!(written, served, "{file}");
        feed_rs::parser::parse(&written[..]).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
    for page in [
        "article/index.html",
        "article/2.html",
        "zh/tag/红/index.html",
        "timeline/index.html",
        "star/index.html",
    ] {
        assert!(out.join(page).is_file(), "{page}");
    }
    let sitemap = std::fs::read_to_string(out.join("sitemap.xml")).unwrap();
    assert!(sitemap.contains("<loc>https://orchard-notes.org/zh/tag/%E7%BA%A2/</loc>"));
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn the_blog_site_lints_clean() {
    let lint = common::docs()
        .args(["lint"])
        .arg(common::fixture("blog-site"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&lint.stdout);
    assert!(lint.status.success(), "{text}");
}

#[test]
fn lint_reports_feeds_without_a_hostname_and_what_takes_a_blog_route() {
    let dir = common::fixture_copy("blog-site", "blog-lint");
    let yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    std::fs::write(
        dir.join("site.yaml"),
        yaml.replace("hostname: https://orchard-notes.org\n", ""),
    )
    .unwrap();
    std::fs::create_dir_all(dir.join("tag")).unwrap();
    std::fs::write(dir.join("tag/README.md"), "# My own tag page\n").unwrap();
    std::fs::create_dir_all(dir.join("public/timeline")).unwrap();
    std::fs::write(dir.join("public/timeline/index.html"), "<p>old</p>").unwrap();
    let lint = common::docs().args(["lint"]).arg(&dir).output().unwrap();
    let text = String::from_utf8_lossy(&lint.stdout);
    assert_eq!(lint.status.code(), Some(1), "{text}");
    let feed_line = 1 + yaml.lines().position(|l| l.starts_with("feed:")).unwrap() - 1;
    assert!(
        text.contains(&format!(
            "site.yaml:{feed_line}:1: error[config/feed-without-hostname]"
        )),
        "{text}"
    );
    assert!(
        text.contains("tag/README.md:1:1: error[blog/collides-with-page]"),
        "{text}"
    );
    assert!(
        text.contains("public/timeline/index.html:1:1: error[public/collides-with-build]"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The blog-site fixture (its homes have `layout: Blog`) with a blogger card and two articles that
/// tell the feeds what to do with them, built by the binary into `out`.
fn build_blog_home(tag: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = common::fixture_copy("blog-site", tag);
    let yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    let yaml = yaml
        .replace(
            "blog:\n  articlesPerPage: 2\n",
            "blog:\n  articlesPerPage: 2\n  description: Grows apples\n  intro: /posts/apple.html\n  medias:\n    GitHub: https://github.com/ada\n",
        )
        .replace(
            "    title: 果园笔记\n",
            "    title: 果园笔记\n    blog:\n      description: 种苹果的人\n",
        );
    std::fs::write(dir.join("site.yaml"), yaml).unwrap();
    std::fs::write(
        dir.join("posts/secret.md"),
        "---\ndate: 2024-01-01\nfeed: false\n---\n\n# Secret plum\n\nNot for feed readers.\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("posts/pear.md"),
        "---\ndate: 2024-02-01\nfeed:\n  title: Pears, for the feed\n  description: What feed readers see\n---\n\n# Pear\n\nPears keep.\n",
    )
    .unwrap();
    let out = dir.with_extension("out");
    let _ = std::fs::remove_dir_all(&out);
    common::build_ok(&dir, &out);
    (dir, out)
}

#[test]
fn a_blog_home_lists_the_newest_articles_beside_the_blogger_card_in_each_language() {
    let (dir, out) = build_blog_home("blog-home");
    let en = std::fs::read_to_string(out.join("index.html")).unwrap();
    // The hero first, then the list (the article list's first page, two a page) and the card.
    let hero = at(&en, "<h1 id=\"main-title\">Orchard Notes</h1>");
    let list = at(&en, "<section class=\"vp-blog-home\"");
    assert!(hero < list);
    assert!(
        en.contains("<a href=\"/posts/pear.html\">Pear</a>"),
        "newest first"
    );
    assert!(en.contains("rel=\"next\" href=\"/article/2.html\""));
    let card = &en[at(&en, "<aside class=\"vp-blogger\"")..];
    let card = &card[..at(card, "</aside>")];
    for part in [
        "<p class=\"vp-blogger-name\">Ada Grower</p>",
        "<p class=\"vp-blogger-description\">Grows apples</p>",
        "<a class=\"vp-blogger-intro\" href=\"/posts/apple.html\">About me</a>",
        "href=\"/article/\"><span class=\"vp-blogger-count\">6</span>Articles</a>",
        "href=\"https://github.com/ada\" target=\"_blank\" rel=\"noopener noreferrer\">GitHub</a>",
    ] {
        assert!(card.contains(part), "{part} in {card}");
    }
    let zh = std::fs::read_to_string(out.join("zh/index.html")).unwrap();
    assert!(zh.contains("<p class=\"vp-blogger-description\">种苹果的人</p>"));
    assert!(zh.contains("<span class=\"vp-blogger-count\">2</span>文章"));
    // The article list carries the card too; the page data hands the app the same view.
    let list = std::fs::read_to_string(out.join("article/index.html")).unwrap();
    assert!(list.contains("<aside class=\"vp-blogger\" aria-label=\"About the author\">"));
    let home = std::fs::read_to_string(out.join("index.html")).unwrap();
    let data = &common::inlined_data(&home)["page"];
    assert_eq!(data["layout"], "home");
    assert_eq!(data["blog"]["kind"], "home");
    assert_eq!(data["blog"]["blogger"]["name"], "Ada Grower");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_page_with_feed_false_is_left_out_of_the_feeds_and_feed_title_names_its_entry() {
    let (dir, out) = build_blog_home("blog-feed-fm");
    for file in ["atom.xml", "rss.xml", "feed.json"] {
        let bytes = std::fs::read(out.join(file)).unwrap();
        let feed = feed_rs::parser::parse(&bytes[..]).unwrap_or_else(|e| panic!("{file}: {e}"));
        let titles: Vec<String> = feed
            .entries
            .iter()
            .map(|e| e.title.as_ref().unwrap().content.clone())
            .collect();
        assert_eq!(titles[0], "Pears, for the feed", "{file}: {titles:?}");
        assert!(
            !titles.iter().any(|t| t.contains("plum")),
            "{file}: {titles:?}"
        );
        let summary = feed.entries[0].summary.as_ref().map(|s| s.content.clone());
        let content = feed.entries[0]
            .content
            .as_ref()
            .and_then(|c| c.body.clone());
        assert!(
            summary
                .or(content)
                .is_some_and(|s| s.contains("What feed readers see")),
            "{file}"
        );
    }
    // The page is still an article: the lists show it.
    let timeline = std::fs::read_to_string(out.join("timeline/index.html")).unwrap();
    assert!(timeline.contains("Secret plum"));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&out);
}

#[tokio::test]
async fn blog_pages_are_found_by_api_search_and_docs_search() {
    let app = app("blog-site");
    for (query, lang, route) in [
        ("Fruit", "en", "/category/fruit/"),
        ("round", "en", "/tag/round/"),
        ("Timeline", "en", "/timeline/"),
        ("水果", "zh", "/zh/category/水果/"),
    ] {
        let path = format!(
            "/api/search?q={}&lang={lang}&limit=20",
            query
                .bytes()
                .map(|b| if b.is_ascii_alphanumeric() {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                })
                .collect::<String>()
        );
        let reply = oneshot::get(&app, &path).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        let body: serde_json::Value = serde_json::from_slice(&reply.body).unwrap();
        let routes: Vec<&str> = body["hits"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|h| h["route"].as_str())
            .collect();
        assert!(routes.contains(&route), "{query}: {routes:?}");
        let cli = common::docs()
            .args([
                "search",
                query,
                "--json",
                "--limit",
                "20",
                "--lang",
                lang,
                "--content",
            ])
            .arg(common::fixture("blog-site"))
            .output()
            .unwrap();
        assert!(
            cli.status.success(),
            "{}",
            String::from_utf8_lossy(&cli.stderr)
        );
        let body: serde_json::Value = serde_json::from_slice(&cli.stdout).unwrap();
        assert!(
            body["hits"]
                .as_array()
                .unwrap()
                .iter()
                .any(|h| h["route"] == route),
            "docs search {query}: {body}"
        );
    }
}
