//! `docs import vuepress`: turn a VuePress 2 + vuepress-theme-hope project into a `docs` content
//! folder. The config runs in a closed JavaScript engine ([`sandbox`]: no network, no writes, no
//! processes, reads only inside the project, time and memory limits) with VuePress and its
//! plugins as stand-ins that record their options; when that fails it is read as data
//! ([`js_literal`], [`resolve`]) and the report says which. What cannot be converted is collected
//! as [`Finding`]s. Writing goes through a staging folder beside the output,
//! renamed into place at the end, so a failure leaves nothing half written.

mod aliases;
pub mod blame;
mod blog;
mod components;
pub mod config;
mod head;
mod icon;
mod integrations;
pub mod js_literal;
pub mod languages;
mod markup;
pub mod pages;
mod palette;
mod ranges;
pub mod raw;
pub mod report;
pub mod resolve;
pub mod sandbox;
mod sidebar_item;
mod slides;
mod structure;
mod theme_options;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

pub use report::{Counts, Finding};

use crate::site::{source::is_safe_relative, walk::Walk};
use crate::staging::folder::{self, Staging};
use crate::staging::interrupt::{self, Interrupted};
use crate::staging::out_path::{OutPath, Refusal};

/// Failures that stop an import (nothing is written).
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error(transparent)]
    Interrupted(#[from] Interrupted),
    #[error("refusing to write `{path}`: {why}")]
    OutsideOutput { path: String, why: Refusal },
    #[error("`{0}` is not a folder")]
    NotAFolder(PathBuf),
    #[error("no `.vuepress` folder in `{0}` or in one of its sub-folders (is this a VuePress 2 project?)")]
    NoVuepress(PathBuf),
    #[error("more than one VuePress source folder in `{dir}`: {found}; pass the one to import")]
    Ambiguous { dir: PathBuf, found: String },
    #[error("`{0}` has no config.ts, config.js, config.mts or config.mjs")]
    NoConfig(PathBuf),
    #[error("`{0}` leads outside the project folder (a symbolic link?); refusing to read it")]
    Outside(PathBuf),
    #[error("cannot read `{path}`")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot write `{path}`")]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot write the generated config: {0}")]
    Yaml(String),
}

/// Where an output file's bytes come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    /// A source file (its resolved path, checked to be inside the project).
    Copy(PathBuf),
    Bytes(Vec<u8>),
}

/// One file of the content folder, by path relative to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutFile {
    pub path: String,
    pub content: Content,
}

/// Everything an import will write, and what it could not convert.
#[derive(Debug)]
pub struct Plan {
    /// The VuePress source folder (the one holding `.vuepress`), as given; findings are relative to it.
    pub source: PathBuf,
    pub files: Vec<OutFile>,
    pub findings: Vec<Finding>,
    pub counts: Counts,
}

/// Read a VuePress project (`dir`, or the folder inside it that holds `.vuepress`) into a plan.
pub fn vuepress(dir: &Path) -> Result<Plan, ImportError> {
    if !dir.is_dir() {
        return Err(ImportError::NotAFolder(dir.to_owned()));
    }
    let read_err = |path: &Path| {
        let path = path.to_owned();
        move |source| ImportError::Read { path, source }
    };
    let boundary = dir.canonicalize().map_err(read_err(dir))?;
    let source = source_folder(dir)?;
    let source_real = source.canonicalize().map_err(read_err(&source))?;
    let vuepress = source.join(".vuepress");
    let vuepress_real = vuepress.canonicalize().map_err(read_err(&vuepress))?;
    if !source_real.starts_with(&boundary) || !vuepress_real.starts_with(&boundary) {
        return Err(ImportError::Outside(vuepress));
    }
    let mut findings = Vec::new();
    let mut modules = resolve::Modules::new(source_real.clone());
    let config_file = ["config.ts", "config.js", "config.mts", "config.mjs"]
        .iter()
        .find_map(|name| modules.load(&format!(".vuepress/{name}")))
        .ok_or_else(|| ImportError::NoConfig(vuepress.clone()))?;
    let (config, mut sandbox) = match evaluate(&boundary, &source_real, &config_file) {
        Ok((sandbox, config)) => {
            findings.push(
                Finding::file(&config_file, "config evaluated in the sandbox")
                    .with(report::Action::Converted),
            );
            (config, Some(sandbox))
        }
        Err(why) => {
            findings.push(Finding::file(
                &config_file,
                format!(
                    "config read as data: evaluation failed ({why}); computed parts are left out"
                ),
            ));
            (read_config(&mut modules, &config_file, &mut findings), None)
        }
    };
    let (theme, kind) = theme_options(
        &config,
        sandbox.as_mut().map(|s| (s, source_real.as_path())),
        &mut modules,
        &mut findings,
    );
    let site_info = pages::SiteInfo {
        locales: locale_langs(&config),
        hostname: theme
            .as_ref()
            .and_then(|t| t.get("hostname"))
            .and_then(js_literal::Node::as_str)
            .filter(|h| h.starts_with("http"))
            .map(str::to_owned),
        components: components::Components::load(&source, &boundary),
    };
    let mut pages = pages::collect(&source, &boundary, &site_info, &mut findings);
    if let Some(sandbox) = sandbox.as_ref().filter(|s| s.has_path_functions()) {
        resolve_aliases(&mut pages.files, sandbox, &source_real, &mut findings);
    }
    // theme-hope makes a catalog page for a folder without a README; the default theme does not.
    if kind == ThemeKind::Hope {
        pages::add_catalogs(&mut pages, &mut findings);
    }
    pages::mark_untranslated(&mut pages, &site_info.locales, &mut findings);
    // Last of the rewrites of page text: a line range counts the original file's lines, and every
    // rewrite before this one (the front matter `untranslated: true` adds included) moves them.
    ranges::renumber(&mut pages.files, &source_real, &mut findings);
    let converted = config::convert(
        &config::Input {
            config: &config,
            theme: theme.as_ref(),
            info: &pages.info,
            page_redirects: &pages.redirects,
            styles: &read_styles(&vuepress, &boundary),
        },
        &mut findings,
    )
    .map_err(ImportError::Yaml)?;
    report_vuepress_extras(&vuepress, &mut findings);

    let mut files = vec![OutFile {
        path: "site.yaml".into(),
        content: Content::Bytes(converted.site.into_bytes()),
    }];
    let locales = converted.locale_files.len();
    files.extend(
        converted
            .locale_files
            .into_iter()
            .map(|(path, text)| OutFile {
                path,
                content: Content::Bytes(text.into_bytes()),
            }),
    );
    let public = public_files(&source, &boundary, &mut findings);
    let public = not_built(public, &site_info.locales, &pages.info, &mut findings);
    let counts = Counts {
        pages: pages.pages,
        assets: pages.assets,
        public: public.len(),
        locales,
        redirects: converted.redirects,
    };
    let mut taken: BTreeSet<String> = files.iter().map(|f| f.path.clone()).collect();
    for file in pages.files.into_iter().chain(public) {
        if !is_safe_relative(&file.path) {
            findings.push(Finding::file(
                &file.path,
                "not imported: the name is not allowed in a docs content folder",
            ));
        } else if !taken.insert(file.path.clone()) {
            findings.push(Finding::file(
                &file.path,
                format!(
                    "not imported: `{}` is written by the import itself",
                    file.path
                ),
            ));
        } else {
            files.push(file);
        }
    }
    Ok(Plan {
        source,
        files,
        findings,
        counts,
    })
}

/// Run the config in a fresh sandbox whose reads stay inside `boundary` (and its repository).
fn evaluate(
    boundary: &Path,
    source: &Path,
    config_file: &str,
) -> Result<(sandbox::Sandbox, js_literal::Node), sandbox::SandboxError> {
    let mut sandbox = sandbox::Sandbox::new(boundary)?;
    let config = sandbox.evaluate(&source.join(config_file), config_file)?;
    Ok((sandbox, config))
}

/// The config read as data (the fallback when evaluation fails).
fn read_config(
    modules: &mut resolve::Modules,
    config_file: &str,
    findings: &mut Vec<Finding>,
) -> js_literal::Node {
    modules.default_export(config_file).unwrap_or_else(|| {
        findings.push(Finding::file(
            config_file,
            "no plain `export default {…}` (or `module.exports = {…}`): site.yaml gets default values",
        ));
        js_literal::Node {
            value: js_literal::Js::Object(Vec::new()),
            at: js_literal::At {
                file: config_file.to_owned(),
                line: 1,
            },
        }
    })
}

/// `(prefix, lang)` of the config's locales, longest prefix first (`/` when there are none).
fn locale_langs(config: &js_literal::Node) -> Vec<(String, String)> {
    let fallback = config
        .get("lang")
        .and_then(js_literal::Node::as_str)
        .unwrap_or("en-US")
        .to_owned();
    let mut out: Vec<(String, String)> = match config.get("locales").map(|n| &n.value) {
        Some(js_literal::Js::Object(entries)) => entries
            .iter()
            .filter(|(k, _)| k.starts_with('/'))
            .map(|(k, v)| {
                let lang = v
                    .get("lang")
                    .and_then(js_literal::Node::as_str)
                    .unwrap_or(&fallback);
                (k.clone(), lang.to_owned())
            })
            .collect(),
        _ => Vec::new(),
    };
    if !out.iter().any(|(p, _)| p == "/") {
        out.push(("/".to_owned(), fallback));
    }
    out.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
    out
}

/// The folder holding `.vuepress`: `dir` itself, else its only sub-folder that has one
/// (`src/`, `docs/`).
fn source_folder(dir: &Path) -> Result<PathBuf, ImportError> {
    if dir.join(".vuepress").is_dir() {
        return Ok(dir.to_owned());
    }
    let entries = std::fs::read_dir(dir).map_err(|source| ImportError::Read {
        path: dir.to_owned(),
        source,
    })?;
    let mut found: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            name != "node_modules" && !name.starts_with('.') && p.join(".vuepress").is_dir()
        })
        .collect();
    found.sort();
    match found.len() {
        0 => Err(ImportError::NoVuepress(dir.to_owned())),
        1 => Ok(found.remove(0)),
        _ => Err(ImportError::Ambiguous {
            dir: dir.to_owned(),
            found: found
                .iter()
                .map(|p| format!("`{}`", p.display()))
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}

/// The theme's options: `theme: hopeTheme({…})` in the config (through imports), else the
/// default export of `.vuepress/theme.ts` when the config does not name one (evaluated in the
/// config's sandbox when there is one, read as data otherwise).
fn theme_options(
    config: &js_literal::Node,
    sandbox: Option<(&mut sandbox::Sandbox, &Path)>,
    modules: &mut resolve::Modules,
    findings: &mut Vec<Finding>,
) -> (Option<js_literal::Node>, ThemeKind) {
    use js_literal::Js;
    let Some(mut theme) = theme_node(config, sandbox, modules) else {
        return (None, ThemeKind::Hope);
    };
    // The default theme's stand-in marks its options; read as data, it is a call by its name.
    let mut kind = ThemeKind::Hope;
    if let Js::Object(entries) = &mut theme.value {
        let before = entries.len();
        entries.retain(|(k, _)| k != sandbox::THEME_MARK);
        if entries.len() != before {
            kind = ThemeKind::Default;
        }
    }
    let options = match theme.value {
        Js::Object(_) => Some(theme),
        Js::Call { callee, mut args } if !args.is_empty() => {
            if callee == "defaultTheme" {
                kind = ThemeKind::Default;
            } else {
                findings.push(Finding::at(
                    &theme.at,
                    format!("theme `{callee}(…)` is not vuepress-theme-hope; its options are read as theme-hope's"),
                ));
            }
            Some(args.swap_remove(0))
        }
        Js::Computed(what) => {
            findings.push(Finding::at(
                &theme.at,
                format!("could not convert the theme ({what}); navbar, sidebar and theme options are left out"),
            ));
            None
        }
        _ => None,
    };
    (options, kind)
}

/// Which theme the site uses: the two differ in what they make of the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ThemeKind {
    Hope,
    /// VuePress's `@vuepress/theme-default`.
    Default,
}

/// The theme's value: `theme` in the config, else the default export of `.vuepress/theme.ts`.
fn theme_node(
    config: &js_literal::Node,
    sandbox: Option<(&mut sandbox::Sandbox, &Path)>,
    modules: &mut resolve::Modules,
) -> Option<js_literal::Node> {
    let theme = match config.get("theme") {
        Some(node) => node.clone(),
        None => {
            let file = ["theme.ts", "theme.js"]
                .iter()
                .find_map(|name| modules.load(&format!(".vuepress/{name}")))?;
            let evaluated = sandbox
                .and_then(|(sandbox, source)| sandbox.evaluate(&source.join(&file), &file).ok());
            match evaluated {
                Some(theme) => theme,
                None => modules.default_export(&file)?,
            }
        }
    };
    Some(theme)
}

/// The Sass files under `.vuepress/styles/` the palette is read from, as (path, text); one that
/// leads outside the project is not read.
fn read_styles(vuepress: &Path, boundary: &Path) -> Vec<(String, String)> {
    palette::STYLE_FILES
        .iter()
        .filter_map(|name| {
            let real = vuepress.join("styles").join(name).canonicalize().ok()?;
            if !real.starts_with(boundary) {
                return None;
            }
            let text = std::fs::read_to_string(real).ok()?;
            Some((format!(".vuepress/styles/{name}"), text))
        })
        .collect()
}

/// Parts of `.vuepress` that are code or styling (components, styles, client config), named once.
fn report_vuepress_extras(vuepress: &Path, findings: &mut Vec<Finding>) {
    let Ok(entries) = std::fs::read_dir(vuepress) else {
        return;
    };
    let mut names: Vec<String> = entries
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    for name in names {
        let stem = name.split('.').next().unwrap_or("");
        let read = matches!(stem, "config" | "theme" | "navbar" | "sidebar" | "public")
            || name.starts_with('.');
        if read {
            continue;
        }
        let finding = match stem {
            "components" => Finding::file(
                format!(".vuepress/{name}"),
                "Vue components: read only for literal data the pages show (see the pages' lines); their code is not imported",
            )
            .with(report::Action::Dropped),
            "styles" => Finding::file(
                format!(".vuepress/{name}"),
                "styles not imported: docs has its own theme (light and dark); the palette's colours, fonts and width are read into `palette:` (see their lines)",
            )
            .with(report::Action::Dropped),
            _ => Finding::file(
                format!(".vuepress/{name}"),
                "not imported: code or build files of the VuePress site (client enhancers, root components, layouts) have no equivalent in docs",
            ),
        };
        findings.push(finding);
    }
}

/// `.vuepress/public/**` → `public/**` (links must stay inside the project).
fn public_files(source: &Path, boundary: &Path, findings: &mut Vec<Finding>) -> Vec<OutFile> {
    let public = source.join(".vuepress/public");
    if !public.is_dir() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut problems = Vec::new();
    let visible = |rel: &str| !rel.rsplit('/').next().unwrap_or("").starts_with('.');
    Walk {
        root: source,
        boundary,
        descend: &visible,
        keep: &visible,
    }
    .dir(
        &public,
        &mut |rel, real| {
            let path = rel.strip_prefix(".vuepress/").unwrap_or(&rel).to_owned();
            out.push(OutFile {
                path,
                content: Content::Copy(real),
            });
        },
        &mut problems,
    );
    findings.extend(
        problems
            .into_iter()
            .map(|d| Finding::file(d.span.file, format!("not imported: {}", d.message))),
    );
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// Include and code-import paths of the pages through the config's path functions.
fn resolve_aliases(
    files: &mut [OutFile],
    sandbox: &sandbox::Sandbox,
    source: &Path,
    findings: &mut Vec<Finding>,
) {
    for file in files.iter_mut().filter(|f| f.path.ends_with(".md")) {
        let Content::Bytes(bytes) = &file.content else {
            continue;
        };
        let Ok(text) = std::str::from_utf8(bytes) else {
            continue;
        };
        let mut mapped = 0;
        let mut resolve = |path: &str, kind: aliases::Kind| {
            let target = match kind {
                aliases::Kind::Include => sandbox.resolve_include(path, source),
                aliases::Kind::Code => sandbox.resolve_import_code(path, source),
            };
            mapped += usize::from(target.is_some());
            target
        };
        if let Some(new) = aliases::rewrite(&file.path, text, &mut resolve) {
            findings.push(
                Finding::file(
                    &file.path,
                    format!("{mapped} include path(s) mapped through the config's path function"),
                )
                .with(report::Action::Converted),
            );
            file.content = Content::Bytes(new.into_bytes());
        }
    }
}

/// The public files except those at a path the build writes itself (`robots.txt`, the app's
/// assets): docs would never publish them, and lint would stop the imported site on each.
fn not_built(
    public: Vec<OutFile>,
    locales: &[(String, String)],
    pages: &std::collections::BTreeMap<String, pages::PageInfo>,
    findings: &mut Vec<Finding>,
) -> Vec<OutFile> {
    use crate::site::built;
    let prefixes: Vec<&str> = locales.iter().map(|(p, _)| p.as_str()).collect();
    let has_page = |route: &str| pages.contains_key(route);
    let layout = built::Layout {
        locale_prefixes: &prefixes,
        // Feeds are claimed by the built site's own check (lint) once site.yaml asks for them.
        locale_files: &[],
        has_page: &has_page,
    };
    public
        .into_iter()
        .filter(|file| {
            let rel = file.path.strip_prefix("public/").unwrap_or(&file.path);
            match built::claim(rel, &layout) {
                Some(claim) if !claim.is_page() && rel != built::REDIRECTS => {
                    findings.push(
                        Finding::file(
                            format!(".vuepress/{}", file.path),
                            format!("not imported: docs serves `/{rel}` itself ({claim})"),
                        )
                        .with(report::Action::Replaced),
                    );
                    false
                }
                _ => true,
            }
        })
        .collect()
}

/// Write the plan into `out` (already checked by the caller): everything goes into a staging
/// folder beside it first, which then replaces `out` in one step, as `crate::staging` describes
/// (a signal stops the writing and nothing is published).
pub fn write(plan: &Plan, out: &Path) -> Result<(), ImportError> {
    interrupt::begin_writing()?;
    let parent = out.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(write_err(parent))?;
    folder::sweep_stale(out);
    // The same staging as `docs build`'s; dropped on any error below, it removes itself.
    let staging = Staging::beside(out).map_err(write_err(out))?;
    write_files(plan, staging.path())?;
    interrupt::check()?;
    staging.swap_in(out).map_err(write_err(out))
}

fn write_err(path: &Path) -> impl FnOnce(std::io::Error) -> ImportError {
    let path = path.to_owned();
    move |source| ImportError::Write { path, source }
}

fn write_files(plan: &Plan, staging: &Path) -> Result<(), ImportError> {
    for file in &plan.files {
        interrupt::check()?;
        let dest = OutPath::new(&file.path)
            .map_err(|why| ImportError::OutsideOutput {
                path: file.path.clone(),
                why,
            })?
            .under(staging);
        if let Some(dir) = dest.parent() {
            std::fs::create_dir_all(dir).map_err(write_err(dir))?;
        }
        match &file.content {
            Content::Bytes(bytes) => std::fs::write(&dest, bytes).map_err(write_err(&dest))?,
            Content::Copy(from) => {
                std::fs::copy(from, &dest).map_err(|source| ImportError::Read {
                    path: from.clone(),
                    source,
                })?;
            }
        }
    }
    Ok(())
}
