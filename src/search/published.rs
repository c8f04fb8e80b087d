//! Result dates normalized for JSON (S-05, S-41): providers say when a page was published in
//! their own words — Brave's `page_age` `2025-06-30T05:41:00` beside its `age` `June 30, 2025`,
//! Tavily's HTTP date `Thu, 18 Sep 2025 15:04:11 GMT`, Claude's `March 1, 2025` or `3 days ago`.
//! [`iso_8601`] turns the absolute ones into ISO 8601 (`2025-06-30T05:41:00`, `2025-09-18T15:04:11Z`,
//! `2025-03-01`); a relative age ("3 days ago") has no date without a clock, so it gives `None`
//! and the provider's own `age` stays beside it.

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// The date in `text` as ISO 8601, when `text` names an absolute date.
pub(crate) fn iso_8601(text: &str) -> Option<String> {
    let text = text.trim();
    iso_prefix(text)
        .or_else(|| http_date(text))
        .or_else(|| month_day_year(text))
}

/// `2025-06-30`, `2025-06-30T05:41:00`, `2025-06-30T05:41:00Z`, `2025-06-30 05:41:00+02:00`:
/// kept as written (the space becomes `T`), once the date part is a real date.
fn iso_prefix(text: &str) -> Option<String> {
    let date = text.get(..10)?;
    let mut parts = date.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let ymd = ymd(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?)?;
    let rest = &text[10..];
    if rest.is_empty() {
        return Some(ymd);
    }
    let time = rest.strip_prefix(['T', ' '])?;
    let valid_time = time.len() >= 5
        && time
            .bytes()
            .all(|b| b.is_ascii_digit() || b":.+-Z".contains(&b));
    valid_time.then(|| format!("{ymd}T{time}"))
}

/// An HTTP / RFC 2822 date: `Thu, 18 Sep 2025 15:04:11 GMT` → `2025-09-18T15:04:11Z`.
fn http_date(text: &str) -> Option<String> {
    let rest = text.split_once(", ").map_or(text, |(_, r)| r);
    let mut words = rest.split_whitespace();
    let day: u32 = words.next()?.parse().ok()?;
    let month = month(words.next()?)?;
    let year: u32 = words.next()?.parse().ok()?;
    let time = words.next()?;
    let zone = words.next()?;
    if words.next().is_some() || !matches!(zone, "GMT" | "UTC" | "+0000" | "Z") {
        return None;
    }
    let hms: Vec<&str> = time.split(':').collect();
    let time_ok = hms.len() == 3 && hms.iter().all(|p| p.len() == 2 && p.parse::<u8>().is_ok());
    time_ok.then_some(())?;
    Some(format!("{}T{time}Z", ymd(year, month, day)?))
}

/// `June 30, 2025`, `Jun 30, 2025`, `30 June 2025` → `2025-06-30`.
fn month_day_year(text: &str) -> Option<String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let [a, b, c] = words.as_slice() else {
        return None;
    };
    let year: u32 = c.parse().ok()?;
    if let Some(m) = month(a) {
        return ymd(year, m, b.parse().ok()?);
    }
    ymd(year, month(b)?, a.parse().ok()?)
}

/// A month's number from its English name or three-letter abbreviation.
fn month(word: &str) -> Option<u32> {
    let lower = word.trim_end_matches('.').to_ascii_lowercase();
    let prefix = lower.get(..3)?;
    let full = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    let i = MONTHS.iter().position(|m| *m == prefix)?;
    (lower.len() == 3 || full[i] == lower).then_some(i as u32 + 1)
}

/// `YYYY-MM-DD` for a real calendar date.
fn ymd(year: u32, month: u32, day: u32) -> Option<String> {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    ((1000..=9999).contains(&year) && (1..=days).contains(&day))
        .then(|| format!("{year:04}-{month:02}-{day:02}"))
}

#[cfg(test)]
mod tests {
    use super::iso_8601;

    // S-05: the providers' date spellings, and what has no date.
    #[test]
    fn provider_dates() {
        let cases = [
            ("2025-06-30T05:41:00", Some("2025-06-30T05:41:00")),
            (
                "2025-06-30 05:41:00+02:00",
                Some("2025-06-30T05:41:00+02:00"),
            ),
            ("2025-06-30", Some("2025-06-30")),
            (
                "Thu, 18 Sep 2025 15:04:11 GMT",
                Some("2025-09-18T15:04:11Z"),
            ),
            ("June 30, 2025", Some("2025-06-30")),
            ("Mar 1, 2025", Some("2025-03-01")),
            ("1 March 2025", Some("2025-03-01")),
            ("3 days ago", None),
            ("2025-02-30", None),
            ("Junk 30, 2025", None),
            ("", None),
        ];
        for (text, want) in cases {
            assert_eq!(iso_8601(text).as_deref(), want, "{text}");
        }
    }
}
