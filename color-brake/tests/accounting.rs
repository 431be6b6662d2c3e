//! C4.2's colour accounting against a brute-force multiset check (issue 15): on boards set up
//! cell by cell, a row in play may take one more ordinary token of a colour exactly when its
//! ordinary tokens plus that one are a sub-multiset of its reference, the colours on top of the
//! row before (C4.3: a Tank's colour, a rescued cell's top colour, a token played for a Diamond;
//! a Diamond gives no colour). And a seat may place one more token for a Diamond exactly when
//! its tokens for a Diamond in the row are fewer than its uncovered Diamonds in the row before
//! (C6.3). Checked exhaustively on rows 3 and 2 over a small alphabet, and on 200,000 random
//! pairs of rows of every size.

use dl_color_brake::accounting::{check_colour, check_free_slot};
use dl_color_brake::{Base, Board, CellFill, Colour, Refusal, Row, Seat, TankCover, CELL_COUNT};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// The literal reference: every colour on top of the row before, one entry per token.
fn reference_colours(cells: &[Option<CellFill>]) -> Vec<Colour> {
    cells
        .iter()
        .flatten()
        .filter_map(|fill| match (fill.tank, fill.base) {
            (Some(TankCover { colour, .. }), _) => Some(colour),
            (None, Base::Diamond) => None,
            (None, Base::Colour(c) | Base::ForDiamond(c) | Base::Rescue { colour: c, .. }) => {
                Some(c)
            }
        })
        .collect()
}

/// Whether every item of `part` can be removed from `whole`, one for one.
fn is_sub_multiset(part: &[Colour], whole: &[Colour]) -> bool {
    let mut left = whole.to_vec();
    for x in part {
        match left.iter().position(|y| y == x) {
            Some(i) => {
                left.remove(i);
            }
            None => return false,
        }
    }
    true
}

/// The ordinary colour tokens of a row: those that used up a colour of its reference.
fn ordinary(row: &[Option<CellFill>]) -> Vec<Colour> {
    row.iter()
        .flatten()
        .filter_map(|fill| match fill.base {
            Base::Colour(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// Whether the row's tokens could have been placed: its ordinary tokens within the reference
/// and its tokens for a Diamond within the Diamonds (pairs that play cannot reach are skipped).
fn reachable(row_before: &[Option<CellFill>], row: &[Option<CellFill>]) -> bool {
    is_sub_multiset(&ordinary(row), &reference_colours(row_before))
        && Seat::BOTH
            .iter()
            .all(|s| slots(row_before, *s) >= for_diamond(row, *s))
}

/// Uncovered Diamonds of `seat` in a row.
fn slots(row_before: &[Option<CellFill>], seat: Seat) -> usize {
    row_before
        .iter()
        .flatten()
        .filter(|f| f.base == Base::Diamond && f.tank.is_none() && f.seat == seat)
        .count()
}

/// Tokens played for a Diamond by `seat` in a row.
fn for_diamond(row: &[Option<CellFill>], seat: Seat) -> usize {
    row.iter()
        .flatten()
        .filter(|f| matches!(f.base, Base::ForDiamond(_)) && f.seat == seat)
        .count()
}

/// The brute-force answer for one colour: `Ok`, or the refusal the rule book gives.
fn brute_force(
    row_before: &[Option<CellFill>],
    row: &[Option<CellFill>],
    colour: Colour,
) -> Result<(), Refusal> {
    let reference = reference_colours(row_before);
    let mut wanted = ordinary(row);
    wanted.push(colour);
    if is_sub_multiset(&wanted, &reference) {
        Ok(())
    } else if !reference.contains(&colour) {
        Err(Refusal::NotInReference(colour))
    } else {
        Err(Refusal::ColourUsedUp(colour))
    }
}

/// The brute-force answer for a Diamond slot of `seat`.
fn brute_force_slot(
    row_before: &[Option<CellFill>],
    row: &[Option<CellFill>],
    seat: Seat,
) -> Result<(), Refusal> {
    if for_diamond(row, seat) < slots(row_before, seat) {
        Ok(())
    } else {
        Err(Refusal::NoFreeSlot)
    }
}

/// A board holding `row_before` and the first cells of `row`, nothing else.
fn board_of(row: Row, row_before: &[Option<CellFill>], in_row: &[Option<CellFill>]) -> Board {
    let mut cells = [None; CELL_COUNT];
    let before = row.before().unwrap();
    for (cell, fill) in before.cells().zip(row_before) {
        cells[cell.index()] = *fill;
    }
    for (cell, fill) in row.cells().zip(in_row) {
        cells[cell.index()] = *fill;
    }
    Board::from_cells(cells)
}

/// How often each answer came: colour accepted, not in the reference, used up; slot free,
/// no free slot.
type Tally = [usize; 5];

/// Checks every colour and both seats' Diamond slots on one pair of rows that play can reach,
/// counting the answers into `tally`.
fn check_pair(
    row: Row,
    row_before: &[Option<CellFill>],
    in_row: &[Option<CellFill>],
    tally: &mut Tally,
) {
    if !reachable(row_before, in_row) {
        return;
    }
    let board = board_of(row, row_before, in_row);
    for colour in Colour::ALL {
        let answer = check_colour(&board, row, colour);
        assert_eq!(
            answer,
            brute_force(row_before, in_row, colour),
            "{row}, {colour}: before {row_before:?}, in the row {in_row:?}"
        );
        tally[match answer {
            Ok(()) => 0,
            Err(Refusal::NotInReference(_)) => 1,
            _ => 2,
        }] += 1;
    }
    for seat in Seat::BOTH {
        let answer = check_free_slot(&board, row, seat);
        assert_eq!(
            answer,
            brute_force_slot(row_before, in_row, seat),
            "{row}, {seat}: before {row_before:?}, in the row {in_row:?}"
        );
        tally[if answer.is_ok() { 3 } else { 4 }] += 1;
    }
}

/// Every kind of answer came often enough for the comparison to mean something.
fn assert_every_answer_seen(tally: &Tally) {
    assert!(tally.iter().all(|n| *n >= 1_000), "{tally:?}");
}

/// Every sequence of `len` items of `alphabet`.
fn sequences<T: Copy>(alphabet: &[T], len: usize) -> Vec<Vec<T>> {
    let mut all = vec![Vec::new()];
    for _ in 0..len {
        all = all
            .into_iter()
            .flat_map(|prefix| {
                alphabet.iter().map(move |x| {
                    let mut next = prefix.clone();
                    next.push(*x);
                    next
                })
            })
            .collect();
    }
    all
}

fn fill(seat: Seat, base: Base) -> Option<CellFill> {
    Some(CellFill::new(seat, base))
}

#[test]
fn c4_2_accounting_equals_the_multiset_check_on_every_small_row() {
    let (one, two) = (Seat::One, Seat::Two);
    let [blue, green, red] = [Colour::Blue, Colour::Green, Colour::Red];
    let tanked = Some(CellFill {
        tank: Some(TankCover {
            seat: two,
            colour: red,
        }),
        ..CellFill::new(one, Base::Colour(blue))
    });
    let before_alphabet = [
        fill(one, Base::Colour(blue)),
        fill(two, Base::Colour(green)),
        fill(one, Base::Colour(red)),
        fill(
            two,
            Base::Rescue {
                neutrals: 2,
                colour: blue,
            },
        ),
        fill(one, Base::ForDiamond(green)),
        fill(one, Base::Diamond),
        fill(two, Base::Diamond),
        tanked,
    ];
    let row_alphabet = [
        fill(one, Base::Colour(blue)),
        fill(two, Base::Colour(green)),
        fill(one, Base::Colour(red)),
        fill(
            two,
            Base::Rescue {
                neutrals: 1,
                colour: red,
            },
        ),
        fill(one, Base::ForDiamond(blue)),
        fill(two, Base::ForDiamond(red)),
    ];
    let mut tally = Tally::default();
    for size in [3u8, 2] {
        let row = Row::new(size).unwrap();
        for row_before in sequences(&before_alphabet, usize::from(size) + 1) {
            for filled in 0..usize::from(size) {
                for in_row in sequences(&row_alphabet, filled) {
                    check_pair(row, &row_before, &in_row, &mut tally);
                }
            }
        }
    }
    assert_every_answer_seen(&tally);
}

/// A random cell content of the first `colours` colours: an ordinary colour most often, else a
/// rescue, a Diamond or a token for one, each possibly under a Tank.
fn random_fill(rng: &mut SmallRng, colours: usize, may_be_tanked: bool) -> Option<CellFill> {
    let seat = if rng.random_bool(0.5) {
        Seat::One
    } else {
        Seat::Two
    };
    let colour = Colour::ALL[rng.random_range(0..colours)];
    let base = match rng.random_range(0..10) {
        0 => Base::Diamond,
        1 => Base::ForDiamond(colour),
        2 => Base::Rescue {
            neutrals: rng.random_range(1..4),
            colour,
        },
        _ => Base::Colour(colour),
    };
    let tank = (may_be_tanked && rng.random_bool(0.15)).then(|| TankCover {
        seat: seat.other(),
        colour: Colour::ALL[rng.random_range(0..colours)],
    });
    Some(CellFill { seat, base, tank })
}

#[test]
fn c4_2_accounting_equals_the_multiset_check_on_random_rows_of_every_size() {
    let mut rng = SmallRng::seed_from_u64(15);
    let mut tally = Tally::default();
    for _ in 0..200_000 {
        let size = rng.random_range(1..7u8);
        let row = Row::new(size).unwrap();
        // Few colours make used-up colours common; all seven make absent ones common.
        let colours = rng.random_range(1..=7);
        let before: Vec<Option<CellFill>> = (0..=size)
            .map(|_| random_fill(&mut rng, colours, true))
            .collect();
        let filled = rng.random_range(0..usize::from(size));
        let in_row: Vec<Option<CellFill>> = (0..filled)
            .map(|_| random_fill(&mut rng, colours, false))
            .collect();
        check_pair(row, &before, &in_row, &mut tally);
    }
    assert_every_answer_seen(&tally);
}
