//! Follow references between config files: identifiers to the constants and imports of their
//! module, `import x from "./navbar.js"` to that file's export, and the known config helpers
//! (`defineUserConfig({…})`, `hopeTheme({…})`, `navbar([…])`…) to their first argument. Files are
//! read only inside the source folder (symlinks resolved); nothing is executed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::js_literal::{self, At, Js, Module, Node};

/// Calls that only wrap their first argument (type helpers of VuePress and theme-hope).
const HELPERS: &[&str] = &[
    "defineUserConfig",
    "defineConfig",
    "hopeTheme",
    "defaultTheme",
    "navbar",
    "sidebar",
    "defineNavbarConfig",
    "defineSidebarConfig",
    "defineHopeConfig",
    "defineThemeConfig",
];

/// References deeper than this are reported instead of followed (a cycle, or a maze).
const MAX_DEPTH: usize = 24;

/// The config modules read so far, by path relative to the source folder.
pub struct Modules {
    /// The source folder, canonical: every file read must resolve inside it.
    root: PathBuf,
    modules: HashMap<String, Module>,
}

impl Modules {
    /// Modules under the canonical folder `root`.
    pub fn new(root: PathBuf) -> Self {
        Self {
            root,
            modules: HashMap::new(),
        }
    }

    /// Read `rel` (relative to the source folder) if it exists inside it; returns its name.
    pub fn load(&mut self, rel: &str) -> Option<String> {
        let real = self.root.join(rel).canonicalize().ok()?;
        if !real.starts_with(&self.root) || !real.is_file() {
            return None;
        }
        let name = self.rel(&real);
        if !self.modules.contains_key(&name) {
            let text = std::fs::read_to_string(&real).ok()?;
            let module = js_literal::parse_module(&name, &text);
            self.modules.insert(name.clone(), module);
        }
        Some(name)
    }

    fn rel(&self, real: &Path) -> String {
        real.strip_prefix(&self.root)
            .unwrap_or(real)
            .to_string_lossy()
            .replace('\\', "/")
    }

    /// The resolved default export of a loaded module.
    pub fn default_export(&mut self, file: &str) -> Option<Node> {
        self.export(file, "default", 0)
    }

    /// The export `name` of `file`, resolved; `refs` counts the references followed so far.
    fn export(&mut self, file: &str, name: &str, refs: usize) -> Option<Node> {
        if refs > MAX_DEPTH {
            return None;
        }
        let module = self.modules.get(file)?;
        if let Some(node) = module.exports.get(name).cloned() {
            return Some(self.resolve(node, file, refs + 1));
        }
        if let Some(from) = module.reexports.get(name).cloned() {
            let target = self.import_target(file, &from.source)?;
            if from.name == "*" {
                return Some(self.namespace(&target, refs + 1));
            }
            return self.export(&target, &from.name, refs + 1);
        }
        if name == "default" {
            return None; // `export *` never re-exports a default
        }
        for source in module.star_exports.clone() {
            if let Some(target) = self.import_target(file, &source) {
                if let Some(found) = self.export(&target, name, refs + 1) {
                    return Some(found);
                }
            }
        }
        None
    }

    /// Every named export of `file` (`import * as ns` used as a whole value), as an object.
    fn namespace(&mut self, file: &str, refs: usize) -> Node {
        let at = At {
            file: file.to_owned(),
            line: 1,
        };
        let mut names = Vec::new();
        self.export_names(file, refs, &mut names);
        let entries = names
            .into_iter()
            .filter_map(|name| {
                let value = self.export(file, &name, refs + 1)?;
                Some((name, value))
            })
            .collect();
        Node {
            value: Js::Object(entries),
            at,
        }
    }

    /// The named exports of `file`, its `export *` sources included (each name once).
    fn export_names(&mut self, file: &str, refs: usize, out: &mut Vec<String>) {
        if refs > MAX_DEPTH {
            return;
        }
        let Some(module) = self.modules.get(file) else {
            return;
        };
        let own: Vec<String> = module
            .exports
            .keys()
            .chain(module.reexports.keys())
            .filter(|n| *n != "default")
            .cloned()
            .collect();
        let stars = module.star_exports.clone();
        for name in own {
            if !out.contains(&name) {
                out.push(name);
            }
        }
        for source in stars {
            if let Some(target) = self.import_target(file, &source) {
                self.export_names(&target, refs + 1, out);
            }
        }
    }

    /// The module an import specifier names, when it is a relative path to a file inside the
    /// source folder (`./navbar.js` also finds `navbar.ts`, and `./sidebar` finds `sidebar/index.ts`).
    fn import_target(&mut self, from_file: &str, source: &str) -> Option<String> {
        if !source.starts_with("./") && !source.starts_with("../") {
            return None;
        }
        let dir = Path::new(from_file).parent().unwrap_or(Path::new(""));
        let base = dir.join(source).to_string_lossy().replace('\\', "/");
        let stem = [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"]
            .iter()
            .find_map(|ext| base.strip_suffix(ext))
            .unwrap_or(&base)
            .to_owned();
        let candidates = [
            base.clone(),
            format!("{stem}.ts"),
            format!("{stem}.mts"),
            format!("{stem}.js"),
            format!("{stem}.mjs"),
            format!("{stem}/index.ts"),
            format!("{stem}/index.js"),
        ];
        candidates.iter().find_map(|c| self.load(c))
    }

    /// Replace references, member access, spreads and helper calls in `node` (read in `file`) by
    /// what they stand for; what cannot be followed becomes [`Js::Computed`] at the reference's
    /// position. `refs` counts references followed (a cycle stops at [`MAX_DEPTH`]); the nesting
    /// of literals is bounded by the parser.
    pub fn resolve(&mut self, node: Node, file: &str, refs: usize) -> Node {
        if refs > MAX_DEPTH {
            return computed(node.at, "references nested too deeply (a cycle?)");
        }
        let at = node.at;
        match node.value {
            Js::Ident(name) => self.reference(&name, at, file, refs),
            Js::Member(object, key) => self.member(*object, &key, at, file, refs),
            Js::Call { callee, mut args } if HELPERS.contains(&callee.as_str()) => {
                if args.is_empty() {
                    return computed(at, &format!("`{callee}()` without arguments"));
                }
                let first = args.swap_remove(0);
                self.resolve(first, file, refs)
            }
            Js::Call { callee, args } => Node {
                value: Js::Call {
                    callee,
                    args: self.resolve_all(args, file, refs),
                },
                at,
            },
            Js::Array(items) => {
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    match item.value {
                        Js::Spread(inner) => {
                            let spread = self.resolve(*inner, file, refs);
                            match spread.value {
                                Js::Array(more) => out.extend(more),
                                Js::Computed(_) => out.push(spread),
                                _ => out.push(computed(
                                    item.at,
                                    "a spread of something that is not a list",
                                )),
                            }
                        }
                        _ => out.push(self.resolve(item, file, refs)),
                    }
                }
                Node {
                    value: Js::Array(out),
                    at,
                }
            }
            Js::Object(entries) => {
                let mut out: Vec<(String, Node)> = Vec::with_capacity(entries.len());
                for (key, value) in entries {
                    match value.value {
                        Js::Spread(inner) => {
                            let spread = self.resolve(*inner, file, refs);
                            match spread.value {
                                // Later keys win as in JS: `get` reads the last one.
                                Js::Object(more) => out.extend(more),
                                Js::Computed(_) => out.push(("...".to_owned(), spread)),
                                _ => out.push((
                                    "...".to_owned(),
                                    computed(
                                        value.at,
                                        "a spread of something that is not an object",
                                    ),
                                )),
                            }
                        }
                        _ => out.push((key, self.resolve(value, file, refs))),
                    }
                }
                Node {
                    value: Js::Object(out),
                    at,
                }
            }
            Js::Spread(inner) => computed(inner.at, "a spread (`...`) outside a list or object"),
            value => Node { value, at },
        }
    }

    fn resolve_all(&mut self, nodes: Vec<Node>, file: &str, refs: usize) -> Vec<Node> {
        nodes
            .into_iter()
            .map(|n| self.resolve(n, file, refs))
            .collect()
    }

    /// `object.key`: a namespace import's export, else the key of the object (or the index of
    /// the list) the object resolves to.
    fn member(&mut self, object: Node, key: &str, at: At, file: &str, refs: usize) -> Node {
        if let Js::Ident(name) = &object.value {
            let import = self.modules.get(file).and_then(|m| {
                (!m.bindings.contains_key(name))
                    .then(|| m.imports.get(name).cloned())
                    .flatten()
            });
            if let Some(import) = import.filter(|i| i.name == "*") {
                let Some(target) = self.import_target(file, &import.source) else {
                    return computed(
                        at,
                        &format!("`{name}.{key}`, imported from `{}`", import.source),
                    );
                };
                return match self.export(&target, key, refs + 1) {
                    Some(found) => found,
                    None => computed(
                        at,
                        &format!("`{name}.{key}`: `{target}` has no plain `{key}` export"),
                    ),
                };
            }
        }
        let described = describe(&object);
        let resolved = self.resolve(object, file, refs + 1);
        let found = match &resolved.value {
            Js::Object(_) => resolved.get(key).cloned(),
            Js::Array(items) => key
                .parse::<usize>()
                .ok()
                .and_then(|i| items.get(i).cloned()),
            Js::Computed(_) => return resolved,
            _ => None,
        };
        found.unwrap_or_else(|| {
            computed(
                at,
                &format!("`{described}.{key}`, which is not in the data"),
            )
        })
    }

    fn reference(&mut self, name: &str, at: At, file: &str, refs: usize) -> Node {
        let Some(module) = self.modules.get(file) else {
            return computed(at, &format!("`{name}`"));
        };
        if let Some(bound) = module.bindings.get(name).cloned() {
            return self.resolve(bound, file, refs + 1);
        }
        let Some(import) = module.imports.get(name).cloned() else {
            return computed(at, &format!("`{name}`, which is not defined in this file"));
        };
        let Some(target) = self.import_target(file, &import.source) else {
            return computed(at, &format!("`{name}`, imported from `{}`", import.source));
        };
        if import.name == "*" {
            return self.namespace(&target, refs + 1);
        }
        match self.export(&target, &import.name, refs + 1) {
            Some(found) => found,
            None => computed(
                at,
                &format!("`{name}`: `{target}` has no plain `{}` export", import.name),
            ),
        }
    }
}

/// A short name for a member access's object in messages (`navbar`, `config.locales`).
fn describe(node: &Node) -> String {
    match &node.value {
        Js::Ident(name) => name.clone(),
        Js::Member(object, key) => format!("{}.{key}", describe(object)),
        _ => "…".to_owned(),
    }
}

fn computed(at: At, what: &str) -> Node {
    Node {
        value: Js::Computed(what.to_owned()),
        at,
    }
}
