//! What only the OS can do, asked of the shell once each ([`crate::App::take_effects`]).
//! Saving is not among them: the app writes its store itself.

use serde::{Deserialize, Serialize};

/// One thing for the shell to carry out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Effect {
    /// Open the system share sheet with these items (WhatsApp often keeps only one of a text
    /// and a file: each share control asks for what it names).
    Share {
        /// What to share.
        items: Vec<ShareItem>,
    },
    /// Have the screen reader say this text, in this language.
    Announce {
        /// The text.
        text: String,
        /// Its language, a BCP 47 tag, for the screen reader's voice.
        language: String,
    },
    /// A short vibration.
    Haptic {
        /// Which.
        kind: HapticKind,
    },
    /// Open this address in the browser.
    OpenUrl {
        /// The address.
        url: String,
    },
    /// Set the app's own language in the OS (Android 13+, iOS); `None` follows the system.
    SetAppLanguage {
        /// A BCP 47 tag, or `None`.
        tag: Option<String>,
    },
    /// Cover (or uncover) the app's picture in the app switcher: Color Brake ABAB's hand is on
    /// screen.
    CoverHidden {
        /// Whether hidden information is on screen.
        on: bool,
    },
    /// Open the system's file picker for one file of these MIME types (Android
    /// `ActivityResultContracts.OpenDocument`, iOS `.fileImporter`); the file the player picks
    /// comes back as [`crate::Input::ReceivedFile`], and nothing when the picker is cancelled.
    PickFile {
        /// The MIME types offered, the most specific first (`text/csv` first).
        mime_types: Vec<String>,
    },
    /// Keep the display on (or let it sleep again): a game is on screen, where a player may
    /// think for minutes without touching it.
    KeepScreenOn {
        /// Whether the display stays on.
        on: bool,
    },
}

/// One item of a share.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "item", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ShareItem {
    /// A text (a message, a link).
    Text {
        /// The text.
        text: String,
    },
    /// A file.
    File {
        /// Its file name.
        name: String,
        /// Its MIME type.
        mime: String,
        /// Its bytes (base64 in JSON).
        #[serde(with = "crate::bytes_json")]
        bytes: Vec<u8>,
    },
}

/// The kinds of vibration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum HapticKind {
    /// An action was refused.
    Refused,
    /// A stone or tile was placed, a bridge formed.
    Played,
    /// The game is over.
    GameOver,
}
