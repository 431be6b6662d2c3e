//! `dl-cli picture <file|link> <out.png>`: the board picture (dl-app's PNG) of any game or
//! position — a saved game of ours or of the web version, a position CSV file, a game or
//! position link — read through dl-app's one receiving entry point. The output file is created
//! new: an existing file is never overwritten.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use dl_app::picture::{board_png, PictureOptions};
use dl_app::receive::{receive, MAX_RECEIVED_BYTES};

use crate::error::CliError;
use dl_app::files::read_bounded;

/// What to draw and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureArgs {
    /// A file, or else a link (or text holding one).
    pub input: String,
    /// The PNG file to create.
    pub output: PathBuf,
    /// Size, palette and caption.
    pub options: PictureOptions,
}

/// Draws the picture of `args.input` into the new file `args.output`.
pub fn run(args: &PictureArgs) -> Result<(), CliError> {
    let path = Path::new(&args.input);
    let bytes = if path.is_file() {
        read_bounded(path, MAX_RECEIVED_BYTES as u64)?
    } else {
        args.input.clone().into_bytes()
    };
    let arrival = receive(&bytes)?;
    let png = board_png(&arrival.session.view(), &args.options)?;
    write_new(&args.output, &png)
}

/// Creates `path` with `bytes`, refusing an existing file.
fn write_new(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let mut file = match OpenOptions::new().write(true).create_new(true).open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            return Err(CliError::FileExists {
                path: path.to_owned(),
            })
        }
        Err(e) => return Err(CliError::io(path, e)),
    };
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| CliError::io(path, e))
}
