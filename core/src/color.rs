//! Stone colours, the two players and the three loyalty sets (R1).

use std::fmt;

/// One of the six stone colours (R1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Blue, in Blue+ only.
    Blue,
    /// Yellow, in Yellow+ only.
    Yellow,
    /// Red, in Red+ only.
    Red,
    /// Green, in Blue+ and Yellow+.
    Green,
    /// Orange, in Yellow+ and Red+.
    Orange,
    /// Purple, in Blue+ and Red+.
    Purple,
}

impl Color {
    /// All six colours in their canonical order (the order of supply arrays).
    pub const ALL: [Color; 6] = [
        Color::Blue,
        Color::Yellow,
        Color::Red,
        Color::Green,
        Color::Orange,
        Color::Purple,
    ];

    /// Index of the colour in [`Color::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour's lower-case English name, as used in files and the web version.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Blue => "blue",
            Color::Yellow => "yellow",
            Color::Red => "red",
            Color::Green => "green",
            Color::Orange => "orange",
            Color::Purple => "purple",
        }
    }

    /// Parses a lower-case colour name (see [`Color::name`]).
    pub fn from_name(name: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The colour's letter in text formats (records' stone rows; R1's initials in English).
    /// It is never drawn: a stone shows its language-free [`Color::mark`] instead.
    pub const fn letter(self) -> char {
        match self {
            Color::Blue => 'B',
            Color::Yellow => 'Y',
            Color::Red => 'R',
            Color::Green => 'G',
            Color::Orange => 'O',
            Color::Purple => 'P',
        }
    }

    /// Whether this colour belongs to the loyalty set `set` (R1).
    pub const fn is_loyal_to(self, set: Loyalty) -> bool {
        set.colors().contains(self)
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of colours as a bit mask (bit `i` is `Color::ALL[i]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ColorSet(u8);

impl ColorSet {
    /// The empty set.
    pub const EMPTY: ColorSet = ColorSet(0);

    /// All six colours.
    pub const ALL: ColorSet = ColorSet(0b11_1111);

    /// The set holding exactly the given colours.
    pub const fn of(colors: &[Color]) -> ColorSet {
        let mut bits = 0u8;
        let mut i = 0;
        while i < colors.len() {
            bits |= 1 << colors[i] as u8;
            i += 1;
        }
        ColorSet(bits)
    }

    /// Whether `color` is in the set.
    pub const fn contains(self, color: Color) -> bool {
        self.0 & (1 << color as u8) != 0
    }

    /// The set with `color` added.
    pub const fn with(self, color: Color) -> ColorSet {
        ColorSet(self.0 | (1 << color as u8))
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The colours in either set.
    pub const fn union(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 | other.0)
    }

    /// The colours in both sets.
    pub const fn intersection(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 & other.0)
    }

    /// The colours of this set that are not in `other`.
    pub const fn difference(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 & !other.0)
    }

    /// Whether every colour of this set is in `other`.
    pub const fn is_subset(self, other: ColorSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The colours of which `counts` (indexed like [`Color::ALL`]) holds at least one.
    pub fn of_counts(counts: &[u8; 6]) -> ColorSet {
        Color::ALL
            .into_iter()
            .filter(|c| counts[c.index()] > 0)
            .fold(ColorSet::EMPTY, ColorSet::with)
    }

    /// The colours of the set, in canonical order.
    pub fn iter(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

/// One of the two players (R1). Blue always moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The first player, loyal to Blue+.
    Blue,
    /// The second player, loyal to Yellow+.
    Yellow,
}

impl Player {
    /// Both players, Blue first.
    pub const BOTH: [Player; 2] = [Player::Blue, Player::Yellow];

    /// 0 for Blue, 1 for Yellow.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other player.
    pub const fn other(self) -> Player {
        match self {
            Player::Blue => Player::Yellow,
            Player::Yellow => Player::Blue,
        }
    }

    /// The player's loyalty set for scoring bridges (R5.4).
    pub const fn loyalty(self) -> Loyalty {
        match self {
            Player::Blue => Loyalty::Blue,
            Player::Yellow => Loyalty::Yellow,
        }
    }

    /// The player's lower-case English name.
    pub const fn name(self) -> &'static str {
        match self {
            Player::Blue => "blue",
            Player::Yellow => "yellow",
        }
    }

    /// The stones of one set of this player (R3), indexed like [`Color::ALL`].
    pub const fn set_contents(self) -> [u8; 6] {
        // Order: blue, yellow, red, green, orange, purple.
        match self {
            Player::Blue => [4, 0, 2, 2, 1, 3],
            Player::Yellow => [0, 4, 2, 2, 3, 1],
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The three loyalty sets ("Colour +") of R1; also the kind of a bridge (R5.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Loyalty {
    /// Blue+: blue, purple, green. A bridge of this kind scores for Blue.
    Blue,
    /// Yellow+: yellow, orange, green. A bridge of this kind scores for Yellow.
    Yellow,
    /// Red+ (destruction): red, purple, orange. A bridge of this kind cuts (R6).
    Red,
}

impl Loyalty {
    /// The colours of the set (R1).
    pub const fn colors(self) -> ColorSet {
        match self {
            Loyalty::Blue => ColorSet::of(&[Color::Blue, Color::Purple, Color::Green]),
            Loyalty::Yellow => ColorSet::of(&[Color::Yellow, Color::Orange, Color::Green]),
            Loyalty::Red => ColorSet::of(&[Color::Red, Color::Purple, Color::Orange]),
        }
    }

    /// The player a bridge of this kind scores for; `None` for red bridges (R7).
    pub const fn scoring_player(self) -> Option<Player> {
        match self {
            Loyalty::Blue => Some(Player::Blue),
            Loyalty::Yellow => Some(Player::Yellow),
            Loyalty::Red => None,
        }
    }

    /// The kind's lower-case English name ("blue", "yellow", "red").
    pub const fn name(self) -> &'static str {
        match self {
            Loyalty::Blue => "blue",
            Loyalty::Yellow => "yellow",
            Loyalty::Red => "red",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_each_mixed_colour_serves_exactly_two_sets() {
        let sets = [Loyalty::Blue, Loyalty::Yellow, Loyalty::Red];
        for color in Color::ALL {
            let count = sets.iter().filter(|s| color.is_loyal_to(**s)).count();
            let expected = match color {
                Color::Blue | Color::Yellow | Color::Red => 1,
                _ => 2,
            };
            assert_eq!(count, expected, "{color}");
        }
        assert!(
            Color::Green.is_loyal_to(Loyalty::Blue) && Color::Green.is_loyal_to(Loyalty::Yellow)
        );
        assert!(
            Color::Purple.is_loyal_to(Loyalty::Blue) && Color::Purple.is_loyal_to(Loyalty::Red)
        );
        assert!(
            Color::Orange.is_loyal_to(Loyalty::Yellow) && Color::Orange.is_loyal_to(Loyalty::Red)
        );
    }

    #[test]
    fn r3_a_set_holds_twelve_stones_as_listed() {
        let blue = Player::Blue.set_contents();
        assert_eq!(blue.iter().map(|n| *n as u32).sum::<u32>(), 12);
        assert_eq!(blue[Color::Blue.index()], 4);
        assert_eq!(blue[Color::Purple.index()], 3);
        assert_eq!(blue[Color::Green.index()], 2);
        assert_eq!(blue[Color::Red.index()], 2);
        assert_eq!(blue[Color::Orange.index()], 1);
        let yellow = Player::Yellow.set_contents();
        assert_eq!(yellow.iter().map(|n| *n as u32).sum::<u32>(), 12);
        assert_eq!(yellow[Color::Yellow.index()], 4);
        assert_eq!(yellow[Color::Orange.index()], 3);
        assert_eq!(yellow[Color::Green.index()], 2);
        assert_eq!(yellow[Color::Red.index()], 2);
        assert_eq!(yellow[Color::Purple.index()], 1);
    }

    #[test]
    fn colour_names_round_trip() {
        for c in Color::ALL {
            assert_eq!(Color::from_name(c.name()), Some(c));
        }
        assert_eq!(Color::from_name("pink"), None);
    }
}
