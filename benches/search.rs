//! Search index build and query latency over the shipped content (criterion).
//! Run with `cargo bench --bench search`.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use docs::render;
use docs::search::SearchIndex;
use docs::site::{ContentSource, Site};

const EN: &[&str] = &[
    "docker",
    "reverse proxy",
    "jwt_secret",
    "onedrive refresh token",
    "offline download aria2",
    "configuraton",
];
const ZH: &[&str] = &[
    "反向代理",
    "百度网盘",
    "网盘",
    "配置文件",
    "离线下载",
    "docker 安装",
    "盘",
];

fn benches(c: &mut Criterion) {
    let site = Site::load(ContentSource::Disk(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
    ))
    .unwrap();
    let rendered = render::all(&site);
    let pairs: Vec<_> = site.pages.iter().zip(&rendered).collect();
    c.bench_function("build index (both locales)", |b| {
        b.iter(|| black_box(SearchIndex::build(&site, &pairs).unwrap()))
    });
    let index = SearchIndex::build(&site, &pairs).unwrap();
    c.bench_function("query mix en", |b| {
        b.iter(|| {
            EN.iter()
                .for_each(|q| drop(black_box(index.search(q, "en", 10))))
        })
    });
    c.bench_function("query mix zh", |b| {
        b.iter(|| {
            ZH.iter()
                .for_each(|q| drop(black_box(index.search(q, "zh", 10))))
        })
    });
}

criterion_group! { name = group; config = Criterion::default().sample_size(20); targets = benches }
criterion_main!(group);
