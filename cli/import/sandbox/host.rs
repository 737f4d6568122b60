//! What `stand_ins.js` asks of Rust for CommonJS: `createRequire(import.meta.url)` gives a
//! `require` and a `require.resolve` that follow the ES module loader's rules ([`modules`]), and
//! the `fs` stand-in reads files through [`read`]. Nothing here reads outside the repository or
//! writes anything; a package the sandbox stands in for has a stand-in path under the project's
//! `node_modules` and, if the config reads its `package.json`, a manifest whose version is
//! [`STAND_IN_VALUE`] (the snapshot turns any text holding it into a computed value, so a navbar
//! entry `v${VERSION}` is left out with a finding instead of showing a made-up version).

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use rquickjs::loader::Resolver;
use rquickjs::{Array, Ctx, Function, Module, Object, Result, Value};

use super::modules::{Resolve, State};

/// The text a stand-in package's manifest gives for values only the real package knows
/// (`snapshot.js` names it too).
pub const STAND_IN_VALUE: &str = "\u{0}docs:stand-in\u{0}";

/// Put `globalThis.__docsHost` (`resolve`, `require`, `read`) in place; `stand_ins.js` takes it
/// and removes it from the global object.
pub fn install<'js>(ctx: &Ctx<'js>, state: &Rc<RefCell<State>>) -> Result<()> {
    let host = Object::new(ctx.clone())?;
    let st = Rc::clone(state);
    host.set(
        "resolve",
        Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>, spec: String, base: String| {
                Ok::<_, rquickjs::Error>(match target(&ctx, &st, &spec, &base)? {
                    Target::File(path) => path.to_string_lossy().into_owned(),
                    Target::StandIn(key) => stand_in_path(&st.borrow().project, &key),
                })
            },
        )?,
    )?;
    let st = Rc::clone(state);
    host.set(
        "require",
        Function::new(
            ctx.clone(),
            move |ctx: Ctx<'js>, spec: String, base: String| required(&ctx, &st, &spec, &base),
        )?,
    )?;
    let st = Rc::clone(state);
    host.set(
        "read",
        Function::new(ctx.clone(), move |path: String| read(&st.borrow(), &path))?,
    )?;
    ctx.globals().set("__docsHost", host)
}

/// Where a `require` leads.
enum Target {
    /// A file of the project or of a package of its repository (canonical).
    File(PathBuf),
    /// A stand-in, by its key in `stand_ins.js` (`vuepress`, `node:path`).
    StandIn(String),
}

/// The import rules applied to `spec` required from `base` (refusals are the same errors).
fn target(ctx: &Ctx<'_>, state: &Rc<RefCell<State>>, spec: &str, base: &str) -> Result<Target> {
    let name = Resolve(Rc::clone(state)).resolve(ctx, base, spec, None)?;
    Ok(match state.borrow().stand_in_key(&name) {
        Some(key) => Target::StandIn(key.to_owned()),
        None => Target::File(PathBuf::from(name)),
    })
}

/// `["stand-in", key]`, `["json", text]` or `["module", namespace]` for `stand_ins.js`.
fn required<'js>(
    ctx: &Ctx<'js>,
    state: &Rc<RefCell<State>>,
    spec: &str,
    base: &str,
) -> Result<Array<'js>> {
    let out = Array::new(ctx.clone())?;
    match target(ctx, state, spec, base)? {
        Target::StandIn(key) => {
            out.set(0, "stand-in")?;
            out.set(1, key)?;
        }
        Target::File(path) if path.extension().is_some_and(|e| e == "json") => {
            let text = read(&state.borrow(), &path.to_string_lossy());
            out.set(0, "json")?;
            out.set(1, text)?;
        }
        Target::File(path) => {
            let namespace: Value =
                Module::import(ctx, path.to_string_lossy().as_bytes())?.finish()?;
            out.set(0, "module")?;
            out.set(1, namespace)?;
        }
    }
    Ok(out)
}

/// What Node's `require.resolve` would answer for a stand-in: a built-in module's own name, or
/// the package's place under the project's `node_modules` (where an install would put it).
fn stand_in_path(project: &Path, key: &str) -> String {
    if key.starts_with("node:") {
        return key.to_owned();
    }
    project
        .join("node_modules")
        .join(key)
        .to_string_lossy()
        .into_owned()
}

/// The text of `path` when it is a file inside the repository (symbolic links resolved), or the
/// stand-in manifest of a package not installed there; `None` otherwise.
pub fn read(state: &State, path: &str) -> Option<String> {
    let path = Path::new(path);
    if !path.is_absolute() {
        return None;
    }
    if let Ok(real) = path.canonicalize() {
        return (real.starts_with(&state.repo) && real.is_file())
            .then(|| std::fs::read_to_string(&real).ok())
            .flatten();
    }
    let rest = super::lexical(path)
        .strip_prefix(state.project.join("node_modules"))
        .ok()?
        .to_string_lossy()
        .into_owned();
    let package = rest.strip_suffix("/package.json")?;
    Some(
        serde_json::json!({ "name": package, "version": STAND_IN_VALUE, "stand-in": true })
            .to_string(),
    )
}
