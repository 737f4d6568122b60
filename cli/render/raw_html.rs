//! Raw HTML written by content authors: passed through, except `<script>`, inline event handlers and
//! document-level tags (`<meta>`, `<base>`, `<link>`: dropped and reported), Vue template syntax (removed and reported), inline components (`<Badge/>`,
//! `<BiliBili/>`) expanded, unknown components kept as an empty placeholder (reported), icon markup
//! given a visible neutral glyph and a label, and media sources of unsupported types flagged.

use super::html_tokens::{self, Tag, Token};
use super::{embeds, escape, Context, RenderProblem};

/// Media types the player supports (spec §5).
pub const MEDIA_TYPES: &[&str] = &[
    "mp4", "mp3", "webm", "ogg", "mpd", "dash", "m3u8", "hls", "ts", "flv",
];

/// State carried across the HTML events of one fragment (a `<script>` may span several).
#[derive(Debug, Default)]
pub struct RawState {
    in_script: bool,
}

/// Clean one chunk of raw HTML found on `line`.
pub fn process(html: &str, line: u32, state: &mut RawState, ctx: &mut Context) -> String {
    let mut out = String::with_capacity(html.len());
    let mut tokens = html_tokens::tokens(html);
    if state.in_script {
        tokens = tokens.inside("script");
    }
    for token in tokens {
        if state.in_script {
            // A dropped script: its text and closing tag go with it.
            if matches!(&token, Token::End(tag) if tag.name == "script") {
                state.in_script = false;
            }
            continue;
        }
        match token {
            Token::Text(text) => push_text(&mut out, text, line, ctx),
            Token::Start(tag) => out.push_str(&rewrite_start(&tag, line, state, ctx)),
            Token::End(tag) => out.push_str(&rewrite_end(&tag)),
            Token::Comment(raw) => out.push_str(raw),
            // A tag the chunk ends inside of would take in the page markup that follows it,
            // attributes unchecked: it is shown as the text it is.
            Token::Cut(raw) => escape::push(&mut out, raw),
        }
    }
    out
}

/// Text between tags, with Vue interpolations removed (and reported).
fn push_text(out: &mut String, text: &str, line: u32, ctx: &mut Context) {
    match super::vue::strip_interpolations(text) {
        Some(stripped) => {
            super::vue::problem(ctx, line, "`{{ … }}` interpolation");
            out.push_str(&stripped);
        }
        None => out.push_str(text),
    }
}

fn problem(ctx: &mut Context, rule: &'static str, line: u32, message: String) {
    ctx.problems.push(RenderProblem {
        rule,
        line,
        message,
    });
}

/// A closing tag: a component's closes the placeholder its opening tag became.
fn rewrite_end(tag: &Tag) -> String {
    if tag.name == "script" {
        return String::new();
    }
    if tag
        .written_name
        .starts_with(|c: char| c.is_ascii_uppercase())
    {
        return "</span>".to_owned(); // closes a component placeholder opened by `rewrite_start`
    }
    tag.raw.to_owned()
}

fn rewrite_start(tag: &Tag, line: u32, state: &mut RawState, ctx: &mut Context) -> String {
    let name = tag.written_name;
    let lower = tag.name.as_ref();
    let self_closing = tag.self_closing;
    if lower == "script" {
        problem(
            ctx,
            "markdown/raw-script",
            line,
            "raw <script> in content is dropped".into(),
        );
        state.in_script = !self_closing;
        return String::new();
    }
    if matches!(lower, "meta" | "base" | "link") {
        // In a page body these only act on the whole document: a refresh that sends readers
        // elsewhere, a base that moves every link, a stylesheet or preload from anywhere.
        problem(
            ctx,
            "markdown/raw-document-tag",
            line,
            format!("raw <{lower}> in content is dropped (it would act on the whole page, a refresh or base can send readers to another site)"),
        );
        return String::new();
    }
    if name.starts_with(|c: char| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && !super::components::is_known(name)
    {
        problem(
            ctx,
            "component/unknown",
            line,
            format!("unknown component <{name}> is left out of the page"),
        );
        // An empty placeholder: never tag text on the page, and whatever the author put inside the
        // component stays readable.
        return format!(
            "<span class=\"component-unknown\" data-component=\"{}\">{}",
            escape::html(name),
            if self_closing { "</span>" } else { "" }
        );
    }
    if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return tag.raw.to_owned();
    }
    // A bare attribute reads "true", as container and component attributes do.
    let attrs: Vec<(String, String)> = tag
        .attrs()
        .map(|a| (a.name.to_owned(), a.value.unwrap_or("true").to_owned()))
        .collect();
    match name {
        "Badge" => return embeds::badge(&attrs),
        "BiliBili" => return embeds::bilibili(&attrs),
        "VPCard" => return embeds::vp_card(&attrs),
        _ => {}
    }
    if name.starts_with(|c: char| c.is_ascii_uppercase()) {
        ctx.widgets.insert(name.to_owned());
        return widget(name, &attrs, !self_closing);
    }
    let mut removed = false;
    let mut warning = String::new();
    let mut kept: Vec<(String, String)> = Vec::with_capacity(attrs.len());
    if let Some(label) = super::icons::label(lower, &attrs) {
        problem(
            ctx,
            "markdown/icon",
            line,
            format!("icon `{label}` is shown as a neutral placeholder (no icon font is bundled)"),
        );
        removed = true; // rebuilt below with the placeholder attributes
        kept.extend(super::icons::placeholder_attrs(&label));
    }
    for (k, v) in attrs {
        let key = k.to_ascii_lowercase();
        if super::vue::is_directive(&k) {
            super::vue::problem(ctx, line, &format!("`{k}` on <{name}>"));
            removed = true;
            continue;
        }
        if key.starts_with("on") {
            problem(
                ctx,
                "markdown/event-handler",
                line,
                format!("inline event handler `{k}` on <{name}> is dropped"),
            );
            removed = true;
            continue;
        }
        if matches!(
            key.as_str(),
            "href"
                | "src"
                | "action"
                | "formaction"
                | "xlink:href"
                | "poster"
                | "srcset"
                | "background"
                | "data"
                | "cite"
        ) && crate::site::link_safety::runs_script(&v)
        {
            problem(
                ctx,
                "markdown/event-handler",
                line,
                format!("`javascript:` URL in <{name}> is dropped"),
            );
            removed = true;
            continue;
        }
        if key == "no-view" && lower == "img" {
            // VuePress's marker for an image the viewer skips is no HTML attribute: the valid
            // spelling the app reads.
            kept.push(("data-no-view".into(), String::new()));
            removed = true;
            continue;
        }
        if key == "src" && matches!(lower, "img" | "video" | "audio" | "source") {
            ctx.record_asset(&v, line);
        }
        if key == "src" && matches!(lower, "video" | "audio" | "source") {
            let ext = media_type(&v);
            if !MEDIA_TYPES.contains(&ext.as_str()) {
                problem(
                    ctx,
                    "markdown/unsupported-media",
                    line,
                    format!("media type `{ext}` of `{v}` is not supported"),
                );
                warning = format!(
                    "<span class=\"media-unsupported\" role=\"note\">{}</span>",
                    escape::html(&ctx.locale.ui("media.unsupported").replace("{ext}", &ext))
                );
            }
        }
        kept.push((k, v));
    }
    if !removed {
        return format!("{}{warning}", tag.raw);
    }
    let mut rebuilt = format!("<{name}");
    for (k, v) in kept {
        rebuilt.push_str(&format!(" {k}=\"{}\"", escape::html(&v)));
    }
    rebuilt.push_str(if self_closing { " />" } else { ">" });
    rebuilt.push_str(&warning);
    rebuilt
}

/// The file type a player would use: everything after the last `.` (query included), lower-cased.
pub fn media_type(src: &str) -> String {
    src.rsplit_once('.')
        .map_or("", |(_, ext)| ext)
        .to_ascii_lowercase()
}

fn widget(name: &str, attrs: &[(String, String)], open: bool) -> String {
    let props: serde_json::Map<String, serde_json::Value> = attrs
        .iter()
        .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
        .collect();
    format!(
        "<span data-widget=\"{}\" data-props=\"{}\">{}",
        escape::html(name),
        escape::html(&serde_json::Value::Object(props).to_string()),
        if open { "" } else { "</span>" }
    )
}
