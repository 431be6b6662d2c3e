//! The new-game screen's state: the 12 built-ins grouped as 4-round and 3-round positions, the
//! positions loaded from CSV files, the number of rounds, and the file path being typed.

use std::sync::Arc;

use dl_core::{builtin_positions, Position, Rounds};

/// One row of the new-game list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuRow {
    /// A group title.
    Header(&'static str),
    /// The entry with this index.
    Entry(usize),
    /// An empty row.
    Blank,
}

/// The state of the new-game screen.
#[derive(Clone, Debug)]
pub struct NewGameMenu {
    entries: Vec<Arc<Position>>,
    builtins: usize,
    selected: usize,
    rounds: Rounds,
    /// The CSV path being typed, when typing.
    pub path_input: Option<String>,
    /// The last problem with a CSV file.
    pub error: Option<String>,
}

impl Default for NewGameMenu {
    fn default() -> NewGameMenu {
        let entries: Vec<Arc<Position>> = builtin_positions()
            .iter()
            .map(|p| Arc::new(p.clone()))
            .collect();
        let mut menu = NewGameMenu {
            builtins: entries.len(),
            entries,
            selected: 0,
            rounds: Rounds::Four,
            path_input: None,
            error: None,
        };
        menu.select(0);
        menu
    }
}

impl NewGameMenu {
    /// Every position offered, built-ins first.
    pub fn entries(&self) -> &[Arc<Position>] {
        &self.entries
    }

    /// The index of the selected position.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The selected position.
    pub fn selected_position(&self) -> Option<&Arc<Position>> {
        self.entries.get(self.selected)
    }

    /// The number of rounds the game will have (R3).
    pub fn rounds(&self) -> Rounds {
        self.rounds
    }

    /// Sets the number of rounds (R3).
    pub fn set_rounds(&mut self, rounds: Rounds) {
        self.rounds = rounds;
    }

    /// Selects an entry; the rounds go back to the position's default.
    pub fn select(&mut self, index: usize) {
        if let Some(position) = self.entries.get(index) {
            self.selected = index;
            self.rounds = position.default_rounds();
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
        if let Some(i) = self
            .entries
            .iter()
            .position(|p| p.name() == position.name() && p.same_board(position))
        {
            self.select(i);
        }
    }

    /// Adds positions read from a file and selects the first of them.
    pub fn add_custom(&mut self, positions: Vec<Position>) {
        let first = self.entries.len();
        self.entries.extend(positions.into_iter().map(Arc::new));
        self.select(first);
    }

    /// The rows of the list as drawn: groups with titles.
    pub fn rows(&self) -> Vec<MenuRow> {
        let mut rows = vec![MenuRow::Header("4-round positions")];
        let split = self
            .entries
            .iter()
            .take(self.builtins)
            .position(|p| p.default_rounds() == Rounds::Three)
            .unwrap_or(self.builtins);
        rows.extend((0..split).map(MenuRow::Entry));
        rows.push(MenuRow::Blank);
        rows.push(MenuRow::Header("3-round positions"));
        rows.extend((split..self.builtins).map(MenuRow::Entry));
        if self.entries.len() > self.builtins {
            rows.push(MenuRow::Blank);
            rows.push(MenuRow::Header("From CSV files"));
            rows.extend((self.builtins..self.entries.len()).map(MenuRow::Entry));
        }
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_ins_are_grouped_by_rounds() {
        let menu = NewGameMenu::default();
        let rows = menu.rows();
        assert_eq!(rows[0], MenuRow::Header("4-round positions"));
        assert_eq!(
            rows[1..7],
            (0..6).map(MenuRow::Entry).collect::<Vec<_>>()[..]
        );
        assert_eq!(rows[8], MenuRow::Header("3-round positions"));
        assert_eq!(rows.len(), 15);
        assert_eq!(menu.rounds(), Rounds::Four);
    }

    #[test]
    fn selection_sets_default_rounds_and_rounds_can_be_chosen() {
        let mut menu = NewGameMenu::default();
        menu.move_by(7);
        assert_eq!(menu.selected_position().unwrap().name(), "Horseshoes");
        assert_eq!(menu.rounds(), Rounds::Three);
        menu.set_rounds(Rounds::Four);
        assert_eq!(menu.rounds(), Rounds::Four);
        menu.move_by(-100);
        assert_eq!(menu.selected(), 0);
        menu.move_by(100);
        assert_eq!(menu.selected(), 11);
    }
}
