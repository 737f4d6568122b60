//! What an exported page costs (issue 60: ≤ 40 KB per page, HTML and its share of the data files,
//! at 10,280 pages and ten times more). A generated site of 600 pages in 40 sidebar sections is
//! exported with the real `docs build`, and the export divided by its pages must stay under a
//! bound: the part of a page that grows with the site (the sidebar slice, drawn in the HTML and
//! inlined for the app) has to stay a fixed size, and what every page carries (the head, the
//! pre-paint script) small. The app's own files (`assets/`, 10.8 MB here) are left out: they are
//! the same for any number of pages, so at 10,280 pages their share is a kilobyte.

mod common;

use std::path::Path;

/// Sections of the one sidebar, and pages in each.
const SECTIONS: usize = 40;
const PER_SECTION: usize = 15;

/// Bytes per exported page this site may cost, `assets/` aside. Measured at 21,486 when every page
/// kept the 20 closed sections nearest its own and an unminified pre-paint script (a page's HTML
/// 19.1 KB), 17,307 with 8 and the script written small (14.9 KB), 14,135 once a page was
/// exported once (no page JSON beside its HTML) and named its sidebar slice's shared file rather
/// than inlining it (82 slice files for the 642 pages), 13,349 once the notice was sent once, a
/// sidebar entry lost its inner span, the head its Twitter copies of title and description and the
/// inlined data the front matter the app does not read; 13,974 with the entry's span back (its
/// removal split the link's accessible name at every word break).
const BOUND: u64 = 14_100;

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// A site of `SECTIONS × PER_SECTION` short guide pages, each with two headings (a TOC), under a
/// structure sidebar, plus its home and the guide's README.
fn generate(root: &Path) -> usize {
    write(
        root,
        "site.yaml",
        "title: Bytes\nlocales:\n  /: {key: en, lang: en-US, name: English, title: Bytes}\n",
    );
    write(root, "locales/en.yaml", "sidebar:\n  /guide/: structure\n");
    write(
        root,
        "README.md",
        "---\ntitle: Home\n---\n# Home\n\nThe home page.\n",
    );
    write(
        root,
        "guide/README.md",
        "---\ntitle: Guide\n---\n# Guide\n\nAll sections.\n",
    );
    let mut pages = 2;
    for s in 0..SECTIONS {
        write(
            root,
            &format!("guide/section-{s:02}/README.md"),
            &format!("---\ntitle: Section {s}\n---\n# Section {s}\n\nPages of section {s}.\n"),
        );
        pages += 1;
        for p in 0..PER_SECTION {
            write(
                root,
                &format!("guide/section-{s:02}/page-{p:02}.md"),
                &format!(
                    "---\ntitle: Page {s}.{p}\n---\n# Page {s}.{p}\n\nWhat page {p} of section {s} says, in a sentence or two of plain prose.\n\n## Set up\n\nThe first step.\n\n## Use\n\nThe second step.\n"
                ),
            );
            pages += 1;
        }
    }
    pages
}

/// Bytes of the files under `dir`, but for those under a folder named `skip`.
fn bytes_under(dir: &Path, skip: &str) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            let kind = entry.file_type().unwrap();
            if kind.is_dir() && entry.file_name() == skip {
                0
            } else if kind.is_dir() {
                bytes_under(&entry.path(), skip)
            } else {
                entry.metadata().unwrap().len()
            }
        })
        .sum()
}

#[test]
fn an_exported_page_costs_a_bounded_share_of_the_export() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("export-bytes-per-page");
    let _ = std::fs::remove_dir_all(&dir);
    let (content, out) = (dir.join("content"), dir.join("out"));
    let pages = generate(&content);
    common::build_ok(&content, &out);
    // A page in the middle of the sidebar: it has closed sections on both sides.
    let html = std::fs::read_to_string(out.join("guide/section-20/page-07.html")).unwrap();
    assert!(
        html.contains("Page 20.7") && html.contains("href=\"/guide/section-19/"),
        "the page draws its sidebar with its neighbouring sections"
    );
    // A page is exported once (issue 60): the app reads a page it visits from its HTML.
    assert!(
        !out.join("_data/page").exists(),
        "no second copy of each page is exported"
    );
    let per_page = bytes_under(&out, "assets") / pages as u64;
    assert!(
        per_page <= BOUND,
        "{per_page} bytes per exported page over {pages} pages, above the bound of {BOUND}"
    );
}
