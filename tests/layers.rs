//! The layer list of `DESIGN.md`, checked on the code: a module of `cli/` may name (`crate::x`) only
//! modules of a lower layer. A new upward import fails here with the file and line, so the model
//! cannot quietly come to depend on what is built on it (the way `site` once called the import).
//! Test code at the end of a file (`#[cfg(test)] mod tests`) may use any layer for its fixtures.

use std::path::{Path, PathBuf};

/// Inside a layer: the sub-modules of one module form no circle. (A test crate looks for its
/// modules beside it, where cargo would take each file for a test of its own.)
#[path = "layers/sub_modules.rs"]
mod sub_modules;

/// Bottom first. A module may import the modules of every layer below its own, never its own
/// layer's others or any above.
const LAYERS: &[&[&str]] = &[
    // Ground: know nothing of a site.
    &[
        "fingerprint",
        "parallel",
        "processing",
        "report_format",
        "staging",
        "web",
    ],
    // Caches standing on the ground floor's fingerprints.
    &["cache"],
    // The model: pages, front matter, config, locales, routes, what the build writes.
    &["site"],
    // A page turned into HTML and its outline.
    &["render"],
    // What is made from the model and its renderings: page documents, the search index, findings,
    // the coverage report.
    &["document", "search", "lint", "coverage"],
    // The memory of an incremental build (renderings, documents, findings).
    &["memo"],
    // The one prepared site serve and export present.
    &["prepare"],
    // The edges: they present or write, and never import each other.
    &["export", "serve", "tui", "import"],
    // The command line.
    &["commands"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top module a file of `cli/` belongs to (`cli/site/blog/mod.rs` → `site`).
fn top_module(cli: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(cli).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_owned()
}

/// `(line, module)` for every `crate::module` named in code (not in comments, not in the tests at
/// the end of the file).
fn imports(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with("#[cfg(test)]")
            && text
                .lines()
                .nth(i + 1)
                .is_some_and(|next| next.trim_start().starts_with("mod tests"))
        {
            break;
        }
        if code.starts_with("//") {
            continue;
        }
        let code = code.split(" //").next().unwrap_or(code);
        for (at, _) in code.match_indices("crate::") {
            let rest = code.get(at + "crate::".len()..).unwrap_or("");
            // `use crate::{a, b}` names several.
            let names = match rest.strip_prefix('{') {
                Some(group) => group.split('}').next().unwrap_or(""),
                None => rest,
            };
            let mut first = true;
            for name in names.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
                if first || layer_of(name).is_some() {
                    found.push((i + 1, name.to_owned()));
                }
                first = false;
                if !rest.starts_with('{') {
                    break;
                }
            }
        }
    }
    found
}

#[test]
fn no_module_imports_one_of_its_own_layer_or_above() {
    let cli = Path::new(env!("CARGO_MANIFEST_DIR")).join("cli");
    let mut files = Vec::new();
    rust_files(&cli, &mut files);
    files.sort();
    let mut unknown = Vec::new();
    let mut upward = Vec::new();
    for file in &files {
        let module = top_module(&cli, file);
        if module == "lib" || module == "main" {
            continue;
        }
        let Some(own) = layer_of(&module) else {
            unknown.push(module);
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for (line, name) in imports(&text) {
            if name == module || name.is_empty() {
                continue;
            }
            match layer_of(&name) {
                Some(theirs) if theirs < own => {}
                Some(_) => upward.push(format!(
                    "{}:{line}: `{module}` imports `{name}`, which is not below it",
                    file.strip_prefix(&cli).unwrap().display()
                )),
                None => {}
            }
        }
    }
    unknown.dedup();
    assert!(
        unknown.is_empty(),
        "modules missing from the layer list (add them to LAYERS and DESIGN.md): {unknown:?}"
    );
    assert!(upward.is_empty(), "{}", upward.join("\n"));
}

#[test]
fn the_checker_sees_an_upward_import_and_skips_comments_and_tests() {
    let text = "use crate::site::Site;\n// crate::serve in a comment\nfn f() { crate::render::x(); } // crate::tui\n#[cfg(test)]\nmod tests {\n    use crate::commands;\n}\n";
    let names: Vec<String> = imports(text).into_iter().map(|(_, n)| n).collect();
    assert_eq!(names, ["site", "render"]);
    assert!(layer_of("serve") > layer_of("site"));
}
