//! `docs new DIR`: start a site. Writes a small working site (a home page, a guide page, a
//! commented site.yaml, a locale file and a logo; with `--lang zh` the same pages in Chinese under
//! `/zh/`, with any other language tag the English pages under `/<tag>/`, to be translated) that
//! lints clean, builds and serves as written.

use std::borrow::Cow;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context as _;

/// Write a small working site into a new or empty folder.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs new my-docs                  # English at /\n  docs new my-docs --lang zh        # English at /, Chinese at /zh/\n  docs new my-docs --lang pt-BR     # English at /, pages to translate at /pt-br/\n  docs serve --content my-docs      # then preview it\n  docs build --content my-docs --out site\n\nDIR must be new or an empty folder, and not a symbolic link: nothing is written otherwise.\nExit status: 0 written, 2 refused DIR or usage error, 1 writing failed."
)]
pub struct NewArgs {
    /// Folder to create the site in (new or empty).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// A second language (a BCP 47 tag: zh, fr, pt-BR…) under /<tag>/: Chinese pages are written
    /// translated, any other language gets the English pages and locale file to translate.
    #[arg(long, value_name = "TAG", value_parser = language_tag)]
    pub lang: Option<String>,
}

/// One language's pages and locale file, and its entry under `locales:` in site.yaml.
struct Language {
    /// The path prefix inside the site folder (`""`, `zh/`).
    folder: &'static str,
    key: &'static str,
    entry: &'static str,
    locale: &'static str,
    home: &'static str,
    guide: &'static str,
}

const ENGLISH: Language = Language {
    folder: "",
    key: "en",
    entry: include_str!("new/locale-en.yaml"),
    locale: include_str!("new/en/locale.yaml"),
    home: include_str!("new/en/home.md"),
    guide: include_str!("new/en/guide.md"),
};

const CHINESE: Language = Language {
    folder: "zh/",
    key: "zh",
    entry: include_str!("new/locale-zh.yaml"),
    locale: include_str!("new/zh/locale.yaml"),
    home: include_str!("new/zh/home.md"),
    guide: include_str!("new/zh/guide.md"),
};

/// A language tag as BCP 47 writes one: a primary subtag of 2–3 letters, then subtags of 1–8
/// letters or digits, joined by `-`. English is the site's first language already.
fn language_tag(tag: &str) -> Result<String, String> {
    let mut parts = tag.split('-');
    let primary = parts.next().unwrap_or_default();
    let well_formed = (2..=3).contains(&primary.len())
        && primary.chars().all(|c| c.is_ascii_alphabetic())
        && parts
            .all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()));
    if !well_formed {
        return Err(format!(
            "`{tag}` is not a language tag (for example zh, fr, pt-BR)"
        ));
    }
    if primary.eq_ignore_ascii_case("en") {
        return Err("English is the new site's first language already; name a second one".into());
    }
    Ok(tag.to_owned())
}

/// Whether `tag` asks for the Chinese pages written with the site (simplified characters).
fn is_simplified_chinese(tag: &str) -> bool {
    matches!(
        tag.to_ascii_lowercase().as_str(),
        "zh" | "zh-cn" | "zh-hans" | "zh-hans-cn" | "zh-sg"
    )
}

/// The English pages and locale file under `/<key>/` for the language `tag`, to be translated:
/// links and the sidebar prefix move under the folder, and site.yaml names the language.
fn untranslated(tag: &str) -> (String, Vec<(String, Cow<'static, str>)>) {
    let key = tag.to_ascii_lowercase();
    let folder = format!("{key}/");
    let moved = |text: &str| {
        text.replace(
            "link: /getting-started.html",
            &format!("link: /{folder}getting-started.html"),
        )
        .replace("  /: structure", &format!("  /{folder}: structure"))
    };
    let name = crate::import::languages::language_name(tag)
        .map(|n| format!("    name: {n}\n"))
        .unwrap_or_default();
    let entry = format!(
        "  /{folder}:\n    key: {key}\n    lang: {tag}\n{name}    # Translate the pages under {folder} and locales/{key}.yaml.\n"
    );
    let files = vec![
        (format!("locales/{key}.yaml"), moved(ENGLISH.locale).into()),
        (format!("{folder}README.md"), moved(ENGLISH.home).into()),
        (
            format!("{folder}getting-started.md"),
            moved(ENGLISH.guide).into(),
        ),
    ];
    (entry, files)
}

/// The files of the new site, by path inside DIR.
fn files(lang: Option<&str>) -> Vec<(String, Cow<'static, str>)> {
    let mut site = include_str!("new/site.yaml").to_owned();
    let mut out = vec![(
        "public/logo.svg".to_owned(),
        Cow::Borrowed(include_str!("new/logo.svg")),
    )];
    let mut languages = vec![&ENGLISH];
    match lang {
        Some(tag) if is_simplified_chinese(tag) => languages.push(&CHINESE),
        _ => {}
    }
    for l in &languages {
        site.push_str(l.entry);
        out.push((format!("locales/{}.yaml", l.key), l.locale.into()));
        out.push((format!("{}README.md", l.folder), l.home.into()));
        out.push((format!("{}getting-started.md", l.folder), l.guide.into()));
    }
    if let Some(tag) = lang.filter(|t| !is_simplified_chinese(t)) {
        let (entry, files) = untranslated(tag);
        site.push_str(&entry);
        out.extend(files);
    }
    out.insert(0, ("site.yaml".to_owned(), site.into()));
    out
}

pub fn run(args: NewArgs) -> anyhow::Result<ExitCode> {
    if let Err(why) = usable(&args.dir) {
        eprintln!(
            "error: refusing to write into `{}`: {why}",
            args.dir.display()
        );
        return Ok(ExitCode::from(2));
    }
    let files = files(args.lang.as_deref());
    if let Some(tag) = args.lang.as_deref().filter(|t| !is_simplified_chinese(t)) {
        eprintln!(
            "warning: the pages under /{}/ and locales/{}.yaml are in English: translate them",
            tag.to_ascii_lowercase(),
            tag.to_ascii_lowercase()
        );
    }
    if let Err(err) = write_all(&args.dir, &files) {
        eprintln!("error: {err:#}");
        return Ok(ExitCode::from(1));
    }
    let dir = args.dir.display();
    let mut out = std::io::stdout().lock();
    writeln!(out, "Wrote a new site into {dir}:")?;
    for (path, _) in &files {
        writeln!(out, "  {path}")?;
    }
    writeln!(
        out,
        "\nNext:\n  docs serve --content {dir}     # preview it\n  docs lint {dir}                # check it\n  docs build --content {dir} --out site"
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Why DIR cannot take a new site: a symbolic link (never followed), a file, or a folder with
/// something in it. A path that does not exist yet is fine.
fn usable(dir: &Path) -> Result<(), String> {
    match std::fs::symlink_metadata(dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e.to_string()),
        Ok(meta) if meta.file_type().is_symlink() => {
            Err("it is a symbolic link; name the folder itself".into())
        }
        Ok(meta) if !meta.is_dir() => Err("it is a file, not a folder".into()),
        Ok(_) => match std::fs::read_dir(dir).map(|mut entries| entries.next().is_none()) {
            Ok(true) => Ok(()),
            Ok(false) => Err("the folder is not empty; choose a new or empty folder".into()),
            Err(e) => Err(e.to_string()),
        },
    }
}

/// Creates DIR (and the folders above it) and writes every file with `create_new`, creating each
/// folder inside DIR itself: nothing is written through a link someone else placed there.
fn write_all(dir: &Path, files: &[(String, Cow<'static, str>)]) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    for (rel, text) in files {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            make_folders(dir, parent)?;
        }
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .with_context(|| format!("writing {}", path.display()))?;
        file.write_all(text.as_bytes())
            .with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}

/// The folders from `root` down to `folder`, each made here or already a real folder (one an
/// earlier file of this run made); a link in their place is an error, never followed.
fn make_folders(root: &Path, folder: &Path) -> anyhow::Result<()> {
    let Ok(rest) = folder.strip_prefix(root) else {
        return Ok(());
    };
    let mut at = root.to_path_buf();
    for part in rest.components() {
        at.push(part);
        match std::fs::create_dir(&at) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let meta = std::fs::symlink_metadata(&at)?;
                anyhow::ensure!(
                    meta.is_dir() && !meta.file_type().is_symlink(),
                    "{} appeared while writing and is not a folder this run made",
                    at.display()
                );
            }
            Err(e) => return Err(e).with_context(|| format!("creating {}", at.display())),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_alone_and_with_chinese() {
        let en: Vec<String> = files(None).into_iter().map(|(p, _)| p).collect();
        assert_eq!(
            en,
            [
                "site.yaml",
                "public/logo.svg",
                "locales/en.yaml",
                "README.md",
                "getting-started.md"
            ]
        );
        let both = files(Some("zh"));
        assert_eq!(both.len(), 8);
        let site = &both[0].1;
        assert!(
            site.contains("  /:\n") && site.contains("  /zh/:\n"),
            "{site}"
        );
    }
}
