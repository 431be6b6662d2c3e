//! What can be wrong with the command line, each with the option concerned, formatted for the
//! player by dl-app's catalogs (`terminal-usage-…`); the English `Display` is for logs and tests.

use dl_app::l10n::command_line::{
    usage_goes_with, usage_missing_value, usage_one_of, usage_unexpected, CommandLineLabel,
};
use dl_app::l10n::{Localize, Text};

/// A command line that cannot be understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UsageError {
    /// An option given without its value.
    #[error("{option} needs a value")]
    MissingValue {
        /// The option.
        option: &'static str,
    },
    /// An option given a value it does not take.
    #[error("{option} is one of: {allowed}")]
    NotOneOf {
        /// The option.
        option: &'static str,
        /// The values it takes, as written on the command line.
        allowed: &'static str,
    },
    /// An argument that is no option here.
    #[error("unexpected argument \"{argument}\"")]
    Unexpected {
        /// The argument as given.
        argument: String,
    },
    /// An option given without the one it goes with.
    #[error("{option} goes with {with}")]
    GoesWith {
        /// The option.
        option: &'static str,
        /// The option it needs.
        with: &'static str,
    },
    /// More than one of the options that choose the game to start.
    #[error("use only one of --new, --position, --open and --game")]
    OneStart,
    /// `script` with an option other than `--store` and `--peer-server`.
    #[error("script takes only --store and --peer-server")]
    ScriptOptions,
    /// `picture` without exactly an input and an output.
    #[error("picture takes a file or link and an output .png")]
    PictureFiles,
}

impl UsageError {
    /// The player's text.
    pub fn text(&self) -> Text {
        match self {
            UsageError::MissingValue { option } => usage_missing_value(option),
            UsageError::NotOneOf { option, allowed } => usage_one_of(option, allowed),
            UsageError::Unexpected { argument } => usage_unexpected(argument),
            UsageError::GoesWith { option, with } => usage_goes_with(option, with),
            UsageError::OneStart => CommandLineLabel::UsageOneStart.text(),
            UsageError::ScriptOptions => CommandLineLabel::UsageScriptOptions.text(),
            UsageError::PictureFiles => CommandLineLabel::UsagePictureFiles.text(),
        }
    }
}
