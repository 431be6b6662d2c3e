//! The draw that follows a neutral (C6.1): tokens are taken from the top of the pile one at a
//! time; a neutral goes on the stack and asks for one more colour token; a Tank or Diamond
//! goes into the hand and does not count (reading); the draw stops once as many colour tokens
//! as neutrals are stacked have been drawn.

use crate::token::{Colour, Token};

/// What a neutral's draw took from the pile (C6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RescueDraw {
    /// Neutrals stacked in the cell: the one played and those drawn.
    pub neutrals: u8,
    /// Colour tokens drawn, indexed like [`Colour::ALL`]: one is played on top, the others
    /// go into the hand.
    pub colours: [u8; 7],
    /// Tanks and Diamonds drawn, which go into the hand (reading): `[tanks, diamonds]`.
    pub specials: [u8; 2],
    /// Tokens taken from the pile.
    pub taken: u8,
}

impl RescueDraw {
    /// Colour tokens drawn.
    pub fn colour_count(&self) -> u8 {
        self.colours.iter().sum()
    }

    /// The only colour drawn when every colour token drawn has the same colour: then there
    /// is no choice and it is played at once.
    pub fn single_colour(&self) -> Option<Colour> {
        let mut present = Colour::ALL
            .into_iter()
            .filter(|c| self.colours[c.index()] > 0);
        match (present.next(), present.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }
}

/// The draw after a neutral is played on a cell, from `pile` (top first). `None` when the pile
/// runs out before a single colour token is drawn: then the neutral cannot be played (C6.1).
/// When it runs out after at least one, the player plays from the colours drawn.
pub fn draw_rescue(pile: &[Token]) -> Option<RescueDraw> {
    let mut draw = RescueDraw {
        neutrals: 1,
        colours: [0; 7],
        specials: [0; 2],
        taken: 0,
    };
    let mut tokens = pile.iter();
    while draw.colour_count() < draw.neutrals {
        let Some(token) = tokens.next() else {
            break;
        };
        draw.taken += 1;
        match token {
            Token::Colour(c) => draw.colours[c.index()] += 1,
            Token::Neutral => draw.neutrals += 1,
            Token::Tank => draw.specials[0] += 1,
            Token::Diamond => draw.specials[1] += 1,
        }
    }
    (draw.colour_count() > 0).then_some(draw)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RED: Token = Token::Colour(Colour::Red);
    const BLUE: Token = Token::Colour(Colour::Blue);

    #[test]
    fn c6_1_one_neutral_draws_one_colour() {
        let draw = draw_rescue(&[RED, BLUE]).unwrap();
        assert_eq!((draw.neutrals, draw.taken), (1, 1));
        assert_eq!(draw.single_colour(), Some(Colour::Red));
    }

    #[test]
    fn c6_1_a_drawn_neutral_is_stacked_and_two_colours_are_drawn() {
        let draw = draw_rescue(&[Token::Neutral, RED, BLUE, BLUE]).unwrap();
        assert_eq!((draw.neutrals, draw.taken, draw.colour_count()), (2, 3, 2));
        assert_eq!(draw.single_colour(), None);
        let draw = draw_rescue(&[Token::Neutral, RED, Token::Neutral, BLUE, BLUE, RED]).unwrap();
        assert_eq!((draw.neutrals, draw.taken, draw.colour_count()), (3, 5, 3));
    }

    #[test]
    fn c6_1_reading_a_drawn_tank_or_diamond_goes_to_the_hand_and_is_not_a_draw() {
        let draw = draw_rescue(&[Token::Tank, Token::Diamond, RED]).unwrap();
        assert_eq!(draw.specials, [1, 1]);
        assert_eq!((draw.neutrals, draw.taken, draw.colour_count()), (1, 3, 1));
    }

    #[test]
    fn c6_1_a_pile_without_colour_gives_no_draw() {
        assert_eq!(draw_rescue(&[]), None);
        assert_eq!(draw_rescue(&[Token::Neutral, Token::Tank]), None);
        let short = draw_rescue(&[Token::Neutral, RED]).unwrap();
        assert_eq!((short.neutrals, short.colour_count()), (2, 1));
    }
}
