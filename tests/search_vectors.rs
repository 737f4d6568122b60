//! The search specification shared with the static export's engine: `tests/data/search_vectors.json`
//! holds analyzer inputs with their tokens, word stems, one-edit pairs, and small sites with the
//! file `docs build` ships for them (`/_data/search/`), queries and the hits the server gives. This test holds
//! the server to it; `embedded-web/src/lib/search/vectors.test.ts` holds the front end to it.
//! After an intended change to the server's search, rewrite the expectations with
//! `UPDATE_SEARCH_VECTORS=1 cargo test --test search_vectors` and review the diff.

use std::path::PathBuf;

use docs::search::{export, tokenizer, typo, SearchIndex, SectionSource};
use serde_json::{json, Value};
use tantivy::tokenizer::{TextAnalyzer, TokenStream};

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/search_vectors.json")
}

fn analyzer(name: &str) -> TextAnalyzer {
    match name {
        "english" => tokenizer::english(),
        "english_raw" => tokenizer::english_raw(),
        "chinese" => tokenizer::cjk_bigrams(),
        "chinese_chars" => tokenizer::cjk_chars(),
        other => panic!("unknown analyzer {other}"),
    }
}

/// Tokens and positions of `text`.
fn analyze(name: &str, text: &str) -> (Vec<String>, Vec<usize>) {
    let mut a = analyzer(name);
    let mut stream = a.token_stream(text);
    let (mut tokens, mut positions) = (Vec::new(), Vec::new());
    while stream.advance() {
        tokens.push(stream.token().text.clone());
        positions.push(stream.token().position);
    }
    (tokens, positions)
}

fn str_of<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or_default()
}

/// The sections of a site written in the export's format.
fn sections(index: &Value) -> Vec<SectionSource> {
    let pages = index["pages"].as_array().expect("pages");
    index["sections"]
        .as_array()
        .expect("sections")
        .iter()
        .map(|s| {
            let page_no = s["p"].as_u64().expect("p") as usize;
            let page = &pages[page_no];
            SectionSource {
                page: page_no,
                route: str_of(page, "r").to_owned(),
                anchor: s.get("a").and_then(Value::as_str).map(str::to_owned),
                title: str_of(page, "t").to_owned(),
                heading: str_of(s, "h").to_owned(),
                path: str_of(s, "s").to_owned(),
                text: str_of(s, "x").into(),
                code: str_of(s, "c").into(),
                context: str_of(page, "k").to_owned(),
            }
        })
        .collect()
}

/// What the server answers for every vector; `vectors` with its expectations filled in.
fn computed(mut vectors: Value) -> Value {
    for case in vectors["analyzers"].as_array_mut().expect("analyzers") {
        let (tokens, positions) = analyze(str_of(case, "analyzer"), str_of(case, "text"));
        case["tokens"] = json!(tokens);
        case["positions"] = json!(positions);
    }
    let stems: Vec<Value> = vectors["stems"]
        .as_array()
        .expect("stems")
        .iter()
        .map(|pair| {
            let word = pair[0].as_str().expect("word");
            let (tokens, _) = analyze("english", word);
            json!([word, tokens.join(" ")])
        })
        .collect();
    vectors["stems"] = json!(stems);
    for case in vectors["edits"].as_array_mut().expect("edits") {
        case[2] = json!(typo::within_one_edit(
            case[0].as_str().expect("a"),
            case[1].as_str().expect("b")
        ));
    }
    for site in vectors["sites"].as_array_mut().expect("sites") {
        let cjk = site["index"]["cjk"].as_bool().unwrap_or(false);
        let sections = sections(&site["index"]);
        // What `docs build` would ship for these sections as one part: the front end searches
        // this, and the same sections cut into one part per page, which it must merge into the
        // same index (a big site ships many parts).
        site["file"] = serde_json::from_slice(&export::to_json(&sections, cjk)).expect("JSON");
        // A cut falls where every section before it belongs to an earlier page than every one
        // after it (a vector may list a page's sections apart, as a real site never does).
        let cuts = (1..sections.len()).filter(|&i| {
            let page = sections[i].page;
            sections[..i].iter().all(|s| s.page < page)
                && sections[i..].iter().all(|s| s.page >= page)
        });
        let mut start = 0;
        let mut parts = Vec::new();
        for end in cuts.chain([sections.len()]) {
            let json = export::to_json(&sections[start..end], cjk);
            parts.push(serde_json::from_slice::<Value>(&json).expect("JSON"));
            start = end;
        }
        site["parts"] = json!(parts);
        let index =
            SearchIndex::from_sections([("t".to_owned(), cjk, sections)]).expect("index builds");
        for query in site["queries"].as_array_mut().expect("queries") {
            let result = index
                .search(str_of(query, "q"), "t", 10)
                .expect("query runs");
            query["total"] = json!(result.total);
            query["hits"] = json!(result
                .hits
                .iter()
                .map(|h| json!({"route": h.route, "anchor": h.anchor, "snippet": h.snippet}))
                .collect::<Vec<_>>());
        }
    }
    vectors
}

#[test]
fn server_search_matches_the_shared_vectors() {
    let text = std::fs::read_to_string(path()).expect("tests/data/search_vectors.json");
    let vectors: Value = serde_json::from_str(&text).expect("valid JSON");
    let actual = computed(vectors.clone());
    if std::env::var_os("UPDATE_SEARCH_VECTORS").is_some() {
        let mut out = serde_json::to_string_pretty(&actual).expect("serializes");
        out.push('\n');
        std::fs::write(path(), out).expect("writes the vectors");
        return;
    }
    for key in ["analyzers", "stems", "edits", "sites"] {
        let (want, got) = (&vectors[key], &actual[key]);
        if want != got {
            for (w, g) in want
                .as_array()
                .into_iter()
                .flatten()
                .zip(got.as_array().into_iter().flatten())
            {
                assert_eq!(w, g, "{key} differs from the vectors");
            }
        }
        assert_eq!(want, got, "{key} differs from the vectors");
    }
    let sites = vectors["sites"].as_array().expect("sites");
    assert!(sites.iter().any(|s| s["index"]["cjk"] == true));
    assert!(sites.iter().any(|s| s["index"]["cjk"] == false));
}
