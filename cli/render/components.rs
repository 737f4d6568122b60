//! Block components rendered on the server from the site's data (`<DriverSettings/>`,
//! `<DriverCatalog/>`, `<Changelog/>`, `<AutoCatalog/>`); any other component becomes a widget
//! placeholder the front end mounts.

use serde_json::Value;

use super::{escape, Context, RenderProblem};
use crate::site::Site;

/// Components the front end mounts into `data-widget` placeholders.
pub const CLIENT_WIDGETS: &[&str] = &["ApiSelect", "ArtPlayer", "Pricing", "Desktop"];

/// Whether a capitalised tag names a component this site knows.
pub fn is_known(name: &str) -> bool {
    CLIENT_WIDGETS.contains(&name)
        || SERVER_COMPONENTS.contains(&name)
        || matches!(name, "Badge" | "BiliBili" | "VPCard")
}

const SERVER_COMPONENTS: &[&str] = &[
    "DriverSettings",
    "DriverCatalog",
    "Changelog",
    "AutoCatalog",
];

/// Render a component line. Returns the HTML to insert.
pub fn render(name: &str, attrs: &[(String, String)], line: u32, ctx: &mut Context) -> String {
    let attr = |k: &str| {
        attrs
            .iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.as_str())
    };
    let site = ctx.site;
    let html = match (name, site) {
        ("DriverSettings", Some(site)) => {
            attr("driver").and_then(|slug| driver_settings(site, slug, ctx.zh))
        }
        ("DriverCatalog", Some(site)) => Some(driver_catalog(site, ctx.zh)),
        ("Changelog", Some(site)) => Some(changelog(site, ctx.zh)),
        ("AutoCatalog", Some(site)) => Some(auto_catalog(site, ctx.file, ctx.zh)),
        ("Badge", _) => Some(format!("<p>{}</p>\n", super::raw_html::badge(attrs))),
        ("BiliBili", _) => Some(super::raw_html::bilibili(attrs)),
        ("VPCard", _) => Some(super::raw_html::vp_card(attrs)),
        _ => None,
    };
    if let Some(html) = html {
        return html;
    }
    if name == "DriverSettings" {
        ctx.problems.push(RenderProblem {
            rule: "component/missing-data",
            line,
            message: format!(
                "no driver data `data/drivers/{}.yaml`",
                attr("driver").unwrap_or("")
            ),
        });
        return String::new();
    }
    if !CLIENT_WIDGETS.contains(&name) {
        ctx.problems.push(RenderProblem {
            rule: "component/unknown",
            line,
            message: format!("unknown component <{name}/>"),
        });
        return format!("<p>{}</p>\n", escape::html(&format!("<{name} />")));
    }
    ctx.widgets.insert(name.to_owned());
    let props: serde_json::Map<String, Value> = attrs
        .iter()
        .map(|(k, v)| (k.clone(), Value::String(v.clone())))
        .collect();
    format!(
        "<div data-widget=\"{}\" data-props=\"{}\"></div>\n",
        escape::html(name),
        escape::html(&Value::Object(props).to_string())
    )
}

fn text(v: &Value, zh: bool) -> &str {
    match v {
        Value::String(s) => s,
        Value::Object(_) => v[if zh { "zh" } else { "en" }]
            .as_str()
            .or_else(|| v["en"].as_str())
            .unwrap_or(""),
        _ => "",
    }
}

fn scalar(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn yes_no(b: bool, zh: bool) -> &'static str {
    match (b, zh) {
        (true, false) => "Yes",
        (false, false) => "No",
        (true, true) => "是",
        (false, true) => "否",
    }
}

/// The settings tables of one driver, one per variant.
fn driver_settings(site: &Site, slug: &str, zh: bool) -> Option<String> {
    let data = site.data.get(&format!("drivers/{slug}"))?;
    let heads = if zh {
        ["键名", "类型", "默认值", "必填", "说明"]
    } else {
        ["Key", "Type", "Default", "Required", "Meaning"]
    };
    let mut out = String::from("<div class=\"driver-settings\">\n");
    if let Some(status) = data.get("status").filter(|s| !s.is_null()) {
        out.push_str(&format!(
            "<div class=\"hint-container danger\"><p class=\"hint-container-title\">{}</p><p>{}</p></div>\n",
            if zh { "状态" } else { "Status" },
            escape::html(text(status, zh))
        ));
    }
    for variant in data["variants"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "<p class=\"driver-variant\"><strong>{}</strong></p>\n<div class=\"table-wrapper\" tabindex=\"0\"><table><thead><tr>",
            escape::html(&scalar(&variant["name"]))
        ));
        for h in heads {
            out.push_str(&format!("<th>{h}</th>"));
        }
        out.push_str("</tr></thead><tbody>\n");
        for field in variant["fields"].as_array().into_iter().flatten() {
            let mut meaning = escape::html(text(&field[if zh { "zh" } else { "en" }], zh));
            if let Some(options) = field["options"].as_array().filter(|o| !o.is_empty()) {
                let list: Vec<String> = options
                    .iter()
                    .map(|o| format!("<code>{}</code>", escape::html(&scalar(o))))
                    .collect();
                meaning.push_str(&format!(
                    " ({}{})",
                    if zh { "可选：" } else { "options: " },
                    list.join(", ")
                ));
            }
            let default = scalar(&field["default"]);
            out.push_str(&format!(
                "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{meaning}</td></tr>\n",
                escape::html(&scalar(&field["key"])),
                escape::html(&scalar(&field["type"])),
                if default.is_empty() { String::new() } else { format!("<code>{}</code>", escape::html(&default)) },
                yes_no(field["required"].as_bool().unwrap_or(false), zh),
            ));
        }
        out.push_str("</tbody></table></div>\n");
    }
    out.push_str("</div>\n");
    Some(out)
}

const KINDS: &[(&str, &str, &str)] = &[
    ("object_storage", "Object storage", "对象存储"),
    ("consumer_cloud", "Cloud drives", "网盘"),
    ("protocol", "Protocols", "协议"),
    ("self_hosted", "Self-hosted services", "自建服务"),
    ("special", "Special", "特殊存储"),
];

/// Every driver grouped by kind, with its capabilities and a link to its page.
fn driver_catalog(site: &Site, zh: bool) -> String {
    let prefix = if zh { "/zh" } else { "" };
    let heads = if zh {
        ["驱动", "上传", "仅代理", "离线下载"]
    } else {
        ["Driver", "Upload", "Proxy only", "Offline download"]
    };
    let mut out = String::from("<div class=\"driver-catalog\">\n");
    for (kind, en, zh_title) in KINDS {
        let mut drivers: Vec<&Value> = site
            .data
            .iter()
            .filter(|(k, v)| k.starts_with("drivers/") && v["kind"].as_str() == Some(kind))
            .map(|(_, v)| v)
            .collect();
        if drivers.is_empty() {
            continue;
        }
        drivers.sort_by(|a, b| {
            crate::site::sidebar::natural(text(&a["name"], zh), text(&b["name"], zh))
        });
        out.push_str(&format!(
            "<p class=\"driver-kind\"><strong>{}</strong></p>\n<div class=\"table-wrapper\" tabindex=\"0\"><table><thead><tr>",
            if zh { zh_title } else { en }
        ));
        for h in heads {
            out.push_str(&format!("<th>{h}</th>"));
        }
        out.push_str("</tr></thead><tbody>\n");
        for d in drivers {
            let slug = scalar(&d["slug"]);
            let route = format!("{prefix}/guide/drivers/{slug}.html");
            out.push_str(&format!(
                "<tr><td><a href=\"{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                escape::html(&super::links::encode_path(&route)),
                escape::html(text(&d["name"], zh)),
                yes_no(d["upload"].as_bool().unwrap_or(false), zh),
                yes_no(d["proxy_only"].as_bool().unwrap_or(false), zh),
                yes_no(d["offline_download"].as_bool().unwrap_or(false), zh),
            ));
        }
        out.push_str("</tbody></table></div>\n");
    }
    out.push_str("</div>\n");
    out
}

/// The release list from `data/changelog.yaml`; the front end may add newer releases when online.
fn changelog(site: &Site, zh: bool) -> String {
    let mut out =
        String::from("<div class=\"changelog\" data-widget=\"Changelog\" data-props=\"{}\">\n");
    for release in site
        .data
        .get("changelog")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let version = escape::html(&scalar(&release["version"]));
        let date = scalar(&release["date"]);
        out.push_str(&format!(
            "<section class=\"changelog-release\"><p class=\"changelog-version\"><strong>{version}</strong>{}</p><ul>",
            if date.is_empty() { String::new() } else { format!(" <time datetime=\"{0}\">{0}</time>", escape::html(&date)) }
        ));
        for item in release["highlights"][if zh { "zh" } else { "en" }]
            .as_array()
            .into_iter()
            .flatten()
        {
            out.push_str(&format!("<li>{}</li>", escape::html(&scalar(item))));
        }
        out.push_str("</ul></section>\n");
    }
    out.push_str("</div>\n");
    out
}

/// A catalog of the pages below the current page's folder.
fn auto_catalog(site: &Site, file: &str, zh: bool) -> String {
    let dir = file.rsplit_once('/').map_or("", |(d, _)| d);
    let prefix = if dir.is_empty() {
        String::new()
    } else {
        format!("{dir}/")
    };
    let mut pages: Vec<_> = site
        .pages
        .iter()
        .filter(|p| {
            p.file != file
                && p.file.starts_with(&prefix)
                && p.front_matter.index != Some(false)
                && p.file[prefix.len()..].matches('/').count() <= 2
        })
        .collect();
    pages.sort_by(|a, b| {
        a.front_matter
            .order
            .unwrap_or(i64::MAX)
            .cmp(&b.front_matter.order.unwrap_or(i64::MAX))
            .then_with(|| crate::site::sidebar::natural(&a.title, &b.title))
    });
    let title = if zh { "目录" } else { "Catalog" };
    if pages.is_empty() {
        return format!(
            "<div class=\"vp-catalog-wrapper\"><h2 class=\"vp-catalog-main-title\">{}</h2></div>\n",
            if zh { "暂无目录" } else { "No catalog" }
        );
    }
    let mut out = format!("<div class=\"vp-catalog-wrapper\"><h2 class=\"vp-catalog-main-title\">{title}</h2><ul class=\"vp-catalogs\">");
    for p in pages {
        out.push_str(&format!(
            "<li class=\"vp-catalog\"><a class=\"vp-catalog-title\" href=\"{}\">{}</a></li>",
            escape::html(&super::links::encode_path(&p.route)),
            escape::html(&p.title)
        ));
    }
    out.push_str("</ul></div>\n");
    out
}
