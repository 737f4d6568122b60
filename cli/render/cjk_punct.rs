//! Spaces written before full-width closing punctuation (`https://115.com 。`, `` `x` ，``) are
//! dropped from running text. The space is a break opportunity, so on a phone the browser could
//! wrap there and start the next line with `，` or `。`, which Chinese and Japanese typesetting never
//! do (issue 59 item 10). The space is dropped rather than glued with U+2060 or made a no-break
//! space: a full-width mark already carries its own blank half, so the space only widened the gap,
//! and an invisible joiner would travel into copied text and the search index.

use pulldown_cmark::{CowStr, Event};

/// Marks that never start a line: full-width closing punctuation, brackets and the ellipsis.
pub fn closes(c: char) -> bool {
    matches!(
        c,
        '，' | '。'
            | '、'
            | '；'
            | '：'
            | '！'
            | '？'
            | '．'
            | '）'
            | '］'
            | '｝'
            | '」'
            | '』'
            | '】'
            | '》'
            | '〉'
            | '〕'
            | '〗'
            | '〙'
            | '〛'
            | '｠'
            | '｡'
            | '､'
            | '…'
            | '‥'
    )
}

/// A break opportunity the source may hold before such a mark (not U+3000, a deliberate full-width gap).
fn is_gap(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// Running text without the gaps before closing marks; a gap at the end of one text event is
/// dropped too when the next text event opens with such a mark. Code spans, HTML and headings
/// (already written as HTML, their slugs fixed) are left as written.
pub fn rewrite(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    for event in events {
        let Event::Text(t) = event else {
            out.push(event);
            continue;
        };
        if t.starts_with(closes) {
            if let Some(Event::Text(prev)) = out.last_mut() {
                if prev.ends_with(is_gap) {
                    *prev = CowStr::from(prev.trim_end_matches(is_gap).to_owned());
                }
            }
        }
        out.push(Event::Text(glue(t)));
    }
    out
}

/// `t` with every run of gaps directly before a closing mark removed.
fn glue(t: CowStr<'_>) -> CowStr<'_> {
    let needs = t
        .chars()
        .zip(t.chars().skip(1))
        .any(|(a, b)| is_gap(a) && closes(b));
    if !needs {
        return t;
    }
    let mut out = String::with_capacity(t.len());
    let mut gap = String::new();
    for c in t.chars() {
        if is_gap(c) {
            gap.push(c);
            continue;
        }
        if !closes(c) {
            out.push_str(&gap);
        }
        gap.clear();
        out.push(c);
    }
    out.push_str(&gap);
    CowStr::from(out)
}

#[cfg(test)]
mod tests {
    use crate::render::{markdown, RenderOptions};

    fn html(page: &str) -> String {
        markdown(page, &RenderOptions::default()).html
    }

    #[test]
    fn a_space_before_full_width_punctuation_is_no_break_opportunity() {
        let page = "在浏览器中登录 https://115.com 。视频 `docs` ，然后 **加粗** ；再看 🎉 ！完\n";
        let out = html(page);
        // The link and its mark are then kept together by link_tail.
        assert!(out.contains("</a>\u{2060}。</span>视频"), "{out}");
        assert!(out.contains("</code>，然后"), "{out}");
        assert!(out.contains("</strong>；再看"), "{out}");
        assert!(out.contains("🎉！完"), "{out}");
        assert!(!out.contains(" 。") && !out.contains(" ，"), "{out}");
    }

    #[test]
    fn crlf_lines_and_several_spaces_are_glued_and_other_spaces_stay() {
        let out = html("第一行  ，\r\n第二行\t。末尾 …\r\n\r\nA word （括号） and a, b.\r\n");
        assert!(out.contains("第一行，"), "{out}");
        assert!(out.contains("第二行。末尾…"), "{out}");
        assert!(!out.contains('\r'), "{out}");
        // Opening brackets and half-width punctuation keep the space the text has.
        assert!(out.contains("A word （括号） and a, b."), "{out}");
    }

    #[test]
    fn code_and_code_blocks_keep_their_spaces() {
        let out = html("看 `a ，b` 这里\n\n```\nx ，y\n```\n");
        assert!(out.contains("<code>a ，b</code>"), "{out}");
        assert!(out.contains("x ，y"), "{out}");
    }
}
