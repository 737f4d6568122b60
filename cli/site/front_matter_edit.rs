//! The one writer of page front-matter: [`set_key`] sets one top-level key to a string and keeps
//! every other byte of the file (comments, key order, quoting, the byte-order mark, CRLF), and
//! [`write_file`] puts the result on disk through a temporary file and a rename.
//!
//! It edits only what it can edit without guessing: a block mapping whose key, when present, holds
//! one line of text. Anything else is refused with the line and why, and the caller writes nothing:
//! anchors and aliases (replacing an anchored value would leave its aliases dangling), tags, a
//! flow-style mapping (`{title: …}`), a value that is a list, a mapping or spans several lines (its
//! items would be left behind), a key set twice, and YAML that does not parse. As a last guard the
//! edited block is parsed again and must read as the old one with only that key changed.

use std::io::Write;
use std::ops::Range;
use std::path::Path;

use super::front_matter_block::MAX_FRONT_MATTER_BYTES;
use super::page::split_front_matter;
use super::yaml;

/// Why the front-matter was not edited. `line` is the file's line (1 = the opening `---`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    #[error("the front-matter opens with `---` but never closes")]
    Unterminated { line: u32 },
    #[error("the front-matter is not valid YAML ({message})")]
    Invalid { line: u32, message: String },
    #[error("the front-matter is {size} KB, over the {} KB limit", MAX_FRONT_MATTER_BYTES / 1024)]
    TooLarge { line: u32, size: usize },
    #[error("the front-matter defines the anchor `&{name}`; an edit could leave its aliases pointing at nothing")]
    Anchor { line: u32, name: String },
    #[error(
        "the front-matter uses the alias `*{name}`; an edit could leave it pointing at nothing"
    )]
    Alias { line: u32, name: String },
    #[error("the front-matter uses the tag `{tag}`")]
    Tag { line: u32, tag: String },
    #[error("the front-matter is a flow-style mapping (`{{…}}`), not one `key: value` per line")]
    FlowMapping { line: u32 },
    #[error("the front-matter is not a mapping of `key: value` lines ({what})")]
    NotMapping { line: u32, what: &'static str },
    #[error("`{key}` holds {what}, not one line of text")]
    NotScalar {
        line: u32,
        key: String,
        what: &'static str,
    },
    #[error("`{key}` is set twice (first on line {first})")]
    DuplicateKey { line: u32, key: String, first: u32 },
    #[error(
        "the edited front-matter would not read back as the old one with only `{key}` changed"
    )]
    Unverified { line: u32, key: String },
}

impl EditError {
    /// The file's line (1-based, the opening `---` is line 1) the refusal is about.
    pub fn line(&self) -> u32 {
        match self {
            Self::Unterminated { line }
            | Self::Invalid { line, .. }
            | Self::TooLarge { line, .. }
            | Self::Anchor { line, .. }
            | Self::Alias { line, .. }
            | Self::Tag { line, .. }
            | Self::FlowMapping { line }
            | Self::NotMapping { line, .. }
            | Self::NotScalar { line, .. }
            | Self::DuplicateKey { line, .. }
            | Self::Unverified { line, .. } => *line,
        }
    }
}

/// The first line of the YAML block is line 2 of the file (line 1 is the opening `---`).
const FIRST_YAML_LINE: u32 = 2;

/// `text` with its front-matter's top-level `key` set to `value`. The key's value is replaced in
/// place (a comment after it stays); an absent key gets a line before the closing `---` in the
/// file's line ending; a file without front-matter gets a block. Every other byte is kept.
pub fn set_key(text: &str, key: &str, value: &str) -> Result<String, EditError> {
    let bom = if text.starts_with('\u{feff}') {
        "\u{feff}"
    } else {
        ""
    };
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (first_line, _) = body
        .split_inclusive('\n')
        .next()
        .map_or(("", ""), |l| (l, ""));
    let newline = if first_line.ends_with("\r\n") {
        "\r\n"
    } else {
        "\n"
    };
    let scalar = yaml_scalar(value);
    let (block, _, _) =
        split_front_matter(text).map_err(|_| EditError::Unterminated { line: 1 })?;
    let Some(block) = block else {
        return Ok(format!(
            "{bom}---{newline}{key}: {scalar}{newline}---{newline}{body}"
        ));
    };
    if block.len() > MAX_FRONT_MATTER_BYTES {
        return Err(EditError::TooLarge {
            line: FIRST_YAML_LINE,
            size: block.len().div_ceil(1024),
        });
    }
    // The scan first: it names the line of what it refuses (the parser places a duplicate key at
    // its mapping's start).
    let found = Scanner::new(key).scan(block)?;
    let before = parse_mapping(block)?;
    let edited = match found {
        Some(Found::Value(range)) => splice(block, range, &scalar),
        // `key:` (null) or `key: # note`: the value goes right after the colon.
        Some(Found::Empty(at)) => splice(block, at..at, &format!(" {scalar}")),
        None => Some(format!("{block}{key}: {scalar}{newline}")),
    };
    let unverified = || EditError::Unverified {
        line: FIRST_YAML_LINE,
        key: key.to_owned(),
    };
    let edited = edited.ok_or_else(unverified)?;
    let mut expected = before;
    expected.insert(key.into(), serde_yaml::Value::String(value.to_owned()));
    if parse_mapping(&edited).ok() != Some(expected) {
        return Err(unverified());
    }
    // The block starts right after the opening line; both lengths are boundaries of `text`.
    let start = bom.len() + first_line.len();
    let (head, rest) = text.split_at_checked(start).ok_or_else(unverified)?;
    let tail = rest.get(block.len()..).ok_or_else(unverified)?;
    Ok(format!("{head}{edited}{tail}"))
}

/// `text` with `range` replaced by `with`, or `None` when `range` is not on char boundaries.
fn splice(text: &str, range: Range<usize>, with: &str) -> Option<String> {
    Some(format!(
        "{}{with}{}",
        text.get(..range.start)?,
        text.get(range.end..)?
    ))
}

/// The block's top-level mapping (empty for an empty block); YAML that does not parse, or is not a
/// mapping, is refused. The strict read also refuses a key set twice at any depth.
fn parse_mapping(block: &str) -> Result<serde_yaml::Mapping, EditError> {
    match yaml::parse::<serde_yaml::Value>(block) {
        Ok(serde_yaml::Value::Null) => Ok(serde_yaml::Mapping::new()),
        Ok(serde_yaml::Value::Mapping(map)) => Ok(map),
        Ok(_) => Err(EditError::NotMapping {
            line: FIRST_YAML_LINE,
            what: "it holds a single value or a list",
        }),
        Err(err) => Err(EditError::Invalid {
            line: err.line.max(1) + FIRST_YAML_LINE - 1,
            message: err.message,
        }),
    }
}

/// Where the key's value is, in the block's bytes.
#[derive(Debug, PartialEq, Eq)]
enum Found {
    /// One line of text (plain or quoted) to replace.
    Value(Range<usize>),
    /// `key:` with no value; the byte offset right after the colon.
    Empty(usize),
}

/// A line-by-line reading of a block mapping, just deep enough to find the top-level key and to
/// see the constructs [`set_key`] refuses. It errs on the side of refusing: reading a node start
/// where YAML sees none only refuses a page the caller then edits by hand.
struct Scanner<'k> {
    key: &'k str,
    /// Inside a quoted scalar that continues on the next line.
    quote: Option<char>,
    /// Depth of `[` / `{` flow collections still open.
    flow: u32,
    /// Inside a `|` / `>` block scalar whose parent line has this indentation.
    block_scalar: Option<usize>,
    /// A plain scalar started on a line of this indentation and may continue on deeper lines.
    plain: Option<usize>,
    /// The last top-level key's value is a list whose `- ` items sit at column 0.
    list_at_top: bool,
    /// Top-level keys seen: (name, line).
    keys: Vec<(String, u32)>,
    /// The key's value and its line, once seen.
    found: Option<(Found, u32)>,
    /// The last top-level key has no value on its line: the next lines may hold it.
    pending: Option<(String, u32)>,
}

/// How a scanned line ends.
#[derive(Debug, PartialEq, Eq)]
enum LineEnd {
    /// Inside a plain scalar, which deeper lines may continue.
    Plain,
    /// A `|` / `>` block scalar starts; deeper lines are its text.
    BlockScalar,
    Other,
}

impl<'k> Scanner<'k> {
    fn new(key: &'k str) -> Self {
        Self {
            key,
            quote: None,
            flow: 0,
            block_scalar: None,
            plain: None,
            list_at_top: false,
            keys: Vec::new(),
            found: None,
            pending: None,
        }
    }

    fn scan(mut self, block: &str) -> Result<Option<Found>, EditError> {
        let mut offset = 0;
        for (line_no, raw) in (FIRST_YAML_LINE..).zip(block.split_inclusive('\n')) {
            self.line(raw, offset, line_no)?;
            offset += raw.len();
        }
        Ok(self.found.map(|(found, _)| found))
    }

    fn line(&mut self, raw: &str, offset: usize, line: u32) -> Result<(), EditError> {
        let content = raw.trim_end_matches(['\n', '\r']);
        let indent = content.len() - content.trim_start_matches(' ').len();
        let trimmed = content.trim();
        if let Some(parent) = self.block_scalar {
            if trimmed.is_empty() || indent > parent {
                return Ok(());
            }
            self.block_scalar = None;
        }
        if trimmed.is_empty() {
            return Ok(());
        }
        if self.quote.is_some() || self.flow > 0 {
            return self.scan_line(content, line, indent, false);
        }
        if trimmed.starts_with('#') {
            // A comment ends a plain scalar; a pending key may still get its value below.
            self.plain = None;
            return Ok(());
        }
        if trimmed == "..." || trimmed == "---" || trimmed.starts_with("--- ") {
            return Err(EditError::NotMapping {
                line,
                what: "a document marker inside it",
            });
        }
        if self.plain.is_some_and(|p| indent > p) {
            if self.plain == Some(0) && self.last_key_is_found() {
                return Err(self.not_scalar("text over several lines"));
            }
            return self.scan_line(content, line, indent, true);
        }
        if let Some((name, _)) = self.pending.take() {
            let list = is_indicator(trimmed, '-');
            if indent > 0 || list {
                if name == self.key {
                    return Err(self.not_scalar(if list {
                        "a list"
                    } else {
                        "a mapping or text on the lines below it"
                    }));
                }
                self.list_at_top = indent == 0;
            }
        }
        if indent > 0 || (self.list_at_top && is_indicator(content, '-')) {
            return self.scan_line(content, line, indent, false);
        }
        self.top_level(content, offset, line)
    }

    fn last_key_is_found(&self) -> bool {
        matches!((&self.found, self.keys.last()), (Some((_, found)), Some((_, last))) if found == last)
    }

    fn not_scalar(&self, what: &'static str) -> EditError {
        EditError::NotScalar {
            line: self.found.as_ref().map_or(FIRST_YAML_LINE, |(_, l)| *l),
            key: self.key.to_owned(),
            what,
        }
    }

    /// A line at column 0 outside any quote or flow collection: a `key: value` of the mapping.
    fn top_level(&mut self, content: &str, offset: usize, line: u32) -> Result<(), EditError> {
        self.list_at_top = false;
        if content.starts_with('{') {
            return Err(EditError::FlowMapping { line });
        }
        if content.starts_with('[') || is_indicator(content, '-') {
            return Err(EditError::NotMapping {
                line,
                what: "a list at the top",
            });
        }
        if is_indicator(content, '?') {
            return Err(EditError::NotMapping {
                line,
                what: "an explicit `?` key",
            });
        }
        // Anchors, aliases and tags on the key or its value are refused here.
        self.scan_line(content, line, 0, false)?;
        let Some((name, colon_end)) = key_of(content) else {
            return Err(EditError::NotMapping {
                line,
                what: "a line that is not `key: value`",
            });
        };
        if let Some((_, first)) = self.keys.iter().find(|(k, _)| *k == name) {
            return Err(EditError::DuplicateKey {
                line,
                key: name,
                first: *first,
            });
        }
        self.keys.push((name.clone(), line));
        let rest = content.get(colon_end..).unwrap_or("");
        let value = rest.trim_start_matches([' ', '\t']);
        let value_at = offset + colon_end + (rest.len() - value.len());
        let is_key = name == self.key;
        if value.is_empty() || value.starts_with('#') {
            if is_key {
                self.found = Some((Found::Empty(offset + colon_end), line));
            }
            self.pending = Some((name, line));
            return Ok(());
        }
        if !is_key {
            return Ok(());
        }
        let not_scalar = |what| EditError::NotScalar {
            line,
            key: name.clone(),
            what,
        };
        let len = match value.chars().next() {
            Some('|' | '>') => return Err(not_scalar("a multi-line block (`|` or `>`)")),
            Some('[') => return Err(not_scalar("a list")),
            Some('{') => return Err(not_scalar("a mapping")),
            Some(q @ ('"' | '\'')) => {
                quoted_end(value, q).ok_or_else(|| not_scalar("quoted text over several lines"))?
            }
            _ => plain_len(value),
        };
        self.found = Some((Found::Value(value_at..value_at + len), line));
        Ok(())
    }

    /// Scan one line and remember how it ends. `in_plain`: the line continues a plain scalar, so
    /// no node starts at its first character.
    fn scan_line(
        &mut self,
        content: &str,
        line: u32,
        indent: usize,
        in_plain: bool,
    ) -> Result<(), EditError> {
        match self.scan_chars(content, line, in_plain)? {
            // A continuation keeps the indentation of the line the scalar started on.
            LineEnd::Plain if in_plain => {}
            LineEnd::Plain => self.plain = Some(indent),
            LineEnd::BlockScalar => {
                self.plain = None;
                self.block_scalar = Some(indent);
            }
            LineEnd::Other => self.plain = None,
        }
        Ok(())
    }

    /// The character-level pass over one line: anchors, aliases and tags where a node starts,
    /// quotes and flow collections (which may go on to the next lines), comments, block scalars.
    fn scan_chars(&mut self, text: &str, line: u32, in_plain: bool) -> Result<LineEnd, EditError> {
        let mut node_start = !in_plain && self.quote.is_none();
        let mut in_plain = in_plain;
        let mut after_space = true;
        let mut chars = text.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if let Some(q) = self.quote {
                match (q, c) {
                    ('"', '\\') => {
                        chars.next();
                    }
                    ('\'', '\'') if chars.peek().is_some_and(|(_, n)| *n == '\'') => {
                        chars.next();
                    }
                    _ if c == q => self.quote = None,
                    _ => {}
                }
                after_space = false;
                continue;
            }
            let next_ends = chars
                .peek()
                .is_none_or(|(_, n)| n.is_whitespace() || (self.flow > 0 && ",[]{}".contains(*n)));
            match c {
                ' ' | '\t' => {
                    after_space = true;
                    continue;
                }
                '#' if after_space => break,
                '&' | '*' | '!' if node_start => {
                    let name: String = text
                        .get(i + 1..)
                        .unwrap_or("")
                        .chars()
                        .take_while(|c| !c.is_whitespace() && !",[]{}".contains(*c))
                        .collect();
                    return Err(match c {
                        '&' => EditError::Anchor { line, name },
                        '*' => EditError::Alias { line, name },
                        _ => EditError::Tag {
                            line,
                            tag: format!("!{name}"),
                        },
                    });
                }
                '"' | '\'' if node_start => {
                    self.quote = Some(c);
                    node_start = false;
                    in_plain = false;
                }
                '[' | '{' if node_start => self.flow += 1,
                ']' | '}' if self.flow > 0 => {
                    self.flow -= 1;
                    node_start = false;
                    in_plain = false;
                }
                ',' if self.flow > 0 => {
                    node_start = true;
                    in_plain = false;
                }
                '-' | '?' if node_start && next_ends => {}
                // In a flow collection `"a":b` is a pair too; a node start read where there is
                // none only makes the scan stricter.
                ':' if next_ends || self.flow > 0 => {
                    node_start = true;
                    in_plain = false;
                }
                '|' | '>' if node_start && self.flow == 0 => return Ok(LineEnd::BlockScalar),
                _ => {
                    node_start = false;
                    in_plain = true;
                }
            }
            after_space = false;
        }
        Ok(if in_plain && self.flow == 0 && self.quote.is_none() {
            LineEnd::Plain
        } else {
            LineEnd::Other
        })
    }
}

/// Whether `text` starts with the one-character indicator `c` (followed by a space or the end).
fn is_indicator(text: &str, c: char) -> bool {
    text.strip_prefix(c)
        .is_some_and(|r| r.is_empty() || r.starts_with([' ', '\t']))
}

/// The key of a `key: value` line and the byte offset just after its colon.
fn key_of(content: &str) -> Option<(String, usize)> {
    if let Some(q @ ('"' | '\'')) = content.chars().next() {
        let end = quoted_end(content, q)?;
        let raw = content.get(..end)?;
        let name = if q == '"' {
            serde_json::from_str::<String>(raw).ok()?
        } else {
            raw.get(1..raw.len() - 1)?.replace("''", "'")
        };
        let rest = content.get(end..)?;
        let colon = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        rest.get(colon..)?.strip_prefix(':')?;
        return Some((name, end + colon + 1));
    }
    let mut chars = content.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c == ':' && chars.peek().is_none_or(|(_, n)| n.is_whitespace()) {
            let name = content.get(..i)?.trim_end_matches([' ', '\t']);
            return Some((name.to_owned(), i + 1));
        }
    }
    None
}

/// Byte length of the quoted scalar at the start of `text` (quotes included), if it closes on
/// this line.
fn quoted_end(text: &str, q: char) -> Option<usize> {
    let mut chars = text.char_indices().skip(1).peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' if q == '"' => {
                chars.next();
            }
            '\'' if q == '\'' && chars.peek().is_some_and(|(_, n)| *n == '\'') => {
                chars.next();
            }
            _ if c == q => return Some(i + c.len_utf8()),
            _ => {}
        }
    }
    None
}

/// Byte length of a plain scalar at the start of `text`: up to a ` #` comment, trailing blanks
/// left out.
fn plain_len(text: &str) -> usize {
    let mut end = text.len();
    let mut prev_blank = false;
    for (i, c) in text.char_indices() {
        if c == '#' && prev_blank {
            end = i;
            break;
        }
        prev_blank = c == ' ' || c == '\t';
    }
    text.get(..end)
        .map_or(end, |v| v.trim_end_matches([' ', '\t']).len())
}

/// `value` as a YAML scalar that reads back as the same string: plain when it cannot be taken
/// for a number or another type (a hash with a letter other than `e`), else double-quoted.
fn yaml_scalar(value: &str) -> String {
    let plain = !value.is_empty()
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./".contains(c))
        && value
            .chars()
            .any(|c| c.is_ascii_alphabetic() && !"eExXoO".contains(c))
        && !matches!(
            value.to_ascii_lowercase().as_str(),
            "true" | "false" | "yes" | "no" | "on" | "off" | "null" | "y" | "n"
        );
    if plain {
        value.to_owned()
    } else {
        serde_json::Value::String(value.to_owned()).to_string()
    }
}

/// Replace the file at `path` with `text`: written to a new temporary file in the same folder
/// (created with `create_new`, so nothing already there is followed or overwritten), flushed, given
/// the old file's permissions, then renamed over it. A reader sees the old file or the new one,
/// never half of one, and a failure leaves the old file as it was. A symbolic link is resolved so
/// the file it names is replaced, not the link.
pub fn write_file(path: &Path, text: &str) -> std::io::Result<()> {
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
    let permissions = std::fs::metadata(&target).ok().map(|m| m.permissions());
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => std::path::PathBuf::from("."),
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut attempt = 0u32;
    let (tmp, mut file) = loop {
        let tmp = dir.join(format!(".{name}.{}.{attempt}.tmp", std::process::id()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(file) => break (tmp, file),
            Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => {
                attempt += 1;
            }
            Err(err) => return Err(err),
        }
    };
    let written = (|| {
        file.write_all(text.as_bytes())?;
        if let Some(permissions) = permissions {
            file.set_permissions(permissions)?;
        }
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, &target)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

#[cfg(test)]
mod tests;
