//! What lies on the grid: stones and bridges, with an index of the doubled-coordinate points
//! that bridges occupy so the R6 conflict test is a few look-ups.

use crate::color::{Color, Loyalty, Player};
use crate::geometry::{Cell, Line};

/// A bridge on the board (R5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bridge {
    /// The cells from end to end.
    pub line: Line,
    /// Blue or Yellow (scoring, R5.4) or Red.
    pub kind: Loyalty,
    /// Whether a red bridge has cut it (R6).
    pub cut: bool,
    /// The player who formed it.
    pub formed_by: Player,
}

const NO_BRIDGE: u16 = u16::MAX;

/// The most bridges one line can conflict with, counted from the index: a line of 4 occupies 5
/// points (3 midpoints, 2 inner stone centres), each held by at most 2 bridges.
pub const MAX_CONFLICTS: usize = 10;

/// The eight steps to a cell's neighbours: for each direction `Direction::ALL[i]` the step
/// forwards (number `2i`) and backwards (number `2i + 1`).
const STEPS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// What R5.5 and R6 say about a new line against the bridges on the board, for a scoring and
/// a red bridge at once (the cut list aside).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Crossing {
    /// It shares two or more stones with a non-cut bridge (R5.5).
    pub shares_two_with_uncut: bool,
    /// It conflicts with some bridge (R6).
    pub conflicts: bool,
    /// It conflicts with a red bridge or a cut bridge (R6).
    pub conflicts_red_or_cut: bool,
}

/// Stones and bridges on a grid of a given size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    width: u8,
    height: u8,
    stones: Vec<Option<Color>>,
    bridges: Vec<Bridge>,
    /// For every doubled-coordinate point (2W × 2H): the bridges holding it as a midpoint or
    /// as an inner stone centre. Legal play puts at most two bridges on one point (a cut
    /// scoring bridge and the red bridge that cut it, R6).
    points: Vec<[u16; 2]>,
    /// For every cell and each of the eight `STEPS`: how many cells in a row from the cell
    /// (excluded) hold a stone, counting at most 3 (the most a bridge holds beside one of its
    /// cells). Kept up to date as stones come and go, so that the rows a cell could complete
    /// are seen without walking the grid.
    runs: Vec<[u8; 8]>,
}

impl Board {
    /// An empty board of `width` × `height` cells.
    pub fn new(width: u8, height: u8) -> Board {
        let cells = width as usize * height as usize;
        Board {
            width,
            height,
            stones: vec![None; cells],
            bridges: Vec::new(),
            points: vec![[NO_BRIDGE; 2]; 4 * cells],
            runs: vec![[0; 8]; cells],
        }
    }

    /// For each of the eight steps (number `2i` forwards in direction `Direction::ALL[i]`,
    /// `2i + 1` backwards): how many cells in a row from `cell` (excluded) hold a stone, at
    /// most 3. All 0 outside the grid.
    pub(crate) fn runs(&self, cell: Cell) -> [u8; 8] {
        self.cell_index(cell)
            .and_then(|i| self.runs.get(i).copied())
            .unwrap_or([0; 8])
    }

    /// Brings the runs of the cells behind `cell` up to date after its stone came or went:
    /// for each step, the cells up to 3 steps back whose row of stones reaches `cell`.
    fn update_runs(&mut self, cell: Cell) {
        let (width, height) = (i32::from(self.width), i32::from(self.height));
        let Some(index) = self.cell_index(cell) else {
            return;
        };
        let occupied = self.stones.get(index).is_some_and(Option::is_some);
        let beyond = self.runs.get(index).copied().unwrap_or([0; 8]);
        for (step, (dx, dy)) in STEPS.into_iter().enumerate() {
            for k in 1..=3 {
                let (x, y) = (i32::from(cell.x) - k * dx, i32::from(cell.y) - k * dy);
                if x < 0 || y < 0 || x >= width || y >= height {
                    break;
                }
                // The k - 1 cells between must hold stones for the row to reach `cell`.
                if k > 1 {
                    let between = ((y + dy) * width + x + dx) as usize;
                    if !self.has_stone_at(between) {
                        break;
                    }
                }
                let run = if occupied {
                    (k as u8 + beyond[step]).min(3)
                } else {
                    k as u8 - 1
                };
                if let Some(r) = self.runs.get_mut((y * width + x) as usize) {
                    r[step] = run;
                }
            }
        }
    }

    fn cell_index(&self, cell: Cell) -> Option<usize> {
        (cell.x < self.width && cell.y < self.height)
            .then(|| cell.y as usize * self.width as usize + cell.x as usize)
    }

    fn point_index(&self, (x, y): (i32, i32)) -> usize {
        y as usize * 2 * self.width as usize + x as usize
    }

    /// The stone on a cell, if any; `None` outside the grid.
    pub fn stone(&self, cell: Cell) -> Option<Color> {
        self.cell_index(cell).and_then(|i| self.stones[i])
    }

    /// The stone on the cell with row-major index `index`, if any.
    pub(crate) fn stone_at(&self, index: usize) -> Option<Color> {
        self.stones.get(index).copied().flatten()
    }

    /// Whether the cell with row-major index `index` holds a stone.
    pub(crate) fn has_stone_at(&self, index: usize) -> bool {
        matches!(self.stones.get(index), Some(Some(_)))
    }

    /// The colours of the first `n` (at most 3) cells in a row from `cell` (excluded) in the
    /// step `(dx, dy)`, nearest first; the caller knows from [`Board::runs`] that they hold
    /// stones.
    pub(crate) fn stones_in_a_row(&self, cell: Cell, (dx, dy): (i32, i32), n: usize) -> [Color; 3] {
        let width = i32::from(self.width);
        let mut index = i32::from(cell.y) * width + i32::from(cell.x);
        let mut colors = [Color::Blue; 3];
        for color in colors.iter_mut().take(n) {
            index += dy * width + dx;
            if let Some(Some(c)) = self.stones.get(index as usize) {
                *color = *c;
            }
        }
        colors
    }

    /// Puts a stone on an empty in-grid cell (legality is the caller's, see `rules`).
    pub(crate) fn put_stone(&mut self, cell: Cell, color: Color) {
        if let Some(i) = self.cell_index(cell) {
            self.stones[i] = Some(color);
            self.update_runs(cell);
        }
    }

    /// Takes the stone off a cell.
    pub(crate) fn remove_stone(&mut self, cell: Cell) -> Option<Color> {
        let color = self.cell_index(cell).and_then(|i| self.stones[i].take());
        if color.is_some() {
            self.update_runs(cell);
        }
        color
    }

    /// Every bridge, in the order they were formed.
    pub fn bridges(&self) -> &[Bridge] {
        &self.bridges
    }

    /// The occupied doubled-coordinate points of a line: its midpoints and inner stone centres.
    fn occupied_points(line: &Line) -> impl Iterator<Item = (i32, i32)> + '_ {
        line.midpoints()
            .chain(line.inner_cells().map(Cell::doubled))
    }

    /// Indices of the bridges that conflict with `line` under R6 (shared midpoint, or shared
    /// stone inner to both), each once, in the order of the line's points: at most
    /// [`MAX_CONFLICTS`].
    pub fn conflicting_bridges(&self, line: &Line) -> impl Iterator<Item = usize> {
        let mut found: [u16; MAX_CONFLICTS] = [NO_BRIDGE; MAX_CONFLICTS];
        let mut n = 0;
        // Every slot of every occupied point: at most MAX_CONFLICTS, so `found` holds them all.
        let slots = Self::occupied_points(line)
            .filter_map(|p| self.points.get(self.point_index(p)))
            .flatten();
        for &b in slots {
            if b != NO_BRIDGE && !found[..n].contains(&b) {
                if let Some(slot) = found.get_mut(n) {
                    *slot = b;
                    n += 1;
                }
            }
        }
        found.into_iter().take(n).map(usize::from)
    }

    /// R5.5 and R6 for `line` as a scoring and as a red bridge, in one pass over the points it
    /// would occupy: whether it shares two stones with a non-cut bridge (two lines share two
    /// stones exactly when they run in the same direction and share a midpoint), and the kinds
    /// and cut marks of [`Board::conflicting_bridges`].
    pub(crate) fn crossing(&self, line: &Line) -> Crossing {
        let mut crossing = Crossing::default();
        if self.bridges.is_empty() {
            return crossing;
        }
        // The points are start + k·step in doubled coordinates, k = 1 … 2·len − 3: odd k are
        // the midpoints, even k the inner stone centres.
        let (dx, dy) = line.direction().step();
        let first = self.point_index(line.start().doubled()) as isize;
        let stride = (dy * 2 * i32::from(self.width) + dx) as isize;
        for k in 1..2 * line.len() as isize - 2 {
            let Some(slots) = self.points.get((first + k * stride) as usize) else {
                continue;
            };
            if *slots == [NO_BRIDGE; 2] {
                continue;
            }
            for &b in slots {
                let Some(other) = self.bridges.get(usize::from(b)) else {
                    continue;
                };
                crossing.conflicts = true;
                if other.cut || other.kind == Loyalty::Red {
                    crossing.conflicts_red_or_cut = true;
                }
                if k % 2 == 1 && !other.cut && other.line.direction() == line.direction() {
                    crossing.shares_two_with_uncut = true;
                }
            }
        }
        crossing
    }

    /// Adds a bridge (legality is the caller's) and returns its index.
    pub(crate) fn add_bridge(&mut self, bridge: Bridge) -> usize {
        let index = self.bridges.len();
        for p in Self::occupied_points(&bridge.line) {
            let i = self.point_index(p);
            let slots = self.points.get_mut(i).into_iter().flatten();
            if let Some(slot) = slots.into_iter().find(|s| **s == NO_BRIDGE) {
                *slot = index as u16;
            }
        }
        self.bridges.push(bridge);
        index
    }

    /// Removes the most recently formed bridge.
    pub(crate) fn pop_bridge(&mut self) -> Option<Bridge> {
        let bridge = self.bridges.pop()?;
        let index = self.bridges.len() as u16;
        for p in Self::occupied_points(&bridge.line) {
            let i = self.point_index(p);
            for slot in self
                .points
                .get_mut(i)
                .into_iter()
                .flatten()
                .filter(|s| **s == index)
            {
                *slot = NO_BRIDGE;
            }
        }
        Some(bridge)
    }

    /// Sets or clears the cut mark of a bridge.
    pub(crate) fn set_cut(&mut self, index: usize, cut: bool) {
        if let Some(b) = self.bridges.get_mut(index) {
            b.cut = cut;
        }
    }

    /// Whether a non-cut bridge runs through `cell` (R4.3).
    pub fn has_uncut_bridge_through(&self, cell: Cell) -> bool {
        self.bridges.iter().any(|b| !b.cut && b.line.contains(cell))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Direction;

    /// Every line of 3 or 4 cells inside an `n` × `n` window.
    fn all_lines(n: u8) -> Vec<Line> {
        let mut lines = Vec::new();
        for x in 0..n {
            for y in 0..n {
                for dir in Direction::ALL {
                    for len in [3, 4] {
                        lines.extend(Line::from_start(Cell::new(x, y), dir, len, n, n));
                    }
                }
            }
        }
        lines
    }

    fn bridge(line: Line) -> Bridge {
        Bridge {
            line,
            kind: Loyalty::Blue,
            cut: false,
            formed_by: Player::Blue,
        }
    }

    #[test]
    fn r6_the_indexed_tests_agree_with_the_literal_ones_for_every_pair_in_a_9x9_window() {
        let lines = all_lines(9);
        assert_eq!(lines.len(), 404);
        let mut conflicts = 0;
        for a in &lines {
            let mut board = Board::new(9, 9);
            assert_eq!(board.add_bridge(bridge(*a)), 0);
            for b in &lines {
                let indexed: Vec<usize> = board.conflicting_bridges(b).collect();
                let literal = a.conflicts_with(b);
                assert_eq!(
                    indexed,
                    if literal { vec![0] } else { vec![] },
                    "{a} vs {b}"
                );
                conflicts += usize::from(literal);
                assert_eq!(
                    board.crossing(b),
                    Crossing {
                        shares_two_with_uncut: a.shared_cells(b) >= 2,
                        conflicts: literal,
                        conflicts_red_or_cut: false,
                    },
                    "{a} vs {b}"
                );
            }
            // A cut bridge still conflicts (R6) but no longer counts for R5.5.
            board.set_cut(0, true);
            for b in &lines {
                assert_eq!(
                    board.conflicting_bridges(b).count(),
                    usize::from(a.conflicts_with(b))
                );
                let literal = a.conflicts_with(b);
                assert_eq!(
                    board.crossing(b),
                    Crossing {
                        shares_two_with_uncut: false,
                        conflicts: literal,
                        conflicts_red_or_cut: literal,
                    },
                    "{a} vs {b}"
                );
            }
            // Taking the bridge off empties the index.
            assert!(board.pop_bridge().is_some());
            assert!(lines
                .iter()
                .all(|b| board.conflicting_bridges(b).next().is_none()));
        }
        // Ordered pairs, a bridge paired with itself included: 2 × 3870 + 404.
        assert_eq!(conflicts, 2 * 3870 + 404);
    }

    #[test]
    fn r6_the_index_reports_each_conflicting_bridge_once_in_any_order_of_formation() {
        // A cut scoring bridge and the red bridge that cut it hold the same point (2, 2).
        let mut board = Board::new(9, 9);
        let scoring = Line::between(Cell::new(0, 1), Cell::new(2, 1)).unwrap();
        let red = Line::between(Cell::new(1, 0), Cell::new(1, 2)).unwrap();
        board.add_bridge(bridge(scoring));
        board.set_cut(0, true);
        board.add_bridge(Bridge {
            kind: Loyalty::Red,
            ..bridge(red)
        });
        let across = Line::between(Cell::new(0, 0), Cell::new(2, 2)).unwrap();
        let mut found: Vec<usize> = board.conflicting_bridges(&across).collect();
        found.sort();
        assert_eq!(found, [0, 1]);
        assert_eq!(board.pop_bridge().map(|b| b.kind), Some(Loyalty::Red));
        assert_eq!(board.conflicting_bridges(&across).collect::<Vec<_>>(), [0]);
    }
}

#[cfg(test)]
mod run_tests {
    use super::*;

    /// The runs of `cell`, walking the grid.
    fn walked_runs(board: &Board, cell: Cell) -> [u8; 8] {
        let mut runs = [0u8; 8];
        for (step, (dx, dy)) in STEPS.into_iter().enumerate() {
            let (mut x, mut y) = (i32::from(cell.x), i32::from(cell.y));
            while runs[step] < 3 {
                x += dx;
                y += dy;
                let inside = (0..i32::from(board.width)).contains(&x)
                    && (0..i32::from(board.height)).contains(&y);
                if !inside || board.stone(Cell::new(x as u8, y as u8)).is_none() {
                    break;
                }
                runs[step] += 1;
            }
        }
        runs
    }

    #[test]
    fn runs_follow_stones_on_and_off() {
        let mut board = Board::new(7, 6);
        let centre = Cell::new(3, 3);
        assert_eq!(board.runs(centre), [0; 8]);
        board.put_stone(Cell::new(4, 3), Color::Red);
        board.put_stone(Cell::new(5, 3), Color::Red);
        board.put_stone(Cell::new(2, 4), Color::Blue);
        // East: 2 stones; south-west (backwards along north-east): 1.
        assert_eq!(board.runs(centre), [2, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(board.runs(Cell::new(9, 9)), [0; 8]);
        // A pseudo-random walk of puts and removals, checked against walking the grid.
        let cells: Vec<Cell> = (0..6)
            .flat_map(|y| (0..7).map(move |x| Cell::new(x, y)))
            .collect();
        let mut seed = 12345u32;
        for _ in 0..2000 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let cell = cells[(seed >> 8) as usize % cells.len()];
            if board.stone(cell).is_some() {
                board.remove_stone(cell);
            } else {
                board.put_stone(cell, Color::Green);
            }
            for &c in &cells {
                assert_eq!(board.runs(c), walked_runs(&board, c), "{c} after {cell}");
            }
        }
    }
}
