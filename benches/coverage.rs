//! The bilingual coverage report (`docs coverage`) on the shipped content (criterion).
//! Run with `cargo bench --bench coverage`.

use std::hint::black_box;
use std::io;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use docs::coverage;
use docs::report_format::Format;
use docs::site::{git, ContentSource, Site};

fn content_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content")
}

fn benches(c: &mut Criterion) {
    let site = Site::load(ContentSource::Disk(content_dir())).expect("content loads");
    let report = coverage::report(&site);
    c.bench_function(
        "coverage report, site loaded (pairs, near misses, section staleness from git, sidebar parity)",
        |b| b.iter(|| black_box(coverage::report(black_box(&site)))),
    );
    c.bench_function("coverage human output (report -> text)", |b| {
        b.iter(|| {
            coverage::report::write(&mut io::sink(), black_box(&report), Format::Human, false)
        })
    });
    c.bench_function("coverage json output (report -> JSON)", |b| {
        b.iter(|| coverage::report::write(&mut io::sink(), black_box(&report), Format::Json, false))
    });
    // The page times that staleness is judged by: one `git log` over content/.
    c.bench_function("git log over content/ (read + parse)", |b| {
        b.iter(|| black_box(git::read(&content_dir())))
    });
    c.bench_function(
        "docs coverage --content content (load + report + text)",
        |b| {
            b.iter(|| {
                let site = Site::load(ContentSource::Disk(content_dir())).unwrap();
                coverage::report::write(
                    &mut io::sink(),
                    &coverage::report(&site),
                    Format::Human,
                    false,
                )
            })
        },
    );
    c.bench_function(
        "docs coverage, embedded content (load + report + text)",
        |b| {
            b.iter(|| {
                let site = Site::load(ContentSource::Embedded).unwrap();
                coverage::report::write(
                    &mut io::sink(),
                    &coverage::report(&site),
                    Format::Human,
                    false,
                )
            })
        },
    );
}

criterion_group! { name = group; config = Criterion::default().sample_size(20); targets = benches }
criterion_main!(group);
