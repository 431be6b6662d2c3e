//! The two players and their nominations (C1, C2): a player keeps their seat for the whole
//! game; the nominations A and B swap every round.

use std::fmt;

/// One of the two players, for the whole game. Which seat holds A in the first round is drawn
/// by lot (C2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    /// The first player (the one who set up the game, or the human against the computer).
    One,
    /// The second player.
    Two,
}

impl Seat {
    /// Both seats, One first; [`Seat::index`] is the position here.
    pub const BOTH: [Seat; 2] = [Seat::One, Seat::Two];

    /// 0 for One, 1 for Two.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The other seat.
    pub fn other(self) -> Seat {
        match self {
            Seat::One => Seat::Two,
            Seat::Two => Seat::One,
        }
    }

    /// The stable lower-case name: `one` or `two`.
    pub fn name(self) -> &'static str {
        match self {
            Seat::One => "one",
            Seat::Two => "two",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.name())
    }
}

/// A nomination of a round (C1): A fills the odd cells, B the even ones (C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Nomination {
    /// A: cells 1, 3, 5 … (C3).
    A,
    /// B: cells 2, 4, 6 … and the last cell (C3).
    B,
}

impl Nomination {
    /// `A` or `B`.
    pub fn name(self) -> &'static str {
        match self {
            Nomination::A => "A",
            Nomination::B => "B",
        }
    }
}

impl fmt::Display for Nomination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
