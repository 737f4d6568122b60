//! `docs coverage` through the real binary.

mod common;

use std::path::{Path, PathBuf};

fn tree(name: &str) -> PathBuf {
    common::fixture_copy("bilingual", &format!("coverage-{name}"))
}

fn write(dir: &Path, file: &str, text: &str) {
    let path = dir.join(file);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn coverage(dir: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let out = common::docs()
        .args(["coverage", "--content"])
        .arg(dir)
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn git(dir: &Path, args: &[&str], when: &str) {
    let ok = common::git_command()
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_DATE", when)
        .env("GIT_COMMITTER_DATE", when)
        .output()
        .unwrap()
        .status
        .success();
    assert!(ok, "git {args:?}");
}

#[test]
fn complete_pairs_pass_fail_under_100() {
    let (code, text) = coverage(&common::fixture("bilingual"), &["--fail-under", "100"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("100.0%"));
}

#[test]
fn missing_twins_near_misses_and_by_design_pages_are_reported() {
    let dir = tree("missing");
    write(&dir, "guide/only-en.md", "---\ntitle: Only\n---\n# Only\n");
    write(&dir, "guide/sfpt.md", "---\ntitle: SFTP\n---\n# SFTP\n");
    write(&dir, "zh/guide/sftp.md", "---\ntitle: SFTP\n---\n# SFTP\n");
    write(
        &dir,
        "guide/tools.md",
        "---\ntitle: Tools\nuntranslated: true\n---\n# Tools\n",
    );
    let (code, json) = coverage(&dir, &["--format", "json", "--fail-under", "90"]);
    assert_eq!(code, Some(1), "{json}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["pairs"], 4);
    let missing: Vec<_> = v["missing"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["route"].as_str().unwrap(), m["locale"].as_str().unwrap()))
        .collect();
    assert!(
        missing.contains(&("/guide/only-en.html", "/zh/")),
        "{missing:?}"
    );
    assert!(
        missing.contains(&("/zh/guide/sftp.html", "/")),
        "{missing:?}"
    );
    let near: Vec<_> = v["near_misses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["probably"].as_str().unwrap().to_owned())
        .collect();
    assert!(near.contains(&"/zh/guide/sftp.html".to_owned()), "{near:?}");
    assert_eq!(
        v["untranslated_by_design"],
        serde_json::json!(["/guide/tools.html"])
    );
    assert!(v["percent"].as_f64().unwrap() < 100.0);
}

const EN_DOCKER: &str = "---\ntitle: Use Docker\n---\n# Use Docker\n\nIntro.\n\n## Run\n\nRun it.\n\n## Update\n\nPull the image.\n\n## Volumes\n\nKeep data.\n";
const ZH_DOCKER: &str = "---\ntitle: 使用 Docker\n---\n# 使用 Docker\n\n简介。\n\n## 运行\n\n运行它。\n\n## 更新\n\n拉取镜像。\n\n## 数据卷\n\n保存数据。\n";
const EN_GUIDE: &str =
    "---\ntitle: Guide\n---\n# Guide\n\n## Start\n\nRead this.\n\n## Chapters\n\nOne, two.\n";
const ZH_GUIDE: &str =
    "---\ntitle: 指南\n---\n# 指南\n\n## 开始\n\n先读这里。\n\n## 章节\n\n一，二。\n";

/// The bilingual fixture with multi-section twins, committed on 2024-01-01 in a new repository.
fn history_tree(name: &str) -> PathBuf {
    let dir = tree(name);
    write(&dir, "guide/install/docker.md", EN_DOCKER);
    write(&dir, "zh/guide/install/docker.md", ZH_DOCKER);
    write(&dir, "guide/README.md", EN_GUIDE);
    write(&dir, "zh/guide/README.md", ZH_GUIDE);
    git(&dir, &["init", "-q"], "2024-01-01T00:00:00Z");
    git(&dir, &["add", "."], "2024-01-01T00:00:00Z");
    git(&dir, &["commit", "-qm", "first"], "2024-01-01T00:00:00Z");
    dir
}

fn json(dir: &Path) -> serde_json::Value {
    let (code, text) = coverage(dir, &["--format", "json"]);
    assert_eq!(code, Some(0), "{text}");
    serde_json::from_str(&text).unwrap()
}

/// `(change, heading, twin heading)` of a stale section.
type SectionRow = (String, String, String);
/// `(route, newer route, sections)` of a stale pair.
type PairRow = (String, String, Vec<SectionRow>);

/// Every stale pair of a JSON report.
fn stale_pairs(v: &serde_json::Value) -> Vec<PairRow> {
    let text = |v: &serde_json::Value| v.as_str().unwrap_or("").to_owned();
    v["stale"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let sections = s["sections"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| {
                    (
                        text(&x["change"]),
                        text(&x["heading"]),
                        text(&x["twin_heading"]),
                    )
                })
                .collect();
            (text(&s["route"]), text(&s["source_route"]), sections)
        })
        .collect()
}

fn section(change: &str, heading: &str, twin: &str) -> SectionRow {
    (change.into(), heading.into(), twin.into())
}

#[test]
fn english_newer_and_chinese_newer_pairs_are_both_reported_with_their_sections() {
    let dir = history_tree("two-way");
    // English moves ahead on one page, Chinese on another.
    write(
        &dir,
        "guide/install/docker.md",
        &EN_DOCKER.replace("Pull the image.", "Pull the image, then restart."),
    );
    git(
        &dir,
        &["commit", "-qam", "en: docker update"],
        "2024-03-01T00:00:00Z",
    );
    write(
        &dir,
        "zh/guide/README.md",
        &ZH_GUIDE.replace("一，二。", "一，二，三。"),
    );
    git(
        &dir,
        &["commit", "-qam", "zh: chapters"],
        "2024-04-01T00:00:00Z",
    );

    let v = json(&dir);
    let mut pairs = stale_pairs(&v);
    pairs.sort();
    assert_eq!(
        pairs,
        [
            (
                "/guide/".to_owned(),
                "/zh/guide/".to_owned(),
                vec![section("changed", "章节", "Chapters")]
            ),
            (
                "/zh/guide/install/docker.html".to_owned(),
                "/guide/install/docker.html".to_owned(),
                vec![section("changed", "Update", "更新")]
            ),
        ]
    );
    let docker = v["stale"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["locale"] == "/zh/")
        .unwrap();
    assert_eq!(docker["newer_locale"], "/");
    assert_eq!(docker["sections"][0]["anchor"], "update");
    assert_eq!(
        docker["sections"][0]["diff"],
        " ## Update\n \n-Pull the image.\n+Pull the image, then restart.\n"
    );

    let (code, text) = coverage(&dir, &["--diff"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("/zh/guide/install/docker.html (updated 2024-01-01) is behind /guide/install/docker.html (updated 2024-03-01): / is newer"), "{text}");
    assert!(
        text.contains(
            "/guide/ (updated 2024-01-01) is behind /zh/guide/ (updated 2024-04-01): /zh/ is newer"
        ),
        "{text}"
    );
    assert!(
        text.contains("changed Update (#update) -> 更新 (#更新)  +1 -1"),
        "{text}"
    );
    assert!(
        text.contains("      +Pull the image, then restart."),
        "{text}"
    );
    assert!(text.contains("page times: git"), "{text}");

    // Stale pairs fail only when asked to, and say why.
    let out = common::docs()
        .args(["coverage", "--fail-on", "stale", "--content"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 stale twin(s) (--fail-on stale)"));
}

#[test]
fn a_one_section_edit_reports_exactly_that_section_and_catching_up_clears_it() {
    let dir = history_tree("one-section");
    write(
        &dir,
        "guide/install/docker.md",
        &EN_DOCKER.replace("Keep data.", "Keep data in a volume."),
    );
    git(
        &dir,
        &["commit", "-qam", "en: volumes"],
        "2024-03-01T00:00:00Z",
    );
    let v = json(&dir);
    assert_eq!(
        stale_pairs(&v),
        [(
            "/zh/guide/install/docker.html".to_owned(),
            "/guide/install/docker.html".to_owned(),
            vec![section("changed", "Volumes", "数据卷")]
        )]
    );
    // A front-matter-only change moves no section: nothing new to translate.
    write(
        &dir,
        "guide/README.md",
        &EN_GUIDE.replace("title: Guide", "title: The guide"),
    );
    git(
        &dir,
        &["commit", "-qam", "en: title"],
        "2024-03-02T00:00:00Z",
    );
    assert_eq!(stale_pairs(&json(&dir)).len(), 1);
    // The translator follows the English change: the Chinese page is now newer, but it only
    // changed the section the English page changed, so neither side is behind.
    write(
        &dir,
        "zh/guide/install/docker.md",
        &ZH_DOCKER.replace("保存数据。", "把数据保存在卷中。"),
    );
    git(
        &dir,
        &["commit", "-qam", "zh: volumes"],
        "2024-04-01T00:00:00Z",
    );
    assert_eq!(stale_pairs(&json(&dir)), []);
}

#[test]
fn shallow_clones_use_the_baseline_key_and_say_when_history_is_missing() {
    let origin = history_tree("shallow-origin");
    write(&origin, "notes.txt", "a commit to cut the clone at\n");
    git(&origin, &["add", "notes.txt"], "2024-02-01T00:00:00Z");
    git(&origin, &["commit", "-qm", "notes"], "2024-02-01T00:00:00Z");
    let baseline = String::from_utf8(
        common::git_command()
            .arg("-C")
            .arg(&origin)
            .args(["rev-parse", "HEAD"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    // The translator records the English state the Chinese docker page follows.
    write(
        &origin,
        "zh/guide/install/docker.md",
        &ZH_DOCKER.replace(
            "title: 使用 Docker\n",
            &format!("title: 使用 Docker\ntranslatedFrom: {}\n", baseline.trim()),
        ),
    );
    git(
        &origin,
        &["commit", "-qam", "zh: baseline"],
        "2024-03-01T00:00:00Z",
    );
    write(
        &origin,
        "guide/install/docker.md",
        &EN_DOCKER.replace("Run it.", "Run it with -d."),
    );
    write(
        &origin,
        "guide/README.md",
        &EN_GUIDE.replace("Read this.", "Read this first."),
    );
    git(
        &origin,
        &["commit", "-qam", "en: run, start"],
        "2024-04-01T00:00:00Z",
    );

    let clone = |depth: &str| {
        let to = origin.with_file_name(format!(
            "{}-depth{depth}",
            origin.file_name().unwrap().to_string_lossy()
        ));
        let _ = std::fs::remove_dir_all(&to);
        let url = format!("file://{}", origin.display());
        let ok = common::git_command()
            .args(["clone", "-q", "--depth", depth, &url])
            .arg(&to)
            .status()
            .unwrap()
            .success();
        assert!(ok, "git clone --depth {depth}");
        to
    };

    // Depth 3 starts at the "notes" commit: the baseline is there, the guide's history is not.
    let three = clone("3");
    let v = json(&three);
    let pairs = stale_pairs(&v);
    let docker = v["stale"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["route"] == "/zh/guide/install/docker.html")
        .expect("docker pair");
    assert_eq!(docker["judged_by"], "translatedFrom");
    assert_eq!(docker["since_commit"], baseline.trim());
    assert!(docker["note"].is_null(), "{docker}");
    assert!(
        pairs.contains(&(
            "/zh/guide/install/docker.html".to_owned(),
            "/guide/install/docker.html".to_owned(),
            vec![section("changed", "Run", "运行")]
        )),
        "{pairs:?}"
    );
    let guide = v["stale"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["route"] == "/zh/guide/")
        .expect("guide pair");
    assert_eq!(guide["sections"][0]["heading"], "Start");
    assert!(
        guide["note"]
            .as_str()
            .unwrap()
            .contains("history missing before 2024-02-01"),
        "{guide}"
    );
    assert!(
        v["times"].as_str().unwrap().contains("shallow clone"),
        "{v}"
    );

    // Depth 1: nothing before the last commit. The baseline commit is not in the clone and no
    // pair can be judged by time; the report says so instead of calling everything in step.
    let one = clone("1");
    let v = json(&one);
    assert_eq!(stale_pairs(&v), []);
    let unjudged = v["unjudged"].as_array().unwrap();
    let reason = |route: &str| {
        unjudged
            .iter()
            .find(|u| u["route"] == route || u["twin_route"] == route)
            .map(|u| u["reason"].as_str().unwrap().to_owned())
    };
    assert!(reason("/zh/guide/install/docker.html")
        .unwrap()
        .contains("is not a commit in this clone (it is shallow"));
    assert!(
        reason("/zh/guide/").unwrap().contains("history missing"),
        "{unjudged:?}"
    );
    let (_, text) = coverage(&one, &[]);
    assert!(text.contains("not judged ("), "{text}");
    assert!(
        text.contains("shallow clone (history before 2024-04-01 is missing"),
        "{text}"
    );
}

#[test]
fn fail_under_explains_a_failure_and_rejects_values_outside_0_to_100() {
    let dir = tree("fail-under");
    write(&dir, "guide/only-en.md", "---\ntitle: Only\n---\n# Only\n");
    let out = common::docs()
        .args(["coverage", "--fail-under", "99", "--content"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("coverage 80.0 % is under 99 (--fail-under): 1 page(s) lack a twin"),
        "{stderr}"
    );
    for bad in ["150", "-1", "lots"] {
        let out = common::docs()
            .args(["coverage", &format!("--fail-under={bad}"), "--content"])
            .arg(&dir)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("--fail-under")
                && (stderr.contains("outside 0–100") || stderr.contains("not a number")),
            "{bad}: {stderr}"
        );
    }
}

/// `docs coverage ack ARGS --content DIR`: (exit code, stdout, stderr).
fn ack(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = common::docs()
        .args(["coverage", "ack", "--content"])
        .arg(dir)
        .args(args)
        // Outside the test's repository git must not find another one (a temp folder inside a checkout).
        .env("GIT_CEILING_DIRECTORIES", dir.parent().unwrap())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn head(dir: &Path) -> String {
    let out = common::git_command()
        .arg("-C")
        .arg(dir)
        .args(["rev-parse", "HEAD"])
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap().trim().to_owned()
}

/// The history fixture with the English docker page's Update section moved ahead (the Chinese one behind).
fn en_ahead(name: &str) -> PathBuf {
    let dir = history_tree(name);
    write(
        &dir,
        "guide/install/docker.md",
        &EN_DOCKER.replace("Pull the image.", "Pull the image, then restart."),
    );
    git(
        &dir,
        &["commit", "-qam", "en: docker update"],
        "2024-03-01T00:00:00Z",
    );
    dir
}

const ZH_FILE: &str = "zh/guide/install/docker.md";

#[test]
fn ack_records_the_head_commit_in_the_page_behind_and_clears_it() {
    let dir = en_ahead("ack");
    let commit = head(&dir);
    assert_eq!(stale_pairs(&json(&dir)).len(), 1);

    // --dry-run says what it would write and writes nothing.
    let (code, out, err) = ack(&dir, &["--dry-run", ZH_FILE]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        format!("would write {ZH_FILE}: translatedFrom: {commit} (in step with guide/install/docker.md)\n")
    );
    assert_eq!(
        std::fs::read_to_string(dir.join(ZH_FILE)).unwrap(),
        ZH_DOCKER
    );

    // The newer page and a page in step are refused, with the reason, and nothing is written.
    let (code, _, err) = ack(&dir, &[ZH_FILE, "guide/install/docker.md"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("guide/install/docker.md: guide/install/docker.md is not behind: it is the newer page; its twin /zh/guide/install/docker.html is behind it"), "{err}");
    assert!(err.contains("nothing written"), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.join(ZH_FILE)).unwrap(),
        ZH_DOCKER
    );
    let (code, _, err) = ack(&dir, &["/guide/"]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("guide/README.md is not behind its twin(s)"),
        "{err}"
    );
    let (code, _, err) = ack(&dir, &["guide/nope.md"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("no such page"), "{err}");

    // Named by its path: the key is added as one line, the rest of the file is untouched.
    let (code, out, err) = ack(&dir, &[dir.join(ZH_FILE).to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.starts_with(&format!("wrote {ZH_FILE}: translatedFrom: {commit}")),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join(ZH_FILE)).unwrap(),
        ZH_DOCKER.replace(
            "title: 使用 Docker\n",
            &format!("title: 使用 Docker\ntranslatedFrom: {commit}\n")
        )
    );
    let v = json(&dir);
    assert_eq!(stale_pairs(&v), []);
    assert_eq!(v["unjudged"], serde_json::json!([]));
    let (code, _, err) = ack(&dir, &[ZH_FILE]);
    assert_eq!(code, Some(1), "in step now: {err}");

    // Committed, then the English page moves again: behind again, and a second ack replaces
    // the line. A twin with uncommitted changes is refused: HEAD would not hold them.
    git(
        &dir,
        &["commit", "-qam", "zh: in step"],
        "2024-03-02T00:00:00Z",
    );
    write(
        &dir,
        "guide/install/docker.md",
        &EN_DOCKER.replace("Keep data.", "Keep data in a volume."),
    );
    let (code, _, err) = ack(&dir, &[ZH_FILE]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("its twin guide/install/docker.md has changes not committed yet"),
        "{err}"
    );
    git(
        &dir,
        &["commit", "-qam", "en: volumes"],
        "2024-03-03T00:00:00Z",
    );
    assert_eq!(stale_pairs(&json(&dir)).len(), 1);
    let (code, _, err) = ack(&dir, &[ZH_FILE]);
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(dir.join(ZH_FILE)).unwrap();
    assert_eq!(text.matches("translatedFrom:").count(), 1, "{text}");
    assert!(
        text.contains(&format!("translatedFrom: {}\n", head(&dir))),
        "{text}"
    );
    assert_eq!(stale_pairs(&json(&dir)), []);

    // The acknowledged page moves ahead later: its twin, which names no baseline, is behind it.
    git(
        &dir,
        &["commit", "-qam", "zh: in step again"],
        "2024-03-04T00:00:00Z",
    );
    write(&dir, ZH_FILE, &text.replace("简介。", "简介，先读这里。"));
    git(
        &dir,
        &["commit", "-qam", "zh: intro"],
        "2024-03-05T00:00:00Z",
    );
    assert_eq!(
        stale_pairs(&json(&dir)),
        [(
            "/guide/install/docker.html".to_owned(),
            "/zh/guide/install/docker.html".to_owned(),
            vec![section("changed", "使用 Docker", "Use Docker")]
        )]
    );
}

#[test]
fn ack_works_on_a_shallow_clone() {
    let origin = en_ahead("ack-shallow-origin");
    let clone = origin.with_file_name(format!(
        "{}-depth1",
        origin.file_name().unwrap().to_string_lossy()
    ));
    let _ = std::fs::remove_dir_all(&clone);
    let ok = common::git_command()
        .args(["clone", "-q", "--depth", "1"])
        .arg(format!("file://{}", origin.display()))
        .arg(&clone)
        .status()
        .unwrap()
        .success();
    assert!(ok);
    // One commit deep: the pair cannot be judged, and acknowledging it is what settles it.
    let v = json(&clone);
    assert_eq!(stale_pairs(&v), []);
    assert!(!v["unjudged"].as_array().unwrap().is_empty(), "{v}");
    let (code, out, err) = ack(&clone, &[ZH_FILE]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("it could not be judged before (history missing"),
        "{out}"
    );
    let v = json(&clone);
    assert_eq!(stale_pairs(&v), []);
    assert!(
        v["unjudged"]
            .as_array()
            .unwrap()
            .iter()
            .all(|u| u["route"] != "/zh/guide/install/docker.html"
                && u["twin_route"] != "/zh/guide/install/docker.html"),
        "{v}"
    );
}

#[test]
fn ack_refuses_pages_without_history() {
    // No repository at all.
    let dir = tree("ack-no-git");
    let (code, out, err) = ack(&dir, &[ZH_FILE]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        err.contains(
            "the content has no git history (not in a git repository, or nothing committed yet)"
        ),
        "{err}"
    );
    // A repository, but the page is not committed yet.
    let dir = history_tree("ack-uncommitted");
    write(&dir, "guide/new.md", "---\ntitle: New\n---\n# New\n");
    write(&dir, "zh/guide/new.md", "---\ntitle: 新\n---\n# 新\n");
    let (code, _, err) = ack(&dir, &["zh/guide/new.md"]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("zh/guide/new.md is not committed yet, so coverage cannot judge it"),
        "{err}"
    );
    assert!(!std::fs::read_to_string(dir.join("zh/guide/new.md"))
        .unwrap()
        .contains("translatedFrom"));
}

#[test]
fn coverage_without_a_subcommand_is_unchanged_and_ack_needs_a_page() {
    let (code, text) = coverage(&common::fixture("bilingual"), &[]);
    assert_eq!(code, Some(0), "{text}");
    let out = common::docs().args(["coverage", "ack"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_working_tree_is_judged_so_a_pre_commit_run_stops_a_one_sided_edit() {
    let dir = history_tree("worktree");
    // Edited, not committed: the Chinese page would be left behind by this commit.
    write(
        &dir,
        "guide/install/docker.md",
        &EN_DOCKER.replace("Keep data.", "Keep data in a volume."),
    );
    assert_eq!(
        stale_pairs(&json(&dir)),
        [(
            "/zh/guide/install/docker.html".to_owned(),
            "/guide/install/docker.html".to_owned(),
            vec![section("changed", "Volumes", "数据卷")]
        )]
    );
    let (code, _) = coverage(&dir, &["--fail-on", "stale"]);
    assert_eq!(code, Some(1));
    // Both languages edited together: nothing is behind.
    write(
        &dir,
        "zh/guide/install/docker.md",
        &ZH_DOCKER.replace("保存数据。", "把数据保存在卷中。"),
    );
    assert_eq!(stale_pairs(&json(&dir)), []);
    let (code, _) = coverage(&dir, &["--fail-on", "stale"]);
    assert_eq!(code, Some(0));
}

/// The Chinese docker page's body (after its front-matter).
fn zh_docker_body() -> &'static str {
    ZH_DOCKER.split_once("\n---\n").unwrap().1
}

/// The history fixture with the Chinese docker page written as `zh` and committed, then the English
/// page moved ahead; `docs coverage ack` run on the Chinese page: (dir, exit code, stdout, stderr).
fn ack_shape(name: &str, zh: &str) -> (PathBuf, Option<i32>, String, String) {
    let dir = history_tree(name);
    write(&dir, ZH_FILE, zh);
    git(
        &dir,
        &["commit", "--allow-empty", "-qam", "zh: shape"],
        "2024-02-01T00:00:00Z",
    );
    write(
        &dir,
        "guide/install/docker.md",
        &EN_DOCKER.replace("Pull the image.", "Pull the image, then restart."),
    );
    git(
        &dir,
        &["commit", "-qam", "en: update"],
        "2024-03-01T00:00:00Z",
    );
    let (code, out, err) = ack(&dir, &[ZH_FILE]);
    (dir, code, out, err)
}

/// `zh` acknowledged: exit 0, the commit reported, and the page's bytes exactly `expected(commit)`.
fn assert_acked(name: &str, zh: &str, expected: impl Fn(&str) -> String) {
    let (dir, code, out, err) = ack_shape(name, zh);
    let commit = head(&dir);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        out.contains(&format!("wrote {ZH_FILE}: translatedFrom: {commit}")),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join(ZH_FILE)).unwrap(),
        expected(&commit)
    );
    // No temporary file is left next to the page.
    let hidden: Vec<String> = std::fs::read_dir(dir.join("zh/guide/install"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(hidden.is_empty(), "{hidden:?}");
}

/// `zh` refused: exit 1, `why` named with the page's file:line, and the page's bytes untouched.
fn assert_refused(name: &str, zh: &str, line: u32, why: &str) {
    let (dir, code, out, err) = ack_shape(name, zh);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        err.contains(&format!(
            "{ZH_FILE}:{line}: cannot set `translatedFrom` safely: {why}"
        )),
        "{err}"
    );
    assert!(err.contains("nothing written"), "{err}");
    assert_eq!(std::fs::read_to_string(dir.join(ZH_FILE)).unwrap(), zh);
}

#[test]
fn ack_replaces_a_plain_value_in_place() {
    let zh = format!(
        "---\ntitle: 使用 Docker\ntranslatedFrom: v0\norder: 2\n---\n{}",
        zh_docker_body()
    );
    assert_acked("ack-shape-plain", &zh, |c| {
        zh.replace("translatedFrom: v0", &format!("translatedFrom: {c}"))
    });
}

#[test]
fn ack_adds_the_key_when_absent() {
    assert_acked("ack-shape-absent", ZH_DOCKER, |c| {
        ZH_DOCKER.replacen("---\n#", &format!("translatedFrom: {c}\n---\n#"), 1)
    });
}

#[test]
fn ack_keeps_a_comment_after_the_value() {
    let zh = format!(
        "---\ntitle: 使用 Docker\ntranslatedFrom: v0  # checked by Li\n---\n{}",
        zh_docker_body()
    );
    assert_acked("ack-shape-comment", &zh, |c| {
        zh.replace("translatedFrom: v0  #", &format!("translatedFrom: {c}  #"))
    });
}

#[test]
fn ack_keeps_crlf_line_endings() {
    let zh = ZH_DOCKER.replace('\n', "\r\n");
    assert_acked("ack-shape-crlf", &zh, |c| {
        zh.replacen("---\r\n#", &format!("translatedFrom: {c}\r\n---\r\n#"), 1)
    });
}

#[test]
fn ack_keeps_the_byte_order_mark() {
    let zh = format!("\u{feff}{ZH_DOCKER}");
    assert_acked("ack-shape-bom", &zh, |c| {
        zh.replacen("---\n#", &format!("translatedFrom: {c}\n---\n#"), 1)
    });
}

#[test]
fn ack_adds_a_block_to_a_page_without_front_matter() {
    let zh = zh_docker_body();
    assert_acked("ack-shape-none", zh, |c| {
        format!("---\ntranslatedFrom: {c}\n---\n{zh}")
    });
}

#[test]
fn ack_fills_empty_front_matter() {
    let zh = format!("---\n---\n{}", zh_docker_body());
    assert_acked("ack-shape-empty", &zh, |c| {
        format!("---\ntranslatedFrom: {c}\n---\n{}", zh_docker_body())
    });
}

#[test]
fn ack_refuses_a_list_under_the_key() {
    // Regression: issue 53, the `- v1` item was left dangling and the command exited 0.
    let zh = format!(
        "---\ntitle: 使用 Docker\ntranslatedFrom:\n- v1\n---\n{}",
        zh_docker_body()
    );
    assert_refused(
        "ack-shape-list",
        &zh,
        3,
        "`translatedFrom` holds a list, not one line of text",
    );
}

#[test]
fn ack_refuses_an_anchor_and_its_alias() {
    // Regression: issue 53, replacing `&c v0` left `description: *c` pointing at nothing.
    let zh = format!(
        "---\ntitle: 使用 Docker\ntranslatedFrom: &c v0\ndescription: *c\n---\n{}",
        zh_docker_body()
    );
    assert_refused(
        "ack-shape-anchor",
        &zh,
        3,
        "the front-matter defines the anchor `&c`",
    );
}

#[test]
fn ack_refuses_flow_style_front_matter() {
    // Regression: issue 53, a second key line was appended after `{…}` and the page lost its title.
    let zh = format!(
        "---\n{{title: 使用 Docker, translatedFrom: v0}}\n---\n{}",
        zh_docker_body()
    );
    assert_refused(
        "ack-shape-flow",
        &zh,
        2,
        "the front-matter is a flow-style mapping",
    );
}
