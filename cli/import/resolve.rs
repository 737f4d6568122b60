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

    fn export(&mut self, file: &str, name: &str, depth: usize) -> Option<Node> {
        let module = self.modules.get(file)?;
        if let Some(node) = module.exports.get(name).cloned() {
            return Some(self.resolve(node, file, depth + 1));
        }
        if let Some(from) = module.reexports.get(name).cloned() {
            let target = self.import_target(file, &from.source)?;
            return self.export(&target, &from.name, depth + 1);
        }
        for source in module.star_exports.clone() {
            if let Some(target) = self.import_target(file, &source) {
                if depth < MAX_DEPTH {
                    if let Some(found) = self.export(&target, name, depth + 1) {
                        return Some(found);
                    }
                }
            }
        }
        None
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

    /// Replace references and helper calls in `node` (read in `file`) by what they stand for;
    /// what cannot be followed becomes [`Js::Computed`] at the reference's position.
    pub fn resolve(&mut self, node: Node, file: &str, depth: usize) -> Node {
        if depth > MAX_DEPTH {
            return computed(node.at, "references nested too deeply (a cycle?)");
        }
        let at = node.at;
        match node.value {
            Js::Ident(name) => self.reference(&name, at, file, depth),
            Js::Call { callee, mut args } if HELPERS.contains(&callee.as_str()) => {
                if args.is_empty() {
                    return computed(at, &format!("`{callee}()` without arguments"));
                }
                let first = args.swap_remove(0);
                self.resolve(first, file, depth + 1)
            }
            Js::Call { callee, args } => Node {
                value: Js::Call {
                    callee,
                    args: self.resolve_all(args, file, depth),
                },
                at,
            },
            Js::Array(items) => Node {
                value: Js::Array(self.resolve_all(items, file, depth)),
                at,
            },
            Js::Object(entries) => Node {
                value: Js::Object(
                    entries
                        .into_iter()
                        .map(|(k, v)| (k, self.resolve(v, file, depth + 1)))
                        .collect(),
                ),
                at,
            },
            value => Node { value, at },
        }
    }

    fn resolve_all(&mut self, nodes: Vec<Node>, file: &str, depth: usize) -> Vec<Node> {
        nodes
            .into_iter()
            .map(|n| self.resolve(n, file, depth + 1))
            .collect()
    }

    fn reference(&mut self, name: &str, at: At, file: &str, depth: usize) -> Node {
        let Some(module) = self.modules.get(file) else {
            return computed(at, &format!("`{name}`"));
        };
        if let Some(bound) = module.bindings.get(name).cloned() {
            return self.resolve(bound, file, depth + 1);
        }
        let Some(import) = module.imports.get(name).cloned() else {
            return computed(at, &format!("`{name}`, which is not defined in this file"));
        };
        let Some(target) = self.import_target(file, &import.source) else {
            return computed(at, &format!("`{name}`, imported from `{}`", import.source));
        };
        match self.export(&target, &import.name, depth + 1) {
            Some(found) => found,
            None => computed(
                at,
                &format!("`{name}`: `{target}` has no plain `{}` export", import.name),
            ),
        }
    }
}

fn computed(at: At, what: &str) -> Node {
    Node {
        value: Js::Computed(what.to_owned()),
        at,
    }
}
