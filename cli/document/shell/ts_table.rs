//! Reads the front end's own string tables (`{ key: 'value', … }` in TypeScript), so the server's
//! markup uses the very labels and icon shapes the app paints, with one source for both.

/// The `key: 'value'` pairs of the object literal that follows `marker` in `source`. Keys may be
/// quoted; values are single- or double-quoted strings without escapes (as the tables are written);
/// comments and non-string values are skipped.
pub fn object_entries(source: &'static str, marker: &str) -> Vec<(&'static str, &'static str)> {
    let Some(start) = source.find(marker) else {
        return Vec::new();
    };
    let body = &source[start + marker.len()..];
    let body = body.find("\n};").map_or(body, |end| &body[..end]);
    let mut out = Vec::new();
    let mut rest = body;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        if rest.is_empty() {
            break;
        }
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.split_once('\n').map_or("", |(_, r)| r);
            continue;
        }
        if let Some(after) = rest.strip_prefix("/*") {
            rest = after.split_once("*/").map_or("", |(_, r)| r);
            continue;
        }
        let Some((key, after)) = rest.split_once(':') else {
            break;
        };
        let key = key.trim().trim_matches(|c| c == '\'' || c == '"');
        let after = after.trim_start();
        let Some(quote) = after.chars().next().filter(|c| *c == '\'' || *c == '"') else {
            // Not a string value: skip to the end of the line.
            rest = after.split_once('\n').map_or("", |(_, r)| r);
            continue;
        };
        let Some((value, tail)) = after[1..].split_once(quote) else {
            break;
        };
        out.push((key, value));
        rest = tail;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_quoted_keys_values_on_the_next_line_and_skips_comments() {
        let src = "const P = {\n  a: 'x',\n  // note\n  'b-c':\n    \"y z\",\n  /** doc */\n  d: 'w',\n};\nconst Q = { e: 'no' };";
        assert_eq!(
            object_entries(src, "const P = {"),
            [("a", "x"), ("b-c", "y z"), ("d", "w")]
        );
        assert!(object_entries(src, "const R = {").is_empty());
    }
}
