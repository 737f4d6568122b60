//! Content written for another engine (a VuePress source folder that was never imported) is read
//! through that engine's page conversion, so `docs serve --content` shows what the import would
//! write. The model only holds the hook: the conversion is the import's, which stands on render,
//! and the binary's entry installs it (`import::raw::install`), so `site` never imports a layer
//! built on it.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// Converts the page texts (by path relative to the root) of a content folder in place, when the
/// folder is written for the converter's engine; leaves any other folder alone.
pub type Converter = fn(&Path, &mut HashMap<String, Arc<str>>);

static CONVERTER: OnceLock<Converter> = OnceLock::new();

/// Read every content folder through `convert` from now on (the first call wins).
pub fn install(convert: Converter) {
    let _ = CONVERTER.set(convert);
}

/// Apply the installed conversion, if any, to the pages of the folder at `root`.
pub(crate) fn convert(root: &Path, texts: &mut HashMap<String, Arc<str>>) {
    if let Some(convert) = CONVERTER.get() {
        convert(root, texts);
    }
}
