//! The temporary files of atomic writes: `.<target>.<16 hex digits>.tmp` in the target's
//! folder, the digits random, the file created exclusively (never through a link, never over
//! anything already there). Earlier versions named them `.<target>.<process id>.tmp`; both
//! patterns are recognised when left-overs are cleaned up, nothing else.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::time::{SystemTime, UNIX_EPOCH};

/// Hex digits of the random part of a temporary file's name.
const RANDOM_DIGITS: usize = 16;
/// Most digits of a process id in the earlier versions' names.
const MAX_PID_DIGITS: usize = 10;

/// A fresh temporary name for an atomic write of `target`.
pub(crate) fn temp_name(target: &str) -> String {
    format!(".{target}.{:0width$x}.tmp", random(), width = RANDOM_DIGITS)
}

/// 64 unpredictable bits: std's hasher keys come from the operating system's randomness.
fn random() -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    hasher.write_u128(nanos);
    hasher.write_u32(std::process::id());
    hasher.finish()
}

/// The target `name` is a temporary file for, when it is exactly one of the names atomic
/// writes use (see the module documentation).
pub(crate) fn temp_target(name: &str) -> Option<&str> {
    let inner = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (target, tag) = inner.rsplit_once('.')?;
    let random =
        tag.len() == RANDOM_DIGITS && tag.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    let pid = (1..=MAX_PID_DIGITS).contains(&tag.len()) && tag.bytes().all(|b| b.is_ascii_digit());
    (!target.is_empty() && (random || pid)).then_some(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_are_random_and_recognised_exactly() {
        let a = temp_name("autosave.json");
        let b = temp_name("autosave.json");
        assert_ne!(a, b);
        assert_eq!(temp_target(&a), Some("autosave.json"));
        assert_eq!(
            temp_target(".autosave.json.4242.tmp"),
            Some("autosave.json")
        );
        for other in [
            ".autosave.json.tmp",
            ".x.tmp",
            "autosave.json.4242.tmp",
            ".autosave.json.42a.tmp",
            ".autosave.json.0123456789ABCDEF.tmp",
            ".autosave.json.12345678901.tmp",
            "..4242.tmp",
            ".my-notes.tmp",
        ] {
            assert_eq!(temp_target(other), None, "{other}");
        }
    }
}
