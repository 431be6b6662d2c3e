//! The texts the app state machine (dl-ui) adds around the games for every shell: the game
//! screen's subtitle, opponent line, points and thinking line, the game chooser's "continue",
//! and the notices about games kept, unsaved changes and an unreadable settings file.

use dl_core::computer::Level;
use dl_core::scoring::Score;
use dl_core::Player;

use super::text::Text;

/// "Octopus · 4 rounds".
pub fn game_subtitle(position: &str, rounds: u8) -> Text {
    Text::new("game-subtitle")
        .verbatim("position", position)
        .number("count", rounds)
}

/// "Against the computer (Hard) · You play Blue": `player` is the one at the device.
pub fn game_opponent(level: Level, player: Player) -> Text {
    Text::new("game-opponent")
        .key("level", level.name())
        .key("player", player.name())
}

/// "Bridges 4 · Regions 3 · Total 7" (R7).
pub fn panel_points(score: Score) -> Text {
    Text::new("panel-points")
        .number("bridges", score.bridges)
        .number("regions", score.regions)
        .number("total", score.total())
}

/// "Yellow (computer)": the side the computer plays.
pub fn panel_computer_player(player: Player) -> Text {
    Text::new("panel-computer-player").key("player", player.name())
}

/// "The computer is thinking… 40 %": `permille` is the thousandths of its time used.
pub fn game_thinking(permille: u32) -> Text {
    Text::new("game-thinking").number("percent", permille.min(1000) / 10)
}

/// The new-game screen's choice "You play Blue" (the computer plays the other side).
pub fn new_game_you_play_side(player: Player) -> Text {
    Text::new("new-game-you-play-side").key("player", player.name())
}

/// The game chooser's "Continue: Octopus".
pub fn games_continue(name: &str) -> Text {
    Text::new("games-continue").verbatim("name", name)
}

/// Two reports shown as one notice, one under the other.
pub fn notice_lines(first: Text, next: Text) -> Text {
    Text::new("notice-lines")
        .nested("first", first)
        .nested("next", next)
}

/// The settings file could not be read (`problem`) and was kept aside as `path`.
pub fn notice_state_unreadable(path: &str, problem: Text) -> Text {
    Text::new("notice-state-unreadable")
        .verbatim("path", path)
        .nested("problem", problem)
}

/// "The unfinished game is kept in Saved games."
pub fn notice_previous_saved() -> Text {
    Text::new("notice-previous-saved")
}

/// "The finished game is kept in Finished games."
pub fn notice_previous_finished() -> Text {
    Text::new("notice-previous-finished")
}

/// The current game could not be written (`problem`); it is kept and written again.
pub fn notice_unsaved(problem: Text) -> Text {
    Text::new("notice-unsaved").nested("problem", problem)
}
