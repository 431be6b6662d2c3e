//! The game menu's state: the three games of the collection and the saved games of all three,
//! then, for Discorder and Color Brake ABAB, the choices a new game starts with (two players or
//! against the computer; who begins, or the length). Divided Loyalties has its own
//! new-game screen (its positions).

use dl_color_brake::length::{DEFAULT_LENGTH, DEFAULT_TARGET, MIN_ROUNDS};
use dl_color_brake::GameLength;
use dl_discorder::Starter;

/// Which list the menu shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuLevel {
    /// The three games and the saved games.
    Games,
    /// How a new game of Discorder starts (D1): players and who begins.
    Discorder,
    /// How a new game of Color Brake ABAB is played (C2).
    ColorBrake,
}

/// A game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Collection {
    /// Divided Loyalties: its new-game screen (positions).
    DividedLoyalties,
    /// Discorder: players and who begins.
    Discorder,
    /// Color Brake ABAB: players and length.
    ColorBrake,
}

/// Who plays a new game of Discorder or Color Brake ABAB at this terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Players {
    /// Two players share the keyboard (in Color Brake ABAB with a hand-over screen between
    /// turns, C2).
    Two,
    /// The terminal's player against the computer, which plays Black in Discorder and seat two
    /// in Color Brake ABAB.
    AgainstComputer,
}

/// One entry of a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuEntry {
    /// A game of the collection.
    Game(Collection),
    /// A saved game of the store: its id and its line.
    Saved {
        /// Its id in the store.
        id: String,
        /// The line shown.
        line: String,
    },
    /// A new game of Discorder.
    Discorder(Players, Starter),
    /// A new game of Color Brake ABAB.
    ColorBrake(Players, GameLength),
}

/// One row of a list as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuRow {
    /// The entry with this index.
    Entry(usize),
    /// The saved games' heading.
    SavedHeading,
    /// An empty row.
    Blank,
}

/// The lengths offered for a new game of Color Brake ABAB (C2), from the core's choices as on
/// the phones: the shortest game, the default length and the default target.
const LENGTHS: [GameLength; 3] = [
    GameLength::Rounds(MIN_ROUNDS),
    DEFAULT_LENGTH,
    GameLength::Target(DEFAULT_TARGET),
];

/// The state of the game menu.
#[derive(Clone, Debug)]
pub struct GameMenu {
    level: MenuLevel,
    selected: usize,
    saved: Vec<(String, String)>,
    /// The last problem with the store, shown under the list.
    pub error: Option<String>,
}

impl Default for GameMenu {
    fn default() -> GameMenu {
        GameMenu {
            level: MenuLevel::Games,
            selected: 0,
            saved: Vec::new(),
            error: None,
        }
    }
}

impl GameMenu {
    /// The list shown.
    pub fn level(&self) -> MenuLevel {
        self.level
    }

    /// Shows a list, its first entry selected.
    pub fn open(&mut self, level: MenuLevel) {
        self.level = level;
        self.selected = 0;
        self.error = None;
    }

    /// The saved games of the store (id and line), for the first list.
    pub fn set_saved(&mut self, saved: Vec<(String, String)>) {
        self.saved = saved;
        self.selected = self.selected.min(self.entries().len().saturating_sub(1));
    }

    /// The entries of the list shown.
    pub fn entries(&self) -> Vec<MenuEntry> {
        match self.level {
            MenuLevel::Games => {
                let mut entries = vec![
                    MenuEntry::Game(Collection::DividedLoyalties),
                    MenuEntry::Game(Collection::Discorder),
                    MenuEntry::Game(Collection::ColorBrake),
                ];
                entries.extend(self.saved.iter().map(|(id, line)| MenuEntry::Saved {
                    id: id.clone(),
                    line: line.clone(),
                }));
                entries
            }
            MenuLevel::Discorder => [Players::Two, Players::AgainstComputer]
                .into_iter()
                .flat_map(|p| {
                    [Starter::Yellow, Starter::Black, Starter::Random]
                        .map(|s| MenuEntry::Discorder(p, s))
                })
                .collect(),
            MenuLevel::ColorBrake => [Players::Two, Players::AgainstComputer]
                .into_iter()
                .flat_map(|p| LENGTHS.map(|l| MenuEntry::ColorBrake(p, l)))
                .collect(),
        }
    }

    /// The index of the selected entry.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The selected entry.
    pub fn selected_entry(&self) -> Option<MenuEntry> {
        self.entries().into_iter().nth(self.selected)
    }

    /// Selects an entry, if there is one at `index`.
    pub fn select(&mut self, index: usize) {
        if index < self.entries().len() {
            self.selected = index;
        }
    }

    /// Moves the selection up (negative) or down.
    pub fn move_by(&mut self, delta: isize) {
        let last = self.entries().len().saturating_sub(1);
        self.selected = self.selected.saturating_add_signed(delta).min(last);
    }

    /// The rows of the list as drawn: the entries, the saved games under their heading.
    pub fn rows(&self) -> Vec<MenuRow> {
        let entries = self.entries();
        let saved_from = entries
            .iter()
            .position(|e| matches!(e, MenuEntry::Saved { .. }));
        let mut rows = Vec::new();
        for index in 0..entries.len() {
            if Some(index) == saved_from {
                rows.extend([MenuRow::Blank, MenuRow::SavedHeading]);
            }
            rows.push(MenuRow::Entry(index));
        }
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_come_first_and_the_saved_games_under_their_heading() {
        let mut menu = GameMenu::default();
        assert_eq!(menu.rows().len(), 3);
        menu.set_saved(vec![("1-1".into(), "Discorder · turn 3".into())]);
        assert_eq!(
            menu.rows(),
            [
                MenuRow::Entry(0),
                MenuRow::Entry(1),
                MenuRow::Entry(2),
                MenuRow::Blank,
                MenuRow::SavedHeading,
                MenuRow::Entry(3),
            ]
        );
        menu.move_by(10);
        assert_eq!(
            menu.selected_entry(),
            Some(MenuEntry::Saved {
                id: "1-1".into(),
                line: "Discorder · turn 3".into()
            })
        );
        menu.set_saved(Vec::new());
        assert_eq!(menu.selected(), 2);
    }

    #[test]
    fn each_game_offers_its_own_choices() {
        let mut menu = GameMenu::default();
        menu.open(MenuLevel::Discorder);
        assert_eq!(
            menu.selected_entry(),
            Some(MenuEntry::Discorder(Players::Two, Starter::Yellow))
        );
        assert_eq!(menu.entries().len(), 6);
        menu.move_by(4);
        assert_eq!(
            menu.selected_entry(),
            Some(MenuEntry::Discorder(
                Players::AgainstComputer,
                Starter::Black
            ))
        );
        menu.open(MenuLevel::ColorBrake);
        assert_eq!(menu.entries().len(), 6);
        menu.move_by(3);
        assert_eq!(
            menu.selected_entry(),
            Some(MenuEntry::ColorBrake(
                Players::AgainstComputer,
                GameLength::Rounds(2)
            ))
        );
        menu.move_by(-10);
        assert_eq!(menu.selected(), 0);
    }

    /// C2: every length the menu offers is one the core accepts, the default among them.
    #[test]
    fn the_color_brake_lengths_are_the_cores() {
        for length in LENGTHS {
            let checked = match length {
                GameLength::Rounds(rounds) => GameLength::rounds(rounds),
                GameLength::Target(target) => GameLength::target(target),
            };
            assert_eq!(checked, Ok(length));
        }
        assert!(LENGTHS.contains(&DEFAULT_LENGTH));
    }
}
