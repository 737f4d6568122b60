//! The site's look, as `site.yaml` `palette:` and `favicon:`: theme-hope's `themeColor` and
//! `favicon` options, and the Sass variables of `.vuepress/styles/palette.scss` and `config.scss`
//! (`$theme-color`, `$vp-c-accent`, `$font-family`, `$content-width`…; a `(light: …, dark: …)`
//! map gives both modes). Values docs would refuse (see [`crate::site::palette`]) are reported and
//! left out, so the import never writes a palette lint then reports.

use super::js_literal::Node;
use super::report::{Action, Finding};
use crate::site::palette::{DarkPalette, Palette};

/// Sass variables read, for each palette key, first match wins.
const BRAND: &[&str] = &["theme-color", "vp-c-accent", "vp-c-brand"];
const LINK: &[&str] = &["link-color", "vp-c-link"];
const FONT: &[&str] = &["font-family", "vp-font"];
const MONO: &[&str] = &[
    "font-family-mono",
    "font-family-code",
    "vp-font-mono",
    "code-font-family",
];
const WIDTH: &[&str] = &["content-width"];

/// The Sass files the palette is read from, under `.vuepress/styles/`.
pub const STYLE_FILES: [&str; 2] = ["config.scss", "palette.scss"];

/// One Sass variable: its light value, and its dark one when written as a map.
struct Variable {
    file: String,
    line: u32,
    light: String,
    dark: Option<String>,
}

/// `themeColor` and `favicon` from the theme options, then the Sass variables of `styles`
/// (file name under `.vuepress/`, text), which win where both set a colour.
pub fn convert(
    theme: &Node,
    styles: &[(String, String)],
    findings: &mut Vec<Finding>,
) -> (Palette, Option<String>) {
    let mut palette = Palette::default();
    if let Some(node) = theme.get("themeColor") {
        match node.as_str() {
            Some(colour) => {
                palette.brand = Some(colour.to_owned());
                findings.push(
                    Finding::at(&node.at, format!("theme option `themeColor` (`{colour}`) converted to `palette.brand` in site.yaml"))
                        .with(Action::Converted),
                );
            }
            None => findings.push(Finding::at(
                &node.at,
                "theme option `themeColor` not converted: only one colour converts (docs has no colour picker); set `palette.brand`",
            )),
        }
    }
    let favicon = theme.get("favicon").and_then(|node| {
        let icon = node.as_str()?.to_owned();
        findings.push(
            Finding::at(
                &node.at,
                format!("theme option `favicon` (`{icon}`) converted to `favicon:` in site.yaml"),
            )
            .with(Action::Converted),
        );
        Some(icon)
    });
    let variables: Vec<(String, Variable)> = styles
        .iter()
        .flat_map(|(file, text)| variables(file, text))
        .collect();
    let find = |names: &[&str]| {
        names
            .iter()
            .find_map(|n| variables.iter().rev().find(|(name, _)| name == n))
    };
    let mut dark = DarkPalette::default();
    let mut set = |key: &str,
                   names: &[&str],
                   light: &mut Option<String>,
                   dark: Option<&mut Option<String>>| {
        let Some((name, var)) = find(names) else {
            return;
        };
        *light = Some(var.light.clone());
        if let (Some(slot), Some(value)) = (dark, &var.dark) {
            *slot = Some(value.clone());
        }
        findings.push(Finding {
            file: var.file.clone(),
            line: Some(var.line),
            message: format!("Sass variable `${name}` converted to `palette.{key}` in site.yaml"),
            action: Action::Converted,
        });
    };
    set("brand", BRAND, &mut palette.brand, Some(&mut dark.brand));
    set("link", LINK, &mut palette.link, Some(&mut dark.link));
    set("fontFamily", FONT, &mut palette.font_family, None);
    set("monoFontFamily", MONO, &mut palette.mono_font_family, None);
    set("contentWidth", WIDTH, &mut palette.content_width, None);
    if dark != DarkPalette::default() {
        palette.dark = Some(dark);
    }
    // What docs would leave out is not written (the line above says where it came from).
    for refusal in palette.refusals() {
        findings.push(Finding::file(
            "site.yaml",
            format!("{} (not written)", refusal.message),
        ));
        clear(&mut palette, &refusal.key);
    }
    (palette, favicon)
}

fn clear(palette: &mut Palette, key: &str) {
    let dark = palette.dark.get_or_insert_with(DarkPalette::default);
    match key {
        "palette.brand" => palette.brand = None,
        "palette.link" => palette.link = None,
        "palette.fontFamily" => palette.font_family = None,
        "palette.monoFontFamily" => palette.mono_font_family = None,
        "palette.contentWidth" => palette.content_width = None,
        "palette.dark.brand" => dark.brand = None,
        "palette.dark.link" => dark.link = None,
        _ => {}
    }
    if palette.dark.as_ref() == Some(&DarkPalette::default()) {
        palette.dark = None;
    }
}

/// `$name: value;` lines of a Sass file (comments and `!default` removed); a value written as
/// `(light: a, dark: b)` gives both.
fn variables(file: &str, text: &str) -> Vec<(String, Variable)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split("//").next().unwrap_or("").trim();
        let Some((name, value)) = line.strip_prefix('$').and_then(|l| l.split_once(':')) else {
            continue;
        };
        let value = value.trim().trim_end_matches(';').trim();
        let value = value.strip_suffix("!default").unwrap_or(value).trim();
        let (light, dark) = match value.strip_prefix('(').and_then(|v| v.strip_suffix(')')) {
            Some(map) => {
                let pick = |mode: &str| {
                    map.split(',').find_map(|pair| {
                        let (k, v) = pair.split_once(':')?;
                        (k.trim() == mode).then(|| v.trim().to_owned())
                    })
                };
                match pick("light") {
                    Some(light) => (light, pick("dark")),
                    None => continue,
                }
            }
            None => (value.to_owned(), None),
        };
        out.push((
            name.trim().to_owned(),
            Variable {
                file: file.to_owned(),
                line: i as u32 + 1,
                light,
                dark,
            },
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sass_variables_and_maps_are_read() {
        let vars = variables(
            ".vuepress/styles/palette.scss",
            "// colours\n$theme-color: #d00 !default;\n$text-color: (light: #222, dark: #ddd);\n$content-width:780px; // wide\n",
        );
        let names: Vec<_> = vars
            .iter()
            .map(|(n, v)| (n.as_str(), v.line, v.light.as_str(), v.dark.as_deref()))
            .collect();
        assert_eq!(
            names,
            [
                ("theme-color", 2, "#d00", None),
                ("text-color", 3, "#222", Some("#ddd")),
                ("content-width", 4, "780px", None)
            ]
        );
    }
}
