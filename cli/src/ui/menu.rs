//! The new-game screen's state: the 12 built-ins grouped as 4-round and 3-round positions, the
//! player's positions (from the store, or read from CSV files when there is no store), the
//! saved games to resume, the number of rounds, the opponent (two players or the computer, its
//! side and level), and the file path being typed.

use std::sync::Arc;

use dl_app::l10n::Label;
use dl_core::computer::Level;
use dl_core::opponent::Opponent;
use dl_core::{builtin_positions, Player, Position, Rounds};

/// One row of the new-game list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuRow {
    /// A group title.
    Header(Label),
    /// The entry with this index.
    Entry(usize),
    /// An empty row.
    Blank,
}

/// What an entry of the list starts.
#[derive(Clone, Debug, PartialEq)]
pub enum MenuItem {
    /// A new game on a position: a built-in, or the player's (with its id in the store).
    Position {
        /// The position.
        position: Arc<Position>,
        /// Its id in the store, for the player's positions kept there.
        library_id: Option<String>,
    },
    /// A saved game to resume.
    Saved {
        /// Its id in the store.
        id: String,
        /// The line shown.
        line: String,
    },
}

/// The state of the new-game screen.
#[derive(Clone, Debug)]
pub struct NewGameMenu {
    entries: Vec<MenuItem>,
    builtins: usize,
    /// The player's positions, after the built-ins.
    own: usize,
    selected: usize,
    rounds: Rounds,
    opponent: Option<Opponent>,
    /// The CSV path being typed, when typing.
    pub path_input: Option<String>,
    /// The last problem with a file or the store.
    pub error: Option<String>,
}

impl Default for NewGameMenu {
    fn default() -> NewGameMenu {
        let entries: Vec<MenuItem> = builtin_positions()
            .iter()
            .map(|p| MenuItem::Position {
                position: Arc::new(p.clone()),
                library_id: None,
            })
            .collect();
        let mut menu = NewGameMenu {
            builtins: entries.len(),
            own: 0,
            entries,
            selected: 0,
            rounds: Rounds::Four,
            opponent: None,
            path_input: None,
            error: None,
        };
        menu.select(0);
        menu
    }
}

impl NewGameMenu {
    /// Every entry: built-ins, the player's positions, the saved games.
    pub fn entries(&self) -> &[MenuItem] {
        &self.entries
    }

    /// The index of the selected entry.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The selected entry.
    pub fn selected_item(&self) -> Option<&MenuItem> {
        self.entries.get(self.selected)
    }

    /// The number of rounds a new game will have (R3).
    pub fn rounds(&self) -> Rounds {
        self.rounds
    }

    /// Sets the number of rounds (R3).
    pub fn set_rounds(&mut self, rounds: Rounds) {
        self.rounds = rounds;
    }

    /// Who a new game is against: `None` for two players, else the computer (issue 11).
    pub fn opponent(&self) -> Option<Opponent> {
        self.opponent
    }

    /// Sets who a new game is against (the current game's opponent when the screen opens).
    pub fn set_opponent(&mut self, opponent: Option<Opponent>) {
        self.opponent = opponent;
    }

    /// The next opponent choice: two players → the computer playing Yellow (the player has
    /// Blue, who begins, R1) → the computer playing Blue → two players. The level stays.
    pub fn cycle_opponent(&mut self) {
        let level = self.opponent.map_or(Level::Medium, |o| o.level);
        self.opponent = match self.opponent.map(|o| o.side) {
            None => Some(Opponent {
                side: Player::Yellow,
                level,
            }),
            Some(Player::Yellow) => Some(Opponent {
                side: Player::Blue,
                level,
            }),
            Some(Player::Blue) => None,
        };
    }

    /// The next level of the computer (easy → medium → hard → easy); nothing for two players.
    pub fn cycle_level(&mut self) {
        if let Some(opponent) = self.opponent.as_mut() {
            opponent.level = match opponent.level {
                Level::Easy => Level::Medium,
                Level::Medium => Level::Hard,
                Level::Hard => Level::Easy,
            };
        }
    }

    /// Selects an entry; for a position, the rounds go back to its default.
    pub fn select(&mut self, index: usize) {
        if let Some(item) = self.entries.get(index) {
            self.selected = index;
            if let MenuItem::Position { position, .. } = item {
                self.rounds = position.default_rounds();
            }
        }
    }

    /// Moves the selection up (negative) or down.
    pub fn move_by(&mut self, delta: isize) {
        let last = self.entries.len().saturating_sub(1);
        let next = self.selected.saturating_add_signed(delta).min(last);
        self.select(next);
    }

    /// Selects the entry of a position with the same name and board, if offered.
    pub fn select_matching(&mut self, position: &Position) {
        let found = self.entries.iter().position(|item| match item {
            MenuItem::Position { position: p, .. } => {
                p.name() == position.name() && p.same_board(position)
            }
            MenuItem::Saved { .. } => false,
        });
        if let Some(i) = found {
            self.select(i);
        }
    }

    /// Adds positions read from a file (without a store) and selects the first of them.
    pub fn add_custom(&mut self, positions: Vec<Position>) {
        let at = self.builtins + self.own;
        let added = positions.len();
        self.entries.splice(
            at..at,
            positions.into_iter().map(|p| MenuItem::Position {
                position: Arc::new(p),
                library_id: None,
            }),
        );
        self.own += added;
        self.select(at);
    }

    /// Shows the store's lists: the player's positions (id and position) and the saved games
    /// (id and line). The selection stays on the same row number where possible.
    pub fn set_store_lists(
        &mut self,
        library: Vec<(String, Arc<Position>)>,
        saved: Vec<(String, String)>,
    ) {
        self.entries.truncate(self.builtins);
        self.own = library.len();
        self.entries.extend(
            library
                .into_iter()
                .map(|(id, position)| MenuItem::Position {
                    position,
                    library_id: Some(id),
                }),
        );
        self.entries.extend(
            saved
                .into_iter()
                .map(|(id, line)| MenuItem::Saved { id, line }),
        );
        self.selected = self.selected.min(self.entries.len().saturating_sub(1));
    }

    /// The rows of the list as drawn: groups with titles.
    pub fn rows(&self) -> Vec<MenuRow> {
        let mut rows = vec![MenuRow::Header(Label::NewGameFourRounds)];
        let split = self
            .entries
            .iter()
            .take(self.builtins)
            .position(|item| match item {
                MenuItem::Position { position, .. } => position.default_rounds() == Rounds::Three,
                MenuItem::Saved { .. } => false,
            })
            .unwrap_or(self.builtins);
        rows.extend((0..split).map(MenuRow::Entry));
        rows.push(MenuRow::Blank);
        rows.push(MenuRow::Header(Label::NewGameThreeRounds));
        rows.extend((split..self.builtins).map(MenuRow::Entry));
        let own_end = self.builtins + self.own;
        if self.own > 0 {
            rows.push(MenuRow::Blank);
            rows.push(MenuRow::Header(Label::NewGameMyPositions));
            rows.extend((self.builtins..own_end).map(MenuRow::Entry));
        }
        if self.entries.len() > own_end {
            rows.push(MenuRow::Blank);
            rows.push(MenuRow::Header(Label::TitleSavedGames));
            rows.extend((own_end..self.entries.len()).map(MenuRow::Entry));
        }
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(item: Option<&MenuItem>) -> String {
        match item {
            Some(MenuItem::Position { position, .. }) => position.name().to_owned(),
            Some(MenuItem::Saved { line, .. }) => line.clone(),
            None => String::new(),
        }
    }

    #[test]
    fn the_built_ins_are_grouped_by_rounds() {
        let menu = NewGameMenu::default();
        let rows = menu.rows();
        assert_eq!(rows[0], MenuRow::Header(Label::NewGameFourRounds));
        assert_eq!(
            rows[1..7],
            (0..6).map(MenuRow::Entry).collect::<Vec<_>>()[..]
        );
        assert_eq!(rows[8], MenuRow::Header(Label::NewGameThreeRounds));
        assert_eq!(rows.len(), 15);
        assert_eq!(menu.rounds(), Rounds::Four);
    }

    #[test]
    fn selection_sets_default_rounds_and_rounds_can_be_chosen() {
        let mut menu = NewGameMenu::default();
        menu.move_by(7);
        assert_eq!(name(menu.selected_item()), "Horseshoes");
        assert_eq!(menu.rounds(), Rounds::Three);
        menu.set_rounds(Rounds::Four);
        assert_eq!(menu.rounds(), Rounds::Four);
        menu.move_by(-100);
        assert_eq!(menu.selected(), 0);
        menu.move_by(100);
        assert_eq!(menu.selected(), 11);
    }

    #[test]
    fn the_players_positions_and_the_saved_games_follow_the_built_ins() {
        let mut menu = NewGameMenu::default();
        let own = Arc::new(dl_core::builtin(3).unwrap().clone());
        menu.set_store_lists(
            vec![("5-1".into(), own)],
            vec![("7-1".into(), "Octopus · turn 4".into())],
        );
        let rows = menu.rows();
        assert_eq!(
            rows[15..],
            [
                MenuRow::Blank,
                MenuRow::Header(Label::NewGameMyPositions),
                MenuRow::Entry(12),
                MenuRow::Blank,
                MenuRow::Header(Label::TitleSavedGames),
                MenuRow::Entry(13),
            ]
        );
        menu.move_by(100);
        assert_eq!(
            menu.selected_item(),
            Some(&MenuItem::Saved {
                id: "7-1".into(),
                line: "Octopus · turn 4".into()
            })
        );
        menu.set_store_lists(Vec::new(), Vec::new());
        assert_eq!(menu.rows().len(), 15);
        assert_eq!(menu.selected(), 11);
    }
}
