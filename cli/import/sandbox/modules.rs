//! Where an import leads, and what QuickJS gets for it. The rules that keep the sandbox closed
//! live here: files are read only inside the project (symbolic links resolved), packages of the
//! same repository only inside that repository, Node's file, network and process modules are
//! refused, and every other package is a stand-in that records what the config asks of it.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Instant;

use rquickjs::loader::{ImportAttributes, Loader, Resolver};
use rquickjs::{Ctx, Error, Module, Object, Result};

use super::strip;

/// The module that holds the stand-ins' code (`stand_ins.js`).
pub const STAND_INS: &str = "docs:stand-ins";

/// Node modules a config may import: each is a stand-in on strings (`path`, `url`) or an empty
/// environment (`process`, `module`). Every other Node module is refused.
const NODE_ALLOWED: &[&str] = &["path", "url", "process", "module"];

/// Node's own modules (`fs`, `child_process`, `http`…): importing one fails.
const NODE_BUILTINS: &[&str] = &[
    "assert",
    "async_hooks",
    "buffer",
    "child_process",
    "cluster",
    "console",
    "constants",
    "crypto",
    "dgram",
    "diagnostics_channel",
    "dns",
    "domain",
    "events",
    "fs",
    "http",
    "http2",
    "https",
    "inspector",
    "module",
    "net",
    "os",
    "path",
    "perf_hooks",
    "process",
    "punycode",
    "querystring",
    "readline",
    "repl",
    "stream",
    "string_decoder",
    "sys",
    "timers",
    "tls",
    "trace_events",
    "tty",
    "url",
    "util",
    "v8",
    "vm",
    "wasi",
    "worker_threads",
    "zlib",
];

/// Extensions tried for an import written without one, or with `.js` for a `.ts` file.
const EXTENSIONS: &[&str] = &["ts", "mts", "js", "mjs", "cts", "cjs", "json"];

/// Folders searched below the repository root for its packages (`docs/shared/package.json`,
/// `packages/*/package.json`); deeper packages are not found, which only means a stand-in.
const WORKSPACE_DEPTH: usize = 4;

/// What the resolver and the loader share.
pub struct State {
    /// The folder given to the import, canonical: the project's own files are read only here.
    pub project: PathBuf,
    /// The repository around the project (see [`repo_root`]): packages of the same repository
    /// are read only here.
    pub repo: PathBuf,
    /// What `process.cwd()` and a relative `path.resolve` answer.
    pub cwd: String,
    /// When the current evaluation or call must stop.
    pub deadline: Rc<Cell<Instant>>,
    /// `(specifier, imported, local)` of each loaded module, by module name.
    imports: HashMap<String, Vec<(String, String, String)>>,
    /// Stand-in module name -> (stand-in key, specifier, importer).
    stand_ins: HashMap<String, (String, String, String)>,
    /// Package name -> folder, found on first use.
    workspace: Option<Vec<(String, PathBuf)>>,
}

impl State {
    pub fn new(project: PathBuf, deadline: Rc<Cell<Instant>>) -> Self {
        let repo = repo_root(&project);
        Self {
            cwd: project.to_string_lossy().into_owned(),
            project,
            repo,
            deadline,
            imports: HashMap::new(),
            stand_ins: HashMap::new(),
            workspace: None,
        }
    }
}

/// The repository root: the nearest folder at or above the project with `.git`,
/// `pnpm-workspace.yaml` or a package.json that lists `workspaces`. Reads for workspace packages
/// stay inside it and never go above it. A repository copied without those root files still
/// says what it holds: the project's package.json names its sibling packages as `workspace:*`
/// dependencies, so the root is then the lowest folder (at most [`WORKSPACE_DEPTH`] levels up)
/// holding one of them. A project in no repository is its own boundary.
pub fn repo_root(project: &Path) -> PathBuf {
    let marked = project.ancestors().find(|dir| {
        dir.join(".git").exists()
            || dir.join("pnpm-workspace.yaml").is_file()
            || read_json(&dir.join("package.json")).is_some_and(|p| p.get("workspaces").is_some())
    });
    if let Some(root) = marked {
        return root.to_owned();
    }
    let Some(package) = project
        .ancestors()
        .find(|d| d.join("package.json").is_file())
    else {
        return project.to_owned();
    };
    let wanted: Vec<String> = read_json(&package.join("package.json"))
        .iter()
        .flat_map(|manifest| {
            ["dependencies", "devDependencies"]
                .iter()
                .filter_map(|key| manifest.get(*key)?.as_object().cloned())
                .flatten()
                .collect::<Vec<_>>()
        })
        .filter(|(name, version)| {
            version
                .as_str()
                .is_some_and(|v| v.starts_with("workspace:"))
                && !is_vuepress_package(name)
        })
        .map(|(name, _)| name)
        .collect();
    if wanted.is_empty() {
        return project.to_owned();
    }
    package
        .ancestors()
        .take(WORKSPACE_DEPTH + 1)
        .find(|dir| {
            workspace_packages(dir)
                .iter()
                .any(|(name, folder)| wanted.contains(name) && !package.starts_with(folder))
        })
        .map_or_else(|| project.to_owned(), Path::to_owned)
}

fn read_json(path: &Path) -> Option<serde_json::Value> {
    serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()
}

/// The QuickJS resolver: specifier -> module name (a canonical path, or a stand-in's name).
pub struct Resolve(pub Rc<RefCell<State>>);
/// The QuickJS loader: module name -> compiled module.
pub struct Load(pub Rc<RefCell<State>>);

impl Resolver for Resolve {
    fn resolve<'js>(
        &mut self,
        _ctx: &Ctx<'js>,
        base: &str,
        name: &str,
        _attributes: Option<ImportAttributes<'js>>,
    ) -> Result<String> {
        let refuse = |why: &str| Error::new_resolving_message(base, name, why);
        let mut state = self.0.borrow_mut();
        if name == STAND_INS {
            return Ok(name.to_owned());
        }
        if name.starts_with('.') || name.starts_with('/') {
            let importer = Path::new(base);
            let dir = importer
                .parent()
                .ok_or_else(|| refuse("no folder to resolve from"))?;
            // A project file may read only the project; a workspace package its repository.
            let boundary = if importer.starts_with(&state.project) {
                state.project.clone()
            } else {
                state.repo.clone()
            };
            let found = find_file(&dir.join(name)).ok_or_else(|| refuse("no such file"))?;
            if !found.starts_with(&boundary) {
                return Err(refuse(&format!(
                    "leads outside `{}`; the sandbox reads nothing there",
                    boundary.display()
                )));
            }
            return Ok(found.to_string_lossy().into_owned());
        }
        let node = name.strip_prefix("node:").unwrap_or(name);
        let first = node.split('/').next().unwrap_or(node);
        if name.starts_with("node:") || NODE_BUILTINS.contains(&first) {
            if !NODE_ALLOWED.contains(&node) {
                return Err(refuse(
                    "Node's file, network and process modules are not available in the sandbox",
                ));
            }
            return Ok(state.stand_in(&format!("node:{node}"), name, base));
        }
        let (package, sub) = split_package(name);
        if !is_vuepress_package(package) || sub == "package.json" {
            if let Some(found) = state.workspace_module(package, sub) {
                return Ok(found.to_string_lossy().into_owned());
            }
        }
        Ok(state.stand_in(name, name, base))
    }
}

impl State {
    /// Name the stand-in for `specifier` as imported by `importer` (one module per importer, so
    /// each exports exactly the names its importer asks for).
    fn stand_in(&mut self, key: &str, specifier: &str, importer: &str) -> String {
        let name = format!("stand-in:{key} (for {importer})");
        self.stand_ins.insert(
            name.clone(),
            (key.to_owned(), specifier.to_owned(), importer.to_owned()),
        );
        name
    }

    /// The stand-in key (`vuepress`, `node:path`) of a module name the resolver gave, if it names one.
    pub fn stand_in_key(&self, name: &str) -> Option<&str> {
        self.stand_ins.get(name).map(|(key, _, _)| key.as_str())
    }

    /// The file a package of this repository exports at `sub` (`""` for its main entry).
    fn workspace_module(&mut self, package: &str, sub: &str) -> Option<PathBuf> {
        let repo = self.repo.clone();
        let packages = self
            .workspace
            .get_or_insert_with(|| workspace_packages(&repo));
        let folder = packages.iter().find(|(n, _)| n == package)?.1.clone();
        let manifest = read_json(&folder.join("package.json"))?;
        let mut candidates: Vec<String> = Vec::new();
        if sub.is_empty() {
            candidates.extend(export_target(manifest.get("exports"), "."));
            for key in ["module", "main"] {
                candidates.extend(
                    manifest
                        .get(key)
                        .and_then(|v| v.as_str())
                        .map(str::to_owned),
                );
            }
            candidates.extend(["src/index".to_owned(), "index".to_owned()]);
        } else {
            candidates.extend(export_target(manifest.get("exports"), &format!("./{sub}")));
            candidates.extend([format!("src/{sub}"), sub.to_owned()]);
        }
        // A build output that is not there (`./dist/index.js` before `pnpm build`) is found in
        // the sources it is built from (`src/index.ts`).
        let with_sources: Vec<String> = candidates
            .iter()
            .flat_map(|c| {
                let c = c.trim_start_matches("./").to_owned();
                let src = ["dist/", "lib/", "build/"]
                    .iter()
                    .find_map(|out| c.strip_prefix(out))
                    .map(|rest| format!("src/{rest}"));
                std::iter::once(c).chain(src)
            })
            .collect();
        with_sources
            .iter()
            .filter_map(|c| find_file(&folder.join(c)))
            .find(|found| found.starts_with(&self.repo))
    }
}

/// `@scope/name/sub` -> (`@scope/name`, `sub`); `name/sub` -> (`name`, `sub`).
fn split_package(spec: &str) -> (&str, &str) {
    let cut = if spec.starts_with('@') { 2 } else { 1 };
    let mut end = spec.len();
    for (count, (i, _)) in spec.match_indices('/').enumerate() {
        if count + 1 == cut {
            end = i;
            break;
        }
    }
    (
        spec.get(..end).unwrap_or(spec),
        spec.get(end + 1..).unwrap_or(""),
    )
}

/// VuePress, its themes and plugins: always stand-ins, even when the repository holds their
/// sources (theme-hope's does), because running them needs Node, Vite and the file system.
fn is_vuepress_package(package: &str) -> bool {
    package == "vuepress"
        || package.starts_with("@vuepress/")
        || package.contains("vuepress-plugin-")
        || package.contains("vuepress-theme-")
        || package.starts_with("vuepress-")
}

/// The path `exports` gives for `key` (`"."`, `"./client"`), preferring the ES module condition.
fn export_target(exports: Option<&serde_json::Value>, key: &str) -> Option<String> {
    use serde_json::Value;
    fn pick(value: &Value) -> Option<String> {
        match value {
            Value::String(s) => Some(s.clone()),
            Value::Object(map) => ["import", "module", "default", "node", "require"]
                .iter()
                .find_map(|k| map.get(*k).and_then(pick)),
            _ => None,
        }
    }
    match exports? {
        Value::String(s) if key == "." => Some(s.clone()),
        Value::Object(map) if map.keys().all(|k| !k.starts_with('.')) && key == "." => {
            pick(&Value::Object(map.clone()))
        }
        Value::Object(map) => map.get(key).and_then(pick),
        _ => None,
    }
}

/// Package name -> folder for every package.json under `repo` (a few levels, no
/// `node_modules`, no hidden folders, symbolic links not followed).
fn workspace_packages(repo: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut queue = vec![(repo.to_owned(), 0)];
    while let Some((dir, depth)) = queue.pop() {
        if let Some(name) = read_json(&dir.join("package.json"))
            .as_ref()
            .and_then(|p| p.get("name"))
            .and_then(|n| n.as_str())
        {
            out.push((name.to_owned(), dir.clone()));
        }
        if depth >= WORKSPACE_DEPTH {
            continue;
        }
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let is_dir = entry.file_type().is_ok_and(|t| t.is_dir());
            if is_dir && !name.starts_with('.') && name != "node_modules" {
                queue.push((entry.path(), depth + 1));
            }
        }
    }
    out.sort();
    out
}

/// The file an import names: as written, `.js` written for a `.ts` file, no extension, or a
/// folder's `index`; canonical (symbolic links resolved) so the caller's boundary check holds.
fn find_file(path: &Path) -> Option<PathBuf> {
    let mut candidates = vec![path.to_owned()];
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if let Some(ts) = match ext {
        "js" => Some("ts"),
        "mjs" => Some("mts"),
        "cjs" => Some("cts"),
        _ => None,
    } {
        candidates.push(path.with_extension(ts));
    }
    let text = path.to_string_lossy();
    candidates.extend(
        EXTENSIONS
            .iter()
            .map(|e| PathBuf::from(format!("{text}.{e}"))),
    );
    candidates.extend(EXTENSIONS.iter().map(|e| path.join(format!("index.{e}"))));
    candidates
        .into_iter()
        .find(|c| c.is_file())
        .and_then(|c| c.canonicalize().ok())
}

impl Loader for Load {
    fn load<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        name: &str,
        _attributes: Option<ImportAttributes<'js>>,
    ) -> Result<Module<'js, rquickjs::module::Declared>> {
        let source = {
            let state = self.0.borrow();
            if Instant::now() > state.deadline.get() {
                return Err(Error::new_loading_message(name, "the time limit passed"));
            }
            if name == STAND_INS {
                let cwd = serde_json::to_string(&state.cwd).unwrap_or_else(|_| "\"/\"".into());
                Some(include_str!("stand_ins.js").replace("__CWD__", &cwd))
            } else {
                state.stand_ins.get(name).map(|(key, spec, importer)| {
                    stand_in_source(key, spec, state.imports.get(importer.as_str()))
                })
            }
        };
        let Some(source) = source else {
            return self.load_file(ctx, name);
        };
        Module::declare(ctx.clone(), name, source)
    }
}

impl Load {
    /// Read, strip and declare the file module `name` (a canonical path).
    pub fn load_file<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        name: &str,
    ) -> Result<Module<'js, rquickjs::module::Declared>> {
        let fail = |why: String| Error::new_loading_message(name, why);
        let path = PathBuf::from(name);
        // Names come from the resolver, which checked them; checked again so no other way in
        // (a name QuickJS made up) can read outside the repository.
        if !path.is_absolute() || !path.starts_with(&self.0.borrow().repo) {
            return Err(fail("outside the project".into()));
        }
        let text = std::fs::read_to_string(&path).map_err(|e| fail(e.to_string()))?;
        let code = if path.extension().is_some_and(|e| e == "json") {
            serde_json::from_str::<serde_json::Value>(&text).map_err(|e| fail(e.to_string()))?;
            let literal = serde_json::to_string(&text).map_err(|e| fail(e.to_string()))?;
            format!("export default JSON.parse({literal});")
        } else {
            let prepared = strip::prepare(&path, &text).map_err(fail)?;
            self.0
                .borrow_mut()
                .imports
                .insert(name.to_owned(), prepared.imports);
            prepared.code
        };
        let module = Module::declare(ctx.clone(), name, code)?;
        let meta: Object = module.meta()?;
        let url = format!("file://{}", name.replace('\\', "/"));
        meta.set("url", url)?;
        meta.set("filename", name)?;
        meta.set(
            "dirname",
            path.parent()
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default(),
        )?;
        Ok(module)
    }
}

/// A module exporting, for each name its importer asks for, the stand-in's value.
fn stand_in_source(
    key: &str,
    specifier: &str,
    imports: Option<&Vec<(String, String, String)>>,
) -> String {
    let lit = |s: &str| serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into());
    let mut out = format!("import {{ exported }} from {};\n", lit(STAND_INS));
    let mut seen: Vec<&str> = Vec::new();
    let mut default_local = "";
    for (spec, imported, local) in imports.into_iter().flatten() {
        if spec != specifier {
            continue;
        }
        if imported == "default" {
            default_local = local;
        } else if !seen.contains(&imported.as_str()) {
            seen.push(imported);
            let n = seen.len();
            out.push_str(&format!(
                "const v{n} = exported({}, {}, {});\nexport {{ v{n} as {} }};\n",
                lit(key),
                lit(imported),
                lit(local),
                export_name(imported)
            ));
        }
    }
    let default = if key.ends_with(".json") {
        "{}".to_owned()
    } else {
        format!(
            "exported({}, \"default\", {})",
            lit(key),
            lit(default_local)
        )
    };
    out.push_str(&format!("export default {default};\n"));
    out
}

/// A name for `export { v as name }`: bare when it is an identifier (reserved words included, as
/// the grammar allows there), quoted otherwise.
fn export_name(name: &str) -> String {
    let mut chars = name.chars();
    let identifier = chars
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '$');
    if identifier {
        name.to_owned()
    } else {
        serde_json::to_string(name).unwrap_or_else(|_| "\"\"".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn package_names_split_from_their_subpath() {
        assert_eq!(split_package("@docs/shared"), ("@docs/shared", ""));
        assert_eq!(
            split_package("@docs/shared/client"),
            ("@docs/shared", "client")
        );
        assert_eq!(split_package("vuepress/utils"), ("vuepress", "utils"));
        assert_eq!(split_package("vuepress"), ("vuepress", ""));
    }

    #[test]
    fn exports_prefer_the_module_entry() {
        let exports = serde_json::json!({".": {"types": "./dist/index.d.ts", "default": "./dist/index.js"}, "./client": "./dist/client.js"});
        assert_eq!(
            export_target(Some(&exports), ".").as_deref(),
            Some("./dist/index.js")
        );
        assert_eq!(
            export_target(Some(&exports), "./client").as_deref(),
            Some("./dist/client.js")
        );
    }
}
