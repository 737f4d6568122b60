//! Follow references between config files: identifiers to the constants and imports of their
//! module, `import x from "./navbar.js"` to that file's export, and the known config helpers
//! (`defineUserConfig({…})`, `hopeTheme({…})`, `navbar([…])`…) to their first argument. Files are
//! read only inside the source folder (symlinks resolved); nothing is executed. This is the
//! fallback for a config the sandbox (`super::sandbox`) could not evaluate.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::js_literal::{self, At, Js, Module, Node};

/// Calls that only wrap their first argument (type helpers of VuePress and theme-hope).
const HELPERS: &[&str] = &[
    "defineUserConfig",
    "defineConfig",
    "hopeTheme",
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
    /// Modules whose `export *` sources are being searched: a cycle (`a` re-exports `b`, which
    /// re-exports `a`) is cut instead of being walked again at every depth.
    searching: Vec<String>,
    /// `(module, name)` pairs already known not to be exported: a diamond of `export *` (two
    /// modules re-exporting the same two, level after level) is then searched in linear time.
    misses: std::collections::HashSet<(String, String)>,
    /// Values left to produce: references can repeat a value (`[a, a]`, level after level), so
    /// the resolved config could grow exponentially; past this it is one computed value.
    budget: usize,
    /// Calls of [`Modules::resolve`] open on the stack (bounded by [`MAX_NESTING`]).
    nesting: usize,
}

/// Values nested deeper than this, counting the nesting of every module a reference leads
/// through, are one computed value: the parser bounds each literal, but a chain of references
/// to deep literals would otherwise nest (and recurse) as deep as all of them together.
const MAX_NESTING: usize = 2 * js_literal::MAX_NESTING;

/// More values than any real config has (the largest theme-hope sites have a few thousand).
const MAX_VALUES: usize = 500_000;

impl Modules {
    /// Modules under the canonical folder `root`.
    pub fn new(root: PathBuf) -> Self {
        Self {
            root,
            modules: HashMap::new(),
            searching: Vec::new(),
            misses: std::collections::HashSet::new(),
            budget: MAX_VALUES,
            nesting: 0,
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
        let key = (file.to_owned(), name.to_owned());
        if self.misses.contains(&key) {
            return None;
        }
        let stars = module.star_exports.clone();
        self.searching.push(file.to_owned());
        let mut found = None;
        for source in stars {
            let Some(target) = self.import_target(file, &source) else {
                continue;
            };
            if self.searching.contains(&target) {
                continue;
            }
            found = self.export(&target, name, refs + 1);
            if found.is_some() {
                break;
            }
        }
        self.searching.pop();
        if found.is_none() {
            self.misses.insert(key);
        }
        found
    }

    /// Every named export of `file` (`import * as ns` used as a whole value), as an object.
    fn namespace(&mut self, file: &str, refs: usize) -> Node {
        let at = At {
            file: file.to_owned(),
            line: 1,
        };
        let mut names = Vec::new();
        let mut seen = Vec::new();
        self.export_names(file, refs, &mut names, &mut seen);
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
    fn export_names(
        &mut self,
        file: &str,
        refs: usize,
        out: &mut Vec<String>,
        seen: &mut Vec<String>,
    ) {
        if refs > MAX_DEPTH || seen.iter().any(|s| s == file) {
            return;
        }
        seen.push(file.to_owned());
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
                self.export_names(&target, refs + 1, out, seen);
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
    /// of the result, and so the recursion, stops at [`MAX_NESTING`].
    pub fn resolve(&mut self, node: Node, file: &str, refs: usize) -> Node {
        if self.nesting >= MAX_NESTING {
            return computed(
                node.at,
                &format!("a value nested deeper than {MAX_NESTING} levels"),
            );
        }
        // Every recursion of the resolver (members, references, exports, items) passes here.
        self.nesting += 1;
        let resolved = self.resolve_counted(node, file, refs);
        self.nesting -= 1;
        resolved
    }

    fn resolve_counted(&mut self, node: Node, file: &str, refs: usize) -> Node {
        if refs > MAX_DEPTH {
            return computed(node.at, "references nested too deeply (a cycle?)");
        }
        if self.budget == 0 {
            return computed(node.at, "a config that expands to too many values");
        }
        self.budget -= 1;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn project(files: &[(&str, &str)]) -> Modules {
        // One folder per call: tests run in parallel.
        static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("docs-resolve-{}-{call}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (name, text) in files {
            let path = dir.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Modules::new(dir.canonicalize().unwrap())
    }

    #[test]
    fn namespace_members_re_exports_and_spreads_resolve_and_star_cycles_end() {
        let mut modules = project(&[
            (
                "theme.ts",
                "import * as nav from \"./nav\";\nconst base = { a: 1 };\nexport default { en: nav.en, zh: nav.zh, all: nav, ...base, b: [...nav.en, \"x\"] };\n",
            ),
            ("nav/index.ts", "export * from \"./index.js\";\nexport * from \"./en\";\nexport { z as zh } from \"./zh\";\n"),
            ("nav/en.ts", "export * from \"./index\";\nexport const en = navbar([\"/\"]);\n"),
            ("nav/zh.ts", "export const z = [\"/zh/\"];\n"),
        ]);
        let file = modules.load("theme.ts").unwrap();
        let theme = modules.default_export(&file).unwrap();
        let strings = |n: &Node| match &n.value {
            Js::Array(items) => items
                .iter()
                .filter_map(Node::as_str)
                .map(str::to_owned)
                .collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        assert_eq!(strings(theme.get("en").unwrap()), ["/"]);
        assert_eq!(strings(theme.get("zh").unwrap()), ["/zh/"]);
        assert_eq!(strings(theme.get("b").unwrap()), ["/", "x"]);
        assert_eq!(theme.get("a").unwrap().value, Js::Num(1.0));
        let all = theme.get("all").unwrap();
        assert!(
            all.get("en").is_some() && all.get("zh").is_some(),
            "{all:?}"
        );
    }

    #[test]
    fn a_diamond_of_star_re_exports_is_searched_in_linear_time() {
        // 20 levels of two modules, each re-exporting both modules of the next level: 2^20 paths.
        let mut files: Vec<(String, String)> = (0..20)
            .flat_map(|level| {
                ["a", "b"].map(|side| {
                    (
                        format!("{side}{level}.ts"),
                        format!(
                            "export * from \"./a{n}\";\nexport * from \"./b{n}\";\n",
                            n = level + 1
                        ),
                    )
                })
            })
            .collect();
        files.push((
            "theme.ts".into(),
            "import { gone } from \"./a0\";\nexport default { x: gone };\n".into(),
        ));
        let refs: Vec<(&str, &str)> = files
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        let mut modules = project(&refs);
        let started = std::time::Instant::now();
        let file = modules.load("theme.ts").unwrap();
        let theme = modules.default_export(&file).unwrap();
        assert!(matches!(theme.get("x").unwrap().value, Js::Computed(_)));
        assert!(started.elapsed() < std::time::Duration::from_secs(2));
    }

    #[test]
    fn a_value_doubling_at_every_reference_stops_at_the_budget() {
        let mut text: String = (1..24)
            .map(|n| format!("const a{n} = [a{m}, a{m}];\n", m = n - 1))
            .collect();
        text = format!("const a0 = \"x\";\n{text}export default {{ big: a23 }};\n");
        let mut modules = project(&[("deep/theme.ts", &text)]);
        let started = std::time::Instant::now();
        let file = modules.load("deep/theme.ts").unwrap();
        assert!(modules.default_export(&file).is_some());
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
    }

    #[test]
    fn a_module_re_exporting_itself_many_times_is_searched_once() {
        let stars = "export * from \"./a\";\n".repeat(8);
        let mut modules = project(&[
            ("a.ts", &stars),
            (
                "theme.ts",
                "import { nothing } from \"./a\";\nexport default { x: nothing };\n",
            ),
        ]);
        let file = modules.load("theme.ts").unwrap();
        let theme = modules.default_export(&file).unwrap();
        assert!(matches!(theme.get("x").unwrap().value, Js::Computed(_)));
    }

    #[test]
    fn a_chain_of_references_to_deep_literals_resolves_on_a_small_stack() {
        // Regression: issue 53. Each literal is within the parser's bound, but following 23
        // references nests them all: 23 × 120 levels of recursion, unbounded.
        let mut text = String::from("const a0 = \"x\";\n");
        for n in 1..24 {
            let m = n - 1;
            text.push_str(&format!(
                "const a{n} = {}a{m}{};\n",
                "[".repeat(120),
                "]".repeat(120)
            ));
        }
        text.push_str("export default { deep: a23, after: \"kept\" };\n");
        let theme = std::thread::Builder::new()
            // Enough for the bounded nesting in a debug build; the unbounded one needs more.
            .stack_size(2 * 1024 * 1024)
            .spawn(move || {
                let mut modules = project(&[("theme.ts", &text)]);
                let file = modules.load("theme.ts").unwrap();
                modules.default_export(&file).unwrap()
            })
            .unwrap()
            .join()
            .expect("the resolver overflowed a small stack or panicked");
        assert_eq!(theme.get("after").unwrap().as_str(), Some("kept"));
        let mut node = theme.get("deep").unwrap();
        let mut levels = 1; // the object around it
        while let Js::Array(items) = &node.value {
            node = &items[0];
            levels += 1;
        }
        // Each of the three references crossed (a23, a22, a21) is a level of its own.
        assert_eq!(levels, MAX_NESTING - 3);
        assert!(
            matches!(&node.value, Js::Computed(w) if w.contains("nested deeper")),
            "{node:?}"
        );
    }
}
