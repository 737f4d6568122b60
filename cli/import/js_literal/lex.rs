//! The tokens of JS/TS source for [`super`]: strings with their escapes decoded, template strings
//! (marked when they hold `${…}`), numbers, identifiers, punctuation and regular expressions; comments
//! are dropped and every token keeps its line.

#[derive(Debug, Clone, PartialEq)]
pub(super) enum Tok {
    Ident(String),
    Str(String),
    /// A template string without substitutions.
    Template(String),
    /// A template string with `${…}` substitutions: its text with each one shown as `…`.
    TemplateSub(String),
    Num(f64),
    Regex,
    Punct(&'static str),
    /// A character no rule knows; it makes the expression it sits in computed.
    Other(char),
}

#[derive(Debug, Clone)]
pub(super) struct Token {
    pub(super) tok: Tok,
    pub(super) line: u32,
}

const PUNCTS: &[&str] = &[
    "...", "===", "!==", "**=", "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--",
    "+=", "-=", "*=", "/=", "**", "{", "}", "(", ")", "[", "]", ";", ",", ":", ".", "=", "<", ">",
    "+", "-", "*", "/", "%", "!", "?", "&", "|", "^", "~", "@", "#",
];

pub(super) fn lex(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1u32;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() || c == '\u{feff}' {
            // A byte-order mark (editors on Windows write one) is whitespace to JS too: as an
            // unknown token it made the reader skip the statement it starts, `export default`.
            i += 1;
        } else if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && chars.get(i + 1) == Some(&'*') {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                line += u32::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
        } else if c == '"' || c == '\'' {
            let start = line;
            let (s, next) = string(&chars, i + 1, c, &mut line);
            out.push(Token {
                tok: Tok::Str(s),
                line: start,
            });
            i = next;
        } else if c == '`' {
            let start = line;
            let (s, substituted, next) = template(&chars, i + 1, &mut line);
            out.push(Token {
                tok: if substituted {
                    Tok::TemplateSub(s)
                } else {
                    Tok::Template(s)
                },
                line: start,
            });
            i = next;
        } else if c.is_ascii_digit()
            || (c == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit))
        {
            let start = i;
            let hex = c == '0' && matches!(chars.get(i + 1), Some('x' | 'X'));
            while let Some(&d) = chars.get(i) {
                let exponent_sign =
                    matches!(d, '+' | '-') && !hex && matches!(chars[i - 1], 'e' | 'E');
                if d.is_ascii_alphanumeric() || matches!(d, '.' | '_') || exponent_sign {
                    i += 1;
                } else {
                    break;
                }
            }
            let raw: String = chars[start..i].iter().filter(|c| **c != '_').collect();
            out.push(Token {
                tok: Tok::Num(number(&raw).unwrap_or(f64::NAN)),
                line,
            });
        } else if c.is_alphabetic() || c == '_' || c == '$' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '$')
            {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Ident(chars[start..i].iter().collect()),
                line,
            });
        } else if c == '/' && regex_allowed(out.last()) {
            i = regex_end(&chars, i + 1);
            out.push(Token {
                tok: Tok::Regex,
                line,
            });
        } else if let Some(p) = PUNCTS.iter().find(|p| {
            p.chars()
                .enumerate()
                .all(|(k, pc)| chars.get(i + k) == Some(&pc))
        }) {
            i += p.chars().count();
            out.push(Token {
                tok: Tok::Punct(p),
                line,
            });
        } else {
            out.push(Token {
                tok: Tok::Other(c),
                line,
            });
            i += 1;
        }
    }
    out
}

fn number(raw: &str) -> Option<f64> {
    let lower = raw.to_ascii_lowercase();
    let radix = |digits: &str, radix| u64::from_str_radix(digits, radix).ok().map(|n| n as f64);
    if let Some(hex) = lower.strip_prefix("0x") {
        radix(hex, 16)
    } else if let Some(bin) = lower.strip_prefix("0b") {
        radix(bin, 2)
    } else if let Some(oct) = lower.strip_prefix("0o") {
        radix(oct, 8)
    } else {
        lower.trim_end_matches('n').parse().ok()
    }
}

/// A `/` starts a regular expression where a value is expected, not after one.
fn regex_allowed(prev: Option<&Token>) -> bool {
    match prev.map(|t| &t.tok) {
        None => true,
        Some(Tok::Punct(p)) => !matches!(*p, ")" | "]" | "}"),
        Some(Tok::Ident(word)) => matches!(word.as_str(), "return" | "typeof" | "in" | "of"),
        Some(_) => false,
    }
}

fn regex_end(chars: &[char], mut i: usize) -> usize {
    let mut in_class = false;
    while i < chars.len() && chars[i] != '\n' {
        match chars[i] {
            '\\' => i += 1,
            '[' => in_class = true,
            ']' => in_class = false,
            '/' if !in_class => {
                i += 1;
                break;
            }
            _ => {}
        }
        i += 1;
    }
    while i < chars.len() && chars[i].is_ascii_alphabetic() {
        i += 1; // flags
    }
    i
}

fn string(chars: &[char], mut i: usize, quote: char, line: &mut u32) -> (String, usize) {
    let mut s = String::new();
    while i < chars.len() && chars[i] != quote {
        if chars[i] == '\n' {
            break; // an unterminated string ends at the line's end
        }
        if chars[i] == '\\' {
            i = escape(chars, i + 1, &mut s, line);
        } else {
            s.push(chars[i]);
            i += 1;
        }
    }
    (s, i + 1)
}

/// A template string's text (each `${…}` shown as `…`), whether it has substitutions, and the
/// index after it. A substitution may hold strings, braces and templates with substitutions of
/// their own, nested to any depth: they are followed with a stack of [`Open`] parts, not by
/// recursion, so no nesting can exhaust the call stack.
fn template(chars: &[char], mut i: usize, line: &mut u32) -> (String, bool, usize) {
    let mut s = String::new();
    let mut computed = false;
    let mut open = vec![Open::Template];
    // Escapes of nested templates are decoded (they can continue a line) but not kept.
    let mut discarded = String::new();
    while let Some(&c) = chars.get(i) {
        let outer = open.len() == 1;
        match open.last_mut() {
            Some(Open::Template) => match c {
                '`' => {
                    open.pop();
                    i += 1;
                    if open.is_empty() {
                        return (s, computed, i);
                    }
                }
                '\\' => {
                    discarded.clear();
                    let text = if outer { &mut s } else { &mut discarded };
                    i = escape(chars, i + 1, text, line);
                }
                '$' if chars.get(i + 1) == Some(&'{') => {
                    if outer {
                        computed = true;
                        s.push('…');
                    }
                    open.push(Open::Substitution { braces: 0 });
                    i += 2;
                }
                c => {
                    *line += u32::from(c == '\n');
                    if outer {
                        s.push(c);
                    }
                    i += 1;
                }
            },
            Some(Open::Substitution { braces }) => {
                match c {
                    '{' => *braces += 1,
                    '}' if *braces == 0 => {
                        open.pop();
                    }
                    '}' => *braces -= 1,
                    q @ ('"' | '\'') => {
                        i = string(chars, i + 1, q, line).1;
                        continue;
                    }
                    '`' => open.push(Open::Template),
                    '\n' => *line += 1,
                    _ => {}
                }
                i += 1;
            }
            None => break,
        }
    }
    // Unterminated: the template runs to the end of the text.
    (s, computed, chars.len() + 1)
}

/// What is open inside a template string, innermost last.
enum Open {
    /// Template text, up to its closing backtick.
    Template,
    /// A `${…}` body, with the `{` opened inside it and not yet closed.
    Substitution { braces: u32 },
}

/// Decode the escape after a backslash at `i`; returns the index after it.
fn escape(chars: &[char], i: usize, s: &mut String, line: &mut u32) -> usize {
    let Some(&c) = chars.get(i) else { return i };
    let hex = |from: usize, to: usize| {
        let digits: String = chars.get(from..to.min(chars.len()))?.iter().collect();
        u32::from_str_radix(&digits, 16)
            .ok()
            .and_then(char::from_u32)
    };
    match c {
        'n' => s.push('\n'),
        't' => s.push('\t'),
        'r' => s.push('\r'),
        'b' => s.push('\u{8}'),
        'f' => s.push('\u{c}'),
        'v' => s.push('\u{b}'),
        '0' => s.push('\0'),
        '\n' => *line += 1, // line continuation
        'x' => {
            s.extend(hex(i + 1, i + 3));
            return i + 3;
        }
        'u' if chars.get(i + 1) == Some(&'{') => {
            // At most six hex digits: looking further for the `}` would rescan the rest of the
            // text at every unclosed `\u{` (quadratic); without one, only the `u` is consumed.
            let Some(close) = (i + 2..(i + 9).min(chars.len())).find(|&k| chars[k] == '}') else {
                return i + 1;
            };
            s.extend(hex(i + 2, close));
            return close + 1;
        }
        'u' => {
            s.extend(hex(i + 1, i + 5));
            return i + 5;
        }
        other => s.push(other),
    }
    i + 1
}
