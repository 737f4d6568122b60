//! Answering a query from one version of a locale's index: the tantivy query and its candidates,
//! re-ranked ([`super::rank`]), grouped by page, with snippets; and the answers the version
//! remembers, since many readers typing at once ask the same words.

use std::collections::HashMap;
use std::sync::{Arc, PoisonError};
use std::time::Instant;

use tantivy::columnar::Column;
use tantivy::{DocAddress, TantivyDocument};

use super::analysis::QueryWords;
use super::contents::{stored_doc, Doc};
use super::lifecycle::LocaleIndex;
use super::{
    query, rank, snippet, tokenizer, SearchHit, CANDIDATES, QUERY_BUDGET, REMEMBERED_ANSWERS,
};

impl LocaleIndex {
    /// [`Self::search`], answered from memory when the same query was asked before.
    pub(super) fn search_remembering(&self, text: &str, limit: usize) -> (Vec<SearchHit>, usize) {
        let key = (text.to_owned(), limit);
        let answers = || self.answers.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(answer) = answers().get(&key) {
            return answer.clone();
        }
        let answer = self.search(text, limit);
        let mut remembered = answers();
        if remembered.len() >= REMEMBERED_ANSWERS {
            remembered.clear();
        }
        remembered.insert(key, answer.clone());
        answer
    }

    /// The best `limit` hits and the number of sections the query matched.
    pub(super) fn search(&self, text: &str, limit: usize) -> (Vec<SearchHit>, usize) {
        let searcher = &self.searcher;
        let (fields, cjk) = (self.core.fields, self.core.cjk);
        let rarity = &self.contents.rarity;
        let run = |mode| {
            let q = query::build(searcher, fields, cjk, text, mode, rarity)?;
            match searcher.search(
                &*q,
                &(
                    tantivy::collector::TopDocs::with_limit(CANDIDATES).order_by_score(),
                    tantivy::collector::Count,
                ),
            ) {
                Ok(top) => Some(top),
                Err(err) => {
                    tracing::warn!("search failed: {err}");
                    None
                }
            }
        };
        // Every word first; when that finds nothing, any word, unless the first pass already
        // used the query's time budget (a pathological query must not hold a thread twice).
        let started = Instant::now();
        let Some((top, total)) = run(query::Mode::All)
            .filter(|(top, _)| !top.is_empty())
            .or_else(|| {
                (started.elapsed() < QUERY_BUDGET)
                    .then(|| run(query::Mode::Any))
                    .flatten()
            })
        else {
            return (Vec::new(), 0);
        };
        let Some(mut analyzer) = self.core.index.tokenizers().get(tokenizer::name_for(cjk)) else {
            return (Vec::new(), 0);
        };
        let mut words = QueryWords::analyze(text, &mut analyzer);
        words.forget_typos(|w| query::written(searcher, fields, w));
        let mut ids: HashMap<u32, Column<u64>> = HashMap::new();
        let found: Vec<(f32, Arc<Doc>)> = top
            .into_iter()
            .filter_map(|(score, address)| Some((score, self.doc(&mut ids, address)?)))
            .collect();
        let candidates: Vec<rank::Candidate> = found
            .iter()
            .map(|(score, d)| rank::Candidate {
                score: *score,
                title_terms: &d.title_terms,
                heading_terms: &d.heading_terms,
                lead_terms: &d.lead_terms,
                context_terms: &d.context_terms,
                heading_lower: &d.heading_lower,
                text: &d.text,
                code: &d.code,
                page_top: d.anchor.is_none(),
                folder_index: d.folder_index,
            })
            .collect();
        let scores = rank::score(&words, rarity, &candidates);
        let mut ranked: Vec<(f32, &Doc)> = scores
            .into_iter()
            .zip(found.iter().map(|(_, d)| &**d))
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut marker = snippet::Marker::new(&mut analyzer, &words, cjk);
        let hits = group_by_page(ranked, limit)
            .into_iter()
            .map(|d| SearchHit {
                route: d.route.clone(),
                anchor: d.anchor.clone(),
                title: d.title.clone(),
                section: d.heading.clone(),
                snippet: marker.make(&d.text, &d.code),
            })
            .collect();
        (hits, total)
    }

    /// The section a candidate is: its number read from the `id` column (`ids` holds each
    /// segment's, opened once per query), the document this version made from the pages, else
    /// (an index at rest) the one its stored texts make.
    fn doc(&self, ids: &mut HashMap<u32, Column<u64>>, address: DocAddress) -> Option<Arc<Doc>> {
        let column = match ids.entry(address.segment_ord) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let reader = self.searcher.segment_reader(address.segment_ord);
                e.insert(reader.fast_fields().u64("id").ok()?)
            }
        };
        let n = column.first(address.doc_id)? as usize;
        if let Some(doc) = self.contents.docs.get(n)?.as_ref() {
            return Some(Arc::clone(doc));
        }
        let stored: TantivyDocument = self.searcher.doc(address).ok()?;
        stored_doc(self.core.cjk, self.core.fields, &stored).map(Arc::new)
    }
}

/// Sections in result order: each page's best section first, pages by their best score, then
/// second sections of the same pages (the dialog groups them under their page); one long page
/// cannot fill the list.
fn group_by_page(ranked: Vec<(f32, &Doc)>, limit: usize) -> Vec<&Doc> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    let mut firsts = Vec::new();
    let mut seconds = Vec::new();
    for (_, d) in ranked {
        let count = seen.entry(d.route.as_str()).or_default();
        *count += 1;
        match *count {
            1 => firsts.push(d),
            2 => seconds.push(d),
            _ => {}
        }
    }
    firsts.into_iter().chain(seconds).take(limit).collect()
}
