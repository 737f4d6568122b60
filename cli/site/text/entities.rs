//! The one decoder of HTML character references (`&amp;`, `&#39;`, `&#x4e2d;`, `&nbsp;`): for every
//! reader of markup (render's event reader, the TUI, search snippets) and for link safety, which
//! must see a URL the way the browser will. It lives at the bottom, beside the other text helpers,
//! and imports nothing of the crate, so `site` can use it without reaching up into `render`.
//!
//! It follows the browser's rules where they matter: decimal and hex references, with or without the
//! closing `;`; a code point that is zero, a surrogate or past U+10FFFF becomes U+FFFD; 0x80–0x9F
//! read as Windows-1252, as browsers do. Named references need their `;` and are case-sensitive
//! (`&Tab;`, not `&tab;`); the table holds the names pages use in practice (Latin-1, Greek, the
//! common punctuation, arrows and maths signs). An unknown or malformed reference stays as written.

use std::borrow::Cow;

/// `s` with its character references decoded; borrowed when it holds none.
pub fn decode(s: &str) -> Cow<'_, str> {
    if !s.contains('&') {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some((head, tail)) = rest.split_once('&') {
        out.push_str(head);
        match reference(tail) {
            Some((c, used)) => {
                out.push(c);
                rest = tail.get(used..).unwrap_or("");
            }
            None => {
                out.push('&');
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    Cow::Owned(out)
}

/// The character a reference stands for and the bytes it takes, read from just after its `&`.
fn reference(s: &str) -> Option<(char, usize)> {
    if let Some(num) = s.strip_prefix('#') {
        let (hex, digits) = match num.strip_prefix(['x', 'X']) {
            Some(hex) => (true, hex),
            None => (false, num),
        };
        let radix = if hex { 16 } else { 10 };
        let len = digits
            .find(|c: char| !c.is_digit(radix))
            .unwrap_or(digits.len());
        if len == 0 {
            return None;
        }
        // Every digit is read; a value that overflows is past U+10FFFF either way.
        let value = digits
            .get(..len)
            .and_then(|d| u32::from_str_radix(d, radix).ok());
        let prefix = 1 + usize::from(hex);
        let semicolon = usize::from(digits.get(len..).is_some_and(|r| r.starts_with(';')));
        return Some((numeric(value), prefix + len + semicolon));
    }
    let len = s
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(s.len());
    if !s.get(len..).is_some_and(|r| r.starts_with(';')) {
        return None;
    }
    named(s.get(..len)?).map(|c| (c, len + 1))
}

/// The character of a numeric reference, with the browser's replacements.
fn numeric(value: Option<u32>) -> char {
    match value {
        Some(0x80..=0x9f) => value
            .and_then(|v| WINDOWS_1252.get((v - 0x80) as usize).copied())
            .filter(|&c| c != '\0')
            .or_else(|| value.and_then(char::from_u32))
            .unwrap_or(char::REPLACEMENT_CHARACTER),
        Some(0) | None => char::REPLACEMENT_CHARACTER,
        Some(v) => char::from_u32(v).unwrap_or(char::REPLACEMENT_CHARACTER),
    }
}

/// What browsers read 0x80–0x9F as (`\0`: no replacement, the control character stays).
const WINDOWS_1252: [char; 32] = [
    '€', '\0', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\0', 'Ž', '\0', '\0', '‘',
    '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\0', 'ž', 'Ÿ',
];

/// The Latin-1 names, in code point order from U+00A0.
const LATIN_1: [&str; 96] = [
    "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf",
    "laquo", "not", "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro",
    "para", "middot", "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
    "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave", "Eacute",
    "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde", "Ograve", "Oacute",
    "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute",
    "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
    "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde",
    "ograve", "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc",
    "uuml", "yacute", "thorn", "yuml",
];

/// The Greek letters, in code point order from U+0391 (capitals) and U+03B1 (small); `""` is the
/// gap at U+03A2 and `sigmaf` the final sigma.
const GREEK: [&str; 25] = [
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
    "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigmaf", "sigma", "tau", "upsilon", "phi",
    "chi", "psi", "omega",
];

/// Other names in common use.
const OTHER: &[(&str, char)] = &[
    ("amp", '&'),
    ("lt", '<'),
    ("gt", '>'),
    ("quot", '"'),
    ("apos", '\''),
    ("Tab", '\t'),
    ("NewLine", '\n'),
    ("colon", ':'),
    ("semi", ';'),
    ("comma", ','),
    ("period", '.'),
    ("excl", '!'),
    ("quest", '?'),
    ("num", '#'),
    ("dollar", '$'),
    ("percnt", '%'),
    ("lpar", '('),
    ("rpar", ')'),
    ("ast", '*'),
    ("plus", '+'),
    ("sol", '/'),
    ("bsol", '\\'),
    ("equals", '='),
    ("lsqb", '['),
    ("rsqb", ']'),
    ("lcub", '{'),
    ("rcub", '}'),
    ("verbar", '|'),
    ("grave", '`'),
    ("lowbar", '_'),
    ("Hat", '^'),
    ("commat", '@'),
    ("OElig", 'Œ'),
    ("oelig", 'œ'),
    ("Scaron", 'Š'),
    ("scaron", 'š'),
    ("Yuml", 'Ÿ'),
    ("fnof", 'ƒ'),
    ("circ", 'ˆ'),
    ("tilde", '˜'),
    ("thetasym", 'ϑ'),
    ("ensp", '\u{2002}'),
    ("emsp", '\u{2003}'),
    ("thinsp", '\u{2009}'),
    ("zwnj", '\u{200c}'),
    ("zwj", '\u{200d}'),
    ("lrm", '\u{200e}'),
    ("rlm", '\u{200f}'),
    ("ndash", '–'),
    ("mdash", '—'),
    ("lsquo", '‘'),
    ("rsquo", '’'),
    ("sbquo", '‚'),
    ("ldquo", '“'),
    ("rdquo", '”'),
    ("bdquo", '„'),
    ("dagger", '†'),
    ("Dagger", '‡'),
    ("bull", '•'),
    ("hellip", '…'),
    ("permil", '‰'),
    ("prime", '′'),
    ("Prime", '″'),
    ("lsaquo", '‹'),
    ("rsaquo", '›'),
    ("oline", '‾'),
    ("frasl", '⁄'),
    ("euro", '€'),
    ("trade", '™'),
    ("larr", '←'),
    ("uarr", '↑'),
    ("rarr", '→'),
    ("darr", '↓'),
    ("harr", '↔'),
    ("crarr", '↵'),
    ("lArr", '⇐'),
    ("uArr", '⇑'),
    ("rArr", '⇒'),
    ("dArr", '⇓'),
    ("hArr", '⇔'),
    ("forall", '∀'),
    ("part", '∂'),
    ("exist", '∃'),
    ("empty", '∅'),
    ("nabla", '∇'),
    ("isin", '∈'),
    ("notin", '∉'),
    ("ni", '∋'),
    ("prod", '∏'),
    ("sum", '∑'),
    ("minus", '−'),
    ("lowast", '∗'),
    ("radic", '√'),
    ("prop", '∝'),
    ("infin", '∞'),
    ("ang", '∠'),
    ("and", '∧'),
    ("or", '∨'),
    ("cap", '∩'),
    ("cup", '∪'),
    ("int", '∫'),
    ("there4", '∴'),
    ("sim", '∼'),
    ("cong", '≅'),
    ("asymp", '≈'),
    ("ne", '≠'),
    ("equiv", '≡'),
    ("le", '≤'),
    ("ge", '≥'),
    ("sub", '⊂'),
    ("sup", '⊃'),
    ("nsub", '⊄'),
    ("sube", '⊆'),
    ("supe", '⊇'),
    ("oplus", '⊕'),
    ("otimes", '⊗'),
    ("perp", '⊥'),
    ("sdot", '⋅'),
    ("lceil", '⌈'),
    ("rceil", '⌉'),
    ("lfloor", '⌊'),
    ("rfloor", '⌋'),
    ("lang", '⟨'),
    ("rang", '⟩'),
    ("loz", '◊'),
    ("spades", '♠'),
    ("clubs", '♣'),
    ("hearts", '♥'),
    ("diams", '♦'),
    ("check", '✓'),
    ("cross", '✗'),
    ("star", '☆'),
    ("starf", '★'),
];

/// The character a named reference (without `&` and `;`) stands for.
fn named(name: &str) -> Option<char> {
    let at = |table: &[&str], first: u32| {
        table
            .iter()
            .position(|n| !n.is_empty() && *n == name)
            .and_then(|i| char::from_u32(first + i as u32))
    };
    let greek_capital = || {
        let mut chars = name.chars();
        let first = chars.next()?;
        // `Alpha` … `Omega`; there is no capital final sigma.
        let small: String = first.to_lowercase().chain(chars).collect();
        (first.is_ascii_uppercase() && small != "sigmaf")
            .then(|| GREEK.iter().position(|n| *n == small))
            .flatten()
            .and_then(|i| char::from_u32(0x391 + i as u32))
    };
    OTHER
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, c)| c)
        .or_else(|| at(&LATIN_1, 0xa0))
        .or_else(|| at(&GREEK, 0x3b1))
        .or_else(greek_capital)
}

#[cfg(test)]
mod tests {
    use super::decode;

    #[test]
    fn named_decimal_and_hex_references_decode() {
        assert_eq!(
            decode("a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &#x4e2d;&#25991; &nbsp;&copy;&eacute;"),
            "a & b <c> \"d\" 'e' 中文 \u{a0}©é"
        );
        assert_eq!(
            decode("&Alpha;&omega;&sigmaf;&Sigma;&hellip;&rarr;"),
            "ΑωςΣ…→"
        );
        assert_eq!(decode("jav&#x61;script&colon;"), "javascript:");
        assert_eq!(decode("&Tab;&NewLine;"), "\t\n");
    }

    #[test]
    fn numeric_references_follow_the_browser() {
        assert_eq!(decode("&#106avascript"), "javascript");
        assert_eq!(
            decode("&#0;&#xD800;&#x110000;&#xFFFFFFFF;&#99999999999999999999;"),
            "\u{fffd}".repeat(5)
        );
        assert_eq!(decode("&#x80;&#150;&#x81;"), "€–\u{81}");
    }

    #[test]
    fn what_is_no_reference_stays_as_written() {
        for s in [
            "&",
            "&#",
            "&#x",
            "&#;",
            "&#x;",
            "a & b",
            "&unknown;",
            "&amp",
            "&AMP;",
            "&tab;",
            "&&amp;",
        ] {
            let want = if s == "&&amp;" { "&&" } else { s };
            assert_eq!(decode(s), want, "{s:?}");
        }
    }
}
