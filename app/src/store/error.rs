//! What can go wrong in the store, as typed errors with stable codes: paths, limits and ids are
//! data, never English. [`Unreadable`] says why a file could not be read; such a file is moved
//! aside ([`MovedAside`]) and never overwritten.

use std::io;
use std::path::{Path, PathBuf};

use dl_core::editor::Problem;
use dl_core::json_input::JsonProblem;
use dl_core::position_csv::PositionCsvError;
use dl_core::session::OpenError;

use super::entry_id::EntryId;

/// One of the store's lists, each a folder of the store directory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Folder {
    /// Unfinished games the player left for another one (`saved/`).
    Saved,
    /// Finished games (`history/`).
    History,
    /// The player's own positions (`positions/`).
    Positions,
}

impl Folder {
    /// The three folders.
    pub const ALL: [Folder; 3] = [Folder::Saved, Folder::History, Folder::Positions];

    /// The folder's name in the store directory, also its stable code.
    pub fn name(self) -> &'static str {
        match self {
            Folder::Saved => "saved",
            Folder::History => "history",
            Folder::Positions => "positions",
        }
    }

    /// The file name extension of its entries.
    pub(super) fn extension(self) -> &'static str {
        match self {
            Folder::Saved | Folder::History => "json",
            Folder::Positions => "csv",
        }
    }
}

/// What was found where the store expected a plain file or a folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FoundKind {
    /// A plain file.
    File,
    /// A directory.
    Directory,
    /// A symbolic link (never followed).
    Symlink,
    /// Something else (a device, a socket, a pipe).
    Other,
}

impl FoundKind {
    /// What `metadata` (of the path itself, links not followed) describes.
    pub(super) fn of(metadata: &std::fs::Metadata) -> FoundKind {
        let kind = metadata.file_type();
        if kind.is_file() {
            FoundKind::File
        } else if kind.is_dir() {
            FoundKind::Directory
        } else if kind.is_symlink() {
            FoundKind::Symlink
        } else {
            FoundKind::Other
        }
    }
}

/// Why a file of the store could not be read. Every variant has a stable
/// [`Unreadable::code`]; the format errors keep their own codes and typed fields.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unreadable {
    /// Not a plain file: a directory, a symbolic link or something else is in its place.
    #[error("not a plain file ({found:?})")]
    NotAFile {
        /// What is there.
        found: FoundKind,
    },
    /// Not a folder: a file or a symbolic link is where one of the store's folders goes.
    #[error("not a folder ({found:?})")]
    NotAFolder {
        /// What is there.
        found: FoundKind,
    },
    /// Larger than any file the store writes there.
    #[error("the file has {size} bytes, more than {limit}")]
    TooLarge {
        /// Its size in bytes.
        size: u64,
        /// The largest size accepted.
        limit: u64,
    },
    /// The operating system refused to read it.
    #[error("the file could not be read ({kind})")]
    ReadFailed {
        /// The operating system's error kind.
        kind: io::ErrorKind,
    },
    /// Not a JSON document (truncated, garbage, too deeply nested).
    #[error("{0}")]
    Json(JsonProblem),
    /// JSON, but no saved game of any of the three games.
    #[error("not a saved game of Divided Loyalties, Discorder or Color Brake ABAB")]
    NotAGame,
    /// A saved game of Divided Loyalties that its reader refuses (a newer version, an illegal
    /// action …).
    #[error("{0}")]
    DividedLoyalties(OpenError),
    /// A saved game of Discorder that its reader refuses.
    #[error("{0}")]
    Discorder(dl_discorder::record::RecordError),
    /// A saved game of Color Brake ABAB that its reader refuses.
    #[error("{0}")]
    ColorBrake(dl_color_brake::record::RecordError),
    /// A position file the CSV reader refuses (R9).
    #[error("{0}")]
    Position(PositionCsvError),
    /// A position file of the library holds several positions, not one.
    #[error("the file holds {count} positions, not one")]
    NotOnePosition {
        /// How many it holds.
        count: usize,
    },
}

impl Unreadable {
    /// A stable code; format errors give their own (`record_newer_version`, `json_truncated`,
    /// `csv_bad_token` …).
    pub fn code(&self) -> &'static str {
        match self {
            Unreadable::NotAFile { .. } => "store_not_a_file",
            Unreadable::NotAFolder { .. } => "store_not_a_folder",
            Unreadable::TooLarge { .. } => "store_file_too_large",
            Unreadable::ReadFailed { .. } => "store_read_failed",
            Unreadable::Json(problem) => problem.code(),
            Unreadable::NotAGame => "store_not_a_game",
            Unreadable::DividedLoyalties(e) => e.code(),
            Unreadable::Discorder(e) => e.code(),
            Unreadable::ColorBrake(e) => e.code(),
            Unreadable::Position(e) => e.code(),
            Unreadable::NotOnePosition { .. } => "store_not_one_position",
        }
    }
}

/// A file that could not be read, moved aside under a name that says so (and that was never
/// used before): it is kept for the player, never overwritten, never read again by the store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovedAside {
    /// Where the file was.
    pub from: PathBuf,
    /// Where it is now.
    pub to: PathBuf,
    /// Why it could not be read.
    pub reason: Unreadable,
}

/// Why a store operation failed. Every variant has a stable [`StoreError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The store's path is empty: it is not taken as the current directory.
    #[error("no directory was given for the store")]
    NoDirectory,
    /// The store's path exists but is not a directory.
    #[error("{} is not a directory", path.display())]
    NotADirectory {
        /// The path.
        path: PathBuf,
    },
    /// Another store (in this process or another) has the directory open: one writer per
    /// directory, the second is refused.
    #[error("the store {} is open elsewhere", dir.display())]
    Locked {
        /// The store directory.
        dir: PathBuf,
    },
    /// The operating system refused a file operation.
    #[error("{}: {kind}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The operating system's error kind.
        kind: io::ErrorKind,
    },
    /// A folder holds more entries than the store ever makes: it was not listed.
    #[error("{} holds more than {limit} entries", folder.display())]
    TooManyEntries {
        /// The folder.
        folder: PathBuf,
        /// The most entries read.
        limit: usize,
    },
    /// A folder's files add up to more bytes than a listing reads.
    #[error("the files of {} are larger than {limit} bytes together", folder.display())]
    TooMuchData {
        /// The folder.
        folder: PathBuf,
        /// The most bytes a listing reads.
        limit: u64,
    },
    /// A list is full: the player deletes entries first.
    #[error("the list {} is full ({limit} entries)", folder.name())]
    Full {
        /// The list.
        folder: Folder,
        /// Its largest size.
        limit: usize,
    },
    /// No entry of the list has this id.
    #[error("no entry {id} in {}", folder.name())]
    NoSuchEntry {
        /// The list.
        folder: Folder,
        /// The id asked for, as given.
        id: String,
    },
    /// The file could not be read: it was moved aside.
    #[error("{} could not be read ({}) and was moved to {}", .0.from.display(), .0.reason, .0.to.display())]
    Unreadable(MovedAside),
    /// The game given as the current game is another game than the current one: start it with
    /// `start_game`, which keeps the unfinished one.
    #[error("this is not the current game; start it as a new game")]
    NotTheCurrentGame,
    /// A position's name breaks the naming rules (R9, R10).
    #[error("the name is not allowed")]
    BadName {
        /// Every problem of the name ([`Problem::code`] for each).
        problems: Vec<Problem>,
    },
    /// Another of the player's positions has this name (names are compared by their slug).
    #[error("the player's position {id} is already called \"{name}\"")]
    NameTaken {
        /// The name asked for.
        name: String,
        /// The position that has it.
        id: EntryId,
    },
    /// No position was given to export: a file without one would be no position file.
    #[error("no position to export")]
    NothingToExport,
    /// An imported position file was refused as a whole (R9).
    #[error("{0}")]
    Import(PositionCsvError),
}

impl StoreError {
    /// A stable code, for shells to localise and tests to match; an import refused as a whole
    /// gives the CSV reader's code.
    pub fn code(&self) -> &'static str {
        match self {
            StoreError::NoDirectory => "store_no_directory",
            StoreError::NotADirectory { .. } => "store_not_a_directory",
            StoreError::Locked { .. } => "store_locked",
            StoreError::Io { .. } => "store_io",
            StoreError::TooManyEntries { .. } => "store_too_many_entries",
            StoreError::TooMuchData { .. } => "store_too_much_data",
            StoreError::Full { .. } => "store_full",
            StoreError::NoSuchEntry { .. } => "store_no_such_entry",
            StoreError::Unreadable(_) => "store_unreadable",
            StoreError::NotTheCurrentGame => "store_not_the_current_game",
            StoreError::BadName { .. } => "store_bad_name",
            StoreError::NameTaken { .. } => "store_name_taken",
            StoreError::NothingToExport => "store_nothing_to_export",
            StoreError::Import(e) => e.code(),
        }
    }

    /// An I/O error on `path`.
    pub(super) fn io(path: &Path, error: &io::Error) -> StoreError {
        StoreError::Io {
            path: path.to_owned(),
            kind: error.kind(),
        }
    }
}
