//! TypeScript to JavaScript before QuickJS sees a module (QuickJS runs JavaScript only), and the
//! names each module imports from packages (a stand-in module must export every name asked of it,
//! or linking fails). One oxc parse serves both.

use std::path::Path;

use oxc_allocator::Allocator;
use oxc_ast::ast::{ImportDeclarationSpecifier, Statement};
use oxc_codegen::Codegen;
use oxc_parser::Parser;
use oxc_semantic::SemanticBuilder;
use oxc_span::SourceType;
use oxc_transformer::{TransformOptions, Transformer};

/// Brackets nested deeper than this are refused before parsing: oxc's parser recurses once per
/// level and has no depth guard of its own, so a 30,000-deep literal would overflow the stack.
const MAX_NESTING: usize = 256;

/// A module ready for QuickJS.
#[derive(Debug)]
pub struct Prepared {
    pub code: String,
    /// `(specifier, imported name, local name)` of every named or default import and re-export.
    pub imports: Vec<(String, String, String)>,
}

/// The stack the parse runs on: the guard above bounds the nesting oxc sees, and this leaves a
/// wide margin for the frames each level costs in a debug build (about 5 KB); only touched
/// pages of it are ever memory.
const PARSE_STACK: usize = 256 << 20;

/// Strip the types of `text` (TypeScript when `path` says so) and list its imports.
pub fn prepare(path: &Path, text: &str) -> Result<Prepared, String> {
    if nesting(text) > MAX_NESTING {
        return Err(format!("brackets nested deeper than {MAX_NESTING} levels"));
    }
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(PARSE_STACK)
            .spawn_scoped(scope, || parse(path, text))
            .map_err(|e| format!("cannot start the parser: {e}"))?
            .join()
            .unwrap_or_else(|_| Err("the parser failed".to_owned()))
    })
}

fn parse(path: &Path, text: &str) -> Result<Prepared, String> {
    let source_type = SourceType::from_path(path).map_err(|e| e.to_string())?;
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, text, source_type).parse();
    if let Some(error) = parsed.errors.first() {
        return Err(format!("cannot parse: {error}"));
    }
    let mut program = parsed.program;
    if source_type.is_typescript() {
        let scoping = SemanticBuilder::new()
            .build(&program)
            .semantic
            .into_scoping();
        let done = Transformer::new(&allocator, path, &TransformOptions::default())
            .build_with_scoping(scoping, &mut program);
        if let Some(error) = done.errors.first() {
            return Err(format!("cannot strip the types: {error}"));
        }
    }
    // Collected after the transform: imports used only as types are gone by then, so stand-ins
    // are not asked for names that only the type checker knew.
    let mut imports = Vec::new();
    for statement in &program.body {
        match statement {
            Statement::ImportDeclaration(decl) => {
                let source = decl.source.value.to_string();
                for spec in decl.specifiers.iter().flatten() {
                    let (imported, local) = match spec {
                        ImportDeclarationSpecifier::ImportSpecifier(s) => {
                            (s.imported.name().to_string(), s.local.name.to_string())
                        }
                        ImportDeclarationSpecifier::ImportDefaultSpecifier(s) => {
                            ("default".to_owned(), s.local.name.to_string())
                        }
                        ImportDeclarationSpecifier::ImportNamespaceSpecifier(_) => continue,
                    };
                    imports.push((source.clone(), imported, local));
                }
            }
            Statement::ExportNamedDeclaration(decl) => {
                let Some(source) = &decl.source else { continue };
                for spec in &decl.specifiers {
                    let name = spec.local.name().to_string();
                    imports.push((source.value.to_string(), name.clone(), name));
                }
            }
            _ => {}
        }
    }
    Ok(Prepared {
        code: Codegen::new().build(&program).code,
        imports,
    })
}

/// The deepest bracket nesting, counted crudely (brackets inside strings count too, which only
/// makes the guard stricter). `<` counts as an opener: oxc reads `a<b, a<b, …` as type arguments
/// nested one in the next, one frame each.
fn nesting(text: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for c in text.chars() {
        match c {
            '(' | '[' | '{' | '<' => {
                depth += 1;
                max = max.max(depth);
            }
            ')' | ']' | '}' | '>' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_are_stripped_and_value_imports_listed() {
        let ts = r#"import type { UserConfig } from "vuepress";
import { hopeTheme, type ThemeOptions } from "vuepress-theme-hope";
import search from "vuepress-plugin-search-pro";
export { navbar } from "vuepress-theme-hope";
const opts: ThemeOptions = { logo: "/a.png" } as ThemeOptions;
export default (c: UserConfig): UserConfig => ({ ...c, theme: hopeTheme(opts), plugins: [search()] });
"#;
        let out = prepare(Path::new("config.ts"), ts).unwrap();
        assert!(!out.code.contains("UserConfig"), "{}", out.code);
        assert!(!out.code.contains("ThemeOptions"), "{}", out.code);
        let names: Vec<&str> = out.imports.iter().map(|(_, n, _)| n.as_str()).collect();
        assert_eq!(names, ["hopeTheme", "default", "navbar"]);
        assert_eq!(out.imports[1].2, "search");
    }

    #[test]
    fn deep_nesting_is_refused_before_parsing() {
        let deep = format!(
            "export default {}1{}",
            "[".repeat(30_000),
            "]".repeat(30_000)
        );
        assert!(prepare(Path::new("config.ts"), &deep).is_err());
        // Comparisons oxc reads as type arguments nested in each other.
        let comparisons = format!("export default [{}];", "a<b, ".repeat(120_000));
        assert!(prepare(Path::new("config.ts"), &comparisons).is_err());
        let unary = format!("export default {}1;", "!".repeat(100_000));
        let _ = prepare(Path::new("config.ts"), &unary);
    }
}
