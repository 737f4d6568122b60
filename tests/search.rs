//! Search relevance over the shipped content (hit@3), analyzer behaviour, and hostile queries.

use std::path::PathBuf;
use std::sync::OnceLock;

use docs::render;
use docs::search::{QueryError, SearchIndex};
use docs::site::{ContentSource, Site};

fn index() -> &'static SearchIndex {
    static INDEX: OnceLock<SearchIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        let site = Site::load(ContentSource::Disk(
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
        ))
        .unwrap();
        let rendered = render::all(&site);
        let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
        SearchIndex::build(&site, &pairs).unwrap()
    })
}

/// One query of the relevance set (`tests/data/search_relevance.json`, also read by the static
/// search parity test): what a reader types and the page that must be among the first three hits.
#[derive(serde::Deserialize)]
struct Case {
    q: String,
    lang: String,
    route: String,
    /// What the query tests: topic, index-spread, setting, error, tool or typo.
    kind: String,
}

fn relevance_set() -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/search_relevance.json");
    serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap()
}

#[test]
fn relevance_set_hits_in_top_three() {
    let cases = relevance_set();
    let mut misses = Vec::new();
    for case in &cases {
        let result = index().search(&case.q, &case.lang, 3).unwrap();
        if !result.hits.iter().any(|h| h.route == case.route) {
            let got: Vec<_> = result.hits.iter().map(|h| h.route.as_str()).collect();
            misses.push(format!(
                "{:?} ({}, {}) expected {}, got {got:?}",
                case.q, case.lang, case.kind, case.route
            ));
        }
    }
    let score = (cases.len() - misses.len()) as f64 / cases.len() as f64;
    println!("hit@3 = {score:.3} over {} queries", cases.len());
    for miss in &misses {
        println!("miss: {miss}");
    }
    assert!(cases.len() >= 120);
    for lang in ["en", "zh"] {
        assert!(
            cases.iter().filter(|c| c.lang == lang).count() >= 40,
            "{lang}"
        );
    }
    for kind in ["index-spread", "setting", "error", "tool", "typo"] {
        assert!(cases.iter().any(|c| c.kind == kind), "no {kind} query");
    }
    assert!(score >= 0.97, "hit@3 {score:.3}:\n{}", misses.join("\n"));
}

#[test]
fn results_stay_in_their_language() {
    for hit in index().search("docker", "zh", 20).unwrap().hits {
        assert!(hit.route.starts_with("/zh/"), "{}", hit.route);
    }
    for hit in index().search("docker", "en", 20).unwrap().hits {
        assert!(!hit.route.starts_with("/zh/"), "{}", hit.route);
    }
}

#[test]
fn chinese_terms_inside_longer_runs_are_found() {
    // 网盘 sits inside 百度网盘, 夸克网盘 …: bigrams find it where word segmenters split it away.
    let hits = index().search("网盘", "zh", 50).unwrap().hits;
    assert!(hits
        .iter()
        .any(|h| h.route == "/zh/guide/drivers/baidu.html"));
    let one_char = index().search("盘", "zh", 5).unwrap().hits;
    assert!(
        !one_char.is_empty(),
        "a one-character query has its own fallback"
    );
}

#[test]
fn snippets_mark_the_match_and_escape_the_rest() {
    let hit = &index().search("jwt_secret", "en", 1).unwrap().hits[0];
    assert!(hit.snippet.contains("<mark>jwt</mark>"), "{}", hit.snippet);
    assert!(!hit.snippet.contains("<script"));
}

#[test]
fn snippets_are_short_clean_and_keep_code_lines_apart() {
    for (q, lang) in [
        ("docker compose", "en"),
        ("docker run", "en"),
        ("reverse proxy", "en"),
        ("jwt_secret", "en"),
        ("反向代理", "zh"),
        ("docker 安装", "zh"),
    ] {
        let hits = index().search(q, lang, 20).unwrap().hits;
        // (Later hits may match in their heading alone, which the snippet does not repeat.)
        assert!(hits[0].snippet.contains("<mark>"), "{q}: {:?}", hits[0]);
        for hit in hits {
            let plain = hit.snippet.replace("<mark>", "").replace("</mark>", "");
            assert!(plain.chars().count() <= 170, "{q}: {plain}");
            // Code-group tab labels and code lines used to run together with the prose.
            assert!(!plain.contains("docker run docker compose"), "{q}: {plain}");
            if hit.anchor.is_none() {
                assert!(
                    !plain.starts_with(&hit.title),
                    "{q}: title repeated: {plain}"
                );
            }
        }
    }
}

#[test]
fn hostile_queries_answer_quickly_without_errors() {
    let long_or = vec!["OR"; 3000].join(" ");
    let deep = format!("{}a{}", "(".repeat(30), ")".repeat(30));
    let emoji = "😀".repeat(200);
    for q in [
        "\"unbalanced",
        "a:(^",
        deep.as_str(),
        "\0",
        emoji.as_str(),
        "",
        "   ",
        "*",
        "title:docker",
        "\u{202e}x",
    ] {
        assert!(index().search(q, "en", 10).is_ok(), "{q:?}");
        assert!(index().search(q, "zh", 10).is_ok(), "{q:?}");
    }
    assert_eq!(index().search(&long_or, "en", 10), Err(QueryError::TooLong));
    assert_eq!(
        index().search(&"x".repeat(257), "en", 10),
        Err(QueryError::TooLong)
    );
    assert!(index().search(&"x ".repeat(128), "en", 10).is_ok());
    assert!(index().search("docker", "fr", 10).is_err());
}

#[test]
fn limit_is_clamped() {
    assert_eq!(index().search("docker", "en", 0).unwrap().hits.len(), 1);
    assert!(index().search("the", "en", 500).unwrap().hits.len() <= 50);
}

/// The count is every matching section, not the capped list (the TUI showed "50 results").
#[test]
fn total_counts_every_match_beyond_the_limit() {
    let common = index().search("docker", "en", 5).unwrap();
    assert_eq!(common.hits.len(), 5);
    assert!(common.total > 50, "docker matched only {}", common.total);
    let rare = index().search("rclone", "en", 50).unwrap();
    assert!(
        rare.total >= rare.hits.len() && rare.total < common.total,
        "{} vs {}",
        rare.total,
        common.total
    );
    assert_eq!(index().search("zzqxv", "en", 5).unwrap().total, 0);
}

#[test]
fn random_queries_never_panic() {
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let alphabet: Vec<char> = "ab 网盘百度:()\"*^~-_./\\?!AND OR NOT 1 😀\0"
        .chars()
        .collect();
    for _ in 0..500 {
        let len = (state % 40) as usize;
        let q: String = (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                alphabet[(state % alphabet.len() as u64) as usize]
            })
            .collect();
        for lang in ["en", "zh"] {
            let _ = index().search(&q, lang, 10);
        }
    }
}
