//! The names and types of shared files: `<slug>.csv`, `<slug>.png` for a position, and
//! `<slug>-<yyyy-mm-dd-hhmm>.dlgame.json` and pictures stamped alike for a game and a result,
//! so that shares made at different minutes never collide in a friend's downloads.

use dl_core::Position;

/// The MIME type of a position file (R9).
pub const CSV_MIME: &str = "text/csv";
/// The MIME type of a game file.
pub const GAME_MIME: &str = "application/json";
/// The MIME type of a picture.
pub const PNG_MIME: &str = "image/png";
/// What a game file's name ends with.
pub const GAME_FILE_SUFFIX: &str = ".dlgame.json";
/// The Uniform Type Identifier of a game file on iOS: the system types a file by its last
/// extension only, so `*.dlgame.json` is `public.json`, which the app opens as an alternate
/// handler. A type of the app's own would never match its own files (issue 22, iOS 3);
/// `tests/ios/app_checks.py` holds `Info.plist` to this.
pub const GAME_UTTYPE: &str = "public.json";
/// The Uniform Type Identifier of a position file on iOS.
pub const CSV_UTTYPE: &str = "public.comma-separated-values-text";

/// The sharer's local time, read by the caller from its clock; only its digits go into file
/// names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalTime {
    /// The year, e.g. 2025.
    pub year: u16,
    /// The month, 1–12.
    pub month: u8,
    /// The day of the month, 1–31.
    pub day: u8,
    /// The hour, 0–23.
    pub hour: u8,
    /// The minute, 0–59.
    pub minute: u8,
}

impl LocalTime {
    /// `yyyy-mm-dd-hhmm`.
    pub fn stamp(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}-{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }
}

/// The start of every file name of a share of `position`: its slug (R10), or `position` for a
/// name without a letter or digit a–z, 0–9.
pub fn file_stem(position: &Position) -> String {
    match position.slug() {
        slug if slug.is_empty() => "position".to_owned(),
        slug => slug,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stamp_has_fixed_width_digits() {
        let t = LocalTime {
            year: 2025,
            month: 3,
            day: 4,
            hour: 9,
            minute: 5,
        };
        assert_eq!(t.stamp(), "2025-03-04-0905");
    }

    #[test]
    fn r10_file_stems_are_slugs_or_position() {
        let octopus = dl_core::builtin(2).unwrap();
        assert_eq!(file_stem(octopus), "octopus");
        let unnamed = octopus.clone().renamed("東京".to_owned());
        assert_eq!(file_stem(&unnamed), "position");
    }
}
