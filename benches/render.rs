//! Load + render of the whole shipped content tree, and of single pages (criterion).
//! Run with `cargo bench --bench render`.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use docs::render;
use docs::site::{ContentSource, Site};

fn content() -> ContentSource {
    ContentSource::Disk(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"))
}

fn benches(c: &mut Criterion) {
    let site = Site::load(content()).expect("content loads");
    c.bench_function("load site (all pages, config, data)", |b| {
        b.iter(|| black_box(Site::load(content()).unwrap()))
    });
    c.bench_function("render whole tree, one thread", |b| {
        b.iter(|| {
            for page in &site.pages {
                black_box(render::page(&site, page));
            }
        })
    });
    let docker = site
        .page("/guide/install/docker.html")
        .expect("docker page");
    c.bench_function("render one page (/guide/install/docker.html)", |b| {
        b.iter(|| black_box(render::page(&site, docker)))
    });
    let zh = site.page("/zh/guide/drivers/115.html").expect("zh page");
    c.bench_function("render one page (/zh/guide/drivers/115.html)", |b| {
        b.iter(|| black_box(render::page(&site, zh)))
    });
}

criterion_group! { name = group; config = Criterion::default().sample_size(20); targets = benches }
criterion_main!(group);
