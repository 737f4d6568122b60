//! What `docs build` remembers between runs, so a build into a previous output renders, checks
//! and writes only what an edit touches. Per page: the fingerprints its files were made from
//! (`render::key`, `document::key`, `lint::key`), what its rendering read, and its rendering without the HTML (headings, links,
//! sections: what the lint and the search index need of every page). Any doubt (no memory, another
//! binary, an output some other build wrote) means a full build, and the output is the same bytes
//! either way (`tests/cli_build_incremental.rs`).

pub mod store;

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::document;
use crate::fingerprint::{self, Fingerprint};
use crate::lint::{self, Findings};
use crate::render::deps::Dep;
use crate::render::{self, RenderedPage};
use crate::site::{Diagnostic, Page, Site};
use crate::staging::target;

/// What a build remembers.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Manifest {
    /// Also on the output's marker: this memory describes the output whose marker has it.
    pub build: Fingerprint,
    /// What the lint's findings rest on besides the pages ([`lint::key::inputs`]).
    pub lint_inputs: Fingerprint,
    /// By page file.
    pub pages: HashMap<String, Remembered>,
    /// What the per-page lint rules found, every file.
    pub findings: Vec<Diagnostic>,
}

/// One page as the last build made it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Remembered {
    pub route: String,
    /// The whole file's text (front matter included: titles and positions in lint findings).
    pub text: Fingerprint,
    pub render_key: Fingerprint,
    /// What the rendering read besides the page, with the fingerprint each had.
    pub reads: Vec<(Dep, Fingerprint)>,
    /// The rendered HTML's fingerprint.
    pub html: Fingerprint,
    pub document: Fingerprint,
    /// The rendering without its HTML, shared by the memory a build recalls and the one it keeps
    /// (tens of megabytes on a big site: held once, not once per memory).
    pub summary: Arc<RenderedPage>,
}

// By hand: see [`same_summary`].
impl PartialEq for Remembered {
    fn eq(&self, other: &Self) -> bool {
        let Remembered {
            route,
            text,
            render_key,
            reads,
            html,
            document,
            summary,
        } = self;
        *route == other.route
            && *text == other.text
            && *render_key == other.render_key
            && *reads == other.reads
            && *html == other.html
            && *document == other.document
            && same_summary(summary, &other.summary)
    }
}

/// Whether two renderings are the same: a recalled page's is the recalled one itself, so the
/// pointers answer without comparing every page's sections (each build compared every page's text
/// twice: 5 % of a one-page rebuild's CPU at 10,280 pages).
fn same_summary(a: &Arc<RenderedPage>, b: &Arc<RenderedPage>) -> bool {
    Arc::ptr_eq(a, b) || a == b
}

/// A build's pages, rendered or recalled, and what to do with their files.
#[derive(Debug)]
pub struct Pages {
    /// Following `site.pages`. The HTML is there only where the page's files are written anew; a
    /// recalled page's rendering is the one its memory holds, shared, not a copy (copying ten
    /// thousand of them cost a one-page rebuild tens of megabytes of fresh memory).
    pub rendered: Vec<Arc<RenderedPage>>,
    /// Following `site.pages`: the previous output holds this page's files as this build would
    /// write them, so they are linked over, not prepared again.
    pub unchanged: Vec<bool>,
    /// The files whose per-page lint findings must be found again (`None`: every file).
    fresh_lint: Option<BTreeSet<String>>,
    /// The per-page findings the recalled memory holds (taken over by the lint only when
    /// `fresh_lint` is set; a delta is written against them either way).
    recalled_findings: Vec<Diagnostic>,
    next: Manifest,
    /// The pages' memory is the recalled one: with the same findings, there is nothing to write.
    same_pages: bool,
    file: Option<PathBuf>,
    /// Where `docs serve` of the same content folder looks for renderings
    /// ([`store::file_for_content`]): the build's memory is offered there too.
    serve_file: Option<PathBuf>,
    /// The size of the memory recalled, in bytes: the next one is about as big.
    recalled_len: usize,
    /// What the recalled memory's file held before its delta, if a memory was recalled.
    base: Option<store::Base>,
    /// The pages whose memory differs from the one recalled (or that were not in it).
    differs: HashSet<String>,
}

/// What the build that wrote an output remembered, being read ([`recall`]).
pub struct Recalling {
    file: Option<PathBuf>,
    reading: std::thread::JoinHandle<Option<(Manifest, store::Base)>>,
}

/// Start reading what the build that wrote `out` (checked and resolved) remembered, unless
/// `fresh`: on another thread, while the content loads (a big site's memory is tens of megabytes).
pub fn recall(out: &Path, fresh: bool) -> Recalling {
    let file = store::file_for(out);
    let (reading_file, out) = (file.clone().filter(|_| !fresh), out.to_owned());
    let reading = std::thread::spawn(move || {
        store::read(reading_file.as_deref()?).filter(|(m, _)| describes(m, &out))
    });
    Recalling { file, reading }
}

/// Render the pages of `site` for a build, with what the build that wrote the output remembered.
pub fn render(site: &Site, recalling: Recalling, template: &str) -> Pages {
    let file = recalling.file;
    let (recalled, base) = match recalling.reading.join().ok().flatten() {
        Some((manifest, base)) => (manifest, Some(base)),
        None => (Manifest::default(), None),
    };
    let recalled_len = match &file {
        Some(file) if !recalled.pages.is_empty() => std::fs::metadata(file).map_or(0, |m| m.len()),
        _ => 0,
    };
    tracing::debug!(pages = recalled.pages.len(), "memory read");
    let inputs = render::key::inputs(site);
    let documents = document::key::inputs(site, template);
    let locale_documents: HashMap<&str, Fingerprint> = site
        .config
        .locales
        .keys()
        .map(|prefix| {
            let locale = document::key::locale_inputs(site, prefix);
            (prefix.as_str(), fingerprint::of(&(documents, locale)))
        })
        .collect();
    let per_page = crate::parallel::map(&site.pages, |page| {
        let documents = locale_documents
            .get(page.locale.as_str())
            .copied()
            .unwrap_or(documents);
        one_page(
            site,
            page,
            recalled.pages.get(&page.file),
            inputs,
            documents,
        )
    });
    tracing::debug!("pages rendered or recalled");
    let lint_inputs = lint::key::inputs(site);
    let mut next = Manifest {
        lint_inputs,
        ..Manifest::default()
    };
    let mut pages = Pages {
        rendered: Vec::with_capacity(per_page.len()),
        unchanged: Vec::with_capacity(per_page.len()),
        fresh_lint: None,
        recalled_findings: Vec::new(),
        next: Manifest::default(),
        same_pages: false,
        file,
        recalled_len: usize::try_from(recalled_len).unwrap_or(0),
        base,
        differs: HashSet::new(),
        serve_file: match &site.source {
            crate::site::ContentSource::Disk(root) => store::file_for_content(root),
            crate::site::ContentSource::Embedded => None,
        },
    };
    let mut changed = BTreeSet::new();
    for (page, done) in site.pages.iter().zip(per_page) {
        let before = recalled.pages.get(&page.file);
        if before.is_none_or(|b| {
            b.text != done.memory.text || !same_summary(&b.summary, &done.memory.summary)
        }) {
            changed.insert(page.file.clone());
        }
        if before != Some(&done.memory) {
            pages.differs.insert(page.file.clone());
        }
        pages.rendered.push(done.page);
        pages.unchanged.push(done.unchanged);
        next.pages.insert(page.file.clone(), done.memory);
    }
    pages.same_pages = !recalled.pages.is_empty()
        && recalled.lint_inputs == lint_inputs
        && recalled.pages.len() == next.pages.len()
        && pages.differs.is_empty();
    if !recalled.pages.is_empty() && recalled.lint_inputs == lint_inputs {
        pages.fresh_lint = Some(lint_scope(&recalled, &next, changed));
    }
    pages.recalled_findings = recalled.findings;
    let mut documents: Vec<(&String, Fingerprint)> =
        next.pages.iter().map(|(f, r)| (f, r.document)).collect();
    documents.sort_unstable();
    next.build = fingerprint::of(&documents);
    pages.next = next;
    pages
}

/// Whether `manifest` describes the output in `out`: the marker there names its build.
fn describes(manifest: &Manifest, out: &Path) -> bool {
    let marker = std::fs::read_to_string(out.join(target::MARKER)).unwrap_or_default();
    marker
        .lines()
        .any(|l| format!("{l}\n") == store::marker_line(manifest.build))
}

/// One page of [`render`].
struct Done {
    page: Arc<RenderedPage>,
    /// Recalled, its files linked over; else rendered anew.
    unchanged: bool,
    memory: Remembered,
}

fn one_page(
    site: &Site,
    page: &Page,
    before: Option<&Remembered>,
    inputs: Fingerprint,
    documents: Fingerprint,
) -> Done {
    let render_key = render::key::page(inputs, page);
    let text = fingerprint::of(&site.text_of(&page.file));
    if let Some(before) = before.filter(|b| still_holds(site, b, render_key)) {
        let document = document::key::page(site, page, &before.summary, before.html, documents);
        tracing::trace!(
            file = page.file,
            same = document == before.document,
            "document key"
        );
        if document == before.document {
            return Done {
                page: Arc::clone(&before.summary),
                unchanged: true,
                memory: Remembered {
                    route: page.route.clone(),
                    text,
                    ..before.clone()
                },
            };
        }
    }
    // Rendered again also when only the document changed: its files need the HTML, which is not
    // remembered (keeping every page's HTML would cost more to read back than to render).
    let (mut rendered, html, mut memory) = render_afresh(site, page, render_key, text);
    memory.document = document::key::page(site, page, &rendered, memory.html, documents);
    rendered.html = html;
    Done {
        page: Arc::new(rendered),
        unchanged: false,
        memory,
    }
}

/// Whether a remembered rendering is what rendering the page now would give: same page text and
/// site-wide inputs (`render_key`), and everything it read unchanged.
fn still_holds(site: &Site, before: &Remembered, render_key: Fingerprint) -> bool {
    before.render_key == render_key
        && before
            .reads
            .iter()
            .all(|(dep, fingerprint)| render::key::read(site, dep) == *fingerprint)
}

/// Render a page: its rendering without the HTML, the HTML, and its memory (its document key left
/// at 0 for the caller to set).
fn render_afresh(
    site: &Site,
    page: &Page,
    render_key: Fingerprint,
    text: Fingerprint,
) -> (RenderedPage, String, Remembered) {
    let mut rendered = render::page(site, page);
    let html = std::mem::take(&mut rendered.html);
    let reads = rendered
        .deps
        .iter()
        .map(|dep| (dep.clone(), render::key::read(site, dep)))
        .collect();
    let memory = Remembered {
        route: page.route.clone(),
        text,
        render_key,
        reads,
        html: fingerprint::of(&html),
        document: 0,
        summary: Arc::new(rendered.clone()),
    };
    (rendered, html, memory)
}

/// Every page's rendering without its HTML, by page file, shared between the versions of a site
/// `docs serve` holds: what its search index is built from.
pub type Renderings = HashMap<String, Arc<Remembered>>;

/// The renderings of `site`'s pages: those of `before` that still hold, the others rendered anew.
/// Also returns how many pages were rendered.
pub fn renderings(site: &Site, before: &Renderings) -> (Renderings, usize) {
    let inputs = render::key::inputs(site);
    let fresh = crate::parallel::map(&site.pages, |page| {
        let render_key = render::key::page(inputs, page);
        match before.get(&page.file) {
            Some(b) if b.route == page.route && still_holds(site, b, render_key) => None,
            _ => {
                let text = fingerprint::of(&site.text_of(&page.file));
                Some(Arc::new(render_afresh(site, page, render_key, text).2))
            }
        }
    });
    let rendered = fresh.iter().filter(|f| f.is_some()).count();
    let now = site
        .pages
        .iter()
        .zip(fresh)
        .map(|(page, fresh)| {
            let kept = fresh.unwrap_or_else(|| Arc::clone(&before[&page.file]));
            (page.file.clone(), kept)
        })
        .collect();
    (now, rendered)
}

/// The files whose per-page lint findings may differ from what was remembered: the changed
/// pages, the deleted ones, and the pages whose links or images point at a page that appeared,
/// went or changed its anchors. When pages appear or go, the pages with broken links too (their
/// "did you mean" may now name another page).
fn lint_scope(
    before: &Manifest,
    now: &Manifest,
    mut changed: BTreeSet<String>,
) -> BTreeSet<String> {
    let mut targets: HashSet<&str> = HashSet::new();
    for (file, was) in &before.pages {
        match now.pages.get(file) {
            None => {
                changed.insert(file.clone());
                targets.insert(&was.route);
            }
            Some(is)
                if is.summary.outline.ids != was.summary.outline.ids || is.route != was.route =>
            {
                targets.insert(&was.route);
                targets.insert(&is.route);
            }
            Some(_) => {}
        }
    }
    let appeared = now
        .pages
        .iter()
        .filter(|(file, _)| !before.pages.contains_key(*file))
        .map(|(_, is)| is.route.as_str());
    targets.extend(appeared);
    let routes_changed = now.pages.len() != before.pages.len()
        || now.pages.keys().any(|f| !before.pages.contains_key(f));
    for (file, is) in &now.pages {
        let points_at = |l: &crate::render::LinkRef| targets.contains(l.route.as_str());
        if is
            .summary
            .links
            .iter()
            .chain(&is.summary.assets)
            .any(points_at)
        {
            changed.insert(file.clone());
        }
    }
    if routes_changed {
        changed.extend(
            before
                .findings
                .iter()
                .filter(|d| d.rule.starts_with("links/"))
                .map(|d| d.span.file.clone()),
        );
    }
    // A page that includes a changed file read it (its recorded reads say so), so it is among the
    // changed pages already.
    changed
}

impl Pages {
    /// How many pages were rendered (the others were recalled).
    pub fn rendered_count(&self) -> usize {
        self.unchanged.iter().filter(|u| !**u).count()
    }

    /// The pages' renderings, following `site.pages`.
    pub fn renderings(&self) -> Vec<&RenderedPage> {
        self.rendered.iter().map(|r| &**r).collect()
    }

    /// Lint the site as a full run would, checking again only what may have changed.
    pub fn lint(&mut self, site: &Site) -> Vec<Diagnostic> {
        let Findings { all, per_page } = lint::check_remembering(
            site,
            &self.renderings(),
            self.fresh_lint.as_ref(),
            &self.recalled_findings,
        );
        self.next.findings = per_page;
        all
    }

    /// The line the output's marker carries for this build.
    pub fn marker_line(&self) -> String {
        store::marker_line(self.next.build)
    }

    /// Start keeping this build's memory for the next one: it is encoded on another thread while
    /// the output is written, and kept by [`Remembering::keep`] once the output is in place (the
    /// memory of a big site is tens of megabytes). Call after [`Self::lint`] and
    /// [`Self::marker_line`].
    pub fn remember_later(&mut self) -> Remembering {
        // An unchanged site leaves its memory as it is: rewriting it costs a big site a second.
        let unchanged = self.same_pages && self.next.findings == self.recalled_findings;
        let file = self.file.clone().filter(|_| !unchanged);
        let next = std::mem::take(&mut self.next);
        // Room for a memory a little bigger than the last: growing a buffer of tens of megabytes
        // by doubling copied it and touched fresh pages a dozen times (a fifth of an edit's CPU).
        let room = self.recalled_len + self.recalled_len / 8;
        // A few pages changed since the memory's file was written whole: their memory goes into
        // the delta beside it. Once the delta holds a quarter of the pages, the whole is written
        // again (reading a big delta back costs what rewriting saved).
        let differs = std::mem::take(&mut self.differs);
        let recalled_findings = std::mem::take(&mut self.recalled_findings);
        let delta_base = self
            .base
            .take()
            .filter(|base| store::Delta::size(base, &next, &differs) <= next.pages.len() / 4);
        let encoding = file.is_some().then(|| {
            std::thread::spawn(move || match delta_base {
                Some(base) => {
                    let findings =
                        store::changed_findings(&base, &recalled_findings, &next.findings);
                    store::Delta::between(&base, next, &differs, findings)
                        .encode()
                        .map(Encoded::Delta)
                }
                None => store::encode(next, room).map(Encoded::Whole),
            })
        });
        Remembering {
            file,
            serve_file: self.serve_file.clone(),
            encoding,
        }
    }
}

/// A build's memory being encoded ([`Pages::remember_later`]).
pub struct Remembering {
    file: Option<PathBuf>,
    serve_file: Option<PathBuf>,
    encoding: Option<std::thread::JoinHandle<std::io::Result<Encoded>>>,
}

/// A memory encoded whole, or as its changes since its file was written ([`store::Delta`]).
enum Encoded {
    Whole(Vec<u8>),
    Delta(Vec<u8>),
}

impl Remembering {
    /// Keep the memory (the output it describes is in place). Dropped instead, it is not kept.
    pub fn keep(self) {
        if let (Some(file), Some(encoding)) = (self.file, self.encoding) {
            match encoding.join() {
                Ok(Ok(Encoded::Whole(bytes))) => {
                    store::write_encoded(&file, &bytes);
                    // A first `docs serve` of this content then renders nothing again either.
                    if let Some(serve_file) = &self.serve_file {
                        store::offer_to_serve(&file, serve_file);
                    }
                }
                // `docs serve` keeps the whole file offered last: it renders the few pages
                // changed since (each rendering is checked against its inputs).
                Ok(Ok(Encoded::Delta(bytes))) => store::write_delta(&file, &bytes),
                Ok(Err(err)) => tracing::warn!("cannot encode the build's memory: {err}"),
                Err(_) => tracing::warn!("encoding the build's memory failed"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::ContentSource;

    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            if entry.file_type().unwrap().is_dir() {
                copy(&entry.path(), &to.join(entry.file_name()));
            } else {
                std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
            }
        }
    }

    /// A fresh folder with a copy of the e2e fixture site in its `content`: (folder, content).
    fn fixture_copy(tag: &str) -> (PathBuf, PathBuf) {
        let root = std::env::temp_dir().join(format!("docs-memo-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let content = root.join("content");
        let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/e2e-site");
        copy(Path::new(fixture), &content);
        (root, content)
    }

    fn load(root: &Path) -> Site {
        Site::load(ContentSource::Disk(root.to_owned())).unwrap()
    }

    #[test]
    fn renderings_render_only_the_pages_whose_inputs_changed() {
        let root = std::env::temp_dir().join(format!("docs-memo-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/e2e-site");
        copy(Path::new(fixture), &root);
        let site = load(&root);
        let (first, rendered) = renderings(&site, &Renderings::new());
        assert_eq!(rendered, site.pages.len());
        let (again, rendered) = renderings(&site, &first);
        assert_eq!(rendered, 0, "nothing changed, nothing rendered");
        assert!(Arc::ptr_eq(
            &first["guide/first.md"],
            &again["guide/first.md"]
        ));

        let page = root.join("guide/first.md");
        let text = std::fs::read_to_string(&page).unwrap();
        std::fs::write(&page, format!("{text}\nA new line.\n")).unwrap();
        let site = load(&root);
        let (edited, rendered) = renderings(&site, &again);
        assert_eq!(rendered, 1, "the edited page alone");
        assert!(edited["guide/first.md"]
            .summary
            .outline
            .sections
            .iter()
            .any(|s| s.text.contains("A new line.")));

        // A catalog lists the pages of its folder: a new page there renders the catalog again.
        std::fs::write(root.join("widgets/sub/added.md"), "# Added\n").unwrap();
        let site = load(&root);
        let (_, rendered) = renderings(&site, &edited);
        assert!(
            rendered >= 2,
            "the new page and the catalogs above it ({rendered})"
        );
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn a_delta_is_read_with_the_memory_it_was_written_against_and_only_with_it() {
        let (root, content) = fixture_copy("delta");
        let (made, _) = renderings(&load(&content), &Renderings::new());
        let pages: HashMap<String, Remembered> = made
            .iter()
            .map(|(f, r)| (f.clone(), (**r).clone()))
            .collect();
        let whole = |build| Manifest {
            build,
            pages: pages.clone(),
            ..Manifest::default()
        };
        let file = root.join("build.json");
        store::write_encoded(&file, &store::encode(whole(1), 0).unwrap());
        let (mut next, base) = store::read(&file).unwrap();
        assert!(base.in_delta.is_empty());

        // One page goes, one changes: the delta holds those two, not the whole memory.
        let mut files: Vec<String> = pages.keys().cloned().collect();
        files.sort();
        let (gone, edited) = (&files[0], &files[1]);
        next.build = 2;
        next.pages.remove(gone);
        next.pages.get_mut(edited).unwrap().route = "/edited.html".into();
        let changed = HashSet::from([edited.clone()]);
        assert_eq!(store::Delta::size(&base, &next, &changed), 2);
        let delta = store::Delta::between(&base, next, &changed, Default::default())
            .encode()
            .unwrap();
        store::write_delta(&file, &delta);
        let (merged, base) = store::read(&file).unwrap();
        assert_eq!(merged.build, 2);
        assert_eq!(merged.pages.len(), pages.len() - 1);
        assert!(!merged.pages.contains_key(gone));
        assert_eq!(merged.pages[edited].route, "/edited.html");
        assert_eq!(
            base.build, 1,
            "the next delta is still written against the file"
        );
        assert_eq!(base.in_delta, HashSet::from([gone.clone(), edited.clone()]));

        // Writing the memory whole drops its delta, and a delta of another base is not applied.
        store::write_encoded(&file, &store::encode(whole(3), 0).unwrap());
        assert!(!store::delta_file(&file).exists());
        store::write_delta(&file, &delta);
        let (read, _) = store::read(&file).unwrap();
        assert_eq!((read.build, read.pages.len()), (3, pages.len()));
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn a_delta_holds_the_findings_of_the_files_whose_findings_changed_only() {
        let root = std::env::temp_dir().join(format!("docs-memo-findings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).unwrap();
        let finding = |file: &str, line: u32, message: &str| {
            let span = crate::site::Span {
                file: file.into(),
                line,
                column: 1,
            };
            Diagnostic::error("links/broken", span, message)
        };
        let file = root.join("build.json");
        let first = vec![
            finding("a.md", 1, "kept as it was"),
            finding("a.md", 2, "kept as it was too"),
            finding("b.md", 1, "before"),
            finding("c.md", 3, "fixed later"),
        ];
        let manifest = Manifest {
            build: 1,
            findings: first.clone(),
            ..Manifest::default()
        };
        store::write_encoded(&file, &store::encode(manifest, 0).unwrap());
        let (recalled, base) = store::read(&file).unwrap();
        assert_eq!(recalled.findings, first);

        // b.md's finding changes, c.md's goes, d.md gets one: a.md's stay out of the delta.
        let second = vec![
            first[0].clone(),
            first[1].clone(),
            finding("b.md", 1, "after"),
            finding("d.md", 1, "new"),
        ];
        let changed = store::changed_findings(&base, &recalled.findings, &second);
        assert_eq!(
            changed.keys().map(String::as_str).collect::<Vec<_>>(),
            ["b.md", "c.md", "d.md"]
        );
        assert!(changed["c.md"].is_empty(), "a file without findings now");
        let next = Manifest {
            build: 2,
            findings: second.clone(),
            ..Manifest::default()
        };
        let delta = store::Delta::between(&base, next, &HashSet::new(), changed)
            .encode()
            .unwrap();
        assert!(!String::from_utf8_lossy(&delta).contains("kept as it was"));
        store::write_delta(&file, &delta);
        let (recalled, base) = store::read(&file).unwrap();
        assert_eq!(
            recalled.findings, second,
            "the file's with the delta's, in file order"
        );

        // The next delta is written against the file again: it keeps what the last one held
        // (b.md's finding differs from the file's still) and adds a.md's change.
        let third = vec![
            finding("a.md", 1, "kept as it was"),
            second[2].clone(),
            second[3].clone(),
        ];
        let changed = store::changed_findings(&base, &recalled.findings, &third);
        assert_eq!(
            changed.keys().map(String::as_str).collect::<Vec<_>>(),
            ["a.md", "b.md", "c.md", "d.md"]
        );
        let next = Manifest {
            build: 3,
            findings: third.clone(),
            ..Manifest::default()
        };
        let delta = store::Delta::between(&base, next, &HashSet::new(), changed)
            .encode()
            .unwrap();
        store::write_delta(&file, &delta);
        assert_eq!(store::read(&file).unwrap().0.findings, third);
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn a_build_memory_offered_to_serve_spares_its_first_start_every_rendering() {
        let (root, content) = fixture_copy("offer");
        let site = load(&content);
        let (made, _) = renderings(&site, &Renderings::new());
        let manifest = Manifest {
            pages: made
                .iter()
                .map(|(f, r)| (f.clone(), (**r).clone()))
                .collect(),
            ..Manifest::default()
        };
        let (build_file, serve_file) = (root.join("build.json"), root.join("serve.json"));
        store::write_encoded(&build_file, &store::encode(manifest, 0).unwrap());
        store::offer_to_serve(&build_file, &serve_file);
        let offered =
            store::read_renderings(&serve_file).expect("a build memory reads as renderings");
        assert_eq!(renderings(&site, &offered).1, 0, "nothing rendered again");

        // The next build replaces its memory; the offered copy is not written through.
        store::write_encoded(&build_file, &store::encode(Manifest::default(), 0).unwrap());
        assert_eq!(
            store::read_renderings(&serve_file).unwrap().len(),
            made.len()
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}
