//! One test per clause of `shared/design/RULES-DISCORDER.md` (D1–D7), each named after its
//! clause; each "(reading)" choice has its own test, so that a change of reading changes one
//! test. Unless a test says otherwise, Yellow begins and the players alternate: in a list of
//! tiles, the 1st, 3rd, 5th … are Yellow's.

mod common;

use common::{board_points, c, e, engine_points, play, scripted_game, tiles};
use dl_discorder::lines::for_each_line_in_column;
use dl_discorder::playout::random_action;
use dl_discorder::{
    Action, Award, Direction, Game, Line, Player, Refusal, Score, Starter, Winner, HEIGHT,
    MAX_ACTIONS, PEGS, TILES_PER_PLAYER, WIDTH,
};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const Y: Player = Player::Yellow;
const B: Player = Player::Black;

fn tile(x: u8, y: u8) -> Action {
    Action::PlaceTile(c(x, y))
}

fn peg(x: u8, y: u8) -> Action {
    Action::PlacePeg(e(x, y))
}

/// `action` must be refused for `refusal`, leaving the game exactly as it was.
fn refused(game: &mut Game, action: Action, refusal: Refusal) {
    let before = game.clone();
    assert_eq!(game.apply(action), Err(refusal), "{action:?}");
    assert_eq!(*game, before, "a refused {action:?} changed the game");
}

/// Places tiles in reading order on the empty cells, `n` of them, the players alternating.
fn fill_reading_order(game: &mut Game, n: usize) {
    for _ in 0..n {
        let cell = game.board().empty_cells().next().expect("an empty cell");
        play(game, &[Action::PlaceTile(cell)]);
    }
}

/// A game where Black placed all ten pegs under row 0 and row 1 while Yellow placed tiles on
/// row 0 and the start of row 1 (D3.1: each peg follows a tile or a peg).
fn black_placed_every_peg() -> Game {
    let mut game = Game::new(Y);
    let pegs = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (5, 0),
        (6, 0),
        (7, 0),
        (7, 1),
        (6, 1),
    ];
    for (i, &(x, y)) in pegs.iter().enumerate() {
        let cell = if i < 8 {
            c(i as u8, 0)
        } else {
            c(7 - (i as u8 - 8), 2)
        };
        play(&mut game, &[Action::PlaceTile(cell), peg(x, y)]);
    }
    game
}

// ---------------------------------------------------------------------------------------------
// D1 Material and players

#[test]
fn d1_the_board_has_8_columns_and_7_rows() {
    assert_eq!((WIDTH, HEIGHT), (8, 7));
    let mut game = Game::new(Y);
    assert_eq!(game.legal_actions().len(), 56);
    refused(&mut game, tile(8, 0), Refusal::CellOutsideBoard(c(8, 0)));
    refused(&mut game, tile(0, 7), Refusal::CellOutsideBoard(c(0, 7)));
    play(&mut game, &[tile(7, 6)]);
}

#[test]
fn d1_each_player_has_28_tiles() {
    let mut game = Game::new(Y);
    assert_eq!(TILES_PER_PLAYER, 28);
    assert_eq!((game.tiles_left(Y), game.tiles_left(B)), (28, 28));
    tiles(&mut game, "0,0 1,0 2,0");
    assert_eq!((game.tiles_left(Y), game.tiles_left(B)), (26, 27));
    // Yellow places all 28 while Black places 27 tiles and one peg: Yellow has none left.
    let mut game = Game::new(Y);
    play(&mut game, &[tile(0, 0), peg(0, 0)]);
    fill_reading_order(&mut game, 54);
    assert_eq!((game.tiles_left(Y), game.tiles_left(B)), (0, 1));
    assert_eq!(game.to_move(), Y);
    refused(&mut game, tile(7, 6), Refusal::NoTilesLeft);
}

#[test]
fn d1_ten_pegs_are_shared_by_both_players() {
    assert_eq!(PEGS, 10);
    let mut game = Game::new(Y);
    // Either player may take one: Yellow, then Black, each after a tile.
    play(&mut game, &[tile(3, 3), tile(5, 5), peg(3, 3), peg(5, 5)]);
    assert_eq!(game.pegs_left(), 8);
    let mut game = black_placed_every_peg();
    assert_eq!(game.pegs_left(), 0);
    assert_eq!(game.to_move(), Y);
    play(&mut game, &[tile(0, 3)]);
    refused(&mut game, peg(0, 2), Refusal::NoPegsLeft);
}

#[test]
fn d1_reading_who_begins_is_chosen_at_the_start() {
    assert_eq!(Game::new(B).to_move(), B);
    assert_eq!(Game::new(Y).to_move(), Y);
    assert_eq!(Starter::Black.resolve(0), B);
    assert_eq!(Starter::Yellow.resolve(1), Y);
    let random: Vec<Player> = (0..4).map(|s| Starter::Random.resolve(s)).collect();
    assert_eq!(random, vec![Y, B, Y, B]);
    let mut game = Game::new(B);
    play(&mut game, &[tile(0, 0)]);
    assert_eq!(game.board().tile(c(0, 0)), Some(B));
}

// ---------------------------------------------------------------------------------------------
// D2 A turn

#[test]
fn d2_a_turn_places_one_tile_on_any_empty_cell() {
    let mut game = Game::new(Y);
    for cell in [(7, 6), (0, 0), (3, 4)] {
        let mover = game.to_move();
        play(&mut game, &[tile(cell.0, cell.1)]);
        assert_eq!(game.board().tile(c(cell.0, cell.1)), Some(mover));
        assert_eq!(game.to_move(), mover.other(), "one action per turn");
    }
    refused(&mut game, tile(3, 4), Refusal::CellOccupied(c(3, 4)));
}

#[test]
fn d2_a_turn_may_place_a_peg_instead_of_a_tile() {
    let mut game = Game::new(Y);
    play(&mut game, &[tile(2, 2), peg(2, 2)]);
    assert!(game.board().has_peg(e(2, 2)));
    assert_eq!(game.tiles_left(B), 28, "the peg was Black's whole turn");
    assert_eq!(game.to_move(), Y);
}

#[test]
fn d2_a_player_without_tiles_must_place_a_peg_when_an_edge_allows() {
    let mut game = Game::new(Y);
    play(&mut game, &[tile(0, 0), peg(0, 0)]);
    fill_reading_order(&mut game, 54);
    // Yellow has no tile, a cell is empty, nine pegs are left: Yellow does not pass.
    assert_eq!(game.tiles_left(Y), 0);
    assert!(!game.is_over());
    assert_eq!(game.to_move(), Y);
    let legal = game.legal_actions();
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|a| matches!(a, Action::PlacePeg(_))));
    let applied = game.apply(legal[0]).unwrap();
    assert_eq!(applied.passed, None);
    play(&mut game, &[tile(7, 6)]);
    assert!(game.is_over());
}

#[test]
fn d2_a_player_without_tiles_or_pegs_passes_and_the_other_fills_the_board() {
    let mut game = black_placed_every_peg();
    // Yellow placed 10 tiles, Black none. Fill in reading order: Yellow runs out first.
    let mut passes = 0;
    for _ in 0..MAX_ACTIONS {
        let Some(cell) = game.board().empty_cells().next() else {
            break;
        };
        let applied = game.apply(Action::PlaceTile(cell)).unwrap();
        if let Some(player) = applied.passed {
            assert_eq!(player, Y);
            assert_eq!(game.tiles_left(Y), 0);
            assert_eq!(applied.to_move, B, "the other player plays again");
            passes += 1;
        }
    }
    assert!(game.is_over());
    assert_eq!(game.tiles_left(B), 0);
    // Yellow had 18 tiles left, Black 28: after Black's 18th tile Yellow passes, and again
    // after each of Black's next nine; the 28th fills the board and no pass follows it.
    assert_eq!(passes, 10);
}

#[test]
fn d2_passes_are_automatic_and_not_written_as_actions() {
    let mut game = black_placed_every_peg();
    fill_reading_order(&mut game, 56 - 10);
    assert!(game.is_over());
    // Every action placed a tile or a peg: the passes are not in the list.
    assert_eq!(game.actions().len(), 56 + 10);
    let replayed = Game::replay(Y, &game.actions()).unwrap();
    assert_eq!(replayed, game);
}

// ---------------------------------------------------------------------------------------------
// D3 Pegs

#[test]
fn d3_a_peg_goes_only_on_an_inner_horizontal_edge() {
    let mut game = Game::new(Y);
    tiles(&mut game, "0,6 7,0");
    refused(&mut game, peg(0, 6), Refusal::EdgeOutsideBoard(e(0, 6)));
    refused(&mut game, peg(8, 0), Refusal::EdgeOutsideBoard(e(8, 0)));
    play(&mut game, &[peg(0, 5), peg(7, 0)]);
}

#[test]
fn d3_at_most_one_peg_per_edge() {
    let mut game = Game::new(Y);
    play(&mut game, &[tile(4, 4), peg(4, 4)]);
    refused(&mut game, peg(4, 4), Refusal::EdgeHasPeg(e(4, 4)));
}

#[test]
fn d3_a_peg_cuts_the_column_for_vertical_lines() {
    let mut game = Game::new(Y);
    // Yellow: (1,0) (1,1) (1,2) (1,3); Black elsewhere, then Black pegs between (1,1) and (1,2).
    tiles(&mut game, "1,0 6,0 1,1 6,2 1,2 6,4 1,3");
    assert_eq!(game.score(B).now, 1, "Yellow's four gives Black a point");
    play(&mut game, &[peg(1, 1)]);
    let mut lines = Vec::new();
    for_each_line_in_column(game.board(), 1, |l| lines.push((l.start.y, l.len)));
    assert_eq!(lines, vec![(0, 2), (2, 2)]);
    assert_eq!(game.scores(), [Score::default(); 2]);
}

#[test]
fn d3_pegs_have_no_effect_on_horizontal_lines() {
    let mut game = Game::new(Y);
    // Yellow: (2,5) (3,5) (4,5); Black: (0,0) (0,2); Black pegs below (3,5) and above it.
    tiles(&mut game, "2,5 0,0 3,5 0,2 4,5");
    play(&mut game, &[peg(3, 5), tile(7, 0), peg(3, 4)]);
    let rows: Vec<_> = game
        .scoring_lines()
        .into_iter()
        .filter(|(l, _)| l.direction == Direction::Horizontal)
        .map(|(l, a)| (l.owner, l.start, l.len, a.to))
        .collect();
    assert_eq!(rows, vec![(Y, c(2, 5), 3, Y)]);
}

#[test]
fn d3_1_reading_a_peg_must_touch_a_tile_above_or_below() {
    let mut game = Game::new(Y);
    // Yellow (3,3); Black (0,6).
    tiles(&mut game, "3,3 0,6");
    // Tiles beside or diagonal to the edge do not count.
    for (x, y) in [(2, 3), (4, 3), (2, 2), (4, 2), (3, 1), (3, 4)] {
        refused(&mut game, peg(x, y), Refusal::PegNotFollowing(e(x, y)));
    }
    // Below the tile (edge (3,3)) and above it (edge (3,2)); either player's tile counts.
    let mut below = game.clone();
    play(&mut below, &[peg(3, 3)]);
    let mut above = game.clone();
    play(&mut above, &[peg(3, 2)]);
    play(&mut game, &[peg(0, 5)]);
}

#[test]
fn d3_1_reading_a_peg_may_continue_a_peg_beside_it_on_the_same_grid_line() {
    let mut game = Game::new(Y);
    tiles(&mut game, "3,3 0,0");
    play(&mut game, &[peg(3, 3)]);
    // Black continues it to the left, Yellow to the right of that, and so on.
    play(&mut game, &[peg(2, 3), peg(1, 3), peg(4, 3)]);
    // Not on another grid line, nor two edges away.
    refused(&mut game, peg(2, 2), Refusal::PegNotFollowing(e(2, 2)));
    refused(&mut game, peg(6, 3), Refusal::PegNotFollowing(e(6, 3)));
    play(&mut game, &[peg(5, 3)]);
}

#[test]
fn d3_2_no_peg_at_either_end_of_ones_own_vertical_three() {
    let mut game = Game::new(Y);
    // Yellow: (2,2) (2,3) (2,4); Black: (6,0) (6,2); Yellow to move after a Black tile.
    tiles(&mut game, "2,2 6,0 2,3 6,2 2,4 6,4");
    assert_eq!(game.to_move(), Y);
    refused(&mut game, peg(2, 1), Refusal::PegAfterOwnThree(e(2, 1)));
    refused(&mut game, peg(2, 4), Refusal::PegAfterOwnThree(e(2, 4)));
    // Inside the three, where D3.2 says nothing, the peg is accepted.
    play(&mut game, &[peg(2, 2)]);
}

#[test]
fn d3_2_reading_the_opponent_may_peg_the_end_of_a_three() {
    let mut game = Game::new(Y);
    tiles(&mut game, "2,2 6,0 2,3 6,2 2,4");
    assert_eq!(game.to_move(), B);
    let mut below = game.clone();
    play(&mut below, &[peg(2, 4)]);
    play(&mut game, &[peg(2, 1)]);
}

#[test]
fn d3_2_reading_a_peg_may_not_cut_ones_own_line_into_a_three() {
    let mut game = Game::new(Y);
    // Yellow: (5,0) … (5,4), a line of five; Black far off.
    tiles(&mut game, "5,0 0,6 5,1 2,6 5,2 4,6 5,3 6,6 5,4 0,0");
    assert_eq!(game.to_move(), Y);
    // Cutting 3 + 2 or 2 + 3 would leave a peg right after a three of Yellow's own.
    refused(&mut game, peg(5, 2), Refusal::PegAfterOwnThree(e(5, 2)));
    refused(&mut game, peg(5, 1), Refusal::PegAfterOwnThree(e(5, 1)));
    // Cutting 1 + 4 leaves no three; Black may cut anywhere.
    let mut black = game.clone();
    play(&mut black, &[tile(1, 1), peg(5, 2)]);
    play(&mut game, &[peg(5, 0)]);
}

#[test]
fn d3_2_lines_of_two_or_four_and_horizontal_threes_do_not_forbid_a_peg() {
    let mut game = Game::new(Y);
    // Yellow: a vertical two (0,0) (0,1), a vertical four (7,0)…(7,3), a horizontal three
    // (2,5) (3,5) (4,5); Black's tiles apart, touching none of the three edges tried.
    tiles(&mut game, "0,0 0,6 0,1 1,6 7,0 3,6 7,1 5,6 7,2 6,4 7,3 6,2");
    tiles(&mut game, "2,5 1,3 3,5 1,0 4,5 4,0");
    assert_eq!(game.to_move(), Y);
    for edge in [e(0, 1), e(7, 3), e(3, 4)] {
        let mut g = game.clone();
        play(&mut g, &[Action::PlacePeg(edge)]);
    }
}

#[test]
fn d3_3_a_peg_is_never_removed_or_moved() {
    let mut game = Game::new(Y);
    play(&mut game, &[tile(0, 0), peg(0, 0)]);
    // Every action offered from here to the end places something; the peg stays.
    for _ in 0..MAX_ACTIONS {
        let Some(action) = game.legal_actions().into_iter().next() else {
            break;
        };
        assert_ne!(action, peg(0, 0));
        play(&mut game, &[action]);
        assert!(game.board().has_peg(e(0, 0)));
    }
    assert!(game.is_over());
}

// ---------------------------------------------------------------------------------------------
// D4 Lines

#[test]
fn d4_a_line_is_a_maximal_run_of_one_players_tiles() {
    let mut game = Game::new(Y);
    // Row 3: Y Y Y . Y B Y Y — one three, one single, one pair of Yellow's.
    tiles(&mut game, "0,3 5,3 1,3 0,0 2,3 0,6 4,3 3,0");
    play(&mut game, &[tile(6, 3), tile(6, 0), tile(7, 3)]);
    let lines: Vec<_> = game
        .scoring_lines()
        .into_iter()
        .map(|(l, _)| (l.owner, l.direction, l.start, l.len))
        .collect();
    assert_eq!(lines, vec![(Y, Direction::Horizontal, c(0, 3), 3)]);
    // Filling the gap with Yellow joins 3 + 1 into a line of five: a point for Black now.
    play(&mut game, &[tile(7, 6), tile(3, 3)]);
    assert_eq!(game.score(Y).now, 0);
    assert_eq!(game.score(B).now, 1);
}

#[test]
fn d4_a_tile_counts_in_its_row_and_its_column_at_once() {
    let mut game = Game::new(Y);
    // Yellow: (1,1) (2,1) (3,1) and (3,2) (3,3): (3,1) ends a row three and starts a column
    // three.
    tiles(&mut game, "1,1 0,6 2,1 2,6 3,2 4,6 3,3 6,6 3,1");
    assert_eq!(game.score(Y).now, 2);
}

// ---------------------------------------------------------------------------------------------
// D5 Scoring

#[test]
fn d5_a_line_of_exactly_three_gives_its_owner_a_point() {
    let mut game = Game::new(Y);
    tiles(&mut game, "0,0 7,6 1,0 6,6 2,0");
    assert_eq!(game.score(Y).now, 1);
    assert_eq!(game.score(B).now, 0);
}

#[test]
fn d5_a_line_of_four_or_more_gives_the_opponent_a_point() {
    let mut game = Game::new(Y);
    // Yellow: (0,0) … (3,0); Black: (7,6) (5,6) (3,6), apart.
    tiles(&mut game, "0,0 7,6 1,0 5,6 2,0 3,6 3,0");
    assert_eq!((game.score(Y).now, game.score(B).now), (0, 1));
    // A line of five still gives one point.
    play(&mut game, &[tile(0, 4), tile(4, 0)]);
    assert_eq!((game.score(Y).now, game.score(B).now), (0, 1));
}

#[test]
fn d5_lines_of_one_or_two_give_nothing() {
    let mut game = Game::new(Y);
    tiles(&mut game, "0,0 0,1 1,0 1,1 3,0 3,1");
    assert_eq!(game.scores(), [Score::default(); 2]);
}

#[test]
fn d5_a_three_between_two_opponent_tiles_or_the_edge_and_one_is_settled() {
    // The seed's "assurément": three between two opponent tiles, or the edge and one.
    let mut game = Game::new(Y);
    // Yellow: (1,2) (2,2) (3,2); Black: (0,2) then (4,2).
    tiles(&mut game, "1,2 0,2 2,2 7,6 3,2");
    assert_eq!(game.score(Y), Score { now: 1, settled: 0 });
    play(&mut game, &[tile(4, 2)]);
    assert_eq!(game.score(Y), Score { now: 1, settled: 1 });
    // Against the edge: Yellow (5,0) (6,0) (7,0), Black (4,0).
    let mut game = Game::new(Y);
    tiles(&mut game, "7,0 0,6 6,0 1,6 5,0");
    assert_eq!(game.score(Y), Score { now: 1, settled: 0 });
    play(&mut game, &[tile(4, 0)]);
    assert_eq!(game.score(Y), Score { now: 1, settled: 1 });
}

#[test]
fn d5_reading_a_vertical_line_is_settled_only_once_no_peg_is_left() {
    // While a peg is left, a peg between two tiles can still cut a column (D3.1 allows it):
    // Yellow's three between two Black tiles loses its point.
    let mut game = Game::new(Y);
    // Yellow: (4,1) (4,2) (4,3); Black: (4,0) (4,4).
    tiles(&mut game, "4,1 4,0 4,2 4,4 4,3");
    assert_eq!(game.score(Y), Score { now: 1, settled: 0 });
    play(&mut game, &[peg(4, 1)]);
    assert_eq!(game.score(Y), Score::default());
    // With every peg placed, a three closed by a peg and a tile is settled: Yellow (7,2)
    // below Black's peg (7,1), then (7,3) (7,4), closed by Black's (7,5).
    let mut game = black_placed_every_peg();
    tiles(&mut game, "7,3 0,6 7,4");
    assert_eq!(game.score(Y), Score { now: 1, settled: 0 });
    play(&mut game, &[tile(7, 5)]);
    assert_eq!(game.score(Y), Score { now: 1, settled: 1 });
}

#[test]
fn d5_a_horizontal_line_of_four_or_more_is_settled_at_once() {
    let mut game = Game::new(Y);
    tiles(&mut game, "2,3 7,6 3,3 6,6 4,3 0,0 5,3");
    assert_eq!(game.score(B), Score { now: 1, settled: 1 });
}

/// Whether a settled award of `line` to `to` is still there in `now`: the same line for a
/// three, a line of four or more of the same owner and direction over its cells otherwise.
fn still_settled(now: &[(Line, Award)], line: &Line, to: Player) -> bool {
    now.iter().any(|(l, a)| {
        let same = if line.len == 3 {
            l == line
        } else {
            l.len >= 4
                && l.owner == line.owner
                && l.direction == line.direction
                && line.cells().all(|cell| l.cells().any(|d| d == cell))
        };
        same && a.to == to && a.settled
    })
}

#[test]
fn d5_settled_points_never_change_in_random_games() {
    for seed in 0..40 {
        let mut game = Game::new(Y);
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut settled: Vec<(Line, Player)> = Vec::new();
        for _ in 0..MAX_ACTIONS {
            let Some(action) = random_action(&game, &mut rng, 0.3) else {
                break;
            };
            play(&mut game, &[action]);
            let now = game.scoring_lines();
            for (line, to) in &settled {
                assert!(
                    still_settled(&now, line, *to),
                    "seed {seed}: the settled {line:?} changed after {action:?}"
                );
            }
            settled = now
                .iter()
                .filter(|(_, a)| a.settled)
                .map(|(l, a)| (*l, a.to))
                .collect();
        }
        assert!(game.is_over());
        let [y, b] = game.scores();
        assert_eq!(
            (y.now, b.now),
            (y.settled, b.settled),
            "seed {seed}: all settled at the end"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// D6 End

#[test]
fn d6_the_game_ends_when_every_cell_holds_a_tile() {
    let mut game = Game::new(Y);
    fill_reading_order(&mut game, 55);
    assert!(!game.is_over());
    assert_eq!(game.winner(), None);
    fill_reading_order(&mut game, 1);
    assert!(game.is_over());
    assert!(game.legal_actions().is_empty());
    refused(&mut game, tile(0, 0), Refusal::GameOver);
    refused(&mut game, peg(0, 0), Refusal::GameOver);
}

#[test]
fn d6_equal_totals_are_a_draw() {
    // A checkerboard: no line longer than one, 0 to 0.
    let rows = [
        "YBYBYBYB", "BYBYBYBY", "YBYBYBYB", "BYBYBYBY", "YBYBYBYB", "BYBYBYBY", "YBYBYBYB",
    ];
    let game = scripted_game(Y, rows, &[]);
    assert_eq!(game.winner(), Some(Winner::Draw));
    assert_eq!(game.scores(), [Score::default(); 2]);
}

#[test]
fn d6_the_higher_total_wins_and_unused_pegs_do_not_count() {
    // Row 0: Yellow's settled three and Black's four (a point to Yellow); nothing else.
    let rows = [
        "YYYBBBBY", "BYBYBYBY", "YBYBYBYB", "BYBYBYBY", "YBYBYBYB", "BYBYBYBY", "YBYBYBYB",
    ];
    let game = scripted_game(B, rows, &[]);
    assert_eq!(game.pegs_left(), 10);
    assert_eq!(
        game.scores(),
        [Score { now: 2, settled: 2 }, Score::default()]
    );
    assert_eq!(game.winner(), Some(Winner::Player(Y)));
    assert_eq!(
        engine_points(&game),
        board_points(game.board(), game.pegs_left())
    );
}

// ---------------------------------------------------------------------------------------------
// D7 Undo

#[test]
fn d7_every_action_can_be_undone_back_to_the_start() {
    let mut game = Game::new(B);
    let start = game.clone();
    play(&mut game, &[tile(3, 3), peg(3, 3), tile(3, 2), peg(3, 1)]);
    let mut undone = Vec::new();
    while let Ok(u) = game.undo() {
        undone.push(u.action);
    }
    assert_eq!(undone, vec![peg(3, 1), tile(3, 2), peg(3, 3), tile(3, 3)]);
    assert_eq!(game, start);
    assert_eq!(game.undo(), Err(Refusal::NothingToUndo));
}

#[test]
fn d7_undo_takes_back_an_automatic_pass_with_the_action_before_it() {
    let mut game = black_placed_every_peg();
    let mut before_pass = None;
    for _ in 0..MAX_ACTIONS {
        let before = game.clone();
        let cell = game.board().empty_cells().next().unwrap();
        if game
            .apply(Action::PlaceTile(cell))
            .unwrap()
            .passed
            .is_some()
        {
            before_pass = Some(before);
            break;
        }
    }
    let before = before_pass.expect("a pass happens");
    assert_eq!(game.to_move(), B, "Yellow passed, Black plays again");
    let undone = game.undo().unwrap();
    assert_eq!(undone.passed, Some(Y));
    assert_eq!(undone.mover, B);
    assert_eq!(game, before);
}
