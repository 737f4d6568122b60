// Stand-ins for the packages a VuePress config imports (module `docs:stand-ins`). Nothing here
// reaches the file system, the network or a process: theme and plugin helpers record the options
// they are given, path helpers work on strings, and Node's file and process modules are refused
// by the loader before this file is asked. `__CWD__` is replaced by the import folder.
const CWD = __CWD__;
const CALL = "__docs_call__";
// Rust's side of `require` and of file reads (host.rs), kept here and off the global object.
const host = globalThis.__docsHost;
delete globalThis.__docsHost;

/** A function that records its call: `xPlugin(opts)` -> `{ __docs_call__: "xPlugin", args: [opts] }`. */
export const record = (name) => {
  const f = function (...args) {
    return { [CALL]: name, args };
  };
  Object.defineProperty(f, "name", { value: name });
  return f;
};

const identity = (value) => value;
const refuse = (what) => () => {
  throw new Error(`${what} is not available while docs imports a config`);
};
/** Any property is a function that throws, except those `allowed` gives. */
const refusing = (what, allowed = {}) =>
  new Proxy(allowed, { get: (own, key) => own[key] ?? refuse(`${what}.${String(key)}`) });
/** Colours are dropped: every property and call gives the text back. */
const colours = new Proxy(function (text) { return String(text ?? ""); }, { get: () => colours });
const noop = () => {};
const silent = new Proxy({}, { get: () => noop });

const normalize = (p) => {
  const absolute = p.startsWith("/");
  const out = [];
  for (const part of p.split("/")) {
    if (!part || part === ".") continue;
    if (part === ".." && out.length && out[out.length - 1] !== "..") out.pop();
    else if (part !== ".." || !absolute) out.push(part);
  }
  const joined = out.join("/");
  return absolute ? `/${joined}` : joined || ".";
};
const resolve = (...parts) => {
  let out = "";
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = String(parts[i] ?? "");
    if (!part) continue;
    out = out ? `${part}/${out}` : part;
    if (part.startsWith("/")) break;
  }
  return normalize(out.startsWith("/") ? out : `${CWD}/${out}`);
};
const basename = (p, ext) => {
  const base = String(p).replace(/\/+$/, "").split("/").pop() ?? "";
  return ext && base !== ext && base.endsWith(ext) ? base.slice(0, -ext.length) : base;
};
const path = {
  sep: "/",
  delimiter: ":",
  normalize: (p) => normalize(String(p)),
  join: (...parts) => normalize(parts.map(String).filter(Boolean).join("/")),
  resolve,
  dirname: (p) => {
    const trimmed = String(p).replace(/\/+$/, "");
    const i = trimmed.lastIndexOf("/");
    return i < 0 ? "." : i === 0 ? "/" : trimmed.slice(0, i);
  },
  basename,
  extname: (p) => {
    const base = basename(p);
    const i = base.lastIndexOf(".");
    return i <= 0 ? "" : base.slice(i);
  },
  relative: (from, to) => {
    const a = resolve(from).split("/").filter(Boolean);
    const b = resolve(to).split("/").filter(Boolean);
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
  },
  isAbsolute: (p) => String(p).startsWith("/"),
  toNamespacedPath: identity,
};
path.posix = path;
path.win32 = path;

const fileURLToPath = (url) => {
  const text = String(url?.href ?? url);
  return decodeURIComponent(text.startsWith("file://") ? text.slice(7) : text);
};
const pathToFileURL = (p) => {
  const href = `file://${encodeURI(resolve(String(p)))}`;
  return { href, pathname: fileURLToPath(href), toString: () => href };
};
const getDirname = (url) => path.dirname(fileURLToPath(url));

/** A file's text, read by Rust only inside the project's repository. */
const readText = (p) => {
  const text = host.read(String(p));
  if (text === undefined || text === null) {
    throw new Error(`cannot read ${p}: the sandbox reads only files inside the project`);
  }
  return text;
};
const readJson = (p) => JSON.parse(readText(p));
/** fs-extra as `vuepress/utils` re-exports it: reads only; writes and the rest throw. */
const fs = refusing("fs", { readFileSync: readText, readJsonSync: readJson, readJSONSync: readJson });

const process = {
  env: {},
  argv: [],
  platform: "linux",
  version: "v22.0.0",
  versions: { node: "22.0.0" },
  cwd: () => CWD,
  exit: refuse("process.exit"),
};

const utils = {
  path,
  getDirname,
  fs,
  chalk: colours,
  colors: colours,
  picocolors: colours,
  logger: silent,
  debug: () => noop,
  ora: () => silent,
  withSpinner: () => (work) => work(),
  importFile: refuse("importFile"),
  importFileDefault: refuse("importFileDefault"),
  hash: (text) => String(text),
  sanitizeFileName: identity,
};
const vuepress = {
  defineUserConfig: identity,
  defineConfig: identity,
  defineClientConfig: identity,
  ...utils,
};
const THEME_MARK = "__docsImportTheme";
const hope = {
  hopeTheme: identity,
  navbar: identity,
  sidebar: identity,
  arraySidebar: identity,
  objectSidebar: identity,
  defineNavbarConfig: identity,
  defineSidebarConfig: identity,
  defineHopeConfig: identity,
  defineThemeConfig: identity,
  defineSidebarArrayConfig: identity,
  defineSidebarObjectConfig: identity,
};
/** A package the sandbox stands in for, as `require` gives it: its table, or a recorder. */
const standIn = (key) =>
  known[key] ??
  new Proxy(record(key), {
    get: (f, name) => (typeof name !== "string" || name in f ? f[name] : record(name)),
  });
/**
 * Node's `createRequire(import.meta.url)`: `require` and `require.resolve` with the import's own
 * rules (the same files, workspace packages, stand-ins and refusals as `import`).
 */
const createRequire = (from) => {
  const base = fileURLToPath(from);
  const require = (spec) => {
    const [kind, value] = host.require(String(spec), base);
    if (kind === "stand-in") return standIn(value);
    if (kind === "json") return JSON.parse(value ?? readText(spec));
    return value;
  };
  require.resolve = (spec) => host.resolve(String(spec), base);
  return require;
};

const known = {
  vuepress,
  "vuepress/core": vuepress,
  "vuepress/client": vuepress,
  "vuepress/shared": vuepress,
  "vuepress/utils": utils,
  "@vuepress/utils": utils,
  "@vuepress/core": vuepress,
  "@vuepress/client": vuepress,
  "@vuepress/shared": vuepress,
  "@vuepress/cli": vuepress,
  "vuepress-theme-hope": hope,
  // Marked, so the import knows the theme (theme-hope's options come through unmarked).
  "@vuepress/theme-default": { defaultTheme: (options) => ({ ...options, [THEME_MARK]: "default" }) },
  "node:path": { ...path, default: path },
  "node:url": { fileURLToPath, pathToFileURL, default: { fileURLToPath, pathToFileURL } },
  "node:process": { ...process, default: process },
  "node:module": { createRequire, default: { createRequire } },
};

/**
 * The value a stand-in module exports as `name` (`local` is the importer's name for a default
 * import, so `import searchPro from "…"` records calls to `searchPro`).
 */
export const exported = (spec, name, local) => {
  const table = known[spec];
  if (table && Object.prototype.hasOwnProperty.call(table, name)) return table[name];
  return record(name === "default" ? local || spec : name);
};

/** What the prelude puts on `globalThis`: Node's `process` (no environment) and a silent console. */
export const globals = { process, console: silent };
