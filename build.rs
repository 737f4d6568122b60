//! Build script: makes sure the web app is built (embedded with include_dir) and captures the
//! content's git history for the embedded copy.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

#[path = "cli/site/git_args.rs"]
mod git_args;

// Shared with the binary, which also uses the functions this script does not.
#[allow(dead_code)]
#[path = "cli/web/compress.rs"]
mod compress;

fn main() {
    let root =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    web(&root, &out);
    git_log(&root, &out);
}

fn web(root: &Path, out: &Path) {
    let web = root.join("embedded-web");
    println!("cargo:rerun-if-env-changed=DOCS_SKIP_WEB");
    for p in [
        "src",
        "index.html",
        "package.json",
        "package-lock.json",
        "vite.config.ts",
        "public",
    ] {
        println!("cargo:rerun-if-changed=embedded-web/{p}");
    }
    if std::env::var_os("DOCS_SKIP_WEB").is_some_and(|v| v == "1") {
        let dir = out.join("web-placeholder");
        std::fs::create_dir_all(&dir).expect("create placeholder dir");
        std::fs::write(dir.join("PLACEHOLDER"), "built with DOCS_SKIP_WEB=1\n")
            .expect("write placeholder");
        println!("cargo:rustc-env=DOCS_WEB_DIST={}", dir.display());
        return;
    }
    let dist = web.join("dist");
    let built = newest(&dist.join("index.html"));
    let sources = [
        "src",
        "index.html",
        "package.json",
        "vite.config.ts",
        "public",
    ]
    .iter()
    .map(|p| newest(&web.join(p)))
    .max()
    .flatten();
    if built.is_none() || sources > built {
        let npm = if cfg!(windows) { "npm.cmd" } else { "npm" };
        if Command::new(npm).arg("--version").output().is_err() {
            panic!("embedded-web/dist is missing or stale and `npm` is not installed: install Node.js 20+ and npm, or set DOCS_SKIP_WEB=1 for a Rust-only build");
        }
        if !web.join("node_modules").is_dir() {
            run(Command::new(npm).arg("ci").current_dir(&web), "npm ci");
        }
        run(
            Command::new(npm).args(["run", "build"]).current_dir(&web),
            "npm run build",
        );
    }
    let embedded = out.join("web");
    let _ = std::fs::remove_dir_all(&embedded);
    copy_compressed(&dist, &embedded, &dist);
    println!("cargo:rustc-env=DOCS_WEB_DIST={}", embedded.display());
}

/// Copy the built app into OUT_DIR with `.br` and `.gz` siblings for its text assets, so the server
/// never compresses them per request.
fn copy_compressed(from: &Path, to: &Path, root: &Path) {
    std::fs::create_dir_all(to).expect("create embedded web dir");
    for entry in std::fs::read_dir(from)
        .expect("read embedded-web/dist")
        .flatten()
    {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_compressed(&path, &target, root);
            continue;
        }
        let bytes = std::fs::read(&path).expect("read built asset");
        let rel = path
            .strip_prefix(root)
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .unwrap_or_default();
        if rel.starts_with("assets/") && compress::worth_compressing(&rel) {
            std::fs::write(
                target.with_file_name(format!("{}.gz", entry.file_name().to_string_lossy())),
                compress::gzip_best(&bytes),
            )
            .expect("write .gz");
            std::fs::write(
                target.with_file_name(format!("{}.br", entry.file_name().to_string_lossy())),
                compress::brotli(&bytes, 11),
            )
            .expect("write .br");
        }
        std::fs::write(&target, bytes).expect("copy built asset");
    }
}

fn run(cmd: &mut Command, what: &str) {
    let status = cmd
        .status()
        .unwrap_or_else(|e| panic!("cannot run `{what}`: {e}"));
    assert!(
        status.success(),
        "`{what}` failed in embedded-web/ ({status})"
    );
}

/// Newest modification time of a file or of anything below a directory.
fn newest(path: &Path) -> Option<SystemTime> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_dir() {
        return meta.modified().ok();
    }
    std::fs::read_dir(path)
        .ok()?
        .flatten()
        .filter_map(|e| newest(&e.path()))
        .max()
}

fn git_log(root: &Path, out: &Path) {
    println!("cargo:rerun-if-changed=content");
    // What a commit or a checkout changes: HEAD and the branch it points to. Not `.git/index`,
    // which `git status` rewrites, so watching it rebuilt the binary after every `git status`.
    let mut watched = vec![
        ".git/HEAD".to_owned(),
        ".git/packed-refs".to_owned(),
        ".mailmap".to_owned(),
    ];
    if let Ok(head) = std::fs::read_to_string(root.join(".git/HEAD")) {
        if let Some(branch) = head.trim().strip_prefix("ref: ") {
            watched.push(format!(".git/{branch}"));
        }
    }
    for p in watched {
        if root.join(&p).exists() {
            println!("cargo:rerun-if-changed={p}");
        }
    }
    let log = Command::new("git")
        .arg("-C")
        .arg(root.join("content"))
        .args(git_args::LOG_ARGS)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| o.stdout)
        .unwrap_or_default();
    std::fs::write(out.join("content-git.log"), log).expect("write content-git.log");
}
