use super::*;

fn s(text: &str) -> Js {
    Js::Str(text.to_owned())
}

/// The value without positions, for compact comparisons.
fn plain(node: &Node) -> serde_json::Value {
    use serde_json::{json, Value};
    match &node.value {
        Js::Null => Value::Null,
        Js::Bool(b) => json!(b),
        Js::Num(n) => json!(n),
        Js::Str(s) => json!(s),
        Js::Array(items) => Value::Array(items.iter().map(plain).collect()),
        Js::Object(entries) => {
            Value::Object(entries.iter().map(|(k, v)| (k.clone(), plain(v))).collect())
        }
        Js::Ident(name) => json!({ "$ident": name }),
        Js::Call { callee, args } => {
            json!({ "$call": callee, "args": args.iter().map(plain).collect::<Vec<_>>() })
        }
        Js::Computed(what) => json!({ "$computed": what }),
        Js::Member(object, key) => json!({ "$member": plain(object), "key": key }),
        Js::Spread(inner) => json!({ "$spread": plain(inner) }),
    }
}

#[test]
fn nested_objects_arrays_and_unquoted_keys_read_as_data() {
    let node = parse_expr(
        "x.ts",
        r#"{ a: { b: [1, -2.5, 0x10, true, null], 'c-d': "e" }, "f": undefined }"#,
    );
    assert_eq!(
        plain(&node),
        serde_json::json!({ "a": { "b": [1.0, -2.5, 16.0, true, null], "c-d": "e" }, "f": null })
    );
}

#[test]
fn comments_and_trailing_commas_are_ignored() {
    let node = parse_expr(
        "x.ts",
        "{\n  // a line comment\n  a: 1, /* a block\n comment */ b: [2, 3,],\n}\n",
    );
    assert_eq!(
        plain(&node),
        serde_json::json!({ "a": 1.0, "b": [2.0, 3.0] })
    );
    assert_eq!(
        node.get("b").unwrap().at.line,
        4,
        "lines count across comments"
    );
}

#[test]
fn strings_in_all_three_quotes_decode_escapes() {
    let node = parse_expr(
        "x.ts",
        r#"['it\'s', "a\"b\n", `plain ${"{"}`, `multi
line`, "\u4e2d\x41"]"#,
    );
    let Js::Array(items) = &node.value else {
        panic!("array")
    };
    assert_eq!(items[0].value, s("it's"));
    assert_eq!(items[1].value, s("a\"b\n"));
    assert!(
        matches!(items[2].value, Js::Computed(_)),
        "a template with ${{}} is computed"
    );
    assert_eq!(items[3].value, s("multi\nline"));
    assert_eq!(items[4].value, s("中A"));
}

#[test]
fn computed_values_are_reported_with_their_line_and_the_rest_stays() {
    let node = parse_expr(
        "config.ts",
        "{\n  title: \"Docs\",\n  base: `/${process.env.BASE}/`,\n  head: [...extra],\n  n: 1 + 2,\n  f: (x) => x,\n  m() { return 1 },\n  env: process.env.NODE_ENV,\n  last: 'kept',\n}",
    );
    let line_of = |key: &str| {
        let value = node.get(key).unwrap();
        assert!(matches!(value.value, Js::Computed(_)), "{key}: {value:?}");
        value.at.line
    };
    assert_eq!(line_of("base"), 3);
    assert_eq!(line_of("n"), 5);
    assert_eq!(line_of("f"), 6);
    assert_eq!(line_of("m"), 7);
    // Member access and spreads are kept for the resolver (which follows imports and objects).
    assert_eq!(
        plain(node.get("env").unwrap()),
        serde_json::json!({"$member": {"$member": {"$ident": "process"}, "key": "env"}, "key": "NODE_ENV"})
    );
    let Js::Array(head) = &node.get("head").unwrap().value else {
        panic!("array")
    };
    assert_eq!(
        plain(&head[0]),
        serde_json::json!({"$spread": {"$ident": "extra"}})
    );
    assert_eq!(head[0].at.line, 4);
    assert_eq!(node.get("title").unwrap().value, s("Docs"));
    assert_eq!(node.get("last").unwrap().value, s("kept"));
}

#[test]
fn module_reads_imports_exports_helpers_and_typescript() {
    let module = parse_module(
        "config.ts",
        r#"import { defineUserConfig } from "vuepress";
import theme from "./theme.js";
import { enNavbar as nav, zhNavbar } from './navbar/index.js'
import type { Foo } from "./types";

const base = "/" as const;
export const sidebarConfig: SidebarOptions = sidebar({ "/": "structure" });

export default defineUserConfig<Options>({
  base,
  theme,
  shouldPrefetch: false,
});
export * from "./more.js";
export { a as b } from "./c.js";
"#,
    );
    assert_eq!(module.imports["theme"].source, "./theme.js");
    assert_eq!(module.imports["theme"].name, "default");
    assert_eq!(module.imports["nav"].name, "enNavbar");
    assert_eq!(module.imports["zhNavbar"].source, "./navbar/index.js");
    assert!(!module.imports.contains_key("Foo"));
    assert_eq!(module.bindings["base"].value, s("/"));
    assert!(
        matches!(&module.bindings["sidebarConfig"].value, Js::Call { callee, .. } if callee == "sidebar")
    );
    let default = &module.exports["default"];
    assert!(
        matches!(&default.value, Js::Call { callee, args } if callee == "defineUserConfig" && args.len() == 1)
    );
    assert_eq!(default.at.line, 9);
    assert_eq!(module.star_exports, vec!["./more.js".to_owned()]);
    assert_eq!(module.reexports["b"].name, "a");
}

#[test]
fn commonjs_export_and_regex_and_unknown_statements_do_not_derail_parsing() {
    let module = parse_module(
        "config.js",
        "const path = require('path')\nfunction helper(a) { return a / 2 }\nif (x) { y() }\nmodule.exports = {\n  pattern: /a\\/b/g,\n  title: 'T',\n}\n",
    );
    let default = &module.exports["default"];
    assert_eq!(default.get("title").unwrap().value, s("T"));
    assert!(matches!(
        default.get("pattern").unwrap().value,
        Js::Computed(_)
    ));
    assert!(matches!(module.bindings["path"].value, Js::Call { .. }));
}

#[test]
fn shorthand_properties_are_references() {
    let node = parse_expr("x.ts", "{ theme, plugins: [searchPlugin({ a: 1 })] }");
    assert_eq!(node.get("theme").unwrap().value, Js::Ident("theme".into()));
    let Js::Array(plugins) = &node.get("plugins").unwrap().value else {
        panic!("array")
    };
    assert!(matches!(&plugins[0].value, Js::Call { callee, .. } if callee == "searchPlugin"));
}

#[test]
fn namespace_imports_member_access_and_spreads_are_kept_as_references() {
    let module = parse_module(
        "theme.ts",
        "import * as navbar from \"./navbar\";\nexport default { nav: navbar.en, first: list[0], x: obj[\"k\"], ...base, call: path.resolve(a) };\n",
    );
    assert_eq!(
        module.imports.get("navbar"),
        Some(&ImportFrom {
            source: "./navbar".into(),
            name: "*".into()
        })
    );
    let value = plain(module.exports.get("default").unwrap());
    assert_eq!(
        value["nav"],
        serde_json::json!({"$member": {"$ident": "navbar"}, "key": "en"})
    );
    assert_eq!(value["first"]["key"], "0");
    assert_eq!(value["x"]["key"], "k");
    assert_eq!(
        value["..."],
        serde_json::json!({"$spread": {"$ident": "base"}})
    );
    assert!(value["call"]["$computed"]
        .as_str()
        .unwrap()
        .contains("path.resolve"));
}

#[test]
fn a_literal_nested_thirty_thousand_deep_is_one_computed_value_not_a_crash() {
    let deep = format!(
        "export default {{ a: {}1{}, b: \"kept\" }};",
        "[".repeat(30_000),
        "]".repeat(30_000)
    );
    let module = parse_module("config.ts", &deep);
    let value = module.exports.get("default").unwrap();
    assert_eq!(value.get("b").unwrap().value, s("kept"));
    let mut node = value.get("a").unwrap();
    let mut levels = 0;
    while let Js::Array(items) = &node.value {
        node = &items[0];
        levels += 1;
    }
    assert_eq!(
        levels,
        MAX_NESTING - 1,
        "the object around them is the first level"
    );
    assert!(
        matches!(&node.value, Js::Computed(w) if w.contains("nested deeper")),
        "{node:?}"
    );
}

#[test]
fn template_strings_with_substitutions_show_their_text() {
    let node = parse_expr("t.ts", "`Lit since ${new Date().getFullYear()}`");
    assert!(
        matches!(&node.value, Js::Computed(w) if w.contains("`Lit since …`")),
        "{node:?}"
    );
}

mod hostile;
