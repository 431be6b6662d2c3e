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

    /// Reads an id as its `Display` writes it; `None` for anything else (other file
    /// names, paths, hostile text).
    pub fn parse(text: &str) -> Option<EntryId> {
        if text.len() > MAX_ID_CHARS {
            return None;
        }
        let (millis, n) = text.split_once('-')?;
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(millis) || !digits(n) || (n.len() > 1 && n.starts_with('0')) {
            return None;
        }
        Some(EntryId {
            millis: millis.parse().ok()?,
            n: n.parse().ok()?,
        })
    }

    /// The moment the entry was made.
    pub fn made_at(&self) -> Timestamp {
        Timestamp(self.millis)
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
        assert_eq!(id.made_at(), Timestamp(1_764_590_000_123));
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
        ] {
            assert_eq!(EntryId::parse(bad), None, "{bad}");
        }
    }
}
