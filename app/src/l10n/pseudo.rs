//! The pseudo-locale's transform: every text of the English catalog with its letters accented
//! and 40 % longer, so that a screen shows at once which texts are cut off, which do not come
//! from the catalogs (they stay plain), and whether accents fit in the line height. Arguments
//! (names, numbers) are not transformed.

use std::borrow::Cow;

/// How much longer a pseudo-localised text is: 40 %, the expansion German or French texts
/// commonly need over English.
pub const EXPANSION: f64 = 0.4;

/// Added to make up the length; a visible character, so a cut is seen.
const FILLER: char = '~';

const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED: &str = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";

fn accent(c: char) -> char {
    PLAIN
        .chars()
        .position(|p| p == c)
        .and_then(|i| ACCENTED.chars().nth(i))
        .unwrap_or(c)
}

/// The pseudo-localised form of one text element of a catalog message: letters accented,
/// then filler added up to 40 % more characters (rounded up) when the element holds a letter.
pub fn pseudo_localise(text: &str) -> Cow<'_, str> {
    let letters = text.chars().any(|c| c.is_alphabetic());
    if !letters {
        return Cow::Borrowed(text);
    }
    let length = text.chars().count();
    let extra = (length as f64 * EXPANSION).ceil() as usize;
    let mut out: String = text.chars().map(accent).collect();
    // Keep a final line break or space at the end, after the filler.
    let trailing: String = {
        let kept = out.trim_end().len();
        out.split_off(kept)
    };
    out.extend(std::iter::repeat_n(FILLER, extra));
    out.push_str(&trailing);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_pair_every_letter() {
        assert_eq!(PLAIN.chars().count(), ACCENTED.chars().count());
        assert!(ACCENTED.chars().all(|c| !c.is_ascii()));
    }

    #[test]
    fn a_text_is_accented_and_forty_percent_longer() {
        let out = pseudo_localise("Undo");
        assert_eq!(out, "Ûñðö~~");
        let out = pseudo_localise("Blue: place a stone. ");
        assert!(out.starts_with("Ɓļûé: þļáçé á šţöñé."), "{out}");
        assert!(out.ends_with("~ "), "{out}");
        assert_eq!(out.chars().count(), 21 + 9);
        assert_eq!(pseudo_localise(": "), ": ", "no letter, nothing added");
    }
}
