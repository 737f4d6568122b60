//! All of `docs tui`'s I/O in one place: the terminal loop (draw → event → update), background
//! loading, file watching with debounce, signals, and the effects the app asks for (editor,
//! browser).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use anyhow::Context as _;
use crossterm::event::{self, Event};

use super::action::{Action, Effect};
use super::app::{App, Mode};
use super::model;
use super::terminal::{self, Term};
use super::{draw, keymap};
use crate::coverage::ack;
use crate::site::history::History;
use crate::site::watch::{fingerprint, ContentWatcher};
use crate::site::{ContentSource, Site};

/// How long one wait for input lasts before background results and signals are looked at.
const TICK: Duration = Duration::from_millis(40);

/// What `docs tui` was started with.
#[derive(Debug, Clone)]
pub struct Options {
    pub source: ContentSource,
    /// The content root as the status bar shows it.
    pub label: String,
    /// Base URL of a running `docs serve`, for `o`.
    pub server: Option<String>,
    /// Append the start-up-to-first-frame time to this file (`DOCS_TUI_TIMING`).
    pub timing: Option<PathBuf>,
}

enum Msg {
    Action(Action),
    /// The watcher saw a burst of edits.
    Changed,
}

/// Run the TUI until the user quits or a signal arrives. The terminal is restored in every case.
pub fn run(options: Options) -> anyhow::Result<()> {
    let started = Instant::now();
    let loaded = model::load(options.source.clone(), 1).context("loading content")?;
    let mut app = App::new(loaded, options.label.clone(), options.server.clone());

    let stop = Arc::new(AtomicBool::new(false));
    let interrupted = Arc::new(AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGTERM, Arc::clone(&stop))?;
    signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&interrupted))?;
    #[cfg(unix)]
    signal_hook::flag::register(signal_hook::consts::SIGHUP, Arc::clone(&stop))?;

    leave_when_stuck(Arc::clone(&stop));

    let mut term = terminal::enter().context("setting up the terminal")?;
    let _guard = terminal::Guard;
    let size = term.size()?;
    app.update(Action::Resize {
        width: size.width,
        height: size.height,
    });
    term.draw(|f| draw::draw(f, &app))?;
    if let Some(path) = &options.timing {
        let line = format!(
            "first frame after {:.1} ms\n",
            started.elapsed().as_secs_f64() * 1000.0
        );
        let _ = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .and_then(|mut f| std::io::Write::write_all(&mut f, line.as_bytes()));
    }

    let (tx, rx) = mpsc::channel::<Msg>();
    let latest = Arc::new(AtomicU64::new(1));
    // What the shown site was loaded from: a burst of edits that changes nothing reloads nothing.
    let published = Arc::new(AtomicU64::new(fingerprint(&app.site)));
    analyse(Arc::clone(&app.site), 1, Arc::clone(&latest), tx.clone());
    let _watcher = match &options.source {
        ContentSource::Disk(root) => match watch(root, tx.clone()) {
            Ok(w) => Some(w),
            Err(e) => {
                app.update(Action::Status(format!("not watching the content: {e}")));
                None
            }
        },
        ContentSource::Embedded => None,
    };

    let mut last_size = (size.width, size.height);
    loop {
        let mut dirty = false;
        while let Ok(msg) = rx.try_recv() {
            match msg {
                Msg::Action(action) => {
                    app.update(action);
                    dirty = true;
                }
                Msg::Changed => reload(&options.source, &latest, &tx, &published, false),
            }
        }
        if stop.load(Ordering::Relaxed) || interrupted.load(Ordering::Relaxed) {
            break;
        }
        // A resize that lands before crossterm's first poll installs its SIGWINCH handler is never
        // reported as an event, so the size is also compared on every tick (one cheap ioctl).
        if let Ok((width, height)) = crossterm::terminal::size() {
            if (width, height) != last_size {
                last_size = (width, height);
                app.update(Action::Resize { width, height });
                dirty = true;
            }
        }
        if event::poll(TICK)? {
            let action = match event::read()? {
                Event::Key(key) => keymap::action_for(key, app.focus()),
                Event::Mouse(mouse) => keymap::mouse_action(mouse),
                Event::Resize(width, height) => {
                    last_size = (width, height);
                    Some(Action::Resize { width, height })
                }
                _ => None,
            };
            if let Some(action) = action {
                app.update(action);
                dirty = true;
            }
        }
        let effects: Vec<Effect> = app.effects.drain(..).collect();
        for effect in effects {
            dirty = true;
            match effect {
                Effect::Edit { file, line } => {
                    edit(&mut app, &mut term, &options.source, &file, line)?;
                    // A Ctrl+C meant for the editor is not a reason to quit.
                    interrupted.store(false, Ordering::Relaxed);
                }
                Effect::Browse { url } => app.update(Action::Status(browse(&url))),
                Effect::Reload => reload(&options.source, &latest, &tx, &published, true),
                Effect::Acknowledge { file } => {
                    let message = acknowledge(&app, &options.source, &file);
                    app.update(Action::Status(message));
                    reload(&options.source, &latest, &tx, &published, true);
                }
            }
        }
        if app.mode == Mode::Quit {
            break;
        }
        if dirty {
            term.draw(|f| draw::draw(f, &app))?;
        }
    }
    terminal::restore()?;
    Ok(())
}

/// When the terminal hangs up, crossterm's reader can spin on end-of-file without returning, so the
/// loop below never looks at the SIGHUP/SIGTERM flag again. A signal that the loop has not acted on
/// within a second ends the process from here (restoring what is left of the terminal).
fn leave_when_stuck(stop: Arc<AtomicBool>) {
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(200));
        if stop.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_secs(1));
            let _ = terminal::restore();
            std::process::exit(129);
        }
    });
}

/// Render, lint and index in the background, reporting each step; stops early when a newer
/// load has started.
fn analyse(site: Arc<Site>, generation: u64, latest: Arc<AtomicU64>, tx: mpsc::Sender<Msg>) {
    std::thread::spawn(move || {
        let checked = model::check(&site, generation);
        if latest.load(Ordering::Relaxed) != generation {
            return;
        }
        // Lint results go out first; the index is built from a copy of the rendered pages.
        let rendered = checked.rendered.clone();
        let _ = tx.send(Msg::Action(Action::Checked(Box::new(checked))));
        let indexed = model::index(&site, &rendered, generation);
        if latest.load(Ordering::Relaxed) == generation {
            let _ = tx.send(Msg::Action(Action::Indexed(Box::new(indexed))));
        }
    });
}

/// Load the content again in the background, then analyse it. Unless `always` (the `r` key), a
/// load whose content is what `published` says is shown already is dropped.
fn reload(
    source: &ContentSource,
    latest: &Arc<AtomicU64>,
    tx: &mpsc::Sender<Msg>,
    published: &Arc<AtomicU64>,
    always: bool,
) {
    let source = source.clone();
    let latest = Arc::clone(latest);
    let published = Arc::clone(published);
    let tx = tx.clone();
    std::thread::spawn(move || match model::load(source, 0) {
        Ok(mut loaded) => {
            let print = fingerprint(&loaded.site);
            if published.swap(print, Ordering::Relaxed) == print && !always {
                return;
            }
            let generation = latest.fetch_add(1, Ordering::Relaxed) + 1;
            loaded.generation = generation;
            let site = Arc::clone(&loaded.site);
            let _ = tx.send(Msg::Action(Action::Loaded(Box::new(loaded))));
            analyse(site, generation, latest, tx);
        }
        Err(e) => {
            let _ = tx.send(Msg::Action(Action::Status(format!(
                "reload failed: {:#}",
                anyhow::Error::from(e)
            ))));
        }
    });
}

fn watch(root: &Path, tx: mpsc::Sender<Msg>) -> notify::Result<ContentWatcher> {
    ContentWatcher::start(root, move |_| {
        let _ = tx.send(Msg::Changed);
    })
}

/// The editor command line for a file at a line: `$VISUAL`, else `$EDITOR`, else `vi`.
pub fn editor_command(editor: &str, path: &Path, line: Option<u32>) -> Vec<String> {
    let mut words: Vec<String> = editor.split_whitespace().map(str::to_owned).collect();
    if words.is_empty() {
        words.push("vi".into());
    }
    let program = Path::new(&words[0])
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let path_text = path.display().to_string();
    match line {
        None => words.push(path_text),
        Some(line) => match program.as_str() {
            "code" | "code-insiders" | "codium" | "cursor" => {
                words.push("--goto".into());
                words.push(format!("{path_text}:{line}"));
            }
            "subl" | "zed" | "hx" | "helix" => words.push(format!("{path_text}:{line}")),
            _ => {
                words.push(format!("+{line}"));
                words.push(path_text);
            }
        },
    }
    words
}

fn edit(
    app: &mut App,
    term: &mut Term,
    source: &ContentSource,
    file: &str,
    line: Option<u32>,
) -> anyhow::Result<()> {
    let ContentSource::Disk(root) = source else {
        app.update(Action::Status(
            "the embedded content cannot be edited; start with --content DIR".into(),
        ));
        return Ok(());
    };
    let editor = std::env::var("VISUAL")
        .ok()
        .filter(|v| !v.trim().is_empty())
        .or_else(|| std::env::var("EDITOR").ok())
        .unwrap_or_default();
    let words = editor_command(&editor, &root.join(file), line);
    terminal::suspend()?;
    let result = Command::new(&words[0]).args(&words[1..]).status();
    terminal::resume(term)?;
    let message = match result {
        Ok(status) if status.success() => format!("edited {file}"),
        Ok(status) => format!("{} exited with {status}", words[0]),
        Err(e) => format!("cannot start the editor `{}`: {e} (set $EDITOR)", words[0]),
    };
    app.update(Action::Status(message));
    Ok(())
}

/// Write `translatedFrom` into a stale page, judged against the coverage the app shows; the
/// status line says what was written or why not.
pub fn acknowledge(app: &App, source: &ContentSource, file: &str) -> String {
    let ContentSource::Disk(root) = source else {
        return "the embedded content cannot be edited; start with --content DIR".into();
    };
    let history = History::read(root);
    let planned = ack::plan(
        &app.site,
        &app.coverage,
        history.as_ref(),
        &[file.to_owned()],
    );
    match planned.into_iter().next() {
        Some(Ok(a)) => match ack::write(root, &a) {
            Ok(()) => format!(
                "{}: {}: {} (in step with {})",
                a.file,
                ack::KEY,
                crate::site::text::before(&a.commit, 12),
                a.twins.join(", ")
            ),
            Err(e) => format!("cannot write {}: {e}", a.file),
        },
        Some(Err(refusal)) => format!("not acknowledged: {}", refusal.reason),
        None => String::new(),
    }
}

fn browse(url: &str) -> String {
    let mut command = if cfg!(target_os = "macos") {
        Command::new("open")
    } else if cfg!(windows) {
        let mut c = Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else {
        Command::new("xdg-open")
    };
    let spawned = command
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    match spawned {
        Ok(mut child) => {
            // Reap the opener without blocking the interface.
            std::thread::spawn(move || child.wait());
            format!("opened {url}")
        }
        Err(e) => format!("cannot open a browser ({e}); the page is at {url}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editor_commands_put_the_line_where_each_editor_wants_it() {
        let p = Path::new("/c/a.md");
        assert_eq!(editor_command("vim", p, Some(3)), ["vim", "+3", "/c/a.md"]);
        assert_eq!(
            editor_command("code -w", p, Some(3)),
            ["code", "-w", "--goto", "/c/a.md:3"]
        );
        assert_eq!(editor_command("hx", p, Some(3)), ["hx", "/c/a.md:3"]);
        assert_eq!(editor_command("", p, None), ["vi", "/c/a.md"]);
    }
}
