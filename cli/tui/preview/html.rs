//! A small, forgiving HTML tree for the renderer's own output (plus the raw HTML pages may carry),
//! built from render's reader ([`html_events`]): elements, attributes and text with entities
//! decoded. Unclosed tags close with their parent.

use crate::render::html_events::{self, Attributes, HtmlEvent};

/// A parsed node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    Text(String),
    Element(Element),
}

/// An element with its attributes (names lower-cased, values decoded) and children.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Element {
    pub name: String,
    pub attrs: Attributes<'static>,
    pub children: Vec<Node>,
}

impl Element {
    /// An attribute's value.
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs.get(name)
    }

    /// Whether the `class` attribute holds `class`.
    pub fn has_class(&self, class: &str) -> bool {
        self.attrs.has_class(class)
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

/// Parse an HTML fragment.
pub fn parse(html: &str) -> Vec<Node> {
    // The stack holds open elements; index 0 is a synthetic root.
    let mut stack: Vec<Element> = vec![element(String::new(), Attributes::default())];
    // Inside a script or style, whose text is no content.
    let mut in_raw = false;
    for event in html_events::events(html) {
        match event {
            HtmlEvent::Text(_) if in_raw => {}
            HtmlEvent::Text(text) => push_text(&mut stack, &text),
            HtmlEvent::Start(tag) if html_events::is_raw_text(&tag.name) => {
                in_raw = !tag.self_closing
            }
            HtmlEvent::Start(tag) => {
                let element = element(tag.name.into_owned(), tag.attrs.into_owned());
                if tag.self_closing || html_events::is_void(&element.name) {
                    append(&mut stack, Node::Element(element));
                } else {
                    stack.push(element);
                }
            }
            HtmlEvent::End(name) if html_events::is_raw_text(&name) => in_raw = false,
            HtmlEvent::End(name) => close(&mut stack, &name),
        }
    }
    while stack.len() > 1 {
        pop(&mut stack);
    }
    stack.pop().map(|root| root.children).unwrap_or_default()
}

fn append(stack: &mut [Element], node: Node) {
    if let Some(top) = stack.last_mut() {
        top.children.push(node);
    }
}

fn push_text(stack: &mut [Element], text: &str) {
    if let Some(top) = stack.last_mut() {
        if let Some(Node::Text(prev)) = top.children.last_mut() {
            prev.push_str(text);
            return;
        }
        top.children.push(Node::Text(text.to_owned()));
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

fn element(name: String, attrs: Attributes<'static>) -> Element {
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
