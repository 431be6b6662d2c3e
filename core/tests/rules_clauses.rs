//! One test per clause of `shared/design/RULES.md` (R1–R11), each named after its clause, on
//! small hand-made positions. Every scripted turn is commented with who places what; the sets of
//! R3 limit the colours: Blue has 4 blue, 3 purple, 2 green, 2 red, 1 orange; Yellow has
//! 4 yellow, 3 orange, 2 green, 2 red, 1 purple.

use std::sync::Arc;

use dl_core::position_csv::read_positions;
use dl_core::rules::row_kind_of_colors;
use dl_core::scoring::RegionClaim;
use dl_core::{
    builtin, Action, BridgeFormed, Cell, CellKind, Color, ColorSet, EndReason, Game, Loyalty, Pass,
    PassReason, Player, Position, Refusal, Rounds, Score, Winner,
};

mod oracle;

const B: Color = Color::Blue;
const Y: Color = Color::Yellow;
const R: Color = Color::Red;
const G: Color = Color::Green;
const O: Color = Color::Orange;
const P: Color = Color::Purple;

fn c(x: u8, y: u8) -> Cell {
    Cell::new(x, y)
}

/// A position from rows of space-separated cell values (`.` empty, `o` dot, else a region
/// token), read through the R9 CSV reader.
fn position(rows: &[&str]) -> Arc<Position> {
    let columns = rows
        .iter()
        .map(|r| r.split_whitespace().count())
        .max()
        .unwrap();
    let mut csv = String::from("position_id,position_name,row");
    for i in 0..columns {
        csv.push_str(&format!(",c{i}"));
    }
    csv.push('\n');
    for (y, row) in rows.iter().enumerate() {
        let cells: Vec<&str> = row.split_whitespace().collect();
        csv.push_str(&format!("1,Test,{y},{}\n", cells.join(",")));
    }
    let mut positions = read_positions(csv.as_bytes()).unwrap();
    assert_eq!(positions.len(), 1);
    Arc::new(positions.remove(0))
}

/// An `n` × `n` square of cells of the one region `S1`.
fn open(n: usize) -> Arc<Position> {
    let row = vec!["S1"; n].join(" ");
    position(&vec![row.as_str(); n])
}

/// A 3-round game on `position`.
fn game_on(position: Arc<Position>) -> Game {
    Game::new(position, Rounds::Three)
}

fn place(g: &mut Game, x: u8, y: u8, color: Color) {
    let mover = g.to_move();
    g.place(c(x, y), color)
        .unwrap_or_else(|e| panic!("{mover} places {color} on ({x}, {y}): {e}"));
}

fn bridge(g: &mut Game, from: (u8, u8), to: (u8, u8)) -> BridgeFormed {
    g.bridge(c(from.0, from.1), c(to.0, to.1))
        .unwrap_or_else(|e| panic!("bridge {from:?}–{to:?}: {e}"))
}

/// One turn per entry: the player to move places the stone and ends the turn.
fn turns(g: &mut Game, stones: &[(u8, u8, Color)]) {
    for &(x, y, color) in stones {
        place(g, x, y, color);
        let ended = g.end_turn().unwrap();
        assert!(ended.returned.is_none() && ended.passes.is_empty());
    }
}

/// Applies `action`, which must be refused; the game must be left exactly as it was.
fn refused(g: &mut Game, action: Action) -> Refusal {
    let before = g.clone();
    let refusal = g.apply(action).expect_err("the action should be refused");
    assert_eq!(*g, before, "a refused {action:?} changed the game");
    refusal
}

fn put(x: u8, y: u8, color: Color) -> Action {
    Action::Place {
        cell: c(x, y),
        color,
    }
}

fn br(from: (u8, u8), to: (u8, u8)) -> Action {
    Action::Bridge {
        from: c(from.0, from.1),
        to: c(to.0, to.1),
    }
}

/// The region cells of the game's position, row-major.
fn region_cells(g: &Game) -> Vec<Cell> {
    g.position()
        .cells()
        .filter(|&cell| matches!(g.position().kind(cell), CellKind::Region(_)))
        .collect()
}

fn score(bridges: u32, regions: u32) -> Score {
    Score { bridges, regions }
}

fn cut_marks(g: &Game) -> Vec<bool> {
    g.board().bridges().iter().map(|b| b.cut).collect()
}

/// Plays a whole game without bridges: each turn the mover places the first colour of the
/// supply (in `Color::ALL` order) on the first empty region cell (row-major).
fn fill_without_bridges(g: &mut Game) {
    while !g.is_over() {
        let mover = g.to_move();
        let color = Color::ALL
            .into_iter()
            .find(|c| g.supply(mover)[c.index()] > 0)
            .unwrap();
        let cell = region_cells(g)
            .into_iter()
            .find(|&cell| g.board().stone(cell).is_none())
            .unwrap();
        g.place(cell, color).unwrap();
        g.end_turn().unwrap();
    }
}

// ---------------------------------------------------------------------------------------------
// R1 Colours and loyalty

#[test]
fn r1_blue_moves_first() {
    let g = game_on(open(3));
    assert_eq!(g.to_move(), Player::Blue);
    assert_eq!(g.turn_number(), 1);
}

#[test]
fn r1_stones_belong_to_nobody_and_serve_every_set_of_their_colour() {
    let mut g = game_on(open(7));
    // Green placed by Yellow serves Blue.
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    place(&mut g, 2, 0, B);
    let blue = bridge(&mut g, (0, 0), (2, 0));
    g.end_turn().unwrap();
    // Green placed by Blue serves Yellow.
    turns(&mut g, &[(0, 2, Y), (1, 2, G)]);
    place(&mut g, 2, 2, Y);
    let yellow = bridge(&mut g, (0, 2), (2, 2));
    g.end_turn().unwrap();
    // Purple serves Red (Blue forms a red bridge with Yellow's red).
    turns(&mut g, &[(0, 4, P), (1, 4, R)]);
    place(&mut g, 2, 4, P);
    let red_by_blue = bridge(&mut g, (0, 4), (2, 4));
    g.end_turn().unwrap();
    // Orange serves Red (Yellow forms a red bridge with Blue's red).
    turns(&mut g, &[(0, 6, O), (1, 6, R)]);
    place(&mut g, 2, 6, O);
    let red_by_yellow = bridge(&mut g, (0, 6), (2, 6));
    assert_eq!(
        [blue.kind, yellow.kind, red_by_blue.kind, red_by_yellow.kind],
        [Loyalty::Blue, Loyalty::Yellow, Loyalty::Red, Loyalty::Red]
    );
    let formers: Vec<Player> = g.board().bridges().iter().map(|b| b.formed_by).collect();
    assert_eq!(
        formers,
        [Player::Blue, Player::Yellow, Player::Blue, Player::Yellow]
    );
    assert_eq!(g.scores(), [score(1, 1), score(1, 1)]);
}

// ---------------------------------------------------------------------------------------------
// R2 The board

#[test]
fn r2_stones_go_on_region_cells_and_dots_only() {
    let pos = position(&["S1 . o", "W1 W1 W1"]);
    assert_eq!((pos.width(), pos.height()), (4, 3));
    let mut g = game_on(pos);
    // Any empty region cell accepts any colour of the supply (R4.1).
    assert_eq!(
        g.context().cells_accepting(B),
        [c(0, 0), c(0, 1), c(1, 1), c(2, 1)]
    );
    assert_eq!(refused(&mut g, put(1, 0, B)), Refusal::NotPlayable(c(1, 0)));
    // (3, 0) is inside the grid (width = largest x + 2) but empty.
    assert_eq!(refused(&mut g, put(3, 0, B)), Refusal::NotPlayable(c(3, 0)));
}

#[test]
fn r2_cells_outside_the_grid_are_refused() {
    let mut g = game_on(open(3));
    assert_eq!(refused(&mut g, put(4, 0, B)), Refusal::OutsideGrid(c(4, 0)));
    assert_eq!(refused(&mut g, put(0, 9, B)), Refusal::OutsideGrid(c(0, 9)));
    place(&mut g, 0, 0, B);
    assert_eq!(
        refused(&mut g, br((0, 0), (0, 4))),
        Refusal::OutsideGrid(c(0, 4))
    );
}

// ---------------------------------------------------------------------------------------------
// R3 Supply and sets

#[test]
fn r3_each_player_starts_with_one_set() {
    let g = game_on(open(3));
    assert_eq!(g.supply(Player::Blue), Player::Blue.set_contents());
    assert_eq!(g.supply(Player::Yellow), Player::Yellow.set_contents());
    assert_eq!(g.supply(Player::Blue), [4, 0, 2, 2, 1, 3]);
    assert_eq!(g.supply(Player::Yellow), [0, 4, 2, 2, 3, 1]);
    assert_eq!(
        (
            g.sets_received(Player::Blue),
            g.sets_received(Player::Yellow)
        ),
        (1, 1)
    );
}

#[test]
fn r3_the_next_set_arrives_at_the_end_of_the_turn_that_used_the_twelfth_stone() {
    let mut g = game_on(open(7));
    let cells = region_cells(&g);
    for (turn, &cell) in cells.iter().enumerate().take(24) {
        let mover = g.to_move();
        let color = Color::ALL
            .into_iter()
            .find(|c| g.supply(mover)[c.index()] > 0)
            .unwrap();
        g.place(cell, color).unwrap();
        let last_of_set = turn >= 22;
        assert_eq!(g.supply_total(mover) == 0, last_of_set, "turn {turn}");
        assert_eq!(g.sets_received(mover), 1);
        let ended = g.end_turn().unwrap();
        if last_of_set {
            assert_eq!(ended.refills, [mover], "turn {turn}");
            assert_eq!(g.sets_received(mover), 2);
            assert_eq!(g.supply(mover), mover.set_contents());
        } else {
            assert!(ended.refills.is_empty(), "turn {turn}");
        }
    }
    assert_eq!(g.turn_number(), 25);
}

#[test]
fn r3_a_four_round_game_lasts_one_set_longer_than_a_three_round_game() {
    assert_eq!(builtin(1).unwrap().default_rounds(), Rounds::Four);
    assert_eq!(builtin(6).unwrap().default_rounds(), Rounds::Four);
    assert_eq!(builtin(7).unwrap().default_rounds(), Rounds::Three);
    assert_eq!(builtin(12).unwrap().default_rounds(), Rounds::Three);
    for (rounds, stones) in [(Rounds::Three, 72usize), (Rounds::Four, 96)] {
        let mut g = Game::new(open(10), rounds);
        assert_eq!(g.rounds(), rounds);
        fill_without_bridges(&mut g);
        assert_eq!(g.end_reason(), Some(EndReason::AllStonesPlaced));
        assert_eq!(oracle::stone_count(&g), stones);
        assert_eq!(g.turn_number() as usize, stones + 1);
        for player in Player::BOTH {
            assert_eq!(g.sets_received(player), rounds.count());
            assert_eq!(g.supply_total(player), 0);
        }
    }
}

#[test]
fn r3_a_colour_not_in_the_supply_is_refused() {
    let mut g = game_on(open(5));
    assert_eq!(
        refused(&mut g, put(0, 0, Y)),
        Refusal::ColorNotInSupply(Color::Yellow)
    );
    turns(&mut g, &[(0, 0, O), (1, 0, O)]);
    // Blue's only orange is on the board.
    assert_eq!(
        refused(&mut g, put(2, 0, O)),
        Refusal::ColorNotInSupply(Color::Orange)
    );
}

// ---------------------------------------------------------------------------------------------
// R4 A turn

#[test]
fn r4_1_exactly_one_stone_per_turn() {
    let mut g = game_on(open(5));
    place(&mut g, 0, 0, B);
    assert_eq!(refused(&mut g, put(1, 0, B)), Refusal::AlreadyPlaced);
}

#[test]
fn r4_1_an_occupied_cell_is_refused() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(2, 2, B)]);
    assert_eq!(
        refused(&mut g, put(2, 2, Y)),
        Refusal::CellOccupied(c(2, 2))
    );
}

#[test]
fn r4_2_bridges_and_the_end_of_the_turn_need_this_turns_stone_first() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    assert_eq!(refused(&mut g, br((0, 0), (2, 0))), Refusal::NoStonePlaced);
    assert_eq!(refused(&mut g, Action::EndTurn), Refusal::NoStonePlaced);
}

#[test]
fn r4_2_r5_7_a_row_not_bridged_in_its_turn_can_never_be_bridged_later() {
    let mut g = game_on(open(5));
    // Blue completes B-G-B at turn 3 but does not bridge it.
    turns(&mut g, &[(0, 0, B), (1, 0, G), (2, 0, B), (4, 4, Y)]);
    place(&mut g, 4, 0, B);
    assert_eq!(
        refused(&mut g, br((0, 0), (2, 0))),
        Refusal::MissingTurnStone
    );
    assert!(g.legal_bridges().is_empty());
}

#[test]
fn r4_2_any_number_of_bridges_through_the_turns_stone() {
    let mut g = game_on(open(5));
    turns(
        &mut g,
        &[
            (2, 0, B),
            (1, 0, G),
            (0, 2, B),
            (0, 1, P),
            (2, 2, B),
            (1, 1, G),
        ],
    );
    place(&mut g, 0, 0, B);
    let legal: Vec<(Cell, Cell)> = g
        .legal_bridges()
        .iter()
        .map(|l| (l.line.start(), l.line.end()))
        .collect();
    assert_eq!(
        legal,
        [(c(0, 0), c(2, 0)), (c(0, 0), c(0, 2)), (c(0, 0), c(2, 2))]
    );
    for (from, to) in [((0, 0), (2, 0)), ((0, 0), (0, 2)), ((0, 0), (2, 2))] {
        assert_eq!(bridge(&mut g, from, to).kind, Loyalty::Blue);
    }
    assert_eq!(g.score(Player::Blue), score(3, 1));
}

#[test]
fn r4_3_a_dot_accepts_exactly_the_colours_that_make_a_legal_bridge_through_it() {
    let mut g = game_on(position(&["S1 S1 o"]));
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    // B-G-? : blue or purple complete a Blue+ row; nothing makes a red row (blue is not Red+).
    assert_eq!(g.context().dot_colors(c(2, 0)), ColorSet::of(&[B, P]));
    assert!(g.context().cells_accepting(B).contains(&c(2, 0)));
    assert!(!g.context().cells_accepting(G).contains(&c(2, 0)));
    assert_eq!(
        refused(&mut g, put(2, 0, G)),
        Refusal::DotWithoutBridge(c(2, 0))
    );
    assert_eq!(
        refused(&mut g, put(2, 0, R)),
        Refusal::DotWithoutBridge(c(2, 0))
    );
    place(&mut g, 2, 0, P);
    bridge(&mut g, (0, 0), (2, 0));
    let ended = g.end_turn().unwrap();
    assert_eq!(ended.returned, None);
    assert_eq!(g.board().stone(c(2, 0)), Some(P));
}

#[test]
fn r4_3_a_dot_accepts_a_colour_that_makes_a_red_bridge() {
    let mut g = game_on(position(&["S1 S1 o"]));
    turns(&mut g, &[(0, 0, P), (1, 0, R)]);
    // P-R-? is red with purple or orange, for either player.
    assert_eq!(g.context().dot_colors(c(2, 0)), ColorSet::of(&[O, P]));
    place(&mut g, 2, 0, O);
    assert_eq!(bridge(&mut g, (0, 0), (2, 0)).kind, Loyalty::Red);
}

#[test]
fn r4_3_a_dot_without_any_possible_bridge_accepts_nothing() {
    let mut g = game_on(position(&["S1 S1 o", "S1 S1 S1"]));
    // At the start no row through the dot can be completed by one stone.
    assert_eq!(g.context().dot_colors(c(2, 0)), ColorSet::EMPTY);
    turns(&mut g, &[(0, 0, B), (1, 0, G), (0, 1, B)]);
    // Yellow to move: B-G-? is neither Yellow+ nor Red+ whatever the colour.
    assert_eq!(g.context().dot_colors(c(2, 0)), ColorSet::EMPTY);
    assert!(!g.context().cells_accepting(Y).contains(&c(2, 0)));
    for color in [Y, G, O, P] {
        assert_eq!(
            refused(&mut g, put(2, 0, color)),
            Refusal::DotWithoutBridge(c(2, 0))
        );
    }
}

#[test]
fn r4_3_an_unbridged_dot_stone_is_returned_at_the_end_of_the_turn() {
    let mut g = game_on(position(&["S1 S1 o", "S1 S1 S1"]));
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    place(&mut g, 2, 0, B);
    assert_eq!(g.supply(Player::Blue)[B.index()], 2);
    let ended = g.end_turn().unwrap();
    assert_eq!(ended.returned, Some((c(2, 0), B)));
    assert_eq!(g.board().stone(c(2, 0)), None);
    assert_eq!(g.supply(Player::Blue)[B.index()], 3);
    assert_eq!(oracle::stone_count(&g), 2);
    // The turn is still over.
    assert_eq!(g.to_move(), Player::Yellow);
}

#[test]
fn r4_4_a_player_who_cannot_place_passes_automatically() {
    let (mut g, ended) = pass_scenario();
    assert_eq!(
        ended.passes,
        [Pass {
            player: Player::Yellow,
            reason: PassReason::NoLegalPlacement
        }]
    );
    assert_eq!(ended.to_move, Player::Blue);
    assert_eq!(ended.game_over, None);
    assert_eq!(g.to_move(), Player::Blue);
    // Turn 5 was Blue's, turn 6 Yellow's pass: Blue plays turn 7.
    assert_eq!(g.turn_number(), 7);
    assert!(g.supply_total(Player::Yellow) > 0);
    place(&mut g, 2, 2, B);
}

/// Row 0 and row 2: two region cells and a dot each. Blue's B and Yellow's G fill the region
/// cells; then only Blue can complete a row on a dot (B-G-B), Yellow never can (B-G-? is not
/// Yellow+ and not Red+). Blue plays turn 5 on the dot (2, 0) with a bridge and ends it.
fn pass_scenario() -> (Game, dl_core::TurnEnded) {
    let mut g = game_on(position(&["S1 S1 o", ". . .", "S1 S1 o"]));
    turns(&mut g, &[(0, 0, B), (1, 0, G), (0, 2, B), (1, 2, G)]);
    place(&mut g, 2, 0, B);
    bridge(&mut g, (0, 0), (2, 0));
    let ended = g.end_turn().unwrap();
    (g, ended)
}

// ---------------------------------------------------------------------------------------------
// R5 What is a bridge

#[test]
fn r5_1_the_ends_must_be_on_one_straight_line() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (1, 1, G)]);
    place(&mut g, 2, 1, B);
    assert_eq!(refused(&mut g, br((0, 0), (2, 1))), Refusal::NotInLine);
    assert_eq!(refused(&mut g, br((2, 1), (0, 0))), Refusal::NotInLine);
}

#[test]
fn r5_2_a_bridge_holds_three_or_four_stones() {
    let mut g = game_on(open(6));
    turns(&mut g, &[(0, 0, B), (4, 0, G)]);
    place(&mut g, 1, 0, G);
    assert_eq!(refused(&mut g, br((0, 0), (1, 0))), Refusal::WrongLength);
    assert_eq!(refused(&mut g, br((1, 0), (1, 0))), Refusal::WrongLength);
    // Five cells from end to end.
    assert_eq!(refused(&mut g, br((0, 0), (4, 0))), Refusal::WrongLength);
}

#[test]
fn r5_2_every_cell_of_the_row_must_hold_a_stone() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (4, 4, Y)]);
    place(&mut g, 3, 0, B);
    assert_eq!(
        refused(&mut g, br((0, 0), (3, 0))),
        Refusal::EmptyCellInRow(c(1, 0))
    );
}

#[test]
fn r5_3_neighbouring_stones_must_differ_in_colour() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (4, 4, Y), (1, 0, B)]);
    place(&mut g, 2, 0, G);
    assert_eq!(
        refused(&mut g, br((0, 0), (2, 0))),
        Refusal::EqualNeighbours
    );
}

#[test]
fn r5_4_all_stones_in_the_movers_set_or_all_in_red() {
    let mut g = game_on(open(5));
    // Yellow completes B-G-Y: in no single set.
    turns(&mut g, &[(0, 0, B), (1, 0, G), (4, 4, B)]);
    place(&mut g, 2, 0, Y);
    assert_eq!(refused(&mut g, br((0, 0), (2, 0))), Refusal::NotLoyal);
    g.end_turn().unwrap();
    // Blue completes Y-G-Y: loyal to Yellow+, but a scoring bridge is the mover's only.
    turns(&mut g, &[(4, 3, B), (0, 1, Y), (4, 2, B), (0, 3, Y)]);
    place(&mut g, 0, 2, G);
    assert_eq!(refused(&mut g, br((0, 1), (0, 3))), Refusal::NotLoyal);
}

#[test]
fn r5_3_r5_4_every_row_of_colours_has_the_kind_the_sets_give_it() {
    let mut rows: Vec<Vec<Color>> = Vec::new();
    for a in Color::ALL {
        for b in Color::ALL {
            for c in Color::ALL {
                rows.push(vec![a, b, c]);
                for d in Color::ALL {
                    rows.push(vec![a, b, c, d]);
                }
            }
        }
    }
    let mut kinds = [0usize; 3];
    for row in &rows {
        for mover in Player::BOTH {
            let in_set = |set: ColorSet| row.iter().all(|c| set.contains(*c));
            let own = in_set(mover.loyalty().colors());
            let red = in_set(Loyalty::Red.colors());
            assert!(
                !(own && red && row.windows(2).all(|w| w[0] != w[1])),
                "no row can be both: {row:?}"
            );
            let expected = if row.windows(2).any(|w| w[0] == w[1]) {
                Err(Refusal::EqualNeighbours)
            } else if own {
                Ok(mover.loyalty())
            } else if red {
                Ok(Loyalty::Red)
            } else {
                Err(Refusal::NotLoyal)
            };
            let got = row_kind_of_colors(row, mover);
            assert_eq!(got, expected, "{row:?} for {mover}");
            if let Ok(kind) = got {
                kinds[kind as usize] += 1;
            }
        }
    }
    // Rows of a 3-colour set with no equal neighbours: 3·2·2 = 12 of length 3, 24 of length 4;
    // Blue+ rows for Blue, Yellow+ rows for Yellow, Red+ rows for both movers.
    assert_eq!(kinds, [36, 36, 72]);
}

#[test]
fn r5_5_a_three_cannot_be_extended_to_a_four() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    place(&mut g, 2, 0, B);
    bridge(&mut g, (0, 0), (2, 0));
    g.end_turn().unwrap();
    turns(&mut g, &[(4, 4, Y)]);
    // B-G-B-P is a valid Blue+ row, but it holds all three stones of the bridge.
    place(&mut g, 3, 0, P);
    assert_eq!(
        refused(&mut g, br((0, 0), (3, 0))),
        Refusal::SharesTwoStones
    );
    assert_eq!(g.score(Player::Blue), score(1, 1));
}

#[test]
fn r5_5_overlapping_threes_abc_then_bcd_are_refused() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    place(&mut g, 2, 0, B);
    bridge(&mut g, (0, 0), (2, 0));
    g.end_turn().unwrap();
    turns(&mut g, &[(4, 4, Y)]);
    // [A,B,C] = (0,0)–(2,0) exists; [B,C,D] = G-B-P shares B and C.
    place(&mut g, 3, 0, P);
    assert_eq!(
        refused(&mut g, br((1, 0), (3, 0))),
        Refusal::SharesTwoStones
    );
    assert!(g.legal_bridges().is_empty());
}

#[test]
fn r5_5_a_row_cannot_be_bridged_twice() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    place(&mut g, 2, 0, B);
    bridge(&mut g, (0, 0), (2, 0));
    assert_eq!(
        refused(&mut g, br((2, 0), (0, 0))),
        Refusal::SharesTwoStones
    );
}

#[test]
fn r5_5_a_red_row_sharing_two_stones_with_a_red_bridge_is_refused() {
    let mut g = game_on(open(5));
    // Blue's red bridge R-P-O; then Yellow's red after the orange makes P-O-R, which shares
    // the purple and the orange with it.
    turns(&mut g, &[(0, 0, R), (1, 0, P)]);
    place(&mut g, 2, 0, O);
    assert_eq!(bridge(&mut g, (0, 0), (2, 0)).kind, Loyalty::Red);
    g.end_turn().unwrap();
    place(&mut g, 3, 0, R);
    assert_eq!(
        refused(&mut g, br((1, 0), (3, 0))),
        Refusal::SharesTwoStones
    );
}

// ---------------------------------------------------------------------------------------------
// R6 Crossing, cutting, blocking

#[test]
fn r6_an_x_through_a_shared_stone_conflicts() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 1, B), (1, 1, G)]);
    place(&mut g, 2, 1, B);
    bridge(&mut g, (0, 1), (2, 1));
    g.end_turn().unwrap();
    // Vertical P-G-B through the inner green of the horizontal bridge.
    turns(&mut g, &[(1, 0, P)]);
    place(&mut g, 1, 2, B);
    assert_eq!(refused(&mut g, br((1, 0), (1, 2))), Refusal::CrossesBridge);
}

#[test]
fn r6_two_diagonals_crossing_between_cells_conflict() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (1, 1, G)]);
    place(&mut g, 2, 2, B);
    bridge(&mut g, (0, 0), (2, 2));
    g.end_turn().unwrap();
    turns(&mut g, &[(2, 1, P), (1, 2, B), (4, 4, Y)]);
    // (1,2)-(2,1)-(3,0) shares no stone with (0,0)-(1,1)-(2,2) but crosses it at (1.5, 1.5).
    place(&mut g, 3, 0, B);
    assert_eq!(refused(&mut g, br((1, 2), (3, 0))), Refusal::CrossesBridge);
    assert!(g.legal_bridges().is_empty());
}

#[test]
fn r6_a_collinear_overlap_conflicts_even_when_r5_5_no_longer_applies() {
    let mut g = game_on(open(9));
    // Blue bridge B-P-B on row 1, cut by Yellow's red R-P-R through its purple.
    turns(&mut g, &[(0, 1, B), (1, 1, P)]);
    place(&mut g, 2, 1, B);
    bridge(&mut g, (0, 1), (2, 1));
    g.end_turn().unwrap();
    turns(&mut g, &[(1, 0, R), (8, 8, B)]);
    place(&mut g, 1, 2, R);
    assert_eq!(bridge(&mut g, (1, 0), (1, 2)).cut, [0]);
    g.end_turn().unwrap();
    // P-B-G along the cut bridge: a cut bridge no longer counts for R5.5, but lying along it
    // shares the midpoint between (1,1) and (2,1): R6.
    place(&mut g, 3, 1, G);
    assert_eq!(refused(&mut g, br((1, 1), (3, 1))), Refusal::CrossesBridge);
    assert_eq!(refused(&mut g, br((0, 1), (3, 1))), Refusal::CrossesBridge);
}

#[test]
fn r6_fan_l_t_and_end_to_end_junctions_are_legal() {
    // Base: Blue's B-G-B from (2,2) to (4,2). Each case: Yellow places the first stone, Blue the
    // second and forms the bridge, which shares exactly one stone with the base.
    let cases = [
        ("fan", (3, 3, G), (4, 4, B), (2, 2), (4, 4)),
        ("L", (2, 3, G), (2, 4, B), (2, 2), (2, 4)),
        (
            "T, new end on the base's inner stone",
            (3, 4, G),
            (3, 3, B),
            (3, 2),
            (3, 4),
        ),
        (
            "T, base end on the new inner stone",
            (2, 1, G),
            (2, 3, G),
            (2, 1),
            (2, 3),
        ),
        ("end to end", (5, 2, G), (6, 2, B), (4, 2), (6, 2)),
    ];
    for (name, yellow, blue, from, to) in cases {
        let mut g = game_on(open(8));
        turns(&mut g, &[(2, 2, B), (3, 2, G)]);
        place(&mut g, 4, 2, B);
        bridge(&mut g, (2, 2), (4, 2));
        g.end_turn().unwrap();
        turns(&mut g, &[yellow]);
        place(&mut g, blue.0, blue.1, blue.2);
        let base = g.board().bridges()[0].line;
        let formed = g
            .bridge(c(from.0, from.1), c(to.0, to.1))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            (formed.kind, formed.cut.len()),
            (Loyalty::Blue, 0),
            "{name}"
        );
        let new = g.board().bridges()[1].line;
        assert_eq!(base.shared_cells(&new), 1, "{name}");
        assert_eq!(g.score(Player::Blue), score(2, 1), "{name}");
    }
}

#[test]
fn r6_a_scoring_bridge_may_not_cross_a_red_bridge() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 1, R), (1, 1, P)]);
    place(&mut g, 2, 1, R);
    assert_eq!(bridge(&mut g, (0, 1), (2, 1)).kind, Loyalty::Red);
    g.end_turn().unwrap();
    turns(&mut g, &[(1, 0, G)]);
    // G-P-B is Blue+, through the red bridge's inner purple.
    place(&mut g, 1, 2, B);
    assert_eq!(refused(&mut g, br((1, 0), (1, 2))), Refusal::CrossesBridge);
}

#[test]
fn r6_red_cuts_every_scoring_bridge_it_crosses() {
    let mut g = game_on(open(5));
    // Blue's B-P-B on row 1 (bridge 0), Yellow's Y-O-Y on row 2 (bridge 1).
    turns(&mut g, &[(0, 1, B), (1, 1, P)]);
    place(&mut g, 2, 1, B);
    bridge(&mut g, (0, 1), (2, 1));
    g.end_turn().unwrap();
    turns(&mut g, &[(0, 2, Y), (1, 2, O)]);
    place(&mut g, 2, 2, Y);
    bridge(&mut g, (0, 2), (2, 2));
    g.end_turn().unwrap();
    assert_eq!(g.scores(), [score(1, 1), score(1, 1)]);
    turns(&mut g, &[(1, 0, R)]);
    // Yellow's red R-P-O-R down column 1 goes through both inner stones.
    place(&mut g, 1, 3, R);
    let red = bridge(&mut g, (1, 0), (1, 3));
    assert_eq!(red.kind, Loyalty::Red);
    assert_eq!(red.index, 2);
    assert_eq!(red.cut, [0, 1]);
    assert_eq!(cut_marks(&g), [true, true, false]);
    assert_eq!(g.scores(), [score(0, 0), score(0, 0)]);
    assert_eq!(
        oracle::scores(g.position(), g.board().bridges()),
        g.scores()
    );
}

#[test]
fn r6_a_red_bridge_reports_the_bridges_it_cuts_in_formation_order() {
    let mut g = game_on(open(5));
    // As above, but Yellow's Y-O-Y on row 2 is bridge 0 and Blue's B-P-B on row 1 bridge 1:
    // the red bridge meets bridge 1 first on its way down column 1.
    turns(&mut g, &[(4, 4, B), (0, 2, Y), (1, 2, O)]);
    place(&mut g, 2, 2, Y);
    assert_eq!(bridge(&mut g, (0, 2), (2, 2)).index, 0);
    g.end_turn().unwrap();
    turns(&mut g, &[(0, 1, B), (1, 1, P)]);
    place(&mut g, 2, 1, B);
    assert_eq!(bridge(&mut g, (0, 1), (2, 1)).index, 1);
    g.end_turn().unwrap();
    turns(&mut g, &[(1, 0, R)]);
    place(&mut g, 1, 3, R);
    let red = bridge(&mut g, (1, 0), (1, 3));
    assert_eq!(red.cut, [0, 1]);
    assert_eq!(cut_marks(&g), [true, true, false]);
}

#[test]
fn r6_a_red_bridge_across_a_junction_cuts_nothing() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 1, B), (1, 1, P)]);
    place(&mut g, 2, 1, B);
    bridge(&mut g, (0, 1), (2, 1));
    g.end_turn().unwrap();
    // Red P-R-O ends on the blue bridge's purple: a T junction.
    turns(&mut g, &[(1, 2, R)]);
    place(&mut g, 1, 3, O);
    let red = bridge(&mut g, (1, 1), (1, 3));
    assert_eq!((red.kind, red.cut.len()), (Loyalty::Red, 0));
    assert_eq!(g.score(Player::Blue), score(1, 1));
}

#[test]
fn r6_a_red_bridge_may_not_cross_a_red_bridge() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 1, R), (1, 1, P)]);
    place(&mut g, 2, 1, R);
    bridge(&mut g, (0, 1), (2, 1));
    g.end_turn().unwrap();
    turns(&mut g, &[(1, 0, O), (4, 4, B)]);
    // O-P-O crosses the red bridge at its inner purple.
    place(&mut g, 1, 2, O);
    assert_eq!(
        refused(&mut g, br((1, 0), (1, 2))),
        Refusal::RedCrossesRedOrCut
    );
}

/// Blue's B-P-B on the diagonal (0,0)–(2,2) (bridge 0), cut at turn 5 by Blue's own red
/// R-P-O on the other diagonal (0,2)–(2,0) through the purple (bridge 1).
fn cut_diagonal() -> Game {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, B), (1, 1, P)]);
    place(&mut g, 2, 2, B);
    bridge(&mut g, (0, 0), (2, 2));
    g.end_turn().unwrap();
    turns(&mut g, &[(0, 2, R)]);
    place(&mut g, 2, 0, O);
    assert_eq!(bridge(&mut g, (0, 2), (2, 0)).cut, [0]);
    g.end_turn().unwrap();
    assert_eq!(cut_marks(&g), [true, false]);
    assert_eq!(g.score(Player::Blue), score(0, 0));
    g
}

#[test]
fn r6_a_red_bridge_may_not_cross_a_cut_bridge() {
    let mut g = cut_diagonal();
    // Yellow's red O-R-O on (1,2)–(3,0) crosses the cut bridge between (1,1) and (2,2) and
    // does not touch the red bridge.
    turns(&mut g, &[(1, 2, O), (2, 1, R)]);
    place(&mut g, 3, 0, O);
    assert_eq!(
        refused(&mut g, br((1, 2), (3, 0))),
        Refusal::RedCrossesRedOrCut
    );
}

#[test]
fn r6_a_cut_bridge_still_blocks() {
    let mut g = cut_diagonal();
    // Blue's B-G-B on (1,2)–(3,0) would cross the cut bridge between (1,1) and (2,2).
    turns(&mut g, &[(2, 1, G), (1, 2, B), (4, 4, Y)]);
    place(&mut g, 3, 0, B);
    assert_eq!(refused(&mut g, br((1, 2), (3, 0))), Refusal::CrossesBridge);
    assert_eq!(g.board().bridges().len(), 2);
}

#[test]
fn r6_a_bridge_is_cut_only_when_a_red_bridge_is_formed_across_it() {
    let mut g = cut_diagonal();
    // Undoing the red bridge uncuts the blue one; nothing else ever cuts it.
    g.undo().unwrap(); // end of turn 5
    assert_eq!(g.undo().unwrap(), br((0, 2), (2, 0)));
    assert_eq!(cut_marks(&g), [false]);
    assert_eq!(g.score(Player::Blue), score(1, 1));
}

// ---------------------------------------------------------------------------------------------
// R7 Scoring

#[test]
fn r7_a_three_scores_one_bridge_point_and_a_four_two() {
    let mut g = game_on(open(5));
    // Blue's B-G-B on row 0: 1 bridge point, and its inner stone claims S1.
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    place(&mut g, 2, 0, B);
    bridge(&mut g, (0, 0), (2, 0));
    g.end_turn().unwrap();
    assert_eq!(g.score(Player::Blue), score(1, 1));
    // Blue's B-P-B-P on row 2: 2 more bridge points; S1 is already Blue's.
    turns(
        &mut g,
        &[(1, 2, P), (0, 2, B), (4, 4, Y), (3, 2, P), (4, 3, Y)],
    );
    place(&mut g, 2, 2, B);
    let four = bridge(&mut g, (0, 2), (3, 2));
    assert_eq!(g.board().bridges()[four.index].line.len(), 4);
    assert_eq!(g.score(Player::Blue), score(3, 1));
    assert_eq!(g.score(Player::Yellow), score(0, 0));
}

#[test]
fn r7_red_bridges_score_nothing() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(0, 0, R), (1, 0, P)]);
    place(&mut g, 2, 0, R);
    assert_eq!(bridge(&mut g, (0, 0), (2, 0)).kind, Loyalty::Red);
    assert_eq!(g.scores(), [score(0, 0), score(0, 0)]);
}

#[test]
fn r7_only_inner_stones_claim_regions_and_one_four_bridge_can_claim_two() {
    let pos = position(&["S1 W1 G1 S1", "S1 S1 S1 S1"]);
    let (s1, w1, g1) = (0u16, 1u16, 2u16);
    assert_eq!(pos.kind(c(0, 0)), CellKind::Region(s1));
    assert_eq!(pos.kind(c(1, 0)), CellKind::Region(w1));
    assert_eq!(pos.kind(c(2, 0)), CellKind::Region(g1));
    let mut g = game_on(pos);
    turns(&mut g, &[(0, 0, B), (1, 0, P), (3, 0, G), (0, 1, Y)]);
    place(&mut g, 2, 0, B);
    bridge(&mut g, (0, 0), (3, 0));
    // Two bridge points, W1 and G1; the ends lie on S1, which stays unclaimed.
    assert_eq!(g.score(Player::Blue), score(2, 2));
    assert_eq!(
        g.region_claims(),
        [
            RegionClaim {
                region: w1,
                player: Player::Blue,
                bridge: 0
            },
            RegionClaim {
                region: g1,
                player: Player::Blue,
                bridge: 0
            }
        ]
    );
}

#[test]
fn r7_a_region_is_claimed_once_per_player_by_the_first_bridge() {
    let pos = position(&["W1 W1 W1 W1 W1 W1 W1", "W1 W1 W1 W1 W1 W1 W1"]);
    let mut g = game_on(pos);
    // Blue's B-G-B (bridge 0) and Yellow's Y-G-Y (bridge 1) both have their inner stone on W1.
    turns(&mut g, &[(0, 0, B), (1, 0, G)]);
    place(&mut g, 2, 0, B);
    bridge(&mut g, (0, 0), (2, 0));
    g.end_turn().unwrap();
    turns(&mut g, &[(4, 0, Y), (5, 0, G)]);
    place(&mut g, 6, 0, Y);
    bridge(&mut g, (4, 0), (6, 0));
    g.end_turn().unwrap();
    assert_eq!(g.scores(), [score(1, 1), score(1, 1)]);
    // Blue's second bridge B-P-B (bridge 2) on W1: a bridge point, no second region point.
    turns(&mut g, &[(0, 1, B), (1, 1, P)]);
    place(&mut g, 2, 1, B);
    bridge(&mut g, (0, 1), (2, 1));
    assert_eq!(g.scores(), [score(2, 1), score(1, 1)]);
    let claims = g.region_claims();
    let claimed: Vec<(u16, Player, usize)> = claims
        .iter()
        .map(|c| (c.region, c.player, c.bridge))
        .collect();
    assert_eq!(claimed, [(0, Player::Blue, 0), (0, Player::Yellow, 1)]);
}

#[test]
fn r7_a_region_point_moves_to_the_next_bridge_after_a_cut() {
    let mut g = game_on(position(&[
        "S1 S1 S1 S1 S1 S1 S1",
        "W1 W1 W1 W1 W1 W1 W1",
        "S1 S1 S1 S1 S1 S1 S1",
    ]));
    let w1 = 1u16;
    // Bridge 0: Blue's B-P-B on (0,1)–(2,1); bridge 1: Blue's B-G-B on (4,1)–(6,1). Both have
    // their inner stone on W1; bridge 0 was first and claims it.
    turns(&mut g, &[(0, 1, B), (1, 1, P)]);
    place(&mut g, 2, 1, B);
    bridge(&mut g, (0, 1), (2, 1));
    g.end_turn().unwrap();
    turns(&mut g, &[(5, 1, G), (4, 1, B), (1, 0, R)]);
    place(&mut g, 6, 1, B);
    bridge(&mut g, (4, 1), (6, 1));
    g.end_turn().unwrap();
    assert_eq!(g.score(Player::Blue), score(2, 1));
    let claim = |bridge| RegionClaim {
        region: w1,
        player: Player::Blue,
        bridge,
    };
    assert_eq!(g.region_claims(), [claim(0)]);
    // Yellow's red R-P-R down column 1 cuts bridge 0.
    place(&mut g, 1, 2, R);
    assert_eq!(bridge(&mut g, (1, 0), (1, 2)).cut, [0]);
    assert_eq!(g.score(Player::Blue), score(1, 1));
    assert_eq!(g.region_claims(), [claim(1)]);
    assert_eq!(
        oracle::scores(g.position(), g.board().bridges()),
        g.scores()
    );
}

// ---------------------------------------------------------------------------------------------
// R8 End of the game

#[test]
fn r8_the_game_ends_when_all_stones_are_placed() {
    let mut g = game_on(open(9));
    fill_without_bridges(&mut g);
    assert_eq!(g.end_reason(), Some(EndReason::AllStonesPlaced));
    assert_eq!(oracle::stone_count(&g), 72);
    assert_eq!(g.scores(), [score(0, 0), score(0, 0)]);
    assert_eq!(g.winner(), Some(Winner::Draw));
    // Nothing more can happen, except undo.
    assert_eq!(refused(&mut g, put(8, 8, B)), Refusal::GameOver);
    assert_eq!(refused(&mut g, br((0, 0), (2, 0))), Refusal::GameOver);
    assert_eq!(refused(&mut g, Action::EndTurn), Refusal::GameOver);
    assert_eq!(refused(&mut g, Action::AgreeEnd), Refusal::GameOver);
    assert_eq!(g.undo(), Ok(Action::EndTurn));
    assert!(!g.is_over());
    assert_eq!(g.winner(), None);
}

#[test]
fn r8_the_game_ends_when_neither_player_can_place() {
    let (mut g, _) = pass_scenario();
    place(&mut g, 2, 2, B);
    bridge(&mut g, (0, 2), (2, 2));
    let ended = g.end_turn().unwrap();
    assert_eq!(
        ended.passes,
        [
            Pass {
                player: Player::Yellow,
                reason: PassReason::NoLegalPlacement
            },
            Pass {
                player: Player::Blue,
                reason: PassReason::NoLegalPlacement
            }
        ]
    );
    assert_eq!(ended.game_over, Some(EndReason::NoOneCanPlace));
    assert_eq!(g.end_reason(), Some(EndReason::NoOneCanPlace));
    assert!(g.supply_total(Player::Blue) > 0 && g.supply_total(Player::Yellow) > 0);
    assert_eq!(g.scores(), [score(2, 1), score(0, 0)]);
    assert_eq!(g.winner(), Some(Winner::Player(Player::Blue)));
}

#[test]
fn r8_the_players_may_agree_to_end_the_game() {
    let mut g = game_on(open(5));
    turns(&mut g, &[(4, 4, B), (0, 0, Y), (1, 0, G)]);
    place(&mut g, 2, 0, Y);
    bridge(&mut g, (0, 0), (2, 0));
    // Mid-turn, once this turn's stone is placed, agreement is not offered (R8 as amended:
    // ending early never leaves a dot stone without a bridge).
    assert_eq!(
        refused(&mut g, Action::AgreeEnd),
        Refusal::AgreementAfterPlacing
    );
    g.end_turn().unwrap();
    // Before Blue places, agreement ends the game at once.
    g.apply(Action::AgreeEnd).unwrap();
    assert_eq!(g.end_reason(), Some(EndReason::Agreed));
    assert_eq!(g.scores(), [score(0, 0), score(1, 1)]);
    assert_eq!(g.winner(), Some(Winner::Player(Player::Yellow)));
    assert_eq!(refused(&mut g, Action::AgreeEnd), Refusal::GameOver);
    assert_eq!(refused(&mut g, Action::EndTurn), Refusal::GameOver);

    let mut fresh = game_on(open(5));
    fresh.agree_end().unwrap();
    assert_eq!(fresh.winner(), Some(Winner::Draw));
    assert_eq!(refused(&mut fresh, put(0, 0, B)), Refusal::GameOver);
}

// ---------------------------------------------------------------------------------------------
// R11 Undo

#[test]
fn r11_undo_goes_back_to_the_start_one_action_at_a_time() {
    // A game with bridges of every kind, a double cut and a returned dot stone.
    let pos = position(&[
        "S1 S1 S1 S1 o",
        "S1 S1 S1 S1 S1",
        "S1 S1 S1 S1 S1",
        "S1 S1 S1 S1 S1",
    ]);
    let mut g = game_on(pos.clone());
    turns(&mut g, &[(0, 1, B), (1, 1, P)]);
    place(&mut g, 2, 1, B);
    bridge(&mut g, (0, 1), (2, 1));
    g.end_turn().unwrap();
    turns(&mut g, &[(0, 2, Y), (1, 2, O)]);
    place(&mut g, 2, 2, Y);
    bridge(&mut g, (0, 2), (2, 2));
    g.end_turn().unwrap();
    turns(&mut g, &[(1, 0, R)]);
    place(&mut g, 1, 3, R);
    assert_eq!(bridge(&mut g, (1, 0), (1, 3)).cut, [0, 1]);
    g.end_turn().unwrap();
    // Blue puts a stone on the dot (4,0), which B-G-B down column 4 allows, and does not
    // bridge: the stone comes back.
    turns(&mut g, &[(4, 2, B), (4, 1, G)]);
    place(&mut g, 4, 0, B);
    let ended = g.end_turn().unwrap();
    assert_eq!(ended.returned, Some((c(4, 0), B)));
    g.agree_end().unwrap();

    let actions = g.actions();
    assert_eq!(actions.len(), 26);
    for k in (0..actions.len()).rev() {
        assert_eq!(g.undo(), Ok(actions[k]));
        let replayed = Game::replay(pos.clone(), Rounds::Three, &actions[..k]).unwrap();
        assert_eq!(g, replayed, "after undoing action {k}");
    }
    assert_eq!(g, Game::new(pos, Rounds::Three));
    assert_eq!(g.undo(), Err(Refusal::NothingToUndo));
    assert!(!g.can_undo());
}

#[test]
fn r11_an_automatic_pass_is_undone_with_the_end_of_turn_that_led_to_it() {
    let (mut g, _) = pass_scenario();
    assert_eq!(g.turn_number(), 7);
    assert_eq!(g.undo(), Ok(Action::EndTurn));
    assert_eq!(g.to_move(), Player::Blue);
    assert_eq!(g.turn_stone(), Some(c(2, 0)));
    assert_eq!(g.turn_number(), 5);
    assert_eq!(g.undo(), Ok(br((0, 0), (2, 0))));
    assert_eq!(g.score(Player::Blue), score(0, 0));
    assert_eq!(g.undo(), Ok(put(2, 0, B)));
    assert_eq!(g.board().stone(c(2, 0)), None);
    assert_eq!(g.supply(Player::Blue)[B.index()], 2);
}

#[test]
fn r11_undo_restores_cut_marks_scores_refills_and_the_game_end() {
    let (mut g, _) = pass_scenario();
    place(&mut g, 2, 2, B);
    bridge(&mut g, (0, 2), (2, 2));
    let before_end = g.clone();
    g.end_turn().unwrap();
    assert!(g.is_over());
    g.undo().unwrap();
    assert_eq!(g, before_end);
    assert!(!g.is_over());

    let mut cut = cut_diagonal();
    // The last three actions are turn 5's place, red bridge and end of turn.
    let placed = cut.actions().len() - 2;
    let before_red = Game::replay(
        cut.position().clone(),
        Rounds::Three,
        &cut.actions()[..placed],
    )
    .unwrap();
    cut.undo().unwrap();
    cut.undo().unwrap();
    assert_eq!(cut, before_red);
    assert_eq!(cut_marks(&cut), [false]);
    assert_eq!(cut.score(Player::Blue), score(1, 1));

    // Refill (R3) undone with the end of turn that gave it.
    let mut refill = game_on(open(7));
    let cells = region_cells(&refill);
    for (i, cell) in cells.iter().take(23).enumerate() {
        let mover = refill.to_move();
        let color = Color::ALL
            .into_iter()
            .find(|c| refill.supply(mover)[c.index()] > 0)
            .unwrap();
        refill.place(*cell, color).unwrap();
        if i < 22 {
            refill.end_turn().unwrap();
        }
    }
    let before = refill.clone();
    assert_eq!(refill.end_turn().unwrap().refills, [Player::Blue]);
    assert_eq!(refill.sets_received(Player::Blue), 2);
    refill.undo().unwrap();
    assert_eq!(refill, before);
    assert_eq!(refill.sets_received(Player::Blue), 1);
    assert_eq!(refill.supply_total(Player::Blue), 0);
}

// ---------------------------------------------------------------------------------------------
// Refusals

#[test]
fn every_refusal_has_a_distinct_stable_code() {
    let cell = c(0, 0);
    let all = [
        Refusal::GameOver,
        Refusal::OutsideGrid(cell),
        Refusal::AlreadyPlaced,
        Refusal::CellOccupied(cell),
        Refusal::NotPlayable(cell),
        Refusal::ColorNotInSupply(B),
        Refusal::DotWithoutBridge(cell),
        Refusal::NoStonePlaced,
        Refusal::NotInLine,
        Refusal::WrongLength,
        Refusal::EmptyCellInRow(cell),
        Refusal::EqualNeighbours,
        Refusal::NotLoyal,
        Refusal::MissingTurnStone,
        Refusal::SharesTwoStones,
        Refusal::CrossesBridge,
        Refusal::RedCrossesRedOrCut,
        Refusal::NothingToUndo,
    ];
    let mut codes: Vec<&str> = all.iter().map(|r| r.code()).collect();
    assert!(codes
        .iter()
        .all(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_lowercase() || ch == '_')));
    codes.sort();
    codes.dedup();
    assert_eq!(codes.len(), all.len());
    assert_eq!(Refusal::RedCrossesRedOrCut.code(), "red_crosses_red_or_cut");
}

#[test]
fn r11_nothing_to_undo_at_the_start() {
    let mut g = game_on(open(3));
    assert_eq!(g.undo(), Err(Refusal::NothingToUndo));
    assert_eq!(g, game_on(open(3)));
}
