//! `docs serve --watch`: edits reach open pages over server-sent events; broken files keep the last
//! good version; foreign hosts and origins are refused; shutdown ends the streams.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

struct Server {
    child: Child,
    addr: String,
    dir: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(name: &str) -> Server {
    let dir = common::fixture_copy("bilingual", &format!("watch-{name}"));
    let args = [
        "serve".as_ref(),
        "--watch".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        dir.as_os_str(),
    ];
    let (child, addr) = common::spawn_server(&args);
    Server { child, addr, dir }
}

fn get(addr: &str, path: &str, extra: &str) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out
}

/// Open the event stream and return it once the headers are in.
fn events(addr: &str) -> BufReader<TcpStream> {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(45))).unwrap();
    write!(s, "GET /_live HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\nAccept: text/event-stream\r\n\r\n").unwrap();
    let mut reader = BufReader::new(s);
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert!(line.starts_with("HTTP/1.1 200"), "{line}");
    reader
}

/// Read stream lines until one starts with `event: <name>`.
fn wait_for(reader: &mut BufReader<TcpStream>, name: &str) -> String {
    // Generous: a folder deleted and made again is re-armed by a poll, which a loaded CI machine slows.
    let deadline = Instant::now() + Duration::from_secs(45);
    let mut seen = String::new();
    while Instant::now() < deadline {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 {
            break;
        }
        seen.push_str(&line);
        if line.trim_end() == format!("event: {name}") {
            let mut data = String::new();
            reader.read_line(&mut data).unwrap();
            return data;
        }
    }
    panic!("no `{name}` event; stream so far:\n{seen}");
}

#[test]
fn edits_reload_and_broken_files_keep_the_last_good_version() {
    let server = start("edit");
    let mut stream = events(&server.addr);
    assert!(
        get(&server.addr, "/guide/install/docker.html", "").contains("/_live/client.js"),
        "pages load the client"
    );
    std::thread::sleep(Duration::from_millis(300));
    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Freshly edited\n",
    )
    .unwrap();
    wait_for(&mut stream, "reload");
    // A write may land as truncate + write (two reloads); the edit shows up within a moment.
    let deadline = Instant::now() + Duration::from_secs(10);
    while !get(&server.addr, "/guide/install/docker.html", "").contains("id=\"freshly-edited\"") {
        assert!(Instant::now() < deadline, "the edit never reached the page");
        std::thread::sleep(Duration::from_millis(100));
    }
    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: [broken\n---\n# Oops\n",
    )
    .unwrap();
    let problem = wait_for(&mut stream, "problem");
    assert!(
        problem.contains("guide/install/docker.md:") && problem.contains("error[yaml/syntax]"),
        "{problem}"
    );
    assert!(
        get(&server.addr, "/guide/install/docker.html", "").contains("id=\"freshly-edited\""),
        "last good version still served"
    );
}

#[test]
fn foreign_hosts_and_origins_are_refused() {
    let server = start("hosts");
    let mut s = TcpStream::connect(&server.addr).unwrap();
    write!(
        s,
        "GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    assert!(out.starts_with("HTTP/1.1 403"), "{out}");
    let out = get(&server.addr, "/_live", "Origin: http://evil.example\r\n");
    assert!(out.starts_with("HTTP/1.1 403"), "{out}");
    assert!(!out
        .to_ascii_lowercase()
        .contains("access-control-allow-origin"));
}

#[test]
fn sigterm_closes_open_event_streams() {
    let mut server = start("term");
    let _stream = events(&server.addr);
    let started = Instant::now();
    assert!(Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap()
        .success());
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            assert!(status.success());
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(12),
            "still running after the drain deadline"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// CPU time (user + system) a process has used, in clock ticks (Linux `/proc/PID/stat`).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the `(comm)` part; utime and stime are fields 14 and 15 of the whole line.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

fn count(log: &std::path::Path, needle: &str) -> usize {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .matches(needle)
        .count()
}

// Regression: the watcher counted the server's own reads of the content (inotify open/access/
// close-nowrite) as edits and rebuilt about every 0.7 s forever, using most of a core.
#[test]
fn an_untouched_content_folder_causes_no_rebuild_and_one_edit_causes_one() {
    let dir = common::fixture_copy("bilingual", "watch-idle");
    let log = dir.with_extension("log");
    let mut child = common::docs()
        .args(["serve", "--watch", "--addr", "127.0.0.1:0", "--content"])
        .arg(&dir)
        .env("RUST_LOG", "docs=debug")
        .stdout(std::process::Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_owned();
    let server = Server { child, addr, dir };
    let mut stream = events(&server.addr);
    // Reading pages makes the server touch nothing on disk, but exercise it anyway.
    get(&server.addr, "/guide/install/docker.html", "");
    // Idle means after the start's own work: both locales' search indexes are made once the
    // server is up (a debug build takes a tenth of a second or more on them).
    for lang in ["en", "zh"] {
        let answer = get(
            &server.addr,
            &format!("/api/search?q=docker&lang={lang}"),
            "",
        );
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    }
    let before = cpu_ticks(server.child.id());
    std::thread::sleep(Duration::from_secs(5));
    let idle = cpu_ticks(server.child.id()) - before;
    assert_eq!(count(&log, "rebuild after"), 0, "no edit, no rebuild");
    assert!(idle < 10, "{idle} ticks (1/100 s) of CPU while idle");

    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Edited once\n",
    )
    .unwrap();
    wait_for(&mut stream, "reload");
    std::thread::sleep(Duration::from_secs(1));
    assert_eq!(
        count(&log, "reloaded after"),
        1,
        "one edit, one published reload"
    );
    // Saving the same bytes again changes nothing and publishes nothing.
    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Edited once\n",
    )
    .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while count(&log, "content unchanged") == 0 {
        assert!(
            Instant::now() < deadline,
            "the unchanged save was never looked at"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(count(&log, "reloaded after"), 1);
}

// Regression: a content folder deleted under --watch was never watched again when it came back.
#[test]
fn a_deleted_content_folder_that_comes_back_is_watched_again() {
    let server = start("recreate");
    let mut stream = events(&server.addr);
    let saved = server.dir.with_extension("saved");
    let _ = std::fs::remove_dir_all(&saved);
    common::copy_dir(&server.dir, &saved);
    std::fs::remove_dir_all(&server.dir).unwrap();
    assert!(
        get(&server.addr, "/guide/install/docker.html", "").contains("200 OK"),
        "the last good version stays online"
    );
    std::thread::sleep(Duration::from_millis(500));
    std::fs::rename(&saved, &server.dir).unwrap();
    std::thread::sleep(Duration::from_millis(500));
    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Back again\n",
    )
    .unwrap();
    wait_for(&mut stream, "reload");
    let deadline = Instant::now() + Duration::from_secs(10);
    while !get(&server.addr, "/guide/install/docker.html", "").contains("id=\"back-again\"") {
        assert!(
            Instant::now() < deadline,
            "edits after the folder came back never appear"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Poll `path` until its page holds `needle`.
fn eventually_contains(addr: &str, path: &str, needle: &str, what: &str) {
    // Generous: a folder deleted and made again is re-armed by a poll, which a loaded CI machine slows.
    let deadline = Instant::now() + Duration::from_secs(45);
    while !get(addr, path, "").contains(needle) {
        assert!(Instant::now() < deadline, "{what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

// Issue 30: `mv content old && mv new content` (what `import --force` does) left the watch on the
// folder that moved away, and live reload went deaf without a word.
#[test]
fn a_content_folder_swapped_in_one_step_is_watched_from_then_on() {
    let server = start("swap");
    let fresh = server.dir.with_extension("fresh");
    let old = server.dir.with_extension("old");
    for dir in [&fresh, &old] {
        let _ = std::fs::remove_dir_all(dir);
    }
    common::copy_dir(&server.dir, &fresh);
    std::fs::write(
        fresh.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Swapped in\n",
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    std::fs::rename(&server.dir, &old).unwrap();
    std::fs::rename(&fresh, &server.dir).unwrap();
    eventually_contains(
        &server.addr,
        "/guide/install/docker.html",
        "id=\"swapped-in\"",
        "the swapped-in folder was never loaded",
    );
    std::thread::sleep(Duration::from_millis(300));
    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Edited after the swap\n",
    )
    .unwrap();
    eventually_contains(
        &server.addr,
        "/guide/install/docker.html",
        "id=\"edited-after-the-swap\"",
        "edits in the new folder are never seen",
    );
}

// Issue 30: one broken page held back every other page's reload.
#[test]
fn a_broken_page_holds_back_only_itself() {
    let server = start("held");
    let mut stream = events(&server.addr);
    std::thread::sleep(Duration::from_millis(300));
    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: [broken\n---\n# Oops\n",
    )
    .unwrap();
    std::fs::write(
        server.dir.join("guide/README.md"),
        "---\ntitle: Introduction\n---\n# Introduction\n\n## Moved on\n\nStart with [Docker](./install/docker.md).\n",
    )
    .unwrap();
    eventually_contains(
        &server.addr,
        "/guide/",
        "id=\"moved-on\"",
        "the healthy page never reloaded",
    );
    let docker = get(&server.addr, "/guide/install/docker.html", "");
    assert!(
        docker.contains("id=\"run-the-container\""),
        "the broken page keeps its last good text"
    );
    // A page that connects (after its reload) is told at once which pages are held back.
    let mut fresh = events(&server.addr);
    let problem = wait_for(&mut fresh, "problem");
    let data: serde_json::Value =
        serde_json::from_str(problem.trim_start_matches("data:").trim()).unwrap();
    assert_eq!(
        data["routes"],
        serde_json::json!(["/guide/install/docker.html"]),
        "{problem}"
    );
    assert!(
        data["text"]
            .as_str()
            .unwrap()
            .contains("error[yaml/syntax]"),
        "{problem}"
    );
    // Fixed: the page reloads with its new text and nothing is held back any more.
    std::fs::write(
        server.dir.join("guide/install/docker.md"),
        "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Fixed now\n",
    )
    .unwrap();
    eventually_contains(
        &server.addr,
        "/guide/install/docker.html",
        "id=\"fixed-now\"",
        "the fixed page never came back",
    );
    wait_for(&mut stream, "reload");
}

/// A save's reload takes unchanged files from the version before ([`Site::load_after`]); what it
/// loads must be what a fresh load makes of the same files, whatever the edit.
#[test]
fn a_reload_that_reuses_unchanged_files_loads_what_a_fresh_load_does() {
    use docs::site::{ContentSource, Site};
    let dir = common::fixture_copy("bilingual", "load-after");
    let load = |previous: Option<&Site>| {
        Site::load_after(
            ContentSource::Disk(dir.clone()),
            Default::default(),
            previous,
        )
        .unwrap()
    };
    let seen = |site: &Site| {
        let pages = serde_json::to_string(&site.pages).unwrap();
        let findings: Vec<String> = site.diagnostics.iter().map(ToString::to_string).collect();
        let sidebars = format!("{:?}", site.sidebars);
        (pages, findings, sidebars)
    };
    let write = |rel: &str, text: &str| std::fs::write(dir.join(rel), text).unwrap();
    let mut last = load(None);
    // The same length, written with the old modification time put back: only the change time
    // tells the edit (a reload reads again only files whose stamp moved).
    let same_size = || {
        let path = dir.join("guide/install/docker.md");
        let before = std::fs::metadata(&path).unwrap().modified().unwrap();
        let text = std::fs::read_to_string(&path)
            .unwrap()
            .replace("New body.", "Old body.");
        std::fs::write(&path, text).unwrap();
        let file = std::fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(before).unwrap();
    };
    let edits: [&dyn Fn(); 8] = [
        &|| {
            write(
                "guide/install/docker.md",
                "---\ntitle: Docker, again\n---\n# Docker\n\nNew body.\n",
            )
        },
        &|| write("guide/install/podman.md", "# Podman\n\nA new page.\n"),
        &|| {
            write(
                "guide/install/podman.md",
                "---\ntitel: typo\nbroken: [\n---\n# Podman\n",
            )
        },
        &same_size,
        // A byte-order mark: the text loaded is not the file's bytes.
        &|| {
            write(
                "guide/install/podman.md",
                "\u{feff}# Podman\n\nWith a mark.\n",
            )
        },
        &|| write("zh/guide/install/docker.md", "# Docker\n\n\u{0}\n"),
        &|| std::fs::remove_file(dir.join("guide/install/podman.md")).unwrap(),
        &|| {
            write(
                "site.yaml",
                &std::fs::read_to_string(dir.join("site.yaml"))
                    .unwrap()
                    .replace("title:", "title: Renamed"),
            )
        },
    ];
    for (n, edit) in edits.iter().enumerate() {
        edit();
        let again = load(Some(&last));
        assert_eq!(seen(&again), seen(&load(None)), "after edit {n}");
        // Nothing changed: everything is taken from the version before, and it is the same.
        assert_eq!(
            seen(&load(Some(&again))),
            seen(&again),
            "no edit after edit {n}"
        );
        last = again;
    }
    let _ = std::fs::remove_dir_all(&dir);
}
