//! What the playouts keep beside the game so that a turn of the playout policy costs little
//! (issue 24): the rows lacking one stone whose colours could still make a bridge, kept up to
//! date stone by stone instead of looked for on every empty cell each turn, and the empty
//! region cells, where any stone of the supply may go (R4.1). The rules decide: the colours
//! that complete a row are [`row_completing_colors`] (R5.3, R5.4), worked out once when the row
//! comes to lack one stone, since its stones stay while it does; whether the bridges on the
//! board allow it is [`crossing_allows`] (R5.5, R6), asked each time.

use std::sync::Arc;

use crate::board::{Board, Bridge, Crossing};
use crate::color::{Color, ColorSet, Loyalty, Player};
use crate::game::Game;
use crate::geometry::{Cell, Direction, Line};
use crate::position::{CellKind, Position};
use crate::rules::{crossing_allows, row_completing_colors, Completions};

use super::threats::{line_worth, Threat};

/// Marks a line that is not in the list of open lines, or a cell not in the list of free ones.
const ABSENT: u32 = u32::MAX;

/// Every line of a position whose cells may all hold stones (region cells and dots): the only
/// lines a bridge may ever lie on (R2, R5.2), with the lines through each cell.
#[derive(Clone, Debug)]
struct LineTable {
    position: Arc<Position>,
    lines: Vec<Line>,
    /// Each line's smallest box in doubled coordinates ([`doubled_box`]).
    boxes: Vec<[i32; 4]>,
    /// The row-major indices of each line's cells, from its start.
    cells: Vec<[u16; 4]>,
    /// For the cell with row-major index `i`, `through[starts[i]..starts[i + 1]]` are the
    /// lines that hold it.
    starts: Vec<u32>,
    through: Vec<u32>,
}

impl LineTable {
    fn new(position: &Arc<Position>) -> LineTable {
        let (w, h) = (position.width(), position.height());
        let (width, height) = (i32::from(w), i32::from(h));
        let kinds = position.kinds();
        let playable = |i: i32| kinds.get(i as usize).is_some_and(|k| *k != CellKind::Empty);
        let mut lines = Vec::new();
        let mut boxes = Vec::new();
        let mut cells = Vec::new();
        for &index in position.playable_indices() {
            let start = position.cell_at(usize::from(index));
            let (x, y) = (i32::from(start.x), i32::from(start.y));
            for dir in Direction::ALL {
                let (dx, dy) = dir.step();
                let stride = dy * width + dx;
                let mut indices = [index; 4];
                for k in 1..4 {
                    let (ex, ey) = (x + dx * k, y + dy * k);
                    let i = i32::from(index) + stride * k;
                    if ex < 0 || ey < 0 || ex >= width || ey >= height || !playable(i) {
                        break;
                    }
                    // A grid has at most 255 × 255 cells (R9 keeps it to 25 × 25).
                    indices[k as usize] = i as u16;
                    if k >= 2 {
                        let len = k as u8 + 1;
                        let end = (2 * ex, 2 * ey);
                        let (sx, sy) = start.doubled();
                        if let Some(line) = Line::from_start(start, dir, len, w, h) {
                            lines.push(line);
                            boxes.push([
                                sx.min(end.0),
                                sy.min(end.1),
                                sx.max(end.0),
                                sy.max(end.1),
                            ]);
                            cells.push(indices);
                        }
                    }
                }
            }
        }
        let mut counts = vec![0u32; position.cell_count() + 1];
        for (line, indices) in lines.iter().zip(&cells) {
            for &i in &indices[..line.len()] {
                counts[usize::from(i) + 1] += 1;
            }
        }
        let mut starts = counts;
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut through = vec![0u32; starts.last().map_or(0, |n| *n as usize)];
        let mut next = starts.clone();
        for (id, (line, indices)) in lines.iter().zip(&cells).enumerate() {
            for &i in &indices[..line.len()] {
                let slot = &mut next[usize::from(i)];
                through[*slot as usize] = id as u32;
                *slot += 1;
            }
        }
        LineTable {
            position: Arc::clone(position),
            boxes,
            lines,
            cells,
            starts,
            through,
        }
    }
}

/// A line lacking one stone whose colours could make a bridge of one kind.
#[derive(Clone, Copy, Debug)]
struct Open {
    line: u32,
    /// The empty cell.
    hole: Cell,
    /// The colours completing the row as a bridge of that kind (R5.3, R5.4).
    colors: ColorSet,
    /// What the bridges on the board say about the line (R5.5, R6) …
    crossing: Crossing,
    /// … when the board held this many bridges ([`UNKNOWN`] before it is first asked).
    bridges_seen: u32,
}

/// No crossing worked out yet.
const UNKNOWN: u32 = u32::MAX;

/// The playouts' view of a game: which lines lack exactly one stone, which region cells are
/// empty, and a buffer for the threats of a turn, so that a playout allocates nothing once
/// its first turns have sized the buffers. Kept in step with the game by [`Rollout::sync`]
/// and then by [`Rollout::placed`] and [`Rollout::removed`] for every stone that comes or goes,
/// while the game only moves forward (an undo needs a new sync: what the bridges say about a
/// line is kept until the number of bridges changes).
#[derive(Clone, Debug)]
pub(crate) struct Rollout {
    table: LineTable,
    /// Stones on each line.
    stones: Vec<u8>,
    /// For each kind of bridge (indexed like the variants of [`Loyalty`]), the lines with
    /// exactly one empty cell whose colours could make a bridge of that kind (in any order) …
    open: [Vec<Open>; 3],
    /// … and for each kind and line its place there, or [`ABSENT`].
    open_at: [Vec<u32>; 3],
    /// The empty region cells, as row-major indices (in any order) …
    free: Vec<u16>,
    /// … and for each cell its place in `free`, or [`ABSENT`].
    free_at: Vec<u32>,
    /// The threats of the last call to [`Rollout::threats`].
    found: Vec<Threat>,
    /// Lines the last stone placed filled.
    filled: u32,
}

impl Rollout {
    /// The playouts' view of games on `position`, empty until [`Rollout::sync`].
    pub fn new(position: &Arc<Position>) -> Rollout {
        let table = LineTable::new(position);
        let lines = table.lines.len();
        Rollout {
            stones: vec![0; lines],
            open: [Vec::new(), Vec::new(), Vec::new()],
            open_at: [
                vec![ABSENT; lines],
                vec![ABSENT; lines],
                vec![ABSENT; lines],
            ],
            free: Vec::new(),
            free_at: vec![ABSENT; position.cell_count()],
            found: Vec::new(),
            filled: 0,
            table,
        }
    }

    /// Reads the board of `game` afresh (its position must be the one this view was made for).
    pub fn sync(&mut self, game: &Game) {
        let board = game.board();
        for k in 0..3 {
            self.open[k].clear();
            self.open_at[k].fill(ABSENT);
        }
        for id in 0..self.table.lines.len() {
            let (line, indices) = (&self.table.lines[id], &self.table.cells[id]);
            let on = indices[..line.len()]
                .iter()
                .filter(|&&i| board.has_stone_at(usize::from(i)))
                .count();
            self.stones[id] = on as u8;
            if on + 1 == line.len() {
                self.open_line(board, id);
            }
        }
        self.free.clear();
        self.free_at.fill(ABSENT);
        let kinds = self.table.position.kinds();
        for &index in self.table.position.playable_indices() {
            let i = usize::from(index);
            if matches!(kinds.get(i), Some(CellKind::Region(_))) && !board.has_stone_at(i) {
                self.free_at[i] = self.free.len() as u32;
                self.free.push(index);
            }
        }
    }

    /// A stone came onto `cell` of the board of `game`.
    pub fn placed(&mut self, game: &Game, cell: Cell) {
        let index = self.table.position.index(cell);
        self.filled = 0;
        for k in self.table.starts[index]..self.table.starts[index + 1] {
            let id = self.table.through[k as usize] as usize;
            self.stones[id] += 1;
            let len = self.table.lines[id].len();
            if usize::from(self.stones[id]) + 1 == len {
                self.open_line(game.board(), id);
            } else if usize::from(self.stones[id]) == len {
                self.close_line(id);
                self.filled += 1;
            }
        }
        if self.free_at.get(index).is_some_and(|&at| at != ABSENT) {
            let at = self.free_at[index] as usize;
            self.free.swap_remove(at);
            if let Some(&moved) = self.free.get(at) {
                self.free_at[usize::from(moved)] = at as u32;
            }
            self.free_at[index] = ABSENT;
        }
    }

    /// The stone on `cell` left the board of `game` (a dot stone taken back, R4.3).
    pub fn removed(&mut self, game: &Game, cell: Cell) {
        let index = self.table.position.index(cell);
        for k in self.table.starts[index]..self.table.starts[index + 1] {
            let id = self.table.through[k as usize] as usize;
            let len = self.table.lines[id].len();
            self.stones[id] -= 1;
            if usize::from(self.stones[id]) + 1 == len {
                self.open_line(game.board(), id);
            } else if usize::from(self.stones[id]) + 2 == len {
                self.close_line(id);
            }
        }
        if matches!(self.table.position.kind(cell), CellKind::Region(_)) {
            self.free_at[index] = self.free.len() as u32;
            self.free.push(index as u16);
        }
    }

    /// Line `id` has come to lack one stone on `board`: listed when its colours could make a
    /// bridge of some kind.
    fn open_line(&mut self, board: &Board, id: usize) {
        let line = &self.table.lines[id];
        let mut colors = [Color::Blue; 4];
        let mut hole = None;
        for (i, &cell) in self.table.cells[id][..line.len()].iter().enumerate() {
            match board.stone_at(usize::from(cell)) {
                Some(color) => colors[i] = color,
                None => hole = Some(i),
            }
        }
        let Some(hole) = hole else {
            return;
        };
        let mut behind = [Color::Blue; 3];
        for (slot, color) in behind.iter_mut().zip(colors[..hole].iter().rev()) {
            *slot = *color;
        }
        let by_kind = row_completing_colors(&behind[..hole], &colors[hole + 1..line.len()]);
        for (k, colors) in by_kind.into_iter().enumerate() {
            if colors.is_empty() {
                continue;
            }
            self.open_at[k][id] = self.open[k].len() as u32;
            self.open[k].push(Open {
                line: id as u32,
                hole: line.cell(hole),
                colors,
                crossing: Crossing::default(),
                bridges_seen: UNKNOWN,
            });
        }
    }

    /// Line `id` no longer lacks exactly one stone: unlisted if it was listed.
    fn close_line(&mut self, id: usize) {
        for (open, open_at) in self.open.iter_mut().zip(&mut self.open_at) {
            let at = open_at[id];
            if at == ABSENT {
                continue;
            }
            let at = at as usize;
            open.swap_remove(at);
            if let Some(moved) = open.get(at) {
                open_at[moved.line as usize] = at as u32;
            }
            open_at[id] = ABSENT;
        }
    }

    /// Whether the last stone placed ([`Rollout::placed`]) filled a line whose cells may all
    /// hold stones: without one, no bridge runs through it (R4.2, R5.2).
    pub fn filled_a_line(&self) -> bool {
        self.filled > 0
    }

    /// The empty region cells, in no particular order.
    pub fn free_cells(&self) -> &[u16] {
        &self.free
    }

    /// The cell with row-major index `index`.
    pub fn cell_at(&self, index: u16) -> Cell {
        self.table.position.cell_at(usize::from(index))
    }

    /// The cells where `player` could complete a bridge with a colour of their supply, with
    /// what each colour would bring: what [`super::threats::threats`] finds by looking at every
    /// empty cell, found from the lines lacking one stone (R4.1, R4.3, R5, R6, R7), in no
    /// particular order.
    pub fn threats(&mut self, game: &Game, player: Player) -> &[Threat] {
        self.found.clear();
        let in_supply = ColorSet::of_counts(&game.supply(player));
        let board = game.board();
        let bridges = board.bridges().len() as u32;
        for kind in [player.loyalty(), Loyalty::Red] {
            for open in &mut self.open[kind as usize] {
                let colors = open.colors.intersection(in_supply);
                if colors.is_empty() {
                    continue;
                }
                let line = &self.table.lines[open.line as usize];
                let bounds = &self.table.boxes[open.line as usize];
                if open.bridges_seen != bridges {
                    // Only a bridge formed near the line since it was last asked changes what
                    // the bridges say about it.
                    let since = board.bridges().get(open.bridges_seen as usize..);
                    if since.is_none_or(|formed| formed.iter().any(|b| may_change(b, bounds))) {
                        open.crossing = board.crossing(line);
                    }
                    open.bridges_seen = bridges;
                }
                if !crossing_allows(open.crossing, kind) {
                    continue;
                }
                // A red bridge that conflicts with nothing cuts nothing: worth nothing (R6).
                let worth = if kind == Loyalty::Red && !open.crossing.conflicts {
                    0
                } else {
                    line_worth(game, player, line, kind).max(0)
                };
                let cell = open.hole;
                let at = match self.found.iter().position(|t| t.cell == cell) {
                    Some(at) => at,
                    None => {
                        self.found.push(Threat {
                            cell,
                            colors: Completions::default(),
                            worth: [0; 6],
                        });
                        self.found.len() - 1
                    }
                };
                let threat = &mut self.found[at];
                if kind == Loyalty::Red {
                    threat.colors.red = threat.colors.red.union(colors);
                } else {
                    threat.colors.scoring = threat.colors.scoring.union(colors);
                }
                for color in colors.iter() {
                    threat.worth[color.index()] += worth;
                }
            }
        }
        &self.found
    }
}

/// Whether forming `bridge` may have changed what the bridges on the board say about a line
/// whose box is `line_box`
/// (R5.5, R6): `line` shares a point with it, or, for a red bridge, with a bridge it cut, which
/// shares a point with the red bridge and so lies within three cells of it. Decided on the
/// lines' boxes in doubled coordinates: it may answer yes for nothing, never no for something.
fn may_change(bridge: &Bridge, line_box: &[i32; 4]) -> bool {
    let reach = if bridge.kind == Loyalty::Red { 6 } else { 0 };
    let [bx0, by0, bx1, by1] = doubled_box(&bridge.line);
    let [lx0, ly0, lx1, ly1] = *line_box;
    lx0 <= bx1 + reach && bx0 - reach <= lx1 && ly0 <= by1 + reach && by0 - reach <= ly1
}

/// The smallest box holding a line's cells, in doubled coordinates: left, top, right, bottom.
fn doubled_box(line: &Line) -> [i32; 4] {
    let (a, b) = (line.start().doubled(), line.end().doubled());
    [a.0.min(b.0), a.1.min(b.1), a.0.max(b.0), a.1.max(b.1)]
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    use super::*;
    use crate::computer::threats::threats;
    use crate::playout::play_random_turn;
    use crate::position::builtin;

    fn sorted(mut found: Vec<Threat>) -> Vec<Threat> {
        found.sort_by_key(|t| t.cell);
        found
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// R4.1, R4.3, R5, R6, R7: along random games (dot stones given back included), the
        /// view kept stone by stone finds, for both players, exactly the threats a look at
        /// every empty cell finds, and exactly the empty region cells.
        #[test]
        fn the_view_kept_stone_by_stone_finds_what_a_full_look_finds(
            number in 1u8..=12,
            seed in any::<u64>(),
            share in 0.0f64..1.0,
        ) {
            let position = Arc::new(builtin(number).unwrap().clone());
            let mut game = Game::new(position.clone(), position.default_rounds());
            let mut rollout = Rollout::new(&position);
            rollout.sync(&game);
            let mut rng = SmallRng::seed_from_u64(seed);
            let longest = game.stones_to_place() * 4;
            for _ in 0..longest {
                for player in Player::BOTH {
                    let kept = sorted(rollout.threats(&game, player).to_vec());
                    prop_assert_eq!(kept, sorted(threats(&game, player)));
                }
                let mut free: Vec<u16> = rollout.free_cells().to_vec();
                free.sort_unstable();
                let expected: Vec<u16> = position
                    .playable_indices()
                    .iter()
                    .copied()
                    .filter(|&i| {
                        matches!(position.kinds()[usize::from(i)], CellKind::Region(_))
                            && !game.board().has_stone_at(usize::from(i))
                    })
                    .collect();
                prop_assert_eq!(free, expected);
                let before = game.board().clone();
                if !play_random_turn(&mut game, &mut rng, share) {
                    break;
                }
                for &i in position.playable_indices() {
                    let cell = position.cell_at(usize::from(i));
                    match (before.stone(cell).is_some(), game.board().stone(cell).is_some()) {
                        (false, true) => rollout.placed(&game, cell),
                        (true, false) => rollout.removed(&game, cell),
                        _ => {}
                    }
                }
            }
        }
    }
}
