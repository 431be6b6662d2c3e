//! A full disk, simulated for tests: after [`after`], the writes of this thread fail with
//! `StorageFull` once the given number of them has succeeded.

use std::cell::Cell;
use std::io;

thread_local! {
    static LEFT: Cell<Option<u32>> = const { Cell::new(None) };
}

/// From now on, in this thread, `ok` more writes succeed and the next ones fail as on a full
/// disk.
pub(crate) fn after(ok: u32) {
    LEFT.with(|left| left.set(Some(ok)));
}

/// The disk has room again.
pub(crate) fn clear() {
    LEFT.with(|left| left.set(None));
}

/// Fails as a full disk does once the writes allowed by [`after`] are used up.
pub(super) fn check() -> io::Result<()> {
    LEFT.with(|left| match left.get() {
        None => Ok(()),
        Some(0) => Err(io::Error::from(io::ErrorKind::StorageFull)),
        Some(n) => {
            left.set(Some(n - 1));
            Ok(())
        }
    })
}
