//! The player's positions (issue 12's library): each in its own CSV file (R9) under
//! `positions/`. Names follow the editor's rules ([`name_problems`]: not empty, at most 80
//! characters, no control character, not a built-in's) and are unique among the player's
//! positions, compared by their slug (R10) — or, for names without a letter or digit of the
//! Latin alphabet, by their lower-case text — so that two positions never share a share-file
//! name. The list shows the 12 built-ins first, then the player's positions by name.
//!
//! The folder is read within the bounds of the game lists (a file above
//! [`MAX_POSITION_FILE_BYTES`] is unreadable unread, a listing reads at most
//! [`MAX_LISTING_BYTES`]), and only files new or changed since the last operation are read
//! again (`cache`). An import is staged: every position is written to a temporary file first
//! and all of them take their places only once all were written, so a full disk imports none.

use std::collections::HashSet;
use std::sync::Arc;

use dl_core::editor::{name_problems, Editor, Problem};
use dl_core::position_csv::{read_positions, write_position, PositionCsvError};
use dl_core::position_import::import_positions;
use dl_core::{builtin_positions, slug, Position};

use super::cache::Stamp;
use super::entry_id::EntryId;
use super::error::{Folder, MovedAside, StoreError, Unreadable};
use super::files::{
    file_error, free_entry, move_aside, read_file, scan, stage, sync_dir, write_atomic,
};
use super::lists::Listing;
use super::{Store, MAX_LISTING_BYTES, MAX_LIST_ENTRIES};

/// Largest position file of the library: the store writes one position per file, at most
/// 25 rows of 25 cells of 16-character tokens and an 80-character name (about 50 KiB).
pub const MAX_POSITION_FILE_BYTES: u64 = 128 << 10;

/// Where a position of the list comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PositionSource {
    /// Built-in position number 1–12 (R9).
    Builtin(u8),
    /// The player's position with this id.
    Library(EntryId),
}

/// A position of the new-game screen's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEntry {
    /// Built-in or the player's.
    pub source: PositionSource,
    /// The position.
    pub position: Arc<Position>,
}

/// A position an import added to the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedPosition {
    /// Its id in the library.
    pub id: EntryId,
    /// Its name.
    pub name: String,
    /// The 1-based line of its first row in the file.
    pub line: u64,
}

/// Why an import left a position of the file out. Every variant has a stable
/// [`ImportRefusal::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportRefusal {
    /// The file's lines for it are refused by the position reader (R9).
    #[error("{0}")]
    Csv(PositionCsvError),
    /// Its name breaks a naming rule (the first problem; R9, R10).
    #[error("{0}")]
    BadName(Problem),
    /// One of the player's positions (perhaps imported just before) has its name.
    #[error("the player's position {id} already has this name")]
    NameTaken {
        /// The position with the name.
        id: EntryId,
    },
    /// The library is full.
    #[error("the library is full ({limit} positions)")]
    Full {
        /// The most positions the library holds.
        limit: usize,
    },
}

impl ImportRefusal {
    /// A stable code: the reader's or the name rule's own, `store_name_taken` or `store_full`.
    pub fn code(&self) -> &'static str {
        match self {
            ImportRefusal::Csv(e) => e.code(),
            ImportRefusal::BadName(p) => p.code(),
            ImportRefusal::NameTaken { .. } => "store_name_taken",
            ImportRefusal::Full { .. } => "store_full",
        }
    }
}

/// A position of the file that was not imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedImport {
    /// Its position_id in the file, when the line had one.
    pub csv_id: Option<String>,
    /// Its name in the file, when the line had one.
    pub name: Option<String>,
    /// The 1-based line of the problem (of its first row, for a name problem).
    pub line: u64,
    /// Why.
    pub reason: ImportRefusal,
}

/// What importing a CSV file did: the good positions are in the library, whole; each bad one
/// is reported with its line and reason; none is half-imported.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// The positions added, in the order of the file.
    pub imported: Vec<ImportedPosition>,
    /// The positions left out, in line order.
    pub refused: Vec<RefusedImport>,
    /// Unreadable files of the library found on the way, moved aside.
    pub moved_aside: Vec<MovedAside>,
}

/// What makes two names the same name for the library (see the module documentation): their
/// slug, or their lower-case text when they have no slug.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum NameKey {
    Slug(String),
    Text(String),
}

fn name_key(name: &str) -> NameKey {
    match slug(name) {
        s if s.is_empty() => NameKey::Text(name.trim().to_lowercase()),
        s => NameKey::Slug(s),
    }
}

/// The id of a position of `library` (other than `except`) named like `name`.
fn holder_of<'a>(
    library: &'a [(EntryId, Arc<Position>)],
    name: &str,
    except: Option<&EntryId>,
) -> Option<&'a EntryId> {
    let key = name_key(name);
    library
        .iter()
        .find(|(id, p)| Some(id) != except && name_key(p.name()) == key)
        .map(|(id, _)| id)
}

/// Reads one position file of the library; `Ok(None)` when nothing is there.
fn read_position(bytes: Option<Vec<u8>>) -> Result<Option<Position>, Unreadable> {
    let Some(bytes) = bytes else {
        return Ok(None);
    };
    let mut positions = read_positions(&bytes).map_err(Unreadable::Position)?;
    match positions.len() {
        1 => Ok(positions.pop()),
        count => Err(Unreadable::NotOnePosition { count }),
    }
}

/// Reads the position file at `path`.
fn read_position_at(path: &std::path::Path) -> Result<Option<Position>, Unreadable> {
    read_position(read_file(path, MAX_POSITION_FILE_BYTES)?)
}

/// Several positions in one CSV file (R9), position_ids 1, 2, 3 …: one header as wide as the
/// widest position, each position's lines padded with empty cells to it.
fn write_positions(positions: &[Arc<Position>]) -> String {
    let files: Vec<String> = positions
        .iter()
        .zip(1u32..)
        .map(|(p, id)| write_position(p, id))
        .collect();
    let fields = |line: &str| line.split(',').count();
    let header = files
        .iter()
        .filter_map(|f| f.lines().next())
        .max_by_key(|h| fields(h))
        .unwrap_or_default();
    let width = fields(header);
    let mut out = format!("{header}\n");
    for file in &files {
        let mut lines = file.lines();
        let own = lines.next().map_or(width, fields);
        for line in lines {
            out.push_str(line);
            out.push_str(&",.".repeat(width.saturating_sub(own)));
            out.push('\n');
        }
    }
    out
}

impl Store {
    /// Every position a new game can start on: the 12 built-ins in order, then the player's by
    /// name.
    pub fn positions(&mut self) -> Result<Listing<PositionEntry>, StoreError> {
        let library = self.library()?;
        let mut entries: Vec<PositionEntry> = builtin_positions()
            .iter()
            .filter_map(|p| {
                Some(PositionEntry {
                    source: PositionSource::Builtin(p.number()?),
                    position: Arc::new(p.clone()),
                })
            })
            .collect();
        entries.extend(
            library
                .entries
                .into_iter()
                .map(|(id, position)| PositionEntry {
                    source: PositionSource::Library(id),
                    position,
                }),
        );
        Ok(Listing {
            entries,
            moved_aside: library.moved_aside,
        })
    }

    /// One of the player's positions.
    pub fn library_position(&mut self, id: &str) -> Result<Arc<Position>, StoreError> {
        if let Some(id) = EntryId::parse(id) {
            let stamp = Stamp::of_path(&self.entry_path(Folder::Positions, &id.to_string())?);
            if let Some(position) = self.library_cache.get(&id, stamp) {
                return Ok(position);
            }
        }
        self.read_entry_with(Folder::Positions, id, read_position_at)
            .map(|(_, position)| Arc::new(position))
    }

    /// Adds a position (from the editor: [`Editor::to_position`]) to the library under its
    /// name, which must follow the naming rules and be free.
    pub fn save_position(&mut self, position: &Position) -> Result<EntryId, StoreError> {
        let library = self.library()?.entries;
        check_name(position.name(), &library, None)?;
        if library.len() >= MAX_LIST_ENTRIES {
            return Err(StoreError::Full {
                folder: Folder::Positions,
                limit: MAX_LIST_ENTRIES,
            });
        }
        self.write_new_position(position)
    }

    /// Replaces one of the player's positions (edited in the editor), keeping its id.
    pub fn update_position(&mut self, id: &str, position: &Position) -> Result<(), StoreError> {
        // Read back first: a file is replaced only once the store has read it.
        self.library_position(id)?;
        let library = self.library()?.entries;
        let own = EntryId::parse(id);
        check_name(position.name(), &library, own.as_ref())?;
        self.write_position_file(id, position)
    }

    /// Renames one of the player's positions.
    pub fn rename_position(&mut self, id: &str, name: &str) -> Result<(), StoreError> {
        let position = self.library_position(id)?;
        let mut editor = Editor::from_position(&position);
        editor.rename(name);
        let renamed = editor
            .to_position()
            .map_err(|problems| StoreError::BadName { problems })?;
        self.update_position(id, &renamed)
    }

    /// Copies one of the player's positions under the first free name among `<name> 2`,
    /// `<name> 3` …; returns the copy's id.
    pub fn duplicate_position(&mut self, id: &str) -> Result<EntryId, StoreError> {
        let position = self.library_position(id)?;
        let library = self.library()?.entries;
        let taken: HashSet<NameKey> = library.iter().map(|(_, p)| name_key(p.name())).collect();
        let base: String = position.name().trim().chars().collect();
        for n in 2..=MAX_LIST_ENTRIES + 1 {
            let suffix = format!(" {n}");
            let keep = dl_core::position_csv::MAX_NAME_CHARS.saturating_sub(suffix.chars().count());
            let name: String = base.chars().take(keep).collect::<String>() + &suffix;
            if taken.contains(&name_key(&name)) || !name_problems(&name).is_empty() {
                continue;
            }
            let mut editor = Editor::from_position(&position);
            editor.rename(&name);
            let copy = editor
                .to_position()
                .map_err(|problems| StoreError::BadName { problems })?;
            return self.save_position(&copy);
        }
        Err(StoreError::Full {
            folder: Folder::Positions,
            limit: MAX_LIST_ENTRIES,
        })
    }

    /// Deletes one of the player's positions (the shells ask the player first).
    pub fn delete_position(&mut self, id: &str) -> Result<(), StoreError> {
        self.delete_entry(Folder::Positions, id)
    }

    /// Imports a CSV file of positions (R9): each position is judged on its own — by the
    /// position reader ([`import_positions`]), the naming rules and the free names — and the
    /// good ones are added whole, all of them or (when they cannot be written) none. A problem
    /// of the whole file refuses it ([`StoreError::Import`]).
    pub fn import_positions(&mut self, csv: &[u8]) -> Result<ImportReport, StoreError> {
        let file = import_positions(csv).map_err(StoreError::Import)?;
        let library = self.library()?;
        let mut names = library.entries;
        let mut report = ImportReport {
            moved_aside: library.moved_aside,
            ..ImportReport::default()
        };
        for refused in file.refused {
            report.refused.push(RefusedImport {
                csv_id: refused.id,
                name: refused.name,
                line: refused.error.line,
                reason: ImportRefusal::Csv(refused.error),
            });
        }
        let dir = self.folder(Folder::Positions);
        let mut staged = Vec::new();
        let mut reserved = Vec::new();
        for good in file.imported {
            let name = good.position.name().to_owned();
            let problem = name_problems(&name).into_iter().next();
            let refusal = match (problem, holder_of(&names, &name, None)) {
                (Some(problem), _) => Some(ImportRefusal::BadName(problem)),
                (None, Some(id)) => Some(ImportRefusal::NameTaken { id: id.clone() }),
                (None, None) if names.len() >= MAX_LIST_ENTRIES => Some(ImportRefusal::Full {
                    limit: MAX_LIST_ENTRIES,
                }),
                (None, None) => None,
            };
            if let Some(reason) = refusal {
                report.refused.push(RefusedImport {
                    csv_id: Some(good.id),
                    name: Some(name),
                    line: good.first_line,
                    reason,
                });
                continue;
            }
            let id = free_entry(&dir, self.clock.now(), "csv", &reserved)?;
            let text = write_position(&good.position, 1);
            staged.push(stage(&dir, &format!("{id}.csv"), text.as_bytes())?);
            reserved.push(id.clone());
            report.imported.push(ImportedPosition {
                id: id.clone(),
                name,
                line: good.first_line,
            });
            names.push((id, Arc::new(good.position)));
        }
        let mut placed = Vec::new();
        for file in staged {
            let target = file.target().to_owned();
            if let Err(e) = file.place() {
                for path in &placed {
                    let _ = std::fs::remove_file(path);
                }
                return Err(file_error(&e));
            }
            placed.push(target);
        }
        sync_dir(&dir)?;
        report.refused.sort_by_key(|r| r.line);
        Ok(report)
    }

    /// The player's positions `ids` as one CSV file (R9), in the order given; refused without
    /// any ([`StoreError::NothingToExport`]: a file without a position is no position file).
    pub fn export_positions(&mut self, ids: &[&str]) -> Result<String, StoreError> {
        if ids.is_empty() {
            return Err(StoreError::NothingToExport);
        }
        let positions = ids
            .iter()
            .map(|id| self.library_position(id))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(write_positions(&positions))
    }

    /// The player's positions, by name, with the unreadable files found (moved aside). Only
    /// the files new or changed since the last call are read, at most [`MAX_LISTING_BYTES`].
    fn library(&mut self) -> Result<Listing<(EntryId, Arc<Position>)>, StoreError> {
        let mut listing = Listing {
            entries: Vec::new(),
            moved_aside: Vec::new(),
        };
        let dir = self.folder(Folder::Positions);
        let found = scan(&dir, "csv")?;
        let ids: Vec<EntryId> = found.iter().map(|(id, _)| id.clone()).collect();
        self.library_cache.keep_only(&ids);
        let mut bytes_read = 0u64;
        for (id, path) in found {
            let stamp = Stamp::of_path(&path);
            if let Some(position) = self.library_cache.get(&id, stamp) {
                listing.entries.push((id, position));
                continue;
            }
            let read = read_file(&path, MAX_POSITION_FILE_BYTES).and_then(|bytes| {
                bytes_read += bytes.as_ref().map_or(0, |b| b.len() as u64);
                read_position(bytes)
            });
            if bytes_read > MAX_LISTING_BYTES {
                return Err(StoreError::TooMuchData {
                    folder: dir,
                    limit: MAX_LISTING_BYTES,
                });
            }
            match read {
                Ok(None) => {}
                Ok(Some(position)) => {
                    let position = Arc::new(position);
                    self.library_cache
                        .put(id.clone(), stamp, Arc::clone(&position));
                    listing.entries.push((id, position));
                }
                Err(reason) => {
                    listing
                        .moved_aside
                        .push(move_aside(&path, reason, self.clock.now())?)
                }
            }
        }
        listing.entries.sort_by(|(ia, a), (ib, b)| {
            (a.name().to_lowercase(), ia).cmp(&(b.name().to_lowercase(), ib))
        });
        Ok(listing)
    }

    fn write_new_position(&mut self, position: &Position) -> Result<EntryId, StoreError> {
        let dir = self.folder(Folder::Positions);
        let id = free_entry(&dir, self.clock.now(), "csv", &[])?;
        self.write_position_file(&id.to_string(), position)?;
        Ok(id)
    }

    fn write_position_file(&mut self, id: &str, position: &Position) -> Result<(), StoreError> {
        let dir = self.folder(Folder::Positions);
        write_atomic(
            &dir,
            &format!("{id}.csv"),
            write_position(position, 1).as_bytes(),
        )
    }
}

/// Refuses a name that breaks a naming rule or that a position of `library` (other than
/// `except`) has.
fn check_name(
    name: &str,
    library: &[(EntryId, Arc<Position>)],
    except: Option<&EntryId>,
) -> Result<(), StoreError> {
    let problems = name_problems(name);
    if !problems.is_empty() {
        return Err(StoreError::BadName { problems });
    }
    match holder_of(library, name, except) {
        Some(id) => Err(StoreError::NameTaken {
            name: name.trim().to_owned(),
            id: id.clone(),
        }),
        None => Ok(()),
    }
}
