//! The one place where legality is decided (C4, C6): every move of a round is checked here
//! with a typed reason for a refusal, and the same function answers whether the player whose
//! cell is next can move at all (C4.4). The view's enablement, the random policy and the
//! computer all ask it.

use crate::accounting::{check_colour, check_free_slot};
use crate::action::Move;
use crate::board::Row;
use crate::refusal::Refusal;
use crate::round::Round;
use crate::token::{Colour, Token};

/// The row a Tank may cover now (C6.2): row 6 when row 5 is about to begin, row 5 when row 4
/// is, before the first token of the new row (and before any neutral on it) is placed.
pub fn tank_row(round: &Round) -> Option<Row> {
    if round.end().is_some() || round.pending().is_some() {
        return None;
    }
    let next = round.next_cell()?;
    [5, 4]
        .into_iter()
        .filter_map(Row::new)
        .find(|row| row.first_cell() == next)
        .and_then(Row::before)
}

/// Checks a move of the player whose cell is next; `Ok` when [`Round::apply`] accepts it.
pub fn check(round: &Round, m: Move) -> Result<(), Refusal> {
    let (Some(cell), Some(mover)) = (round.next_cell(), round.to_move()) else {
        return Err(Refusal::RoundOver);
    };
    if round.end().is_some() {
        return Err(Refusal::RoundOver);
    }
    if let Some(pending) = round.pending() {
        return match m {
            Move::Rescue(c) if pending.drawn[c.index()] > 0 => Ok(()),
            Move::Rescue(c) => Err(Refusal::NotDrawn(c)),
            _ => Err(Refusal::RescuePending),
        };
    }
    let hand = round.hand(mover);
    let holds = |token: Token| {
        if hand.has(token) {
            Ok(())
        } else {
            Err(Refusal::NotInHand(token))
        }
    };
    let row = cell.row();
    match m {
        Move::Rescue(_) => Err(Refusal::NoRescuePending),
        Move::Colour(c) => {
            holds(Token::Colour(c))?;
            check_colour(round.board(), row, c)
        }
        Move::Neutral => {
            holds(Token::Neutral)?;
            if cell.is_last() {
                return Err(Refusal::NeutralOnLastCell);
            }
            if round.rescue_draw().is_none() {
                return Err(Refusal::PileEmpty);
            }
            Ok(())
        }
        Move::Diamond => {
            holds(Token::Diamond)?;
            if row.size() < 4 {
                return Err(Refusal::DiamondTooLate(row));
            }
            Ok(())
        }
        Move::ForDiamond(c) => {
            holds(Token::Colour(c))?;
            check_free_slot(round.board(), row, mover)
        }
        Move::Tank {
            cell: target,
            colour,
        } => {
            let completed = tank_row(round).ok_or(Refusal::NotTankMoment)?;
            if completed
                .cells()
                .any(|c| round.board().get(c).is_some_and(|f| f.tank.is_some()))
            {
                return Err(Refusal::TankAlreadyUsed);
            }
            holds(Token::Tank)?;
            if target.row() != completed {
                return Err(Refusal::TankOutsideRow(target));
            }
            holds(Token::Colour(colour))
        }
    }
}

/// Every move the player whose cell is next may make now, in a fixed order: colours, neutral,
/// Diamond, Diamond slots, Tanks (by cell, then colour), or the colours to play on a neutral.
pub fn legal_moves(round: &Round) -> Vec<Move> {
    candidate_moves(round)
        .into_iter()
        .filter(|m| check(round, *m).is_ok())
        .collect()
}

/// Every move worth asking [`check`] about now: the moves of every token kind, and Tanks on the
/// cells of the row a Tank may cover (all of them, accepted or not).
pub fn candidate_moves(round: &Round) -> Vec<Move> {
    if round.pending().is_some() {
        return Colour::ALL.into_iter().map(Move::Rescue).collect();
    }
    let mut moves: Vec<Move> = Colour::ALL.into_iter().map(Move::Colour).collect();
    moves.push(Move::Neutral);
    moves.push(Move::Diamond);
    moves.extend(Colour::ALL.into_iter().map(Move::ForDiamond));
    if let Some(row) = tank_row(round) {
        for cell in row.cells() {
            moves.extend(
                Colour::ALL
                    .into_iter()
                    .map(|colour| Move::Tank { cell, colour }),
            );
        }
    }
    moves
}

/// Whether the player whose cell is next has any legal move (C4.4): a colour C4.2 allows, a
/// neutral C6.1 allows, a Diamond or Diamond slot C6.3 allows, or a Tank C6.2 allows.
pub fn can_move(round: &Round) -> bool {
    let Some(mover) = round.to_move() else {
        return false;
    };
    if round.pending().is_some() {
        return true;
    }
    let hand = round.hand(mover);
    let simple = [Move::Neutral, Move::Diamond]
        .into_iter()
        .chain(Colour::ALL.into_iter().map(Move::Colour))
        .chain(Colour::ALL.into_iter().map(Move::ForDiamond));
    // A Tank's target does not change whether it is allowed: ask about the row's first cell.
    let tank = tank_row(round).and_then(|row| {
        let colour = Colour::ALL
            .into_iter()
            .find(|c| hand.has(Token::Colour(*c)))?;
        Some(Move::Tank {
            cell: row.first_cell(),
            colour,
        })
    });
    simple.chain(tank).any(|m| check(round, m).is_ok())
}
