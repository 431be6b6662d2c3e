//! The player's text of every error the terminal reports, from the error's stable code and
//! typed fields through dl-app's catalogs (`error-<code>`), with the file's path in front
//! where the error names one. The English `Display` of the errors stays for the script mode.

use std::path::Path;

use dl_app::l10n::{
    detailed_text, error_text as code_text, file_text, picture_text, receive_text, store_text,
    terminal, Text,
};
use dl_app::share::{ShareError, WriteError};
use dl_core::error_details::ErrorDetails;

use crate::error::CliError;

/// The text of an error code without fields.
fn plain(code: &str) -> Text {
    code_text(code, &ErrorDetails::default())
}

fn in_file(path: &Path, problem: Text) -> Text {
    terminal::in_file(&path.display().to_string(), problem)
}

fn unknown(code: &str) -> Text {
    Text::new("error-unknown").verbatim("code", code)
}

pub fn error_text(error: &CliError) -> Text {
    match error {
        CliError::Usage(e) => e.text(),
        CliError::NoStore => unknown(error.code()),
        CliError::PositionNotFound(key) => code_text(
            error.code(),
            &ErrorDetails {
                found: Some(key.clone()),
                ..ErrorDetails::default()
            },
        ),
        CliError::Io { path, .. } => in_file(path, plain(error.code())),
        CliError::File(e) => file_text(e),
        CliError::FileExists { path } => in_file(path, plain(error.code())),
        CliError::Csv { path, source } => in_file(path, detailed_text(source)),
        CliError::GameFile { path, source } => in_file(path, detailed_text(source)),
        CliError::NoDataDir | CliError::NotATerminal => plain(error.code()),
        CliError::UnknownLanguage(tag) => code_text(
            error.code(),
            &ErrorDetails {
                found: Some(tag.clone()),
                ..ErrorDetails::default()
            },
        ),
        CliError::Share(ShareError::Picture(e)) | CliError::Picture(e) => picture_text(e),
        CliError::Share(e) => plain(e.code()),
        CliError::ShareWrite(e) => match e {
            WriteError::Io { path, .. } | WriteError::NoFreeName { path } => {
                in_file(path, plain(e.code()))
            }
        },
        CliError::Receive(e) | CliError::Link(e) => receive_text(e),
        CliError::Store(e) => store_text(e),
        CliError::App(e) => e.text(),
    }
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::path::PathBuf;

    use dl_app::files::FileError;
    use dl_app::l10n::{Language, Localizer};
    use dl_app::picture::PictureError;
    use dl_app::receive::ReceiveError;
    use dl_app::store::{MovedAside, StoreError, Unreadable};
    use dl_core::position_csv::read_positions;
    use dl_core::session::OpenError;

    use super::*;

    fn every_error() -> Vec<CliError> {
        let path = PathBuf::from("/tmp/x.json");
        let csv = read_positions(b"nonsense").unwrap_err();
        vec![
            CliError::PositionNotFound("nowhere".into()),
            CliError::io("<terminal>", io::Error::other("gone")),
            CliError::File(FileError::NotFound { path: path.clone() }),
            CliError::File(FileError::NotAFile { path: path.clone() }),
            CliError::File(FileError::TooLarge {
                path: path.clone(),
                limit: 100,
            }),
            CliError::FileExists { path: path.clone() },
            CliError::Csv {
                path: path.clone(),
                source: csv.clone(),
            },
            CliError::GameFile {
                path: path.clone(),
                source: OpenError::UnknownPosition("x".into()),
            },
            CliError::NoDataDir,
            CliError::Share(ShareError::GameNotOver),
            CliError::Share(ShareError::Picture(PictureError::Font)),
            CliError::ShareWrite(WriteError::NoFreeName { path: path.clone() }),
            CliError::Receive(ReceiveError::Unrecognised),
            CliError::Link(ReceiveError::Refused(OpenError::BadRounds(7))),
            CliError::Picture(PictureError::BadSize(9)),
            CliError::Store(StoreError::Locked { dir: path.clone() }),
            CliError::Store(StoreError::TooManyEntries {
                folder: path.clone(),
                limit: 10,
            }),
            CliError::Store(StoreError::Unreadable(MovedAside {
                from: path.clone(),
                to: path.clone(),
                reason: Unreadable::NotAGame,
            })),
            CliError::Store(StoreError::Import(csv)),
            CliError::Store(StoreError::NotTheCurrentGame),
            CliError::Store(StoreError::NoDirectory),
            CliError::Store(StoreError::NothingToExport),
            CliError::Store(StoreError::Io {
                path: path.clone(),
                kind: io::ErrorKind::StorageFull,
            }),
        ]
    }

    /// Every error the terminal shows has a sentence in every language, with its path.
    #[test]
    fn every_error_is_a_sentence_in_every_language() {
        for language in Language::ALL {
            let texts = Localizer::for_language(language);
            for error in every_error() {
                let (out, problems) = texts.format_with_errors(&error_text(&error));
                assert!(problems.is_empty(), "{language:?} {error:?}: {problems:?}");
                assert!(!out.contains("error-"), "{language:?}: {out}");
            }
        }
        let en = Localizer::for_language(Language::En);
        let file = en.format(&error_text(&CliError::FileExists {
            path: "/tmp/x.png".into(),
        }));
        assert_eq!(
            file,
            "/tmp/x.png: The file exists already: choose another name."
        );
        let unknown = en.format(&error_text(&CliError::PositionNotFound("nowhere".into())));
        assert!(unknown.contains("“nowhere”"), "{unknown}");
    }

    /// Issue 20: on a full disk the terminal names the cause, not only that the data could not
    /// be written or read.
    #[test]
    fn a_full_disk_is_named_as_the_cause() {
        let en = Localizer::for_language(Language::En);
        let full = en.format(&error_text(&CliError::Store(StoreError::Io {
            path: "/data/autosave.json".into(),
            kind: io::ErrorKind::StorageFull,
        })));
        assert_eq!(
            full,
            "/data/autosave.json: The disk is full: nothing could be written. Free some space and try again."
        );
        let file = en.format(&error_text(&CliError::File(FileError::Io {
            path: "/tmp/game.json".into(),
            kind: io::ErrorKind::StorageFull,
        })));
        assert!(file.contains("The disk is full"), "{file}");
    }
}
