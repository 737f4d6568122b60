//! Lint of the whole content tree and of one file, and the coverage report (criterion).
//! Run with `cargo bench --bench lint`.

use std::collections::BTreeSet;
use std::hint::black_box;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use docs::coverage;
use docs::lint::{self, Scope};
use docs::site::{ContentSource, Site};

fn content() -> ContentSource {
    ContentSource::Disk(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"))
}

fn benches(c: &mut Criterion) {
    c.bench_function("lint whole tree (load + render + rules)", |b| {
        b.iter(|| {
            let site = Site::load(content()).unwrap();
            black_box(lint::check(&site, &Scope::All))
        })
    });
    // A page many others link into: the run renders it, the pages naming it, and checks those
    // that really link in (the reverse link index a pre-commit run relies on).
    let one = Scope::Files(BTreeSet::from(["guide/install/script.md".to_owned()]));
    c.bench_function(
        "lint one file + its inbound pages (load + render + rules)",
        |b| {
            b.iter(|| {
                let site = Site::load(content()).unwrap();
                black_box(lint::check(&site, &one))
            })
        },
    );
    // Issue 30: every broken link of a 5,000-page folder was compared with every route of it. The
    // cost per broken link must not grow with the folder: 4,000 lookups cost 4× 1,000.
    let routes: Vec<String> = (0..5_000)
        .map(|i| format!("/guide/gen/page{i}.html"))
        .collect();
    let index = docs::site::suggest::RouteIndex::new(routes.iter().map(String::as_str));
    for broken in [1_000, 4_000] {
        let targets: Vec<String> = (0..broken)
            .map(|i| format!("/guide/gen/page{i}-missing.html"))
            .collect();
        c.bench_function(
            &format!("did-you-mean for {broken} broken links in a 5,000-page folder"),
            |b| {
                b.iter(|| {
                    for t in &targets {
                        black_box(index.did_you_mean(t));
                    }
                })
            },
        );
    }
    c.bench_function("coverage report (load + pair)", |b| {
        b.iter(|| black_box(coverage::report(&Site::load(content()).unwrap())))
    });
}

criterion_group! { name = group; config = Criterion::default().sample_size(20); targets = benches }
criterion_main!(group);
