//! Dates, once: the calendar maths (Unix milliseconds ↔ civil dates, in UTC), front-matter dates,
//! and dates written the way a locale writes them (its `date.*` UI strings). The page chrome, the
//! sitemap, the coverage report and the TUI all read them here; the app receives the results.

use super::locale::Locale;

const DAY_MS: i64 = 86_400_000;

/// `(year, month, day)` of a day count since 1970-01-01 (Howard Hinnant's civil-from-days).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Days since 1970-01-01 of a civil date (the inverse of [`civil_from_days`]).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// `YYYY-MM-DD` of a Unix-milliseconds time.
pub fn iso_date(ms: i64) -> String {
    let (y, m, d) = civil_from_days(ms.div_euclid(DAY_MS));
    format!("{y:04}-{m:02}-{d:02}")
}

/// `Date.toISOString()` of Unix milliseconds.
pub fn iso_time(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let day = secs.rem_euclid(86_400);
    format!(
        "{}T{:02}:{:02}:{:02}.{:03}Z",
        iso_date(ms),
        day / 3600,
        day / 60 % 60,
        day % 60,
        ms.rem_euclid(1000)
    )
}

/// The year of a Unix-milliseconds time.
pub fn year(ms: i64) -> i64 {
    civil_from_days(ms.div_euclid(DAY_MS)).0
}

/// Now, in Unix milliseconds (0 if the clock is before 1970).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Midnight UTC of a front-matter date (`2024-06-03`, or anything that starts with it), if valid.
pub fn parse_day(text: &str) -> Option<i64> {
    let ymd = text.get(..10)?;
    let mut parts = ymd.split('-').map(|p| p.parse::<i64>().ok());
    let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then(|| days_from_civil(y, m, d) * DAY_MS)
}

/// A date as the locale writes it, in UTC: its `date.format` UI string with `{y}`, `{m}`, `{d}`
/// filled in (`6/3/2024` in English, `2024/6/3` in Chinese).
pub fn local_date(ms: i64, locale: &Locale) -> String {
    let (y, m, d) = civil_from_days(ms.div_euclid(DAY_MS));
    locale
        .ui("date.format")
        .replace("{y}", &y.to_string())
        .replace("{m}", &m.to_string())
        .replace("{d}", &d.to_string())
}

/// A date and time as the locale writes it, in UTC: its `date.time` UI string with `{date}`
/// ([`local_date`]), `{H}` (00–23), `{h}` (1–12), `{mm}`, `{ss}` and `{ampm}` (`date.am` /
/// `date.pm`) filled in (`6/3/2024, 3:04:05 PM` in English).
pub fn local_date_time(ms: i64, locale: &Locale) -> String {
    let day = ms.div_euclid(1000).rem_euclid(86_400);
    let (h, min, s) = (day / 3600, day / 60 % 60, day % 60);
    let h12 = if h % 12 == 0 { 12 } else { h % 12 };
    let ampm = if h < 12 {
        locale.ui("date.am")
    } else {
        locale.ui("date.pm")
    };
    locale
        .ui("date.time")
        .replace("{date}", &local_date(ms, locale))
        .replace("{H}", &format!("{h:02}"))
        .replace("{h}", &h12.to_string())
        .replace("{mm}", &format!("{min:02}"))
        .replace("{ss}", &format!("{s:02}"))
        .replace("{ampm}", ampm)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn locale(key: &str, lang: &str, ui: &[(&str, &str)]) -> Locale {
        Locale {
            key: key.into(),
            lang: lang.into(),
            ui: ui.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
            ..Locale::fallback().clone()
        }
    }

    #[test]
    fn calendar_round_trips_and_iso_forms() {
        for (y, m, d) in [(1970, 1, 1), (2024, 2, 29), (2000, 12, 31), (1969, 7, 20)] {
            let days = days_from_civil(y, m, d);
            assert_eq!(civil_from_days(days), (y, m as u32, d as u32));
        }
        // 2024-06-03 15:04:05.007 UTC
        let ms = 1_717_427_045_007;
        assert_eq!(iso_date(ms), "2024-06-03");
        assert_eq!(iso_time(ms), "2024-06-03T15:04:05.007Z");
        assert_eq!(year(ms), 2024);
        assert_eq!(parse_day("2024-06-03"), Some(1_717_372_800_000));
        assert_eq!(parse_day("2024-13-03"), None);
        assert_eq!(parse_day("soon"), None);
    }

    #[test]
    fn dates_read_as_the_locale_writes_them_in_utc() {
        let ms = 1_717_427_045_007;
        let en = Locale::fallback();
        let zh = locale("zh", "zh-CN", &[]);
        assert_eq!(local_date(ms, en), "6/3/2024");
        assert_eq!(local_date(ms, &zh), "2024/6/3");
        assert_eq!(local_date_time(ms, en), "6/3/2024, 3:04:05 PM");
        assert_eq!(local_date_time(ms, &zh), "2024/6/3 15:04:05");
        assert_eq!(
            local_date_time(ms - 15 * 3_600_000, en),
            "6/3/2024, 12:04:05 AM"
        );
        // A locale keyed `tw` with lang zh-TW reads the zh formats.
        assert_eq!(local_date(ms, &locale("tw", "zh-TW", &[])), "2024/6/3");
    }

    // Regression: the date order was picked by `lang.starts_with("zh")`, so any other locale read
    // the English order whatever its site.yaml said.
    #[test]
    fn dates_follow_the_locale_ui_strings() {
        let ms = 1_717_427_045_007;
        let ja = locale(
            "ja",
            "ja",
            &[
                ("date.format", "{y}年{m}月{d}日"),
                ("date.time", "{date} {ampm}{h}:{mm}"),
                ("date.pm", "午後"),
            ],
        );
        assert_eq!(local_date(ms, &ja), "2024年6月3日");
        assert_eq!(local_date_time(ms, &ja), "2024年6月3日 午後3:04");
        // A language without a bundled table or ui strings reads English.
        assert_eq!(local_date(ms, &locale("ja", "ja", &[])), "6/3/2024");
    }
}
