//! The shipped `.pre-commit-hooks.yaml` through the real pre-commit framework, in a throwaway git
//! repository: commits that rename a heading, delete a page pair, delete a twin or move a page are
//! refused, because they break links in pages the commit never touched.
//!
//! The framework is taken from `$PRE_COMMIT`, else `pre-commit` on PATH, else installed with pip into
//! a venv under the cargo temp folder. The test is skipped (with a message saying why) only when
//! none of those works.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const DOCKER: &str = "content/guide/install/docker.md";
const CLEAN_DOCKER: &str =
    "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Run the container\n\nText.\n";
const INTRO_WITH_ANCHOR: &str = "---\ntitle: Introduction\n---\n# Introduction\n\nStart with [Docker](./install/docker.md#run-the-container).\n";

fn works(cmd: &Path) -> bool {
    Command::new(cmd)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The pre-commit executable, or why there is none.
fn framework() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("PRE_COMMIT").map(PathBuf::from) {
        return if works(&p) {
            Ok(p)
        } else {
            Err(format!("$PRE_COMMIT={} does not run", p.display()))
        };
    }
    if works(Path::new("pre-commit")) {
        return Ok("pre-commit".into());
    }
    let venv = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pre-commit-venv");
    let bin = venv.join("bin/pre-commit");
    if works(&bin) {
        return Ok(bin);
    }
    let made = Command::new("python3")
        .args(["-m", "venv"])
        .arg(&venv)
        .output();
    if !made.as_ref().is_ok_and(|o| o.status.success()) {
        return Err(format!("python3 -m venv failed: {made:?}"));
    }
    let pip = Command::new(venv.join("bin/pip"))
        .args(["install", "-q", "pre-commit"])
        .output();
    match pip {
        Ok(o) if o.status.success() && works(&bin) => Ok(bin),
        other => Err(format!("pip install pre-commit failed: {other:?}")),
    }
}

fn run(
    cwd: &Path,
    cmd: impl AsRef<std::ffi::OsStr>,
    args: &[&str],
    env_path: &str,
    home: &Path,
) -> Output {
    Command::new(cmd)
        .current_dir(cwd)
        .args(args)
        .env("PATH", env_path)
        .env("PRE_COMMIT_HOME", home)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.org")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.org")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .env_remove("GIT_INDEX_FILE")
        .output()
        .unwrap()
}

struct Repos {
    content: PathBuf,
    path: String,
    home: PathBuf,
}

impl Repos {
    fn git(&self, args: &[&str]) -> Output {
        let out = run(&self.content, "git", args, &self.path, &self.home);
        assert!(
            out.status.success(),
            "git {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out
    }

    /// `git commit` with the installed hook: (accepted?, hook output).
    fn commit(&self, message: &str) -> (bool, String) {
        self.git(&["add", "-A"]);
        let out = run(
            &self.content,
            "git",
            &["commit", "-q", "-m", message],
            &self.path,
            &self.home,
        );
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text)
    }

    /// Undo the working tree and index back to the last commit.
    fn reset(&self) {
        self.git(&["reset", "-q", "--hard"]);
        self.git(&["clean", "-qfd"]);
    }
}

/// A hooks repository holding the shipped `.pre-commit-hooks.yaml`, and a content repository that
/// uses it, with `docs` on PATH and the hook installed.
fn setup(pre_commit: &Path) -> Repos {
    let base = std::env::temp_dir().join(format!("docs-precommit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let (hooks, content, home) = (base.join("hooks"), base.join("site"), base.join("home"));
    std::fs::create_dir_all(&hooks).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(".pre-commit-hooks.yaml"),
        hooks.join(".pre-commit-hooks.yaml"),
    )
    .unwrap();
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_docs")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let repos = Repos {
        content: hooks.clone(),
        path,
        home,
    };
    repos.git(&["init", "-q"]);
    repos.git(&["add", "-A"]);
    repos.git(&["commit", "-q", "-m", "hooks"]);
    let rev = String::from_utf8(repos.git(&["rev-parse", "HEAD"]).stdout).unwrap();

    common::copy_dir(&common::fixture("bilingual"), &content.join("content"));
    std::fs::write(content.join(DOCKER), CLEAN_DOCKER).unwrap();
    std::fs::write(content.join("content/guide/README.md"), INTRO_WITH_ANCHOR).unwrap();
    std::fs::write(
        content.join(".pre-commit-config.yaml"),
        format!(
            "repos:\n  - repo: {}\n    rev: {}\n    hooks:\n      - id: docs-lint\n",
            hooks.display(),
            rev.trim()
        ),
    )
    .unwrap();
    let repos = Repos { content, ..repos };
    repos.git(&["init", "-q"]);
    let installed = run(
        &repos.content,
        pre_commit,
        &["install"],
        &repos.path,
        &repos.home,
    );
    assert!(
        installed.status.success(),
        "{}",
        String::from_utf8_lossy(&installed.stderr)
    );
    let (ok, text) = repos.commit("clean content");
    assert!(ok, "the clean tree must pass the hook:\n{text}");
    repos
}

#[test]
fn the_shipped_hook_refuses_commits_that_break_other_pages() {
    let pre_commit = match framework() {
        Ok(p) => p,
        Err(why) => {
            eprintln!("SKIPPED: the pre-commit framework is not available ({why})");
            return;
        }
    };
    let repos = setup(&pre_commit);
    let c = &repos.content;

    // 1. A heading renamed in one page breaks the anchor in another.
    let renamed = CLEAN_DOCKER.replace("## Run the container", "## Start it");
    std::fs::write(c.join(DOCKER), renamed).unwrap();
    let (ok, text) = repos.commit("rename a heading");
    assert!(!ok, "rename heading passed:\n{text}");
    assert!(
        text.contains("content/guide/README.md:6:21: error[links/missing-anchor]"),
        "{text}"
    );
    repos.reset();

    // 2. A page pair deleted: nothing changed is left to pass to a file-scoped hook.
    std::fs::remove_file(c.join(DOCKER)).unwrap();
    std::fs::remove_file(c.join("content/zh/guide/install/docker.md")).unwrap();
    let (ok, text) = repos.commit("delete a page pair");
    assert!(!ok, "page deletion passed:\n{text}");
    assert!(
        text.contains("content/guide/README.md:6:21: error[links/broken]"),
        "{text}"
    );
    assert!(text.contains("content/zh/guide/README.md:6:"), "{text}");
    repos.reset();

    // 3. Only the Chinese twin deleted.
    std::fs::remove_file(c.join("content/zh/guide/install/docker.md")).unwrap();
    let (ok, text) = repos.commit("delete a twin");
    assert!(!ok, "twin deletion passed:\n{text}");
    assert!(
        text.contains("content/zh/guide/README.md:6:") && text.contains("links/broken"),
        "{text}"
    );
    repos.reset();

    // 4. A page moved: git records a rename, and the old links break.
    repos.git(&["mv", DOCKER, "content/guide/install/container.md"]);
    let (ok, text) = repos.commit("move a page");
    assert!(!ok, "rename passed:\n{text}");
    assert!(
        text.contains("link to `/guide/install/docker.html`, which does not exist"),
        "{text}"
    );
    repos.reset();

    // A harmless edit still goes through.
    std::fs::write(c.join(DOCKER), CLEAN_DOCKER.replace("Text.", "More text.")).unwrap();
    let (ok, text) = repos.commit("harmless");
    assert!(ok, "{text}");
}
