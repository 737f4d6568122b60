//! The evaluated config, as `snapshot.js` serialised it (flat tags, see there), into the [`Node`] tree the mapping reads
//! (the same tree the data reader produces, so `config.rs` does not know which one ran). Every
//! value sits at line 1 of the config file: evaluation has no source positions to give.

use serde_json::Value;

use crate::import::js_literal::{At, Js, Node};

/// The tagged tree (`["o", k, v…]`, `["a", item…]`, `["s", "…"]`, `["call", name, arg…]`…).
pub fn to_node(tagged: &Value, at: &At) -> Node {
    let node = |value| Node {
        value,
        at: at.clone(),
    };
    let Some(parts) = tagged.as_array() else {
        return node(Js::Computed(
            "a value the sandbox could not describe".into(),
        ));
    };
    let tag = parts.first().and_then(Value::as_str).unwrap_or("");
    let rest = parts.get(1..).unwrap_or_default();
    let value = match (tag, rest) {
        ("null", _) => Js::Null,
        ("s", [Value::String(s)]) => Js::Str(s.clone()),
        ("n", [n]) => n.as_f64().map_or(Js::Computed("a number".into()), Js::Num),
        ("b", [Value::Bool(b)]) => Js::Bool(*b),
        ("a", items) => Js::Array(items.iter().map(|item| to_node(item, at)).collect()),
        ("o", entries) => Js::Object(
            entries
                .chunks(2)
                .filter_map(|pair| match pair {
                    [Value::String(key), value] => Some((key.clone(), to_node(value, at))),
                    _ => None,
                })
                .collect(),
        ),
        ("call", [Value::String(callee), args @ ..]) => Js::Call {
            callee: callee.clone(),
            args: args.iter().map(|arg| to_node(arg, at)).collect(),
        },
        ("computed", [Value::String(what)]) => Js::Computed(what.clone()),
        _ => Js::Computed("a value the sandbox could not describe".into()),
    };
    node(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_become_nodes_with_key_order_kept() {
        let at = At {
            file: ".vuepress/config.ts".into(),
            line: 1,
        };
        let tagged: Value = serde_json::from_str(
            r#"["o", "z", ["s", "last"], "a", ["a", ["n", 1], ["b", true], ["null"]],
                "p", ["call", "searchProPlugin", ["o"]], "f", ["computed", "a function"]]"#,
        )
        .unwrap();
        let node = to_node(&tagged, &at);
        let Js::Object(entries) = &node.value else {
            panic!("{node:?}")
        };
        let keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["z", "a", "p", "f"]);
        assert!(
            matches!(&node.get("p").unwrap().value, Js::Call { callee, args } if callee == "searchProPlugin" && args.len() == 1)
        );
        assert_eq!(
            node.get("f").unwrap().value,
            Js::Computed("a function".into())
        );
        assert_eq!(node.get("z").unwrap().at, at);
    }
}
