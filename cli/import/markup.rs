//! A page body as `docs` can render it: what only VuePress runs (Vue `<script>`/`<style>` blocks,
//! custom components, HTML bound with `@click`/`v-show`/`{{ }}`) is converted or replaced by a
//! visible note, wrappers such as `<ClientOnly>` keep their Markdown, icon-font tags become an
//! emoji or are dropped, and headings with emoji shortcodes keep VuePress's anchor. Every change
//! is a [`Finding`] with its line, so the import report says what happened to the page.

use std::collections::BTreeMap;

use super::components::Components;
use super::report::{Action, Finding};
use crate::render::{blocks, slug};
use crate::site::text::Cut;

/// Theme-hope components `docs` renders itself (the rest of the capitalised tags are the site's).
const THEME_COMPONENTS: &[&str] = &[
    "Badge",
    "BiliBili",
    "VPCard",
    "AutoCatalog",
    "Catalog",
    "ArtPlayer",
];

/// Font Awesome / iconfont names that have an emoji everyone's system draws.
const ICON_EMOJI: &[(&str, &str)] = &[
    ("bug", "🐛"),
    ("star", "⭐"),
    ("check", "✅"),
    ("circle-check", "✅"),
    ("xmark", "❌"),
    ("circle-xmark", "❌"),
    ("triangle-exclamation", "⚠️"),
    ("warning", "⚠️"),
    ("circle-info", "ℹ️"),
    ("info", "ℹ️"),
    ("circle-question", "❓"),
    ("question", "❓"),
    ("lightbulb", "💡"),
    ("light", "💡"),
    ("heart", "❤️"),
    ("download", "⬇️"),
    ("upload", "⬆️"),
    ("link", "🔗"),
    ("lock", "🔒"),
    ("key", "🔑"),
    ("gear", "⚙️"),
    ("config", "⚙️"),
    ("book", "📖"),
    ("rocket", "🚀"),
    ("fire", "🔥"),
    ("folder", "📁"),
    ("file", "📄"),
    ("cloud", "☁️"),
    ("envelope", "✉️"),
    ("house", "🏠"),
    ("home", "🏠"),
    ("magnifying-glass", "🔍"),
    ("search", "🔍"),
    ("video", "🎬"),
    ("music", "🎵"),
    ("image", "🖼️"),
    ("globe", "🌐"),
    ("computer", "💻"),
    ("mobile", "📱"),
    ("gift", "🎁"),
    ("bell", "🔔"),
    ("thumbs-up", "👍"),
];

/// What a page body needs to know about the site around it.
pub struct PageContext<'a> {
    /// The page's language (BCP 47), for the note's text.
    pub lang: &'a str,
    /// The page on the original site, when the config names its address.
    pub original: Option<String>,
    /// The site's own Vue components and the data they show.
    pub components: &'a Components,
    /// Prefixes of the configured locales (`/`, `/zh/`), for locale-conditional component data.
    pub route_prefix: &'a str,
}

/// Convert one page's text (front-matter untouched, from `body_line` on); findings go to `out`.
pub fn convert(
    rel: &str,
    text: &str,
    body_line: u32,
    ctx: &PageContext,
    out: &mut Vec<Finding>,
) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let imports = script_setup_imports(text);
    // Lines with Vue syntax before each line, so "does this element hold any?" costs nothing.
    let mut vue_before = Vec::with_capacity(lines.len() + 1);
    vue_before.push(0u32);
    for line in &lines {
        let last = *vue_before.last().unwrap_or(&0);
        vue_before.push(last + u32::from(has_vue_syntax(line)));
    }
    let mut conv = Conv {
        vue_before,
        containers: Vec::new(),
        rel,
        ctx,
        out: Vec::with_capacity(lines.len()),
        findings: out,
        note_end: None,
        imports,
    };
    let mut fence: Option<(char, usize)> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let line_no = i as u32 + 1;
        if line_no < body_line {
            // A page's own footer HTML may load a script, which docs never runs.
            match line
                .starts_with("footer:")
                .then(|| strip_scripts(line))
                .flatten()
            {
                Some(stripped) => {
                    conv.finding(
                        i,
                        Action::Dropped,
                        "`<script>` removed from the front-matter footer: docs runs no script from the content".into(),
                    );
                    conv.push(&stripped);
                }
                None => conv.push(line),
            }
            i += 1;
            continue;
        }
        let trimmed = blocks::strip_block_prefixes(line.trim_start());
        if let Some((c, run, rest)) = blocks::fence_marker(trimmed) {
            match fence {
                None => fence = Some((c, run)),
                Some((open, len)) if open == c && run >= len && rest.trim().is_empty() => {
                    fence = None
                }
                Some(_) => {}
            }
            conv.push(line);
            i += 1;
            continue;
        }
        if fence.is_some() {
            conv.push(line);
            i += 1;
            continue;
        }
        track_container(trimmed, &mut conv.containers);
        i = conv.line(&lines, i);
    }
    conv.out.concat()
}

struct Conv<'a, 'b> {
    rel: &'a str,
    ctx: &'a PageContext<'a>,
    out: Vec<String>,
    findings: &'b mut Vec<Finding>,
    /// Output length right after the last note: a note directly after another is not repeated.
    note_end: Option<usize>,
    /// `<script setup>` imports: local component name → import source.
    imports: BTreeMap<String, String>,
    /// `vue_before[k]`: how many of the first `k` lines have Vue syntax.
    vue_before: Vec<u32>,
    /// Colon runs of the `:::` containers open around the current line.
    containers: Vec<usize>,
}

impl Conv<'_, '_> {
    fn push(&mut self, line: &str) {
        self.out.push(line.to_owned());
    }

    fn finding(&mut self, line: usize, action: Action, message: String) {
        self.findings.push(Finding {
            file: self.rel.to_owned(),
            line: Some(line as u32 + 1),
            message,
            action,
        });
    }

    /// Handle the line at `i` (outside code); returns the index of the next line to read.
    fn line(&mut self, lines: &[&str], i: usize) -> usize {
        let line = lines[i];
        let trimmed = line.trim_start();
        for block in ["script", "style"] {
            if starts_tag(trimmed, block) {
                let end = find_line(lines, i, &format!("</{block}>"));
                let what = if block == "script" {
                    "Vue `<script>` block (code for VuePress)"
                } else {
                    "`<style>` block (styling for VuePress)"
                };
                self.finding(i, Action::Dropped, format!("{what} removed from the page"));
                return end + 1;
            }
        }
        if let Some(tag) = component_tag(trimmed) {
            // `<Name …>` alone (its attributes may go on), `<Name/>`, `<Name></Name>`: a block.
            // Text beside it makes it inline, handled with the rest of the line below.
            let after = trimmed.split_once('>').map(|(_, rest)| rest);
            let standalone = after.is_none_or(|rest| {
                rest.replace(&format!("</{}>", tag.name), "")
                    .trim()
                    .is_empty()
            });
            if standalone || tag.closing {
                return self.component(lines, i, tag);
            }
        }
        if let Some(name) = html_tag_name(trimmed) {
            let end = element_end(lines, i, &name);
            if self.vue_before[end + 1] > self.vue_before[i] {
                self.finding(
                    i,
                    Action::Replaced,
                    format!("interactive HTML (`<{name}>` with Vue bindings or `{{{{ }}}}`) replaced by a note: it needs VuePress to run"),
                );
                self.note(i, None);
                return end + 1;
            }
        }
        let mut text = line.to_owned();
        if let Some(fixed) = self.icons(i, &text) {
            text = fixed;
        }
        if let Some((fixed, names)) = strip_inline_components(&text) {
            for name in names {
                self.finding(
                    i,
                    Action::Dropped,
                    format!("inline component <{name}> removed (its text, if any, is kept): it needs VuePress to run"),
                );
            }
            text = fixed;
        }
        if let Some(fixed) = strip_interpolations(&text) {
            self.finding(
                i,
                Action::Dropped,
                "Vue `{{ … }}` interpolation written as `…` (its value exists only when VuePress runs the page)".into(),
            );
            text = fixed;
        }
        if let Some(fixed) = heading_anchor(&text) {
            self.finding(
                i,
                Action::Converted,
                "heading with emoji shortcodes: anchor written out as VuePress made it, so old links keep working".into(),
            );
            text = fixed;
        }
        self.out.push(text);
        i + 1
    }

    /// A capitalised tag at the start of a line.
    fn component(&mut self, lines: &[&str], i: usize, tag: Tag) -> usize {
        if THEME_COMPONENTS.contains(&tag.name.as_str()) {
            self.push(lines[i]);
            return i + 1;
        }
        // The tag may spread its attributes over several lines.
        let tag_end = (i..lines.len().min(i + LOOKAHEAD))
            .find(|&k| lines[k].contains('>'))
            .unwrap_or(i);
        let opened: String = lines[i..=tag_end].concat();
        if tag.closing {
            // The end of a wrapper whose start was dropped.
            return tag_end + 1;
        }
        let self_closing = opened.trim_end().ends_with("/>");
        let close = format!("</{}>", tag.name);
        let after_open = opened.split_once('>').map_or("", |(_, rest)| rest);
        if !self_closing && !after_open.contains(&close) {
            // A wrapper (`<ClientOnly>`, `<NaiveClient>`): its content stays, the tags go.
            let has_close = lines[tag_end + 1..]
                .iter()
                .take(LOOKAHEAD)
                .any(|l| l.trim_start().starts_with(&close));
            if has_close {
                self.finding(
                    i,
                    Action::Converted,
                    format!(
                        "wrapper component <{}> removed; its content is kept",
                        tag.name
                    ),
                );
                return tag_end + 1;
            }
        }
        let end = tag_end;
        let source = self.imports.get(&tag.name).cloned();
        let data =
            self.ctx
                .components
                .markdown(&tag.name, source.as_deref(), self.ctx.route_prefix);
        match data {
            Some(markdown) => {
                self.finding(
                    i,
                    Action::Converted,
                    format!("component <{}> written out as Markdown from the literal data in its source", tag.name),
                );
                self.out.push(markdown);
                self.note_end = None;
            }
            None => {
                self.finding(
                    i,
                    Action::Replaced,
                    format!(
                        "interactive component <{}> replaced by a note: it needs VuePress to run",
                        tag.name
                    ),
                );
                self.note(i, Some(&opened));
            }
        }
        end + 1
    }

    /// The visible note where an interactive part was, once per run of such parts.
    fn note(&mut self, _line: usize, tag: Option<&str>) {
        let since_last = self
            .note_end
            .map(|end| self.out[end..].iter().all(|l| l.trim().is_empty()));
        if since_last == Some(true) {
            return;
        }
        let lang = self.ctx.lang;
        let text = crate::site::ui_strings::bundled(lang, "import.interactive")
            .unwrap_or("This interactive part is not available here.");
        let link = tag
            .and_then(link_attr)
            .or_else(|| self.ctx.original.clone())
            .map(|url| {
                let label = crate::site::ui_strings::bundled(lang, "import.interactive.link")
                    .unwrap_or("Open the original");
                format!(" [{label}]({url})")
            })
            .unwrap_or_default();
        if !self.out.last().is_none_or(|l| l.trim().is_empty()) {
            self.out.push("\n".into());
        }
        // Inside a `:::` container a nested `:::` would close it: a quote is the note there.
        if self.containers.is_empty() {
            self.out.push(format!("::: info\n{text}{link}\n:::\n\n"));
        } else {
            self.out.push(format!("> ℹ️ {text}{link}\n\n"));
        }
        self.note_end = Some(self.out.len());
    }

    /// `<i class="fa-… fa-NAME"></i>` and `<span class="iconfont icon-NAME"></span>`: an emoji
    /// when one fits, else removed.
    fn icons(&mut self, i: usize, line: &str) -> Option<String> {
        if !line.contains("<i ") && !line.contains("<span ") {
            return None;
        }
        let mut out = String::with_capacity(line.len());
        let mut rest = line;
        let mut changed = false;
        while let Some(start) = rest.find(['<']) {
            out.push_str(rest.before(start));
            let tail = rest.after(start);
            let Some((tag, name, len)) = icon_tag(tail) else {
                out.push('<');
                rest = tail.after(1);
                continue;
            };
            changed = true;
            match ICON_EMOJI.iter().find(|(n, _)| *n == name) {
                Some((_, emoji)) => {
                    out.push_str(emoji);
                    self.finding(
                        i,
                        Action::Converted,
                        format!("icon-font <{tag} …{name}> written as the emoji {emoji}"),
                    );
                }
                None => self.finding(
                    i,
                    Action::Dropped,
                    format!("icon-font <{tag} …{name}> removed: no icon font ships with docs and no emoji matches it"),
                ),
            }
            rest = tail.after(len);
        }
        out.push_str(rest);
        changed.then_some(out)
    }
}

/// `html` without its `<script …>…</script>` elements; `None` when it has none.
pub fn strip_scripts(html: &str) -> Option<String> {
    let lower = html.to_ascii_lowercase();
    lower.find("<script")?;
    let mut out = String::with_capacity(html.len());
    let mut at = 0;
    while let Some(start) = lower.after(at).find("<script").map(|s| s + at) {
        out.push_str(html.between(at, start));
        at = lower
            .after(start)
            .find("</script>")
            .map_or(html.len(), |e| start + e + "</script>".len());
    }
    out.push_str(html.after(at));
    Some(out)
}

/// Follow `:::` containers: an opener (`::: tip`, `::::tabs`) pushes its colon run, a line of
/// colons at least as long as the innermost opener closes it.
fn track_container(trimmed: &str, open: &mut Vec<usize>) {
    let run = trimmed.chars().take_while(|c| *c == ':').count();
    if run < 3 {
        return;
    }
    let rest = trimmed.after(run).trim();
    if !rest.is_empty() {
        open.push(run);
    } else if open.last().is_some_and(|&o| run >= o) {
        open.pop();
    }
}

/// A capitalised tag at the start of a line.
struct Tag {
    name: String,
    closing: bool,
}

fn component_tag(trimmed: &str) -> Option<Tag> {
    let rest = trimmed.strip_prefix('<')?;
    let (closing, rest) = match rest.strip_prefix('/') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    if !rest.starts_with(|c: char| c.is_ascii_uppercase()) {
        return None;
    }
    let name: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let after = rest.after(name.len()).chars().next();
    matches!(after, None | Some(' ' | '/' | '>' | '\t' | '\n' | '\r'))
        .then_some(Tag { name, closing })
}

/// `<tag` or `<tag>` at the start of a line, case-insensitive.
fn starts_tag(trimmed: &str, tag: &str) -> bool {
    let Some(rest) = trimmed.strip_prefix('<') else {
        return false;
    };
    // `get`, not `[..]`: the bytes after `<` may end inside a character (`<!-- 引入`, `<li>地址`).
    let (Some(head), Some(after)) = (rest.get(..tag.len()), rest.get(tag.len()..)) else {
        return false;
    };
    head.eq_ignore_ascii_case(tag)
        && matches!(
            after.chars().next(),
            None | Some(' ' | '>' | '\t' | '\n' | '\r')
        )
}

/// The first line from `from` on that contains `needle` (case-insensitive); the last line if none.
fn find_line(lines: &[&str], from: usize, needle: &str) -> usize {
    (from..lines.len())
        .find(|&k| lines[k].to_ascii_lowercase().contains(needle))
        .unwrap_or(lines.len() - 1)
}

/// The lowercase HTML tag opening a line (`<div …`).
fn html_tag_name(trimmed: &str) -> Option<String> {
    let rest = trimmed.strip_prefix('<')?;
    if !rest.starts_with(|c: char| c.is_ascii_lowercase()) {
        return None;
    }
    let name: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    Some(name)
}

/// How far ahead an element's or wrapper's closing tag is looked for: further than any real page
/// needs, and it keeps a page of thousands of unclosed tags from costing the square of its length.
const LOOKAHEAD: usize = 500;

/// HTML elements that never have a body.
const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
];

/// The line where the element opened at `from` closes (its own `</name>` at nesting 0); a void
/// element ends where its tag ends, and one never closed ends before the next blank line.
fn element_end(lines: &[&str], from: usize, name: &str) -> usize {
    let blank = || {
        let end = lines.len().min(from + LOOKAHEAD);
        (from..end)
            .find(|&k| lines[k].trim().is_empty())
            .map_or(end - 1, |k| k.saturating_sub(1).max(from))
    };
    if VOID.contains(&name) {
        return (from..lines.len())
            .find(|&k| lines[k].contains('>'))
            .unwrap_or(from);
    }
    let close_tag = format!("</{name}>");
    let window = &lines[from..lines.len().min(from + LOOKAHEAD)];
    if !window.iter().any(|l| l.contains(&close_tag)) {
        return blank();
    }
    let open = format!("<{name}");
    let close = format!("</{name}>");
    let mut depth = 0i32;
    for (k, line) in lines.iter().enumerate().skip(from).take(LOOKAHEAD) {
        let mut rest = *line;
        while let Some(pos) = rest.find('<') {
            let tail = rest.after(pos);
            if tail.starts_with(&close) {
                depth -= 1;
                if depth <= 0 {
                    return k;
                }
            } else if tail.starts_with(&open)
                && tail
                    .after(open.len())
                    .starts_with([' ', '>', '/', '\n', '\t', '\r'])
            {
                let end = tail.find('>').unwrap_or(tail.len());
                if !tail.before(end).ends_with('/') {
                    depth += 1;
                }
            }
            rest = tail.after(1);
        }
        if depth <= 0 {
            return k; // a self-closed element
        }
    }
    (from + LOOKAHEAD).min(lines.len()) - 1
}

/// Vue bindings, events, directives or `{{ }}` on a line.
fn has_vue_syntax(line: &str) -> bool {
    if line.contains("{{") && line.contains("}}") {
        return true;
    }
    let mut rest = line;
    while let Some(pos) = rest.find([' ', '\t']) {
        let after = rest.after(pos + 1);
        let name_len = after
            .find(|c: char| c == '=' || c.is_whitespace() || c == '>')
            .unwrap_or(after.len());
        let name = after.before(name_len);
        let bound = after.after(name_len).starts_with('=') || name.starts_with("v-");
        if bound && name.len() > 1 && crate::render::vue::is_directive(name) {
            return true;
        }
        rest = after;
    }
    false
}

/// Custom component tags inside a line of text (`see <Counter/> here`, `<Hl>word</Hl>`) removed,
/// their inner text kept; outside code spans. `None` when there is none.
fn strip_inline_components(line: &str) -> Option<(String, Vec<String>)> {
    if !line.contains('<') {
        return None;
    }
    let mut out = String::with_capacity(line.len());
    let mut names = Vec::new();
    for (k, part) in line.split('`').enumerate() {
        if k > 0 {
            out.push('`');
        }
        if k % 2 == 1 {
            out.push_str(part);
            continue;
        }
        let mut rest = part;
        while let Some(pos) = rest.find('<') {
            out.push_str(rest.before(pos));
            let tail = rest.after(pos);
            let tag = component_tag(tail).filter(|t| !THEME_COMPONENTS.contains(&t.name.as_str()));
            match (tag, tail.find('>')) {
                (Some(tag), Some(end)) => {
                    if !tag.closing && !names.contains(&tag.name) {
                        names.push(tag.name);
                    }
                    rest = tail.after(end + 1);
                }
                _ => {
                    out.push('<');
                    rest = tail.after(1);
                }
            }
        }
        out.push_str(rest);
    }
    (!names.is_empty()).then_some((out, names))
}

/// `{{ … }}` outside code spans written as `…` (a value only the running page knew), with a
/// `==…==` mark around it going too; `None` when there is none.
fn strip_interpolations(line: &str) -> Option<String> {
    if !line.contains("{{") {
        return None;
    }
    let mut out = String::with_capacity(line.len());
    let mut changed = false;
    for (k, part) in line.split('`').enumerate() {
        if k > 0 {
            out.push('`');
        }
        if k % 2 == 1 {
            out.push_str(part); // inside a code span
            continue;
        }
        let mut rest = part;
        while let Some(open) = rest.find("{{") {
            let Some(close) = rest.after(open + 2).find("}}").map(|c| open + 2 + c + 2) else {
                break;
            };
            let before = rest.before(open);
            let after = rest.after(close);
            let marked = before.ends_with("==") && after.starts_with("==");
            out.push_str(if marked {
                before.before(before.len() - 2)
            } else {
                before
            });
            out.push('…');
            rest = if marked { after.after(2) } else { after };
            changed = true;
        }
        out.push_str(rest);
    }
    changed.then_some(out)
}

/// `<i class="fa-solid fa-bug"></i>` at the start of `tail`: (tag, icon name, byte length).
fn icon_tag(tail: &str) -> Option<(&'static str, String, usize)> {
    let tag: &'static str = if tail.starts_with("<i ") {
        "i"
    } else if tail.starts_with("<span ") {
        "span"
    } else {
        return None;
    };
    let open_end = tail.find('>')?;
    let attrs = blocks::parse_attrs(tail.between(tag.len() + 1, open_end).trim_end_matches('/'));
    let label = crate::render::icons::label(tag, &attrs)?;
    let close = format!("</{tag}>");
    let after = tail.after(open_end + 1);
    let len = if tail.before(open_end).ends_with('/') {
        open_end + 1
    } else if after.trim_start().starts_with(&close) {
        let gap = after.len() - after.trim_start().len();
        open_end + 1 + gap + close.len()
    } else {
        return None; // an icon element with content: left to the renderer
    };
    Some((tag, label.replace(' ', "-"), len))
}

/// A link-like attribute of a component tag (`href`, `link`, `url`) that leads somewhere.
fn link_attr(tag: &str) -> Option<String> {
    let inner = tag.trim().trim_start_matches('<');
    let attrs_start = inner.find(char::is_whitespace)?;
    let attrs = blocks::parse_attrs(
        inner
            .after(attrs_start)
            .trim_end()
            .trim_end_matches('>')
            .trim_end_matches('/'),
    );
    attrs
        .into_iter()
        .find(|(k, v)| matches!(k.as_str(), "href" | "link" | "url") && v.starts_with("http"))
        .map(|(_, v)| v)
}

/// `## :warning: Tips` → `## :warning: Tips {#tips}`: VuePress leaves emoji out of its anchors.
fn heading_anchor(line: &str) -> Option<String> {
    let hashes = line.chars().take_while(|c| *c == '#').count();
    if !(1..=6).contains(&hashes) || !line.after(hashes).starts_with(' ') {
        return None;
    }
    let body = line.after(hashes).trim_end_matches(['\n', '\r']);
    if body.contains("{#") {
        return None;
    }
    let without = remove_shortcodes(body)?;
    let plain = without.replace(['*', '`', '_'], " ");
    let id = slug::slugify(plain.trim());
    if id.is_empty() {
        return None;
    }
    let ending = line.after(line.trim_end_matches(['\n', '\r']).len());
    Some(format!(
        "{} {{#{id}}}{ending}",
        line.trim_end_matches(['\n', '\r']).trim_end()
    ))
}

/// The text with `:name:` emoji shortcodes removed; `None` when there is none. The renderer's
/// scanner and name table, so the anchor drops exactly the names that render as emoji.
fn remove_shortcodes(text: &str) -> Option<String> {
    crate::render::emoji::without_shortcodes_outside_code(text)
}

/// `import Name from "source"` lines inside `<script setup>` blocks.
fn script_setup_imports(text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut inside = false;
    for line in text.lines() {
        let t = line.trim();
        if starts_tag(t, "script") {
            inside = true;
        }
        if inside {
            if let Some(rest) = t.strip_prefix("import ") {
                if let Some((name, source)) = rest.split_once(" from ") {
                    let name = name.trim();
                    let source = source
                        .trim()
                        .trim_end_matches(';')
                        .trim_matches(['"', '\'']);
                    if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                        out.insert(name.to_owned(), source.to_owned());
                    }
                }
            }
        }
        if t.to_ascii_lowercase().contains("</script>") {
            inside = false;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str) -> (String, Vec<Finding>) {
        let components = Components::default();
        let ctx = PageContext {
            lang: "en-US",
            original: Some("https://old.invalid/a.html".into()),
            components: &components,
            route_prefix: "/",
        };
        let mut findings = Vec::new();
        let out = convert("a.md", text, 1, &ctx, &mut findings);
        (out, findings)
    }

    #[test]
    fn scripts_go_wrappers_keep_markdown_and_widgets_become_one_note() {
        let (out, findings) = run(
            "# A\n\n<ClientOnly>\n\n**kept**\n\n</ClientOnly>\n\n<script setup>\nconst x = 1\n</script>\n\n<button @click=\"go\">\n{{ label }}\n</button>\n\n<div v-show=\"x\">\n\n:::info Token: {{ token }}\n:::\n</div>\n\n<Widget a=\"1\" />\n\nafter\n",
        );
        assert!(out.contains("**kept**"), "{out}");
        for gone in [
            "ClientOnly",
            "<script",
            "@click",
            "{{",
            "<div",
            "Widget",
            "Token",
        ] {
            assert!(!out.contains(gone), "{gone} left in:\n{out}");
        }
        assert_eq!(out.matches("::: info").count(), 1, "{out}");
        assert!(out.contains("This interactive part is not available here. [Open the original](https://old.invalid/a.html)"), "{out}");
        assert!(out.ends_with("after\n"), "{out}");
        assert!(findings.iter().any(|f| f.action == Action::Replaced));
    }

    #[test]
    fn icons_become_emoji_or_go_and_code_is_left_alone() {
        let (out, findings) = run(
            "<i class=\"fa-solid fa-bug fa-bounce\"></i> Bug and <i class=\"fa-solid fa-dragon\"></i>dragon\n\n```html\n<i class=\"fa-solid fa-bug\"></i> {{ x }}\n```\n",
        );
        assert!(out.starts_with("🐛 Bug and dragon\n"), "{out}");
        assert!(
            out.contains("```html\n<i class=\"fa-solid fa-bug\"></i> {{ x }}\n```"),
            "{out}"
        );
        assert_eq!(findings.len(), 2);
    }

    #[test]
    fn inline_components_go_and_their_text_stays() {
        let (out, findings) = run("Press <Key>Ctrl</Key> then <Counter start=\"1\"/>, not `<Code/>` or <Badge text=\"x\"/>.\n<Key>Alt</Key> too\n");
        assert_eq!(
            out,
            "Press Ctrl then , not `<Code/>` or <Badge text=\"x\"/>.\nAlt too\n"
        );
        assert_eq!(findings.len(), 3);
    }

    #[test]
    fn interpolations_in_prose_become_an_ellipsis_and_their_marks_go() {
        let (out, _) =
            run("Up to =={{ max }}== requests in {{ minutes }} minutes, `{{ kept }}`.\n");
        assert_eq!(out, "Up to … requests in … minutes, `{{ kept }}`.\n");
    }

    #[test]
    fn a_page_of_many_unclosed_tags_converts_quickly() {
        let text = "<div class=\"x\">\n<Wrap>\n".repeat(20_000);
        let started = std::time::Instant::now();
        let _ = run(&text);
        // A quadratic walk takes minutes here; a linear one 1–5 s in a debug build. The margin is
        // for a CI machine running other tests beside it (10 s failed under load once).
        assert!(started.elapsed() < std::time::Duration::from_secs(30));
    }

    #[test]
    fn a_note_inside_a_container_is_a_quote_so_the_container_stays_open() {
        let (out, _) = run("::: tip Try it\nBefore.\n\n<Widget />\n\nAfter.\n:::\n\n<Widget />\n");
        assert!(
            out.starts_with(
                "::: tip Try it\nBefore.\n\n> ℹ️ This interactive part is not available here."
            ),
            "{out}"
        );
        assert!(out.contains("After.\n:::\n"), "{out}");
        assert!(
            out.contains("::: info\nThis interactive part"),
            "outside again: {out}"
        );
    }

    #[test]
    fn emoji_headings_keep_the_vuepress_anchor() {
        let (out, _) =
            run("## :warning: Tips\n### :x: No :lemon:here\n## Plain\n## Own {#id} :x:\n");
        assert_eq!(
            out,
            "## :warning: Tips {#tips}\n### :x: No :lemon:here {#no-here}\n## Plain\n## Own {#id} :x:\n"
        );
    }
}
