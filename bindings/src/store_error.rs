//! The store's errors across the FFI: a stable code, the typed fields (paths as text, ids,
//! limits, the problems of a name) and English for logs.

use dl_app::replay::ReplayError;
use dl_app::store::{Folder, StoreError as AppStoreError};
use dl_core::error_details::Detailed;

use crate::editor::EditorError;
use crate::editor_model::ProblemModel;
use crate::error::ErrorDetailsModel;
use crate::store_model::MovedAsideModel;

/// One of the store's lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum StoreFolder {
    /// The saved games.
    Saved,
    /// The finished games.
    History,
    /// The player's positions.
    Positions,
}

impl From<Folder> for StoreFolder {
    fn from(f: Folder) -> Self {
        match f {
            Folder::Saved => StoreFolder::Saved,
            Folder::History => StoreFolder::History,
            Folder::Positions => StoreFolder::Positions,
        }
    }
}

/// Why a store operation failed. Every variant carries `code` (stable) and `english`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum StoreError {
    /// Another store has the directory open: `store_locked`.
    #[error("[{code}] {english}")]
    Locked {
        /// Stable code.
        code: String,
        /// The directory.
        dir: String,
        /// English, for logs.
        english: String,
    },
    /// A file operation failed, or a folder is beyond the store's bounds: `store_io`,
    /// `store_not_a_directory`, `store_too_many_entries`, `store_too_much_data`.
    #[error("[{code}] {english}")]
    Files {
        /// Stable code.
        code: String,
        /// The file or folder.
        path: String,
        /// The bound, for the bounds.
        limit: Option<u64>,
        /// English, for logs.
        english: String,
    },
    /// The file could not be read and was moved aside: `store_unreadable`.
    #[error("[{code}] {english}")]
    Unreadable {
        /// Stable code.
        code: String,
        /// Where it is now and why.
        moved: MovedAsideModel,
        /// English, for logs.
        english: String,
    },
    /// No entry of the list has this id: `store_no_such_entry`.
    #[error("[{code}] {english}")]
    NoSuchEntry {
        /// Stable code.
        code: String,
        /// The list.
        folder: StoreFolder,
        /// The id given.
        id: String,
        /// English, for logs.
        english: String,
    },
    /// The list is full: `store_full`.
    #[error("[{code}] {english}")]
    Full {
        /// Stable code.
        code: String,
        /// The list.
        folder: StoreFolder,
        /// Its largest size.
        limit: u64,
        /// English, for logs.
        english: String,
    },
    /// A position's name breaks a rule (`store_bad_name`), or the position has problems that
    /// block saving (`editor_blocked`): every problem.
    #[error("[{code}] {english}")]
    BadPosition {
        /// Stable code.
        code: String,
        /// The problems.
        problems: Vec<ProblemModel>,
        /// English, for logs.
        english: String,
    },
    /// Another of the player's positions has the name: `store_name_taken`.
    #[error("[{code}] {english}")]
    NameTaken {
        /// Stable code.
        code: String,
        /// The name.
        name: String,
        /// The position that has it.
        id: String,
        /// English, for logs.
        english: String,
    },
    /// An imported file refused as a whole (R9): `csv_…`.
    #[error("[{code}] {english}")]
    InvalidCsv {
        /// Stable code.
        code: String,
        /// Typed fields (the line …).
        details: ErrorDetailsModel,
        /// English, for logs.
        english: String,
    },
    /// The call does not fit the store's state: `store_not_the_current_game` (start the game
    /// with `startGame`), `store_no_directory` (an empty path), `store_nothing_to_export`,
    /// `bad_rounds`.
    #[error("[{code}] {english}")]
    Misuse {
        /// Stable code.
        code: String,
        /// English, for logs.
        english: String,
    },
}

impl From<ReplayError> for StoreError {
    fn from(e: ReplayError) -> Self {
        StoreError::Misuse {
            code: e.code().to_owned(),
            english: e.to_string(),
        }
    }
}

impl From<AppStoreError> for StoreError {
    fn from(e: AppStoreError) -> Self {
        let code = e.code().to_owned();
        let english = e.to_string();
        match e {
            AppStoreError::Locked { dir } => StoreError::Locked {
                code,
                dir: dir.display().to_string(),
                english,
            },
            AppStoreError::NotADirectory { path } | AppStoreError::Io { path, .. } => {
                StoreError::Files {
                    code,
                    path: path.display().to_string(),
                    limit: None,
                    english,
                }
            }
            AppStoreError::TooManyEntries { folder, limit } => StoreError::Files {
                code,
                path: folder.display().to_string(),
                limit: u64::try_from(limit).ok(),
                english,
            },
            AppStoreError::TooMuchData { folder, limit } => StoreError::Files {
                code,
                path: folder.display().to_string(),
                limit: Some(limit),
                english,
            },
            AppStoreError::Unreadable(moved) => StoreError::Unreadable {
                code,
                moved: MovedAsideModel::from(&moved),
                english,
            },
            AppStoreError::NoSuchEntry { folder, id } => StoreError::NoSuchEntry {
                code,
                folder: folder.into(),
                id,
                english,
            },
            AppStoreError::Full { folder, limit } => StoreError::Full {
                code,
                folder: folder.into(),
                limit: u64::try_from(limit).unwrap_or(u64::MAX),
                english,
            },
            AppStoreError::BadName { problems } => StoreError::BadPosition {
                code,
                problems: problems.iter().map(ProblemModel::from).collect(),
                english,
            },
            AppStoreError::NameTaken { name, id } => StoreError::NameTaken {
                code,
                name,
                id: id.to_string(),
                english,
            },
            AppStoreError::Import(csv) => StoreError::InvalidCsv {
                code,
                details: csv.details().into(),
                english,
            },
            AppStoreError::NotTheCurrentGame
            | AppStoreError::NoDirectory
            | AppStoreError::NothingToExport => StoreError::Misuse { code, english },
        }
    }
}

impl From<EditorError> for StoreError {
    fn from(e: EditorError) -> Self {
        match e {
            EditorError::Blocked {
                code,
                problems,
                english,
            } => StoreError::BadPosition {
                code,
                problems,
                english,
            },
            EditorError::InvalidArgument { code, english } => StoreError::Misuse { code, english },
        }
    }
}
