//! `docs tui` as a person meets it: the real binary in a pseudo-terminal (portable-pty), its output
//! read by a terminal emulator (vt100). Every check polls the screen with a timeout; nothing waits a
//! fixed time. Start-up to the first frame is printed (run with `--nocapture`), never asserted.

mod common;

use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};

/// Long enough for a debug build on a busy two-core machine to index the whole site.
const TIMEOUT: Duration = Duration::from_secs(30);

struct Session {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    reader: Option<JoinHandle<()>>,
    master: Box<dyn MasterPty + Send>,
    started: Instant,
}

impl Session {
    fn start(args: &[&str], cwd: &Path, rows: u16, cols: u16) -> Self {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_docs"));
        cmd.args(args);
        cmd.cwd(cwd);
        cmd.env("TERM", "xterm-256color");
        // `e` must never start a real editor here.
        cmd.env("EDITOR", "true");
        cmd.env_remove("VISUAL");
        let started = Instant::now();
        let child = pair.slave.spawn_command(cmd).expect("spawn docs tui");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("pty reader");
        let writer = pair.master.take_writer().expect("pty writer");
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            rows.try_into().expect("rows > 0"),
            cols.try_into().expect("cols > 0"),
            0,
        )));
        let sink = Arc::clone(&parser);
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            // Ends at EOF (or EIO) once the child has exited.
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().expect("parser lock").process(&buf[..n]);
            }
        });
        Self {
            parser,
            writer,
            child,
            reader: Some(reader),
            master: pair.master,
            started,
        }
    }

    fn screen(&self) -> String {
        self.parser.lock().expect("parser lock").screen().contents()
    }

    fn send(&mut self, text: &str) {
        self.writer
            .write_all(text.as_bytes())
            .expect("write to pty");
        self.writer.flush().expect("flush pty");
    }

    /// Poll the screen until `pred` holds; on timeout fail with the screen.
    fn wait_for(&self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let screen = self.screen();
            if pred(&screen) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; the screen shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Wait for the process to exit and its output to be read; returns the exit code.
    fn wait_exit(&mut self) -> u32 {
        let deadline = Instant::now() + TIMEOUT;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                break status;
            }
            assert!(
                Instant::now() < deadline,
                "docs tui did not exit; the screen shows:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        if let Some(reader) = self.reader.take() {
            while !reader.is_finished() {
                assert!(Instant::now() < deadline, "pty output never ended");
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = reader.join();
        }
        status.exit_code()
    }

    /// The terminal is back to normal: main screen, cursor visible.
    fn assert_restored(&self) {
        let parser = self.parser.lock().expect("parser lock");
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "still on the alternate screen");
        assert!(!screen.hide_cursor(), "the cursor is still hidden");
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
        }
    }
}

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn tree_search_panels_and_quit_in_a_real_terminal() {
    let mut s = Session::start(&["tui", "--content", "content"], repo(), 24, 80);
    s.wait_for("the page tree", |t| {
        t.contains("EN pages") && t.contains("Guide")
    });
    eprintln!(
        "docs tui: first frame {} ms after spawn (debug build)",
        s.started.elapsed().as_millis()
    );
    s.wait_for("lint results in the status bar", |t| {
        t.contains("│ lint ") && !t.contains("checking")
    });

    s.send("/");
    s.wait_for("the query line", |t| t.contains("Search EN"));
    s.send("reverse proxy");
    s.wait_for("the reverse proxy hit", |t| {
        t.contains("/guide/install/reverse-proxy.html")
    });
    s.send("\r");
    let screen = s.wait_for("the page in the preview", |t| {
        t.contains("EN /guide/install/reverse-proxy.html") && t.contains("EN pages")
    });
    assert!(screen.contains("Reverse proxy"), "{screen}");

    s.send("\t");
    s.wait_for("the Search panel", |t| t.contains("Results"));
    s.send("\t");
    s.wait_for("the Lint panel", |t| {
        t.contains("Lint:") || t.contains("No problems")
    });
    s.send("\t");
    s.wait_for("the Coverage panel", |t| {
        t.contains("pairs pages") && t.contains("Translations")
    });

    s.send("q");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

#[test]
fn ctrl_c_quits_and_restores_the_terminal() {
    let mut s = Session::start(
        &["tui", "--content", "tests/fixtures/tui-site"],
        repo(),
        24,
        80,
    );
    s.wait_for("the page tree", |t| t.contains("EN pages"));
    s.send("\x03");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut s = Session::start(
        &["tui", "--content", "tests/fixtures/tui-site"],
        repo(),
        24,
        80,
    );
    s.wait_for("the page tree", |t| t.contains("EN pages"));
    let pid = s.child.process_id().expect("child pid");
    let killed = std::process::Command::new("sh")
        .args(["-c", &format!("kill -TERM {pid}")])
        .status()
        .expect("run kill");
    assert!(killed.success());
    s.wait_exit();
    s.assert_restored();
}

#[test]
fn a_saved_file_refreshes_lint_and_keeps_the_selection() {
    let dir = common::fixture_copy("tui-site", "tui-live");
    let mut s = Session::start(
        &["tui", "--content", dir.to_str().expect("utf-8 temp path")],
        repo(),
        24,
        80,
    );
    s.wait_for("lint results", |t| t.contains("lint 2 errors"));
    // Select the Docker page, then break its front-matter on disk.
    s.send("jjjj");
    s.wait_for("Docker in the preview", |t| {
        t.contains("EN /guide/install/docker.html")
    });
    let file = dir.join("guide/install/docker.md");
    let text = std::fs::read_to_string(&file).expect("read fixture copy");
    let saved = Instant::now();
    std::fs::write(&file, text.replace("order: 1", "order: 1\nicn: oops")).expect("save");
    s.wait_for("the new lint error", |t| t.contains("lint 3 errors"));
    eprintln!(
        "docs tui: lint refreshed {} ms after the save",
        saved.elapsed().as_millis()
    );
    let screen = s.screen();
    assert!(
        screen.contains("EN /guide/install/docker.html"),
        "selection lost:\n{screen}"
    );
    s.send("q");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn resizing_redraws_at_the_new_size() {
    let s = Session::start(
        &["tui", "--content", "tests/fixtures/tui-site"],
        repo(),
        24,
        80,
    );
    s.wait_for("the page tree", |t| t.contains("EN pages"));
    s.master
        .resize(PtySize {
            rows: 40,
            cols: 150,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("resize");
    s.parser.lock().expect("parser lock").screen_mut().set_size(
        40u16.try_into().expect("rows"),
        150u16.try_into().expect("cols"),
    );
    // Wide enough for both languages side by side.
    s.wait_for("the side-by-side preview", |t| t.contains("ZH /"));
}
