//! The pages and the files beside them: same relative paths (so the same routes), `index.md`
//! renamed to `README.md` (both are a folder's index in VuePress, only `README.md` is in `docs`),
//! `redirectFrom` and `permalink` front-matter turned into redirects, and every component `docs`
//! cannot render reported.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::components::Components;
use super::markup::{self, PageContext};
use super::report::{Action, Finding};
use super::{Content, OutFile};
use crate::site::built::Layout;
use crate::site::redirects;
use crate::site::text::Cut;
use crate::site::{route, walk::Walk, yaml};
use crate::staging::out_path;

/// What page bodies need from the site's config: locales (route prefix → language), the
/// original site's address and the site's own Vue components.
#[derive(Debug, Default)]
pub struct SiteInfo {
    /// `(prefix, lang)`, longest prefix first.
    pub locales: Vec<(String, String)>,
    pub hostname: Option<String>,
    pub components: Components,
}

impl SiteInfo {
    /// The locale prefix and language of a route.
    fn locale(&self, route: &str) -> (&str, &str) {
        self.locales
            .iter()
            .find(|(prefix, _)| route.starts_with(prefix.as_str()))
            .map_or(("/", "en-US"), |(p, l)| (p.as_str(), l.as_str()))
    }
}

/// Source files that are code for the VuePress build, not content.
const CODE_EXTENSIONS: &[&str] = &[
    ".vue", ".ts", ".js", ".mjs", ".cjs", ".mts", ".cts", ".tsx", ".jsx", ".scss", ".sass",
    ".styl", ".less",
];

/// What a page contributes to navigation texts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PageInfo {
    pub title: Option<String>,
    pub icon: Option<String>,
    /// Front-matter `order`: the place in a structure sidebar.
    pub order: Option<i64>,
    /// Front-matter `dir.order` of a folder's README: the folder's place among its siblings.
    pub dir_order: Option<i64>,
}

/// The pages and files beside them, ready to write.
#[derive(Debug, Default)]
pub struct Pages {
    pub files: Vec<OutFile>,
    pub pages: usize,
    pub assets: usize,
    /// Route → title and icon, for navbar and sidebar entries given as a bare link.
    pub info: BTreeMap<String, PageInfo>,
    /// Old route → new route.
    pub redirects: BTreeMap<String, String>,
}

/// Walk the source folder (dotfolders such as `.vuepress` and `node_modules` left out).
pub fn collect(
    source: &Path,
    boundary: &Path,
    site: &SiteInfo,
    findings: &mut Vec<Finding>,
) -> Pages {
    let mut found: Vec<(String, PathBuf)> = Vec::new();
    let mut problems = Vec::new();
    let not_hidden = |rel: &str| {
        !rel.rsplit('/').next().unwrap_or("").starts_with('.') && !rel.ends_with("node_modules")
    };
    Walk {
        root: source,
        boundary,
        descend: &not_hidden,
        keep: &not_hidden,
    }
    .dir(
        source,
        &mut |rel, real| found.push((rel, real)),
        &mut problems,
    );
    findings.extend(
        problems
            .into_iter()
            .map(|d| Finding::file(d.span.file, format!("not imported: {}", d.message))),
    );
    found.sort();
    let names: BTreeSet<&str> = found.iter().map(|(rel, _)| rel.as_str()).collect();
    let mut pages = Pages::default();
    for (rel, real) in &found {
        if CODE_EXTENSIONS.iter().any(|ext| rel.ends_with(ext)) {
            findings.push(Finding::file(
                rel,
                "not imported: Vue/JS/style source is code for the VuePress build, not content",
            ));
        } else if rel.ends_with(".md") {
            crate::processing::in_file(rel, || {
                page(rel, real, &names, site, &mut pages, findings);
            });
        } else {
            pages.assets += 1;
            pages.files.push(OutFile {
                path: rel.clone(),
                content: Content::Copy(real.clone()),
            });
        }
    }
    pages
}

/// theme-hope generates a catalog page for every folder of pages that has no `README.md`; here
/// it is written out (`<AutoCatalog />` under the folder's name), so those routes keep working.
pub fn add_catalogs(pages: &mut Pages, findings: &mut Vec<Finding>) {
    let mut folders: BTreeSet<String> = BTreeSet::new();
    for route in pages.info.keys() {
        let mut end = route.trim_end_matches('/').rfind('/').unwrap_or(0);
        while end > 0 {
            folders.insert(route.before(end + 1).to_owned());
            end = route.before(end).rfind('/').unwrap_or(0);
        }
    }
    for folder in folders {
        if pages.info.contains_key(&folder) {
            continue;
        }
        let name = folder
            .trim_end_matches('/')
            .rsplit('/')
            .next()
            .unwrap_or("");
        let title = catalog_title(name);
        let path = format!("{}README.md", folder.trim_start_matches('/'));
        findings.push(
            Finding::file(
                &path,
                format!("catalog page `{folder}` written: theme-hope generated one for this folder without a README"),
            )
            .with(Action::Converted),
        );
        pages.files.push(OutFile {
            path,
            content: Content::Bytes(
                format!(
                    "---\ntitle: {}\n---\n\n<AutoCatalog />\n",
                    yaml_string(&title)
                )
                .into_bytes(),
            ),
        });
        pages.pages += 1;
        pages.info.insert(
            folder,
            PageInfo {
                title: Some(title),
                ..PageInfo::default()
            },
        );
    }
}

/// `api-admin` → `Api admin`: a folder name read as a title.
fn catalog_title(name: &str) -> String {
    let spaced = name.replace(['-', '_'], " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => spaced,
    }
}

/// A YAML scalar that reads back as `text`.
fn yaml_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".into())
}

/// Sections (a locale's top folders) that exist in one locale only, on purpose in a theme-hope
/// site (tools, a blog): their pages get `untranslated: true`, so `docs coverage` does not ask for
/// twins. One line per section.
pub fn mark_untranslated(
    pages: &mut Pages,
    locales: &[(String, String)],
    findings: &mut Vec<Finding>,
) {
    if locales.len() < 2 {
        return;
    }
    let locale_of = |route: &str| {
        locales
            .iter()
            .find(|(prefix, _)| route.starts_with(prefix.as_str()))
            .map(|(p, l)| (p.as_str(), l.as_str()))
    };
    // (locale prefix, section) → routes of its pages.
    let mut sections: BTreeMap<(String, String), usize> = BTreeMap::new();
    for route in pages.info.keys() {
        let Some((prefix, _)) = locale_of(route) else {
            continue;
        };
        if let Some((section, _)) = route.after(prefix.len()).split_once('/') {
            *sections
                .entry((prefix.to_owned(), section.to_owned()))
                .or_default() += 1;
        }
    }
    let lone: BTreeSet<(String, String)> = sections
        .keys()
        .filter(|(prefix, section)| {
            // A section of the root locale named like another locale's prefix is that locale.
            !locales
                .iter()
                .any(|(p, _)| p.trim_matches('/') == section.as_str())
                && locales
                    .iter()
                    .filter(|(p, _)| p != prefix)
                    .any(|(p, _)| !sections.contains_key(&(p.clone(), section.clone())))
        })
        .cloned()
        .collect();
    for (prefix, section) in &lone {
        let lang = locale_of(prefix).map_or("", |(_, l)| l);
        findings.push(
            Finding::file(
                format!("{}{section}/", prefix.trim_start_matches('/')),
                format!("section `{prefix}{section}/` exists in {lang} only: its {} page(s) are marked `untranslated: true`, so docs coverage does not ask for twins", sections[&(prefix.clone(), section.clone())]),
            )
            .with(Action::Converted),
        );
    }
    for file in &mut pages.files {
        let Some(route) = route::of_file(&file.path) else {
            continue;
        };
        let Some((prefix, _)) = locale_of(&route) else {
            continue;
        };
        let Some((section, _)) = route.after(prefix.len()).split_once('/') else {
            continue;
        };
        if !lone.contains(&(prefix.to_owned(), section.to_owned())) {
            continue;
        }
        if let Content::Bytes(bytes) = &mut file.content {
            let text = String::from_utf8_lossy(bytes).into_owned();
            *bytes = with_front_matter_key(&text, "untranslated: true").into_bytes();
        }
    }
}

/// The text with `line` added to its front-matter (one is created when there is none).
fn with_front_matter_key(text: &str, line: &str) -> String {
    match front_matter(text) {
        (Some(_), _) => {
            let (open, rest) = opening_fence(text).unwrap_or(("---\n", text));
            format!("{open}{line}\n{rest}")
        }
        (None, _) => format!("---\n{line}\n---\n\n{text}"),
    }
}

/// `index.md` becomes `README.md` unless the folder has both (then it stays, and is reported).
fn out_name(rel: &str, names: &BTreeSet<&str>, findings: &mut Vec<Finding>) -> String {
    if let Some(readme) = renamed_index(rel, names) {
        return readme;
    }
    if rel == "index.md" || rel.ends_with("/index.md") {
        findings.push(Finding::file(
            rel,
            format!("both `index.md` and `README.md` are this folder's index; `README.md` is the index in docs, this page keeps the route `{}`", route::of_file(rel).unwrap_or_default()),
        ));
    }
    rel.to_owned()
}

/// The `README.md` an `index.md` is written as, when its folder has no `README.md` of its own.
fn renamed_index(rel: &str, names: &BTreeSet<&str>) -> Option<String> {
    let dir = match rel.strip_suffix("index.md")? {
        "" => "",
        d => d.strip_suffix('/')?,
    };
    let readme = if dir.is_empty() {
        "README.md".to_owned()
    } else {
        format!("{dir}/README.md")
    };
    (names.contains(rel) && !names.contains(readme.as_str())).then_some(readme)
}

/// Markdown links `](…index.md…)` that lead to a renamed `index.md` are pointed at `README.md`.
fn relink(rel: &str, text: &str, names: &BTreeSet<&str>) -> String {
    let dir = rel.rsplit_once('/').map_or("", |(d, _)| d);
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        let (before, after) = rest.split_at(i + 2);
        out.push_str(before);
        let end = after.find([')', ' ', '\n']).unwrap_or(after.len());
        let target = after.before(end);
        let path = target.split('#').next().unwrap_or(target);
        let resolved = resolve_relative(dir, path);
        match resolved.filter(|r| renamed_index(r, names).is_some()) {
            Some(_) => {
                let cut = path.len() - "index.md".len();
                out.push_str(path.before(cut));
                out.push_str("README.md");
                out.push_str(target.after(path.len()));
            }
            None => out.push_str(target),
        }
        rest = after.after(end);
    }
    out.push_str(rest);
    out
}

/// `path` (relative to `dir`, or absolute from the source root) as a root-relative file name.
fn resolve_relative(dir: &str, path: &str) -> Option<String> {
    if !path.ends_with("index.md") || path.contains("://") {
        return None;
    }
    let mut parts: Vec<&str> = match path.strip_prefix('/') {
        Some(_) => Vec::new(),
        None => dir.split('/').filter(|s| !s.is_empty()).collect(),
    };
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            s => parts.push(s),
        }
    }
    Some(parts.join("/"))
}

fn page(
    rel: &str,
    real: &Path,
    names: &BTreeSet<&str>,
    site: &SiteInfo,
    pages: &mut Pages,
    findings: &mut Vec<Finding>,
) {
    let out = out_name(rel, names, findings);
    pages.pages += 1;
    let Ok(text) = std::fs::read_to_string(real) else {
        findings.push(Finding::file(
            rel,
            "not UTF-8: copied as is, not checked for components or redirects",
        ));
        pages.files.push(OutFile {
            path: out,
            content: Content::Copy(real.to_owned()),
        });
        return;
    };
    page_text(rel, out, text, names, site, pages, findings);
}

/// One page's text converted as the import writes it, pushed to `pages` with its title, order,
/// redirects and findings. `docs serve` on a VuePress folder that was never imported converts
/// each page through here too (see `super::raw`), so both show the same page.
pub(crate) fn page_text(
    rel: &str,
    out: String,
    text: String,
    names: &BTreeSet<&str>,
    site: &SiteInfo,
    pages: &mut Pages,
    findings: &mut Vec<Finding>,
) {
    // A byte-order mark hides the front matter's opening line from every rewrite after this one
    // (and from editors that expect it first); the written page does without it.
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_owned(),
        None => text,
    };
    let route = route::of_file(&out).unwrap_or_default();
    let (front, body_line) = front_matter(&text);
    let data = front
        .and_then(|f| yaml::parse_value(f).ok())
        .unwrap_or(serde_json::Value::Null);
    let text_field = |key: &str| data.get(key).and_then(|v| v.as_str()).map(str::to_owned);
    let title = text_field("shortTitle")
        .or_else(|| text_field("title"))
        .or_else(|| first_heading(&text));
    pages.info.insert(
        route.clone(),
        PageInfo {
            title,
            icon: text_field("icon"),
            order: data.get("order").and_then(serde_json::Value::as_i64),
            dir_order: data
                .pointer("/dir/order")
                .and_then(serde_json::Value::as_i64),
        },
    );
    let mut olds: Vec<String> = match data.get("redirectFrom") {
        Some(serde_json::Value::String(s)) => vec![s.clone()],
        Some(serde_json::Value::Array(list)) => list
            .iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    };
    if let Some(permalink) = text_field("permalink") {
        findings.push(Finding {
            file: rel.to_owned(),
            line: key_line(&text, "permalink"),
            message: format!("`permalink: {permalink}` is not supported: the page keeps its file's route `{route}` and the permalink redirects there"),
            action: Action::Replaced,
        });
        olds.push(permalink);
    }
    // The build's check; the pages read so far and this one are the pages known here.
    let prefixes: Vec<&str> = site.locales.iter().map(|(p, _)| p.as_str()).collect();
    let has_page = |r: &str| r == route || pages.info.contains_key(r);
    let layout = Layout {
        locale_prefixes: &prefixes,
        // Feeds are claimed by the built site's own check (lint) once site.yaml asks for them.
        locale_files: &[],
        has_page: &has_page,
    };
    let mut kept = Vec::new();
    for old in olds {
        match redirect_key(&old, &layout) {
            Ok(key) => kept.push(key),
            Err(why) => findings.push(Finding {
                file: rel.to_owned(),
                line: key_line(&text, "redirectFrom").or_else(|| key_line(&text, "permalink")),
                message: format!("redirect `{old}` → `{route}` not imported: {why}"),
                action: Action::Dropped,
            }),
        }
    }
    for old in kept.into_iter().filter(|old| *old != route) {
        pages.redirects.insert(old, route.clone());
    }
    let (prefix, lang) = site.locale(&route);
    let ctx = PageContext {
        lang,
        original: site
            .hostname
            .as_ref()
            .map(|h| format!("{}{route}", h.trim_end_matches('/'))),
        components: &site.components,
        route_prefix: prefix,
    };
    let text = match super::slides::flatten(&text) {
        Some(flat) => {
            findings.push(Finding {
                file: rel.to_owned(),
                line: None,
                message: "reveal.js slides written as one page: docs shows no slides, so they follow each other between rules and links to other slides became text".to_owned(),
                action: Action::Converted,
            });
            drop_key(&flat, "layout")
        }
        None => text,
    };
    let text = markup::convert(rel, &text, body_line, &ctx, findings);
    let text = bare_icon(&text);
    let text = drop_key(&text, "redirectFrom");
    let mut text = drop_key(&text, "permalink");
    // A page's head may not load a script (docs' rule): such entries go, the rest stays.
    let head_line = key_line(&text, "head").unwrap_or(1);
    if let Some(kept) = data
        .get("head")
        .and_then(|h| super::head::page_entries(h, rel, head_line, findings))
    {
        text = drop_key(&text, "head");
        if kept.as_array().is_some_and(|k| !k.is_empty()) {
            text = with_front_matter_key(&text, &format!("head: {kept}"));
        }
    }
    // VuePress keeps any key for layouts and plugins to read; docs checks keys to catch typos,
    // so a key it has no use for goes, once, said where.
    for key in unknown_keys(&text) {
        findings.push(Finding {
            file: rel.to_owned(),
            line: key_line(&text, &key),
            message: format!("front-matter key `{key}` dropped: docs has no such setting (a custom layout or plugin of the VuePress site read it)"),
            action: Action::Dropped,
        });
        text = drop_key(&text, &key);
    }
    let text = match readme_leads_its_group(rel, &text, &site.locales) {
        Some(linked) => {
            findings.push(Finding {
                file: rel.to_owned(),
                line: None,
                message: "`dir.link: true` added: theme-hope lists a folder's README in its sidebar group, docs makes it the group's link".to_owned(),
                action: Action::Converted,
            });
            linked
        }
        None => text,
    };
    let text = relink(rel, &text, names);
    pages.files.push(OutFile {
        path: out,
        content: Content::Bytes(text.into_bytes()),
    });
}

/// A bare front-matter `icon: name` written as the class docs draws (`iconfont icon-name`).
fn bare_icon(text: &str) -> String {
    let (Some(front), _) = front_matter(text) else {
        return text.to_owned();
    };
    let Some(line) = front.lines().find(|l| l.starts_with("icon:")) else {
        return text.to_owned();
    };
    let value = line.after("icon:".len()).trim().trim_matches(['"', '\'']);
    let class = super::icon::icon_class(value);
    if class == value {
        return text.to_owned();
    }
    text.replacen(line, &format!("icon: {class}"), 1)
}

/// The line that opens front matter (`---` and its line ending) and the text after it: the one
/// place that knows where front matter starts.
fn opening_fence(text: &str) -> Option<(&str, &str)> {
    ["---\n", "---\r\n"]
        .into_iter()
        .find_map(|open| Some((open, text.strip_prefix(open)?)))
}

/// The YAML between the leading `---` lines, and the 1-based line the body starts on: the
/// site's own reading, so the import sees the front matter `docs` will see.
fn front_matter(text: &str) -> (Option<&str>, u32) {
    match crate::site::page::split_front_matter(text) {
        Ok((yaml, _, body_line)) => (yaml, body_line),
        Err(_) => (None, 1),
    }
}

/// A sub-folder's README (not a locale's home) with `dir.link: true` added where its front
/// matter does not decide: docs' structure sidebars leave a folder's README out of its group,
/// so without the link the page would be in no sidebar. `None`: nothing to add.
fn readme_leads_its_group(rel: &str, text: &str, locales: &[(String, String)]) -> Option<String> {
    let dir = rel
        .strip_suffix("README.md")
        .or_else(|| rel.strip_suffix("index.md"))
        .filter(|d| d.ends_with('/'))?;
    if locales
        .iter()
        .any(|(prefix, _)| prefix.trim_start_matches('/') == dir)
    {
        return None;
    }
    let (front, _) = front_matter(text);
    let Some(front) = front else {
        return Some(format!("---\ndir:\n  link: true\n---\n{text}"));
    };
    if front_matter_says(front, "index: false") {
        return None; // kept out of the sidebar on purpose
    }
    let lines: Vec<&str> = front.split_inclusive('\n').collect();
    let Some(at) = lines.iter().position(|l| l.trim_end() == "dir:") else {
        if front.lines().any(|l| l.starts_with("dir:")) {
            return None; // flow style or a value: left as written
        }
        return Some(with_front_matter_key(text, "dir:\n  link: true"));
    };
    let children: Vec<&str> = lines[at + 1..]
        .iter()
        .take_while(|l| l.starts_with([' ', '\t']))
        .copied()
        .collect();
    if children.iter().any(|l| l.trim_start().starts_with("link:")) {
        return None;
    }
    let indent: String = children
        .first()
        .map_or("  ", |l| l.before(l.len() - l.trim_start().len()))
        .to_owned();
    let newline = if lines[at].ends_with("\r\n") {
        "\r\n"
    } else {
        "\n"
    };
    let (open, _) = opening_fence(text)?;
    let offset = open.len() + lines[..=at].iter().map(|l| l.len()).sum::<usize>();
    Some(format!(
        "{}{indent}link: true{newline}{}",
        text.get(..offset)?,
        text.get(offset..)?
    ))
}

/// Whether a top-level front-matter line reads exactly `line`.
fn front_matter_says(front: &str, line: &str) -> bool {
    front.lines().any(|l| l.trim_end() == line)
}

/// Top-level front-matter keys that no page of docs takes.
fn unknown_keys(text: &str) -> Vec<String> {
    let (Some(front), _) = front_matter(text) else {
        return Vec::new();
    };
    let known = crate::site::front_matter::known_keys();
    front
        .lines()
        .filter_map(|line| {
            let (key, _) = line.split_once(':')?;
            let plain = !key.is_empty()
                && key
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '-');
            (plain && !known.iter().any(|k| k == key)).then(|| key.to_owned())
        })
        .collect()
}

/// The 1-based line of a top-level front-matter key.
fn key_line(text: &str, key: &str) -> Option<u32> {
    let (front, _) = front_matter(text);
    front?
        .lines()
        .position(|l| l.starts_with(&format!("{key}:")))
        .map(|i| i as u32 + 2)
}

/// Remove a top-level front-matter key and its value lines (indented, or a list at column 0).
fn drop_key(text: &str, key: &str) -> String {
    let (Some(front), _) = front_matter(text) else {
        return text.to_owned();
    };
    let prefix = format!("{key}:");
    if !front.lines().any(|l| l.starts_with(&prefix)) {
        return text.to_owned();
    }
    let Some((open, rest)) = opening_fence(text) else {
        return text.to_owned();
    };
    let mut out = String::with_capacity(text.len());
    out.push_str(open);
    let mut dropping = false;
    for line in front.split_inclusive('\n') {
        // A blank line inside a block value (between list items) still belongs to it.
        let continues = line.starts_with([' ', '\t'])
            || line.starts_with("- ")
            || line.trim() == "-"
            || line.trim().is_empty();
        if line.starts_with(&prefix) {
            dropping = true;
            continue;
        }
        if dropping && continues {
            continue;
        }
        dropping = false;
        out.push_str(line);
    }
    out.push_str(rest.get(front.len()..).unwrap_or_default());
    out
}

fn first_heading(text: &str) -> Option<String> {
    text.lines()
        .find_map(|l| l.strip_prefix("# "))
        .map(|h| h.trim().to_owned())
}

/// A VuePress path as a `docs` route: `/old` and `/old.md` → `/old.html`, folders stay.
pub fn old_route(path: &str) -> String {
    let path = if path.starts_with('/') {
        path.to_owned()
    } else {
        format!("/{path}")
    };
    if path.ends_with('/') || path.ends_with(".html") {
        path
    } else if let Some(stem) = path
        .strip_suffix("README.md")
        .or_else(|| path.strip_suffix("index.md"))
    {
        stem.to_owned()
    } else if let Some(stem) = path.strip_suffix(".md") {
        format!("{stem}.html")
    } else {
        format!("{path}.html")
    }
}

/// The old path of a redirect as site.yaml keeps it ([`old_route`], percent escapes decoded when
/// they stand for plain characters), or why the build would refuse it: the build's own check
/// ([`redirects::refuse_key`]), so the import never writes into site.yaml a redirect the build
/// refuses (`%2e%2e`, a backslash, `/.git/`, a path the build writes itself).
pub(super) fn redirect_key(old: &str, layout: &Layout) -> Result<String, String> {
    let decoded = if old.contains('%') {
        out_path::check_decoded(old)
            .map_err(|why| format!("it would be written outside the output folder ({why})"))?;
        percent_encoding::percent_decode_str(old)
            .decode_utf8()
            .map_err(|_| "its percent escapes are not UTF-8".to_owned())?
    } else {
        old.into()
    };
    let key = old_route(&decoded);
    match redirects::refuse_key(&key, layout) {
        Some(why) => Err(why),
        None => Ok(key),
    }
}

/// A link as a `docs` route (`/a/b.md` and `/a/b` → `/a/b.html`); external links stay.
pub(super) fn route_link(link: &str) -> String {
    if link.contains("://") || link.starts_with("mailto:") || link.starts_with('#') {
        return link.to_owned();
    }
    match link.split_once('#') {
        Some((path, hash)) => format!("{}#{hash}", old_route(path)),
        None => old_route(link),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_order_mark_and_crlf_do_not_hide_the_front_matter() {
        let mut pages = Pages::default();
        let text =
            "\u{feff}---\r\nhome: true\r\ntitle: 首页\r\nicon: house\r\n---\r\n\r\n## 简介\r\n";
        page_text(
            "README.md",
            "README.md".into(),
            text.into(),
            &BTreeSet::new(),
            &SiteInfo::default(),
            &mut pages,
            &mut Vec::new(),
        );
        let info = &pages.info["/"];
        assert_eq!(info.title.as_deref(), Some("首页"));
        assert!(info.icon.is_some());
        let Content::Bytes(written) = &pages.files[0].content else {
            panic!("the page is rewritten");
        };
        assert!(
            written.starts_with(b"---\r\n"),
            "{:?}",
            String::from_utf8_lossy(written)
        );
    }

    #[test]
    fn a_sub_folders_readme_leads_its_group_unless_its_front_matter_decides() {
        let locales = [
            ("/".to_owned(), "en-US".to_owned()),
            ("/zh/".to_owned(), "zh-CN".to_owned()),
        ];
        let lead = |rel: &str, text: &str| readme_leads_its_group(rel, text, &locales);
        assert_eq!(
            lead(
                "guide/README.md",
                "---\ntitle: G\ndir:\n    order: 5\n---\n# G\n"
            )
            .as_deref(),
            Some("---\ntitle: G\ndir:\n    link: true\n    order: 5\n---\n# G\n")
        );
        assert_eq!(
            lead("zh/指南/README.md", "---\ntitle: 指南\n---\n").as_deref(),
            Some("---\ndir:\n  link: true\ntitle: 指南\n---\n")
        );
        assert_eq!(
            lead("a/README.md", "# A\n").as_deref(),
            Some("---\ndir:\n  link: true\n---\n# A\n")
        );
        assert_eq!(lead("README.md", "# Home\n"), None);
        assert_eq!(lead("zh/README.md", "# 首页\n"), None);
        assert_eq!(lead("a/README.md", "---\nindex: false\n---\n"), None);
        assert_eq!(lead("a/README.md", "---\ndir:\n  link: false\n---\n"), None);
        assert_eq!(lead("a/README.md", "---\ndir: { order: 1 }\n---\n"), None);
        assert_eq!(lead("a/page.md", "# P\n"), None);
    }

    #[test]
    fn keys_docs_has_no_use_for_are_found_and_dropped_with_their_values() {
        let text = "---\ntitle: A\nprojects:\n  - name: x\n    link: /y/\n\n  - name: z\nbacktotop: false\n---\nbody\n";
        assert_eq!(unknown_keys(text), ["projects", "backtotop"]);
        let dropped = unknown_keys(text)
            .iter()
            .fold(text.to_owned(), |t, k| drop_key(&t, k));
        assert_eq!(dropped, "---\ntitle: A\n---\nbody\n");
    }

    #[test]
    fn redirect_from_list_is_dropped_from_front_matter_and_the_body_stays() {
        let text = "---\ntitle: A\nredirectFrom:\n  - /old.html\n  - /older\norder: 2\n---\n# A\n";
        assert_eq!(
            drop_key(text, "redirectFrom"),
            "---\ntitle: A\norder: 2\n---\n# A\n"
        );
        let flat = "---\nredirectFrom:\n- /x\ntitle: B\n---\nbody\n";
        assert_eq!(drop_key(flat, "redirectFrom"), "---\ntitle: B\n---\nbody\n");
    }

    #[test]
    fn links_to_a_renamed_index_md_point_at_readme() {
        let names: BTreeSet<&str> = ["guide/index.md", "guide/a.md", "b/index.md", "b/README.md"]
            .into_iter()
            .collect();
        assert_eq!(
            relink(
                "guide/a.md",
                "[i](./index.md#x) [j](../guide/index.md) [k](/guide/index.md) [b](../b/index.md) [e](https://x.org/index.md)",
                &names
            ),
            "[i](./README.md#x) [j](../guide/README.md) [k](/guide/README.md) [b](../b/index.md) [e](https://x.org/index.md)"
        );
    }

    #[test]
    fn vuepress_paths_become_docs_routes() {
        assert_eq!(old_route("/old"), "/old.html");
        assert_eq!(old_route("/old.md"), "/old.html");
        assert_eq!(old_route("/guide/README.md"), "/guide/");
        assert_eq!(old_route("guide/"), "/guide/");
        assert_eq!(old_route("/a.html"), "/a.html");
    }
}
