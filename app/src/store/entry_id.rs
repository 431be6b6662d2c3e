//! The ids of the store's entries: `<milliseconds>-<n>`, the moment the entry was made and a
//! counter that keeps the names of one moment apart. An id that comes back from a shell is
//! parsed before it becomes a file name, so it can never name a path outside its folder.

use std::fmt;

use super::clock::Timestamp;

/// The longest id accepted, in characters.
const MAX_ID_CHARS: usize = 32;

/// The id of a saved game, a finished game or a position of the player's library: its file
/// name without the extension.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EntryId {
    millis: u64,
    n: u32,
}

impl EntryId {
    /// The `n`th id of the moment `at`.
    pub(super) fn new(at: Timestamp, n: u32) -> EntryId {
        EntryId { millis: at.0, n }
    }

    /// Reads an id exactly as its `Display` writes it — one canonical text per id, so a
    /// listing and an opening or a deletion always agree; `None` for anything else (leading
    /// zeros, other file names, paths, hostile text).
    pub fn parse(text: &str) -> Option<EntryId> {
        if text.len() > MAX_ID_CHARS {
            return None;
        }
        let (millis, n) = text.split_once('-')?;
        let canonical = |t: &str| {
            !t.is_empty()
                && t.bytes().all(|b| b.is_ascii_digit())
                && !(t.len() > 1 && t.starts_with('0'))
        };
        if !canonical(millis) || !canonical(n) {
            return None;
        }
        Some(EntryId {
            millis: millis.parse().ok()?,
            n: n.parse().ok()?,
        })
    }
}

impl fmt::Display for EntryId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.millis, self.n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_and_nothing_else_reads() {
        let id = EntryId::new(Timestamp(1_764_590_000_123), 7);
        assert_eq!(id.to_string(), "1764590000123-7");
        assert_eq!(EntryId::parse(&id.to_string()), Some(id.clone()));
        for bad in [
            "",
            "-",
            "12",
            "12-",
            "-3",
            "1-2-3",
            "../1-2",
            "1-2.json",
            "1-02",
            "a-1",
            "99999999999999999999-1",
            "1-99999999999",
            " 1-2",
            "01-2",
            "01700000000000-1",
            "0001700000000000-1",
            "00-1",
        ] {
            assert_eq!(EntryId::parse(bad), None, "{bad}");
        }
        assert_eq!(
            EntryId::parse("0-1").map(|id| id.to_string()),
            Some("0-1".into())
        );
    }

    proptest::proptest! {
        /// Issue 20, point 12: an id that reads is its own canonical text.
        #[test]
        fn every_id_that_reads_is_written_back_the_same(text in "[0-9]{1,16}-[0-9]{1,4}") {
            if let Some(id) = EntryId::parse(&text) {
                proptest::prop_assert_eq!(id.to_string(), text);
            }
        }
    }
}
