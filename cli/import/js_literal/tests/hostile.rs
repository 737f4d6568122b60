//! Generated hostile configs for the reader: every nesting form 100,000 deep and lists of 200,000
//! items, built from random pieces. Deep inputs are read on a small stack (an unbounded descent
//! fails there even where the main stack would hold it); long ones are held to a linear number of
//! tokens looked at ([`Parser::steps`]), never to a time.

use super::super::*;

/// A deterministic xorshift generator, so a failing input can be rebuilt from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// A piece that wraps a value: its text before and after it. Balanced, so the reader can resume
/// after the whole.
const WRAPPERS: &[(&str, &str)] = &[
    ("f(", ")"),
    ("f(1, ", ", 2)"),
    ("g<T>(", ")"),
    ("a.b.c(", ")"),
    ("[...", "]"),
    ("...", ""),
    ("[", "]"),
    ("{ k: ", " }"),
    ("{ ...", " }"),
    ("(", ")"),
    ("`t${", "}`"),
    ("() => (", ")"),
    ("x => [", "]"),
    ("(x: Map<K, V>): R<T> => ", ""),
    ("a < ", ""),
    ("a > ", ""),
    ("1 + ", ""),
    ("-", ""),
    ("!", ""),
    ("typeof ", ""),
    ("a ? ", " : 1"),
    ("c ? 1 : ", ""),
    ("new X(", ")"),
    ("h<A<B>>(", ")"),
    ("o.p[0](", ")"),
];

/// Leaf values, in the text strangers write: CJK, emoji, combining marks, NUL, escapes.
const LEAVES: &[&str] = &[
    "1",
    "null",
    "x",
    "a<b",
    "'中文の文字'",
    "\"😀👩‍👩‍👧\"",
    "\"e\u{301}\u{302}\"",
    "'\\u{1F600}\\u{'",
    "\"\0\"",
    "`plain`",
    "/re/g",
    "o.p.q",
];

const SPACES: &[&str] = &["", " ", "\n", "\r\n", "\t", "\u{feff}", " /* ∑ */ "];

/// `export default { deep: VALUE, after: "kept" };`, with a byte-order mark first half the time.
fn module_with(rng: &mut Rng, value: &str) -> String {
    let bom = if rng.next() % 2 == 0 { "\u{feff}" } else { "" };
    format!("{bom}export default {{\r\n  deep: {value},\n  after: \"kept\",\n}};\n")
}

/// `depth` wrappers around a leaf, each picked from `wrappers`.
fn nested(rng: &mut Rng, wrappers: &[(&str, &str)], depth: usize) -> String {
    let chosen: Vec<(&str, &str)> = (0..depth)
        .map(|_| wrappers[(rng.next() % wrappers.len() as u64) as usize])
        .collect();
    let mut text = String::new();
    for (open, _) in &chosen {
        text.push_str(open);
        text.push_str(rng.pick(SPACES));
    }
    text.push_str(rng.pick(LEAVES));
    for (_, close) in chosen.iter().rev() {
        text.push_str(close);
    }
    text
}

/// Enough for [`MAX_NESTING`] levels in a debug build (about 5 KiB a level; 512 KiB was too
/// little), a hundredth of what an unbounded descent into these inputs would need.
const SMALL_STACK: usize = 1024 * 1024;

/// Read `text` on a thread with a small stack: the reader must never need more.
fn parse_on_small_stack(text: String) -> Module {
    std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(move || parse_module("config.ts", &text))
        .unwrap()
        .join()
        .expect("the reader overflowed a small stack or panicked")
}

fn assert_resumes_after(module: &Module, what: &str) {
    let default = module.exports.get("default");
    let after = default.and_then(|d| d.get("after"));
    assert_eq!(
        after.map(|a| &a.value),
        Some(&Js::Str("kept".into())),
        "{what}: reading resumes after the deep value"
    );
}

#[test]
fn every_nesting_form_one_hundred_thousand_deep_reads_on_a_small_stack() {
    let mut rng = Rng(0x5eed_0053);
    for (k, wrapper) in WRAPPERS.iter().enumerate() {
        let value = nested(&mut rng, &[*wrapper], 100_000);
        let text = module_with(&mut rng, &value);
        let module = parse_on_small_stack(text);
        assert_resumes_after(
            &module,
            &format!("wrapper {k} `{}…{}`", wrapper.0, wrapper.1),
        );
    }
}

#[test]
fn random_mixes_of_nesting_forms_read_on_a_small_stack() {
    let mut rng = Rng(0x0bad_cafe);
    // Mixes of the forms that keep nesting (the others skip the rest at once), then of all.
    let descending: Vec<(&str, &str)> = WRAPPERS
        .iter()
        .copied()
        .filter(|(open, close)| !close.is_empty() || *open == "...")
        .collect();
    for round in 0..12 {
        let depth = [10, 127, 128, 129, 1_000, 100_000][round % 6];
        let pieces = if round < 6 { &descending[..] } else { WRAPPERS };
        let value = nested(&mut rng, pieces, depth);
        let text = module_with(&mut rng, &value);
        let module = parse_on_small_stack(text);
        assert_resumes_after(&module, &format!("round {round}, depth {depth}"));
    }
}

#[test]
fn a_value_past_the_nesting_limit_is_one_computed_value_with_its_line() {
    let text = format!(
        "export default {{\n  deep: {}1{},\n  after: \"kept\",\n}};\n",
        "f(".repeat(10_000),
        ")".repeat(10_000)
    );
    let module = parse_on_small_stack(text);
    assert_resumes_after(&module, "10,000 calls");
    let mut node = module.exports["default"].get("deep").unwrap();
    let mut levels = 1; // the object around it
    while let Js::Call { args, .. } = &node.value {
        node = &args[0];
        levels += 1;
    }
    assert_eq!(levels, MAX_NESTING);
    assert!(
        matches!(&node.value, Js::Computed(w) if w.contains("nested deeper")),
        "{node:?}"
    );
    assert_eq!(node.at.line, 2);
}

#[test]
fn template_strings_nested_one_hundred_thousand_deep_lex_on_a_small_stack() {
    let deep = format!(
        "`a${{{}x{}}}b`",
        "`${".repeat(100_000),
        "}`".repeat(100_000)
    );
    let node = std::thread::Builder::new()
        .stack_size(SMALL_STACK)
        .spawn(move || parse_expr("t.ts", &format!("[{deep},\n'中'\r\n]")))
        .unwrap()
        .join()
        .expect("the lexer overflowed a small stack or panicked");
    let Js::Array(items) = &node.value else {
        panic!("{node:?}")
    };
    assert!(
        matches!(&items[0].value, Js::Computed(w) if w.contains("`a…b`")),
        "{:?}",
        items[0]
    );
    assert_eq!(items[1].value, Js::Str("中".into()));
    assert_eq!(items[1].at.line, 2);
}

/// Tokens looked at per token read, for `text`.
fn steps_per_token(text: &str) -> f64 {
    let mut parser = Parser::new("config.ts", text);
    parser.module();
    parser.steps.get() as f64 / parser.tokens.len().max(1) as f64
}

/// `count` items built by `item`, as a list or as an object's values.
fn long(rng: &mut Rng, count: usize, item: impl Fn(&mut Rng) -> String) -> String {
    let as_object = rng.next() % 2 == 0;
    let mut text = String::from(if as_object { "{" } else { "[" });
    for k in 0..count {
        if as_object {
            text.push_str(&format!("k{k}: "));
        }
        text.push_str(&item(rng));
        text.push(',');
        text.push_str(rng.pick(SPACES));
    }
    text.push(if as_object { '}' } else { ']' });
    module_with(rng, &text)
}

#[test]
fn long_lists_of_any_items_cost_a_bounded_number_of_steps_per_token() {
    let mut rng = Rng(0x1234_5678);
    let shapes: Vec<(&str, Box<dyn Fn(&mut Rng) -> String>)> = vec![
        ("a<b", Box::new(|_| "a<b".to_owned())),
        ("a < b > c", Box::new(|_| "a < b > c".to_owned())),
        ("(a) =>", Box::new(|_| "(a".to_owned())),
        ("f<", Box::new(|_| "f<T".to_owned())),
        ("unclosed \\u{", Box::new(|_| "\"\\u{\"".to_owned())),
        ("leaves", Box::new(|rng| rng.pick(LEAVES).to_owned())),
        ("shallow", Box::new(|rng| nested(rng, WRAPPERS, 3))),
    ];
    for (name, item) in &shapes {
        let small = steps_per_token(&long(&mut rng, 20_000, item));
        let big = steps_per_token(&long(&mut rng, 200_000, item));
        // A scan ahead per item made the 200,000-item list cost ten times more per token.
        assert!(
            big < 64.0 && big < small * 1.5 + 1.0,
            "{name}: {small:.1} steps per token at 20,000 items, {big:.1} at 200,000"
        );
    }
}
