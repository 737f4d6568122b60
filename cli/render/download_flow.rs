//! The download-flow figure of a storage driver page (issue 35 item 8): how a file travels from the
//! storage to the reader, drawn from the driver's data (`proxy_only`, `default_download`) so the 56
//! driver pages in each language never need a hand-drawn picture.
//!
//! It is HTML, not an image: a sequence of steps between three actors laid out by CSS
//! (`styles/figures.css`). So the text is page text (it scales with the reader's font size, wraps
//! at 375 px and follows the colour mode), the first paint is final, and without CSS it still
//! reads as an ordered list of steps.

use serde_json::Value;

use super::escape;
use crate::site::Locale;

/// The two ways a download can travel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// AList answers with a redirect to the storage's own link; the data bypasses the server.
    Redirect,
    /// AList fetches the file and streams it on.
    Proxy,
}

/// The three actors, in column order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Actor {
    Client,
    Server,
    Storage,
}

impl Actor {
    fn column(self) -> usize {
        self as usize + 1
    }
}

/// One arrow: from, to, UI string key of its label, whether it carries the file data.
type Step = (Actor, Actor, &'static str, bool);

fn steps(mode: Mode) -> &'static [Step] {
    use Actor::*;
    match mode {
        Mode::Redirect => &[
            (Client, Server, "flow.step.request", false),
            (Server, Client, "flow.step.redirect", false),
            (Storage, Client, "flow.step.direct", true),
        ],
        Mode::Proxy => &[
            (Client, Server, "flow.step.request", false),
            (Server, Storage, "flow.step.fetch", false),
            (Storage, Server, "flow.step.data", true),
            (Server, Client, "flow.step.relay", true),
        ],
    }
}

/// The modes a driver offers, default first: `proxy_only` drivers stream everything, the others
/// offer both and start with `default_download`.
pub fn modes(data: &Value) -> Vec<Mode> {
    if data["proxy_only"].as_bool().unwrap_or(false) {
        return vec![Mode::Proxy];
    }
    match data["default_download"].as_str() {
        Some("proxy") => vec![Mode::Proxy, Mode::Redirect],
        _ => vec![Mode::Redirect, Mode::Proxy],
    }
}

/// The figure for a driver whose display name is `storage`.
pub fn render(data: &Value, storage: &str, locale: &Locale) -> String {
    let modes = modes(data);
    let ui = |key: &str| escape::html(locale.ui(key));
    let actors = [
        ui("flow.actor.client"),
        ui("flow.actor.server"),
        escape::html(storage),
    ];
    let mut out = format!(
        "<figure class=\"download-flow\">\n<figcaption class=\"download-flow-title\">{}</figcaption>\n",
        ui("flow.title")
    );
    for (i, &mode) in modes.iter().enumerate() {
        let name = match mode {
            Mode::Redirect => "redirect",
            Mode::Proxy => "proxy",
        };
        out.push_str(&format!(
            "<div class=\"download-flow-mode\" data-mode=\"{name}\">\n<p class=\"download-flow-mode-title\"><strong>{}</strong>",
            ui(&format!("flow.mode.{name}"))
        ));
        if i == 0 && modes.len() > 1 {
            out.push_str(&format!(
                " <span class=\"download-flow-default\">{}</span>",
                ui("flow.default")
            ));
        }
        out.push_str("</p>\n<div class=\"download-flow-actors\" aria-hidden=\"true\">");
        for actor in &actors {
            out.push_str(&format!("<span>{actor}</span>"));
        }
        out.push_str("</div>\n<ol class=\"download-flow-steps\">\n");
        for &(from, to, label, data) in steps(mode) {
            let (a, b) = (
                from.column().min(to.column()),
                from.column().max(to.column()),
            );
            let dir = if to.column() > from.column() {
                "right"
            } else {
                "left"
            };
            let name = |actor: Actor| &actors[actor.column() - 1];
            out.push_str(&format!(
                "<li class=\"download-flow-step{}\" data-dir=\"{dir}\" data-span=\"{}\" style=\"grid-column:{a}/{}\"><span class=\"sr-only\">{} → {}: </span><span class=\"download-flow-label\">{}</span><span class=\"download-flow-arrow\" aria-hidden=\"true\"></span></li>\n",
                if data { " download-flow-data" } else { "" },
                b - a + 1,
                b + 1,
                name(from),
                name(to),
                ui(label),
            ));
        }
        out.push_str(&format!(
            "</ol>\n<p class=\"download-flow-note\">{}</p>\n</div>\n",
            locale_markup(locale.ui(&format!("flow.note.{name}")))
        ));
    }
    let choice = if modes.len() > 1 {
        "flow.choice.both"
    } else {
        "flow.choice.proxyOnly"
    };
    out.push_str(&format!(
        "<p class=\"download-flow-choice\">{}</p>\n</figure>\n",
        locale_markup(locale.ui(choice))
    ));
    out
}

/// UI strings may mark setting names with backticks; they become `<code>`.
fn locale_markup(text: &str) -> String {
    escape::html(text)
        .split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                format!("<code>{part}</code>")
            } else {
                part.to_owned()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_modes_follow_the_driver_data() {
        assert_eq!(
            modes(&json!({"proxy_only": true, "default_download": "proxy"})),
            [Mode::Proxy]
        );
        assert_eq!(
            modes(&json!({"proxy_only": false, "default_download": "302"})),
            [Mode::Redirect, Mode::Proxy]
        );
        assert_eq!(
            modes(&json!({"proxy_only": false, "default_download": "proxy"})),
            [Mode::Proxy, Mode::Redirect]
        );
    }

    #[test]
    fn a_redirect_driver_shows_the_data_going_straight_to_the_client() {
        let html = render(
            &json!({"proxy_only": false, "default_download": "302"}),
            "S3",
            Locale::fallback(),
        );
        // Default first and marked; both modes drawn; the direct data arrow spans all three columns.
        let redirect = html.find("data-mode=\"redirect\"").unwrap();
        let proxy = html.find("data-mode=\"proxy\"").unwrap();
        assert!(redirect < proxy, "{html}");
        assert_eq!(html.matches("download-flow-default").count(), 1, "{html}");
        assert!(html.contains(
            "<li class=\"download-flow-step download-flow-data\" data-dir=\"left\" data-span=\"3\" style=\"grid-column:1/4\"><span class=\"sr-only\">S3 → "
        ), "{html}");
        assert!(html.contains("<span>S3</span>"), "{html}");
        assert!(!html.contains("flow."), "every UI string resolves: {html}");
    }

    #[test]
    fn a_proxy_only_driver_shows_one_mode_and_says_why() {
        let html = render(
            &json!({"proxy_only": true, "default_download": "proxy"}),
            "FTP",
            Locale::fallback(),
        );
        assert!(!html.contains("data-mode=\"redirect\""), "{html}");
        assert!(!html.contains("download-flow-default"), "{html}");
        assert_eq!(html.matches("download-flow-data").count(), 2, "{html}");
        assert!(html.contains("<code>"), "{html}");
    }
}
