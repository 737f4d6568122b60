//! A section as tantivy indexes it. Its texts are shared with the section (and the rendering it
//! comes from), not copied: tantivy's own document copies every value into a buffer of its own,
//! and a section's text goes into four fields (prose, every character, every word unstemmed), so
//! indexing a big site copied its whole text over and over, only to read it once.

use std::iter::{Chain, Empty, Map, Once};
use std::slice;
use std::sync::Arc;

use tantivy::schema::document::{ReferenceValue, ReferenceValueLeaf};
use tantivy::schema::{Document, Field, Value};

use super::{Fields, SectionSource};

/// One section's document: its number and its texts, field by field. A field given several
/// texts is indexed as if they were one, joined by spaces; the fields that get several record no
/// positions, so nothing tells the two apart.
pub(super) struct SectionDoc {
    id: (Field, u64),
    texts: Vec<FieldText>,
}

impl SectionDoc {
    /// The document of `s`, numbered 0 until [`Self::number`] numbers it.
    pub(super) fn new(fields: Fields, s: &SectionSource) -> Self {
        let small = |text: &str| Arc::<str>::from(text);
        let (title, path) = (small(&s.title), small(&s.path));
        let mut texts = vec![
            (fields.route, small(&s.route)),
            (fields.title, Arc::clone(&title)),
            (fields.section, Arc::clone(&path)),
            (fields.body, Arc::clone(&s.text)),
            (fields.code, Arc::clone(&s.code)),
            (fields.context, small(&s.context)),
            (fields.heading, small(&s.heading)),
        ];
        texts.extend(s.anchor.as_deref().map(|a| (fields.anchor, small(a))));
        if let Some(chars) = fields.chars {
            texts.extend([&title, &path, &s.text, &s.code].map(|text| (chars, Arc::clone(text))));
        }
        let (title_raw, body_raw) = fields.raw;
        texts.push((title_raw, Arc::clone(&title)));
        texts.extend([&path, &s.text, &s.code].map(|text| (body_raw, Arc::clone(text))));
        Self {
            id: (fields.id, 0),
            texts,
        }
    }

    pub(super) fn number(&mut self, id: u64) {
        self.id.1 = id;
    }
}

/// A value of a [`SectionDoc`]: its number or one of its texts.
#[derive(Clone, Copy, Debug)]
pub(super) enum SectionValue<'a> {
    Id(u64),
    Text(&'a str),
}

impl<'a> Value<'a> for SectionValue<'a> {
    type ArrayIter = Empty<Self>;
    type ObjectIter = Empty<(&'a str, Self)>;

    fn as_value(&self) -> ReferenceValue<'a, Self> {
        ReferenceValue::Leaf(match *self {
            Self::Id(id) => ReferenceValueLeaf::U64(id),
            Self::Text(text) => ReferenceValueLeaf::Str(text),
        })
    }
}

/// A field and one of its texts, as the document holds them.
type FieldText = (Field, Arc<str>);

type Texts<'a> = Map<slice::Iter<'a, FieldText>, fn(&'a FieldText) -> (Field, SectionValue<'a>)>;

fn text_value((field, text): &FieldText) -> (Field, SectionValue<'_>) {
    (*field, SectionValue::Text(text))
}

impl Document for SectionDoc {
    type Value<'a> = SectionValue<'a>;
    type FieldsValuesIter<'a> = Chain<Once<(Field, SectionValue<'a>)>, Texts<'a>>;

    fn iter_fields_and_values(&self) -> Self::FieldsValuesIter<'_> {
        let texts: Texts<'_> = self.texts.iter().map(text_value);
        std::iter::once((self.id.0, SectionValue::Id(self.id.1))).chain(texts)
    }
}
