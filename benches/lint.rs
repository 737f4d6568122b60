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
    c.bench_function("coverage report (load + pair)", |b| {
        b.iter(|| black_box(coverage::report(&Site::load(content()).unwrap())))
    });
}

criterion_group! { name = group; config = Criterion::default().sample_size(20); targets = benches }
criterion_main!(group);
