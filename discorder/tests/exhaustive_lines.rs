//! Exhaustive checks of line scoring (D4, D5) and of peg legality in a column (D3.1, D3.2)
//! against direct counts written independently of the engine (`common::sequence_points` and
//! the literal restatements below):
//! - every placement pattern of a single row: each of 8 cells empty, Yellow or Black (3^8),
//!   on every row;
//! - every pattern of a single column: each of 7 cells empty, Yellow or Black, and each of the
//!   6 edges with or without a peg (3^7 × 2^6), with pegs left and with none, in an edge
//!   column and an inner one;
//! - for every such column, every free edge and both movers: the peg's refusal or acceptance.

mod common;

use common::{sequence_points, Points};
use dl_discorder::geometry::{Cell, Edge};
use dl_discorder::scoring::{column_points, row_points};
use dl_discorder::{Board, Player, Refusal, TurnContext, HEIGHT, WIDTH};

/// Slot states in enumeration order.
const STATES: [Option<Player>; 3] = [None, Some(Player::Yellow), Some(Player::Black)];

/// The `n` slots of pattern number `pattern` (base 3, slot 0 the lowest digit).
fn slots(mut pattern: u32, n: usize) -> Vec<Option<Player>> {
    (0..n)
        .map(|_| {
            let state = STATES[(pattern % 3) as usize];
            pattern /= 3;
            state
        })
        .collect()
}

/// The 6 edges of a column from the bit mask `mask` (bit `i`: a peg below slot `i`).
fn cuts(mask: u32) -> Vec<bool> {
    (0..HEIGHT as u32 - 1)
        .map(|i| mask & (1 << i) != 0)
        .collect()
}

fn as_points(scores: [dl_discorder::Score; 2]) -> [Points; 2] {
    scores.map(|s| (s.now, s.settled))
}

#[test]
fn d4_d5_every_row_pattern_scores_as_a_direct_count() {
    let patterns = 3u32.pow(u32::from(WIDTH));
    assert_eq!(patterns, 6561);
    let mut scoring_patterns = 0;
    for y in 0..HEIGHT {
        for pattern in 0..patterns {
            let row = slots(pattern, usize::from(WIDTH));
            let mut board = Board::new();
            for (x, owner) in row.iter().enumerate() {
                if let Some(owner) = owner {
                    assert!(board.put_tile(Cell::new(x as u8, y), *owner));
                }
            }
            let expected = sequence_points(&row, &[false; 7], true);
            assert_eq!(
                as_points(row_points(&board, y)),
                expected,
                "row {y}, pattern {row:?}"
            );
            if expected != [(0, 0); 2] {
                scoring_patterns += 1;
            }
        }
    }
    // The enumeration reaches scoring patterns, not only empty results.
    assert!(
        scoring_patterns > 1000 * u32::from(HEIGHT),
        "{scoring_patterns}"
    );
}

#[test]
fn d3_d4_d5_every_column_pattern_with_and_without_pegs_scores_as_a_direct_count() {
    let patterns = 3u32.pow(u32::from(HEIGHT));
    let masks = 1u32 << (HEIGHT - 1);
    assert_eq!(patterns * masks, 139_968);
    let mut settled_differs = 0;
    for x in [0, 4] {
        for pattern in 0..patterns {
            let column = slots(pattern, usize::from(HEIGHT));
            for mask in 0..masks {
                let cut = cuts(mask);
                let board = column_board(x, &column, &cut);
                for pegs_left in [0, 1] {
                    let expected = sequence_points(&column, &cut, pegs_left == 0);
                    assert_eq!(
                        as_points(column_points(&board, x, pegs_left)),
                        expected,
                        "column {x}, {column:?}, pegs {cut:?}, {pegs_left} left"
                    );
                }
                let fixed = sequence_points(&column, &cut, true);
                let open = sequence_points(&column, &cut, false);
                if fixed != open {
                    settled_differs += 1;
                }
            }
        }
    }
    assert!(settled_differs > 0);
}

/// A board holding only column `x`: its tiles and pegs.
fn column_board(x: u8, column: &[Option<Player>], cut: &[bool]) -> Board {
    let mut board = Board::new();
    for (y, owner) in column.iter().enumerate() {
        if let Some(owner) = owner {
            assert!(board.put_tile(Cell::new(x, y as u8), *owner));
        }
    }
    for (y, peg) in cut.iter().enumerate() {
        if *peg {
            assert!(board.put_peg(Edge::new(x, y as u8)));
        }
    }
    board
}

/// The runs of `owner`'s tiles in a column as (first slot, last slot), cut by pegs (D4).
fn runs(column: &[Option<Player>], cut: &[bool], owner: Player) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start: Option<usize> = None;
    for i in 0..column.len() {
        let mine = column[i] == Some(owner);
        let joined = i > 0 && !cut[i - 1] && column[i - 1] == Some(owner);
        match (mine, joined, start) {
            (true, false, Some(s)) => {
                runs.push((s, i - 1));
                start = Some(i);
            }
            (true, false, None) => start = Some(i),
            (false, _, Some(s)) => {
                runs.push((s, i - 1));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        runs.push((s, column.len() - 1));
    }
    runs
}

/// D3.1 and D3.2 restated for a board with nothing outside the column: a free edge below slot
/// `i` takes `mover`'s peg if a tile is above or below it, and if, with the peg in place, no
/// line of exactly three of the mover's tiles ends just above it or starts just below it.
fn expected_peg(
    column: &[Option<Player>],
    cut: &[bool],
    i: usize,
    mover: Player,
) -> Result<(), Refusal> {
    let edge = Edge::new(0, i as u8);
    if column[i].is_none() && column[i + 1].is_none() {
        return Err(Refusal::PegNotFollowing(edge));
    }
    let mut with_peg = cut.to_vec();
    with_peg[i] = true;
    let after_own_three = runs(column, &with_peg, mover)
        .iter()
        .any(|&(first, last)| last - first + 1 == 3 && (last == i || first == i + 1));
    if after_own_three {
        return Err(Refusal::PegAfterOwnThree(edge));
    }
    Ok(())
}

#[test]
fn d3_1_d3_2_every_column_pattern_accepts_exactly_the_pegs_a_direct_check_accepts() {
    let patterns = 3u32.pow(u32::from(HEIGHT));
    let masks = 1u32 << (HEIGHT - 1);
    let mut outcomes = [0u32; 3];
    for pattern in 0..patterns {
        let column = slots(pattern, usize::from(HEIGHT));
        for mask in 0..masks {
            let cut = cuts(mask);
            let board = column_board(0, &column, &cut);
            for mover in Player::BOTH {
                let ctx = TurnContext {
                    board: &board,
                    mover,
                    tiles_left: 28,
                    pegs_left: 10,
                };
                for i in 0..usize::from(HEIGHT - 1) {
                    let edge = Edge::new(0, i as u8);
                    let expected = if cut[i] {
                        Err(Refusal::EdgeHasPeg(edge))
                    } else {
                        expected_peg(&column, &cut, i, mover)
                    };
                    assert_eq!(
                        ctx.check_peg(edge),
                        expected,
                        "{mover} on edge {i}: {column:?}, pegs {cut:?}"
                    );
                    match expected {
                        Ok(()) => outcomes[0] += 1,
                        Err(Refusal::PegNotFollowing(_)) => outcomes[1] += 1,
                        Err(_) => outcomes[2] += 1,
                    }
                }
            }
        }
    }
    assert!(outcomes.iter().all(|n| *n > 0), "{outcomes:?}");
}

#[test]
fn the_direct_run_finder_agrees_with_hand_counted_columns() {
    use Player::{Black as B, Yellow as Y};
    let column = [Some(Y), Some(Y), Some(Y), None, Some(B), Some(Y), Some(Y)];
    let no_cut = [false; 6];
    assert_eq!(runs(&column, &no_cut, Y), vec![(0, 2), (5, 6)]);
    assert_eq!(runs(&column, &no_cut, B), vec![(4, 4)]);
    let cut = [false, true, false, false, false, false];
    assert_eq!(runs(&column, &cut, Y), vec![(0, 1), (2, 2), (5, 6)]);
    // Yellow's three 0..2 ends above edge 2: Yellow may not peg there, Black may.
    assert_eq!(
        expected_peg(&column, &no_cut, 2, Y),
        Err(Refusal::PegAfterOwnThree(Edge::new(0, 2)))
    );
    assert_eq!(expected_peg(&column, &no_cut, 2, B), Ok(()));
    assert_eq!(
        expected_peg(&column, &no_cut, 3, Y),
        Ok(()),
        "between an empty cell and Black"
    );
    // Yellow's three is closed by the top edge but open at the empty slot 3.
    assert_eq!(sequence_points(&column, &no_cut, true), [(1, 0), (0, 0)]);
    let closed = [Some(Y), Some(Y), Some(Y), Some(B), None, None, None];
    assert_eq!(sequence_points(&closed, &no_cut, true), [(1, 1), (0, 0)]);
    assert_eq!(sequence_points(&closed, &no_cut, false), [(1, 0), (0, 0)]);
}
