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

/// (query, lang, route that must be among the first three hits)
const RELEVANCE: &[(&str, &str, &str)] = &[
    ("docker", "en", "/guide/install/docker.html"),
    ("docker compose", "en", "/guide/install/docker.html"),
    ("reverse proxy", "en", "/guide/install/reverse-proxy.html"),
    ("nginx", "en", "/guide/install/reverse-proxy.html"),
    ("one-click script", "en", "/guide/install/script.html"),
    ("systemd", "en", "/guide/install/script.html"),
    ("jwt_secret", "en", "/config/configuration.html"),
    ("config.json", "en", "/config/configuration.html"),
    ("site_url", "en", "/config/configuration.html"),
    ("onedrive", "en", "/guide/drivers/onedrive.html"),
    ("google drive", "en", "/guide/drivers/googledrive.html"),
    ("s3 bucket endpoint", "en", "/guide/drivers/s3.html"),
    (
        "aliyundrive open",
        "en",
        "/guide/drivers/aliyundrive_open.html",
    ),
    ("baidu netdisk", "en", "/guide/drivers/baidu.html"),
    ("crypt", "en", "/guide/drivers/Crypt.html"),
    ("local storage", "en", "/guide/drivers/local.html"),
    ("webdav", "en", "/guide/webdav.html"),
    (
        "offline download aria2",
        "en",
        "/guide/advanced/offline-download.html",
    ),
    ("single sign-on", "en", "/guide/advanced/sso.html"),
    ("two-factor", "en", "/guide/advanced/2fa.html"),
    ("load balancing", "en", "/guide/advanced/balance.html"),
    ("backup", "en", "/guide/advanced/backup.html"),
    ("restore backup", "en", "/guide/advanced/restore.html"),
    ("api token login", "en", "/guide/api/auth.html"),
    ("/api/fs/list", "en", "/guide/api/fs.html"),
    ("error code", "en", "/faq/error.html"),
    ("pricing", "en", "/pricing.html"),
    ("changelog", "en", "/guide/changelog.html"),
    // Typos within one edit still find the page.
    ("reverse proxi", "en", "/guide/install/reverse-proxy.html"),
    ("configuraton file", "en", "/config/configuration.html"),
    ("onedrvie", "en", "/guide/drivers/onedrive.html"),
    ("反向代理", "zh", "/zh/guide/install/reverse-proxy.html"),
    ("百度网盘", "zh", "/zh/guide/drivers/baidu.html"),
    ("网盘", "zh", "/zh/guide/drivers/baidu.html"),
    ("配置文件", "zh", "/zh/config/configuration.html"),
    ("离线下载", "zh", "/zh/guide/advanced/offline-download.html"),
    ("单点登录", "zh", "/zh/guide/advanced/sso.html"),
    ("负载均衡", "zh", "/zh/guide/advanced/balance.html"),
    ("备份", "zh", "/zh/guide/advanced/backup.html"),
    (
        "阿里云盘 Open",
        "zh",
        "/zh/guide/drivers/aliyundrive_open.html",
    ),
    ("docker 安装", "zh", "/zh/guide/install/docker.html"),
    ("一键脚本", "zh", "/zh/guide/install/script.html"),
    ("jwt_secret", "zh", "/zh/config/configuration.html"),
    ("错误码", "zh", "/zh/faq/error.html"),
    ("本地存储", "zh", "/zh/guide/drivers/local.html"),
    ("定价", "zh", "/zh/pricing.html"),
];

#[test]
fn relevance_set_hits_in_top_three() {
    let mut misses = Vec::new();
    for (q, lang, route) in RELEVANCE {
        let result = index().search(q, lang, 3).unwrap();
        if !result.hits.iter().any(|h| h.route == *route) {
            let got: Vec<_> = result.hits.iter().map(|h| h.route.as_str()).collect();
            misses.push(format!("{q:?} ({lang}) expected {route}, got {got:?}"));
        }
    }
    let score = 100.0 * (RELEVANCE.len() - misses.len()) as f64 / RELEVANCE.len() as f64;
    println!("hit@3 = {score:.1}% over {} queries", RELEVANCE.len());
    for miss in &misses {
        println!("miss: {miss}");
    }
    assert!(RELEVANCE.len() >= 40);
    assert!(score >= 95.0, "hit@3 {score:.1}%:\n{}", misses.join("\n"));
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
