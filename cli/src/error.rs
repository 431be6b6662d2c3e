//! The errors of the terminal shell, each with a stable code for scripts and tests.

use std::io;
use std::path::PathBuf;

use dl_app::files::FileError;
use dl_app::picture::PictureError;
use dl_app::receive::ReceiveError;
use dl_app::share::{ShareError, WriteError};
use dl_app::store::StoreError;
use dl_core::position_csv::PositionCsvError;
use dl_core::session::OpenError;

/// What went wrong outside the rules: arguments, files, formats, the store.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The command line could not be understood.
    #[error("{0}")]
    Usage(String),
    /// No built-in position has this number or slug, and no such file exists.
    #[error("no built-in position \"{0}\" (use 1-12, a slug such as octopus, or a .csv file)")]
    PositionNotFound(String),
    /// The terminal or a standard stream failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The stream.
        path: PathBuf,
        /// The operating system's error.
        source: io::Error,
    },
    /// A file could not be read or written.
    #[error(transparent)]
    File(#[from] FileError),
    /// A file would be written over an earlier one: it is never overwritten.
    #[error("{} exists already; choose another name", path.display())]
    FileExists {
        /// The file.
        path: PathBuf,
    },
    /// A position file (R9) was refused.
    #[error("{}: {source}", path.display())]
    Csv {
        /// The file.
        path: PathBuf,
        /// What is wrong, with its line.
        source: PositionCsvError,
    },
    /// A game file (saved game, web save or position) was refused.
    #[error("{}: {source}", path.display())]
    GameFile {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        source: OpenError,
    },
    /// No data directory (`DL_DATA_DIR`, `XDG_DATA_HOME` or `HOME`) for the shared files.
    #[error("no data directory (set DL_DATA_DIR, XDG_DATA_HOME or HOME, or give --out)")]
    NoDataDir,
    /// A share payload could not be made.
    #[error("{0}")]
    Share(#[from] ShareError),
    /// The shared files could not be written.
    #[error("{0}")]
    ShareWrite(#[from] WriteError),
    /// What was given to open (a file or a link) was refused.
    #[error("{0}")]
    Receive(#[from] ReceiveError),
    /// A position or game link the player named was refused.
    #[error("the link was refused: {0}")]
    Link(ReceiveError),
    /// The picture could not be made.
    #[error("{0}")]
    Picture(#[from] PictureError),
    /// The store refused (see [`StoreError::code`]).
    #[error(transparent)]
    Store(#[from] StoreError),
    /// No data directory was found (no `DL_DATA_DIR`, `XDG_DATA_HOME` or `HOME`), or the script
    /// was started without `--store`: nothing is kept.
    #[error("no store: games and positions are not kept")]
    NoStore,
    /// The app could not start on the data directory (another `dl-cli` has it, …).
    #[error(transparent)]
    App(#[from] dl_ui::LaunchError),
    /// The game was started without a terminal to play in (its input or output is a file or a
    /// pipe).
    #[error("the game needs a terminal; use `dl-cli script` for automation")]
    NotATerminal,
    /// `--lang` named a language the game does not have.
    #[error(
        "unknown language “{0}”: choose one of de, en, fr, it, es, pt, ja, zh-Hans, uk, ko or en-XA"
    )]
    UnknownLanguage(String),
}

impl CliError {
    /// A stable code: the format's or the store's own code where there is one.
    pub fn code(&self) -> &'static str {
        match self {
            CliError::Usage(_) => "usage",
            CliError::PositionNotFound(_) => "position_not_found",
            CliError::Io { .. } => "io_error",
            CliError::File(e) => e.code(),
            CliError::FileExists { .. } => "file_exists",
            CliError::Csv { source, .. } => source.code(),
            CliError::GameFile { source, .. } => source.code(),
            CliError::NoDataDir => "no_data_dir",
            CliError::Share(e) => e.code(),
            CliError::ShareWrite(e) => e.code(),
            CliError::Receive(e) | CliError::Link(e) => e.code(),
            CliError::Picture(e) => e.code(),
            CliError::Store(e) => e.code(),
            CliError::NoStore => "no_store",
            CliError::App(e) => e.code(),
            CliError::NotATerminal => "not_a_terminal",
            CliError::UnknownLanguage(_) => "unknown_language",
        }
    }

    /// An I/O error of a stream (`<terminal>`, `<stdin>`, `<stdout>`).
    pub fn io(path: impl Into<PathBuf>, source: io::Error) -> CliError {
        CliError::Io {
            path: path.into(),
            source,
        }
    }
}
