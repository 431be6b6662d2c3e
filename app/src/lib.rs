//! dl-app: what every shell of Divided Loyalties does that is neither a rule nor drawing on a
//! screen, written once (ARCHITECTURE.md): the store of games and positions, the share
//! payloads, the board picture and the localisation. Plain Rust with file I/O and no FFI; every
//! game question goes to `dl-core`. The terminal shell uses it directly, the phones through
//! `dl-bindings`.

pub mod files;
pub mod l10n;
pub mod picture;
pub mod receive;
pub mod replay;
pub mod share;
pub mod store;
