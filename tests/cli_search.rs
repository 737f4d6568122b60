//! `docs search` through the real binary.

mod common;

#[test]
fn search_prints_json_hits_for_chinese() {
    let out = common::docs()
        .args(["search", "运行容器", "--lang", "zh", "--json", "--content"])
        .arg(common::fixture("bilingual"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["hits"][0]["route"], "/zh/guide/install/docker.html");
    assert_eq!(v["hits"][0]["anchor"], "运行容器");
}

#[test]
fn too_long_query_is_a_usage_error() {
    let out = common::docs()
        .args(["search", &"x".repeat(300), "--content"])
        .arg(common::fixture("bilingual"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("longer than 256"));
}
