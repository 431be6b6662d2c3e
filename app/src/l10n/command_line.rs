//! The texts of `dl-cli`'s command line: its help, in the player's language, and the errors of
//! its arguments. The options themselves (`--position KEY`) are the same in every language; the
//! catalogs' ids are `terminal-help-…` and `terminal-usage-…`.

use super::label::labels;
use super::text::Text;

labels! {
    /// A text of the command line without arguments; [`CommandLineLabel::id`] is its catalog
    /// message id.
    CommandLineLabel {
        /// “Divided Loyalties, Discorder and Color Brake ABAB in the terminal.” (`terminal-help-title`).
        HelpTitle => "terminal-help-title",
        /// “Usage:” (`terminal-help-usage`).
        HelpUsage => "terminal-help-usage",
        /// “Options of the game:” (`terminal-help-options`).
        HelpOptions => "terminal-help-options",
        /// What `dl-cli` alone does (`terminal-help-default`).
        HelpDefault => "terminal-help-default",
        /// What `--game GAME` does (`terminal-help-game`).
        HelpGame => "terminal-help-game",
        /// What `--new` does (`terminal-help-new`).
        HelpNew => "terminal-help-new",
        /// What `--position KEY` does (`terminal-help-position`).
        HelpPosition => "terminal-help-position",
        /// What `--rounds 3|4` does (R3) (`terminal-help-rounds`).
        HelpRounds => "terminal-help-rounds",
        /// What `--computer blue|yellow` does (`terminal-help-computer`).
        HelpComputer => "terminal-help-computer",
        /// What `--level` does (`terminal-help-level`).
        HelpLevel => "terminal-help-level",
        /// What `--open FILE|LINK` does (`terminal-help-open`).
        HelpOpen => "terminal-help-open",
        /// What `--out DIR` does (`terminal-help-out`).
        HelpOut => "terminal-help-out",
        /// What `--room R --name N` does, issue 23 (`terminal-help-room`).
        HelpRoom => "terminal-help-room",
        /// What `--peer-server URL` does, issue 23 (`terminal-help-peer-server`).
        HelpPeerServer => "terminal-help-peer-server",
        /// What `dl-cli script` does (`terminal-help-script`).
        HelpScript => "terminal-help-script",
        /// “this help” (`terminal-help-help`).
        HelpHelp => "terminal-help-help",
        /// “Use only one of --new, --position, --open and --game.” (`terminal-usage-one-start`).
        UsageOneStart => "terminal-usage-one-start",
        /// “script takes no option but --store and --peer-server.” (`terminal-usage-script-options`).
        UsageScriptOptions => "terminal-usage-script-options",
        /// “picture takes a game file or link and …” (`terminal-usage-picture-files`).
        UsagePictureFiles => "terminal-usage-picture-files",
        /// “dl-cli --help lists what the command line takes.” (`terminal-usage-see-help`).
        UsageSeeHelp => "terminal-usage-see-help",
    }
}

/// What `--lang TAG` does; `languages` lists the tags the game has.
pub fn help_lang(languages: &str) -> Text {
    Text::new("terminal-help-lang").verbatim("languages", languages)
}

/// What `dl-cli picture` does, with the picture's allowed and default widths in pixels
/// (written as typed on the command line, without a thousands separator).
pub fn help_picture(min: u32, max: u32, default: u32) -> Text {
    Text::new("terminal-help-picture")
        .verbatim("min", min.to_string())
        .verbatim("max", max.to_string())
        .verbatim("default", default.to_string())
}

/// Where games and positions are kept: the first of three places that is set.
pub fn help_data(first: &str, second: &str, third: &str) -> Text {
    Text::new("terminal-help-data")
        .verbatim("first", first)
        .verbatim("second", second)
        .verbatim("third", third)
}

/// An option given without its value.
pub fn usage_missing_value(option: &str) -> Text {
    Text::new("terminal-usage-missing-value").verbatim("option", option)
}

/// An option given a value it does not take; `allowed` lists the values it takes.
pub fn usage_one_of(option: &str, allowed: &str) -> Text {
    Text::new("terminal-usage-one-of")
        .verbatim("option", option)
        .verbatim("allowed", allowed)
}

/// An argument that is no option here.
pub fn usage_unexpected(argument: &str) -> Text {
    Text::new("terminal-usage-unexpected").verbatim("argument", argument)
}

/// An option given without the one it goes with.
pub fn usage_goes_with(option: &str, with: &str) -> Text {
    Text::new("terminal-usage-goes-with")
        .verbatim("option", option)
        .verbatim("with", with)
}
