//! Whole numbers in the language's digit grouping (CLDR): `1,234` in English, `1.234` in
//! German, `1 234` in French and Ukrainian, `1234` but `12.345` in Spanish. The game only shows
//! whole numbers (scores, counts, lines of a file), so the grouping separator and CLDR's
//! minimum grouping digits are all there is to it.

use fluent_bundle::FluentValue;
use intl_memoizer::concurrent::IntlLangMemoizer;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

/// How a language groups the digits of a whole number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Grouping {
    /// Put between groups of three digits.
    separator: &'static str,
    /// Digits before the first separator needed for grouping at all (CLDR
    /// `minimumGroupingDigits`): 2 in Spanish, where 1234 stays whole.
    minimum_leading_digits: usize,
}

impl Grouping {
    /// The grouping of `language` (a primary language subtag).
    pub(crate) fn of(language: &str) -> Grouping {
        let (separator, minimum_leading_digits) = match language {
            "de" | "it" | "pt" => (".", 1),
            "es" => (".", 2),
            // CLDR: a narrow no-break space in French, a no-break space in Ukrainian.
            "fr" => ("\u{202F}", 1),
            "uk" => ("\u{A0}", 1),
            _ => (",", 1),
        };
        Grouping {
            separator,
            minimum_leading_digits,
        }
    }

    /// `value` with its digits grouped.
    pub(crate) fn format(self, value: i64) -> String {
        let digits = value.unsigned_abs().to_string();
        let sign = if value < 0 { "-" } else { "" };
        if digits.len() < 3 + self.minimum_leading_digits {
            return format!("{sign}{digits}");
        }
        let mut out = String::from(sign);
        let lead = match digits.len() % 3 {
            0 => 3,
            r => r,
        };
        let (head, tail) = digits.split_at(lead);
        out.push_str(head);
        for group in tail.as_bytes().chunks(3) {
            out.push_str(self.separator);
            out.extend(group.iter().map(|b| char::from(*b)));
        }
        out
    }
}

impl Memoizable for Grouping {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Grouping, ()> {
        Ok(Grouping::of(lang.language.as_str()))
    }
}

/// The formatter the bundles use for numbers: whole numbers grouped for the bundle's language;
/// anything else (fractions, explicit `NUMBER()` options) is left to Fluent.
pub(crate) fn format_number(value: &FluentValue, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let whole = number.value.fract() == 0.0 && number.value.abs() < 9.0e15;
    let plain = number.options.minimum_fraction_digits.is_none()
        && number.options.minimum_integer_digits.is_none()
        && number.options.minimum_significant_digits.is_none();
    if !whole || !plain {
        return None;
    }
    // A whole number below 9e15 converts to i64 exactly.
    let value = number.value as i64;
    if !number.options.use_grouping {
        return Some(value.to_string());
    }
    intls
        .with_try_get::<Grouping, _, _>((), |grouping| grouping.format(value))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::Grouping;

    #[test]
    fn every_language_groups_as_cldr_says() {
        let cases = [
            ("en", 1234, "1,234"),
            ("en", 999, "999"),
            ("en", -1234567, "-1,234,567"),
            ("de", 1234, "1.234"),
            ("it", 12345, "12.345"),
            ("pt", 1234, "1.234"),
            ("es", 1234, "1234"),
            ("es", 12345, "12.345"),
            ("fr", 1234, "1\u{202F}234"),
            ("uk", 1234567, "1\u{A0}234\u{A0}567"),
            ("ja", 1234, "1,234"),
            ("zh", 1000, "1,000"),
            ("ko", 100, "100"),
        ];
        for (language, value, expected) in cases {
            assert_eq!(Grouping::of(language).format(value), expected, "{language}");
        }
    }
}
