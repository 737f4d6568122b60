use super::*;

/// Tokens as short strings: `T:text`, `<name attrs…>`, `</name>`, `C:comment`, `X:cut`.
fn show(html: &str) -> Vec<String> {
    tokens(html)
        .map(|t| match t {
            Token::Text(s) => format!("T:{s}"),
            Token::Start(tag) => {
                let attrs: String = tag
                    .attrs()
                    .map(|a| match a.value {
                        Some(v) => format!(" {}={v:?}", a.name),
                        None => format!(" {}", a.name),
                    })
                    .collect();
                let slash = if tag.self_closing { "/" } else { "" };
                format!("<{}{attrs}{slash}>", tag.name)
            }
            Token::End(tag) => format!("</{}>", tag.name),
            Token::Comment(s) => format!("C:{s}"),
            Token::Cut(s) => format!("X:{s}"),
        })
        .collect()
}

/// Every token's raw text, joined, is the input: nothing is lost or repeated.
fn lossless(html: &str) {
    let joined: String = tokens(html).map(|t| t.raw()).collect();
    assert_eq!(joined, html);
}

#[test]
fn tags_text_and_attributes_are_read() {
    assert_eq!(
        show("<p class=\"a b\" id='x' hidden data-n=3>Hi &amp; bye</p><br/>"),
        [
            "<p class=\"a b\" id=\"x\" hidden data-n=\"3\">",
            "T:Hi &amp; bye",
            "</p>",
            "<br/>"
        ]
    );
    let html = "<H2 ID=\"install\">";
    let Some(Token::Start(tag)) = tokens(html).next() else {
        panic!()
    };
    assert_eq!(tag.name, "h2");
    assert_eq!(tag.written_name, "H2");
    assert_eq!(tag.attr("id"), Some("install"));
    assert!(matches!(tag.name, Cow::Owned(_)));
    let Some(Token::Start(tag)) = tokens("<div class=\"x sr-only\">").next() else {
        panic!()
    };
    assert!(
        matches!(tag.name, Cow::Borrowed(_)),
        "no copy for lower case"
    );
    assert!(tag.has_class(|c| c == "sr-only"));
    assert!(!tag.has_class(|c| c == "sr"));
}

#[test]
fn a_less_than_sign_that_starts_no_tag_is_text() {
    assert_eq!(show("a < b <3 <= c</"), ["T:a < b <3 <= c</"]);
    assert_eq!(
        show("1 <2 and <b>x</b>"),
        ["T:1 <2 and ", "<b>", "T:x", "</b>"]
    );
}

#[test]
fn quoted_greater_than_signs_stay_inside_the_attribute() {
    assert_eq!(
        show("<a title=\"x > y\" onclick='a>b'>t</a>"),
        ["<a title=\"x > y\" onclick=\"a>b\">", "T:t", "</a>"]
    );
}

#[test]
fn tags_cut_off_by_the_end_of_input_are_reported_whole() {
    assert_eq!(
        show("<p>x <div class=\"y"),
        ["<p>", "T:x ", "X:<div class=\"y"]
    );
    assert_eq!(show("ok <img src=a"), ["T:ok ", "X:<img src=a"]);
    assert_eq!(show("</p"), ["X:</p"]);
}

#[test]
fn comments_and_declarations_are_single_tokens() {
    assert_eq!(
        show("<!DOCTYPE html><!-- a <b> -- c -->x<!-->y<!--->z<?php ?></ x>"),
        [
            "C:<!DOCTYPE html>",
            "C:<!-- a <b> -- c -->",
            "T:x",
            "C:<!-->",
            "T:y",
            "C:<!--->",
            "T:z",
            "C:<?php ?>",
            "C:</ x>"
        ]
    );
    assert_eq!(show("a<!-- open"), ["T:a", "C:<!-- open"]);
}

#[test]
fn script_and_style_content_is_text_up_to_the_closing_tag() {
    assert_eq!(
        show("<script>if (a<b && c>d) x('</p>')</script ><style>p>a{}</STYLE>"),
        [
            "<script>",
            "T:if (a<b && c>d) x('</p>')",
            "</script>",
            "<style>",
            "T:p>a{}",
            "</style>"
        ]
    );
    // `</scripts>` does not close a script; the input ending inside one leaves it text.
    assert_eq!(show("<script>a</scripts>b"), ["<script>", "T:a</scripts>b"]);
    // A self-closed script holds nothing.
    assert_eq!(
        show("<script/><b>x</b>"),
        ["<script/>", "<b>", "T:x", "</b>"]
    );
    // Input that continues a script opened earlier.
    let rest: Vec<_> = tokens("x<b>y</script>z").inside("script").collect();
    assert_eq!(rest[0], Token::Text("x<b>y"));
    assert!(matches!(&rest[1], Token::End(t) if t.name == "script"));
}

#[test]
fn self_closing_follows_the_last_slash_before_the_end() {
    assert_eq!(show("<Comp prop=x/>"), ["<comp prop=\"x\"/>"]);
    assert_eq!(show("<a href=x/y>"), ["<a href=\"x/y\">"]);
    assert_eq!(show("<br / >"), ["<br>"]);
    assert_eq!(show("<img src=\"a\"/>"), ["<img src=\"a\"/>"]);
    assert_eq!(show("<a href=>"), ["<a href=\"\">"]);
    assert_eq!(show("<a b = \"c\" =d>"), ["<a b=\"c\" =d>"]);
}

#[test]
fn offset_points_past_the_last_token() {
    let html = "<h1 id=\"a\">A</h1><p>";
    let mut t = tokens(html);
    assert!(t
        .by_ref()
        .any(|t| matches!(t, Token::End(e) if e.name == "h1")));
    assert_eq!(&html[..t.offset()], "<h1 id=\"a\">A</h1>");
}

#[test]
fn hostile_input_is_read_without_panics_or_loss() {
    let cases = [
        "",
        "<",
        "<<<<",
        "</",
        "<!",
        "<!-",
        "<a",
        "<a b",
        "<a b=",
        "<a b='",
        "<a b=\"c",
        "<a/",
        "</a b=\">\"",
        "<script>",
        "<style></style",
        "<p>中文<b 属性=\"值\">文字</b>",
        "<a\u{a0}b>",
        "<é>",
        "&lt;<x>&",
    ];
    for html in cases {
        lossless(html);
    }
    let deep = "<div>".repeat(10_000) + &"<".repeat(10_000) + "<a title=\"" + &">".repeat(100);
    lossless(&deep);
    let mut rng = 0x9e37_79b9_7f4a_7c15_u64;
    let pieces = [
        "<", ">", "/", "\"", "'", "=", " ", "a", "p", "!--", "-->", "script", "é", "&", "\n",
    ];
    for _ in 0..2_000 {
        let mut s = String::new();
        for _ in 0..12 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            s.push_str(pieces[(rng % pieces.len() as u64) as usize]);
        }
        lossless(&s);
        for t in tokens(&s) {
            if let Token::Start(tag) | Token::End(tag) = t {
                let _ = tag.attrs().count();
            }
        }
    }
}
