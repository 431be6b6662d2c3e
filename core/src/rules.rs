//! The one place where legality is decided: placing a stone (R4.1, R4.3) and forming a bridge
//! (R5, R6), each refusal with a typed reason; plus the queries the shells and the computer
//! opponent ask (which dots accept a colour, which cells accept a stone, which bridges are legal).

use crate::board::{Board, Bridge, Crossing, MAX_CONFLICTS};
use crate::color::{Color, ColorSet, Loyalty, Player};
use crate::geometry::{Cell, Direction, Line, LineError};
use crate::position::{CellKind, Position};

/// Why an action was refused. Every variant has a stable [`Refusal::code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Refusal {
    /// The game is over (R8).
    #[error("the game is over")]
    GameOver,
    /// The cell lies outside the grid.
    #[error("the cell {0} is outside the board")]
    OutsideGrid(Cell),
    /// A stone has already been placed this turn (R4.1: exactly one stone per turn).
    #[error("a stone has already been placed this turn")]
    AlreadyPlaced,
    /// The cell already holds a stone (R4.1).
    #[error("the cell {0} is occupied")]
    CellOccupied(Cell),
    /// The cell is neither a region cell nor a dot (R2, R4.1).
    #[error("no stone may go on the empty cell {0}")]
    NotPlayable(Cell),
    /// The mover has no stone of this colour left (R3).
    #[error("no {0} stone left in the supply")]
    ColorNotInSupply(Color),
    /// No legal bridge would run through the dot with this stone on it (R4.3).
    #[error("no legal bridge would run through the dot {0} with this colour")]
    DotWithoutBridge(Cell),
    /// A bridge or the end of the turn needs this turn's stone first (R4.1, R4.2).
    #[error("place a stone first")]
    NoStonePlaced,
    /// The ends are not on one straight line (R5.1).
    #[error("the ends are not on one straight line")]
    NotInLine,
    /// The line does not hold exactly 3 or 4 cells (R5.2).
    #[error("a bridge holds exactly 3 or 4 stones")]
    WrongLength,
    /// A cell of the row holds no stone (R5.2).
    #[error("the cell {0} of the row holds no stone")]
    EmptyCellInRow(Cell),
    /// Two neighbouring stones of the row have the same colour (R5.3).
    #[error("two neighbouring stones have the same colour")]
    EqualNeighbours,
    /// The colours are neither all in the mover's set nor all in Red+ (R5.4).
    #[error("the colours are not loyal to one set")]
    NotLoyal,
    /// The row does not contain the stone placed this turn (R4.2, R5.7).
    #[error("a bridge must contain the stone placed this turn")]
    MissingTurnStone,
    /// The row shares two or more stones with a non-cut bridge (R5.5).
    #[error("bridges can't be extended, nor built twice over the same stones")]
    SharesTwoStones,
    /// A scoring bridge would cross or overlap a bridge (R6).
    #[error("the bridge would cross an existing bridge")]
    CrossesBridge,
    /// A red bridge would cross a red bridge or a cut bridge (R6).
    #[error("a red bridge can't cross a red bridge or a cut bridge")]
    RedCrossesRedOrCut,
    /// There is no action to undo (R11).
    #[error("nothing to undo")]
    NothingToUndo,
    /// The game can be ended by agreement only before the mover places this turn's stone (R8).
    #[error("the game can be ended by agreement only before a stone is placed this turn")]
    AgreementAfterPlacing,
    /// The computer is to move in a game against it: the player waits (issue 11).
    #[error("the computer is to move")]
    ComputerToMove,
    /// Against the computer the game is not ended by agreement (R8 is an agreement of two
    /// players; the computer is not asked): the game is played out or a new one started.
    #[error("a game against the computer is not ended by agreement")]
    AgreementWithComputer,
    /// A turn the computer computed for an earlier state of the game (the game changed while
    /// it was thinking, e.g. an undo): it is not played (issue 11).
    #[error("the game changed while the computer was thinking")]
    StaleComputerTurn,
}

impl Refusal {
    /// A stable code, for shells to localise and tests and scripts to match.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::GameOver => "game_over",
            Refusal::OutsideGrid(_) => "outside_grid",
            Refusal::AlreadyPlaced => "already_placed",
            Refusal::CellOccupied(_) => "cell_occupied",
            Refusal::NotPlayable(_) => "not_playable",
            Refusal::ColorNotInSupply(_) => "color_not_in_supply",
            Refusal::DotWithoutBridge(_) => "dot_without_bridge",
            Refusal::NoStonePlaced => "no_stone_placed",
            Refusal::NotInLine => "not_in_line",
            Refusal::WrongLength => "wrong_length",
            Refusal::EmptyCellInRow(_) => "empty_cell_in_row",
            Refusal::EqualNeighbours => "equal_neighbours",
            Refusal::NotLoyal => "not_loyal",
            Refusal::MissingTurnStone => "missing_turn_stone",
            Refusal::SharesTwoStones => "shares_two_stones",
            Refusal::CrossesBridge => "crosses_bridge",
            Refusal::RedCrossesRedOrCut => "red_crosses_red_or_cut",
            Refusal::NothingToUndo => "nothing_to_undo",
            Refusal::AgreementAfterPlacing => "agreement_after_placing",
            Refusal::ComputerToMove => "computer_to_move",
            Refusal::AgreementWithComputer => "agreement_with_computer",
            Refusal::StaleComputerTurn => "stale_computer_turn",
        }
    }
}

/// The bridges a red bridge cuts when formed (R6). It holds as many as
/// [`Board::conflicting_bridges`] can name, so nothing is ever left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cuts {
    indices: [u16; MAX_CONFLICTS],
    len: u8,
}

impl Cuts {
    /// The bridges of `conflicts` (at most [`MAX_CONFLICTS`], as the board names them), in
    /// formation order (the board finds them in the order of the red bridge's points).
    fn of(conflicts: impl Iterator<Item = usize>) -> Cuts {
        let mut cuts = Cuts::default();
        for (slot, index) in cuts.indices.iter_mut().zip(conflicts) {
            // Bridge indices are below the number of points of a 25 × 25 grid.
            *slot = index as u16;
            cuts.len += 1;
        }
        cuts.indices[..usize::from(cuts.len)].sort_unstable();
        cuts
    }

    /// The indices (formation order) of the bridges cut.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.indices[..self.len as usize]
            .iter()
            .map(|i| usize::from(*i))
    }

    /// Whether nothing is cut.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The colours that would complete a legal bridge on an empty cell, by kind of bridge: see
/// [`TurnContext::completing_colors`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Completions {
    /// Colours completing a scoring bridge of the mover (R5.4).
    pub scoring: ColorSet,
    /// Colours completing a red bridge (R5.4, R6).
    pub red: ColorSet,
}

/// A bridge that may be formed now: its line, its kind and what it would cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LegalBridge {
    /// The cells from end to end.
    pub line: Line,
    /// Scoring (the mover's set) or red (R5.4).
    pub kind: Loyalty,
    /// The scoring bridges a red bridge cuts (R6); empty for scoring bridges.
    pub cuts: Cuts,
}

/// What the rules need to know about the moment of a decision.
#[derive(Clone, Copy, Debug)]
pub struct TurnContext<'a> {
    /// The grid.
    pub position: &'a Position,
    /// Stones and bridges.
    pub board: &'a Board,
    /// The player to move.
    pub mover: Player,
    /// The mover's supply, indexed like [`Color::ALL`].
    pub supply: [u8; 6],
    /// The stone placed this turn, if any.
    pub turn_stone: Option<Cell>,
    /// Whether the game is over (R8).
    pub game_over: bool,
}

impl TurnContext<'_> {
    /// Decides whether the mover may choose `color` for the next placement (R3): not once the
    /// game is over, nor a colour the mover has none of.
    pub fn check_color_choice(&self, color: Color) -> Result<(), Refusal> {
        if self.game_over {
            return Err(Refusal::GameOver);
        }
        if self.supply[color.index()] == 0 {
            return Err(Refusal::ColorNotInSupply(color));
        }
        Ok(())
    }

    /// Decides whether the mover may end the turn now (R4.4): only after placing this turn's
    /// stone (R4.1), which it returns.
    pub fn check_end_turn(&self) -> Result<Cell, Refusal> {
        if self.game_over {
            return Err(Refusal::GameOver);
        }
        self.turn_stone.ok_or(Refusal::NoStonePlaced)
    }

    /// Decides whether the players may end the game by agreement now (R8): only before the
    /// mover has placed this turn's stone, so ending early never leaves a dot stone without a
    /// bridge.
    pub fn check_agreement(&self) -> Result<(), Refusal> {
        if self.game_over {
            return Err(Refusal::GameOver);
        }
        if self.turn_stone.is_some() {
            return Err(Refusal::AgreementAfterPlacing);
        }
        Ok(())
    }

    /// The stone that ending the turn now takes back into the mover's supply (R4.3): this
    /// turn's stone when it lies on a dot with no non-cut bridge through it.
    pub fn returning_dot_stone(&self) -> Option<Cell> {
        let stone = self.turn_stone?;
        (self.position.kind(stone) == CellKind::Dot && !self.board.has_uncut_bridge_through(stone))
            .then_some(stone)
    }

    /// Decides whether the mover may place a stone of `color` on `cell` now (R4.1, R4.3).
    pub fn check_placement(&self, cell: Cell, color: Color) -> Result<(), Refusal> {
        if self.game_over {
            return Err(Refusal::GameOver);
        }
        if self.turn_stone.is_some() {
            return Err(Refusal::AlreadyPlaced);
        }
        if !self.position.contains(cell) {
            return Err(Refusal::OutsideGrid(cell));
        }
        if self.board.stone(cell).is_some() {
            return Err(Refusal::CellOccupied(cell));
        }
        let kind = self.position.kind(cell);
        if kind == CellKind::Empty {
            return Err(Refusal::NotPlayable(cell));
        }
        if self.supply[color.index()] == 0 {
            return Err(Refusal::ColorNotInSupply(color));
        }
        if kind == CellKind::Dot
            && !self
                .dot_colors_among(cell, ColorSet::of(&[color]))
                .contains(color)
        {
            return Err(Refusal::DotWithoutBridge(cell));
        }
        Ok(())
    }

    /// Decides whether the mover may form the bridge with ends `from` and `to` now (R4.2,
    /// R5, R6), and if so of which kind and what it cuts.
    pub fn check_bridge(&self, from: Cell, to: Cell) -> Result<LegalBridge, Refusal> {
        if self.game_over {
            return Err(Refusal::GameOver);
        }
        let Some(turn_stone) = self.turn_stone else {
            return Err(Refusal::NoStonePlaced);
        };
        for end in [from, to] {
            if !self.position.contains(end) {
                return Err(Refusal::OutsideGrid(end));
            }
        }
        let line = Line::between(from, to).map_err(|e| match e {
            LineError::NotInLine => Refusal::NotInLine,
            LineError::WrongLength => Refusal::WrongLength,
        })?;
        let kind = self.row_kind(&line, None)?;
        if !line.contains(turn_stone) {
            return Err(Refusal::MissingTurnStone);
        }
        let cuts = self.check_crossings(&line, kind)?;
        Ok(LegalBridge { line, kind, cuts })
    }

    /// R5.2–R5.4: the colours of the row (with `overlay` as a hypothetical stone) make a
    /// scoring bridge of the mover or a red bridge.
    fn row_kind(&self, line: &Line, overlay: Option<(Cell, Color)>) -> Result<Loyalty, Refusal> {
        let mut colors = [Color::Blue; 4];
        for (i, cell) in line.cells().enumerate() {
            let stone = match overlay {
                Some((c, color)) if c == cell => Some(color),
                _ => self.board.stone(cell),
            };
            colors[i] = stone.ok_or(Refusal::EmptyCellInRow(cell))?;
        }
        row_kind_of_colors(&colors[..line.len()], self.mover)
    }

    /// R5.5 and R6 for a row of a given kind: the bridges it would cut, or the refusal.
    fn check_crossings(&self, line: &Line, kind: Loyalty) -> Result<Cuts, Refusal> {
        if let Some(refusal) = crossing_refusal(self.board.crossing(line), kind) {
            return Err(refusal);
        }
        // A red bridge that may be formed cuts every bridge it conflicts with (R6): none of
        // them is red or cut.
        Ok(if kind == Loyalty::Red {
            Cuts::of(self.board.conflicting_bridges(line))
        } else {
            Cuts::default()
        })
    }

    /// The colours whose stone, placed on the empty dot `cell`, would have at least one legal
    /// bridge through it (R4.3): the dots a shell highlights for the selected colour.
    pub fn dot_colors(&self, cell: Cell) -> ColorSet {
        self.dot_colors_among(cell, ColorSet::ALL)
    }

    /// [`TurnContext::dot_colors`] restricted to `wanted`: stops looking once every colour of
    /// `wanted` that could ever be accepted is.
    fn dot_colors_among(&self, cell: Cell, wanted: ColorSet) -> ColorSet {
        let reachable = self.mover.loyalty().colors().union(Loyalty::Red.colors());
        let enough = reachable.intersection(wanted);
        let unwanted = ColorSet::ALL.difference(wanted);
        let mut accepted = ColorSet::EMPTY;
        self.for_each_full_line_through(cell, |line, behind, ahead| {
            let known = accepted.union(unwanted);
            let [scoring, red] = self.colors_completing(&line, behind, ahead, [known; 2]);
            accepted = accepted.union(scoring).union(red);
            !enough.is_subset(accepted)
        });
        accepted.intersection(wanted)
    }

    /// The colours whose stone, placed on the empty cell `cell` (a region cell or a dot),
    /// would complete at least one legal bridge through it, for each kind of bridge the mover
    /// may form (R5, R6); the mover's supply is not looked at. The computer opponent finds the
    /// rows to complete or to block with it; on a dot, the two sets together are
    /// [`TurnContext::dot_colors`] (R4.3).
    pub fn completing_colors(&self, cell: Cell) -> Completions {
        let mut found = Completions::default();
        self.for_each_completion(cell, |_, kind, colors| {
            if kind == Loyalty::Red {
                found.red = found.red.union(colors);
            } else {
                found.scoring = found.scoring.union(colors);
            }
        });
        found
    }

    /// Calls `f` on every line through the empty cell `cell` that a stone there would make a
    /// legal bridge (R5, R6), with the bridge's kind (the mover's set or red) and the colours
    /// that do it; lines in the order of [`lines_through`], the mover's kind before red.
    pub fn for_each_completion(&self, cell: Cell, mut f: impl FnMut(Line, Loyalty, ColorSet)) {
        self.for_each_full_line_through(cell, |line, behind, ahead| {
            let [scoring, red] = self.colors_completing(&line, behind, ahead, [ColorSet::EMPTY; 2]);
            if !scoring.is_empty() {
                f(line, self.mover.loyalty(), scoring);
            }
            if !red.is_empty() {
                f(line, Loyalty::Red, red);
            }
            true
        });
    }

    /// The empty cells on which a stone may ever go (region cells and dots), row-major, with
    /// their kind.
    fn empty_playable_cells(&self) -> impl Iterator<Item = (Cell, CellKind)> + '_ {
        // Board and position index cells alike (row-major, same width).
        let kinds = self.position.kinds();
        self.position
            .playable_indices()
            .iter()
            .map(|&i| usize::from(i))
            .filter(|&i| !self.board.has_stone_at(i))
            .filter_map(|i| Some((self.position.cell_at(i), *kinds.get(i)?)))
    }

    /// The colours that, on the one empty cell of `line`, make it a legal bridge, for the
    /// mover's scoring bridges and for red bridges (in that order), leaving out for each kind
    /// the colours of `known` for that kind: R5.3 and R5.4 on the colours, then R5.5 and R6
    /// for the kind; the decision [`TurnContext::check_bridge`] would take with that stone
    /// there. `behind` and `ahead` are the colours of the line's other stones on either side
    /// of that cell, nearest first.
    fn colors_completing(
        &self,
        line: &Line,
        behind: &[Color],
        ahead: &[Color],
        known: [ColorSet; 2],
    ) -> [ColorSet; 2] {
        let by_kind = row_completing_colors(behind, ahead);
        let mut found = [ColorSet::EMPTY; 2];
        let mut crossing: Option<Crossing> = None;
        // A row is never both (R5.4): the two kinds' candidates come from disjoint rows.
        for (k, kind) in [self.mover.loyalty(), Loyalty::Red].into_iter().enumerate() {
            let candidates = by_kind[kind as usize];
            if candidates.difference(known[k]).is_empty() {
                continue;
            }
            // R5.5 and R6, decided as for a bridge being formed.
            let c = *crossing.get_or_insert_with(|| self.board.crossing(line));
            if crossing_refusal(c, kind).is_none() {
                found[k] = candidates;
            }
        }
        found
    }

    /// Calls `f` on the lines of [`lines_through`] `cell`, in the same order, whose cells other
    /// than `cell` all hold a stone (the only ones that can become bridges, R5.2), with the
    /// colours of those stones behind and ahead of `cell`, nearest first. Stops when `f`
    /// returns false.
    fn for_each_full_line_through(
        &self,
        cell: Cell,
        mut f: impl FnMut(Line, &[Color], &[Color]) -> bool,
    ) {
        let (width, height) = (self.position.width(), self.position.height());
        let runs = self.board.runs(cell);
        for (i, dir) in Direction::ALL.into_iter().enumerate() {
            // The stones in a row ahead of `cell` and behind it on this line.
            let (after, before) = (usize::from(runs[2 * i]), usize::from(runs[2 * i + 1]));
            if before + after < 2 {
                continue;
            }
            let (dx, dy) = dir.step();
            let ahead = self.board.stones_in_a_row(cell, (dx, dy), after);
            let behind = self.board.stones_in_a_row(cell, (-dx, -dy), before);
            for len in [3usize, 4] {
                // `cell` is the line's cell number `offset`: `offset` stones lie behind it and
                // `len - 1 - offset` ahead.
                for offset in (len - 1).saturating_sub(after)..before.min(len - 1) + 1 {
                    // Those stones are on the grid, so the start is too.
                    let start = Cell::new(
                        (i32::from(cell.x) - dx * offset as i32) as u8,
                        (i32::from(cell.y) - dy * offset as i32) as u8,
                    );
                    let Some(line) = Line::from_start(start, dir, len as u8, width, height) else {
                        continue;
                    };
                    if !f(line, &behind[..offset], &ahead[..len - 1 - offset]) {
                        return;
                    }
                }
            }
        }
    }

    /// Every cell that accepts a stone of some colour of the mover's supply now, row-major,
    /// with those colours (R4.1, R4.3): [`TurnContext::check_placement`] for every cell and
    /// colour at once.
    pub fn placement_targets(&self) -> Vec<(Cell, ColorSet)> {
        let in_supply = ColorSet::of_counts(&self.supply);
        if self.game_over || self.turn_stone.is_some() || in_supply.is_empty() {
            return Vec::new();
        }
        let mut targets = Vec::new();
        for (cell, kind) in self.empty_playable_cells() {
            let colors = match kind {
                CellKind::Dot => self.dot_colors_among(cell, in_supply),
                _ => in_supply,
            };
            if !colors.is_empty() {
                targets.push((cell, colors));
            }
        }
        targets
    }

    /// The cells that accept a stone of `color` now (R4.1, R4.3), row-major.
    pub fn cells_accepting(&self, color: Color) -> Vec<Cell> {
        // What `check_placement` decides for every cell, with the checks common to all cells
        // made once.
        if self.game_over || self.turn_stone.is_some() || self.supply[color.index()] == 0 {
            return Vec::new();
        }
        let wanted = ColorSet::of(&[color]);
        self.empty_playable_cells()
            .filter(|&(cell, kind)| {
                kind != CellKind::Dot || self.dot_colors_among(cell, wanted).contains(color)
            })
            .map(|(cell, _)| cell)
            .collect()
    }

    /// Whether some region cell is empty: then every colour of the supply has a target (R4.1).
    pub(crate) fn has_empty_region_cell(&self) -> bool {
        self.empty_playable_cells()
            .any(|(_, kind)| matches!(kind, CellKind::Region(_)))
    }

    /// Whether the mover can place any stone of their supply anywhere (R4.4).
    pub fn can_place_any(&self) -> bool {
        let in_supply = ColorSet::of_counts(&self.supply);
        if in_supply.is_empty() || self.game_over || self.turn_stone.is_some() {
            return false;
        }
        // Any empty region cell will do; otherwise a dot that accepts a colour in supply.
        if self.has_empty_region_cell() {
            return true;
        }
        self.empty_playable_cells()
            .any(|(dot, _)| !self.dot_colors_among(dot, in_supply).is_empty())
    }

    /// Every bridge the mover may form now through this turn's stone (R4.2), in the order
    /// of [`lines_through`].
    pub fn legal_bridges(&self) -> Vec<LegalBridge> {
        let mut legal = Vec::new();
        self.for_each_legal_bridge(|bridge| legal.push(bridge));
        legal
    }

    /// Calls `f` on every bridge the mover may form now through this turn's stone (R4.2), in
    /// the order of [`lines_through`]: [`TurnContext::legal_bridges`] without building a list.
    pub(crate) fn for_each_legal_bridge(&self, mut f: impl FnMut(LegalBridge)) {
        let Some(stone) = self.turn_stone else {
            return;
        };
        if self.game_over {
            return;
        }
        // Lines with an empty cell are refused (R5.2); the others are decided as by
        // `check_bridge`, whose other checks they pass by construction.
        self.for_each_full_line_through(stone, |line, _, _| {
            if let Ok(kind) = self.row_kind(&line, None) {
                if let Ok(cuts) = self.check_crossings(&line, kind) {
                    f(LegalBridge { line, kind, cuts });
                }
            }
            true
        });
    }
}

/// Whether a stone on a dot, placed in an earlier turn, can lie on the board with `bridges`
/// (R4.3): some bridge, cut or not, runs through it. This is weaker than
/// [`TurnContext::returning_dot_stone`] on purpose: such a stone stayed because a non-cut bridge
/// ran through it when its turn ended, and a red bridge may have cut that bridge since. The
/// check of a game imported mid-way (`start_check`) asks it.
pub fn earlier_dot_stone_stays(bridges: &[Bridge], cell: Cell) -> bool {
    bridges.iter().any(|b| b.line.contains(cell))
}

/// The colours that, on the empty cell of a row whose other stones have the colours `behind`
/// and `ahead` of that cell (nearest first), make the row's colours those of a bridge of each
/// kind, indexed like the variants of [`Loyalty`] (R5.3, R5.4): the part of a completion that
/// depends on the row's stones alone, before R5.5 and R6 ([`crossing_allows`]) look at the
/// bridges on the board.
pub(crate) fn row_completing_colors(behind: &[Color], ahead: &[Color]) -> [ColorSet; 3] {
    let differ = |side: &[Color]| side.windows(2).all(|w| w[0] != w[1]);
    if !differ(behind) || !differ(ahead) {
        return [ColorSet::EMPTY; 3]; // R5.3, whatever goes on the cell
    }
    let present = behind
        .iter()
        .chain(ahead)
        .fold(ColorSet::EMPTY, |s, c| s.with(*c));
    let beside = behind
        .first()
        .into_iter()
        .chain(ahead.first())
        .fold(ColorSet::EMPTY, |s, c| s.with(*c));
    [Loyalty::Blue, Loyalty::Yellow, Loyalty::Red].map(|kind| {
        let set = kind.colors();
        if present.is_subset(set) {
            set.difference(beside)
        } else {
            ColorSet::EMPTY
        }
    })
}

/// R5.5 and R6: whether the bridges on the board, as `crossing` sums them up for a line,
/// allow a new bridge of `kind` there.
pub(crate) fn crossing_allows(crossing: Crossing, kind: Loyalty) -> bool {
    crossing_refusal(crossing, kind).is_none()
}

/// R5.5 and R6 for a new bridge of `kind` against the bridges on the board: the refusal, if
/// any. Sharing two stones with a non-cut bridge is refused first (R5.5); then a scoring bridge
/// may conflict with no bridge, a red one with no red or cut bridge (R6).
fn crossing_refusal(crossing: Crossing, kind: Loyalty) -> Option<Refusal> {
    if crossing.shares_two_with_uncut {
        Some(Refusal::SharesTwoStones)
    } else if kind != Loyalty::Red && crossing.conflicts {
        Some(Refusal::CrossesBridge)
    } else if kind == Loyalty::Red && crossing.conflicts_red_or_cut {
        Some(Refusal::RedCrossesRedOrCut)
    } else {
        None
    }
}

/// R5.3 and R5.4 on the colours of a full row, for `mover`.
pub fn row_kind_of_colors(colors: &[Color], mover: Player) -> Result<Loyalty, Refusal> {
    if colors.windows(2).any(|w| w[0] == w[1]) {
        return Err(Refusal::EqualNeighbours);
    }
    let set_holds_all = |set: Loyalty| colors.iter().all(|c| c.is_loyal_to(set));
    if set_holds_all(mover.loyalty()) {
        Ok(mover.loyalty())
    } else if set_holds_all(Loyalty::Red) {
        Ok(Loyalty::Red)
    } else {
        Err(Refusal::NotLoyal)
    }
}

/// Every line of 3 or 4 cells inside the grid that contains `cell`: directions E, S, SE, NE;
/// length 3 before 4; `cell` at offset 0, 1, … from the line's start (the reference games'
/// order).
pub fn lines_through(position: &Position, cell: Cell) -> impl Iterator<Item = Line> + '_ {
    Direction::ALL.into_iter().flat_map(move |dir| {
        [3u8, 4].into_iter().flat_map(move |len| {
            (0..len).filter_map(move |offset| {
                let (dx, dy) = dir.step();
                let sx = cell.x as i32 - dx * offset as i32;
                let sy = cell.y as i32 - dy * offset as i32;
                if sx < 0 || sy < 0 || sx > u8::MAX as i32 || sy > u8::MAX as i32 {
                    return None;
                }
                let start = Cell::new(sx as u8, sy as u8);
                Line::from_start(start, dir, len, position.width(), position.height())
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    use super::*;
    use crate::game::Game;
    use crate::playout::play_random_turn;
    use crate::position::builtin;

    /// The legal bridges through `cell` once a stone of `color` lies on it, for `mover`: the
    /// rules' answer to that placement, taken literally.
    fn bridges_after_placing(
        game: &Game,
        mover: Player,
        cell: Cell,
        color: Color,
    ) -> Vec<(Line, Loyalty)> {
        let mut board = game.board().clone();
        board.put_stone(cell, color);
        let ctx = TurnContext {
            position: game.position(),
            board: &board,
            mover,
            supply: [0; 6],
            turn_stone: Some(cell),
            game_over: false,
        };
        ctx.legal_bridges()
            .iter()
            .map(|b| (b.line, b.kind))
            .collect()
    }

    /// R4.3, R5, R6: on random mid-game states of every built-in position, for both players,
    /// every empty playable cell and every colour, the completions reported for the colour are
    /// exactly the legal bridges a stone of that colour there would allow, and
    /// `completing_colors` (and on dots `dot_colors`) sums them up.
    #[test]
    fn r5_r6_completions_are_the_bridges_a_placement_makes_legal() {
        let mut rng = SmallRng::seed_from_u64(11);
        let mut checked = [0usize; 2];
        for number in 1..=12 {
            let position = Arc::new(builtin(number).unwrap().clone());
            let mut game = Game::new(position.clone(), position.default_rounds());
            let longest = game.stones_to_place();
            for turn in 0..longest {
                if game.is_over() {
                    break;
                }
                if turn % 12 == 11 {
                    for mover in Player::BOTH {
                        let ctx = TurnContext {
                            mover,
                            ..game.context()
                        };
                        for &i in position.playable_indices() {
                            let cell = position.cell_at(usize::from(i));
                            if game.board().stone(cell).is_some() {
                                continue;
                            }
                            let mut reported = Vec::new();
                            ctx.for_each_completion(cell, |line, kind, colors| {
                                reported.push((line, kind, colors));
                            });
                            let found = ctx.completing_colors(cell);
                            for color in Color::ALL {
                                let mut expected = bridges_after_placing(&game, mover, cell, color);
                                let mut got: Vec<(Line, Loyalty)> = reported
                                    .iter()
                                    .filter(|(_, _, colors)| colors.contains(color))
                                    .map(|&(line, kind, _)| (line, kind))
                                    .collect();
                                expected.sort();
                                got.sort();
                                assert_eq!(got, expected, "{cell} {color}");
                                let has = |k: Loyalty| expected.iter().any(|(_, kind)| *kind == k);
                                let scoring = has(mover.loyalty());
                                let red = has(Loyalty::Red);
                                assert_eq!(
                                    found.scoring.contains(color),
                                    scoring,
                                    "{cell} {color}"
                                );
                                assert_eq!(found.red.contains(color), red, "{cell} {color}");
                                checked[0] += usize::from(scoring);
                                checked[1] += usize::from(red);
                            }
                            if position.kind(cell) == CellKind::Dot {
                                let both = found.scoring.union(found.red);
                                assert_eq!(ctx.dot_colors(cell), both, "dot {cell}");
                            }
                        }
                    }
                }
                assert!(play_random_turn(&mut game, &mut rng, 0.7));
            }
        }
        assert!(checked[0] > 100 && checked[1] > 100, "{checked:?}");
    }
}
