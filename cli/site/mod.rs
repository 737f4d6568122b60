//! The content model: pages, front-matter, configuration, sidebars and git info, loaded once.
//!
//! Nothing else parses YAML or walks the content directory. Per-file problems are collected in
//! [`Site::diagnostics`]; only failures that stop the whole load are errors.

pub mod answer;
pub mod base;
pub mod blog;
pub mod blog_config;
pub mod built;
pub mod config;
pub mod dates;
pub mod diagnostic;
pub mod dialect;
pub mod encoding;
pub mod front_matter;
pub mod front_matter_block;
pub mod front_matter_edit;
pub mod git;
pub mod git_args;
pub mod glob;
pub mod head_entry;
pub mod history;
pub mod hostname;
pub mod limits;
pub mod link_safety;
pub mod locale;
pub mod locale_defaults;
pub mod page;
pub mod palette;
pub mod parity;
pub mod redirects;
pub mod route;
pub mod server_routes;
pub mod sidebar;
pub mod source;
pub mod suggest;
pub mod text;
pub mod theme_options;
pub mod ui_strings;
pub mod unsafe_links;
pub mod walk;
pub mod watch;
pub mod yaml;

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::Arc;

pub use config::{LocaleConfig, SiteConfig};
pub use diagnostic::{Diagnostic, Severity, Span};
pub use front_matter::FrontMatter;
pub use locale::{Analyzer, Locale};
pub use page::Page;
pub use sidebar::{SidebarItem, Sidebars};
pub use source::ContentSource;

/// Failures that stop loading altogether.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("content directory `{0}` does not exist")]
    MissingRoot(PathBuf),
    #[error("cannot read `{path}`")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// The whole site, in memory.
#[derive(Debug)]
pub struct Site {
    pub source: ContentSource,
    pub config: SiteConfig,
    /// Locale configuration by locale prefix (`/`, `/zh/`).
    pub locales: BTreeMap<String, LocaleConfig>,
    /// Pages sorted by file path.
    pub pages: Vec<Page>,
    /// Resolved sidebars by locale prefix.
    pub sidebars: BTreeMap<String, Sidebars>,
    /// Where each page sits in them, by locale prefix and sidebar prefix.
    pub sidebar_places: BTreeMap<String, BTreeMap<String, sidebar::Places>>,
    /// Parsed `data/**.yaml` files by path without extension (`drivers/s3`).
    pub data: BTreeMap<String, serde_json::Value>,
    /// Raw text of every Markdown file, by path (for includes).
    pub texts: HashMap<String, Arc<str>>,
    /// Raw text of every YAML file, by path (for positions in diagnostics).
    pub yaml_texts: HashMap<String, String>,
    /// The stamps of the disk files whose text here is exactly their bytes: a reload reads again
    /// only the files whose stamp moved.
    pub stamps: HashMap<String, source::Stamp>,
    pub diagnostics: Vec<Diagnostic>,
    /// The renamed pages that take effect (old path → canonical route): `config.redirects` less
    /// those [`redirects::resolve`] reports and leaves out.
    pub redirects: BTreeMap<String, String>,
    /// The path the exported site is mounted under (`/` unless `docs build` sets one: [`base`]).
    pub base: base::Base,
    /// The blog's generated pages' views (empty without `blog:` in site.yaml).
    pub blog: blog::Blog,
    by_route: HashMap<String, usize>,
    /// What loading each Markdown file found (only files with findings), for [`Site::load_after`].
    page_findings: HashMap<String, Vec<Diagnostic>>,
}

/// A content file as [`Site::load_after`] reads it.
enum Read {
    /// Markdown unchanged since the previous version: its text, shared.
    Kept(Arc<str>),
    Decoded(encoding::Decoded),
}

impl Site {
    /// Load a content root. Broken files are recorded as diagnostics, never fatal.
    pub fn load(source: ContentSource) -> Result<Self, LoadError> {
        Self::load_with(source, HashMap::new())
    }

    /// Load a content root with some pages' text given instead of read (path → Markdown): live
    /// reload keeps a broken page at its last good text while the rest of the site moves on.
    pub fn load_with(
        source: ContentSource,
        replaced: HashMap<String, String>,
    ) -> Result<Self, LoadError> {
        Self::load_after(source, replaced, None)
    }

    /// [`Site::load_with`], taking from `previous` (the version loaded before) every file whose
    /// text is unchanged, and the page it made when what loading a page reads besides (the
    /// locales, the file's history) is unchanged too: a save's reload decodes and parses the
    /// files that changed, not the whole site.
    pub fn load_after(
        source: ContentSource,
        mut replaced: HashMap<String, String>,
        previous: Option<&Site>,
    ) -> Result<Self, LoadError> {
        let no_stamps = HashMap::new();
        let listing = source.files_after(previous.map_or(&no_stamps, |p| &p.stamps))?;
        let git = source.git();
        let mut diagnostics = listing.problems;
        let mut texts = HashMap::new();
        let mut yaml_files = HashMap::new();
        // Side by side: checking the encoding of a big site's text is a fifth of loading it.
        let decoded = crate::parallel::map(&listing.files, |file| {
            if replaced.contains_key(&file.path) {
                return None;
            }
            // Only a previous load's stamp makes a file unchanged, and it keeps stamps only of
            // files whose text it holds as their bytes.
            let same = |text: &str| file.holds(text);
            // An unchanged Markdown file keeps its text, shared with the page that views into it.
            if let Some(text) = previous
                .and_then(|p| p.texts.get(&file.path))
                .filter(|t| same(t))
            {
                return Some(Read::Kept(Arc::clone(text)));
            }
            Some(Read::Decoded(
                match previous
                    .and_then(|p| p.yaml_texts.get(&file.path))
                    .filter(|t| same(t))
                {
                    Some(text) => encoding::Decoded::Text(text.clone(), None),
                    None => encoding::decode(&file.path, &file.bytes),
                },
            ))
        });
        let mut stamps = HashMap::new();
        for (file, decoded) in listing.files.into_iter().zip(decoded) {
            let text = match decoded {
                None => replaced.remove(&file.path).unwrap_or_default(),
                Some(Read::Kept(text)) => {
                    if let Some(stamp) = file.stamp {
                        stamps.insert(file.path.clone(), stamp);
                    }
                    texts.insert(file.path, text);
                    continue;
                }
                Some(Read::Decoded(encoding::Decoded::Text(text, finding))) => {
                    let exact = finding.is_none() && file.holds(&text);
                    if let Some(stamp) = file.stamp.filter(|_| exact) {
                        stamps.insert(file.path.clone(), stamp);
                    }
                    diagnostics.extend(finding);
                    text
                }
                Some(Read::Decoded(encoding::Decoded::Refused(finding))) => {
                    diagnostics.push(finding);
                    continue;
                }
            };
            if file.path.ends_with(".md") {
                texts.insert(file.path, text.into());
            } else {
                yaml_files.insert(file.path, text);
            }
        }
        // A VuePress folder served as it is gets the import's page conversion.
        if let ContentSource::Disk(root) = &source {
            dialect::convert(root, &mut texts);
        }
        let mut config =
            load_yaml::<SiteConfig>("site.yaml", &yaml_files, &mut diagnostics).unwrap_or_default();
        config.complete();
        // The default logo is drawn only where the site has the file: a new site has none, and an
        // image that does not load is a broken icon in every page's navbar.
        if config.logo == config::DEFAULT_LOGO && source.public_file("logo.svg").is_none() {
            config.logo.clear();
        }
        limits::cap_pages(&mut texts, config.max_page_size, &mut diagnostics);
        // A text cut to the size limit is no longer the file's bytes.
        stamps.retain(|path, stamp| {
            texts
                .get(path)
                .map(|t| t.len())
                .or_else(|| yaml_files.get(path).map(String::len))
                .is_some_and(|len| len as u64 == stamp.len)
        });
        let mut locales = BTreeMap::new();
        for (prefix, info) in &config.locales {
            let file = format!("locales/{}.yaml", info.key);
            // No locale file is no error: the locale reads the defaults of its language.
            let mut locale = if yaml_files.contains_key(&file) {
                load_yaml::<LocaleConfig>(&file, &yaml_files, &mut diagnostics).unwrap_or_default()
            } else {
                locale_defaults::missing(info)
            };
            locale_defaults::complete(&mut locale, info);
            let text = yaml_files.get(&file).map_or("", String::as_str);
            diagnostics.extend(unsafe_links::drop_from_locale(&mut locale, &file, text));
            locales.insert(prefix.clone(), locale);
        }

        let mut data = BTreeMap::new();
        for (path, text) in &yaml_files {
            let Some(rest) = path.strip_prefix("data/") else {
                continue;
            };
            let key = rest
                .trim_end_matches(".yaml")
                .trim_end_matches(".yml")
                .to_owned();
            if text.len() > config.max_page_size {
                diagnostics.push(limits::too_large(
                    path,
                    text.len(),
                    config.max_page_size,
                    "not parsed",
                ));
                continue;
            }
            match yaml::parse_untagged(text) {
                Ok((v, tags)) => {
                    diagnostics.extend(tags.iter().map(|t| tag_diagnostic(path, 1, t)));
                    data.insert(key, v);
                }
                Err(e) => diagnostics.push(yaml_diagnostic(path, 1, &e)),
            }
        }

        // An excluded file keeps its text (an include may read it) but makes no page.
        let mut paths: Vec<&String> = texts.keys().filter(|p| !config.excludes(p)).collect();
        paths.sort();
        // Pages are independent of one another: read side by side (half a save's reload at
        // 10,000 pages), their findings kept in file order.
        let same_locales = previous.filter(|p| p.config.locales.keys().eq(config.locales.keys()));
        let loaded = crate::parallel::map(&paths, |path| {
            let text = &texts[*path];
            if let Some(again) = same_locales.and_then(|p| p.page_again(path, text, &git)) {
                return again;
            }
            let mut found = Vec::new();
            let page = load_page(path, text, &config, &git, &mut found);
            (page, found)
        });
        let mut pages = Vec::with_capacity(loaded.len());
        let mut page_findings = HashMap::new();
        for (path, (page, found)) in paths.into_iter().zip(loaded) {
            pages.extend(page);
            if !found.is_empty() {
                diagnostics.extend(found.iter().cloned());
                page_findings.insert(path.clone(), found);
            }
        }
        // After the content pages, which keep a route the blog wants; kept in file order.
        let generated = blog::generate(&config, &pages);
        diagnostics.extend(generated.findings);
        pages.extend(generated.pages);
        pages.sort_by(|a, b| a.file.cmp(&b.file));
        let by_route = pages
            .iter()
            .enumerate()
            .map(|(i, p)| (p.route.clone(), i))
            .collect();

        let redirects = {
            let by_route: &HashMap<String, usize> = &by_route;
            let page_route = |p: &str| redirects::answering_route(p, |r| by_route.contains_key(r));
            let has_file = |rel: &str| source.asset_file(rel).is_some();
            let cx = redirects::Context {
                page_route: &page_route,
                has_file: &has_file,
                locale_prefixes: config.locales.keys().map(String::as_str).collect(),
                locale_files: crate::site::built::locale_files(&config),
                yaml: yaml_files.get("site.yaml").map_or("", String::as_str),
            };
            let (kept, findings) = redirects::resolve(&config.redirects, &cx);
            diagnostics.extend(findings);
            kept
        };
        let mut sidebars = BTreeMap::new();
        let by_locale: Vec<_> = locales.iter().collect();
        let resolved = crate::parallel::map(&by_locale, |(prefix, locale)| {
            let in_locale: Vec<&Page> = pages.iter().filter(|p| &p.locale == *prefix).collect();
            sidebar::resolve(&locale.sidebar, &in_locale)
        });
        for ((prefix, _), (resolved, problems)) in by_locale.into_iter().zip(resolved) {
            let file = format!("locales/{}.yaml", config.locales[prefix].key);
            diagnostics.extend(
                problems
                    .into_iter()
                    .map(|m| Diagnostic::error("config/sidebar", Span::file(&file), m)),
            );
            sidebars.insert(prefix.clone(), resolved);
        }
        let sidebar_places = sidebars
            .iter()
            .map(|(prefix, sidebars)| (prefix.clone(), sidebar::places(sidebars)))
            .collect();
        Ok(Self {
            source,
            config,
            locales,
            pages,
            sidebars,
            sidebar_places,
            data,
            texts,
            yaml_texts: yaml_files,
            stamps,
            diagnostics,
            redirects,
            base: base::Base::default(),
            blog: generated.blog,
            by_route,
            page_findings,
        })
    }

    /// What loading `path` made of `text` in this version (the page, if any, and its findings),
    /// when this version read the same text and the same history for it.
    fn page_again(
        &self,
        path: &str,
        text: &Arc<str>,
        git: &HashMap<String, git::GitInfo>,
    ) -> Option<(Option<Page>, Vec<Diagnostic>)> {
        // A file kept from this version holds this very text: its bytes, already compared with
        // the file's, need no second comparison (`Arc<str>`'s `==` compares them all again).
        let same = |t: &Arc<str>| Arc::ptr_eq(t, text) || t == text;
        if !self.texts.get(path).is_some_and(same) {
            return None;
        }
        let findings = self.page_findings.get(path).cloned().unwrap_or_default();
        let page = match self.pages.binary_search_by(|p| p.file.as_str().cmp(path)) {
            Ok(i) => Some(self.pages[i].clone()),
            // Not a page last time: still none, as long as its path gives no route.
            Err(_) if route::of_file(path).is_none() => None,
            Err(_) => return None,
        };
        if page
            .as_ref()
            .is_some_and(|p| p.git.as_ref() != git.get(path))
        {
            return None;
        }
        Some((page, findings))
    }

    /// 1-based line of the first occurrence of `needle` in a content file (1 when absent).
    pub fn texts_line(&self, file: &str, needle: &str) -> u32 {
        self.text_of(file)
            .and_then(|t| {
                t.find(needle)
                    .map(|i| text::before(t, i).matches('\n').count() as u32 + 1)
            })
            .unwrap_or(1)
    }

    /// What loading the Markdown file `file` found (front matter of the wrong type, unknown
    /// keys…), in file order: a page's own findings without a walk over the whole site's, which
    /// every page's data made once per page (a quarter of the memcmp of a build at 100,280 pages,
    /// growing with the square of the site).
    pub fn load_findings(&self, file: &str) -> &[Diagnostic] {
        self.page_findings.get(file).map_or(&[], Vec::as_slice)
    }

    /// Raw text of a content file (Markdown or YAML).
    pub fn text_of(&self, file: &str) -> Option<&str> {
        self.texts
            .get(file)
            .map(|t| &**t)
            .or_else(|| self.yaml_texts.get(file).map(String::as_str))
    }

    /// The page at a canonical route.
    pub fn page(&self, route: &str) -> Option<&Page> {
        self.page_index(route).map(|i| &self.pages[i])
    }

    /// Where the page of a canonical route sits in `pages`.
    pub fn page_index(&self, route: &str) -> Option<usize> {
        self.by_route.get(route).copied()
    }

    /// The locale prefix a path belongs to (`/` when nothing else matches).
    pub fn locale_of(&self, path: &str) -> &str {
        route::locale_of(path, self.config.locales.keys()).map_or("/", String::as_str)
    }

    /// The locale at a prefix (`/zh/`); the root locale (or built-in English) when none is configured
    /// there, so callers always get strings and a language.
    pub fn locale(&self, prefix: &str) -> &Locale {
        self.config
            .locales
            .get(prefix)
            .or_else(|| self.config.locales.get("/"))
            .unwrap_or_else(|| Locale::fallback())
    }

    /// The root locale (`/`), the one sidebars and pages are compared against.
    pub fn root_locale(&self) -> &Locale {
        self.locale("/")
    }

    /// The locale whose search key or language tag is `lang` (`ja`, `ja-JP`, `JA`).
    pub fn locale_by_lang(&self, lang: &str) -> Option<&Locale> {
        let primary = lang.split('-').next().unwrap_or(lang);
        let locales = || self.config.locales.values();
        locales()
            .find(|l| l.key.eq_ignore_ascii_case(lang) || l.lang.eq_ignore_ascii_case(lang))
            .or_else(|| locales().find(|l| l.key.eq_ignore_ascii_case(primary)))
    }

    /// The same page in another locale, if it exists.
    pub fn twin(&self, page: &Page, locale: &str) -> Option<&Page> {
        let rest = text::after(&page.route, page.locale.len());
        self.page(&format!("{locale}{rest}"))
    }

    /// The whole sidebar that covers `route` (longest prefix of its locale's): its prefix and items
    /// (`None`: switched off there).
    pub fn covering_sidebar(&self, route: &str) -> Option<(&String, &Option<Vec<SidebarItem>>)> {
        sidebar::covering(self.sidebars.get(self.locale_of(route))?, route)
    }

    /// Where `route` sits in the sidebar of `prefix` ([`sidebar::Places`]; empty: it does not).
    pub fn sidebar_places_of(&self, route: &str, prefix: &str) -> &[Vec<u32>] {
        self.sidebar_places
            .get(self.locale_of(route))
            .and_then(|places| places.get(prefix))
            .map_or(&[], |places| places.of_route(route))
    }

    /// The pages before and after `route` in the sidebar shown on it (see [`sidebar::neighbours`]).
    pub fn sidebar_neighbours(
        &self,
        route: &str,
    ) -> Option<(Option<&SidebarItem>, Option<&SidebarItem>)> {
        let (prefix, items) = self.covering_sidebar(route)?;
        sidebar::neighbours(items.as_deref()?, self.sidebar_places_of(route, prefix))
    }

    /// The sidebar shown on `path`, if any.
    pub fn sidebar_for(&self, path: &str) -> Option<&[SidebarItem]> {
        sidebar::for_path(self.sidebars.get(self.locale_of(path))?, path)
    }
}

fn load_yaml<T: serde::de::DeserializeOwned>(
    path: &str,
    files: &HashMap<String, String>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<T> {
    let Some(text) = files.get(path) else {
        diagnostics.push(Diagnostic::error(
            "config/missing",
            Span::file(path),
            format!("`{path}` is missing; using defaults"),
        ));
        return None;
    };
    match yaml::parse::<T>(text) {
        Ok(v) => Some(v),
        Err(e) => {
            diagnostics.push(match unknown_key(&e.message) {
                Some((key, mut expected)) => {
                    // site.yaml's theme options are flattened into it, and serde then names
                    // neither the keys it knows nor the line: the schema and the text do.
                    if expected.is_empty() && path == "site.yaml" {
                        expected = config::schema_keys().iter().map(String::as_str).collect();
                    }
                    let mut d = yaml_diagnostic(path, 1, &e);
                    // serde points at the mapping, not the key, when the key was unknown to a
                    // flattened part: the key's own top-level line is the place to show.
                    let reported = text.lines().nth((e.line.max(1) - 1) as usize).unwrap_or("");
                    if !reported.contains(key) {
                        if let Some(line) = key_line(text, key) {
                            d.span = Span::at(path, line, 1);
                        }
                    }
                    d.rule = "config/unknown-key";
                    d.message = format!("unknown key `{key}`");
                    d.with_help(match suggest::did_you_mean(key, expected.iter().copied()) {
                        Some(k) => format!("did you mean `{k}`? (the file is ignored until then)"),
                        None => format!(
                            "known keys here: {}; the file is ignored until then",
                            expected.join(", ")
                        ),
                    })
                }
                None => yaml_diagnostic(path, 1, &e)
                    .with_help("fix the file; defaults are used until then"),
            });
            None
        }
    }
}

/// serde's "unknown field `sidebr`, expected one of `navbar`, `sidebar`" as (`sidebr`, the keys).
fn unknown_key(message: &str) -> Option<(&str, Vec<&str>)> {
    let rest = message.strip_prefix("unknown field `")?;
    let (key, rest) = rest.split_once('`')?;
    let expected = rest.split('`').skip(1).step_by(2).collect();
    Some((key, expected))
}

fn yaml_diagnostic(path: &str, first_line: u32, e: &yaml::YamlError) -> Diagnostic {
    let line = if e.line > 0 {
        first_line + e.line - 1
    } else {
        first_line
    };
    Diagnostic::error(
        e.rule,
        Span::at(path, line, e.column.max(1)),
        e.message.clone(),
    )
}

/// A custom YAML tag (`!!python/object:…`): the value was dropped, not used.
fn tag_diagnostic(path: &str, first_line: u32, tag: &yaml::UnknownTag) -> Diagnostic {
    let line = first_line + tag.line - 1;
    let under = if tag.key.is_empty() {
        String::new()
    } else {
        format!(" under `{}`", tag.key)
    };
    Diagnostic::error(
        "yaml/unknown-tag",
        Span::at(path, line, 1),
        format!(
            "unknown YAML tag `{}`{under}; the value is ignored",
            tag.tag
        ),
    )
    .with_help("remove the tag; only plain YAML values are read")
}

fn load_page(
    path: &str,
    text: &Arc<str>,
    config: &SiteConfig,
    git: &HashMap<String, git::GitInfo>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Page> {
    let route = route::of_file(path)?;
    let (yaml_text, body, body_line) = match page::split_front_matter(text) {
        Ok(parts) => parts,
        Err(page::Unterminated) => {
            diagnostics.push(
                Diagnostic::error(
                    "front-matter/unterminated",
                    Span::at(path, 1, 1),
                    "front-matter block is never closed",
                )
                .with_help("add a line `---` after the front-matter"),
            );
            (None, &**text, 1)
        }
    };
    if let Some(d) = front_matter_block::second_document(path, body, body_line) {
        diagnostics.push(d);
    }
    let mut front_matter = FrontMatter::default();
    let yaml_text = yaml_text.and_then(|y| front_matter_block::bounded(path, y, diagnostics));
    if let Some(yaml_text) = yaml_text {
        match yaml::parse_untagged(yaml_text) {
            Ok((value, tags)) => {
                for tag in &tags {
                    diagnostics.push(tag_diagnostic(path, 2, tag));
                }
                for (key, line) in duplicate_keys(yaml_text) {
                    diagnostics.push(
                        Diagnostic::error(
                            "yaml/duplicate-key",
                            Span::at(path, line + 1, 1),
                            format!("key `{key}` appears twice; the last one wins"),
                        )
                        .with_help("keep one of them"),
                    );
                }
                for key in value.as_object().into_iter().flat_map(|m| m.keys()) {
                    if !front_matter::known_keys().iter().any(|k| k == key) {
                        let line = key_line(yaml_text, key).map_or(2, |l| l + 1);
                        let mut d = Diagnostic::error(
                            "front-matter/unknown-key",
                            Span::at(path, line, 1),
                            format!("unknown key `{key}`"),
                        );
                        d.help = Some(match suggest::did_you_mean(key, front_matter::known_keys().iter().map(String::as_str)) {
                            Some(k) => format!("did you mean `{k}`?"),
                            None => "remove it, or see schemas/frontmatter.schema.json for the keys pages may use".into(),
                        });
                        diagnostics.push(d);
                    }
                }
                let (fm, problems) = FrontMatter::from_value(&value);
                front_matter = fm;
                diagnostics.extend(unsafe_links::drop_from_front_matter(
                    &mut front_matter,
                    path,
                    yaml_text,
                ));
                for p in problems {
                    let line = key_line(yaml_text, &p.key).map_or(2, |l| l + 1);
                    diagnostics.push(Diagnostic::error(
                        "front-matter/wrong-type",
                        Span::at(path, line, 1),
                        p.message,
                    ));
                }
            }
            Err(e) => diagnostics.push(yaml_diagnostic(path, 2, &e)),
        }
    }
    let locale = route::locale_of(&route, config.locales.keys())
        .cloned()
        .unwrap_or_else(|| "/".into());
    let title = front_matter
        .title
        .clone()
        .or_else(|| page::first_h1(body))
        .unwrap_or_else(|| {
            path.rsplit('/')
                .next()
                .unwrap_or(path)
                .trim_end_matches(".md")
                .to_owned()
        });
    Some(Page {
        file: path.to_owned(),
        route,
        locale,
        front_matter,
        body: page::Body::new(
            Arc::clone(text),
            body.as_ptr() as usize - text.as_ptr() as usize,
        ),
        body_line,
        title,
        git: git.get(path).cloned(),
    })
}

/// Top-level keys that appear more than once, with the (1-based, YAML-relative) line of each repeat.
/// serde_yaml keeps the last value silently, so we look at the text.
pub fn duplicate_keys(yaml_text: &str) -> Vec<(String, u32)> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for (i, line) in yaml_text.lines().enumerate() {
        let key: String = line
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if key.is_empty() || !text::after(line, key.len()).trim_start().starts_with(':') {
            continue;
        }
        if !seen.insert(key.clone()) {
            out.push((key, i as u32 + 1));
        }
    }
    out
}

/// 1-based line (within the YAML text) of a top-level key.
pub fn key_line(yaml_text: &str, key: &str) -> Option<u32> {
    if key.is_empty() {
        return None;
    }
    yaml_text
        .lines()
        .position(|l| {
            l.strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with(':'))
        })
        .map(|i| i as u32 + 1)
}
