//! One locale's index made afresh, changed page by page and kept: each answers as one made
//! afresh would, with the same term statistics.

use super::update::REBUILD_DEAD;
use super::*;
use crate::search::statistics::{self, Rarity};
use crate::search::tokenizer;

/// A page of two sections; every word of a page is its own (`w<n>`), plus what `extra` says.
fn page(n: usize, extra: &str) -> Vec<SectionSource> {
    let route = format!("/guide/p{n}.html");
    let top = SectionSource {
        page: n,
        route: route.clone(),
        anchor: None,
        title: format!("Page w{n}"),
        heading: String::new(),
        path: format!("Page w{n}"),
        text: format!("An introduction about w{n} {extra}").into(),
        code: "".into(),
        context: "Guide".into(),
    };
    let part = SectionSource {
        anchor: Some("usage".into()),
        heading: "Usage".into(),
        path: format!("Page w{n} Usage"),
        text: format!("How w{n} is used, with w{n}x").into(),
        ..top.clone()
    };
    vec![top, part]
}

fn site(pages: impl IntoIterator<Item = (usize, &'static str)>) -> Vec<SectionSource> {
    pages
        .into_iter()
        .flat_map(|(n, extra)| page(n, extra))
        .collect()
}

/// Per query: the sections found (route and anchor, sorted) and how many matched.
type Found = (Vec<(String, Option<String>)>, usize);

fn answers(index: &LocaleIndex, queries: &[&str]) -> Vec<Found> {
    queries
        .iter()
        .map(|q| {
            let (hits, total) = index.search(q, 50);
            let mut found: Vec<_> = hits.into_iter().map(|h| (h.route, h.anchor)).collect();
            found.sort();
            (found, total)
        })
        .collect()
}

/// The statistics as their definition says ([`statistics::section_tokens`]).
fn analyzed(sections: &[SectionSource], cjk: bool) -> Rarity {
    let mut terms = tokenizer::for_locale(cjk);
    let mut rarity = Rarity::default();
    for s in sections {
        rarity.add_section(statistics::section_tokens(
            &mut terms, &s.title, &s.path, &s.text, &s.code,
        ));
    }
    rarity
}

#[test]
fn term_statistics_read_from_postings_are_those_their_definition_gives() {
    let stop = AtomicBool::new(false);
    // Words in one field, in several fields of a section, and in several sections; code;
    // Chinese bigrams and single characters beside Latin words.
    let mut sections = site((0..30).map(|n| (n, if n % 3 == 0 { "w1 Usage" } else { "" })));
    for s in sections.iter_mut().step_by(4) {
        s.code = "docker run -p 5244:5244 usage".into();
        s.text = format!("{} 百度网盘 安装 盘 Docker版", s.text).into();
    }
    for cjk in [false, true] {
        let index = Arc::new(LocaleIndex::build(&sections, cjk, &stop).unwrap());
        assert_eq!(
            index.contents.rarity,
            analyzed(&sections, cjk),
            "cjk: {cjk}"
        );
        // An update in place counts the sections it adds and deletes by the definition; the
        // two ways agree.
        let mut after = sections.clone();
        after.retain(|s| s.route != "/guide/p4.html");
        after.extend(page(31, "w2 安装"));
        let changed = index.update(&after, &stop).unwrap();
        assert!(Arc::ptr_eq(&index.core, &changed.core), "changed in place");
        assert_eq!(changed.contents.rarity, analyzed(&after, cjk), "cjk: {cjk}");
    }
}

#[test]
fn an_index_changed_page_by_page_answers_as_one_made_afresh() {
    let stop = AtomicBool::new(false);
    let before = site((0..40).map(|n| (n, "")));
    let first = Arc::new(LocaleIndex::build(&before, false, &stop).unwrap());
    assert!(
        Arc::ptr_eq(&first, &first.update(&before, &stop).unwrap()),
        "nothing changed"
    );

    // A body edit (page 3), a page gone (page 7), a page added (page 40), a page's folders
    // renamed (page 9).
    let mut after = site(
        (0..40)
            .filter(|n| *n != 7)
            .map(|n| (n, if n == 3 { "quokkas" } else { "" })),
    );
    after.extend(page(40, "quokkas"));
    for s in after.iter_mut().filter(|s| s.route == "/guide/p9.html") {
        s.context = "Wombats".into();
    }
    let changed = first.update(&after, &stop).unwrap();
    assert!(
        Arc::ptr_eq(&first.core, &changed.core),
        "changed in place, not built again"
    );
    let fresh = LocaleIndex::build(&after, false, &stop).unwrap();
    let queries = [
        "quokkas",
        "w7",
        "w3",
        "wombats",
        "w40x",
        "usage",
        "introduction w9",
    ];
    assert_eq!(answers(&changed, &queries), answers(&fresh, &queries));
    assert_eq!(changed.len(), fresh.len());
    // The old version still answers from its own commit.
    assert_eq!(first.search("w7", 5).0[0].route, "/guide/p7.html");

    // A version given up after its commit (here: an older one updated again) is no base: the
    // next update starts from what the index holds.
    let again = site((0..40).map(|n| (n, if n == 12 { "numbats" } else { "" })));
    let from_old = first.update(&again, &stop).unwrap();
    let fresh = LocaleIndex::build(&again, false, &stop).unwrap();
    let queries = ["quokkas", "numbats", "w7", "w40", "wombats", "usage"];
    assert_eq!(answers(&from_old, &queries), answers(&fresh, &queries));
}

#[test]
fn a_kept_index_opens_again_for_the_same_pages_only() {
    let stop = AtomicBool::new(false);
    let root = std::env::temp_dir().join(format!("docs-kept-index-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let folder = LocaleFolder(root.clone());
    let kept_in = |index: &LocaleIndex| index.core.kept.as_ref().map(|k| k.dir.clone());
    let queries = ["quokkas", "w7", "w3", "usage", "introduction w9"];

    let before = site((0..40).map(|n| (n, "")));
    let first = LocaleIndex::open_or_build(&before, false, &stop, Some(&folder)).unwrap();
    assert_eq!(kept_in(&first), Some(root.join("g0")));
    let opened =
        Arc::new(LocaleIndex::open_or_build(&before, false, &stop, Some(&folder)).unwrap());
    assert_eq!(
        kept_in(&opened),
        Some(root.join("g0")),
        "opened, not made again"
    );
    let fresh = LocaleIndex::build(&before, false, &stop).unwrap();
    assert_eq!(answers(&opened, &queries), answers(&fresh, &queries));

    // An update in place is kept too: its deleted documents stay deleted.
    let edited = site((0..40).map(|n| (n, if n == 3 { "quokkas" } else { "" })));
    let updated = opened.update(&edited, &stop).unwrap();
    assert!(Arc::ptr_eq(&opened.core, &updated.core), "updated in place");
    drop((first, opened, updated));
    let reopened = LocaleIndex::open_or_build(&edited, false, &stop, Some(&folder)).unwrap();
    assert_eq!(kept_in(&reopened), Some(root.join("g0")));
    assert_eq!(reopened.contents.dead, 2);
    let fresh = LocaleIndex::build(&edited, false, &stop).unwrap();
    assert_eq!(answers(&reopened, &queries), answers(&fresh, &queries));

    // A page edited and one removed while no server ran: deleted and added again, with the
    // term statistics counted again (the old text is gone).
    drop(reopened);
    let offline = site(
        (0..40)
            .filter(|n| *n != 9)
            .map(|n| (n, if n == 7 { "numbats" } else { "" })),
    );
    let brought = LocaleIndex::open_or_build(&offline, false, &stop, Some(&folder)).unwrap();
    assert_eq!(kept_in(&brought), Some(root.join("g0")));
    let fresh = LocaleIndex::build(&offline, false, &stop).unwrap();
    let queries = ["numbats", "w7", "w9", "quokkas", "usage", "introduction w3"];
    assert_eq!(answers(&brought, &queries), answers(&fresh, &queries));
    assert_eq!(brought.contents.rarity, fresh.contents.rarity);

    // Most pages changed: made afresh, and the old generation forgotten.
    drop(brought);
    let most = site((0..40).map(|n| (n, if n % 3 == 0 { "" } else { "bilbies" })));
    let made = LocaleIndex::open_or_build(&most, false, &stop, Some(&folder)).unwrap();
    assert_eq!(kept_in(&made), Some(root.join("g1")));
    assert!(!root.join("g0").exists());
    // So is a record that does not describe tantivy's last commit.
    drop(made);
    let record = root.join("g1/docs-record.json");
    let text = std::fs::read_to_string(&record).unwrap();
    let tampered = text.replacen("\"opstamp\":", "\"opstamp\":1", 1);
    std::fs::write(&record, tampered).unwrap();
    let again = LocaleIndex::open_or_build(&most, false, &stop, Some(&folder)).unwrap();
    assert_eq!(kept_in(&again), Some(root.join("g2")));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn most_pages_changed_or_many_deleted_documents_index_every_page_again() {
    let stop = AtomicBool::new(false);
    let before = site((0..40).map(|n| (n, "")));
    let first = Arc::new(LocaleIndex::build(&before, false, &stop).unwrap());
    let most = site((0..40).map(|n| (n, if n % 2 == 0 { "edited" } else { "" })));
    let rebuilt = first.update(&most, &stop).unwrap();
    assert!(!Arc::ptr_eq(&first.core, &rebuilt.core));
    assert_eq!(rebuilt.contents.dead, 0);
    // Edit after edit, deleted documents pile up until the index is made afresh.
    let mut index = rebuilt;
    let mut cores = 1;
    for edit in 0..12 {
        let next = site((0..40).map(|n| (n, if n == edit { "edited again" } else { "" })));
        let updated = index.update(&next, &stop).unwrap();
        cores += usize::from(!Arc::ptr_eq(&index.core, &updated.core));
        index = updated;
        assert!(index.contents.dead * REBUILD_DEAD <= index.len());
    }
    assert!(
        cores > 1,
        "made afresh once the deleted documents passed the share"
    );
}
