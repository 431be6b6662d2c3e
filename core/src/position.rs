//! Positions: the grid of region cells, dots and empty cells (R2), the built-ins (R9) and
//! their slugs (R10).

use std::sync::OnceLock;

use crate::geometry::Cell;
use crate::position_csv::{read_positions, PositionCsvError};
use crate::rounds::Rounds;

/// The drawing shade of a region, chosen by the first letter of its token (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shade {
    /// Tokens starting with `S`.
    Dark,
    /// Tokens starting with `W`, and any letter other than `S` and `G`.
    Medium,
    /// Tokens starting with `G`.
    Light,
}

impl Shade {
    /// The shade of a region token (R2).
    pub fn of_token(token: &str) -> Shade {
        match token.chars().next().map(|c| c.to_ascii_uppercase()) {
            Some('S') => Shade::Dark,
            Some('G') => Shade::Light,
            _ => Shade::Medium,
        }
    }
}

/// A region (board piece): every distinct token is a separate region (R2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    /// The token as written in the position file, e.g. `S1`.
    pub token: String,
    /// The drawing shade.
    pub shade: Shade,
}

/// What a cell of the grid is (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellKind {
    /// No stone may ever go here.
    Empty,
    /// An off-board cell where a stone may go only under R4.3.
    Dot,
    /// A cell of the region with this index in [`Position::regions`].
    Region(u16),
}

/// A starting position: grid, regions and dots (R2), with its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    number: Option<u8>,
    name: String,
    width: u8,
    height: u8,
    cells: Vec<CellKind>,
    regions: Vec<Region>,
    /// Row-major indices of the cells where a stone may ever go (region cells and dots).
    playable: Vec<u16>,
}

impl Position {
    /// Builds a position from its cells; `cells` is indexed `y * width + x`.
    ///
    /// Callers (the CSV reader) guarantee `cells.len() == width * height` and that every
    /// `CellKind::Region(i)` indexes `regions`.
    pub(crate) fn from_parts(
        number: Option<u8>,
        name: String,
        width: u8,
        height: u8,
        cells: Vec<CellKind>,
        regions: Vec<Region>,
    ) -> Position {
        debug_assert_eq!(cells.len(), width as usize * height as usize);
        // At most 255 × 255 cells, so every index fits in a u16.
        let playable = (0..cells.len())
            .filter(|&i| cells[i] != CellKind::Empty)
            .map(|i| i as u16)
            .collect();
        Position {
            number,
            name,
            width,
            height,
            cells,
            regions,
            playable,
        }
    }

    /// The built-in number 1–12, or `None` for a custom position (R9).
    pub fn number(&self) -> Option<u8> {
        self.number
    }

    /// The position's name, e.g. "Up the Stairs".
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The slug of the name (R10).
    pub fn slug(&self) -> String {
        slug(&self.name)
    }

    /// Default number of sets per player: 4 for built-ins 1–6, else 3 (R3).
    pub fn default_rounds(&self) -> Rounds {
        match self.number {
            Some(1..=6) => Rounds::Four,
            _ => Rounds::Three,
        }
    }

    /// Grid width: largest x of a region cell or dot, plus 2 (R2).
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Grid height: largest y of a region cell or dot, plus 2 (R2).
    pub fn height(&self) -> u8 {
        self.height
    }

    /// Number of cells of the grid.
    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    /// Index of an in-grid cell in row-major order.
    pub fn index(&self, cell: Cell) -> usize {
        cell.y as usize * self.width as usize + cell.x as usize
    }

    /// The cell at a row-major index.
    pub fn cell_at(&self, index: usize) -> Cell {
        let w = self.width as usize;
        Cell::new((index % w) as u8, (index / w) as u8)
    }

    /// Whether the cell lies inside the grid.
    pub fn contains(&self, cell: Cell) -> bool {
        cell.x < self.width && cell.y < self.height
    }

    /// What the cell is; cells outside the grid are `Empty`.
    pub fn kind(&self, cell: Cell) -> CellKind {
        if self.contains(cell) {
            self.cells[self.index(cell)]
        } else {
            CellKind::Empty
        }
    }

    /// The kind of every cell, row-major.
    pub fn kinds(&self) -> &[CellKind] {
        &self.cells
    }

    /// Row-major indices (see [`Position::index`]) of the region cells and dots: the cells
    /// where a stone may ever go.
    pub fn playable_indices(&self) -> &[u16] {
        &self.playable
    }

    /// The regions; `CellKind::Region(i)` refers to `regions()[i]`.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// All cells of the grid in row-major order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.cells.len()).map(|i| self.cell_at(i))
    }

    /// Returns the same grid under another name, as a custom position (no number).
    pub fn renamed(mut self, name: String) -> Position {
        self.number = None;
        self.name = name;
        self
    }

    /// Whether both positions have the same grid, regions (tokens) and dots, whatever their
    /// names and numbers.
    pub fn same_board(&self, other: &Position) -> bool {
        self.width == other.width
            && self.height == other.height
            && self
                .cells
                .iter()
                .zip(&other.cells)
                .all(|(a, b)| match (a, b) {
                    (CellKind::Region(i), CellKind::Region(j)) => {
                        self.regions[*i as usize].token == other.regions[*j as usize].token
                    }
                    _ => a == b,
                })
    }
}

/// The slug of a name (R10): lower-case, accents removed, every run of characters other than
/// a–z and 0–9 turned into one `-`, leading and trailing `-` dropped.
pub fn slug(name: &str) -> String {
    use unicode_normalization::{char::is_combining_mark, UnicodeNormalization};
    let mut out = String::with_capacity(name.len());
    let mut pending_dash = false;
    for c in name
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
    {
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            if pending_dash && !out.is_empty() {
                out.push('-');
            }
            pending_dash = false;
            out.push(c);
        } else {
            pending_dash = true;
        }
    }
    out
}

const BUILTIN_CSV: &str = include_str!("../../positions/builtin.csv");

/// The 12 built-in positions (R9), parsed once from the CSV embedded at compile time.
pub fn builtin_positions() -> &'static [Position] {
    static BUILTINS: OnceLock<Vec<Position>> = OnceLock::new();
    BUILTINS.get_or_init(|| match parse_builtins() {
        Ok(positions) => positions,
        Err(e) => panic!("the embedded positions/builtin.csv is invalid: {e}"),
    })
}

fn parse_builtins() -> Result<Vec<Position>, PositionCsvError> {
    let positions = read_positions(BUILTIN_CSV.as_bytes())?;
    Ok(positions
        .into_iter()
        .enumerate()
        .map(|(i, mut p)| {
            p.number = Some(i as u8 + 1);
            p
        })
        .collect())
}

/// The built-in position with number 1–12 (R9).
pub fn builtin(number: u8) -> Option<&'static Position> {
    builtin_positions()
        .iter()
        .find(|p| p.number == Some(number))
}

/// The built-in that `position` is, if any: the one with the same name and the same board
/// (grid, region tokens and dots). This is the one answer to "is this position the built-in
/// N?" (R9, R10): a renamed copy or an edited grid is a custom position.
pub fn builtin_match(position: &Position) -> Option<&'static Position> {
    builtin_positions()
        .iter()
        .find(|b| b.name == position.name && b.same_board(position))
}

/// `position` as the built-in it is ([`builtin_match`]), with its number; otherwise unchanged.
/// Every reader of positions from outside (CSV, saved games, web saves) passes its result here.
pub fn recognise_builtin(position: Position) -> Position {
    builtin_match(&position).cloned().unwrap_or(position)
}

/// The built-in position whose slug (R10) or number (as text) is `key`.
pub fn builtin_by_key(key: &str) -> Option<&'static Position> {
    if let Ok(n) = key.trim().parse::<u8>() {
        return builtin(n);
    }
    let wanted = slug(key);
    builtin_positions().iter().find(|p| p.slug() == wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r9_twelve_builtins_load_with_their_names_in_order() {
        let names: Vec<&str> = builtin_positions().iter().map(|p| p.name()).collect();
        assert_eq!(
            names,
            [
                "Up the Stairs",
                "Octopus",
                "Wind wheel",
                "Gentle kiss",
                "Utopia",
                "E M 3 W",
                "Pyramid",
                "Horseshoes",
                "SwissCross",
                "Picasso",
                "AlmostADiamond",
                "Frankenstein"
            ]
        );
        for (i, p) in builtin_positions().iter().enumerate() {
            assert_eq!(p.number(), Some(i as u8 + 1));
        }
    }

    #[test]
    fn r3_builtins_one_to_six_are_four_round_and_seven_to_twelve_three_round() {
        for p in builtin_positions() {
            let expected = if p.number().unwrap() <= 6 { 4 } else { 3 };
            assert_eq!(p.default_rounds().count(), expected, "{}", p.name());
        }
    }

    #[test]
    fn r2_grid_size_is_largest_used_coordinate_plus_two() {
        let stairs = builtin(1).unwrap();
        // Up the Stairs: largest x used is 14 (column c14 of row 3? dots at x = 14), largest y is 15.
        assert_eq!((stairs.width(), stairs.height()), (16, 17));
        assert_eq!(stairs.kind(Cell::new(13, 3)), CellKind::Region(0));
        assert_eq!(stairs.regions()[0].token, "W4");
        assert_eq!(stairs.kind(Cell::new(12, 3)), CellKind::Dot);
        assert_eq!(stairs.kind(Cell::new(0, 0)), CellKind::Empty);
    }

    #[test]
    fn r2_shade_comes_from_the_first_letter() {
        assert_eq!(Shade::of_token("S1"), Shade::Dark);
        assert_eq!(Shade::of_token("W3"), Shade::Medium);
        assert_eq!(Shade::of_token("G2"), Shade::Light);
        assert_eq!(Shade::of_token("X9"), Shade::Medium);
    }

    #[test]
    fn r10_slugs_follow_the_rule_and_are_unique() {
        assert_eq!(slug("E M 3 W"), "e-m-3-w");
        assert_eq!(slug("Up the Stairs"), "up-the-stairs");
        assert_eq!(slug("  Étoile  du Nord!! "), "etoile-du-nord");
        assert_eq!(slug("Ходи"), "");
        let mut slugs: Vec<String> = builtin_positions().iter().map(|p| p.slug()).collect();
        assert_eq!(
            slugs,
            [
                "up-the-stairs",
                "octopus",
                "wind-wheel",
                "gentle-kiss",
                "utopia",
                "e-m-3-w",
                "pyramid",
                "horseshoes",
                "swisscross",
                "picasso",
                "almostadiamond",
                "frankenstein"
            ]
        );
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), 12);
    }

    #[test]
    fn r10_builtins_are_found_by_number_or_slug() {
        assert_eq!(builtin_by_key("6").unwrap().name(), "E M 3 W");
        assert_eq!(builtin_by_key("e-m-3-w").unwrap().name(), "E M 3 W");
        assert_eq!(builtin_by_key("Octopus").unwrap().number(), Some(2));
        assert!(builtin_by_key("13").is_none());
        assert!(builtin_by_key("nowhere").is_none());
    }
}
