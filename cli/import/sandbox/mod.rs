//! Run `.vuepress/config.*` in an embedded JavaScript engine (QuickJS, through rquickjs), because
//! real configs are code: helpers build the sidebar, a wrapper from a workspace package adds the
//! theme, a function maps include aliases. The engine is closed: no network (QuickJS has none),
//! no writes and no processes (Node's modules are refused, see [`modules`]), reads only inside the
//! project and its repository, [`TIME_LIMIT`] and [`MEMORY_LIMIT`] per run. VuePress, its themes
//! and plugins are stand-ins that record their options, so the evaluated config is the same tree
//! ([`Node`]) the data reader produces. The caller falls back to reading as data on any error.

mod host;
mod modules;
mod strip;
mod value;

use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::{Duration, Instant};

use rquickjs::{Array, Context, Ctx, Function, Module, Object, Persistent, Runtime, Value};

use super::js_literal::{At, Node};

/// The key the default theme's stand-in adds to its options (`stand_ins.js` names it too).
pub const THEME_MARK: &str = "__docsImportTheme";

/// How long one evaluation, or one call of a kept function, may run.
pub const TIME_LIMIT: Duration = Duration::from_secs(5);
/// How much memory the engine may hold.
pub const MEMORY_LIMIT: usize = 256 << 20;
/// QuickJS's own stack guard, well inside the 2 MB of a test thread: deep recursion in a config
/// is an error, never an overflow of the process's stack.
const STACK_LIMIT: usize = 512 << 10;

/// Why evaluation failed (the import then reads the config as data and says why).
#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    #[error("the JavaScript engine could not start: {0}")]
    Engine(String),
    #[error("it ran past the {} s limit", TIME_LIMIT.as_secs())]
    TimeLimit,
    #[error("{0}")]
    Script(String),
}

/// An engine that has run a config and keeps the functions the page conversion calls later.
pub struct Sandbox {
    // Field order is drop order: the kept functions go before the context and runtime they live in.
    includes: Vec<Persistent<Function<'static>>>,
    import_code: Vec<Persistent<Function<'static>>>,
    context: Context,
    _runtime: Runtime,
    deadline: Rc<Cell<Instant>>,
    state: Rc<RefCell<modules::State>>,
}

impl Sandbox {
    /// An engine whose reads stay inside `project` (canonical) and its repository.
    pub fn new(project: &Path) -> Result<Self, SandboxError> {
        let engine = |e: rquickjs::Error| SandboxError::Engine(e.to_string());
        let deadline = Rc::new(Cell::new(Instant::now() + TIME_LIMIT));
        let runtime = Runtime::new().map_err(engine)?;
        runtime.set_memory_limit(MEMORY_LIMIT);
        runtime.set_max_stack_size(STACK_LIMIT);
        let stop = Rc::clone(&deadline);
        runtime.set_interrupt_handler(Some(Box::new(move || Instant::now() > stop.get())));
        let state = Rc::new(RefCell::new(modules::State::new(
            project.to_owned(),
            Rc::clone(&deadline),
        )));
        runtime.set_loader(
            modules::Resolve(Rc::clone(&state)),
            modules::Load(Rc::clone(&state)),
        );
        let context = Context::full(&runtime).map_err(engine)?;
        let sandbox = Self {
            includes: Vec::new(),
            import_code: Vec::new(),
            context,
            _runtime: runtime,
            deadline,
            state,
        };
        sandbox.run(|ctx| {
            host::install(&ctx, &sandbox.state)?;
            let prelude = "import { globals } from \"docs:stand-ins\";\nObject.assign(globalThis, globals);\n";
            let (_, done) = Module::declare(ctx.clone(), "docs:prelude", prelude)?.eval()?;
            done.finish::<()>()
        })?;
        Ok(sandbox)
    }

    /// The default export of `file` (canonical, inside the project), as a tree placed at line 1
    /// of `shown` (the name findings give it).
    pub fn evaluate(&mut self, file: &Path, shown: &str) -> Result<Node, SandboxError> {
        let name = file.to_string_lossy().into_owned();
        let mut loader = modules::Load(Rc::clone(&self.state));
        let (tree, kept) = self.run(|ctx| {
            let module = loader.load_file(&ctx, &name)?;
            let (module, done) = module.eval()?;
            done.finish::<()>()?;
            let mut export: Value = module.get("default")?;
            if let Some(promise) = export.as_promise() {
                export = promise.finish()?;
            }
            if !export.is_object() || export.is_function() || export.is_array() {
                return Err(rquickjs::Exception::throw_type(
                    &ctx,
                    "the default export is not an object",
                ));
            }
            let snapshot: Function = ctx.eval(include_str!("snapshot.js"))?;
            let out: Object = snapshot.call((export,))?;
            let tree: String = out.get("tree")?;
            let mut kept = Vec::new();
            for entry in out.get::<_, Array>("kept")?.iter::<Array>() {
                let entry = entry?;
                let kind: String = entry.get(0)?;
                let function: Function = entry.get(1)?;
                kept.push((kind, Persistent::save(&ctx, function)));
            }
            Ok((tree, kept))
        })?;
        for (kind, function) in kept {
            match kind.as_str() {
                "include" => self.includes.push(function),
                _ => self.import_code.push(function),
            }
        }
        let tagged: serde_json::Value =
            serde_json::from_str(&tree).map_err(|e| SandboxError::Script(e.to_string()))?;
        let at = At {
            file: shown.to_owned(),
            line: 1,
        };
        Ok(value::to_node(&tagged, &at))
    }

    /// Whether the config gave a path function for includes or code imports.
    pub fn has_path_functions(&self) -> bool {
        !self.includes.is_empty() || !self.import_code.is_empty()
    }

    /// Whether the config gave an include resolver (`markdown.include.resolvePath`).
    pub fn has_include_resolver(&self) -> bool {
        !self.includes.is_empty()
    }

    /// Map an `@include(…)` path through the config's `include.resolvePath` functions (under
    /// the same time limit). The answer, absolute or relative, is given back relative to
    /// `source` (canonical); `None` when no function changed it or it leads outside the project.
    pub fn resolve_include(&self, path: &str, source: &Path) -> Option<String> {
        self.call_kept(&self.includes, path, source)
    }

    /// The same for `markdown.importCode.handleImportPath` (`@[code](…)` imports).
    pub fn resolve_import_code(&self, path: &str, source: &Path) -> Option<String> {
        self.call_kept(&self.import_code, path, source)
    }

    fn call_kept(
        &self,
        functions: &[Persistent<Function<'static>>],
        path: &str,
        source: &Path,
    ) -> Option<String> {
        let mut current = path.to_owned();
        for function in functions {
            let answer: String = self
                .run(|ctx| {
                    let f = function.clone().restore(&ctx)?;
                    let out: Value = f.call((current.as_str(),))?;
                    Ok(out.as_string().and_then(|s| s.to_string().ok()))
                })
                .ok()??;
            current = answer;
        }
        if current == path {
            return None;
        }
        let project = self.state.borrow().project.clone();
        inside(&current, source, &project)
    }

    /// Run `work` under a fresh deadline; an exception becomes its message.
    fn run<T>(&self, work: impl FnOnce(Ctx<'_>) -> rquickjs::Result<T>) -> Result<T, SandboxError> {
        self.deadline.set(Instant::now() + TIME_LIMIT);
        let out = self.context.with(|ctx| {
            work(ctx.clone()).map_err(|error| match error {
                rquickjs::Error::Exception => exception_text(&ctx.catch()),
                other => other.to_string(),
            })
        });
        out.map_err(|why| {
            if Instant::now() > self.deadline.get() {
                SandboxError::TimeLimit
            } else {
                SandboxError::Script(why)
            }
        })
    }
}

/// What a thrown value says (`Error: message`, or the value itself).
fn exception_text(thrown: &Value) -> String {
    let text = |key: &str| {
        thrown
            .as_object()
            .and_then(|o| o.get::<_, Option<String>>(key).ok().flatten())
    };
    match (text("name"), text("message")) {
        (Some(name), Some(message)) => format!("{name}: {message}"),
        (None, Some(message)) => message,
        _ => thrown
            .as_string()
            .and_then(|s| s.to_string().ok())
            .unwrap_or_else(|| "an exception".into()),
    }
}

/// `answer` (absolute, or relative to `source`) relative to `source`, when it stays in `project`.
fn inside(answer: &str, source: &Path, project: &Path) -> Option<String> {
    let joined = source.join(answer);
    let real = joined.canonicalize().unwrap_or_else(|_| lexical(&joined));
    if !real.starts_with(project) {
        return None;
    }
    let rel = real.strip_prefix(source).ok()?;
    Some(rel.to_string_lossy().replace('\\', "/"))
}

/// `a/b/../c` -> `a/c` without touching the disk (for a path that does not exist).
fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests;
