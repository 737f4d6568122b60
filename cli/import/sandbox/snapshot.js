// The evaluated config as plain data for Rust: a tagged tree, serialised once with JSON.stringify.
// Flat tags (["o", key, value, key, value…], ["a", item…], ["call", name, arg…]) keep key order,
// which a JSON object read by serde_json would not, and add one JSON level per value level, so 64
// levels stay inside serde_json's nesting limit.
// Functions become "computed", except the include resolvers the page conversion calls later; they
// are handed back in `kept`. Cycles, depth past 64 and more than 500,000 values become "computed".
(function snapshot(root) {
  const MAX_DEPTH = 64;
  const MAX_VALUES = 500000;
  const CALL = "__docs_call__";
  // What a stand-in package's manifest says where only the real one knows (host.rs).
  const STAND_IN_VALUE = "\u0000docs:stand-in\u0000";
  const KEEP = { resolvePath: "include", handleImportPath: "importCode" };
  const stack = [];
  const path = [];
  const kept = [];
  let count = 0;

  const describe = (value) => {
    if (value instanceof RegExp) return `a regular expression ${String(value)}`;
    if (value instanceof Date) return "a date";
    if (value instanceof Promise) return "a promise";
    if (value instanceof Map || value instanceof Set) return "a map or set";
    const name = value?.constructor?.name;
    return name ? `an instance of ${name}` : "an object with a prototype";
  };
  const keep = (fn) => {
    const key = path[path.length - 1];
    const parent = path[path.length - 2];
    if (KEEP[key] && KEEP[key] === parent) kept.push([parent, fn]);
  };
  const walk = (value) => {
    count += 1;
    if (count > MAX_VALUES) return ["computed", "more values than a config holds"];
    if (value === null || value === undefined) return ["null"];
    switch (typeof value) {
      case "string":
        return value.includes(STAND_IN_VALUE)
          ? ["computed", "a value only the installed package knows (the sandbox stands in for it)"]
          : ["s", value];
      case "number":
        return Number.isFinite(value) ? ["n", value] : ["computed", String(value)];
      case "boolean":
        return ["b", value];
      case "function":
        keep(value);
        return ["computed", "a function"];
      case "object":
        break;
      default:
        return ["computed", `a ${typeof value}`];
    }
    if (stack.includes(value)) return ["computed", "a value that contains itself"];
    if (stack.length >= MAX_DEPTH) return ["computed", `a value nested deeper than ${MAX_DEPTH} levels`];
    stack.push(value);
    try {
      if (Array.isArray(value)) {
        const items = ["a"];
        for (let i = 0; i < value.length; i++) {
          path.push(String(i));
          items.push(walk(value[i]));
          path.pop();
        }
        return items;
      }
      if (Object.prototype.hasOwnProperty.call(value, CALL)) {
        path.push("args");
        const args = walk(Array.isArray(value.args) ? value.args : []);
        path.pop();
        return ["call", String(value[CALL]), ...(args[0] === "a" ? args.slice(1) : [])];
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return ["computed", describe(value)];
      const entries = ["o"];
      for (const key of Object.keys(value)) {
        let item;
        try {
          item = value[key];
        } catch {
          entries.push(key, ["computed", "a getter that throws"]);
          continue;
        }
        if (item === undefined) continue;
        path.push(key);
        entries.push(key, walk(item));
        path.pop();
      }
      return entries;
    } finally {
      stack.pop();
    }
  };
  const tree = walk(root);
  return { tree: JSON.stringify(tree), kept };
})
