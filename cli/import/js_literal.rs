//! A tolerant reader for the data in JS/TS config files (`.vuepress/config.ts`, `theme.ts`…). It
//! never executes anything: literals become values, everything computed becomes
//! [`Js::Computed`] with the line it sits on, and statements it does not understand are skipped.

use std::collections::BTreeMap;

mod lex;

use lex::{lex, Tok, Token};

/// Where a value was written: file (relative to the source folder) and 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct At {
    pub file: String,
    pub line: u32,
}

impl std::fmt::Display for At {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// A value read from the source, with its position.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    pub value: Js,
    pub at: At,
}

/// What a JS expression turned out to be.
#[derive(Debug, Clone, PartialEq)]
pub enum Js {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Array(Vec<Node>),
    /// Keys in source order; a spread is kept as a `...` key holding a [`Js::Spread`].
    Object(Vec<(String, Node)>),
    /// A reference to a binding (resolved later against the module's imports and constants).
    Ident(String),
    /// `object.key` or `object["key"]` (resolved later: a namespace import's export, or a key of
    /// an object literal).
    Member(Box<Node>, String),
    /// `...value` inside an array or an object literal (resolved later by splicing it in).
    Spread(Box<Node>),
    /// `name(args)`: the config helpers (`defineUserConfig`, `hopeTheme`…) and plugins.
    Call {
        callee: String,
        args: Vec<Node>,
    },
    /// Anything that needs running code to know; the text says what it is.
    Computed(String),
}

impl Node {
    /// The string, when this is a plain string.
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Js::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The value under `key`, when this is an object that has it (the last one wins, as in JS).
    pub fn get(&self, key: &str) -> Option<&Node> {
        match &self.value {
            Js::Object(entries) => entries.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// Where an imported binding comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportFrom {
    pub source: String,
    /// `default` for a default import, `*` for a namespace import (`import * as x`), else the
    /// exported name.
    pub name: String,
}

/// One module's data: imports, top-level constants and exports.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Module {
    pub imports: BTreeMap<String, ImportFrom>,
    /// `const|let|var NAME = …` at the top level (exported or not).
    pub bindings: BTreeMap<String, Node>,
    /// Exported name (`default` included) → the local binding or value it exports.
    pub exports: BTreeMap<String, Node>,
    /// `export { a as b } from "./x"`: exported name → where it comes from.
    pub reexports: BTreeMap<String, ImportFrom>,
    /// `export * from "./x"`.
    pub star_exports: Vec<String>,
}

/// Read a JS/TS module as data. `file` is the name used in positions.
pub fn parse_module(file: &str, text: &str) -> Module {
    Parser::new(file, text).module()
}

/// Read one expression (tests and single-value files).
pub fn parse_expr(file: &str, text: &str) -> Node {
    Parser::new(file, text).expr()
}

struct Parser<'a> {
    file: &'a str,
    tokens: Vec<Token>,
    /// For each `(` and each `<`, the index of the token that closes it (see [`partners`]), so
    /// that deciding what a `(` or a `<` starts never scans ahead: scanning at every element of
    /// a long list made reading it quadratic.
    partner: Vec<Option<usize>>,
    pos: usize,
    /// Expressions open around the cursor (bounded by [`MAX_NESTING`]).
    depth: usize,
    /// Tokens looked at so far: a measure of the work done, for tests that hold it linear.
    steps: std::cell::Cell<u64>,
}

/// Values nested deeper than this (in literals, calls, spreads, parentheses: any expression inside
/// another) are skipped as one computed value: reading them would need a stack as deep as the
/// nesting (a hostile or generated config must not crash the import).
pub const MAX_NESTING: usize = 128;

const STATEMENT_WORDS: &[&str] = &[
    "import",
    "export",
    "const",
    "let",
    "var",
    "function",
    "module",
    "type",
    "interface",
    "class",
];

impl<'a> Parser<'a> {
    fn new(file: &'a str, text: &str) -> Self {
        let tokens = lex(text);
        Parser {
            file,
            partner: partners(&tokens),
            tokens,
            pos: 0,
            depth: 0,
            steps: std::cell::Cell::new(0),
        }
    }

    fn module(&mut self) -> Module {
        let mut module = Module::default();
        while !self.done() {
            self.statement(&mut module);
        }
        module
    }

    fn done(&self) -> bool {
        self.pos >= self.tokens.len()
    }

    fn peek(&self) -> Option<&Tok> {
        self.peek_at(0)
    }

    fn peek_at(&self, ahead: usize) -> Option<&Tok> {
        self.steps.set(self.steps.get() + 1);
        self.tokens.get(self.pos + ahead).map(|t| &t.tok)
    }

    fn line(&self) -> u32 {
        self.tokens
            .get(self.pos)
            .or(self.tokens.last())
            .map_or(1, |t| t.line)
    }

    fn at(&self, line: u32) -> At {
        At {
            file: self.file.to_owned(),
            line,
        }
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Some(Tok::Punct(q)) if *q == p)
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(x)) if x == w)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        let yes = self.is_punct(p);
        self.pos += usize::from(yes);
        yes
    }

    fn eat_word(&mut self, w: &str) -> bool {
        let yes = self.is_word(w);
        self.pos += usize::from(yes);
        yes
    }

    fn ident(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Ident(name)) => {
                let name = name.clone();
                self.pos += 1;
                Some(name)
            }
            _ => None,
        }
    }

    fn string(&mut self) -> Option<String> {
        match self.peek() {
            Some(Tok::Str(s)) | Some(Tok::Template(s)) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }

    fn statement(&mut self, module: &mut Module) {
        let start = self.pos;
        if self.eat_word("import") {
            self.import(module);
        } else if self.eat_word("export") {
            self.export(module);
        } else if self.is_word("const") || self.is_word("let") || self.is_word("var") {
            self.pos += 1;
            for (name, value) in self.declarations() {
                module.bindings.insert(name, value);
            }
        } else if self.is_word("module")
            && self.peek_at(1) == Some(&Tok::Punct("."))
            && matches!(self.peek_at(2), Some(Tok::Ident(w)) if w == "exports")
            && self.peek_at(3) == Some(&Tok::Punct("="))
        {
            self.pos += 4;
            let value = self.expr();
            module.exports.insert("default".into(), value);
        }
        self.eat_punct(";");
        if self.pos == start {
            self.skip_statement();
        }
    }

    fn import(&mut self, module: &mut Module) {
        if self.is_punct("(") || self.eat_word("type") && !self.is_punct(",") {
            return self.skip_statement();
        }
        let mut names: Vec<(String, String)> = Vec::new();
        if let Some(local) = self.ident() {
            names.push((local, "default".into()));
            self.eat_punct(",");
        }
        if self.eat_punct("*") {
            // `import * as ns`: `ns.name` reads the module's export `name`.
            self.eat_word("as");
            if let Some(local) = self.ident() {
                names.push((local, "*".into()));
            }
        }
        if self.eat_punct("{") {
            for (imported, local, _) in self.name_list() {
                names.push((local, imported));
            }
        }
        self.eat_word("from");
        if let Some(source) = self.string() {
            for (local, name) in names {
                module.imports.insert(
                    local,
                    ImportFrom {
                        source: source.clone(),
                        name,
                    },
                );
            }
        }
    }

    fn export(&mut self, module: &mut Module) {
        if self.eat_word("default") {
            let value = self.expr();
            module.exports.insert("default".into(), value);
        } else if self.is_word("const") || self.is_word("let") || self.is_word("var") {
            self.pos += 1;
            for (name, value) in self.declarations() {
                let line = value.at.line;
                module.bindings.insert(name.clone(), value);
                module.exports.insert(
                    name.clone(),
                    Node {
                        value: Js::Ident(name),
                        at: self.at(line),
                    },
                );
            }
        } else if self.eat_punct("*") {
            let named = self.eat_word("as").then(|| self.ident()).flatten();
            self.eat_word("from");
            if let Some(source) = self.string() {
                match named {
                    Some(name) => {
                        module.reexports.insert(
                            name,
                            ImportFrom {
                                source,
                                name: "*".into(),
                            },
                        );
                    }
                    None => module.star_exports.push(source),
                }
            }
        } else if self.eat_punct("{") {
            let names = self.name_list();
            if self.eat_word("from") {
                if let Some(source) = self.string() {
                    for (local, exported, _) in names {
                        module.reexports.insert(
                            exported,
                            ImportFrom {
                                source: source.clone(),
                                name: local,
                            },
                        );
                    }
                }
            } else {
                for (local, exported, line) in names {
                    let at = self.at(line);
                    module.exports.insert(
                        exported,
                        Node {
                            value: Js::Ident(local),
                            at,
                        },
                    );
                }
            }
        } else {
            self.skip_statement(); // functions, classes, types
        }
    }

    /// `a, b as c, type d }` after the `{` of an import or export list: (name, alias, line).
    fn name_list(&mut self) -> Vec<(String, String, u32)> {
        let mut names = Vec::new();
        while !self.done() && !self.eat_punct("}") {
            self.eat_word("type");
            let line = self.line();
            let Some(name) = self.ident().or_else(|| self.string()) else {
                self.pos += 1;
                continue;
            };
            let alias = if self.eat_word("as") {
                self.ident().unwrap_or_else(|| name.clone())
            } else {
                name.clone()
            };
            names.push((name, alias, line));
            self.eat_punct(",");
        }
        names
    }

    /// `NAME [: Type] = value, …` after `const`/`let`/`var`.
    fn declarations(&mut self) -> Vec<(String, Node)> {
        let mut out = Vec::new();
        loop {
            let Some(name) = self.ident() else {
                // Destructuring patterns bind nothing we can read as data.
                self.skip_statement();
                return out;
            };
            if self.eat_punct(":") {
                self.skip_type(&["="]);
            }
            if self.eat_punct("=") {
                out.push((name, self.expr()));
            }
            if !self.eat_punct(",") {
                return out;
            }
        }
    }

    /// Skip to the end of a statement: a `;` or a new line starting a statement, at depth 0.
    fn skip_statement(&mut self) {
        let start_line = self.line();
        let mut depth = 0i32;
        let first = self.pos;
        while let Some(tok) = self.peek().cloned() {
            let line = self.line();
            if depth == 0 && self.pos > first {
                if tok == Tok::Punct(";") {
                    self.pos += 1;
                    return;
                }
                if line > start_line
                    && matches!(&tok, Tok::Ident(w) if STATEMENT_WORDS.contains(&w.as_str()))
                {
                    return;
                }
            }
            match tok {
                Tok::Punct("{" | "(" | "[") => depth += 1,
                Tok::Punct("}" | ")" | "]") => depth -= 1,
                _ => {}
            }
            self.pos += 1;
            if depth < 0 {
                return;
            }
        }
    }

    /// Skip a TypeScript type, up to one of `stops` (or `,;)]}`) at depth 0.
    fn skip_type(&mut self, stops: &[&str]) {
        let mut depth = 0i32;
        while let Some(tok) = self.peek() {
            match tok {
                Tok::Punct(p)
                    if depth == 0
                        && (stops.contains(p) || matches!(*p, "," | ";" | ")" | "]" | "}")) =>
                {
                    return
                }
                Tok::Punct("{" | "(" | "[" | "<") => depth += 1,
                Tok::Punct("}" | ")" | "]" | ">") => depth -= 1,
                Tok::Punct("=>") if depth == 0 => {}
                _ => {}
            }
            self.pos += 1;
        }
    }

    /// Skip the rest of an expression that cannot be read as data.
    fn skip_expr(&mut self) {
        let mut depth = 0i32;
        let start_line = self.line();
        while let Some(tok) = self.peek() {
            match tok {
                Tok::Punct("," | ";" | ")" | "]" | "}") if depth == 0 => return,
                Tok::Ident(w)
                    if depth == 0
                        && self.line() > start_line
                        && STATEMENT_WORDS.contains(&w.as_str()) =>
                {
                    return
                }
                Tok::Punct("{" | "(" | "[") => depth += 1,
                Tok::Punct("}" | ")" | "]") => depth -= 1,
                _ => {}
            }
            self.pos += 1;
        }
    }

    /// Skip a balanced `(…)`, `[…]` or `{…}` group starting at the current token.
    fn skip_group(&mut self) {
        let mut depth = 0i32;
        while let Some(tok) = self.peek() {
            match tok {
                Tok::Punct("{" | "(" | "[") => depth += 1,
                Tok::Punct("}" | ")" | "]") => depth -= 1,
                _ => {}
            }
            self.pos += 1;
            if depth <= 0 {
                return;
            }
        }
    }

    fn computed(&mut self, line: u32, what: &str) -> Node {
        self.skip_expr();
        Node {
            value: Js::Computed(what.to_owned()),
            at: self.at(line),
        }
    }

    /// One expression; whatever follows a readable value (operators, member access, calls on it)
    /// makes it computed. TypeScript `as T` / `satisfies T` / `!` are dropped.
    fn expr(&mut self) -> Node {
        let line = self.line();
        if self.depth >= MAX_NESTING {
            // Skipping is a loop over tokens, not a descent: any nesting fits in the stack.
            return self.computed(
                line,
                &format!("a value nested deeper than {MAX_NESTING} levels"),
            );
        }
        self.depth += 1;
        let node = self.expr_at(line);
        self.depth -= 1;
        node
    }

    /// [`Self::expr`] once the nesting is counted: every descent of the reader (a literal's
    /// items, a call's arguments, a spread, a parenthesis) goes through `expr`.
    fn expr_at(&mut self, line: u32) -> Node {
        let node = self.primary();
        loop {
            if self.eat_word("as") || self.eat_word("satisfies") {
                self.skip_type(&[]);
                continue;
            }
            if self.is_punct("!") && !matches!(self.peek_at(1), Some(Tok::Punct("=" | "=="))) {
                self.pos += 1;
                continue;
            }
            break;
        }
        match self.peek() {
            None | Some(Tok::Punct("," | ";" | ")" | "]" | "}" | ":")) => node,
            Some(Tok::Ident(w)) if self.line() > line && STATEMENT_WORDS.contains(&w.as_str()) => {
                node
            }
            Some(_) if matches!(node.value, Js::Computed(_)) => {
                self.skip_expr();
                node
            }
            Some(_) => self.computed(line, "an expression (operators or member access)"),
        }
    }

    fn primary(&mut self) -> Node {
        let line = self.line();
        let at = self.at(line);
        let node = |value| Node {
            value,
            at: at.clone(),
        };
        let Some(tok) = self.peek().cloned() else {
            return node(Js::Computed("a missing value".into()));
        };
        match tok {
            Tok::Str(s) => {
                self.pos += 1;
                node(Js::Str(s))
            }
            Tok::Template(s) => {
                self.pos += 1;
                node(Js::Str(s))
            }
            Tok::TemplateSub(text) => {
                self.pos += 1;
                let shown: String = text.chars().take(60).collect();
                let more = if text.chars().count() > 60 { "…" } else { "" };
                self.computed(
                    line,
                    &format!("a template string with ${{…}} (`{shown}{more}`)"),
                )
            }
            Tok::Num(n) => {
                self.pos += 1;
                node(Js::Num(n))
            }
            Tok::Punct("-") if matches!(self.peek_at(1), Some(Tok::Num(_))) => {
                self.pos += 1;
                let Some(Tok::Num(n)) = self.peek().cloned() else {
                    unreachable!("checked above")
                };
                self.pos += 1;
                node(Js::Num(-n))
            }
            Tok::Punct("[") => {
                self.pos += 1;
                self.array(line)
            }
            Tok::Punct("{") => {
                self.pos += 1;
                self.object(line)
            }
            Tok::Punct("(") => {
                if self.arrow_after_group() {
                    return self.computed(line, "a function");
                }
                self.pos += 1;
                let inner = self.expr();
                if !self.eat_punct(")") {
                    return self.computed(line, "an expression");
                }
                inner
            }
            Tok::Punct("...") => {
                self.pos += 1;
                let inner = self.expr();
                node(Js::Spread(Box::new(inner)))
            }
            Tok::Regex => {
                self.pos += 1;
                self.computed(line, "a regular expression")
            }
            Tok::Ident(word) => self.word(line, word),
            _ => self.computed(line, "an expression"),
        }
    }

    fn word(&mut self, line: u32, word: String) -> Node {
        self.pos += 1;
        let file = self.file;
        let node = |value| Node {
            value,
            at: At {
                file: file.to_owned(),
                line,
            },
        };
        match word.as_str() {
            "true" => return node(Js::Bool(true)),
            "false" => return node(Js::Bool(false)),
            "null" | "undefined" => return node(Js::Null),
            "function" | "async" | "new" | "class" | "await" | "typeof" | "void" => {
                return self.computed(line, &format!("`{word} …`"));
            }
            _ => {}
        }
        if self.is_punct("=>") {
            return self.computed(line, "a function");
        }
        if let Some(close) = self.generic_call_ahead() {
            self.pos = close + 1;
        }
        if self.eat_punct("(") {
            let args = self.list(")");
            return node(Js::Call { callee: word, args });
        }
        let mut value = node(Js::Ident(word.clone()));
        let mut path = word;
        loop {
            let key = if self.eat_punct(".") || self.eat_punct("?.") {
                self.ident()
            } else if self.is_punct("[")
                && matches!(
                    self.peek_at(1),
                    Some(Tok::Str(_) | Tok::Template(_) | Tok::Num(_))
                )
                && self.peek_at(2) == Some(&Tok::Punct("]"))
            {
                self.pos += 1;
                let key = match self.peek().cloned() {
                    Some(Tok::Str(k) | Tok::Template(k)) => k,
                    Some(Tok::Num(n)) => n.to_string(),
                    _ => unreachable!("checked above"),
                };
                self.pos += 2;
                Some(key)
            } else if self.is_punct("[") {
                return self.computed(line, &format!("`{path}[…]`"));
            } else {
                break;
            };
            let Some(key) = key else {
                return self.computed(line, &format!("`{path}…`"));
            };
            path = format!("{path}.{key}");
            if path.len() > MAX_NESTING * 8 {
                return self.computed(line, "a member access chain too long to read");
            }
            value = node(Js::Member(Box::new(value), key));
        }
        if self.is_punct("(") {
            return self.computed(line, &format!("the call `{path}(…)`"));
        }
        value
    }

    /// `f<T>(…)`: when the `<` at the cursor closes with a `>` right before `(`, that `>`.
    fn generic_call_ahead(&self) -> Option<usize> {
        let close = self.close_of_cursor("<")?;
        (self.tokens.get(close + 1)?.tok == Tok::Punct("(")).then_some(close)
    }

    fn skip_type_args(&mut self) {
        let mut depth = 0;
        while let Some(tok) = self.peek() {
            match tok {
                Tok::Punct("<") => depth += 1,
                Tok::Punct(">") => depth -= 1,
                _ => {}
            }
            self.pos += 1;
            if depth == 0 {
                return;
            }
        }
    }

    /// Whether the `(` group at the cursor is followed by `=>` (an arrow function's parameters).
    fn arrow_after_group(&self) -> bool {
        let after = self
            .close_of_cursor("(")
            .and_then(|close| self.tokens.get(close + 1));
        matches!(after.map(|t| &t.tok), Some(Tok::Punct("=>" | ":")))
    }

    /// The index of the token closing the `open` (`(` or `<`) at the cursor, if it closes.
    fn close_of_cursor(&self, open: &str) -> Option<usize> {
        if !self.is_punct(open) {
            return None;
        }
        self.partner.get(self.pos).copied().flatten()
    }

    /// Comma-separated expressions up to `close` (trailing comma allowed).
    fn list(&mut self, close: &str) -> Vec<Node> {
        let mut items = Vec::new();
        while !self.done() && !self.eat_punct(close) {
            if self.eat_punct(",") {
                continue; // a hole or a trailing comma
            }
            let before = self.pos;
            items.push(self.expr());
            if self.pos == before {
                self.pos += 1; // never stall on a stray token
            }
        }
        items
    }

    fn array(&mut self, line: u32) -> Node {
        let items = self.list("]");
        Node {
            value: Js::Array(items),
            at: self.at(line),
        }
    }

    fn object(&mut self, line: u32) -> Node {
        let mut entries = Vec::new();
        while !self.done() && !self.eat_punct("}") {
            if self.eat_punct(",") {
                continue;
            }
            let key_line = self.line();
            let before = self.pos;
            if self.eat_punct("...") {
                let inner = self.expr();
                let value = Node {
                    value: Js::Spread(Box::new(inner)),
                    at: self.at(key_line),
                };
                entries.push(("...".to_owned(), value));
                continue;
            }
            let key = match self.peek().cloned() {
                Some(Tok::Ident(k)) | Some(Tok::Str(k)) | Some(Tok::Template(k)) => {
                    self.pos += 1;
                    Some(k)
                }
                Some(Tok::Num(n)) => {
                    self.pos += 1;
                    Some(n.to_string())
                }
                Some(Tok::Punct("[")) => {
                    self.skip_group();
                    None
                }
                _ => None,
            };
            // `get x() {}`, `async x() {}`: accessors and methods.
            if matches!(key.as_deref(), Some("get" | "set" | "async"))
                && matches!(self.peek(), Some(Tok::Ident(_) | Tok::Str(_)))
            {
                let name = self.ident().or_else(|| self.string()).unwrap_or_default();
                self.skip_method();
                entries.push((name, self.computed_at(key_line, "a method")));
                continue;
            }
            let Some(key) = key else {
                let value = self.computed_value(key_line, "a computed key (`[…]`)");
                entries.push(("[computed]".to_owned(), value));
                if self.pos == before {
                    self.pos += 1;
                }
                continue;
            };
            if self.eat_punct(":") {
                let value = self.expr();
                entries.push((key, value));
            } else if self.is_punct("(") || self.is_punct("<") {
                self.skip_method();
                entries.push((key, self.computed_at(key_line, "a method")));
            } else {
                // Shorthand `{ theme }`: a reference to the binding of that name.
                let value = Node {
                    value: Js::Ident(key.clone()),
                    at: self.at(key_line),
                };
                entries.push((key, value));
            }
        }
        Node {
            value: Js::Object(entries),
            at: self.at(line),
        }
    }

    fn computed_at(&self, line: u32, what: &str) -> Node {
        Node {
            value: Js::Computed(what.to_owned()),
            at: self.at(line),
        }
    }

    /// A value after a computed key: skipped, reported as computed.
    fn computed_value(&mut self, line: u32, what: &str) -> Node {
        if self.eat_punct(":") {
            self.skip_expr();
        } else if self.is_punct("(") {
            self.skip_method();
        }
        self.computed_at(line, what)
    }

    /// `(params): Type { body }` of a method.
    fn skip_method(&mut self) {
        if self.is_punct("<") {
            self.skip_type_args();
        }
        self.skip_group();
        if self.eat_punct(":") {
            self.skip_type(&["{"]);
        }
        if self.is_punct("{") {
            self.skip_group();
        }
    }
}

/// For each `(` the index of its `)`, counting parentheses only; for each `<` the index of the
/// `>` that balances it when no `;`, `{`, `}` or `)` comes first (else it is a comparison, not
/// type arguments). One pass with a stack per kind: the answer for every token in linear time.
fn partners(tokens: &[Token]) -> Vec<Option<usize>> {
    let mut partner = vec![None; tokens.len()];
    let mut parens = Vec::new();
    let mut angles = Vec::new();
    for (k, token) in tokens.iter().enumerate() {
        match token.tok {
            Tok::Punct("(") => parens.push(k),
            Tok::Punct("<") => angles.push(k),
            Tok::Punct(">") => {
                if let Some(open) = angles.pop() {
                    partner[open] = Some(k);
                }
            }
            Tok::Punct(p @ (")" | ";" | "{" | "}")) => {
                angles.clear();
                if p == ")" {
                    if let Some(open) = parens.pop() {
                        partner[open] = Some(k);
                    }
                }
            }
            _ => {}
        }
    }
    partner
}

#[cfg(test)]
mod tests;
