//! The one place that parses YAML, so the YAML crate can be swapped in one file. Nesting is bounded
//! by a cheap scan before the parser runs, and custom tags (`!!python/object…`) are reported, not used.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// Deepest nesting parsed; deeper text is refused before the parser sees it (its cost grows much
/// faster than the input with depth).
pub const MAX_DEPTH: usize = 64;

/// A YAML parse failure with a 1-based position relative to the start of the parsed text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlError {
    /// Lint rule id: `yaml/syntax`, or `yaml/too-deep` when the text was not parsed at all.
    pub rule: &'static str,
    pub message: String,
    pub line: u32,
    pub column: u32,
}

/// A value written with a tag YAML's core schema does not define; it was replaced by null.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownTag {
    /// Top-level key the value sits under (empty at the top).
    pub key: String,
    pub tag: String,
    /// 1-based line of the tag in the parsed text.
    pub line: u32,
}

/// Tags of YAML's core schema; any other tag is reported and its value dropped.
const CORE_TAGS: &[&str] = &[
    "!!str",
    "!!int",
    "!!float",
    "!!bool",
    "!!null",
    "!!map",
    "!!seq",
    "!!binary",
    "!!timestamp",
];

/// Parse YAML text into a dynamic value (mapping keys stay strings); tagged values become null.
pub fn parse_value(text: &str) -> Result<Value, YamlError> {
    parse_untagged(text).map(|(value, _)| value)
}

/// Parse YAML text into a dynamic value, listing every custom-tagged value (each replaced by null,
/// so a tag never changes what the site shows).
pub fn parse_untagged(text: &str) -> Result<(Value, Vec<UnknownTag>), YamlError> {
    // Duplicate keys keep the last value (lint reports them separately). Through YAML's own values
    // first: `.inf` and `.nan` have no JSON number, and straight into JSON they would turn into
    // null, which reads as "not set" and slips past every type check.
    // YAML's own values refuse duplicate keys; such text is read straight into JSON as before.
    let mut value = match parse::<serde_yaml::Value>(text) {
        Ok(yaml) => to_json(yaml),
        Err(_) => parse::<Value>(text)?,
    };
    // The parser resolves some tags (`!!python/object:…`) to plain values, so they are found in the text.
    let tags = custom_tags(text);
    for tag in &tags {
        match value.as_object_mut() {
            Some(map) if !tag.key.is_empty() => {
                if let Some(v) = map.get_mut(&tag.key) {
                    *v = Value::Null;
                }
            }
            _ => value = Value::Null,
        }
    }
    Ok((value, tags))
}

/// A YAML value as JSON; a non-finite number is kept as the text it was written as (`.inf`), so a
/// typed key reports it as the wrong type instead of taking it as unset.
fn to_json(value: serde_yaml::Value) -> Value {
    use serde_yaml::Value as Y;
    match value {
        Y::Null => Value::Null,
        Y::Bool(b) => Value::Bool(b),
        Y::Number(n) => {
            if let Some(i) = n.as_i64() {
                Value::from(i)
            } else if let Some(u) = n.as_u64() {
                Value::from(u)
            } else {
                let f = n.as_f64().unwrap_or(f64::NAN);
                serde_json::Number::from_f64(f)
                    .map_or_else(|| Value::String(n.to_string()), Value::Number)
            }
        }
        Y::String(s) => Value::String(s),
        Y::Sequence(items) => Value::Array(items.into_iter().map(to_json).collect()),
        Y::Mapping(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| (key_text(k), to_json(v)))
                .collect(),
        ),
        Y::Tagged(tagged) => to_json(tagged.value),
    }
}

/// A mapping key as text, as JSON needs (`1: x` → `"1"`).
fn key_text(key: serde_yaml::Value) -> String {
    match key {
        serde_yaml::Value::String(s) => s,
        other => serde_yaml::to_string(&other)
            .map(|s| s.trim_end().to_owned())
            .unwrap_or_default(),
    }
}

/// Every tag outside quotes and comments that the core schema does not define, with the top-level
/// key it sits under.
fn custom_tags(text: &str) -> Vec<UnknownTag> {
    let mut out = Vec::new();
    let mut key = String::new();
    for (i, line) in text.lines().enumerate() {
        if !line.starts_with([' ', '\t', '#', '-']) {
            if let Some((k, _)) = line.split_once(':') {
                key = k.trim().trim_matches(['"', '\'']).to_owned();
            }
        }
        let (mut prev, mut last_sig): (Option<char>, Option<char>) = (None, None);
        let mut quote: Option<char> = None;
        for (at, c) in line.char_indices() {
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None => {
                    let starts_node = prev.is_none_or(|p| p.is_whitespace() || "[{,".contains(p))
                        && last_sig.is_none_or(|s| ":-[{,?".contains(s));
                    match c {
                        '#' if prev.is_none_or(char::is_whitespace) => break,
                        '"' | '\'' if starts_node => quote = Some(c),
                        '!' if starts_node => {
                            let tag: String = super::text::after(line, at)
                                .chars()
                                .take_while(|c| !c.is_whitespace() && !",]}".contains(*c))
                                .collect();
                            if !CORE_TAGS.contains(&tag.as_str()) {
                                out.push(UnknownTag {
                                    key: key.clone(),
                                    tag,
                                    line: i as u32 + 1,
                                });
                            }
                        }
                        _ => {}
                    }
                }
            }
            prev = Some(c);
            if !c.is_whitespace() {
                last_sig = Some(c);
            }
        }
    }
    out
}

/// The 1-based line and column where a scalar reading as `value` is written in `text`, looking
/// from 0-based line `from` on: quoted with its escapes decoded (`"\tjavascript:…"` holds a
/// backslash and a `t`, not a tab), or plain. `None` when no one-line scalar reads as `value`.
pub fn scalar_position(text: &str, value: &str, from: usize) -> Option<(u32, u32)> {
    text.lines()
        .enumerate()
        .skip(from)
        .find_map(|(i, line)| scalar_column(line, value).map(|col| (i as u32 + 1, col)))
}

/// Where the top-level `key`'s value is written: its line and column when it is on the key's line
/// and reads as `value`, else the key's own position; `None` without such a key.
pub fn value_position(text: &str, key: &str, value: &str) -> Option<(u32, u32)> {
    let (i, line) = text.lines().enumerate().find(|(_, l)| {
        [
            format!("{key}:"),
            format!("\"{key}\":"),
            format!("'{key}':"),
        ]
        .iter()
        .any(|k| l.starts_with(k.as_str()))
    })?;
    let line_no = i as u32 + 1;
    Some((line_no, scalar_column(line, value).unwrap_or(1)))
}

/// The 1-based column (in characters) of a scalar on `line` that reads as `value`.
fn scalar_column(line: &str, value: &str) -> Option<u32> {
    let column = |at: usize| line.get(..at).map(|b| b.chars().count() as u32 + 1);
    for (at, c) in line.char_indices() {
        let rest = line.get(at + 1..).unwrap_or("");
        let decoded = match c {
            '"' => double_quoted(rest),
            // Only a quote that closes on this line starts a one-line scalar.
            '\'' if rest.contains('\'') => Some(single_quoted(rest)),
            _ => None,
        };
        if decoded.as_deref() == Some(value) {
            return column(at);
        }
    }
    // Plain: written as it reads.
    line.find(value)
        .filter(|_| !value.is_empty())
        .and_then(column)
}

/// The text of a single-quoted scalar whose opening quote came just before `rest` (`''` is `'`).
fn single_quoted(rest: &str) -> String {
    let mut out = String::new();
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\'' {
            if chars.peek() == Some(&'\'') {
                chars.next();
            } else {
                break;
            }
        }
        out.push(c);
    }
    out
}

/// The text of a double-quoted scalar whose opening quote came just before `rest`, its escapes
/// decoded; `None` when it does not close on this line or holds an unknown escape.
fn double_quoted(rest: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => {
                let e = chars.next()?;
                let hex = |n: usize, chars: &mut std::str::Chars<'_>| {
                    let digits: String = chars.by_ref().take(n).collect();
                    u32::from_str_radix(&digits, 16)
                        .ok()
                        .and_then(char::from_u32)
                };
                out.push(match e {
                    '0' => '\0',
                    'a' => '\u{7}',
                    'b' => '\u{8}',
                    't' | '\t' => '\t',
                    'n' => '\n',
                    'v' => '\u{b}',
                    'f' => '\u{c}',
                    'r' => '\r',
                    'e' => '\u{1b}',
                    ' ' => ' ',
                    '"' => '"',
                    '/' => '/',
                    '\\' => '\\',
                    'N' => '\u{85}',
                    '_' => '\u{a0}',
                    'L' => '\u{2028}',
                    'P' => '\u{2029}',
                    'x' => hex(2, &mut chars)?,
                    'u' => hex(4, &mut chars)?,
                    'U' => hex(8, &mut chars)?,
                    _ => return None,
                });
            }
            c => out.push(c),
        }
    }
    None
}

/// Write a value as YAML text (`docs import` writes `site.yaml` and the locale files with it).
pub fn to_string<T: serde::Serialize>(value: &T) -> Result<String, String> {
    serde_yaml::to_string(value).map_err(|err| err.to_string())
}

/// Parse YAML text straight into a typed value.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    let depth = nesting_depth(text);
    if depth > MAX_DEPTH {
        return Err(YamlError {
            rule: "yaml/too-deep",
            message: format!(
                "YAML nested {depth} levels deep (the limit is {MAX_DEPTH}); it was not parsed"
            ),
            line: 1,
            column: 1,
        });
    }
    serde_yaml::from_str::<T>(text).map_err(|err| {
        // A custom tag (`!include file.yaml`) fails the typed read with a message about enums;
        // name the tag instead, where it is.
        if let Some(tag) = custom_tags(text).into_iter().next() {
            return YamlError {
                rule: "yaml/unknown-tag",
                message: format!(
                    "unknown YAML tag `{}`: only plain YAML values are read (no includes or custom types)",
                    tag.tag
                ),
                line: tag.line,
                column: 1,
            };
        }
        let (line, column) = err
            .location()
            .map(|loc| (loc.line() as u32, loc.column() as u32))
            .unwrap_or((0, 0));
        // serde_yaml appends " at line X column Y"; we carry the position separately.
        let message = err.to_string();
        let message = match message.find(" at line ") {
            Some(cut) => super::text::before(&message, cut).to_owned(),
            None => message,
        };
        // A quote never closed shows up as an error at the very end; point at where it opens.
        if message.contains("end of stream") {
            if let Some((open_line, open_column)) = unclosed_quote(text) {
                return YamlError {
                    rule: "yaml/syntax",
                    message: format!("a quoted value opened here is never closed ({message})"),
                    line: open_line,
                    column: open_column,
                };
            }
        }
        YamlError {
            rule: "yaml/syntax",
            message,
            line,
            column,
        }
    })
}

/// The 1-based line and column of the first value that opens a quote and does not close it on
/// its line (`title: "Use Docker`).
fn unclosed_quote(text: &str) -> Option<(u32, u32)> {
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('#') {
            continue;
        }
        let value_at = match trimmed.strip_prefix("- ") {
            Some(rest) => line.len() - rest.len(),
            None => match line.find(": ") {
                Some(colon) => colon + 2,
                None => continue,
            },
        };
        let value = super::text::after(line, value_at).trim_start();
        let start = line.len() - value.len();
        let Some(quote) = value.chars().next().filter(|c| matches!(c, '"' | '\'')) else {
            continue;
        };
        let body = value.strip_prefix(quote).unwrap_or(value);
        let closed = match quote {
            '"' => {
                let mut escaped = false;
                body.chars().any(|c| {
                    let end = c == '"' && !escaped;
                    escaped = c == '\\' && !escaped;
                    end
                })
            }
            // `''` is an escaped quote inside single quotes: an odd count closes it.
            _ => body.matches('\'').count() % 2 == 1,
        };
        if !closed {
            return Some((i as u32 + 1, start as u32 + 1));
        }
    }
    None
}

/// How deeply `text` nests, found by a linear scan without parsing: block indentation levels, `- `
/// entries opened on one line, and `[`/`{` outside quotes and comments. Approximate by a level or two,
/// which is all a limit needs.
pub fn nesting_depth(text: &str) -> usize {
    let mut max = 0;
    let mut flow = 0usize;
    let mut indents: Vec<usize> = Vec::new();
    let mut quote: Option<char> = None;
    // Indentation of the line that opened a `|` / `>` block scalar: deeper lines are its text.
    let mut block_scalar: Option<usize> = None;
    for line in text.lines() {
        let body = line.trim_start_matches(' ');
        let indent = line.len() - body.len();
        let mut depth = indents.len();
        if quote.is_none() && flow == 0 {
            if let Some(open) = block_scalar {
                if body.trim().is_empty() || indent > open {
                    continue;
                }
                block_scalar = None;
            }
            if body.trim().is_empty() || body.starts_with('#') {
                continue;
            }
            while indents.last().is_some_and(|&i| i >= indent) {
                indents.pop();
            }
            indents.push(indent);
            let mut rest = body;
            let mut dashes = 0;
            while let Some(r) = rest.strip_prefix("- ").or_else(|| rest.strip_prefix("? ")) {
                dashes += 1;
                rest = r.trim_start_matches(' ');
            }
            depth = indents.len() + dashes;
            max = max.max(depth);
        }
        let (mut prev, mut last_sig): (Option<char>, Option<char>) = (None, None);
        let mut escaped = false;
        for c in body.chars() {
            match quote {
                Some('"') if escaped => escaped = false,
                Some('"') if c == '\\' => escaped = true,
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None => match c {
                    '#' if prev.is_none_or(char::is_whitespace) => break,
                    '"' | '\''
                        if prev.is_none_or(|p| p.is_whitespace() || "[{,".contains(p))
                            && last_sig.is_none_or(|s| ":-[{,?".contains(s)) =>
                    {
                        quote = Some(c)
                    }
                    '[' | '{' => {
                        flow += 1;
                        max = max.max(depth + flow);
                    }
                    ']' | '}' => flow = flow.saturating_sub(1),
                    _ => {}
                },
            }
            prev = Some(c);
            if !c.is_whitespace() {
                last_sig = Some(c);
            }
        }
        if quote.is_none() && flow == 0 {
            let code = body.split(" #").next().unwrap_or(body).trim_end();
            let indicator =
                code.trim_end_matches(|c: char| c == '+' || c == '-' || c.is_ascii_digit());
            if indicator
                .strip_suffix(['|', '>'])
                .is_some_and(|head| head.is_empty() || head.ends_with([' ', ':']))
            {
                block_scalar = Some(indent);
            }
        }
    }
    max
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_scalars_are_found_where_they_are_written() {
        let text = "navbar:\n  - text: Bad\n    link: \"\\tjavascript:alert(1)\"\nx: 'it''s'\n";
        assert_eq!(
            scalar_position(text, "\tjavascript:alert(1)", 0),
            Some((3, 11))
        );
        assert_eq!(scalar_position(text, "it's", 0), Some((4, 4)));
        assert_eq!(scalar_position(text, "Bad", 0), Some((2, 11)));
        assert_eq!(scalar_position(text, "Bad", 2), None);
        assert_eq!(
            scalar_position("a: \"\\u00e9t\u{e9}\"\n", "\u{e9}t\u{e9}", 0),
            Some((1, 4))
        );
        let site = "title: T\nhostname: \"https://a..b\"  # x\n";
        assert_eq!(
            value_position(site, "hostname", "https://a..b"),
            Some((2, 11))
        );
        assert_eq!(value_position(site, "nope", "x"), None);
    }

    #[test]
    fn syntax_error_has_position() {
        let err = parse_value("a: 1\nb: [1, 2\n").unwrap_err();
        assert!(err.line >= 2, "{err:?}");
        assert_eq!(err.rule, "yaml/syntax");
    }

    #[test]
    fn mapping_becomes_json_object() {
        let v = parse_value("title: Hi\norder: 3\nratio: 1.5\n2: two\n").unwrap();
        assert_eq!(v["title"], "Hi");
        assert_eq!(v["order"], 3);
        assert_eq!(v["ratio"], 1.5);
        assert_eq!(v["2"], "two");
    }

    #[test]
    fn custom_tag_is_listed_and_its_value_dropped() {
        let (v, tags) = parse_untagged("title: !!python/object:os.system ls\nicon: x\n").unwrap();
        assert_eq!(v["title"], Value::Null);
        assert_eq!(v["icon"], "x");
        assert_eq!(tags.len(), 1, "{tags:?}");
        assert_eq!((tags[0].key.as_str(), tags[0].line), ("title", 1));
        assert!(tags[0].tag.contains("python/object"), "{tags:?}");
        let (_, tags) = parse_untagged("title: '!!not a tag' # !!nor this\nn: !!int 3\n").unwrap();
        assert!(tags.is_empty(), "{tags:?}");
    }

    #[test]
    fn depth_counts_flow_and_block_nesting() {
        assert_eq!(nesting_depth("a: 1\nb: 2\n"), 1);
        assert_eq!(nesting_depth("a:\n  b:\n    c: 1\n"), 3);
        assert_eq!(nesting_depth("a: [[[1]]]\n"), 4);
        assert_eq!(nesting_depth("a: '[[[[' # [[[[\n"), 1);
        assert_eq!(
            nesting_depth("a: |\n        deep\n            text\nb: 1\n"),
            1
        );
        assert_eq!(nesting_depth("- - - x\n"), 4);
    }

    #[test]
    fn deep_flow_yaml_is_refused_before_parsing() {
        let deep = format!("a: {}1{}\n", "[".repeat(5000), "]".repeat(5000));
        let err = parse_value(&deep).unwrap_err();
        assert_eq!(err.rule, "yaml/too-deep");
        let ok = format!("a: {}1{}\n", "[".repeat(40), "]".repeat(40));
        assert!(parse_value(&ok).is_ok());
    }
}
