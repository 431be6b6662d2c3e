//! The Tank's two steps (C6.2): its cell on the row just completed, then the colour from the
//! hand put on top. The engine decides which Tanks it accepts; this only keeps the step.

use dl_color_brake::session::{Offer, View};
use dl_color_brake::{Action, CellId, Move, Refusal};

/// Where the Tank's steps stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TankStep {
    /// No Tank is being placed.
    Off,
    /// The board offers the cells a Tank may cover.
    Choosing,
    /// The Tank's cell is chosen; the hand's colours now go on top of it.
    Chosen(CellId),
}

/// The Tank offers of `view` on `cell`, or on every cell.
fn tanks(view: &View, on: Option<CellId>) -> impl Iterator<Item = &Offer> {
    view.offers.iter().filter(move |o| {
        matches!(o.action, Action::Move(Move::Tank { cell, .. }) if on.is_none_or(|c| c == cell))
    })
}

/// Why no Tank may be played now (C6.2), `None` when some Tank is accepted.
pub(super) fn refusal(view: &View) -> Option<Refusal> {
    first_refusal(view, None)
}

/// Why no Tank may cover `cell` now (C6.2), `None` when one may with some colour.
pub(super) fn cell_refusal(view: &View, cell: CellId) -> Option<Refusal> {
    if tanks(view, None).next().is_some() && tanks(view, Some(cell)).next().is_none() {
        return Some(Refusal::TankOutsideRow(cell));
    }
    first_refusal(view, Some(cell))
}

fn first_refusal(view: &View, on: Option<CellId>) -> Option<Refusal> {
    let mut offers = tanks(view, on).peekable();
    if offers.peek().is_none() {
        return Some(Refusal::NotTankMoment);
    }
    let mut first = None;
    for offer in offers {
        match offer.refusal {
            None => return None,
            Some(refusal) => {
                first.get_or_insert(refusal);
            }
        }
    }
    first
}

/// Whether a Tank on `cell` with `colour` on top is accepted now.
pub(super) fn accepted(
    view: &View,
    cell: CellId,
    colour: dl_color_brake::Colour,
) -> Option<Refusal> {
    tanks(view, Some(cell))
        .find(|o| matches!(o.action, Action::Move(Move::Tank { colour: c, .. }) if c == colour))
        .map_or(Some(Refusal::TankOutsideRow(cell)), |o| o.refusal)
}
