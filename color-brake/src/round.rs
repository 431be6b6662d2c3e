//! One round (C2–C6): the deal, the hidden hands and pile, the cells filled in ABAB order, the
//! moves and their effects, and the round's end and points (C4.4, C5).

use crate::action::Move;
use crate::board::{Base, Board, CellFill, CellId, TankCover, CELL_COUNT};
use crate::refusal::Refusal;
use crate::rescue::{draw_rescue, RescueDraw};
use crate::rules;
use crate::seat::{Nomination, Seat};
use crate::shuffle::round_order;
use crate::token::{Colour, Hand, Token, TOKEN_COUNT};

use rand::seq::SliceRandom;
use rand::Rng;

/// Tokens each player draws at the start of a round (C2).
pub const HAND_SIZE: usize = 16;
/// Tokens in the pile after the deal.
pub const PILE_SIZE: usize = TOKEN_COUNT - 2 * HAND_SIZE;
/// Points for filling the last cell (C5).
pub const LAST_CELL_POINTS: u32 = 5;

/// Colour tokens drawn onto neutrals and not yet played: the mover chooses one (C6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PendingRescue {
    /// The cell holding the neutrals.
    pub cell: CellId,
    /// Neutrals stacked there.
    pub neutrals: u8,
    /// Colour tokens drawn, indexed like [`Colour::ALL`]. Hidden from the opponent.
    pub drawn: [u8; 7],
}

/// How a round ended (C4.4, C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundEnd {
    /// All 28 cells are filled; `last` filled the last cell (C5).
    Completed {
        /// Who filled the last cell.
        last: Seat,
    },
    /// `seat` had no legal move for `cell` (C4.4).
    Stuck {
        /// The player who could not move.
        seat: Seat,
        /// The cell they could not fill.
        cell: CellId,
    },
}

impl RoundEnd {
    /// The points each seat scores, indexed by [`Seat::index`] (C5): 5 for the last cell, or
    /// the empty cells (the stuck one included) for the opponent of the stuck player.
    pub fn points(&self) -> [u32; 2] {
        let mut points = [0; 2];
        match *self {
            RoundEnd::Completed { last } => points[last.index()] = LAST_CELL_POINTS,
            RoundEnd::Stuck { seat, cell } => {
                points[seat.other().index()] = (CELL_COUNT - cell.index()) as u32;
            }
        }
        points
    }
}

/// What a move did, for events and animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// A cell was filled (C4, C6.1, C6.3).
    Filled {
        /// The cell.
        cell: CellId,
        /// What lies on it now.
        fill: CellFill,
    },
    /// A neutral was played and tokens drawn; the player chooses which colour goes on top
    /// (C6.1). What was drawn is in the mover's hand view, never in an effect.
    Drawn {
        /// The cell.
        cell: CellId,
        /// Neutrals stacked there.
        neutrals: u8,
        /// Tokens taken from the pile.
        taken: u8,
    },
    /// A Tank was played (C6.2).
    Tanked {
        /// The covered cell.
        cell: CellId,
        /// The Tank and its colour.
        cover: TankCover,
    },
}

/// Why a deal order was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum DealError {
    /// The order does not hold exactly the 82 tokens of C1.
    #[error("a deal order holds the 82 tokens of the game, each once")]
    NotTheFullSet,
}

impl DealError {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        "deal_not_the_full_set"
    }
}

/// A round in play or just over. It holds hidden information (both hands, the pile's order):
/// only the session's view decides what a player sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Round {
    number: u16,
    a: Seat,
    hands: [Hand; 2],
    pile: [Token; PILE_SIZE],
    drawn: u8,
    board: Board,
    next: u8,
    pending: Option<PendingRescue>,
    end: Option<RoundEnd>,
}

impl Round {
    /// Round `number` (1-based) of the game with `seed`, `a` holding A: the tokens shuffled
    /// from the seed (C2, C7) and dealt.
    pub fn deal(seed: u64, number: u16, a: Seat) -> Round {
        Round::dealt(number, a, round_order(seed, number))
    }

    /// Round `number` dealt from `order` (top first): sixteen tokens to each player one at a
    /// time, A first (C2); the remaining 50 are the pile, top first.
    pub fn from_order(
        number: u16,
        a: Seat,
        order: [Token; TOKEN_COUNT],
    ) -> Result<Round, DealError> {
        let mut sorted = order;
        sorted.sort();
        let mut full = Token::full_set();
        full.sort();
        if sorted != full {
            return Err(DealError::NotTheFullSet);
        }
        Ok(Round::dealt(number, a, order))
    }

    /// Round `number` dealt from `order`, a permutation of the full set.
    fn dealt(number: u16, a: Seat, order: [Token; TOKEN_COUNT]) -> Round {
        let mut hands = [Hand::EMPTY; 2];
        for (i, token) in order.iter().take(2 * HAND_SIZE).enumerate() {
            let seat = if i % 2 == 0 { a } else { a.other() };
            hands[seat.index()].add(*token);
        }
        let mut pile = [Token::Neutral; PILE_SIZE];
        pile.copy_from_slice(&order[2 * HAND_SIZE..]);
        let mut round = Round {
            number,
            a,
            hands,
            pile,
            drawn: 0,
            board: Board::default(),
            next: 0,
            pending: None,
            end: None,
        };
        round.settle();
        round
    }

    /// The round's number, 1-based.
    pub fn number(&self) -> u16 {
        self.number
    }

    /// Who holds A (C2).
    pub fn a(&self) -> Seat {
        self.a
    }

    /// The seat holding `nomination` this round.
    pub fn seat_of(&self, nomination: Nomination) -> Seat {
        match nomination {
            Nomination::A => self.a,
            Nomination::B => self.a.other(),
        }
    }

    /// The seat that fills `cell` this round (C3).
    pub fn owner(&self, cell: CellId) -> Seat {
        self.seat_of(cell.nomination())
    }

    /// The cells and their tokens.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// A player's hand (hidden from the other player, C2).
    pub fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat.index()]
    }

    /// The tokens left in the pile, top first (hidden from both players, C7).
    pub fn pile(&self) -> &[Token] {
        &self.pile[usize::from(self.drawn)..]
    }

    /// The cell to fill next (C3); `None` once the round is over.
    pub fn next_cell(&self) -> Option<CellId> {
        if self.end.is_some() {
            return None;
        }
        CellId::new(self.next)
    }

    /// The player to move: the owner of the next cell (C3); `None` once the round is over.
    pub fn to_move(&self) -> Option<Seat> {
        self.next_cell().map(|c| self.owner(c))
    }

    /// Colour tokens drawn onto neutrals, waiting for the mover's choice (C6.1).
    pub fn pending(&self) -> Option<&PendingRescue> {
        self.pending.as_ref()
    }

    /// How the round ended, once it has (C4.4, C5).
    pub fn end(&self) -> Option<RoundEnd> {
        self.end
    }

    /// The draw a neutral played now would make (C6.1).
    pub fn rescue_draw(&self) -> Option<RescueDraw> {
        draw_rescue(self.pile())
    }

    /// Checks a move; `Ok` when [`Round::apply`] accepts it.
    pub fn check(&self, m: Move) -> Result<(), Refusal> {
        rules::check(self, m)
    }

    /// Every legal move now (see [`rules::legal_moves`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        rules::legal_moves(self)
    }

    /// Applies a move of the player whose cell is next, or refuses it and changes nothing. A
    /// move after which the next player cannot move ends the round (C4.4); filling the last
    /// cell ends it too (C5).
    pub fn apply(&mut self, m: Move) -> Result<Effect, Refusal> {
        rules::check(self, m)?;
        let (Some(cell), Some(seat)) = (self.next_cell(), self.to_move()) else {
            return Err(Refusal::RoundOver);
        };
        let hand = &mut self.hands[seat.index()];
        let effect = match m {
            Move::Colour(c) => {
                hand.remove(Token::Colour(c));
                self.fill(cell, CellFill::new(seat, Base::Colour(c)))
            }
            Move::Diamond => {
                hand.remove(Token::Diamond);
                self.fill(cell, CellFill::new(seat, Base::Diamond))
            }
            Move::ForDiamond(c) => {
                hand.remove(Token::Colour(c));
                self.fill(cell, CellFill::new(seat, Base::ForDiamond(c)))
            }
            Move::Neutral => {
                let draw = self.rescue_draw().ok_or(Refusal::PileEmpty)?;
                let hand = &mut self.hands[seat.index()];
                hand.remove(Token::Neutral);
                for _ in 0..draw.specials[0] {
                    hand.add(Token::Tank);
                }
                for _ in 0..draw.specials[1] {
                    hand.add(Token::Diamond);
                }
                self.drawn += draw.taken;
                let pending = PendingRescue {
                    cell,
                    neutrals: draw.neutrals,
                    drawn: draw.colours,
                };
                match draw.single_colour() {
                    Some(colour) => self.finish_rescue(pending, colour),
                    None => {
                        self.pending = Some(pending);
                        Effect::Drawn {
                            cell,
                            neutrals: draw.neutrals,
                            taken: draw.taken,
                        }
                    }
                }
            }
            Move::Rescue(colour) => {
                let pending = self.pending.take().ok_or(Refusal::NoRescuePending)?;
                self.finish_rescue(pending, colour)
            }
            Move::Tank {
                cell: target,
                colour,
            } => {
                hand.remove(Token::Tank);
                hand.remove(Token::Colour(colour));
                let cover = TankCover { seat, colour };
                self.board.cover(target, cover);
                self.settle();
                Effect::Tanked {
                    cell: target,
                    cover,
                }
            }
        };
        Ok(effect)
    }

    /// Plays `colour` of `pending` on the neutrals; the other colours drawn go into the hand
    /// (C6.1).
    fn finish_rescue(&mut self, pending: PendingRescue, colour: Colour) -> Effect {
        let seat = self.owner(pending.cell);
        let hand = &mut self.hands[seat.index()];
        for c in Colour::ALL {
            let mut n = pending.drawn[c.index()];
            if c == colour {
                n = n.saturating_sub(1);
            }
            for _ in 0..n {
                hand.add(Token::Colour(c));
            }
        }
        self.fill(
            pending.cell,
            CellFill::new(
                seat,
                Base::Rescue {
                    neutrals: pending.neutrals,
                    colour,
                },
            ),
        )
    }

    /// Fills the next cell and moves on (C3).
    fn fill(&mut self, cell: CellId, fill: CellFill) -> Effect {
        self.board.set(cell, fill);
        self.next += 1;
        self.settle();
        Effect::Filled { cell, fill }
    }

    /// Ends the round when the board is full (C5) or the next player cannot move (C4.4).
    fn settle(&mut self) {
        match CellId::new(self.next) {
            None => {
                let last = CellId::new(CELL_COUNT as u8 - 1).map_or(self.a.other(), |c| {
                    self.board.get(c).map_or(self.owner(c), |f| f.seat)
                });
                self.end = Some(RoundEnd::Completed { last });
            }
            Some(cell) => {
                if !rules::can_move(self) {
                    self.end = Some(RoundEnd::Stuck {
                        seat: self.owner(cell),
                        cell,
                    });
                }
            }
        }
    }

    /// Every token of the round by kind, indexed like [`Token::ALL`]: board, hands, pile and a
    /// pending draw. Always the counts of C1.
    pub fn material(&self) -> [u8; 10] {
        let mut counts = self.board.token_counts();
        for hand in &self.hands {
            for (token, n) in hand.counts() {
                counts[token.index()] += n;
            }
        }
        for token in self.pile() {
            counts[token.index()] += 1;
        }
        if let Some(p) = &self.pending {
            counts[Token::Neutral.index()] += p.neutrals;
            for c in Colour::ALL {
                counts[c.index()] += p.drawn[c.index()];
            }
        }
        counts
    }

    /// The same public state with the hidden part replaced: the opponent's hand, the pile's
    /// order and (when the opponent is choosing) their pending draw, drawn afresh from the
    /// tokens `viewer` cannot see, with the same sizes. What `viewer` sees is unchanged; the
    /// result does not depend on the hidden part it replaced (the unseen tokens are sorted
    /// before they are shuffled; the pile's tokens already drawn are not kept). The computer
    /// plays on such samples so that it never uses what it cannot see; tests check that views
    /// do not change.
    pub fn resampled<R: Rng>(&self, viewer: Seat, rng: &mut R) -> Round {
        let opponent = viewer.other();
        let mut unseen: Vec<Token> = Vec::with_capacity(TOKEN_COUNT);
        for (token, n) in self.hands[opponent.index()].counts() {
            unseen.extend(std::iter::repeat_n(token, usize::from(n)));
        }
        unseen.extend_from_slice(self.pile());
        let opponent_pending = self.pending.filter(|p| self.owner(p.cell) == opponent);
        if let Some(p) = &opponent_pending {
            for c in Colour::ALL {
                let n = usize::from(p.drawn[c.index()]);
                unseen.extend(std::iter::repeat_n(Token::Colour(c), n));
            }
        }
        unseen.sort();
        unseen.shuffle(rng);
        let mut sample = *self;
        if let Some(p) = opponent_pending {
            let wanted: u8 = p.drawn.iter().sum();
            let mut drawn = [0u8; 7];
            let mut got = 0;
            unseen.retain(|t| match t {
                Token::Colour(c) if got < wanted => {
                    drawn[c.index()] += 1;
                    got += 1;
                    false
                }
                _ => true,
            });
            sample.pending = Some(PendingRescue { drawn, ..p });
        }
        let hand_size = self.hands[opponent.index()].total() as usize;
        let mut hand = Hand::EMPTY;
        for token in unseen.iter().take(hand_size) {
            hand.add(*token);
        }
        sample.hands[opponent.index()] = hand;
        let start = usize::from(self.drawn);
        sample.pile = [Token::Neutral; PILE_SIZE];
        for (slot, token) in sample.pile[start..].iter_mut().zip(&unseen[hand_size..]) {
            *slot = *token;
        }
        sample
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// C1's material never lets the pile run dry (at most 7 colours are ever drawn from a pile
    /// that starts with at least 38), so the clause is checked on an emptied pile.
    #[test]
    fn c6_1_an_empty_pile_forbids_a_neutral() {
        let mut order = Token::full_set();
        order.swap(0, 70);
        let mut round = Round::from_order(1, Seat::One, order).unwrap();
        assert_eq!(round.hand(Seat::One).count(Token::Neutral), 1);
        assert!(round.check(Move::Neutral).is_ok());
        round.drawn = PILE_SIZE as u8;
        assert_eq!(round.check(Move::Neutral), Err(Refusal::PileEmpty));
        assert!(!round.legal_moves().contains(&Move::Neutral));
    }
}
