//! `dl-cli --help` in the player's language: each command and option as it is typed (the same
//! in every language), beside what it does, wrapped to the terminal's usual 80 columns.

use dl_app::l10n::command_line::{help_data, help_lang, help_picture, CommandLineLabel};
use dl_app::l10n::{Language, Localize, Localizer};
use dl_app::picture::{MAX_PICTURE_SIZE, MIN_PICTURE_SIZE, SHARE_PICTURE_SIZE};

use crate::data_dir::DATA_DIR_ENV;
use crate::tui::wrap::{width, wrap};

/// The width the help is wrapped to.
const LINE: usize = 80;
/// Where the descriptions start.
const COLUMN: usize = 32;

/// The help, formatted by `texts`.
pub fn help(texts: &Localizer) -> String {
    use CommandLineLabel::*;
    let label = |label: CommandLineLabel| texts.format(&label.text());
    let languages: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
    let commands = [
        ("dl-cli", label(HelpDefault)),
        (
            "dl-cli script [--store DIR] [--peer-server URL]",
            label(HelpScript),
        ),
        (
            "dl-cli picture FILE|LINK OUT.png [--dark] [--size N]",
            texts.format(&help_picture(
                MIN_PICTURE_SIZE,
                MAX_PICTURE_SIZE,
                SHARE_PICTURE_SIZE,
            )),
        ),
        ("dl-cli --help", label(HelpHelp)),
    ];
    let options = [
        ("--game GAME", label(HelpGame)),
        ("--new", label(HelpNew)),
        ("--position KEY", label(HelpPosition)),
        ("--rounds 3|4", label(HelpRounds)),
        ("--computer blue|yellow", label(HelpComputer)),
        ("--level easy|medium|hard", label(HelpLevel)),
        ("--open FILE|LINK", label(HelpOpen)),
        ("--out DIR", label(HelpOut)),
        ("--room R --name N", label(HelpRoom)),
        ("--peer-server URL", label(HelpPeerServer)),
        (
            "--lang TAG",
            texts.format(&help_lang(&languages.join(", "))),
        ),
    ];
    let data = texts.format(&help_data(
        &format!("${DATA_DIR_ENV}"),
        "$XDG_DATA_HOME/divided-loyalties",
        "~/.local/share/divided-loyalties",
    ));
    let mut out = format!("{}\n\n{}\n", label(HelpTitle), label(HelpUsage));
    rows(&mut out, &commands);
    out.push('\n');
    out.push_str(&label(HelpOptions));
    out.push('\n');
    rows(&mut out, &options);
    out.push('\n');
    for line in wrap(&data, LINE) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Each `(syntax, description)` as a row: the syntax indented, the description wrapped in its
/// column, starting on the next line when the syntax is too long for its column.
fn rows(out: &mut String, rows: &[(&str, String)]) {
    for (syntax, description) in rows {
        let mut lines = wrap(description, LINE - COLUMN).into_iter();
        let first = format!("  {syntax}");
        if width(&first) + 1 < COLUMN {
            let pad = COLUMN - width(&first);
            out.push_str(&format!(
                "{first}{:pad$}{}\n",
                "",
                lines.next().unwrap_or_default()
            ));
        } else {
            out.push_str(&first);
            out.push('\n');
        }
        for line in lines {
            out.push_str(&format!("{:COLUMN$}{line}\n", ""));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_shows_every_option_within_80_columns() {
        for language in Language::ALL {
            let text = help(&Localizer::for_language(language));
            for option in [
                "--position KEY",
                "--lang TAG",
                "dl-cli script [--store DIR] [--peer-server URL]",
            ] {
                assert!(text.contains(option), "{language:?}: {option}\n{text}");
            }
            for line in text.lines() {
                assert!(width(line) <= LINE, "{language:?}: {line}");
            }
        }
        let german = help(&Localizer::for_language(Language::De));
        assert!(german.contains("die Sprache: de, en, fr"), "{german}");
        assert!(german.contains("(64–4096, sonst"), "{german}");
    }
}
