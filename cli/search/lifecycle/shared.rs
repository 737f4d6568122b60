//! The tantivy index the versions of a locale share: made empty (in a new generation of the cache
//! folder, or in memory), opened from the generation a folder kept, its analyzers and reader, and
//! the record written beside each commit of a kept index.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use tantivy::schema::{
    IndexRecordOption, NumericOptions, Schema, TextFieldIndexing, TextOptions, STORED, STRING,
};
use tantivy::{Index, IndexReader, ReloadPolicy};

use crate::search::contents::Contents;
use crate::search::kept::{self, LocaleFolder, Record};
use crate::search::{statistics, tokenizer, Fields, IndexError};

/// The tantivy index the versions of a locale share.
pub(in crate::search) struct Core {
    pub(in crate::search) index: Index,
    /// Reloaded by hand after each commit: a version keeps the searcher of its own commit.
    pub(super) reader: IndexReader,
    pub(in crate::search) fields: Fields,
    /// CJK bigram analyzer (else English words), from the locale's `analyzer`.
    pub(in crate::search) cjk: bool,
    /// What the last commit holds. Held while writing: one writer at a time, and a version that
    /// was given up before committing leaves nothing behind.
    pub(super) committed: Mutex<Arc<Contents>>,
    /// Where the index is kept between starts (`None`: in memory only).
    pub(super) kept: Option<Kept>,
}

/// The generation of the cache folder an index is written in.
pub(super) struct Kept {
    pub(super) dir: PathBuf,
    pub(super) locale: LocaleFolder,
}

impl Core {
    /// An empty index, in a new generation of `folder` when there is one (else, or when that
    /// cannot be made, in memory).
    pub(super) fn new(cjk: bool, folder: Option<&LocaleFolder>) -> Result<Self, IndexError> {
        let (schema, fields) = schema(cjk);
        let in_folder = folder.and_then(|locale| {
            let made = locale
                .next()
                .map_err(tantivy::TantivyError::from)
                .and_then(|dir| {
                    let index = Index::create_in_dir(&dir, schema.clone())?;
                    Ok((index, dir))
                });
            made.map_err(|err| tracing::warn!("search index kept in memory only: {err}"))
                .ok()
                .map(|(index, dir)| {
                    let kept = Kept {
                        dir,
                        locale: locale.clone(),
                    };
                    (index, kept)
                })
        });
        match in_folder {
            Some((index, kept)) => Self::around(index, fields, cjk, Some(kept)),
            None => Self::around(Index::create_in_ram(schema), fields, cjk, None),
        }
    }

    /// The newest generation `folder` keeps, if its files are those of its record's commit.
    pub(super) fn open(folder: &LocaleFolder, cjk: bool) -> Option<(Self, kept::ReadRecord)> {
        let (dir, record) = folder.latest(cjk)?;
        let index = Index::open_in_dir(&dir).ok()?;
        let (schema, fields) = schema(cjk);
        if index.schema() != schema || index.load_metas().ok()?.opstamp != record.opstamp {
            return None;
        }
        let kept = Kept {
            dir,
            locale: folder.clone(),
        };
        let core = Self::around(index, fields, cjk, Some(kept)).ok()?;
        Some((core, record))
    }

    /// The core of `index`: its analyzers registered, a reader made.
    fn around(
        index: Index,
        fields: Fields,
        cjk: bool,
        kept: Option<Kept>,
    ) -> Result<Self, IndexError> {
        let tokenizers = index.tokenizers();
        tokenizers.register(tokenizer::EN, tokenizer::english());
        tokenizers.register(tokenizer::CJK, tokenizer::cjk_bigrams());
        tokenizers.register(tokenizer::CJK_CHARS, tokenizer::cjk_chars());
        tokenizers.register(tokenizer::EN_RAW, tokenizer::typo_terms());
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        Ok(Self {
            index,
            reader,
            fields,
            cjk,
            committed: Mutex::default(),
            kept,
        })
    }

    /// Show readers the last commit, and count its term statistics into `contents` from its
    /// postings ([`statistics::count`]).
    pub(super) fn reload_and_count(&self, contents: &mut Contents) -> Result<(), IndexError> {
        self.reader.reload()?;
        contents.rarity = statistics::count(&self.reader.searcher(), self.fields.counted())?;
        Ok(())
    }

    /// Write the record of a commit of a kept index (what `contents` holds).
    pub(super) fn keep(&self, contents: &Contents, opstamp: u64) {
        let Some(kept) = &self.kept else {
            return;
        };
        let pages = contents
            .pages
            .iter()
            .map(|(route, p)| (route.as_str(), p.key, p.ids.start, p.ids.end))
            .collect();
        let record = Record::new(
            self.cjk,
            opstamp,
            contents.docs.len(),
            contents.dead,
            pages,
            &contents.rarity,
        );
        kept::write_record(&kept.dir, &record);
    }
}

/// The schema of a locale's index and its fields.
fn schema(cjk: bool) -> (Schema, Fields) {
    let mut builder = Schema::builder();
    let indexed = |analyzer: &str, record| {
        TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(analyzer)
                .set_index_option(record),
        )
    };
    // Phrases (several tokens of one word) need positions; the fields only ever asked for
    // one term (single characters, words with a typo) do not, and they hold a section's whole
    // text again: without positions a big site indexes faster.
    let text = |analyzer: &str| indexed(analyzer, IndexRecordOption::WithFreqsAndPositions);
    let terms = |analyzer: &str| indexed(analyzer, IndexRecordOption::WithFreqs);
    // What the ranker and the snippets read is stored too: `docs search` answers from a kept
    // index without loading the pages again (see [`crate::search::at_rest`]).
    let shown = |analyzer: &str| text(analyzer).set_stored();
    let analyzer = tokenizer::name_for(cjk);
    let fields = Fields {
        // A column, not the document store: a candidate's number is read without opening the
        // stored texts, which only an index at rest needs.
        id: builder.add_u64_field("id", NumericOptions::default().set_fast()),
        route: builder.add_text_field("route", STRING | STORED),
        anchor: builder.add_text_field("anchor", STORED),
        heading: builder.add_text_field("heading", STORED),
        title: builder.add_text_field("title", shown(analyzer)),
        section: builder.add_text_field("section", shown(analyzer)),
        body: builder.add_text_field("body", shown(analyzer)),
        code: builder.add_text_field("code", shown(analyzer)),
        context: builder.add_text_field("context", shown(analyzer)),
        chars: cjk.then(|| builder.add_text_field("chars", terms(tokenizer::CJK_CHARS))),
        raw: (
            builder.add_text_field("title_raw", terms(tokenizer::EN_RAW)),
            builder.add_text_field("body_raw", terms(tokenizer::EN_RAW)),
        ),
    };
    (builder.build(), fields)
}
