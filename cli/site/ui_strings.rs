//! The UI strings only the server writes (the renderer's container titles and tables, the page
//! chrome's date formats) in the languages `docs` ships, by primary language subtag. A locale's
//! `ui:` in `site.yaml` wins over these; a language without a table reads English.
//! Chinese is built in so a Chinese locale reads Chinese container titles and tables without
//! any configuration, as before locales became data.

/// `(key, text)` in Simplified Chinese.
const ZH: &[(&str, &str)] = &[
    ("catalog.empty", "暂无目录"),
    ("catalog.title", "目录"),
    ("container.caution", "警告"),
    ("container.danger", "警告"),
    ("container.details", "详情"),
    ("container.important", "重要"),
    ("container.info", "相关信息"),
    ("container.note", "注"),
    ("container.tip", "提示"),
    ("container.warning", "注意"),
    ("date.format", "{y}/{m}/{d}"),
    ("date.time", "{date} {H}:{mm}:{ss}"),
    ("driver.default", "默认值"),
    ("driver.key", "键名"),
    ("driver.kind.consumer_cloud", "网盘"),
    ("driver.kind.object_storage", "对象存储"),
    ("driver.kind.protocol", "协议"),
    ("driver.kind.self_hosted", "自建服务"),
    ("driver.kind.special", "特殊存储"),
    ("driver.meaning", "说明"),
    ("driver.name", "驱动"),
    ("driver.no", "否"),
    ("driver.offlineDownload", "离线下载"),
    ("driver.options", "可选："),
    ("driver.proxyOnly", "仅代理"),
    ("driver.required", "必填"),
    ("driver.status", "状态"),
    ("driver.type", "类型"),
    ("driver.upload", "上传"),
    ("driver.yes", "是"),
    ("media.unsupported", "不支持此文件类型：{ext}"),
    (
        "widget.noscript",
        "这部分页面在浏览器中运行，请开启 JavaScript 后使用。",
    ),
];

/// The built-in text of `key` for the language tag `lang` (`zh-CN` reads the `zh` table).
pub fn bundled(lang: &str, key: &str) -> Option<&'static str> {
    let primary = lang.split(['-', '_']).next().unwrap_or("");
    let table = match primary.to_ascii_lowercase().as_str() {
        "zh" => ZH,
        _ => return None,
    };
    table.iter().find(|(k, _)| *k == key).map(|(_, text)| *text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_is_built_in_and_other_languages_read_english() {
        assert_eq!(bundled("zh-CN", "container.tip"), Some("提示"));
        assert_eq!(bundled("zh", "catalog.title"), Some("目录"));
        assert_eq!(bundled("ja-JP", "container.tip"), None);
        assert_eq!(bundled("zh-CN", "no.such.key"), None);
    }
}
