//! C4.2's colour accounting on a board: may a row in play take one more token of a colour, or
//! one more token for a Diamond of a seat, given its reference (C4.3, C6.1, C6.3)?

use crate::board::{Board, Row};
use crate::refusal::Refusal;
use crate::seat::Seat;
use crate::token::Colour;

/// Whether the next cell of `row` may take an ordinary `colour` token (C4.1, C4.2): any
/// colour in row 7; later, only while the row's ordinary tokens of that colour are fewer than
/// the reference's (its cells as they stand, C4.3; rescued cells and Diamond slots of the row
/// not counted, C6.1, C6.3).
pub fn check_colour(board: &Board, row: Row, colour: Colour) -> Result<(), Refusal> {
    let Some(reference) = board.reference_for(row) else {
        return Ok(());
    };
    let have = reference.colours[colour.index()];
    if have == 0 {
        return Err(Refusal::NotInReference(colour));
    }
    if board.used_in(row).colours[colour.index()] >= have {
        return Err(Refusal::ColourUsedUp(colour));
    }
    Ok(())
}

/// Whether `seat` may place a token for a Diamond in `row` (C6.3): while its tokens for a
/// Diamond in the row are fewer than its uncovered Diamonds in the row before.
pub fn check_free_slot(board: &Board, row: Row, seat: Seat) -> Result<(), Refusal> {
    let slots = board
        .reference_for(row)
        .map_or(0, |r| r.free_slots[seat.index()]);
    if board.used_in(row).free_slots[seat.index()] >= slots {
        return Err(Refusal::NoFreeSlot);
    }
    Ok(())
}
