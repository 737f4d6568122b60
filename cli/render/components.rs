//! Block components rendered on the server from the site's data (`<DriverSettings/>`,
//! `<DriverCatalog/>`, `<Changelog/>`, `<AutoCatalog/>`); any other component becomes a widget
//! placeholder the front end mounts.

use serde_json::Value;

use super::class_names::HintKind;
use super::{escape, tables, Context, RenderProblem};
use crate::site::{Locale, Site};

/// Components the front end mounts into `data-widget` placeholders.
pub const CLIENT_WIDGETS: &[&str] = &[
    "ApiSelect",
    "ArtPlayer",
    "Pricing",
    "Desktop",
    "OnedriveRequest",
    "OnedriveCallback",
    "OnedriveWebdav",
    "AliyundriveRequest",
    "AliyundriveCallback",
    "BaiduCallback",
    "DropboxRequest",
    "DropboxCallback",
    "GoogleRequest",
    "GoogleCallback",
    "GoogleAlbum",
    "Token115",
    "WopanToken",
    "YandexCallback",
];

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
    // theme-hope 2's name for the same catalog.
    "Catalog",
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
            attr("driver").and_then(|slug| driver_settings(site, slug, ctx.locale))
        }
        ("DriverCatalog", Some(site)) => Some(driver_catalog(site, ctx.locale)),
        ("Changelog", Some(site)) => {
            ctx.widgets.insert("ChangelogLive".to_owned());
            Some(changelog(site, ctx))
        }
        ("AutoCatalog" | "Catalog", Some(site)) => {
            Some(super::catalog::render(site, ctx.file, ctx.locale))
        }
        ("Badge", _) => Some(format!("<p>{}</p>\n", super::embeds::badge(attrs))),
        ("BiliBili", _) => Some(super::embeds::bilibili(attrs)),
        ("VPCard", _) => Some(super::embeds::vp_card(attrs)),
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
        // The same empty placeholder as an unknown tag inside raw HTML: never tag text on the page.
        return format!(
            "<span class=\"component-unknown\" data-component=\"{}\"></span>\n",
            escape::html(name)
        );
    }
    ctx.widgets.insert(name.to_owned());
    let props: serde_json::Map<String, Value> = attrs
        .iter()
        .map(|(k, v)| (k.clone(), Value::String(v.clone())))
        .collect();
    // Without scripts the placeholder says why it is empty (a tool page would otherwise show no
    // form and no word about it); with scripts a <noscript> is never drawn.
    format!(
        "<div data-widget=\"{}\" data-props=\"{}\"><noscript><p class=\"widget-noscript\">{}</p></noscript></div>\n",
        escape::html(name),
        escape::html(&Value::Object(props).to_string()),
        escape::html(ctx.locale.ui("widget.noscript"))
    )
}

/// A data text: a plain string, or a map by locale key (`{en: …, zh: …}`) where `en` stands in
/// for a locale the data does not translate.
fn text<'v>(v: &'v Value, locale: &Locale) -> &'v str {
    match v {
        Value::String(s) => s,
        Value::Object(_) => v[locale.key.as_str()]
            .as_str()
            .or_else(|| v["en"].as_str())
            .unwrap_or(""),
        _ => "",
    }
}

/// The entry of a data map for this locale (`highlights.zh`), else its English one.
fn localized<'v>(v: &'v Value, locale: &Locale) -> &'v Value {
    match &v[locale.key.as_str()] {
        Value::Null => &v["en"],
        found => found,
    }
}

fn scalar(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn yes_no(b: bool, locale: &Locale) -> &str {
    if b {
        locale.ui("driver.yes")
    } else {
        locale.ui("driver.no")
    }
}

/// The settings tables of one driver, one per variant.
fn driver_settings(site: &Site, slug: &str, locale: &Locale) -> Option<String> {
    let key = format!("drivers/{slug}");
    super::deps::record(super::deps::Dep::Data(key.clone()));
    let data = site.data.get(&key)?;
    let heads = [
        locale.ui("driver.key"),
        locale.ui("driver.type"),
        locale.ui("driver.default"),
        locale.ui("driver.required"),
        locale.ui("driver.meaning"),
    ];
    let mut out = String::from("<div class=\"driver-settings\">\n");
    if let Some(status) = data.get("status").filter(|s| !s.is_null()) {
        out.push_str(&format!(
            "{}<p>{}</p></div>\n",
            HintKind::Danger.open_div(locale.ui("driver.status")),
            escape::html(text(status, locale))
        ));
    }
    out.push_str(&super::download_flow::render(
        data,
        text(&data["name"], locale),
        locale,
    ));
    for variant in data["variants"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "<p class=\"driver-variant\"><strong>{}</strong></p>\n{}<table><thead><tr>",
            escape::html(&scalar(&variant["name"])),
            tables::frame_open(heads.len())
        ));
        for h in heads {
            out.push_str(&format!("<th>{h}</th>"));
        }
        out.push_str("</tr></thead><tbody>\n");
        for field in variant["fields"].as_array().into_iter().flatten() {
            let mut meaning = tables::breakable(text(localized(field, locale), locale));
            if let Some(options) = field["options"].as_array().filter(|o| !o.is_empty()) {
                let list: Vec<String> = options
                    .iter()
                    .map(|o| format!("<code>{}</code>", escape::html(&scalar(o))))
                    .collect();
                // The brackets and the separator are the language's own: Chinese text takes
                // full-width （可选：a、b）, not the half-width (a, b) of English.
                let list = list.join(locale.ui("driver.optionsSeparator"));
                meaning.push_str(&locale.ui("driver.options").replace("{list}", &list));
            }
            let default = scalar(&field["default"]);
            let cells = [
                tables::code(&scalar(&field["key"])),
                escape::html(&scalar(&field["type"])),
                if default.is_empty() {
                    String::new()
                } else {
                    tables::code(&default)
                },
                yes_no(field["required"].as_bool().unwrap_or(false), locale).to_owned(),
                meaning,
            ];
            out.push_str(&labelled_row(&heads, &cells));
        }
        out.push_str("</tbody></table></div>\n");
    }
    out.push_str("</div>\n");
    Some(out)
}

/// One body row whose cells carry their column's header (the phone layout labels values with it).
fn labelled_row(heads: &[&str], cells: &[String]) -> String {
    let mut row = String::from("<tr>");
    for (head, cell) in heads.iter().zip(cells) {
        row.push_str(&tables::td_open(head, ""));
        row.push_str(cell);
        row.push_str("</td>");
    }
    row.push_str("</tr>\n");
    row
}

/// Driver kinds in catalog order (titled by the UI string `driver.kind.<kind>`).
const KINDS: &[&str] = &[
    "object_storage",
    "consumer_cloud",
    "protocol",
    "self_hosted",
    "special",
];

/// Every driver grouped by kind, with its capabilities and a link to its page.
fn driver_catalog(site: &Site, locale: &Locale) -> String {
    let prefix = locale.prefix.trim_end_matches('/');
    let heads = [
        locale.ui("driver.name"),
        locale.ui("driver.upload"),
        locale.ui("driver.proxyOnly"),
        locale.ui("driver.offlineDownload"),
    ];
    super::deps::record(super::deps::Dep::DataUnder("drivers/".into()));
    let mut out = String::from("<div class=\"driver-catalog\">\n");
    for &kind in KINDS {
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
            crate::site::sidebar::natural(text(&a["name"], locale), text(&b["name"], locale))
        });
        out.push_str(&format!(
            "<p class=\"driver-kind\"><strong>{}</strong></p>\n{}<table><thead><tr>",
            locale.ui(&format!("driver.kind.{kind}")),
            tables::frame_open(heads.len())
        ));
        for h in heads {
            out.push_str(&format!("<th>{h}</th>"));
        }
        out.push_str("</tr></thead><tbody>\n");
        for d in drivers {
            let slug = scalar(&d["slug"]);
            let route = format!("{prefix}/guide/drivers/{slug}.html");
            let cells = [
                format!(
                    "<a href=\"{}\">{}</a>",
                    escape::html(&super::links::encode_path(&route)),
                    tables::breakable(text(&d["name"], locale))
                ),
                yes_no(d["upload"].as_bool().unwrap_or(false), locale).to_owned(),
                yes_no(d["proxy_only"].as_bool().unwrap_or(false), locale).to_owned(),
                yes_no(d["offline_download"].as_bool().unwrap_or(false), locale).to_owned(),
            ];
            out.push_str(&labelled_row(&heads, &cells));
        }
        out.push_str("</tbody></table></div>\n");
    }
    out.push_str("</div>\n");
    out
}

/// The release list from `data/changelog.yaml`, preceded by the `ChangelogLive` placeholder: when
/// online, the front end lists releases newer than `latest` there (or links to the releases page).
fn changelog(site: &Site, ctx: &mut Context) -> String {
    let locale = ctx.locale;
    super::deps::record(super::deps::Dep::Data("changelog".into()));
    let releases: Vec<&Value> = site
        .data
        .get("changelog")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .collect();
    let latest = releases
        .first()
        .map_or(String::new(), |r| scalar(&r["version"]));
    let props = serde_json::json!({ "latest": latest }).to_string();
    let mut out = format!(
        "<div class=\"changelog\">\n<div class=\"changelog-live\" data-widget=\"ChangelogLive\" data-props=\"{}\"></div>\n",
        escape::html(&props)
    );
    for release in releases {
        // Each version is a heading with its anchor and a TOC entry (issue 59 item 5: they were
        // bold paragraphs nobody could link to).
        let plain = scalar(&release["version"]);
        let version = escape::html(&plain);
        let slug = ctx.slugger.unique(&plain);
        ctx.headers.push(super::Header {
            level: 3,
            title: plain.clone(),
            slug: slug.clone(),
            children: Vec::new(),
        });
        let date = scalar(&release["date"]);
        out.push_str(&format!(
            "<section class=\"changelog-release\"><h3 id=\"{id}\" class=\"changelog-version\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#{id}\" aria-hidden=\"true\" tabindex=\"-1\">#</a> <span class=\"changelog-tag\">{version}</span>{}</h3><ul>",
            if date.is_empty() { String::new() } else { format!(" <time datetime=\"{0}\">{0}</time>", escape::html(&date)) },
            id = escape::html(&slug),
        ));
        for item in localized(&release["highlights"], locale)
            .as_array()
            .into_iter()
            .flatten()
        {
            out.push_str(&format!("<li>{}</li>", inline_code(&scalar(item))));
        }
        out.push_str("</ul></section>\n");
    }
    out.push_str("</div>\n");
    out
}

/// A release note as written in the data file: escaped, with its `code` spans as code (the notes
/// showed raw backticks). An unpaired backtick stays a backtick.
fn inline_code(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut parts = text.split('`').peekable();
    let mut inside = false;
    while let Some(part) = parts.next() {
        match (inside, parts.peek().is_some()) {
            (false, _) => escape::push(&mut out, part),
            (true, true) => {
                out.push_str("<code>");
                escape::push(&mut out, part);
                out.push_str("</code>");
            }
            // The text ended inside an unclosed span: put the backtick back.
            (true, false) => {
                out.push('`');
                escape::push(&mut out, part);
            }
        }
        inside = !inside;
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::site::{source::ContentSource, Site};

    #[test]
    fn release_notes_show_code_spans_as_code() {
        assert_eq!(
            super::inline_code("a `ref:/<path>` b"),
            "a <code>ref:/&lt;path&gt;</code> b"
        );
        assert_eq!(super::inline_code("odd ` tick"), "odd ` tick");
        assert_eq!(super::inline_code("plain"), "plain");
    }

    #[test]
    fn changelog_lists_the_data_file_after_the_live_placeholder() {
        let site = Site::load(ContentSource::Disk(
            concat!(env!("CARGO_MANIFEST_DIR"), "/content").into(),
        ))
        .unwrap();
        let page = crate::render::page(&site, site.page("/guide/changelog.html").unwrap());
        let live = page
            .html
            .find("data-widget=\"ChangelogLive\" data-props=\"{&quot;latest&quot;:&quot;v3.45.0&quot;}\"")
            .expect("placeholder with the newest known version");
        // Each version is a heading with an anchor and a TOC entry.
        let first = page
            .html
            .find("<h3 id=\"v3-45-0\" class=\"changelog-version\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#v3-45-0\"")
            .expect("the newest version as a heading");
        assert!(page.html.contains(
            "<span class=\"changelog-tag\">v3.45.0</span> <time datetime=\"2025-05-24\">"
        ));
        assert!(
            page.html.contains("<code>ref:/&lt;mount path&gt;</code>"),
            "release notes show code"
        );
        assert!(live < first, "the placeholder comes before the list");
        assert!(page.widgets.contains(&"ChangelogLive".to_owned()));
        let zh = crate::render::page(&site, site.page("/zh/guide/changelog.html").unwrap());
        assert!(zh.html.contains("新增 Cloudreve V4 驱动"));
    }
}
