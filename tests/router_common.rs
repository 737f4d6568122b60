//! A page inlines only its own data and names its locale's common file (site configuration,
//! navbar, texts), which the router serves: together they hold everything the locale's data file
//! holds, so the app starts from the same data as when all of it was inlined.

mod common;

use axum::http::StatusCode;
use common::oneshot;
use docs::serve::{self, AppState};
use serde_json::Value;

fn app() -> axum::Router {
    serve::router(AppState::new(common::fixture_site("bilingual")))
}

async fn get(app: &axum::Router, path: &str) -> (StatusCode, String) {
    let reply = oneshot::get(app, path).await;
    (reply.status, reply.text())
}

/// The page's inlined data and its `<head>`.
async fn page(app: &axum::Router, path: &str) -> (Value, String) {
    let (status, html) = get(app, path).await;
    assert_eq!(status, StatusCode::OK, "{path}");
    let open = "<script id=\"__DOCS_DATA__\" type=\"application/json\">";
    let start = html.find(open).expect("data tag") + open.len();
    let json = &html[start..start + html[start..].find("</script>").unwrap()];
    let head = html[..html.find("</head>").unwrap()].to_owned();
    (serde_json::from_str(json).unwrap(), head)
}

#[tokio::test]
async fn a_page_and_its_common_file_hold_what_the_locale_data_holds() {
    let app = app();
    for (path, key) in [("/guide/install/docker.html", "en"), ("/zh/guide/", "zh")] {
        let (inlined, head) = page(&app, path).await;
        let url = inlined["common"].as_str().expect("names its common file");
        assert!(url.starts_with(&format!("/_data/common/{key}-")), "{url}");
        assert!(
            head.contains(&format!(
                "<link rel=\"preload\" href=\"{url}\" as=\"fetch\" crossorigin>"
            )),
            "fetched from the head: {head}"
        );
        assert!(inlined.get("site").is_none(), "{inlined}");
        let own = inlined["locale"].as_object().unwrap();
        let mut own_keys: Vec<&str> = own.keys().map(String::as_str).collect();
        own_keys.sort_unstable();
        assert_eq!(own_keys, ["lang", "partial", "prefix"]);

        let (status, body) = get(&app, url).await;
        assert_eq!(status, StatusCode::OK, "{url}");
        let common: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(common["site"]["title"], "Docs");
        // Merged, the page's part and the common part are the locale's data (the whole sidebar
        // aside, which the page trims to its own).
        let (_, full) = get(&app, &format!("/_data/locale/{key}.json")).await;
        let mut full: serde_json::Map<String, Value> = serde_json::from_str(&full).unwrap();
        let mut merged = common["locale"].as_object().unwrap().clone();
        merged.extend(own.clone());
        for data in [&mut merged, &mut full] {
            data.remove("sidebar");
            data.remove("partial");
        }
        assert_eq!(merged, full);
    }
}

/// The sidebar slice a page draws is a file it names and preloads, not inlined JSON (issue 60): the
/// pages of a section name the same one, a page of another section another.
#[tokio::test]
async fn a_page_names_its_sidebar_slice_file_which_the_pages_of_its_section_share() {
    let app = app();
    let slice = |data: &Value| data["sidebar"].as_str().map(str::to_owned);
    let (docker, head) = page(&app, "/guide/install/docker.html").await;
    let url = slice(&docker).expect("a doc page names its slice");
    assert!(url.starts_with("/_data/sidebar/en-"), "{url}");
    assert!(
        head.contains(&format!(
            "<link rel=\"preload\" href=\"{url}\" as=\"fetch\" crossorigin>"
        )),
        "fetched from the head: {head}"
    );
    let (status, body) = get(&app, &url).await;
    assert_eq!(status, StatusCode::OK, "{url}");
    let sidebars: Value = serde_json::from_str(&body).unwrap();
    let key = docker["page"]["parts"]["sidebar"].as_str().unwrap();
    let items = sidebars[key]
        .as_array()
        .expect("the slice holds the page's sidebar");
    assert!(
        body.contains("\"link\":\"/guide/install/docker.html\""),
        "{body}"
    );
    assert!(!items.is_empty());
    // Pages that draw the same slice share its file (the guide's index and the install folder's,
    // which no sidebar entry lists: the Install group is closed on both); the docker page, inside
    // that group, draws another.
    let guide = slice(&page(&app, "/guide/").await.0);
    let install = slice(&page(&app, "/guide/install/").await.0);
    assert!(guide.is_some() && guide == install);
    assert_ne!(guide.as_deref(), Some(url.as_str()));
    // The home page draws no sidebar and names none; an unknown slice is not found.
    assert_eq!(slice(&page(&app, "/").await.0), None);
    assert_eq!(
        get(&app, "/_data/sidebar/en-0000000000000000.json").await.0,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn pages_of_a_locale_share_one_common_file_and_others_are_not_found() {
    let app = app();
    let name = |data: &Value| data["common"].as_str().unwrap().to_owned();
    let docker = name(&page(&app, "/guide/install/docker.html").await.0);
    let home = name(&page(&app, "/").await.0);
    let zh = name(&page(&app, "/zh/").await.0);
    assert_eq!(docker, home);
    assert_ne!(docker, zh);
    for missing in [
        "/_data/common/en-0000000000000000.json",
        "/_data/common/..%2Fsite.yaml",
        "/_data/common/",
    ] {
        assert_eq!(
            get(&app, missing).await.0,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
}

/// A site whose locales all sit under a prefix (`/en/`, `/zh/`) may still have a page at the root:
/// that page names the site's own common file, and it is served and exported like the locales'.
#[tokio::test]
async fn a_page_under_no_locale_names_a_common_file_that_exists() {
    let dir = std::env::temp_dir().join(format!("docs-common-no-root-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let locale = |prefix: &str, key: &str, lang: &str| {
        format!("  {prefix}: {{key: {key}, lang: {lang}, name: {key}, title: T, description: D}}\n")
    };
    let yaml = format!(
        "title: T\ndescription: D\ndefaultLocale: /en/\nlocales:\n{}{}",
        locale("/en/", "en", "en-US"),
        locale("/zh/", "zh", "zh-CN")
    );
    for (path, text) in [
        ("site.yaml", yaml.as_str()),
        ("locales/en.yaml", "navbar: []\n"),
        ("locales/zh.yaml", "navbar: []\n"),
        (
            "README.md",
            "---\ntitle: Root\n---\n# Root\n\nAt the root.\n",
        ),
        (
            "en/README.md",
            "---\ntitle: Home\n---\n# Home\n\nEnglish.\n",
        ),
        ("zh/README.md", "---\ntitle: 首页\n---\n# 首页\n\n中文。\n"),
    ] {
        let file = dir.join("content").join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }
    let site = docs::site::Site::load(docs::site::ContentSource::Disk(dir.join("content")))
        .expect("site loads");
    let app = serve::router(AppState::new(site));
    let url = page(&app, "/").await.0["common"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(url.starts_with("/_data/common/site-"), "{url}");
    let (status, body) = get(&app, &url).await;
    assert_eq!(status, StatusCode::OK, "{url}");
    assert_eq!(
        serde_json::from_str::<Value>(&body).unwrap()["site"]["title"],
        "T"
    );

    let out = dir.join("out");
    let built = common::docs()
        .args(["build", "--content"])
        .arg(dir.join("content"))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    assert!(
        out.join(url.trim_start_matches('/')).is_file(),
        "{url} exported"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
