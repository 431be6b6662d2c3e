//! The new-game screens of Discorder (D1: who begins, the opponent) and Color Brake ABAB (C2:
//! the length, the opponent): their models, their controls (kept in the settings for the next
//! new game) and their start.

use dl_app::l10n::{color_brake_length, color_brake_you_play, discorder_you_play, Label, Localize};
use dl_color_brake::record::RecordError;
use dl_color_brake::GameLength;

use super::State;
use crate::games::color_brake::{seat, ColorBrake};
use crate::games::discorder::{player, Discorder};
use crate::input::Control;
use crate::moves::{ColorBrakeLength, DiscorderStarter};
use crate::screen::{Button, Choice, NewColorBrakeModel, NewDiscorderModel};
use crate::settings::ColorBrakeChoices;
use crate::vocabulary::Side;

/// The opponents a new game offers: two players, then the computer playing the second side,
/// then the first (the player plays the other).
const OPPONENTS: [Option<Side>; 3] = [None, Some(Side::Second), Some(Side::First)];

impl ColorBrakeChoices {
    /// The length chosen (C2); the default when the kept numbers are out of bounds.
    pub(crate) fn length(self) -> GameLength {
        let chosen = if self.to_target {
            ColorBrakeLength::Target {
                points: self.target,
            }
        } else {
            ColorBrakeLength::Rounds {
                rounds: self.rounds,
            }
        };
        chosen
            .length()
            .unwrap_or(dl_color_brake::length::DEFAULT_LENGTH)
    }
}

impl State {
    /// A control of the two new-game screens; `false` when `control` is none of theirs.
    pub(crate) fn new_games_press(&mut self, control: &Control) -> bool {
        match *control {
            Control::DiscorderStarter { starter } => self.settings.discorder.starter = starter,
            Control::DiscorderOpponent { computer } => self.settings.discorder.computer = computer,
            Control::StartDiscorder => {
                let choices = self.settings.discorder;
                let game = Discorder::start(choices.starter.starter(), choices.computer);
                self.start_game(Box::new(game));
            }
            Control::ColorBrakeLength { length } => self.choose_length(length),
            Control::ColorBrakeOpponent { computer } => {
                self.settings.color_brake.computer = computer;
            }
            Control::StartColorBrake => {
                let choices = self.settings.color_brake;
                let game = ColorBrake::start(choices.length(), choices.computer);
                self.start_game(Box::new(game));
            }
            _ => return false,
        }
        true
    }

    /// Keeps `length` for the next game of Color Brake ABAB; a length outside C2's bounds is
    /// refused with a notice that says the bounds.
    fn choose_length(&mut self, length: ColorBrakeLength) {
        match length.length() {
            Ok(GameLength::Rounds(rounds)) => {
                self.settings.color_brake.to_target = false;
                self.settings.color_brake.rounds = u32::from(rounds);
            }
            Ok(GameLength::Target(points)) => {
                self.settings.color_brake.to_target = true;
                self.settings.color_brake.target = points;
            }
            Err(e) => self.tell(&RecordError::BadLength(e).text()),
        }
    }

    /// Discorder's new-game screen (D1).
    pub(crate) fn new_discorder(&self) -> NewDiscorderModel {
        let texts = &self.texts;
        let choices = self.settings.discorder;
        NewDiscorderModel {
            starter_title: texts.tr(&Label::DiscorderStarter),
            starters: DiscorderStarter::ALL
                .into_iter()
                .map(|starter| Choice {
                    button: Button::new(
                        Control::DiscorderStarter { starter },
                        texts.tr(&starter.starter()),
                    ),
                    selected: choices.starter == starter,
                })
                .collect(),
            opponent: OPPONENTS
                .into_iter()
                .map(|computer| Choice {
                    button: Button::new(
                        Control::DiscorderOpponent { computer },
                        match computer {
                            None => texts.tr(&Label::NewGameTwoPlayers),
                            Some(side) => texts.format(&discorder_you_play(player(side.other()))),
                        },
                    ),
                    selected: choices.computer == computer,
                })
                .collect(),
            start: Button::new(Control::StartDiscorder, texts.tr(&Label::NewGame)),
        }
    }

    /// Color Brake ABAB's new-game screen (C2).
    pub(crate) fn new_color_brake(&self) -> NewColorBrakeModel {
        let texts = &self.texts;
        let choices = self.settings.color_brake;
        let length = choices.length();
        let choice = |chosen: ColorBrakeLength, label: String, selected: bool| Choice {
            button: Button::new(Control::ColorBrakeLength { length: chosen }, label),
            selected,
        };
        let rounds = ColorBrakeLength::Rounds {
            rounds: choices.rounds,
        };
        let target = ColorBrakeLength::Target {
            points: choices.target,
        };
        let values = match length {
            GameLength::Rounds(_) => GameLength::round_choices()
                .map(|n| {
                    let rounds = GameLength::Rounds(n);
                    let chosen = ColorBrakeLength::Rounds {
                        rounds: u32::from(n),
                    };
                    choice(
                        chosen,
                        texts.format(&color_brake_length(rounds)),
                        rounds == length,
                    )
                })
                .collect(),
            GameLength::Target(_) => (dl_color_brake::length::MIN_TARGET
                ..=dl_color_brake::length::MAX_TARGET)
                .map(|points| {
                    let target = GameLength::Target(points);
                    let chosen = ColorBrakeLength::Target { points };
                    choice(
                        chosen,
                        texts.format(&color_brake_length(target)),
                        target == length,
                    )
                })
                .collect(),
        };
        NewColorBrakeModel {
            length_title: texts.tr(&Label::ColorBrakeLength),
            kinds: vec![
                choice(
                    rounds,
                    texts.tr(&Label::ColorBrakeRounds),
                    matches!(length, GameLength::Rounds(_)),
                ),
                choice(
                    target,
                    texts.tr(&Label::ColorBrakeTarget),
                    matches!(length, GameLength::Target(_)),
                ),
            ],
            length: texts.format(&color_brake_length(length)),
            values,
            opponent: OPPONENTS
                .into_iter()
                .map(|computer| Choice {
                    button: Button::new(
                        Control::ColorBrakeOpponent { computer },
                        match computer {
                            None => texts.tr(&Label::NewGameTwoPlayers),
                            Some(side) => texts.format(&color_brake_you_play(seat(side.other()))),
                        },
                    ),
                    selected: choices.computer == computer,
                })
                .collect(),
            start: Button::new(Control::StartColorBrake, texts.tr(&Label::NewGame)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c2_a_kept_length_out_of_bounds_falls_back_to_the_default() {
        let mut choices = ColorBrakeChoices::default();
        assert_eq!(choices.length(), GameLength::Rounds(4));
        choices.rounds = 7;
        assert_eq!(choices.length(), dl_color_brake::length::DEFAULT_LENGTH);
        choices.to_target = true;
        choices.target = 30;
        assert_eq!(choices.length(), GameLength::Target(30));
    }
}
