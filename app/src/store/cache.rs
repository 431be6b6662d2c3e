//! What the store read of a list's files, kept while the files stay as they were: a listing
//! reads only the files that are new or changed since the last one. A file is known unchanged
//! by its [`Stamp`] (device, inode, size, modification and change times): the store replaces a
//! file by renaming a new one over it (a new inode), and anything else that writes there moves
//! the change time.

use std::collections::HashMap;
use std::fs::Metadata;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use super::entry_id::EntryId;

/// One version of a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Stamp {
    dev: u64,
    ino: u64,
    len: u64,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

impl Stamp {
    /// The stamp of the plain file at `path` (links not followed), if one is there.
    pub(super) fn of_path(path: &Path) -> Option<Stamp> {
        std::fs::symlink_metadata(path)
            .ok()
            .filter(Metadata::is_file)
            .map(|m| Stamp::of(&m))
    }

    fn of(m: &Metadata) -> Stamp {
        Stamp {
            dev: m.dev(),
            ino: m.ino(),
            len: m.len(),
            mtime: (m.mtime(), m.mtime_nsec()),
            ctime: (m.ctime(), m.ctime_nsec()),
        }
    }
}

/// What was read of each entry of one folder, by id, with the stamp of the file it was read
/// from.
#[derive(Debug)]
pub(super) struct FolderCache<T> {
    entries: HashMap<EntryId, (Stamp, T)>,
}

impl<T> Default for FolderCache<T> {
    fn default() -> Self {
        FolderCache {
            entries: HashMap::new(),
        }
    }
}

impl<T: Clone> FolderCache<T> {
    /// What was read of entry `id` when its file had `stamp`.
    pub(super) fn get(&self, id: &EntryId, stamp: Option<Stamp>) -> Option<T> {
        let (known, value) = self.entries.get(id)?;
        (Some(*known) == stamp).then(|| value.clone())
    }

    /// Keeps what was read of entry `id` from its file with `stamp`.
    pub(super) fn put(&mut self, id: EntryId, stamp: Option<Stamp>, value: T) {
        match stamp {
            Some(stamp) => {
                self.entries.insert(id, (stamp, value));
            }
            None => {
                self.entries.remove(&id);
            }
        }
    }

    /// Forgets the entries whose files are gone.
    pub(super) fn keep_only(&mut self, ids: &[EntryId]) {
        let ids: std::collections::HashSet<&EntryId> = ids.iter().collect();
        self.entries.retain(|id, _| ids.contains(id));
    }
}
