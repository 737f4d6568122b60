//! `docs import vuepress` carries theme-hope's page options over to site.yaml (issue 55 item 3):
//! breadcrumb, page info, footer and copyright, print, page meta, previous link, heading depth
//! and the Markdown switches, instead of dropping them; the imported site then builds with them.

mod common;

use std::path::PathBuf;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-import-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn theme_hope_page_options_become_site_yaml_keys_and_take_effect() {
    let root = temp("theme-options");
    let out = root.join("content");
    let res = common::docs()
        .args(["import", "vuepress"])
        .arg(common::fixture("vuepress-theme-options"))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&res.stdout),
        String::from_utf8_lossy(&res.stderr)
    );
    assert_eq!(res.status.code(), Some(0), "{report}");
    for gone in [
        "always shows",
        "shows its own page information",
        "print as they are",
    ] {
        assert!(
            !report.contains(gone),
            "`{gone}` still in the report: {report}"
        );
    }
    assert!(
        report.contains("theme option `breadcrumb` written as `breadcrumb: false`"),
        "{report}"
    );
    assert!(
        report.contains("page info item `PageView` dropped"),
        "{report}"
    );

    let site: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(out.join("site.yaml")).unwrap()).unwrap();
    let get = |key: &str| site.get(key).cloned().unwrap_or(serde_yaml::Value::Null);
    assert_eq!(get("breadcrumb"), serde_yaml::Value::Bool(false));
    assert_eq!(
        get("pageInfo"),
        serde_yaml::from_str::<serde_yaml::Value>("[Author, Date, ReadingTime]").unwrap()
    );
    for (key, value) in [
        ("displayFooter", true),
        ("copyright", false),
        ("print", false),
        ("lastUpdated", false),
        ("contributors", false),
        ("editLink", false),
        ("prev", false),
    ] {
        assert_eq!(get(key), serde_yaml::Value::Bool(value), "{key}");
    }
    assert_eq!(get("next"), serde_yaml::Value::Null, "not set, not written");
    assert_eq!(get("headerDepth"), serde_yaml::Value::from(3));
    let markdown = get("markdown");
    assert_eq!(markdown["math"], serde_yaml::Value::Bool(true));
    assert_eq!(markdown["alerts"], serde_yaml::Value::Bool(true));
    assert_eq!(markdown["align"], serde_yaml::Value::Bool(false));
    assert_eq!(markdown["mermaid"], serde_yaml::Value::Bool(false));

    // The imported site reads them: math as MathML, the alert as a hint box, no breadcrumb.
    let site = docs::site::Site::load(docs::site::ContentSource::Disk(out.clone())).unwrap();
    assert_eq!(site.config.theme.breadcrumb, Some(false));
    let home = site.page("/").expect("home page");
    let html = docs::render::page(&site, home).html;
    assert!(html.contains("<math display=\"inline\">"), "{html}");
    let guide = site.page("/guide/").expect("guide page");
    let rendered = docs::render::page(&site, guide);
    assert!(
        rendered.html.contains("hint-container tip"),
        "{}",
        rendered.html
    );
    let data = docs::document::page_data(&site, guide, &rendered);
    assert!(data.breadcrumb.is_empty());
    let _ = std::fs::remove_dir_all(root);
}
