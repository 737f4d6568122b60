//! `docs tui` without a terminal: the app is driven by key sequences through the keymap and
//! `App::update`, and frames are drawn on ratatui's `TestBackend` (snapshots in tests/snapshots/).
//! The fixture is tests/fixtures/tui-site, copied into a git repository built here with fixed
//! dates, so frames never depend on the clone: everything is committed on 2024-01-31, then the
//! Chinese Docker page (2024-03-01) and the English reverse-proxy page (2024-03-02) move ahead by
//! one section each, so one pair is stale each way.

mod common;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use docs::site::{ContentSource, Site};
use docs::tui::app::{CoverageRow, Mode};
use docs::tui::{draw, keymap, model, Action, App, Effect, Panel};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn git(dir: &Path, args: &[&str], when: &str) {
    let ok = common::git_command()
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_DATE", when)
        .env("GIT_COMMITTER_DATE", when)
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(ok, "git {args:?}");
}

fn edit(dir: &Path, file: &str, from: &str, to: &str) {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{file} has {from:?}");
    std::fs::write(path, text.replace(from, to)).unwrap();
}

/// The fixture in a fresh git repository with the history described at the top.
fn fixture_repo() -> std::path::PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = common::fixture_copy(
        "tui-site",
        &format!("tui-{}", N.fetch_add(1, Ordering::Relaxed)),
    );
    git(&dir, &["init", "-q"], "2024-01-31T00:00:00Z");
    git(&dir, &["add", "."], "2024-01-31T00:00:00Z");
    git(&dir, &["commit", "-qm", "pages"], "2024-01-31T00:00:00Z");
    edit(
        &dir,
        "zh/guide/install/docker.md",
        "运行镜像：",
        "先拉取镜像，再运行：",
    );
    git(
        &dir,
        &["commit", "-qam", "zh docker"],
        "2024-03-01T00:00:00Z",
    );
    edit(
        &dir,
        "guide/install/reverse-proxy.md",
        "location / {",
        "location /files/ {",
    );
    git(
        &dir,
        &["commit", "-qam", "en proxy"],
        "2024-03-02T00:00:00Z",
    );
    dir
}

fn fixture_app(width: u16, height: u16) -> App {
    let site = Site::load(ContentSource::Disk(fixture_repo())).expect("fixture loads");
    let mut app = App::new(model::loaded(site, 1), "tests/fixtures/tui-site", None);
    app.update(Action::Resize { width, height });
    let checked = model::check(&app.site, 1);
    let indexed = model::index(&app.site, &checked.rendered, 1);
    app.update(Action::Checked(Box::new(checked)));
    app.update(Action::Indexed(Box::new(indexed)));
    app
}

/// Press keys: plain characters, or `<Tab>`, `<BackTab>`, `<Enter>`, `<Esc>`, `<Up>`, `<Down>`,
/// `<Left>`, `<Right>`, `<PgDn>`, `<C-c>`.
fn press(app: &mut App, keys: &str) {
    let mut rest = keys;
    while let Some(c) = rest.chars().next() {
        let (code, mods, used) = if c == '<' {
            let end = rest.find('>').expect("closing >");
            let name = &rest[1..end];
            let (code, mods) = match name {
                "Tab" => (KeyCode::Tab, KeyModifiers::NONE),
                "BackTab" => (KeyCode::BackTab, KeyModifiers::SHIFT),
                "Enter" => (KeyCode::Enter, KeyModifiers::NONE),
                "Esc" => (KeyCode::Esc, KeyModifiers::NONE),
                "Up" => (KeyCode::Up, KeyModifiers::NONE),
                "Down" => (KeyCode::Down, KeyModifiers::NONE),
                "Left" => (KeyCode::Left, KeyModifiers::NONE),
                "Right" => (KeyCode::Right, KeyModifiers::NONE),
                "PgDn" => (KeyCode::PageDown, KeyModifiers::NONE),
                "C-c" => (KeyCode::Char('c'), KeyModifiers::CONTROL),
                "lt" => (KeyCode::Char('<'), KeyModifiers::NONE),
                other => panic!("unknown key <{other}>"),
            };
            (code, mods, end + 1)
        } else {
            (KeyCode::Char(c), KeyModifiers::NONE, c.len_utf8())
        };
        rest = &rest[used..];
        if let Some(action) = keymap::action_for(KeyEvent::new(code, mods), app.focus()) {
            app.update(action);
        }
    }
}

fn frame(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(app.width, app.height)).expect("terminal");
    terminal
        .draw(|f| draw::draw(f, app))
        .expect("draw never fails on a test backend");
    terminal.backend().to_string()
}

fn snapshot(name: &str, app: &App) {
    insta::assert_snapshot!(name, frame(app));
}

#[test]
fn pages_panel_shows_the_tree_marks_and_preview() {
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = fixture_app(w, h);
        // Home, Guide (section), Guide, Install, Docker, Reverse proxy.
        press(&mut app, "jjjjj");
        assert_eq!(app.panel, Panel::Pages);
        snapshot(&format!("tui_pages_{w}x{h}"), &app);
    }
}

#[test]
fn search_panel_updates_results_as_you_type() {
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = fixture_app(w, h);
        press(&mut app, "/reverse prox");
        let partial = app.search_panel.hits.len();
        press(&mut app, "y");
        assert_eq!(app.mode, Mode::Query);
        assert!(partial > 0 && !app.search_panel.hits.is_empty());
        assert_eq!(
            app.search_panel.hits[0].route,
            "/guide/install/reverse-proxy.html"
        );
        snapshot(&format!("tui_search_{w}x{h}"), &app);
    }
}

#[test]
fn lint_panel_groups_findings_by_file_with_a_code_frame() {
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = fixture_app(w, h);
        press(&mut app, "3");
        assert_eq!(app.panel, Panel::Lint);
        snapshot(&format!("tui_lint_{w}x{h}"), &app);
    }
}

#[test]
fn coverage_panel_shows_sections_missing_and_stale() {
    for (w, h) in [(80, 24), (160, 48)] {
        let mut app = fixture_app(w, h);
        press(&mut app, "<Tab><Tab><Tab>");
        assert_eq!(app.panel, Panel::Coverage);
        snapshot(&format!("tui_coverage_{w}x{h}"), &app);
    }
}

#[test]
fn help_lists_every_key() {
    let mut app = fixture_app(80, 24);
    press(&mut app, "?");
    assert_eq!(app.mode, Mode::Help);
    snapshot("tui_help_80x24", &app);
    let mut wide = fixture_app(160, 48);
    press(&mut wide, "?");
    let text = frame(&wide);
    for binding in keymap::BINDINGS {
        assert!(
            text.contains(binding.help),
            "`{}` not in the overview",
            binding.help
        );
    }
    press(&mut wide, "x");
    assert_eq!(wide.mode, Mode::Normal);
}

#[test]
fn enter_on_a_search_hit_jumps_to_the_page_and_heading() {
    let mut app = fixture_app(80, 24);
    press(&mut app, "/nginx");
    let at = app
        .search_panel
        .hits
        .iter()
        .position(|h| h.anchor.as_deref() == Some("nginx"))
        .expect("a hit on the nginx heading");
    for _ in 0..at {
        press(&mut app, "<Down>");
    }
    press(&mut app, "<Enter>");
    assert_eq!(app.panel, Panel::Pages);
    assert_eq!(app.mode, Mode::Normal);
    let page = app.selected_page().map(|i| app.site.pages[i].route.clone());
    assert_eq!(page.as_deref(), Some("/guide/install/reverse-proxy.html"));
    let text = frame(&app);
    // The preview is scrolled to the heading (as far as the page's end allows).
    assert!(text.contains("## nginx"), "{text}");
    assert!(!text.contains("# Reverse proxy"), "{text}");
    snapshot("tui_search_jump_80x24", &app);
}

#[test]
fn tab_cycles_and_number_keys_reach_every_panel() {
    let mut app = fixture_app(80, 24);
    let mut seen = Vec::new();
    for _ in 0..4 {
        seen.push(app.panel);
        press(&mut app, "<Tab>");
    }
    assert_eq!(
        seen,
        [Panel::Pages, Panel::Search, Panel::Lint, Panel::Coverage]
    );
    assert_eq!(app.panel, Panel::Pages);
    press(&mut app, "<BackTab>");
    assert_eq!(app.panel, Panel::Coverage);
    for (key, panel) in [
        ("1", Panel::Pages),
        ("2", Panel::Search),
        ("3", Panel::Lint),
        ("4", Panel::Coverage),
    ] {
        press(&mut app, key);
        assert_eq!(app.panel, panel);
    }
    press(&mut app, "/");
    assert_eq!((app.panel, app.mode), (Panel::Search, Mode::Query));
    press(&mut app, "<Tab>");
    assert_eq!((app.panel, app.mode), (Panel::Lint, Mode::Normal));
    press(&mut app, "/q<Esc>");
    assert_eq!((app.panel, app.mode), (Panel::Search, Mode::Normal));
    assert_eq!(
        app.search_panel.query, "q",
        "typed q is part of the query, not quit"
    );
    press(&mut app, "q");
    assert_eq!(app.mode, Mode::Quit);
}

#[test]
fn language_switch_keeps_the_twin_selected() {
    let mut app = fixture_app(80, 24);
    press(&mut app, "jjjjj");
    press(&mut app, "l");
    let page = app.selected_page().map(|i| app.site.pages[i].route.clone());
    assert_eq!(
        page.as_deref(),
        Some("/zh/guide/install/reverse-proxy.html")
    );
    assert!(frame(&app).contains("ZH pages"));
}

#[test]
fn groups_fold_and_unfold() {
    let mut app = fixture_app(80, 24);
    let rows = app.pages_panel.rows.len();
    press(&mut app, "j<Left>");
    assert!(app.pages_panel.rows.len() < rows);
    press(&mut app, "<Right>");
    assert_eq!(app.pages_panel.rows.len(), rows);
    press(&mut app, "<Enter>");
    assert!(app.pages_panel.rows.len() < rows);
}

#[test]
fn edit_and_browser_and_diff_are_requested_as_effects() {
    let mut app = fixture_app(80, 24);
    press(&mut app, "jjjjje");
    assert_eq!(
        app.effects.pop(),
        Some(Effect::Edit {
            file: "guide/install/reverse-proxy.md".into(),
            line: None
        })
    );
    press(&mut app, "o");
    assert!(app.effects.is_empty(), "no --server, no browser");
    assert!(app.status.as_deref().unwrap_or("").contains("--server"));
    app.server = Some("http://127.0.0.1:8080/".into());
    press(&mut app, "o");
    assert_eq!(
        app.effects.pop(),
        Some(Effect::Browse {
            url: "http://127.0.0.1:8080/guide/install/reverse-proxy.html".into()
        })
    );

    // Lint: Enter opens the editor at the finding's line.
    press(&mut app, "3<Enter>");
    assert_eq!(
        app.effects.pop(),
        Some(Effect::Edit {
            file: "faq/README.md".into(),
            line: Some(3)
        })
    );

    // Coverage: `e` on a stale section opens the page that is behind at the section to update.
    press(&mut app, "4");
    select_coverage_row(&mut app, |r| matches!(r, CoverageRow::Section(..)));
    press(&mut app, "e");
    assert_eq!(
        app.effects.pop(),
        Some(Effect::Edit {
            file: "guide/install/docker.md".into(),
            line: Some(6)
        })
    );
}

fn select_coverage_row(app: &mut App, pred: impl Fn(&CoverageRow) -> bool) {
    let at = app
        .coverage_panel
        .rows
        .iter()
        .position(pred)
        .expect("such a coverage row");
    while app.coverage_panel.cursor.selected < at {
        press(app, "j");
    }
    assert_eq!(app.coverage_panel.cursor.selected, at);
}

#[test]
fn coverage_panel_lists_stale_sections_each_way_and_opens_their_diff() {
    let mut app = fixture_app(80, 24);
    press(&mut app, "4");
    let text = frame(&app);
    // One pair each way, each with the one section that moved ahead.
    assert!(text.contains("EN behind ZH: 1 section"), "{text}");
    assert!(text.contains("ZH behind EN: 1 section"), "{text}");
    assert!(
        text.contains("§ changed nginx → (no counterpart)"),
        "{text}"
    );
    // Enter on a pair shows every section's diff; on a section, that section only.
    select_coverage_row(&mut app, |r| matches!(r, CoverageRow::Stale(_)));
    press(&mut app, "<Enter>");
    assert_eq!(app.mode, Mode::Diff);
    let text = frame(&app);
    assert!(text.contains("-运行镜像："), "{text}");
    assert!(text.contains("+先拉取镜像，再运行："), "{text}");
    snapshot("tui_diff_80x24", &app);
    press(&mut app, "<Esc>");
    assert_eq!(app.mode, Mode::Normal);
    assert!(app.diff.is_none());
    let proxy = app
        .coverage_panel.rows
        .iter()
        .position(|r| matches!(r, CoverageRow::Section(i, _) if app.coverage.stale[*i].route == "/zh/guide/install/reverse-proxy.html"))
        .expect("the proxy section row");
    let row = app.coverage_panel.rows[proxy].clone();
    select_coverage_row(&mut app, |r| *r == row);
    press(&mut app, "<Enter>");
    let text = frame(&app);
    assert!(text.contains("+location /files/ {"), "{text}");
    assert!(
        !text.contains("运行镜像"),
        "only the chosen section: {text}"
    );
    snapshot("tui_section_diff_80x24", &app);
}

#[test]
fn side_by_side_panes_scroll_together_aligned_by_heading_and_keep_it_across_l() {
    let mut app = fixture_app(160, 14);
    press(&mut app, "jjjjj");
    assert!(app.is_side_by_side());
    assert!(
        frame(&app).contains("zh/guide/install/reverse-proxy.md"),
        "both panes start at the top"
    );
    // Scroll the English page until its `nginx` heading is in view.
    while app.heading_in_view().map(|(_, m)| m.anchor).as_deref() != Some("nginx") {
        let before = app.pages_panel.preview.offset;
        press(&mut app, "J");
        assert_ne!(
            app.pages_panel.preview.offset, before,
            "reached the end without reaching nginx"
        );
    }
    let text = frame(&app);
    // The Chinese page has no nginx section: its pane follows to its last heading instead of
    // staying at its top.
    assert!(!text.contains("reverse-proxy.md"), "{text}");
    assert!(text.contains("## 先设置"), "{text}");
    snapshot("tui_side_by_side_scrolled_160x14", &app);
    // `l`: the Chinese page becomes the main pane at that heading; English follows it.
    press(&mut app, "l");
    let page = app.selected_page().map(|i| app.site.pages[i].file.clone());
    assert_eq!(page.as_deref(), Some("zh/guide/install/reverse-proxy.md"));
    assert!(
        app.pages_panel.preview.anchor.is_some(),
        "{:?}",
        app.pages_panel.preview
    );
    let text = frame(&app);
    assert!(!text.contains("reverse-proxy.md"), "{text}");
    snapshot("tui_side_by_side_after_l_160x14", &app);
    // `e` opens the Chinese page at the heading at the top of the pane (its `# 反向代理`, line 7:
    // the short page is scrolled to its end), not at line 1.
    press(&mut app, "e");
    assert_eq!(
        app.effects.pop(),
        Some(Effect::Edit {
            file: "zh/guide/install/reverse-proxy.md".into(),
            line: Some(7)
        })
    );
}

#[test]
fn mouse_clicks_select_and_wheel_scrolls() {
    let mut app = fixture_app(80, 24);
    // Row 0 is the tab bar, row 1 the tree's border: row 6 is the fifth tree row (Docker).
    app.update(Action::Click { column: 5, row: 6 });
    let page = app.selected_page().map(|i| app.site.pages[i].file.clone());
    assert_eq!(page.as_deref(), Some("guide/install/docker.md"));
    app.update(Action::Scroll {
        column: 5,
        row: 6,
        lines: 1,
    });
    let page = app.selected_page().map(|i| app.site.pages[i].file.clone());
    assert_eq!(page.as_deref(), Some("guide/install/reverse-proxy.md"));
    // The wheel over the preview scrolls it.
    app.update(Action::Scroll {
        column: 60,
        row: 10,
        lines: 1,
    });
    assert_eq!(app.pages_panel.preview.offset, 3);
    // A click on a tab title switches panels.
    let (_, (x, _)) = docs::tui::layout::regions(&app.screen()).tabs_hit[2];
    app.update(Action::Click { column: x, row: 0 });
    assert_eq!(app.panel, Panel::Lint);
}

#[test]
fn a_reload_keeps_the_selection_and_refreshes_lint() {
    let mut app = fixture_app(80, 24);
    press(&mut app, "jjjjj");
    let mut site = Site::load(app.site.source.clone()).expect("reloads");
    // Another error appears (as if a file was saved with a typo).
    if let Some(p) = site.pages.iter_mut().find(|p| p.file == "guide/README.md") {
        p.front_matter.title = Some("Guide (edited)".into());
    }
    site.diagnostics.push(docs::site::Diagnostic::error(
        "front-matter/unknown-key",
        docs::site::Span::at("guide/README.md", 2, 1),
        "unknown key `ttle`",
    ));
    app.update(Action::Loaded(Box::new(model::loaded(site, 2))));
    let checked = model::check(&app.site, 2);
    app.update(Action::Checked(Box::new(checked)));
    let page = app.selected_page().map(|i| app.site.pages[i].file.clone());
    assert_eq!(page.as_deref(), Some("guide/install/reverse-proxy.md"));
    assert_eq!(app.lint_counts().map(|c| c.0), Some(3));
    // Regression: this used to compare generations, which a late result never changes, so it
    // passed even when late results were applied. A late result with nothing in it must leave
    // the current findings and rendered pages alone.
    app.update(Action::Checked(Box::new(model::Checked {
        generation: 1,
        rendered: Vec::new(),
        diagnostics: Vec::new(),
    })));
    assert_eq!(app.lint_counts().map(|c| c.0), Some(3));
    assert_eq!(
        app.rendered.as_ref().map(Vec::len),
        Some(app.site.pages.len())
    );
}

#[test]
fn tiny_and_odd_sizes_draw_without_panicking() {
    for (w, h) in [(1, 1), (10, 4), (30, 8), (45, 12), (200, 10)] {
        let mut app = fixture_app(w, h);
        for keys in [
            "",
            "jjjjj",
            "<Tab>",
            "/rev",
            "<Esc><Tab>",
            "<Tab>",
            "?",
            "x",
            "jjj",
        ] {
            press(&mut app, keys);
            frame(&app);
        }
        press(&mut app, "<Esc>4");
        select_coverage_row(&mut app, |r| matches!(r, CoverageRow::Section(..)));
        press(&mut app, "<Enter>");
        frame(&app);
    }
}

#[test]
fn tui_refuses_to_start_without_a_terminal() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_docs"))
        .args(["tui", "--content", "tests/fixtures/tui-site"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run docs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("needs a terminal"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn a_marks_the_stale_page_as_in_step_and_e_in_the_diff_edits_it() {
    let mut app = fixture_app(80, 24);
    press(&mut app, "4");
    // Not on a stale row: nothing to acknowledge, and the key line says why.
    press(&mut app, "a");
    assert!(app.effects.is_empty());
    assert!(
        app.status
            .as_deref()
            .unwrap_or("")
            .contains("select a stale page"),
        "{:?}",
        app.status
    );

    // Look at the diff first, edit from there (the page behind, at the section), then acknowledge.
    let row = app
        .coverage_panel
        .rows
        .iter()
        .position(|r| matches!(r, CoverageRow::Stale(i) if app.coverage.stale[*i].route == "/guide/install/docker.html"))
        .expect("the English docker page is behind");
    let row = app.coverage_panel.rows[row].clone();
    select_coverage_row(&mut app, |r| *r == row);
    press(&mut app, "<Enter>");
    assert_eq!(app.mode, Mode::Diff);
    press(&mut app, "e");
    assert_eq!(
        app.effects.pop(),
        Some(Effect::Edit {
            file: "guide/install/docker.md".into(),
            line: Some(6)
        })
    );
    press(&mut app, "a");
    assert_eq!(app.mode, Mode::Normal, "the diff closes");
    let effect = app.effects.pop();
    assert_eq!(
        effect,
        Some(Effect::Acknowledge {
            file: "guide/install/docker.md".into()
        })
    );

    // The event loop performs it with the same code as `docs coverage ack`.
    let source = app.site.source.clone();
    let ContentSource::Disk(root) = &source else {
        panic!("disk content")
    };
    let message = docs::tui::event_loop::acknowledge(&app, &source, "guide/install/docker.md");
    assert!(
        message.starts_with("guide/install/docker.md: translatedFrom: "),
        "{message}"
    );
    let text = std::fs::read_to_string(root.join("guide/install/docker.md")).unwrap();
    assert!(text.contains("\ntranslatedFrom: "), "{text}");
    let reloaded = Site::load(source.clone()).unwrap();
    let app = App::new(model::loaded(reloaded, 2), "tests/fixtures/tui-site", None);
    assert!(
        app.coverage
            .stale
            .iter()
            .all(|s| s.route != "/guide/install/docker.html"),
        "{:?}",
        app.coverage.stale
    );
    // The other pair is still behind; acknowledging the page that is ahead is refused.
    assert_eq!(app.coverage.stale.len(), 1);
    let message =
        docs::tui::event_loop::acknowledge(&app, &source, "guide/install/reverse-proxy.md");
    assert!(
        message.starts_with("not acknowledged: guide/install/reverse-proxy.md is not behind"),
        "{message}"
    );
}
