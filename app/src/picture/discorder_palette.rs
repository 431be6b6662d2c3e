//! The colours of a Discorder board (RULES-DISCORDER.md D1–D5), light and dark, for the phone
//! apps to paint the board with (the terminal keeps its own).

use dl_discorder::Player;

use super::contrast::legible_ink;
use super::palette::{Rgba, Theme};

/// Every colour of a Discorder board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DiscorderPalette {
    /// Behind everything; opaque.
    pub background: Rgba,
    /// The board's cells (D1); opaque.
    pub board: Rgba,
    /// The grid lines between cells, where pegs go (D3).
    pub grid: Rgba,
    /// Yellow's tiles (D1); opaque.
    pub yellow_tile: Rgba,
    /// Black's tiles (D1); opaque.
    pub black_tile: Rgba,
    /// The thin edge around every tile, which keeps a tile apart from the board.
    pub tile_edge: Rgba,
    /// A peg's bar (D3); opaque.
    pub peg: Rgba,
    /// The mark along a line of Yellow's tiles that gives a point now (D4, D5), drawn over
    /// Yellow's tiles.
    pub yellow_line: Rgba,
    /// The mark along a line of Black's tiles (D4, D5), drawn over Black's tiles.
    pub black_line: Rgba,
    /// The mark of a line whose point can no longer change (D5).
    pub settled: Rgba,
    /// The mark around the tile or peg placed last.
    pub last_placed: Rgba,
    /// A refused cell's or edge's flash.
    pub flash: Rgba,
    /// Text drawn on the board.
    pub text: Rgba,
}

impl DiscorderPalette {
    /// The palette of `theme`.
    pub fn of(theme: Theme) -> DiscorderPalette {
        match theme {
            Theme::Light => DiscorderPalette::light(),
            Theme::Dark => DiscorderPalette::dark(),
        }
    }

    /// A light wooden board on a light paper.
    pub fn light() -> DiscorderPalette {
        DiscorderPalette {
            background: Rgba::hex(0xF4F1EA),
            board: Rgba::hex(0xD9C7A3),
            grid: Rgba::hex(0x5C4A32),
            yellow_tile: Rgba::hex(0xF5C400),
            black_tile: Rgba::hex(0x1E1E1E),
            tile_edge: Rgba::hex_alpha(0x1A1A1A, 160),
            peg: Rgba::hex(0xB03A2E),
            yellow_line: Rgba::hex(0x6B4E00),
            black_line: Rgba::hex(0xD8D8D8),
            settled: Rgba::hex(0x1B8A4B),
            last_placed: Rgba::hex(0xE0115F),
            flash: Rgba::hex(0xD0021B),
            text: Rgba::hex(0x222222),
        }
    }

    /// A dark wooden board on a dark ground.
    pub fn dark() -> DiscorderPalette {
        DiscorderPalette {
            background: Rgba::hex(0x17181A),
            board: Rgba::hex(0x4A3F30),
            grid: Rgba::hex(0xC9B48F),
            yellow_tile: Rgba::hex(0xFACC15),
            black_tile: Rgba::hex(0x0A0A0A),
            tile_edge: Rgba::hex_alpha(0xE0E0E0, 180),
            peg: Rgba::hex(0xE0664F),
            yellow_line: Rgba::hex(0x5C4300),
            black_line: Rgba::hex(0xE0E0E0),
            settled: Rgba::hex(0x4ADE80),
            last_placed: Rgba::hex(0xFF4F8B),
            flash: Rgba::hex(0xFF5A5F),
            text: Rgba::hex(0xE8E8E8),
        }
    }

    /// The colour of `player`'s tiles.
    pub fn tile(&self, player: Player) -> Rgba {
        match player {
            Player::Yellow => self.yellow_tile,
            Player::Black => self.black_tile,
        }
    }

    /// The ink of the pattern drawn on `player`'s tiles (D1; RULES-DISCORDER.md "Notes for the
    /// app": a colour-blind player tells the tiles apart by it): of `text` and `background`,
    /// the one that reads best on the tile.
    pub fn pattern_ink(&self, player: Player) -> Rgba {
        legible_ink(&[self.tile(player)], [self.text, self.background])
    }

    /// The mark along a scoring line of `player`'s tiles (D4).
    pub fn line(&self, player: Player) -> Rgba {
        match player {
            Player::Yellow => self.yellow_line,
            Player::Black => self.black_line,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::contrast::contrast;
    use super::*;

    /// Both themes have their own colours; what is painted solid is opaque.
    #[test]
    fn light_and_dark_differ_and_solid_colours_are_opaque() {
        assert_ne!(DiscorderPalette::light(), DiscorderPalette::dark());
        for theme in [Theme::Light, Theme::Dark] {
            let p = DiscorderPalette::of(theme);
            for (name, c) in [
                ("background", p.background),
                ("board", p.board),
                ("yellow tile", p.yellow_tile),
                ("black tile", p.black_tile),
                ("peg", p.peg),
                ("text", p.text),
            ] {
                assert_eq!(c.a, 255, "{theme:?} {name}");
            }
        }
    }

    /// D1, D4: the two players' tiles are told apart, each line mark reads on its owner's
    /// tiles, and pegs and grid read on the board.
    #[test]
    fn tiles_marks_pegs_and_grid_read_on_what_they_are_drawn_on() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = DiscorderPalette::of(theme);
            let tiles = contrast(p.yellow_tile, p.black_tile);
            assert!(tiles >= 7.0, "{theme:?}: tiles {tiles:.2}");
            for player in [Player::Yellow, Player::Black] {
                let ratio = contrast(p.tile(player), p.line(player));
                assert!(ratio >= 3.0, "{theme:?} {player:?}: line {ratio:.2}");
            }
            for (name, c) in [("grid", p.grid), ("peg", p.peg), ("text", p.text)] {
                let on = if name == "text" {
                    p.background
                } else {
                    p.board
                };
                let ratio = contrast(c, on);
                assert!(ratio >= 3.0, "{theme:?} {name}: {ratio:.2}");
            }
        }
    }

    /// D1, "Notes for the app": each player's pattern is drawn in the palette's text or
    /// background colour and reads on their tile (WCAG 4.5:1), in both themes.
    #[test]
    fn d1_each_pattern_reads_on_its_tile_in_both_themes() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = DiscorderPalette::of(theme);
            for player in [Player::Yellow, Player::Black] {
                let ink = p.pattern_ink(player);
                assert!(ink == p.text || ink == p.background, "{theme:?} {player:?}");
                let ratio = contrast(ink, p.tile(player));
                assert!(ratio >= 4.5, "{theme:?} {player:?}: {ratio:.2}");
            }
        }
    }
}
