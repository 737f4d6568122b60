//! A site's colours, fonts and content width (`site.yaml` `palette:`), written as CSS custom
//! properties on `:root` in each page's head over the ones `embedded-web/src/styles/tokens.css`
//! defines, and its icon (`favicon:`). Each value is checked here, for the head writer (which leaves out what is refused)
//! and for lint (which says why, at its line): nothing but a colour, a font list or a length
//! reaches the stylesheet.
//!
//! Colours are what the owner chose, made readable: text in the brand or link colour must keep a
//! contrast of 4.5:1 on the page (WCAG AA), so a light brand is darkened for light mode and a dark
//! one lightened for dark mode unless `dark:` gives its own; the colour as written stays the
//! accent (`--docs-c-brand-soft`) and the browser's `theme-color`.

use serde::{Deserialize, Serialize};

/// `site.yaml` `palette:`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Palette {
    /// The theme colour: buttons, active links, accents (`#3eaf7c`, `rgb(62 175 124)`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    /// Links in text, when they should differ from the brand colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    /// Body text fonts, as CSS writes a font list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub font_family: Option<String>,
    /// Code fonts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mono_font_family: Option<String>,
    /// Widest the text column grows (`780px`, `52rem`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_width: Option<String>,
    /// Colours for dark mode; derived from the light ones when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dark: Option<DarkPalette>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DarkPalette {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

/// One palette value that is refused: its key path (`palette.dark.brand`), the text, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub key: String,
    pub value: String,
    pub message: String,
}

/// The page backgrounds the text colours are measured against (tokens.css `--docs-c-bg`).
const LIGHT_BG: Rgb = Rgb(255, 255, 255);
const DARK_BG: Rgb = Rgb(0x16, 0x18, 0x1d);
/// WCAG AA for body text.
const MIN_CONTRAST: f64 = 4.5;

impl Palette {
    /// Every value that is not a colour, font list or length where one is expected.
    pub fn refusals(&self) -> Vec<Refusal> {
        let mut out = Vec::new();
        let mut check = |key: &str, value: &Option<String>, ok: fn(&str) -> bool, what: &str| {
            if let Some(v) = value.as_deref().filter(|v| !ok(v)) {
                out.push(Refusal {
                    key: format!("palette.{key}"),
                    value: v.to_owned(),
                    message: format!("`palette.{key}` is `{v}`, not {what}; it is left out"),
                });
            }
        };
        let colour = |v: &str| parse_colour(v).is_some();
        let what = "a colour (#rgb, #rrggbb or rgb(r g b))";
        check("brand", &self.brand, colour, what);
        check("link", &self.link, colour, what);
        check(
            "fontFamily",
            &self.font_family,
            is_font_list,
            "a font list (`Inter, sans-serif`)",
        );
        check(
            "monoFontFamily",
            &self.mono_font_family,
            is_font_list,
            "a font list (`'Fira Code', monospace`)",
        );
        check(
            "contentWidth",
            &self.content_width,
            is_length,
            "a length (`780px`, `52rem`)",
        );
        if let Some(dark) = &self.dark {
            check("dark.brand", &dark.brand, colour, what);
            check("dark.link", &dark.link, colour, what);
        }
        out
    }

    /// The brand colour as written, when it is one (the browser's `theme-color`).
    pub fn theme_colour(&self) -> Option<String> {
        let brand = self.brand.as_deref()?;
        parse_colour(brand).map(|c| c.hex())
    }

    /// A `<style>` element setting the custom properties, or `None` when nothing valid is set (the
    /// shipped look). `html:root` outweighs tokens.css's `:root`, which loads after the head.
    pub fn style(&self) -> Option<String> {
        let colour = |v: &Option<String>| v.as_deref().and_then(parse_colour);
        let (brand, link) = (colour(&self.brand), colour(&self.link));
        let dark = self.dark.clone().unwrap_or_default();
        let (dark_brand, dark_link) = (colour(&dark.brand), colour(&dark.link));
        let mut light_vars = Vec::new();
        let mut dark_vars = Vec::new();
        if let Some(c) = brand {
            let text = c.readable_on(LIGHT_BG);
            light_vars.push(("--docs-c-brand", text.hex()));
            light_vars.push(("--docs-c-brand-strong", text.hex()));
            light_vars.push(("--docs-c-brand-soft", c.hex()));
            light_vars.push(("--docs-c-on-brand", text.text_on().hex()));
        }
        if let Some(c) = dark_brand.or(brand) {
            let text = c.readable_on(DARK_BG);
            dark_vars.push(("--docs-c-brand", text.hex()));
            dark_vars.push(("--docs-c-brand-strong", text.hex()));
            dark_vars.push(("--docs-c-brand-soft", c.mix(DARK_BG, 0.35).hex()));
            dark_vars.push(("--docs-c-on-brand", text.text_on().hex()));
        }
        if let Some(c) = link {
            light_vars.push(("--docs-c-link", c.readable_on(LIGHT_BG).hex()));
        }
        if let Some(c) = dark_link.or(link) {
            dark_vars.push(("--docs-c-link", c.readable_on(DARK_BG).hex()));
        }
        for (var, value, ok) in [
            (
                "--docs-font",
                &self.font_family,
                is_font_list as fn(&str) -> bool,
            ),
            ("--docs-font-mono", &self.mono_font_family, is_font_list),
            ("--docs-content-w", &self.content_width, is_length),
        ] {
            if let Some(v) = value.as_deref().filter(|v| ok(v)) {
                light_vars.push((var, v.trim().to_owned()));
            }
        }
        if light_vars.is_empty() && dark_vars.is_empty() {
            return None;
        }
        let block = |selector: &str, vars: &[(&str, String)]| {
            if vars.is_empty() {
                return String::new();
            }
            let body: String = vars.iter().map(|(k, v)| format!("{k}:{v};")).collect();
            format!("{selector}{{{body}}}")
        };
        Some(format!(
            "<style id=\"docs-palette\">{}{}</style>",
            block("html:root", &light_vars),
            block("html:root[data-theme='dark']", &dark_vars)
        ))
    }
}

/// A colour without alpha.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// WCAG relative luminance.
    fn luminance(self) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.03928 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(self.0) + 0.7152 * channel(self.1) + 0.0722 * channel(self.2)
    }

    pub fn contrast(self, other: Rgb) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// `self` moved `t` (0–1) of the way to `other`.
    fn mix(self, other: Rgb, t: f64) -> Rgb {
        let m = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }

    /// This colour, or the nearest step of it towards black (on a light background) or white (on
    /// a dark one) that reads at 4.5:1 on `bg`.
    fn readable_on(self, bg: Rgb) -> Rgb {
        let toward = if bg.luminance() > 0.5 {
            Rgb(0, 0, 0)
        } else {
            Rgb(255, 255, 255)
        };
        (0..=20)
            .map(|step| self.mix(toward, f64::from(step) / 20.0))
            .find(|c| c.contrast(bg) >= MIN_CONTRAST)
            .unwrap_or(toward)
    }

    /// White or near-black, whichever reads better on this colour (text on a filled button).
    fn text_on(self) -> Rgb {
        let white = Rgb(255, 255, 255);
        let dark = Rgb(0x16, 0x18, 0x1d);
        if self.contrast(white) >= self.contrast(dark) {
            white
        } else {
            dark
        }
    }
}

/// `#rgb`, `#rrggbb` (and the forms with alpha, whose alpha is dropped), `rgb(r g b)` or
/// `rgb(r, g, b)` with 0–255 channels; anything else is `None`.
pub fn parse_colour(text: &str) -> Option<Rgb> {
    let text = text.trim();
    if let Some(hex) = text.strip_prefix('#') {
        if !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let digit = |i: usize| hex.get(i..=i).and_then(|d| u8::from_str_radix(d, 16).ok());
        let pair = |i: usize| {
            hex.get(i..i + 2)
                .and_then(|d| u8::from_str_radix(d, 16).ok())
        };
        return match hex.len() {
            3 | 4 => Some(Rgb(digit(0)? * 17, digit(1)? * 17, digit(2)? * 17)),
            6 | 8 => Some(Rgb(pair(0)?, pair(2)?, pair(4)?)),
            _ => None,
        };
    }
    let lower = text.to_ascii_lowercase();
    let inner = lower
        .strip_prefix("rgba(")
        .or_else(|| lower.strip_prefix("rgb("))?
        .strip_suffix(')')?;
    let inner = inner.split('/').next()?;
    let channels: Vec<u8> = inner
        .split([',', ' '])
        .filter(|s| !s.is_empty())
        .take(3)
        .map(|s| s.parse().ok())
        .collect::<Option<_>>()?;
    match channels[..] {
        [r, g, b] => Some(Rgb(r, g, b)),
        _ => None,
    }
}

/// A CSS font list: family names, plain (`Segoe UI`) or quoted (`'Fira Code'`), comma-separated;
/// no character that could end the declaration or the style element.
pub fn is_font_list(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty()
        && text.len() <= 300
        && text.split(',').all(|name| {
            let name = name.trim();
            let unquoted = name
                .strip_prefix('\'')
                .and_then(|n| n.strip_suffix('\''))
                .or_else(|| name.strip_prefix('"').and_then(|n| n.strip_suffix('"')))
                .unwrap_or(name);
            !unquoted.trim().is_empty()
                && unquoted
                    .chars()
                    .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.'))
        })
}

/// A positive CSS length in a unit a content width is written in (`780px`, `52.5rem`, `90vw`).
pub fn is_length(text: &str) -> bool {
    let text = text.trim();
    let Some(number) = ["px", "rem", "em", "ch", "vw", "%"]
        .iter()
        .find_map(|unit| text.strip_suffix(unit))
    else {
        return false;
    };
    !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit() || c == '.')
        && number
            .parse::<f64>()
            .is_ok_and(|n| n > 0.0 && n < 100_000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_fonts_and_lengths_are_checked() {
        assert_eq!(parse_colour("#d00"), Some(Rgb(0xdd, 0, 0)));
        assert_eq!(parse_colour(" #3eaf7c "), Some(Rgb(0x3e, 0xaf, 0x7c)));
        assert_eq!(parse_colour("rgb(1, 2, 3)"), Some(Rgb(1, 2, 3)));
        assert_eq!(parse_colour("rgb(1 2 3 / 50%)"), Some(Rgb(1, 2, 3)));
        for bad in [
            "red",
            "#12",
            "#ggg",
            "rgb(1,2)",
            "rgb(300,0,0)",
            "#fff;}body{",
            "",
            "#é",
        ] {
            assert_eq!(parse_colour(bad), None, "{bad}");
        }
        assert!(is_font_list(
            "Inter, 'Noto Sans SC', \"PingFang SC\", sans-serif"
        ));
        for bad in ["a;b", "x}</style>", "'a", "", "a,,b", "url(x)"] {
            assert!(!is_font_list(bad), "{bad}");
        }
        assert!(is_length("780px") && is_length("52.5rem") && is_length("90%"));
        for bad in ["780", "px", "-3px", "1e3px", "calc(1px)", "0px"] {
            assert!(!is_length(bad), "{bad}");
        }
    }

    #[test]
    fn nothing_set_writes_nothing_and_garbage_is_left_out() {
        assert_eq!(Palette::default().style(), None);
        let bad = Palette {
            brand: Some("red;}</style><script>".into()),
            content_width: Some("1px;x".into()),
            ..Palette::default()
        };
        assert_eq!(bad.style(), None);
        let keys: Vec<_> = bad.refusals().into_iter().map(|r| r.key).collect();
        assert_eq!(keys, ["palette.brand", "palette.contentWidth"]);
    }

    #[test]
    fn text_colours_keep_their_contrast_in_both_modes() {
        let light_yellow = Palette {
            brand: Some("#ffe066".into()),
            ..Palette::default()
        };
        let css = light_yellow.style().unwrap();
        let value = |css: &str, block: &str, var: &str| {
            let start = css.find(block).unwrap() + block.len();
            let rest = &css[start..];
            let at = rest.find(&format!("{var}:")).unwrap() + var.len() + 1;
            parse_colour(&rest[at..at + 7]).unwrap()
        };
        let light = value(&css, "html:root{", "--docs-c-brand");
        assert!(light.contrast(LIGHT_BG) >= MIN_CONTRAST, "{css}");
        let dark = value(&css, "html:root[data-theme='dark']{", "--docs-c-brand");
        assert!(dark.contrast(DARK_BG) >= MIN_CONTRAST, "{css}");
        // The accent is the colour as written.
        assert_eq!(
            value(&css, "html:root{", "--docs-c-brand-soft"),
            Rgb(0xff, 0xe0, 0x66)
        );
        // A red that already reads on white is kept as it is.
        let red = Palette {
            brand: Some("#c00".into()),
            dark: Some(DarkPalette {
                brand: Some("#ff8080".into()),
                link: None,
            }),
            ..Palette::default()
        };
        let css = red.style().unwrap();
        assert!(css.contains("html:root{--docs-c-brand:#cc0000;"), "{css}");
        assert!(
            css.contains("html:root[data-theme='dark']{--docs-c-brand:#ff8080;"),
            "{css}"
        );
        assert_eq!(red.theme_colour().as_deref(), Some("#cc0000"));
    }
}
