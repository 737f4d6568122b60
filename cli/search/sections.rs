//! Split a rendered page into searchable sections: one per heading, with the heading path, the anchor
//! and the plain text below it. Works on the renderer's own HTML, so anchors always match.

/// A searchable piece of a page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Heading id, `None` for the text before the first heading.
    pub anchor: Option<String>,
    /// The heading's text (empty for the page top).
    pub heading: String,
    /// Parent headings and this one, joined with " › ".
    pub path: String,
    pub text: String,
}

/// Sections of a rendered page's HTML.
pub fn split(html: &str) -> Vec<Section> {
    let mut sections = vec![Section {
        anchor: None,
        heading: String::new(),
        path: String::new(),
        text: String::new(),
    }];
    let mut stack: Vec<(u8, String)> = Vec::new();
    let mut rest = html;
    // Inside a heading we collect its text separately; the leading `#` anchor link is skipped.
    let mut heading: Option<(u8, String, String)> = None;
    // Text that readers never see as content: the heading's `#` link and screen-reader-only labels.
    let mut skip: Option<(&str, usize)> = None;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            push_text(&mut sections, &mut heading, rest, skip.is_some());
            break;
        };
        push_text(&mut sections, &mut heading, &rest[..lt], skip.is_some());
        let Some(gt) = rest[lt..].find('>') else {
            break;
        };
        let tag = &rest[lt + 1..lt + gt];
        rest = &rest[lt + gt + 1..];
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        let closing = tag.starts_with('/');
        let level = match name.as_str() {
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => name[1..].parse::<u8>().ok(),
            _ => None,
        };
        match (level, closing) {
            (Some(l), false) if l >= 2 => {
                let id = attr(tag, "id").unwrap_or_default();
                heading = Some((l, id, String::new()));
            }
            (Some(l), true) if l >= 2 => {
                if let Some((level, id, text)) = heading.take() {
                    let text = collapse(&text);
                    stack.retain(|(lv, _)| *lv < level);
                    stack.push((level, text.clone()));
                    let path = stack
                        .iter()
                        .map(|(_, t)| t.as_str())
                        .collect::<Vec<_>>()
                        .join(" › ");
                    sections.push(Section {
                        anchor: Some(id),
                        heading: text,
                        path,
                        text: String::new(),
                    });
                }
            }
            _ => {}
        }
        match &mut skip {
            Some((tag_name, depth)) if *tag_name == name => {
                if closing {
                    *depth -= 1;
                    if *depth == 0 {
                        skip = None;
                    }
                } else {
                    *depth += 1;
                }
            }
            Some(_) => {}
            None if !closing
                && (tag.contains("class=\"header-anchor\"")
                    || tag.contains("class=\"sr-only\"")
                    || tag.contains("-tab-title\"")) =>
            {
                let static_name: &str = match name.as_str() {
                    "a" => "a",
                    "span" => "span",
                    _ => "div",
                };
                skip = Some((static_name, 1));
            }
            None => {}
        }
        if matches!(
            name.as_str(),
            "p" | "li" | "td" | "th" | "br" | "div" | "pre" | "tr" | "button" | "h1"
        ) {
            push_text(&mut sections, &mut heading, " ", false);
        }
    }
    for s in &mut sections {
        s.text = collapse(&s.text);
    }
    sections.retain(|s| s.anchor.is_some() || !s.text.is_empty());
    sections
}

fn push_text(
    sections: &mut [Section],
    heading: &mut Option<(u8, String, String)>,
    raw: &str,
    skipped: bool,
) {
    if skipped || raw.is_empty() {
        return;
    }
    let text = decode(raw);
    match heading {
        Some((_, _, h)) => h.push_str(&text),
        None => {
            if let Some(last) = sections.last_mut() {
                last.text.push_str(&text);
            }
        }
    }
}

fn attr(tag: &str, name: &str) -> Option<String> {
    let key = format!("{name}=\"");
    let start = tag.find(&key)? + key.len();
    let end = tag[start..].find('"')?;
    Some(decode(&tag[start..start + end]))
}

/// Decode the entities our renderer emits.
fn decode(s: &str) -> String {
    if !s.contains('&') {
        return s.to_owned();
    }
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_by_heading_with_paths_and_anchors() {
        let html = "<h1 id=\"t\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#t\">#</a> Title</h1><p>Intro &amp; more</p>\
            <h2 id=\"install\"><a class=\"header-anchor\" href=\"#install\">#</a> Install</h2><p>Run it</p>\
            <h3 id=\"docker\"><a class=\"header-anchor\" href=\"#docker\">#</a> Docker</h3><pre><code>docker run</code></pre>";
        let s = split(html);
        assert_eq!(s.len(), 3);
        assert_eq!(s[0].text, "Title Intro & more");
        assert_eq!(s[1].anchor.as_deref(), Some("install"));
        assert_eq!(s[2].path, "Install › Docker");
        assert_eq!(s[2].text, "docker run");
    }
}
