//! The sandbox's limits and stand-ins, each through a real evaluation.

use std::path::{Path, PathBuf};
use std::time::Instant;

use super::*;
use crate::import::js_literal::Js;

/// A project folder with `files` written under it (paths relative to it).
fn project(tag: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-sandbox-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir.canonicalize().unwrap()
}

fn run(dir: &Path, config: &str) -> Result<(Sandbox, Node), SandboxError> {
    let mut sandbox = Sandbox::new(dir)?;
    let node = sandbox.evaluate(&dir.join(config), config)?;
    Ok((sandbox, node))
}

fn text(node: &Node) -> String {
    format!("{node:?}")
}

#[test]
fn a_plain_config_with_stand_ins_evaluates_to_the_same_tree() {
    let dir = project(
        "plain",
        &[(
            ".vuepress/config.ts",
            r#"import { defineUserConfig } from "vuepress";
import { hopeTheme, sidebar } from "vuepress-theme-hope";
import { searchProPlugin } from "vuepress-plugin-search-pro";
import type { UserConfig } from "vuepress";
const group = (text: string, prefix: string) => ({ text, prefix, children: "structure" });
const cfg: UserConfig = defineUserConfig({
  title: "Site",
  theme: hopeTheme({ sidebar: sidebar({ "/guide/": [group("A", "a/")] }), unset: undefined }),
  plugins: [searchProPlugin({ indexContent: true })],
});
export default cfg;
"#,
        )],
    );
    let (_, node) = run(&dir, ".vuepress/config.ts").unwrap();
    assert_eq!(node.get("title").and_then(Node::as_str), Some("Site"));
    let theme = node.get("theme").unwrap();
    assert!(theme.get("unset").is_none(), "undefined keys are dropped");
    let group = &theme.get("sidebar").unwrap().get("/guide/").unwrap();
    let Js::Array(items) = &group.value else {
        panic!("{group:?}")
    };
    assert_eq!(items[0].get("prefix").and_then(Node::as_str), Some("a/"));
    let Js::Array(plugins) = &node.get("plugins").unwrap().value else {
        panic!()
    };
    assert!(
        matches!(&plugins[0].value, Js::Call { callee, args } if callee == "searchProPlugin" && args[0].get("indexContent").is_some())
    );
    assert_eq!(node.at.file, ".vuepress/config.ts");
}

#[test]
fn a_config_that_loops_forever_stops_at_the_time_limit() {
    let dir = project(
        "loop",
        &[(
            ".vuepress/config.js",
            "while (true) {}\nexport default {};\n",
        )],
    );
    let started = Instant::now();
    let error = run(&dir, ".vuepress/config.js").err().unwrap();
    assert!(matches!(error, SandboxError::TimeLimit), "{error}");
    assert!(started.elapsed() < TIME_LIMIT + std::time::Duration::from_secs(3));
}

#[test]
fn a_config_that_allocates_without_end_stops_at_the_memory_limit() {
    let dir = project(
        "memory",
        &[(
            ".vuepress/config.js",
            "const all = []; while (true) { all.push(new Array(100000).fill('x')); }\nexport default {};\n",
        )],
    );
    let error = run(&dir, ".vuepress/config.js").err().unwrap();
    assert!(error.to_string().contains("out of memory"), "{error}");
}

#[test]
fn node_file_and_process_modules_are_refused() {
    for (tag, import) in [
        (
            "fs",
            r#"import fs from "node:fs"; export default { p: fs.readFileSync("/etc/passwd", "utf8") };"#,
        ),
        (
            "fs-bare",
            r#"import { readFileSync } from "fs"; export default { p: readFileSync("/etc/passwd", "utf8") };"#,
        ),
        (
            "write",
            r#"import fs from "fs"; fs.writeFileSync("/tmp/docs-sandbox-written", "x"); export default {};"#,
        ),
        (
            "exec",
            r#"import { execSync } from "child_process"; export default { p: String(execSync("id")) };"#,
        ),
        (
            "net",
            r#"import http from "node:http"; export default { p: http.get("http://example.com") };"#,
        ),
    ] {
        let dir = project(tag, &[(".vuepress/config.js", import)]);
        let error = run(&dir, ".vuepress/config.js").err().unwrap();
        assert!(
            error.to_string().contains("not available in the sandbox"),
            "{tag}: {error}"
        );
    }
    assert!(!Path::new("/tmp/docs-sandbox-written").exists());
}

#[test]
fn vuepress_utils_fs_throws_and_writes_nothing() {
    let dir = project(
        "utils-fs",
        &[(
            ".vuepress/config.js",
            r#"import { fs } from "vuepress/utils"; fs.writeFileSync("written.txt", "x"); export default {};"#,
        )],
    );
    assert!(run(&dir, ".vuepress/config.js").is_err());
    assert!(!dir.join("written.txt").exists());
}

#[test]
fn no_network_globals_and_an_empty_environment() {
    let dir = project(
        "globals",
        &[(
            ".vuepress/config.js",
            r#"export default { fetch: typeof fetch, xhr: typeof XMLHttpRequest, env: Object.keys(process.env).length, cwd: process.cwd() };"#,
        )],
    );
    let (_, node) = run(&dir, ".vuepress/config.js").unwrap();
    assert_eq!(node.get("fetch").and_then(Node::as_str), Some("undefined"));
    assert_eq!(node.get("xhr").and_then(Node::as_str), Some("undefined"));
    assert_eq!(node.get("env").map(|n| &n.value), Some(&Js::Num(0.0)));
    assert_eq!(node.get("cwd").and_then(Node::as_str), dir.to_str());
}

#[test]
fn an_import_leading_outside_the_project_is_refused() {
    let outside =
        std::env::temp_dir().join(format!("docs-sandbox-outside-{}.js", std::process::id()));
    std::fs::write(&outside, "export default { secret: 1 };").unwrap();
    let name = outside.file_name().unwrap().to_string_lossy().into_owned();
    let dir = project(
        "outside",
        &[(
            ".vuepress/config.js",
            &format!("import x from \"../../{name}\"; export default {{ x }};"),
        )],
    );
    let error = run(&dir, ".vuepress/config.js").err().unwrap();
    assert!(error.to_string().contains("leads outside"), "{error}");
    let _ = std::fs::remove_file(outside);
}

#[test]
fn relative_ts_imports_written_as_js_and_folders_resolve() {
    let dir = project(
        "relative",
        &[
            (
                ".vuepress/config.ts",
                r#"import nav from "./navbar.js"; import side from "./sidebar"; export default { nav, side };"#,
            ),
            (".vuepress/navbar.ts", r#"export default ["/a" as string];"#),
            (
                ".vuepress/sidebar/index.ts",
                r#"export default { "/": "structure" };"#,
            ),
        ],
    );
    let (_, node) = run(&dir, ".vuepress/config.ts").unwrap();
    assert!(text(node.get("nav").unwrap()).contains("/a"));
    assert_eq!(
        node.get("side").unwrap().get("/").and_then(Node::as_str),
        Some("structure")
    );
}

#[test]
fn cycles_and_depth_become_computed() {
    let dir = project(
        "cycle",
        &[(
            ".vuepress/config.js",
            "const a = { name: 'a' }; a.self = a; let deep = {}; const top = deep; for (let i = 0; i < 100; i++) { deep.d = {}; deep = deep.d; }\nexport default { a, top, re: /x/, when: new Date(0), f() {} };",
        )],
    );
    let (_, node) = run(&dir, ".vuepress/config.js").unwrap();
    assert!(matches!(
        &node.get("a").unwrap().get("self").unwrap().value,
        Js::Computed(_)
    ));
    assert!(text(node.get("top").unwrap()).contains("deeper than 64"));
    assert!(
        matches!(&node.get("re").unwrap().value, Js::Computed(w) if w.contains("regular expression"))
    );
    assert!(matches!(&node.get("when").unwrap().value, Js::Computed(w) if w.contains("date")));
    assert_eq!(
        node.get("f").unwrap().value,
        Js::Computed("a function".into())
    );
}

#[test]
fn a_workspace_package_runs_from_its_sources_when_dist_is_missing() {
    let repo = project(
        "workspace",
        &[
            ("pnpm-workspace.yaml", "packages: [docs/*]\n"),
            (
                "docs/shared/package.json",
                r#"{"name": "@docs/shared", "exports": {".": {"types": "./dist/index.d.ts", "default": "./dist/index.js"}}}"#,
            ),
            (
                "docs/shared/src/index.ts",
                r#"export * from "./wrapper.js";"#,
            ),
            (
                "docs/shared/src/wrapper.ts",
                r#"import { defineUserConfig, type UserConfig } from "vuepress";
export const config = (name: string, user: UserConfig): UserConfig => defineUserConfig({ base: `/${name}/`, ...user });"#,
            ),
            (
                "docs/site/src/.vuepress/config.ts",
                r#"import { config } from "@docs/shared"; export default config("site", { title: "T" });"#,
            ),
        ],
    );
    let project_dir = repo.join("docs/site/src");
    let (_, node) = run(&project_dir, ".vuepress/config.ts").unwrap();
    assert_eq!(node.get("base").and_then(Node::as_str), Some("/site/"));
    assert_eq!(node.get("title").and_then(Node::as_str), Some("T"));
}

#[test]
fn include_resolvers_are_kept_and_answer_inside_the_project_only() {
    let dir = project(
        "include",
        &[
            (
                ".vuepress/config.ts",
                r#"import { getDirname, path } from "vuepress/utils";
const __dirname = getDirname(import.meta.url);
export default { theme: { markdown: { include: { resolvePath: (file: string) =>
  file.startsWith("@snippets") ? file.replace("@snippets", path.resolve(__dirname, "../snippets"))
  : file.startsWith("@etc") ? file.replace("@etc", "/etc") : file } } } };"#,
            ),
            ("snippets/a.md", "A"),
        ],
    );
    let (sandbox, node) = run(&dir, ".vuepress/config.ts").unwrap();
    assert!(sandbox.has_include_resolver());
    assert!(text(&node).contains("a function"));
    assert_eq!(
        sandbox.resolve_include("@snippets/a.md", &dir).as_deref(),
        Some("snippets/a.md")
    );
    assert_eq!(sandbox.resolve_include("plain.md", &dir), None);
    assert_eq!(sandbox.resolve_include("@etc/passwd", &dir), None);
}

#[test]
fn create_require_follows_the_import_rules_and_reads_only_inside() {
    let dir = project(
        "require",
        &[
            (
                ".vuepress/config.ts",
                r#"import { createRequire } from "node:module";
import { fs, path } from "vuepress/utils";
const require = createRequire(import.meta.url);
const pkg = fs.readJsonSync(require.resolve("vuepress/package.json"));
const refused = (f: () => unknown) => { try { f(); return "no"; } catch (e) { return String(e); } };
export default {
  own: require.resolve("./helper.js"),
  pkgDir: path.dirname(require.resolve("@vuepress/plugin-x/package.json")),
  version: `v${pkg.version}`,
  data: require("./data.json").n,
  helper: require("./helper").twice(2),
  plugin: require("@vuepress/plugin-x").xPlugin({ a: 1 }),
  utils: typeof require("vuepress/utils").path.join,
  exec: refused(() => require("child_process")),
  outside: refused(() => require.resolve("../../../../etc/passwd")),
  passwd: refused(() => fs.readFileSync("/etc/passwd", "utf8")),
  write: refused(() => fs.writeFileSync(path.resolve(import.meta.dirname, "w.txt"), "x")),
};"#,
            ),
            (
                ".vuepress/helper.ts",
                "export const twice = (n: number) => n * 2;",
            ),
            (".vuepress/data.json", r#"{"n": 7}"#),
        ],
    );
    let (_, node) = run(&dir, ".vuepress/config.ts").unwrap();
    let s = |key: &str| {
        node.get(key)
            .and_then(Node::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(s("own"), dir.join(".vuepress/helper.ts").to_string_lossy());
    assert_eq!(
        s("pkgDir"),
        dir.join("node_modules/@vuepress/plugin-x")
            .to_string_lossy()
    );
    assert!(
        matches!(&node.get("version").unwrap().value, Js::Computed(w) if w.contains("stands in")),
        "a stand-in's version is no made-up text: {:?}",
        node.get("version")
    );
    assert_eq!(node.get("data").map(|n| &n.value), Some(&Js::Num(7.0)));
    assert_eq!(node.get("helper").map(|n| &n.value), Some(&Js::Num(4.0)));
    assert!(
        matches!(&node.get("plugin").unwrap().value, Js::Call { callee, .. } if callee == "xPlugin")
    );
    assert_eq!(s("utils"), "function");
    assert!(
        s("exec").contains("not available in the sandbox"),
        "{}",
        s("exec")
    );
    assert!(
        s("outside").contains("no such file") || s("outside").contains("leads outside"),
        "{}",
        s("outside")
    );
    assert!(
        s("passwd").contains("only files inside the project"),
        "{}",
        s("passwd")
    );
    assert!(s("write").contains("fs.writeFileSync"), "{}", s("write"));
    assert!(!dir.join(".vuepress/w.txt").exists());
}
