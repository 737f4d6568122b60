//! The term statistics of a locale's index (how many sections hold each token: what makes a word
//! weigh in the ranking), all in this module and all by one definition ([`section_tokens`]): a
//! section counts once for each distinct token of its title, heading path, text and code, analyzed
//! with the locale's analyzer. An index made afresh reads them from its postings ([`count`]): the
//! index holds those four fields analyzed with that analyzer, so the sections holding a token are
//! the union of its postings in them; a token in one field only (most of them) is counted from the
//! term dictionary alone. On a big site this is a few tens of milliseconds where analyzing every
//! section a second time was a quarter of the time a first start took to answer a search. An
//! update in place changes a few pages of a big index: it counts their sections in and out by the
//! definition ([`Rarity::add_section`], [`Rarity::remove_section`]), since counting the postings
//! again reads every posting once sections are deleted (it made a save's index update twice as
//! slow at 10,000 pages). A kept index carries the statistics of its commit (`super::kept`).

use tantivy::postings::TermInfo;
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::tokenizer::TextAnalyzer;
use tantivy::{DocId, DocSet, Searcher, SegmentReader, TERMINATED};

use super::analysis::{distinct, tokens};

/// The tokens a section counts for: the definition of the statistics.
pub(super) fn section_tokens(
    analyzer: &mut TextAnalyzer,
    title: &str,
    path: &str,
    text: &str,
    code: &str,
) -> Vec<String> {
    distinct(tokens(analyzer, &format!("{title} {path} {text}\n{code}")))
}

/// Document frequencies of the locale's tokens, for word weights.
#[derive(Debug, Default, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rarity {
    docs: usize,
    /// foldhash: SipHash was a tenth of what counting cost.
    df: foldhash::HashMap<String, u32>,
}

impl Rarity {
    /// `df` sections of `docs` hold each token (what [`count`] reads from the postings).
    pub fn counted(docs: usize, df: foldhash::HashMap<String, u32>) -> Self {
        Self { docs, df }
    }

    /// Count a section in: `tokens` are its [`section_tokens`].
    pub(super) fn add_section(&mut self, tokens: Vec<String>) {
        self.docs += 1;
        for token in tokens {
            *self.df.entry(token).or_default() += 1;
        }
    }

    /// Count a section out that [`Self::add_section`] or [`count`] counted in.
    pub(super) fn remove_section(&mut self, tokens: Vec<String>) {
        self.docs = self.docs.saturating_sub(1);
        for token in tokens {
            if let std::collections::hash_map::Entry::Occupied(mut n) = self.df.entry(token) {
                *n.get_mut() -= 1;
                if *n.get() == 0 {
                    n.remove();
                }
            }
        }
    }

    /// The inverse document frequency of `tokens`, averaged.
    pub fn tokens_weight(&self, tokens: &[String]) -> f32 {
        let n = self.docs as f32;
        let sum: f32 = tokens
            .iter()
            .map(|t| {
                let df = self.df.get(t).copied().unwrap_or(0) as f32;
                (1.0 + n / (df + 1.0)).ln()
            })
            .sum();
        sum / tokens.len().max(1) as f32
    }
}

/// The statistics of every live section `searcher` holds; `fields` are the title, heading path,
/// text and code fields.
pub(super) fn count(searcher: &Searcher, fields: [Field; 4]) -> tantivy::Result<Rarity> {
    let mut df: foldhash::HashMap<String, u32> = foldhash::HashMap::default();
    let mut docs = 0;
    for segment in searcher.segment_readers() {
        docs += segment.num_docs() as usize;
        count_segment(segment, fields, &mut df)?;
    }
    Ok(Rarity::counted(docs, df))
}

/// Add the sections of one segment holding each token to `df`.
fn count_segment(
    segment: &SegmentReader,
    fields: [Field; 4],
    df: &mut foldhash::HashMap<String, u32>,
) -> tantivy::Result<()> {
    let indexes = fields
        .iter()
        .map(|&field| segment.inverted_index(field))
        .collect::<tantivy::Result<Vec<_>>>()?;
    // Each field's terms, sorted (as the term dictionary keeps them).
    let mut terms: Vec<Vec<(Vec<u8>, TermInfo)>> = Vec::with_capacity(indexes.len());
    for index in &indexes {
        let mut stream = index.terms().stream()?;
        let mut field_terms = Vec::new();
        while stream.advance() {
            field_terms.push((stream.key().to_vec(), stream.value().clone()));
        }
        terms.push(field_terms);
    }
    // A document frequency counts deleted documents too: with deletions, every posting is read.
    let alive = segment.alive_bitset();
    let mut next = vec![0; terms.len()];
    let mut holders: Vec<usize> = Vec::with_capacity(terms.len());
    let mut sections: Vec<DocId> = Vec::new();
    // The smallest term at the head of any field, and the fields holding it.
    while let Some(smallest) = (0..terms.len())
        .filter_map(|f| terms[f].get(next[f]).map(|(key, _)| key.as_slice()))
        .min()
    {
        holders.clear();
        holders.extend(
            (0..terms.len()).filter(|&f| terms[f].get(next[f]).is_some_and(|(k, _)| k == smallest)),
        );
        let count = match (holders.as_slice(), alive) {
            (&[f], None) => terms[f][next[f]].1.doc_freq,
            _ => {
                sections.clear();
                for &f in &holders {
                    let info = &terms[f][next[f]].1;
                    let mut postings =
                        indexes[f].read_postings_from_terminfo(info, IndexRecordOption::Basic)?;
                    while postings.doc() != TERMINATED {
                        let doc = postings.doc();
                        if alive.is_none_or(|a| a.is_alive(doc)) {
                            sections.push(doc);
                        }
                        postings.advance();
                    }
                }
                sections.sort_unstable();
                sections.dedup();
                sections.len() as u32
            }
        };
        if count > 0 {
            let token = String::from_utf8_lossy(smallest).into_owned();
            *df.entry(token).or_default() += count;
        }
        for &f in &holders {
            next[f] += 1;
        }
    }
    Ok(())
}
