//! HTTP dates (RFC 9110 §5.6.7): the three forms a recipient must accept, read as whole seconds
//! since the Unix epoch.

/// Seconds since the Unix epoch for an HTTP date: IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`),
/// the obsolete RFC 850 form (`Sunday, 06-Nov-94 08:49:37 GMT`) or asctime
/// (`Sun Nov  6 08:49:37 1994`). `None` for anything else, which callers then ignore.
pub fn parse(value: &str) -> Option<u64> {
    let value = value.trim();
    let fields: Vec<&str> = value.split_ascii_whitespace().collect();
    let (day, month, year, time) = match fields.as_slice() {
        // IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`
        [weekday, day, month, year, time, "GMT"] if weekday.ends_with(',') => {
            (*day, *month, year.parse::<u64>().ok()?, *time)
        }
        // RFC 850: `Sunday, 06-Nov-94 08:49:37 GMT`; a two-digit year is read as the one
        // nearest now, which for this server's lifetime means 19xx from 70 on.
        [weekday, date, time, "GMT"] if weekday.ends_with(',') => {
            let mut parts = date.split('-');
            let (day, month, year) = (parts.next()?, parts.next()?, parts.next()?);
            if parts.next().is_some() || year.len() != 2 {
                return None;
            }
            let yy = year.parse::<u64>().ok()?;
            (
                day,
                month,
                if yy >= 70 { 1900 + yy } else { 2000 + yy },
                *time,
            )
        }
        // asctime: `Sun Nov  6 08:49:37 1994`
        [_, month, day, time, year] => (*day, *month, year.parse::<u64>().ok()?, *time),
        _ => return None,
    };
    if !day.chars().all(|c| c.is_ascii_digit()) || day.is_empty() || day.len() > 2 {
        return None;
    }
    let day: u64 = day.parse().ok()?;
    let month = MONTHS.iter().position(|m| *m == month)? as u64 + 1;
    let mut hms = time.split(':');
    let mut two = |max: u64| {
        hms.next()
            .filter(|t| t.len() == 2 && t.chars().all(|c| c.is_ascii_digit()))
            .and_then(|t| t.parse::<u64>().ok())
            .filter(|v| *v <= max)
    };
    // 60 allows a leap second, as the grammar does.
    let (h, m, s) = (two(23)?, two(59)?, two(60)?);
    if hms.next().is_some() || year < 1970 || day == 0 || day > days_in_month(year, month) {
        return None;
    }
    Some(days_since_epoch(year, month, day) * 86_400 + h * 3600 + m * 60 + s)
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

fn is_leap(year: u64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: u64, month: u64) -> u64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to `year-month-day` (year ≥ 1970).
fn days_since_epoch(year: u64, month: u64, day: u64) -> u64 {
    let years: u64 = (1970..year)
        .map(|y| if is_leap(y) { 366 } else { 365 })
        .sum();
    let months: u64 = (1..month).map(|m| days_in_month(year, m)).sum();
    years + months + day - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_forms_read_as_the_same_instant() {
        // RFC 9110's own example: 784111777 seconds after the epoch.
        for form in [
            "Sun, 06 Nov 1994 08:49:37 GMT",
            "Sunday, 06-Nov-94 08:49:37 GMT",
            "Sun Nov  6 08:49:37 1994",
        ] {
            assert_eq!(parse(form), Some(784_111_777), "{form}");
        }
        assert_eq!(parse("Thu, 01 Jan 1970 00:00:00 GMT"), Some(0));
        assert_eq!(parse("Tue, 29 Feb 2000 00:00:00 GMT"), Some(951_782_400));
    }

    #[test]
    fn anything_else_is_not_a_date() {
        for bad in [
            "",
            "yesterday",
            "Sun, 06 Nov 1994 08:49:37 UTC",
            "Sun, 31 Feb 1994 08:49:37 GMT",
            "Sun, 06 Nov 1994 24:00:00 GMT",
            "Sun, 06 Nov 1994 8:49:37 GMT",
            "Sun, 06 Foo 1994 08:49:37 GMT",
            "Sun, 06 Nov 1969 08:49:37 GMT",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
