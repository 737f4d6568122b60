//! Inside a layer, the sub-modules of one module form no circle: `site::config` may use
//! `site::locale`, but then nothing `locale` names may reach back to `config`. A circle means
//! neither side can be read, tested or moved alone. A sub-module names another by
//! `crate::site::locale`, by `super::locale` from a file one level down, or by a name the
//! module's `mod.rs` re-exports (`crate::site::Locale` is `locale`'s). Code in comments and tests
//! (`#[cfg(test)] mod tests` at the end of a file, files named `tests.rs` or under `tests/`) is
//! not counted: fixtures may use anything.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The modules whose sub-modules must form a DAG.
const CHECKED: &[&str] = &[
    "site", "import", "tui", "document", "render", "search", "serve",
];

/// Circles that are known and not yet broken, each exactly as the check finds it. The list only
/// shrinks: a circle that is gone fails the test too, so it must leave the list.
const KNOWN_CIRCLES: &[&[&str]] = &[
    // render's own circles (markdown, inline, outline, raw HTML, components) are broken by its
    // own change of issue 56 item 3 and are no longer listed.
    // serve's security ↔ state circle went when the policy moved to serve::csp.
    // The TUI's app ↔ draw/keymap/layout circle went when the layout took a Screen, the key map
    // a Focus, the styles moved to tui::theme and the preview's summary into the app.
];

/// Where an edge was seen first: file (relative to `cli/`) and line.
type Witness = (String, usize);

/// `sub → (target → first witness)` for the sub-modules of `top`.
type Edges = BTreeMap<String, BTreeMap<String, Witness>>;

/// The code of a file as the check reads it, line for line: everything from a trailing
/// `#[cfg(test)] mod tests` on is gone, and comment lines and trailing `//` comments are blank.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]")
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod tests"))
        {
            break;
        }
        if !trimmed.starts_with("//") {
            out.push_str(line.split(" //").next().unwrap_or(line));
        }
        out.push('\n');
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The identifier at the start of `text` (after spaces).
fn leading_ident(text: &str) -> &str {
    let text = text.trim_start();
    let end = text.find(|c: char| !is_ident(c)).unwrap_or(text.len());
    text.get(..end).unwrap_or("")
}

/// What a path names after `prefix::`: one name, or each first name of a `{a, b::c}` group,
/// with its offset in `rest`.
fn named(rest: &str) -> Vec<(usize, &str)> {
    let Some(group) = rest.trim_start().strip_prefix('{') else {
        return vec![(0, leading_ident(rest))];
    };
    let start = rest.len() - group.len();
    let mut out = Vec::new();
    let (mut depth, mut item_start) = (0usize, 0usize);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                out.push(item_start);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(item_start);
                item_start = i + 1;
            }
            _ => {}
        }
    }
    out.into_iter()
        .filter_map(|at| {
            let item = group.get(at..)?;
            let skipped = item.len() - item.trim_start().len();
            let name = leading_ident(item);
            (!name.is_empty()).then_some((start + at + skipped, name))
        })
        .collect()
}

/// The names `top/mod.rs` re-exports from a sub-module (`pub use config::{Locale, SiteConfig}`
/// → `Locale → config`, `SiteConfig → config`).
fn reexports(cli: &Path, top: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let Ok(text) = std::fs::read_to_string(cli.join(top).join("mod.rs")) else {
        return out;
    };
    for statement in code_of(&text).split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let path = path.strip_prefix("self::").unwrap_or(path);
        let (sub, rest) = path.split_once("::").unwrap_or((path, ""));
        let items = match rest.trim().strip_prefix('{') {
            Some(group) => group.trim_end().trim_end_matches('}').split(',').collect(),
            None => vec![rest],
        };
        for item in items {
            let item = item.trim();
            let name = match item.split_once(" as ") {
                Some((_, alias)) => alias.trim(),
                None => item.rsplit("::").next().unwrap_or(item),
            };
            if !name.is_empty() {
                out.insert(name.to_owned(), sub.trim().to_owned());
            }
        }
    }
    out
}

fn is_sub_module(cli: &Path, top: &str, name: &str) -> bool {
    !name.is_empty()
        && (cli.join(top).join(format!("{name}.rs")).is_file()
            || cli.join(top).join(name).join("mod.rs").is_file())
}

/// Whether the file holds only tests (`tests.rs`, or under a `tests/` folder).
fn is_test_file(rel: &Path) -> bool {
    rel.components()
        .any(|c| c.as_os_str() == "tests" || c.as_os_str() == "tests.rs")
}

/// Every sub-module edge inside `top` with the first place it is written.
fn edges(cli: &Path, top: &str) -> Edges {
    let reexported = reexports(cli, top);
    let mut files = Vec::new();
    super::rust_files(&cli.join(top), &mut files);
    files.sort();
    let mut out = Edges::new();
    for file in files {
        let rel = file.strip_prefix(cli).unwrap();
        if is_test_file(rel) {
            continue;
        }
        // `site/blog/articles.rs` → [site, blog, articles]; `site/blog/mod.rs` → [site, blog].
        let mut path: Vec<String> = rel
            .components()
            .map(|c| {
                c.as_os_str()
                    .to_string_lossy()
                    .trim_end_matches(".rs")
                    .to_owned()
            })
            .collect();
        if path.last().is_some_and(|last| last == "mod") {
            path.pop();
        }
        let Some(sub) = path.get(1).cloned() else {
            continue; // `top/mod.rs` itself is no sub-module.
        };
        let code = code_of(&std::fs::read_to_string(&file).unwrap());
        let by_crate = format!("crate::{top}::");
        for (at, _) in code
            .match_indices("crate::")
            .chain(code.match_indices("super::"))
        {
            let before = code.get(..at).and_then(|b| b.chars().next_back());
            if before.is_some_and(|c| is_ident(c) || c == ':') {
                continue; // the middle of a longer path (`super::super::`, `x::crate::`).
            }
            let tail = code.get(at..).unwrap_or("");
            let rest = if let Some(rest) = tail.strip_prefix(&by_crate) {
                rest
            } else {
                // `super::` once per level: it names a sibling when it climbs to `top`.
                let mut rest = tail;
                let mut levels = 0;
                while let Some(r) = rest.strip_prefix("super::") {
                    rest = r;
                    levels += 1;
                }
                if levels == 0 || path.len().checked_sub(levels) != Some(1) {
                    continue;
                }
                rest
            };
            let rest_at = at + (tail.len() - rest.len());
            for (offset, name) in named(rest) {
                let target = if is_sub_module(cli, top, name) {
                    name.to_owned()
                } else if let Some(owner) = reexported.get(name) {
                    owner.clone()
                } else {
                    continue;
                };
                if target == sub {
                    continue;
                }
                let line = code
                    .get(..rest_at + offset)
                    .map_or(0, |b| b.matches('\n').count())
                    + 1;
                out.entry(sub.clone())
                    .or_default()
                    .entry(target)
                    .or_insert_with(|| (rel.display().to_string(), line));
            }
        }
    }
    out
}

/// The circles of a graph: its strongly connected parts of more than one node, each sorted.
fn circles(edges: &Edges) -> Vec<BTreeSet<String>> {
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_owned()];
        while let Some(node) = todo.pop() {
            for next in edges.get(&node).into_iter().flat_map(|e| e.keys()) {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        edges.keys().map(|node| (node, reach(node))).collect();
    let mut found: Vec<BTreeSet<String>> = Vec::new();
    for (node, from_it) in &reached {
        let circle: BTreeSet<String> = from_it
            .iter()
            .filter(|other| reached.get(other).is_some_and(|r| r.contains(*node)))
            .cloned()
            .collect();
        if circle.len() > 1 && !found.contains(&circle) {
            found.push(circle);
        }
    }
    found
}

/// A circle and every edge in it with where it is written, for the failure message.
fn describe(top: &str, circle: &BTreeSet<String>, edges: &Edges) -> String {
    let mut text = format!(
        "{top}: {} import each other:",
        circle
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(", ")
    );
    for from in circle {
        for (to, (file, line)) in edges.get(from).into_iter().flatten() {
            if circle.contains(to) {
                text.push_str(&format!("\n  cli/{file}:{line}: {from} -> {to}"));
            }
        }
    }
    text
}

#[test]
fn sub_modules_of_a_layer_form_no_circle_beyond_the_known_ones() {
    let cli = Path::new(env!("CARGO_MANIFEST_DIR")).join("cli");
    let known: BTreeSet<BTreeSet<String>> = KNOWN_CIRCLES
        .iter()
        .map(|c| c.iter().map(|s| (*s).to_owned()).collect())
        .collect();
    let mut new = Vec::new();
    let mut seen = BTreeSet::new();
    for top in CHECKED {
        let edges = edges(&cli, top);
        for circle in circles(&edges) {
            let named: BTreeSet<String> = circle.iter().map(|s| format!("{top}::{s}")).collect();
            if !known.contains(&named) {
                new.push(describe(top, &circle, &edges));
            }
            seen.insert(named);
        }
    }
    let gone: Vec<_> = known.difference(&seen).collect();
    assert!(
        new.is_empty(),
        "sub-modules in a circle (move what both need into a module of its own below them, or \
         pass the value in):\n{}",
        new.join("\n")
    );
    assert!(
        gone.is_empty(),
        "these known circles are gone or changed: update KNOWN_CIRCLES in \
         tests/layers/sub_modules.rs: {gone:?}\nthe circles now: {seen:?}"
    );
}

#[test]
fn the_circle_check_reads_paths_groups_super_and_reexports() {
    let code = code_of(
        "use crate::site::{config::X, dates};\n// crate::site::blog\nfn f() { super::page::p(); } // super::walk\n#[cfg(test)]\nmod tests {\n    use crate::site::yaml;\n}\n",
    );
    assert_eq!(code.lines().count(), 3, "lines are kept, tests cut");
    assert!(!code.contains("blog") && !code.contains("walk") && !code.contains("yaml"));
    let rest = code.strip_prefix("use crate::site::").unwrap();
    let names: Vec<&str> = named(rest).into_iter().map(|(_, n)| n).collect();
    assert_eq!(names, ["config", "dates"]);
    let mut graph = Edges::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e")] {
        graph
            .entry(a.into())
            .or_default()
            .insert(b.into(), ("x.rs".into(), 1));
    }
    let found = circles(&graph);
    assert_eq!(found.len(), 1);
    assert_eq!(
        found[0].iter().map(String::as_str).collect::<Vec<_>>(),
        ["a", "b", "c"]
    );
    let cli = Path::new(env!("CARGO_MANIFEST_DIR")).join("cli");
    assert_eq!(
        reexports(&cli, "site")
            .get("SiteConfig")
            .map(String::as_str),
        Some("config")
    );
    assert!(edges(&cli, "site")["config"].contains_key("locale"));
}
