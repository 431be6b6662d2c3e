//! Finding a link of this game in what arrives (R10): a link alone, or inside message text
//! (WhatsApp and other messengers add words around it), and reading its address down to the
//! fragment after `#`.
//!
//! A link of this game is one of:
//! - a web version page (see [`WebPage`]) with `#<fragment>`, written with `https://`,
//!   `http://` or no scheme, with or without `www.` (scheme and host in any case; the path is
//!   case-sensitive; a `?query` before `#` is ignored);
//! - the app's scheme [`APP_SCHEME`] followed by `#<fragment>`, `//#<fragment>`, or `//` and
//!   one of the web addresses above without its scheme.
//!
//! In text, a link starts where one of those begins and ends before white space or any
//! character that cannot be part of an address; punctuation that closes a sentence or wraps
//! the link (`.` `,` `!` `?` `)` `*` `~` …) is left out at its end. The first link of this game
//! is read; links to other sites are passed over.

use crate::link::{LinkError, MAX_LINK_CHARS};
use crate::web_page::{WebPage, WEB_HOST};

/// The app's own URL scheme, with its colon.
pub const APP_SCHEME: &str = "dividedloyalties:";

/// Where a candidate link may begin inside a word, lower-case.
const MARKERS: [&str; 4] = ["https://", "http://", APP_SCHEME, WEB_HOST];

/// Characters left out at the end of a link found in text: none of them ends a link this app
/// writes (slugs, numbers and URL-safe base64 end in a letter, a digit, `-` or `_`).
const TRAILING: &[char] = &['.', ',', ';', ':', '!', '?', ')', ']', '}', '\'', '*', '~'];

/// The fragment of the first link of this game in `text`: what follows its `#`.
pub(crate) fn fragment_of_first_link(text: &str) -> Result<&str, LinkError> {
    for word in text.split_whitespace() {
        let Some(candidate) = candidate_in(word) else {
            continue;
        };
        if let Some(fragment) = read_address(candidate)? {
            return Ok(fragment);
        }
    }
    Err(LinkError::BadPrefix)
}

/// The part of `word` that may be a link: from the first marker to the first character that
/// no address holds, without closing punctuation after the marker.
fn candidate_in(word: &str) -> Option<&str> {
    let lower = word.to_ascii_lowercase();
    let (start, marker_end) = MARKERS
        .iter()
        .filter_map(|m| lower.find(m).map(|i| (with_www(&lower, i, m), i + m.len())))
        .min()?;
    let rest = word.get(start..)?;
    let end = rest
        .find(|c: char| !is_address_char(c))
        .unwrap_or(rest.len());
    let (marker, after) = rest.get(..end)?.split_at_checked(marker_end - start)?;
    let kept = marker.len() + after.trim_end_matches(TRAILING).len();
    rest.get(..kept)
}

/// The start of the marker found at `i`, moved back over a `www.` before the bare host.
fn with_www(lower: &str, i: usize, marker: &str) -> usize {
    let has_www = marker == WEB_HOST && i >= 4 && lower.get(i - 4..i) == Some("www.");
    if has_www {
        i - 4
    } else {
        i
    }
}

/// The characters of an address (RFC 3986's unreserved, reserved and `%`).
fn is_address_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-._~:/?#[]@!$&'()*+,;=%".contains(c)
}

/// The case-insensitive prefix `prefix` of `text` removed, if `text` starts with it.
fn strip_prefix_ignoring_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| text.get(prefix.len()..))
        .flatten()
}

/// The fragment of `candidate` when it is a link of this game; `None` when it is an address
/// of another site; an error when it is ours but names no page of the web version, has no
/// fragment, or is too long.
fn read_address(candidate: &str) -> Result<Option<&str>, LinkError> {
    if let Some(rest) = strip_prefix_ignoring_case(candidate, APP_SCHEME) {
        check_length(candidate)?;
        let rest = rest.strip_prefix("//").unwrap_or(rest);
        if let Some(fragment) = rest.strip_prefix('#') {
            return non_empty(fragment).map(Some);
        }
        return match web_address(rest)? {
            Some(fragment) => Ok(Some(fragment)),
            None if rest.is_empty() => Err(LinkError::NoFragment),
            None => Err(LinkError::UnknownPage(rest.to_owned())),
        };
    }
    let rest = strip_prefix_ignoring_case(candidate, "https://")
        .or_else(|| strip_prefix_ignoring_case(candidate, "http://"))
        .unwrap_or(candidate);
    let fragment = web_address(rest)?;
    if fragment.is_some() {
        check_length(candidate)?;
    }
    Ok(fragment)
}

fn check_length(candidate: &str) -> Result<(), LinkError> {
    if candidate.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    Ok(())
}

fn non_empty(fragment: &str) -> Result<&str, LinkError> {
    if fragment.is_empty() {
        return Err(LinkError::NoFragment);
    }
    Ok(fragment)
}

/// The fragment of `host/path?query#fragment` when the host is the web version's.
fn web_address(rest: &str) -> Result<Option<&str>, LinkError> {
    let host_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (host, after) = rest.split_at(host_end);
    let ours = host.eq_ignore_ascii_case(WEB_HOST)
        || strip_prefix_ignoring_case(host, "www.")
            .is_some_and(|h| h.eq_ignore_ascii_case(WEB_HOST));
    if !ours {
        return Ok(None);
    }
    if after.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    let (before_fragment, fragment) = match after.split_once('#') {
        Some((before, fragment)) => (before, Some(fragment)),
        None => (after, None),
    };
    let path = before_fragment
        .split_once('?')
        .map_or(before_fragment, |(path, _)| path);
    if WebPage::from_path(path).is_none() {
        return Err(LinkError::UnknownPage(path.to_owned()));
    }
    fragment
        .ok_or(LinkError::NoFragment)
        .and_then(non_empty)
        .map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r10_links_are_found_inside_message_text() {
        let page = "https://game.ywesee.com/parados/divided_loyalties_en.html";
        for (text, fragment) in [
            (format!("{page}#octopus"), "octopus"),
            (format!("Try this: {page}#octopus!"), "octopus"),
            (format!("({page}#3)."), "3"),
            (format!("*{page}#pyramid*"), "pyramid"),
            (format!("看这个{page}#7。"), "7"),
            (format!("see https://example.com/#1 then {page}#2"), "2"),
            (format!("{page}#game=AQ_-x9 is my move"), "game=AQ_-x9"),
            (format!("{page}#game=AQ_-x9=."), "game=AQ_-x9="),
            (
                "www.game.ywesee.com/parados/divided_loyalties_ua.html#3".into(),
                "3",
            ),
            (
                "HTTP://Game.Ywesee.Com/parados/divided_loyalties.html#utopia".into(),
                "utopia",
            ),
            (format!("{page}?fbclid=x#octopus"), "octopus"),
            ("dividedloyalties:#octopus".into(), "octopus"),
            ("dividedloyalties://#game=AQ".into(), "game=AQ"),
            (
                "DividedLoyalties://game.ywesee.com/parados/divided_loyalties_it.html#5".into(),
                "5",
            ),
        ] {
            assert_eq!(fragment_of_first_link(&text), Ok(fragment), "{text}");
        }
    }

    #[test]
    fn r10_text_without_a_link_of_this_game_or_with_a_bad_one_is_refused() {
        for (text, error) in [
            ("", LinkError::BadPrefix),
            ("see you tomorrow", LinkError::BadPrefix),
            ("https://example.com/#octopus", LinkError::BadPrefix),
            (
                "https://divided-loyalties.example/#octopus",
                LinkError::BadPrefix,
            ),
            (
                "https://game.ywesee.com/parados/divided_loyalties_en.html",
                LinkError::NoFragment,
            ),
            (
                "https://game.ywesee.com/parados/divided_loyalties_en.html#",
                LinkError::NoFragment,
            ),
            ("dividedloyalties:", LinkError::NoFragment),
            (
                "https://game.ywesee.com/parados/divided_loyalties_fr.html#octopus",
                LinkError::UnknownPage("/parados/divided_loyalties_fr.html".into()),
            ),
            (
                "https://game.ywesee.com/#octopus",
                LinkError::UnknownPage("/".into()),
            ),
            (
                "dividedloyalties://open#octopus",
                LinkError::UnknownPage("open#octopus".into()),
            ),
        ] {
            assert_eq!(fragment_of_first_link(text), Err(error), "{text}");
        }
    }
}
