//! The rules for players (issue 10): short sections in every language — a turn, bridges,
//! loyalty, red bridges and cutting, dots, sets, scoring, the end — written for players from
//! RULES.md (R1–R8, R11), each with a small example board as data: a tiny position (R9 CSV)
//! and the actions played on it, which the board picture renders. The texts are the catalogs'
//! `rules-<topic>-title`, `rules-<topic>-1` … and `rules-<topic>-example` (the caption).

use std::sync::Arc;

use dl_core::position_csv::{read_positions, PositionCsvError};
use dl_core::record::save_game;
use dl_core::{Action, Cell, Color, Game, Refusal};

use super::localizer::Localizer;
use super::text::Text;

/// A section of the rules for players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleTopic {
    /// What a turn is (R4).
    Turn,
    /// Bridges (R5).
    Bridges,
    /// The three loyalty sets (R1, R5.4).
    Loyalty,
    /// Red bridges and cutting (R6).
    Red,
    /// Dots (R4.3).
    Dots,
    /// Sets of stones (R3).
    Sets,
    /// Scoring (R7).
    Scoring,
    /// The end of the game and undo (R8, R11).
    End,
}

impl RuleTopic {
    /// The sections in reading order.
    pub const ALL: [RuleTopic; 8] = [
        RuleTopic::Turn,
        RuleTopic::Bridges,
        RuleTopic::Loyalty,
        RuleTopic::Red,
        RuleTopic::Dots,
        RuleTopic::Sets,
        RuleTopic::Scoring,
        RuleTopic::End,
    ];

    /// The key in the catalogs' ids: `rules-<key>-title`.
    pub fn key(self) -> &'static str {
        match self {
            RuleTopic::Turn => "turn",
            RuleTopic::Bridges => "bridges",
            RuleTopic::Loyalty => "loyalty",
            RuleTopic::Red => "red",
            RuleTopic::Dots => "dots",
            RuleTopic::Sets => "sets",
            RuleTopic::Scoring => "scoring",
            RuleTopic::End => "end",
        }
    }

    /// How many paragraphs the section has (the same in every language).
    pub fn paragraph_count(self) -> usize {
        match self {
            RuleTopic::Bridges | RuleTopic::End => 3,
            _ => 2,
        }
    }

    /// The section's title.
    pub fn title(self) -> Text {
        Text::new(format!("rules-{}-title", self.key()))
    }

    /// The section's paragraphs.
    pub fn paragraphs(self) -> Vec<Text> {
        (1..=self.paragraph_count())
            .map(|n| Text::new(format!("rules-{}-{n}", self.key())))
            .collect()
    }

    /// The caption of the section's example board.
    pub fn caption(self) -> Text {
        Text::new(format!("rules-{}-example", self.key()))
    }

    /// The section's example board.
    pub fn example(self) -> RuleExample {
        match self {
            RuleTopic::Turn => RuleExample {
                csv: SMALL_BOARD,
                actions: TURN,
            },
            RuleTopic::Bridges => RuleExample {
                csv: SMALL_BOARD,
                actions: BRIDGES,
            },
            RuleTopic::Loyalty => RuleExample {
                csv: SMALL_BOARD,
                actions: LOYALTY,
            },
            RuleTopic::Red => RuleExample {
                csv: SQUARE_BOARD,
                actions: RED,
            },
            RuleTopic::Dots => RuleExample {
                csv: DOT_BOARD,
                actions: DOTS,
            },
            RuleTopic::Sets => RuleExample {
                csv: SMALL_BOARD,
                actions: SETS,
            },
            RuleTopic::Scoring => RuleExample {
                csv: TWO_REGIONS,
                actions: SCORING,
            },
            RuleTopic::End => RuleExample {
                csv: SMALL_BOARD,
                actions: END,
            },
        }
    }
}

/// An example board: a position and the actions played on it from the start, Blue first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleExample {
    /// The position, as a position file (R9).
    pub csv: &'static str,
    /// The actions, in order.
    pub actions: &'static [Action],
}

/// Why an example board could not be built (never, for the examples here: a test builds each).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleExampleError {
    /// The position file was refused.
    #[error("the example position: {0}")]
    Position(#[from] PositionCsvError),
    /// The file holds no position.
    #[error("the example position file holds no position")]
    NoPosition,
    /// An action was refused.
    #[error("example action {index}: {refusal}")]
    Action {
        /// Its index, 0-based.
        index: usize,
        /// Why.
        refusal: Refusal,
    },
}

impl RuleExample {
    /// The game the example shows: its actions played on its position.
    pub fn game(&self) -> Result<Game, RuleExampleError> {
        let position = read_positions(self.csv.as_bytes())?
            .into_iter()
            .next()
            .ok_or(RuleExampleError::NoPosition)?;
        let rounds = position.default_rounds();
        Game::replay(Arc::new(position), rounds, self.actions)
            .map_err(|(index, refusal)| RuleExampleError::Action { index, refusal })
    }

    /// The example as a saved game (the app's JSON), which a shell opens like any saved game
    /// to paint the board.
    pub fn saved_game(&self) -> Result<String, RuleExampleError> {
        Ok(save_game(&self.game()?, None))
    }
}

/// A section in the chosen language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSection {
    /// Which section.
    pub topic: RuleTopic,
    /// Its title.
    pub title: String,
    /// Its paragraphs.
    pub paragraphs: Vec<String>,
    /// The caption of its example board.
    pub caption: String,
    /// Its example board.
    pub example: RuleExample,
}

impl Localizer {
    /// The rules for players, every section in the chosen language.
    pub fn rules(&self) -> Vec<RuleSection> {
        RuleTopic::ALL
            .into_iter()
            .map(|topic| RuleSection {
                topic,
                title: self.format(&topic.title()),
                paragraphs: topic.paragraphs().iter().map(|p| self.format(p)).collect(),
                caption: self.format(&topic.caption()),
                example: topic.example(),
            })
            .collect()
    }
}

/// One region of 5 × 4 cells.
const SMALL_BOARD: &str = "position_id,position_name,row,c0,c1,c2,c3,c4
1,Example,0,S1,S1,S1,S1,S1
1,Example,1,S1,S1,S1,S1,S1
1,Example,2,S1,S1,S1,S1,S1
1,Example,3,S1,S1,S1,S1,S1
";

/// One region of 6 × 5 cells.
const SQUARE_BOARD: &str = "position_id,position_name,row,c0,c1,c2,c3,c4,c5
1,Example,0,W1,W1,W1,W1,W1,W1
1,Example,1,W1,W1,W1,W1,W1,W1
1,Example,2,W1,W1,W1,W1,W1,W1
1,Example,3,W1,W1,W1,W1,W1,W1
1,Example,4,W1,W1,W1,W1,W1,W1
";

/// A region of 3 × 3 cells with a dot beside its middle row.
const DOT_BOARD: &str = "position_id,position_name,row,c0,c1,c2,c3
1,Example,0,G1,G1,G1,.
1,Example,1,G1,G1,G1,o
1,Example,2,G1,G1,G1,.
";

/// Two regions side by side, each 2 × 4 cells.
const TWO_REGIONS: &str = "position_id,position_name,row,c0,c1,c2,c3
1,Example,0,S1,S1,W1,W1
1,Example,1,S1,S1,W1,W1
1,Example,2,S1,S1,W1,W1
1,Example,3,S1,S1,W1,W1
";

const fn place(x: u8, y: u8, color: Color) -> Action {
    Action::Place {
        cell: Cell::new(x, y),
        color,
    }
}

const fn bridge(from: (u8, u8), to: (u8, u8)) -> Action {
    Action::Bridge {
        from: Cell::new(from.0, from.1),
        to: Cell::new(to.0, to.1),
    }
}

const END_TURN: Action = Action::EndTurn;

/// Blue places, Yellow answers (R4.1).
const TURN: &[Action] = &[
    place(1, 1, Color::Blue),
    END_TURN,
    place(3, 2, Color::Yellow),
];

/// Blue, purple and green in a row: a blue bridge (R5, R5.4).
const BRIDGES: &[Action] = &[
    place(1, 1, Color::Blue),
    END_TURN,
    place(1, 3, Color::Yellow),
    END_TURN,
    place(2, 1, Color::Purple),
    END_TURN,
    place(3, 3, Color::Yellow),
    END_TURN,
    place(3, 1, Color::Green),
    bridge((1, 1), (3, 1)),
];

/// Yellow uses the green stone that Blue placed (R1, R5.4).
const LOYALTY: &[Action] = &[
    place(2, 1, Color::Green),
    END_TURN,
    place(1, 1, Color::Yellow),
    END_TURN,
    place(2, 3, Color::Blue),
    END_TURN,
    place(3, 1, Color::Orange),
    bridge((1, 1), (3, 1)),
];

/// A red bridge crosses Blue's diagonal between two cells and cuts it (R6).
const RED: &[Action] = &[
    place(1, 1, Color::Blue),
    END_TURN,
    place(4, 1, Color::Red),
    END_TURN,
    place(2, 2, Color::Purple),
    END_TURN,
    place(3, 2, Color::Purple),
    END_TURN,
    place(3, 3, Color::Green),
    bridge((1, 1), (3, 3)),
    END_TURN,
    place(2, 3, Color::Orange),
    bridge((4, 1), (2, 3)),
];

/// A green stone on the dot completes Blue's bridge (R4.3).
const DOTS: &[Action] = &[
    place(1, 1, Color::Blue),
    END_TURN,
    place(0, 2, Color::Yellow),
    END_TURN,
    place(2, 1, Color::Purple),
    END_TURN,
    place(2, 2, Color::Yellow),
    END_TURN,
    place(3, 1, Color::Green),
    bridge((1, 1), (3, 1)),
];

/// Blue places the three purple stones of its set, Yellow its three orange ones (R3).
const SETS: &[Action] = &[
    place(0, 0, Color::Purple),
    END_TURN,
    place(0, 3, Color::Orange),
    END_TURN,
    place(2, 0, Color::Purple),
    END_TURN,
    place(2, 3, Color::Orange),
    END_TURN,
    place(4, 0, Color::Purple),
    END_TURN,
    place(4, 3, Color::Orange),
    END_TURN,
];

/// A bridge of four stones whose inner stones lie in two regions (R7).
const SCORING: &[Action] = &[
    place(0, 1, Color::Blue),
    END_TURN,
    place(0, 3, Color::Yellow),
    END_TURN,
    place(1, 1, Color::Purple),
    END_TURN,
    place(3, 3, Color::Yellow),
    END_TURN,
    place(3, 1, Color::Green),
    END_TURN,
    place(1, 3, Color::Orange),
    END_TURN,
    place(2, 1, Color::Blue),
    bridge((0, 1), (3, 1)),
];

/// A short game that the players agree to end (R8).
const END: &[Action] = &[
    place(1, 1, Color::Blue),
    END_TURN,
    place(1, 3, Color::Yellow),
    END_TURN,
    place(2, 1, Color::Purple),
    END_TURN,
    place(3, 3, Color::Yellow),
    END_TURN,
    place(3, 1, Color::Green),
    bridge((1, 1), (3, 1)),
    END_TURN,
    Action::AgreeEnd,
];

#[cfg(test)]
mod tests {
    use dl_core::game::EndReason;
    use dl_core::{Loyalty, Player};

    use super::*;

    fn game(topic: RuleTopic) -> Game {
        match topic.example().game() {
            Ok(game) => game,
            Err(e) => panic!("{topic:?}: {e}"),
        }
    }

    #[test]
    fn every_example_is_a_legal_game_and_a_saved_game() {
        for topic in RuleTopic::ALL {
            let game = game(topic);
            assert!(game.action_count() > 0, "{topic:?}");
            let saved = topic.example().saved_game();
            let loaded = saved.map(|json| dl_core::record::load_game(json.as_bytes()));
            match loaded {
                Ok(Ok(saved)) => assert_eq!(saved.game.actions(), game.actions(), "{topic:?}"),
                other => panic!("{topic:?}: {other:?}"),
            }
        }
    }

    /// R5, R5.4, R1: the bridges and loyalty examples each form one scoring bridge.
    #[test]
    fn the_bridge_examples_form_the_bridge_their_caption_names() {
        let blue = game(RuleTopic::Bridges);
        let bridges: Vec<_> = blue.board().bridges().to_vec();
        assert_eq!(bridges.len(), 1);
        assert_eq!(bridges[0].kind, Loyalty::Blue);
        let yellow = game(RuleTopic::Loyalty);
        let bridges: Vec<_> = yellow.board().bridges().to_vec();
        assert_eq!((bridges.len(), bridges[0].kind), (1, Loyalty::Yellow));
        assert_eq!(yellow.score(Player::Yellow).bridges, 1);
    }

    /// R6: the red bridge cuts Blue's diagonal without sharing a stone.
    #[test]
    fn the_red_example_cuts_the_blue_bridge() {
        let game = game(RuleTopic::Red);
        let bridges = game.board().bridges();
        assert_eq!(bridges.len(), 2);
        assert!(bridges[0].cut && bridges[0].kind == Loyalty::Blue);
        assert!(!bridges[1].cut && bridges[1].kind == Loyalty::Red);
        assert_eq!(game.score(Player::Blue).total(), 0);
    }

    /// R4.3: the stone on the dot is part of the bridge, so it stays.
    #[test]
    fn the_dot_example_bridges_through_the_dot() {
        let mut game = game(RuleTopic::Dots);
        assert_eq!(game.dot_stone_to_return(), None);
        assert!(game.end_turn().is_ok());
        assert!(game.board().stone(Cell::new(3, 1)).is_some());
    }

    /// R3: Blue's set holds three purple stones, all placed.
    #[test]
    fn the_sets_example_uses_the_three_purple_stones() {
        let game = game(RuleTopic::Sets);
        assert_eq!(game.supply(Player::Blue)[Color::Purple.index()], 0);
        assert_eq!(game.supply(Player::Yellow)[Color::Orange.index()], 0);
    }

    /// R7: a 4-bridge over two regions scores 2 bridge points and 2 region points.
    #[test]
    fn the_scoring_example_scores_as_its_caption_says() {
        let score = game(RuleTopic::Scoring).score(Player::Blue);
        assert_eq!((score.bridges, score.regions), (2, 2));
    }

    /// R8, R7: the end example is over by agreement, Blue winning 2–0 as its caption says.
    #[test]
    fn the_end_example_is_over_by_agreement() {
        let game = game(RuleTopic::End);
        assert_eq!(game.end_reason(), Some(EndReason::Agreed));
        let totals = (
            game.score(Player::Blue).total(),
            game.score(Player::Yellow).total(),
        );
        assert_eq!(totals, (2, 0));
    }
}
