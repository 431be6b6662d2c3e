//! The material (C1): seven colours of ten tokens each, and the special tokens (7 neutral,
//! 3 Tank, 2 Diamond); a hand as counts per kind of token.

use std::fmt;

/// A token colour (C1). The seed names seven colours; the order here is the seed's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Bleu.
    Blue,
    /// Vert.
    Green,
    /// Jaune.
    Yellow,
    /// Rouge.
    Red,
    /// Blanc.
    White,
    /// Orange.
    Orange,
    /// Damier rose: pink-checkered.
    Pink,
}

impl Colour {
    /// Every colour, in the seed's order; [`Colour::index`] is the position here.
    pub const ALL: [Colour; 7] = [
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Red,
        Colour::White,
        Colour::Orange,
        Colour::Pink,
    ];

    /// The position in [`Colour::ALL`], 0–6.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The stable lower-case name, used in saved games, scripts and codes.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
            Colour::Red => "red",
            Colour::White => "white",
            Colour::Orange => "orange",
            Colour::Pink => "pink",
        }
    }

    /// The colour named `name` (see [`Colour::name`]).
    pub fn from_name(name: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Any token of the game (C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Token {
    /// A colour token (C4).
    Colour(Colour),
    /// A neutral ("rescue") token (C6.1).
    Neutral,
    /// A Tank token (C6.2).
    Tank,
    /// A Diamond ("Losanges") token (C6.3).
    Diamond,
}

/// Tokens of each colour in the game (C1, reading: 70 tokens in 7 colours).
pub const TOKENS_PER_COLOUR: u8 = 10;
/// Neutral tokens in the game (C1).
pub const NEUTRALS: u8 = 7;
/// Tank tokens in the game (C1).
pub const TANKS: u8 = 3;
/// Diamond tokens in the game (C1).
pub const DIAMONDS: u8 = 2;
/// All tokens of the game: 70 colour tokens and 12 specials (C1).
pub const TOKEN_COUNT: usize = 82;

impl Token {
    /// Every kind of token: the seven colours, then neutral, Tank and Diamond;
    /// [`Token::index`] is the position here.
    pub const ALL: [Token; 10] = [
        Token::Colour(Colour::Blue),
        Token::Colour(Colour::Green),
        Token::Colour(Colour::Yellow),
        Token::Colour(Colour::Red),
        Token::Colour(Colour::White),
        Token::Colour(Colour::Orange),
        Token::Colour(Colour::Pink),
        Token::Neutral,
        Token::Tank,
        Token::Diamond,
    ];

    /// The position in [`Token::ALL`], 0–9.
    pub fn index(self) -> usize {
        match self {
            Token::Colour(c) => c.index(),
            Token::Neutral => 7,
            Token::Tank => 8,
            Token::Diamond => 9,
        }
    }

    /// How many tokens of this kind the game has (C1).
    pub fn count_in_game(self) -> u8 {
        match self {
            Token::Colour(_) => TOKENS_PER_COLOUR,
            Token::Neutral => NEUTRALS,
            Token::Tank => TANKS,
            Token::Diamond => DIAMONDS,
        }
    }

    /// The colour of a colour token.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Token::Colour(c) => Some(c),
            _ => None,
        }
    }

    /// The stable lower-case name: a colour's name, or `neutral`, `tank`, `diamond`.
    pub fn name(self) -> &'static str {
        match self {
            Token::Colour(c) => c.name(),
            Token::Neutral => "neutral",
            Token::Tank => "tank",
            Token::Diamond => "diamond",
        }
    }

    /// The 82 tokens of the game in a fixed order (C1): ten of each colour, then the specials.
    /// Shuffling starts from this order.
    pub fn full_set() -> [Token; TOKEN_COUNT] {
        let mut set = [Token::Neutral; TOKEN_COUNT];
        let mut i = 0;
        for token in Token::ALL {
            for _ in 0..token.count_in_game() {
                set[i] = token;
                i += 1;
            }
        }
        set
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player's hand: how many tokens of each kind, indexed like [`Token::ALL`] (C2). A hand has
/// no order, so nothing about the order of a deal can be read from it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand {
    counts: [u8; 10],
}

impl Hand {
    /// An empty hand.
    pub const EMPTY: Hand = Hand { counts: [0; 10] };

    /// How many tokens of this kind.
    pub fn count(&self, token: Token) -> u8 {
        self.counts[token.index()]
    }

    /// Whether the hand holds at least one token of this kind.
    pub fn has(&self, token: Token) -> bool {
        self.count(token) > 0
    }

    /// Tokens in the hand.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|n| u32::from(*n)).sum()
    }

    /// Adds one token.
    pub fn add(&mut self, token: Token) {
        self.counts[token.index()] += 1;
    }

    /// Removes one token; `false` (and nothing changes) when there is none.
    pub fn remove(&mut self, token: Token) -> bool {
        let slot = &mut self.counts[token.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Each kind of token with its count, in the order of [`Token::ALL`], zero counts included.
    pub fn counts(&self) -> impl Iterator<Item = (Token, u8)> + '_ {
        Token::ALL.into_iter().map(|t| (t, self.count(t)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c1_the_full_set_has_82_tokens_of_the_counted_kinds() {
        let set = Token::full_set();
        for token in Token::ALL {
            let n = set.iter().filter(|t| **t == token).count();
            assert_eq!(n, usize::from(token.count_in_game()), "{token}");
        }
    }

    #[test]
    fn token_index_is_the_position_in_all_and_names_round_trip() {
        for (i, token) in Token::ALL.into_iter().enumerate() {
            assert_eq!(token.index(), i);
        }
        for colour in Colour::ALL {
            assert_eq!(Colour::from_name(colour.name()), Some(colour));
        }
        assert_eq!(Colour::from_name("purple"), None);
    }

    #[test]
    fn a_hand_counts_adds_and_removes() {
        let mut hand = Hand::EMPTY;
        assert!(!hand.remove(Token::Tank));
        hand.add(Token::Tank);
        hand.add(Token::Colour(Colour::Red));
        assert_eq!(hand.total(), 2);
        assert!(hand.has(Token::Colour(Colour::Red)));
        assert!(hand.remove(Token::Colour(Colour::Red)));
        assert!(!hand.has(Token::Colour(Colour::Red)));
        assert_eq!(hand.count(Token::Tank), 1);
    }
}
