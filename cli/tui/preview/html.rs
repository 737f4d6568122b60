//! A small, forgiving HTML reader for the renderer's own output (plus the raw HTML pages may carry):
//! elements, attributes and text with entities decoded. Unclosed tags close with their parent.

use crate::render::escape::decode_entities as decode;

/// A parsed node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    Text(String),
    Element(Element),
}

/// An element with its attributes (names lower-cased) and children.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Element {
    pub name: String,
    pub attrs: Vec<(String, String)>,
    pub children: Vec<Node>,
}

impl Element {
    /// An attribute's value.
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether the `class` attribute holds `class`.
    pub fn has_class(&self, class: &str) -> bool {
        self.attr("class")
            .is_some_and(|c| c.split_whitespace().any(|c| c == class))
    }

    /// All text inside, entities decoded, whitespace kept.
    pub fn text(&self) -> String {
        let mut out = String::new();
        collect_text(&self.children, &mut out);
        out
    }
}

fn collect_text(nodes: &[Node], out: &mut String) {
    for node in nodes {
        match node {
            Node::Text(t) => out.push_str(t),
            Node::Element(e) if e.name == "br" => out.push('\n'),
            Node::Element(e) => collect_text(&e.children, out),
        }
    }
}

const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
];
const RAW: &[&str] = &["script", "style"];

/// Parse an HTML fragment.
pub fn parse(html: &str) -> Vec<Node> {
    // The stack holds open elements; index 0 is a synthetic root.
    let mut stack: Vec<Element> = vec![Element {
        name: String::new(),
        attrs: Vec::new(),
        children: Vec::new(),
    }];
    let mut rest = html;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            push_text(&mut stack, rest);
            break;
        };
        if lt > 0 {
            push_text(&mut stack, &rest[..lt]);
            rest = &rest[lt..];
            continue;
        }
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.find("-->").map_or("", |end| &after[end + 3..]);
            continue;
        }
        if rest.starts_with("<!") || rest.starts_with("<?") {
            rest = rest.find('>').map_or("", |end| &rest[end + 1..]);
            continue;
        }
        if let Some(after) = rest.strip_prefix("</") {
            let end = after.find('>').unwrap_or(after.len());
            let name = after[..end].trim().to_ascii_lowercase();
            close(&mut stack, &name);
            rest = after.get(end + 1..).unwrap_or("");
            continue;
        }
        let Some((element, self_closing, consumed)) = open_tag(rest) else {
            // A lone `<` is text.
            push_text(&mut stack, "<");
            rest = &rest[1..];
            continue;
        };
        rest = &rest[consumed..];
        if RAW.contains(&element.name.as_str()) {
            let closing = format!("</{}", element.name);
            let end = find_ci(rest, &closing).unwrap_or(rest.len());
            rest = &rest[end..];
            rest = rest.find('>').map_or("", |e| &rest[e + 1..]);
            continue;
        }
        if self_closing || VOID.contains(&element.name.as_str()) {
            append(&mut stack, Node::Element(element));
        } else {
            stack.push(element);
        }
    }
    while stack.len() > 1 {
        pop(&mut stack);
    }
    stack.pop().map(|root| root.children).unwrap_or_default()
}

fn find_ci(haystack: &str, needle: &str) -> Option<usize> {
    haystack.to_ascii_lowercase().find(needle)
}

fn append(stack: &mut [Element], node: Node) {
    if let Some(top) = stack.last_mut() {
        top.children.push(node);
    }
}

fn push_text(stack: &mut [Element], raw: &str) {
    let text = decode(raw);
    if let Some(top) = stack.last_mut() {
        if let Some(Node::Text(prev)) = top.children.last_mut() {
            prev.push_str(&text);
            return;
        }
        top.children.push(Node::Text(text));
    }
}

fn pop(stack: &mut Vec<Element>) {
    if let Some(done) = stack.pop() {
        append(stack, Node::Element(done));
    }
}

/// Close `name` if it is open; a stray closing tag is ignored.
fn close(stack: &mut Vec<Element>, name: &str) {
    if let Some(at) = stack.iter().rposition(|e| e.name == name) {
        if at == 0 {
            return;
        }
        while stack.len() > at {
            pop(stack);
        }
    }
}

/// Parse `<name attr="v" ...>` at the start of `s`: the element, whether it ended in `/>`, bytes used.
fn open_tag(s: &str) -> Option<(Element, bool, usize)> {
    let bytes = s.as_bytes();
    let mut i = 1;
    let name_start = i;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'-') {
        i += 1;
    }
    if i == name_start || !bytes[name_start].is_ascii_alphabetic() {
        return None;
    }
    let name = s[name_start..i].to_ascii_lowercase();
    let mut attrs = Vec::new();
    loop {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() {
            return None;
        }
        match bytes[i] {
            b'>' => return Some((element(name, attrs), false, i + 1)),
            b'/' if bytes.get(i + 1) == Some(&b'>') => {
                return Some((element(name, attrs), true, i + 2))
            }
            b'/' => {
                i += 1;
                continue;
            }
            _ => {}
        }
        let key_start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && !b"=>/".contains(&bytes[i]) {
            i += 1;
        }
        let key = s[key_start..i].to_ascii_lowercase();
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let mut value = String::new();
        if bytes.get(i) == Some(&b'=') {
            i += 1;
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            match bytes.get(i) {
                Some(&q) if q == b'"' || q == b'\'' => {
                    let end = s[i + 1..].find(q as char)? + i + 1;
                    value = decode(&s[i + 1..end]);
                    i = end + 1;
                }
                _ => {
                    let start = i;
                    while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'>' {
                        i += 1;
                    }
                    value = decode(&s[start..i]);
                }
            }
        }
        if key.is_empty() {
            i += 1;
        } else {
            attrs.push((key, value));
        }
    }
}

fn element(name: String, attrs: Vec<(String, String)>) -> Element {
    Element {
        name,
        attrs,
        children: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nested_elements_attributes_and_entities() {
        let nodes = parse("<p class=\"a b\">x &amp; <code>&lt;y&gt;</code><br>z</p>");
        let [Node::Element(p)] = nodes.as_slice() else {
            panic!("{nodes:?}")
        };
        assert!(p.has_class("b"));
        assert_eq!(p.text(), "x & <y>\nz");
    }

    #[test]
    fn unclosed_and_stray_tags_do_not_lose_text() {
        let nodes = parse("<div><p>one</div></span>two <3");
        let text: String = nodes
            .iter()
            .map(|n| match n {
                Node::Text(t) => t.clone(),
                Node::Element(e) => e.text(),
            })
            .collect();
        assert_eq!(text, "onetwo <3");
    }

    #[test]
    fn scripts_and_comments_are_dropped() {
        let nodes = parse("a<!-- b --><script>if (1 < 2) {}</script><style>p{}</style>c");
        assert_eq!(nodes, vec![Node::Text("ac".into())]);
    }
}
