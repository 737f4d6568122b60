//! What each page's `<head>` tells search engines and link previews, and where the site's own address
//! appears, through the real router (tower `oneshot`): descriptions per page, canonical, Open Graph
//! and hreflang on the public hostname, and never a placeholder or made-up host.

mod common;

use axum::http::StatusCode;
use common::oneshot;
use docs::serve::{self, AppState};
use docs::site::{hostname, ContentSource, Site};

const PLACEHOLDER: &str = "docs.example.org";
const HOST: &str = "https://docs.acme.io";

/// The bilingual fixture with the shipped placeholder in site.yaml, a page with a front-matter
/// description and the install command, and the hostname resolved as `docs build --hostname` does.
fn prepared(tag: &str, flag: Option<&str>) -> Site {
    let dir = common::fixture_copy_with(
        "bilingual",
        tag,
        &format!("hostname: https://{PLACEHOLDER}\n"),
        &[(
            "guide/install/script.md",
            "---\ntitle: One-click Script\ndescription: Install with <b>one</b> command from this site.\n---\n# One-click Script\n\nThe first paragraph is not the description here.\n\n```bash\ncurl -fsSL %SITE_ORIGIN%/v3.sh -o v3.sh && sudo bash v3.sh install\n```\n",
        )],
    );
    let mut site = Site::load(ContentSource::Disk(dir)).unwrap();
    // The environment is left out so a developer's DOCS_HOSTNAME cannot change the outcome.
    site.config.hostname = hostname::resolve(site.config.hostname.as_deref(), flag, None)
        .unwrap()
        .hostname;
    site
}

async fn get(app: &axum::Router, path: &str) -> (StatusCode, String) {
    let reply = oneshot::get(app, path).await;
    (reply.status, reply.text())
}

/// The `content` of `<meta {key}="{name}" …>`, unescaped enough for the checks here.
fn meta<'a>(html: &'a str, key: &str, name: &str) -> Option<&'a str> {
    let start = html.find(&format!("<meta {key}=\"{name}\" content=\""))?;
    let rest = &html[start..];
    let value = &rest[rest.find("content=\"")? + 9..];
    Some(&value[..value.find('"')?])
}

/// Every answer the router gives for the site: each page's HTML and JSON, each locale's JSON and
/// search documents, 404s, sitemap and robots.
async fn every_output(site: &Site, app: &axum::Router) -> Vec<(String, String)> {
    let mut paths: Vec<String> = site.pages.iter().map(|p| p.route.clone()).collect();
    paths.extend(
        site.pages
            .iter()
            .map(|p| format!("/_data/page/{}", docs::site::route::data_file(&p.route))),
    );
    for key in ["en", "zh"] {
        paths.push(format!("/_data/locale/{key}.json"));
        let list = format!("/_data/search/{key}.json");
        let (status, body) = get(app, &list).await;
        assert_eq!(status, StatusCode::OK, "{list}");
        let list_json: serde_json::Value = serde_json::from_str(&body).expect("a list of parts");
        for name in list_json["parts"].as_array().expect("parts") {
            let part = format!(
                "/_data/search/{key}/{}.json",
                name.as_str().expect("a name")
            );
            assert_eq!(get(app, &part).await.0, StatusCode::OK, "{part}");
            paths.push(part);
        }
        paths.push(list);
    }
    paths.extend(
        [
            "/no/such.html",
            "/zh/no/such.html",
            "/sitemap.xml",
            "/robots.txt",
        ]
        .map(String::from),
    );
    let mut out = Vec::new();
    for path in paths {
        let (_, body) = get(app, &path).await;
        out.push((path, body));
    }
    out
}

#[tokio::test]
async fn each_page_has_its_own_plain_description() {
    let app = serve::router(AppState::new(prepared("head-desc", None)));
    let (_, docker) = get(&app, "/guide/install/docker.html").await;
    let (_, intro) = get(&app, "/guide/").await;
    let (_, script) = get(&app, "/guide/install/script.html").await;
    let docker = meta(&docker, "name", "description").unwrap();
    let intro = meta(&intro, "name", "description").unwrap();
    let script = meta(&script, "name", "description").unwrap();
    // The first paragraph, markup removed.
    assert_eq!(intro, "Start with Docker.");
    // Front-matter wins over the first paragraph, and loses its markup too.
    assert_eq!(script, "Install with one command from this site.");
    assert_ne!(docker, intro);
    for d in [docker, intro, script] {
        assert!(d.chars().count() <= 160 && !d.contains('<'), "{d}");
    }
}

#[tokio::test]
async fn with_a_hostname_canonical_open_graph_and_alternates_are_absolute() {
    let app = serve::router(AppState::new(prepared("head-host", Some(HOST))));
    let (status, html) = get(&app, "/guide/install/docker.html").await;
    assert_eq!(status, StatusCode::OK);
    let page = format!("{HOST}/guide/install/docker.html");
    assert!(
        html.contains(&format!("<link rel=\"canonical\" href=\"{page}\">")),
        "{html}"
    );
    assert_eq!(meta(&html, "property", "og:url"), Some(page.as_str()));
    assert_eq!(meta(&html, "property", "og:title"), Some("Use Docker"));
    assert_eq!(meta(&html, "property", "og:site_name"), Some("Docs"));
    assert_eq!(meta(&html, "property", "og:locale"), Some("en_US"));
    assert_eq!(
        meta(&html, "property", "og:locale:alternate"),
        Some("zh_CN")
    );
    assert!(meta(&html, "property", "og:description").is_some());
    assert_eq!(meta(&html, "name", "twitter:card"), Some("summary"));
    for (lang, route) in [
        ("en-US", "/guide/install/docker.html"),
        ("zh-CN", "/zh/guide/install/docker.html"),
        ("x-default", "/guide/install/docker.html"),
    ] {
        let link = format!("<link rel=\"alternate\" hreflang=\"{lang}\" href=\"{HOST}{route}\">");
        assert!(html.contains(&link), "missing {link}");
    }
    // The Chinese twin points x-default at the English (root locale) page as well.
    let (_, zh) = get(&app, "/zh/guide/install/docker.html").await;
    assert!(zh.contains(&format!(
        "hreflang=\"x-default\" href=\"{HOST}/guide/install/docker.html\""
    )));
    let (status, sitemap) = get(&app, "/sitemap.xml").await;
    assert_eq!(status, StatusCode::OK);
    assert!(sitemap.contains(&format!("<loc>{page}</loc>")));
    let (_, robots) = get(&app, "/robots.txt").await;
    assert!(robots.contains(&format!("Sitemap: {HOST}/sitemap.xml")));
    // The install command names the public address in the prerendered page.
    let (_, script) = get(&app, "/guide/install/script.html").await;
    assert!(script.contains(&format!(
        "<span class=\"docs-origin\" data-origin>{HOST}</span>/v3.sh"
    )));
    // The 404 document is never indexed and claims no address.
    let (_, missing) = get(&app, "/no/such.html").await;
    assert!(missing.contains("<meta name=\"robots\" content=\"noindex\">"));
    assert!(!missing.contains("rel=\"canonical\""));
}

#[tokio::test]
async fn a_given_hostname_replaces_the_placeholder_in_every_output() {
    let site = prepared("head-every", Some(HOST));
    let app = serve::router(AppState::new(prepared("head-every-app", Some(HOST))));
    let outputs = every_output(&site, &app).await;
    assert!(outputs.len() > 10);
    for (path, body) in &outputs {
        assert!(!body.contains(PLACEHOLDER), "{path} names the placeholder");
        assert!(
            !body.contains("%SITE_ORIGIN%"),
            "{path} shows the raw token"
        );
    }
    assert!(outputs.iter().any(|(_, body)| body.contains(HOST)));
}

#[tokio::test]
async fn without_a_hostname_no_output_names_any_host_of_the_site() {
    // site.yaml holds only the placeholder, which counts as unset.
    let site = prepared("head-none", None);
    assert_eq!(site.config.hostname, None);
    let app = serve::router(AppState::new(prepared("head-none-app", None)));
    for (path, body) in every_output(&site, &app).await {
        assert!(!body.contains(PLACEHOLDER), "{path} names the placeholder");
        for absolute in [
            "rel=\"canonical\"",
            "<link rel=\"alternate\" hreflang=",
            "og:url",
            "Sitemap:",
            "<loc>",
        ] {
            assert!(!body.contains(absolute), "{path} has {absolute}");
        }
    }
    let (status, _) = get(&app, "/sitemap.xml").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The install command keeps its path; the app puts the reader's origin in front of it.
    let (_, script) = get(&app, "/guide/install/script.html").await;
    assert!(script.contains("<span class=\"docs-origin\" data-origin></span>/v3.sh"));
    // Descriptions and Open Graph texts need no address and stay.
    assert!(meta(&script, "property", "og:title").is_some());
}

/// The bilingual fixture with a share picture in `public/`, hostname as given.
fn with_share_image(tag: &str, flag: Option<&str>) -> Site {
    let dir = common::fixture_copy_with("bilingual", tag, "", &[]);
    // A PNG header is all the head needs: signature, IHDR length and type, width, height.
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
    png.extend_from_slice(&1200u32.to_be_bytes());
    png.extend_from_slice(&630u32.to_be_bytes());
    std::fs::write(dir.join("public/og-image.png"), png).unwrap();
    let mut site = Site::load(ContentSource::Disk(dir)).unwrap();
    site.config.hostname = hostname::resolve(None, flag, None).unwrap().hostname;
    site
}

#[tokio::test]
async fn a_served_share_picture_is_named_absolutely_and_only_with_a_hostname() {
    let app = serve::router(AppState::new(with_share_image("og-image", Some(HOST))));
    let (_, html) = get(&app, "/guide/install/docker.html").await;
    assert_eq!(
        meta(&html, "property", "og:image"),
        Some(format!("{HOST}/og-image.png").as_str())
    );
    assert_eq!(meta(&html, "property", "og:image:width"), Some("1200"));
    assert_eq!(meta(&html, "property", "og:image:height"), Some("630"));
    assert_eq!(
        meta(&html, "name", "twitter:card"),
        Some("summary_large_image")
    );
    // The picture it names is really served there.
    let (status, _) = get(&app, "/og-image.png").await;
    assert_eq!(status, StatusCode::OK);

    // No hostname: no relative og:image (previews ignore it), and the small card.
    let app = serve::router(AppState::new(with_share_image("og-image-none", None)));
    let (_, html) = get(&app, "/guide/install/docker.html").await;
    assert!(!html.contains("og:image"), "{html}");
    assert_eq!(meta(&html, "name", "twitter:card"), Some("summary"));
}
