import DividedLoyaltiesCore
import SwiftUI

/// Discorder's board colours in one theme, from the Rust side's `discorderPalette` (issue 15),
/// with the ink of each player's tile pattern from `discorderPatternColour` (D1).
struct DiscorderColours {
    private let model: DiscorderPaletteModel
    private let patternInks: (yellow: RgbaModel, black: RgbaModel)

    /// Discorder's colours in `theme`.
    init(theme: ThemeModel) {
        model = discorderPalette(theme: theme)
        patternInks = (discorderPatternColour(player: .yellow, theme: theme),
                       discorderPatternColour(player: .black, theme: theme))
    }

    /// Behind everything.
    var background: Color { Color(model.background) }
    /// The board's cells (D1).
    var board: Color { Color(model.board) }
    /// The grid lines, where pegs go (D3).
    var grid: Color { Color(model.grid) }
    /// The thin edge around every tile.
    var tileEdge: Color { Color(model.tileEdge) }
    /// A peg's bar (D3).
    var peg: Color { Color(model.peg) }
    /// The mark of a settled line (D5).
    var settled: Color { Color(model.settled) }
    /// The mark around the tile or peg placed last.
    var lastPlaced: Color { Color(model.lastPlaced) }
    /// A refused cell's or edge's flash.
    var flash: Color { Color(model.flash) }

    /// A player's tiles (D1).
    func tile(_ player: DiscorderPlayer) -> Color {
        Color(player == .yellow ? model.yellowTile : model.blackTile)
    }

    /// The mark along a scoring line of a player's tiles (D4).
    func line(_ player: DiscorderPlayer) -> Color {
        Color(player == .yellow ? model.yellowLine : model.blackLine)
    }

    /// The ink of the pattern on a player's tiles, readable on them (D1; RULES-DISCORDER.md,
    /// "Notes for the app").
    func patternInk(_ player: DiscorderPlayer) -> Color {
        Color(player == .yellow ? patternInks.yellow : patternInks.black)
    }
}

/// Color Brake ABAB's board colours in one theme, from the Rust side's `colorBrakePalette`
/// (issue 15), with the ink of each colour's letter from `colorBrakeLetterColour` (C1).
struct ColorBrakeColours {
    private let model: ColorBrakePaletteModel
    private let letterInks: [ColorBrakeColour: RgbaModel]

    /// Color Brake ABAB's colours in `theme`.
    init(theme: ThemeModel) {
        model = colorBrakePalette(theme: theme)
        letterInks = Dictionary(uniqueKeysWithValues: ColorBrakeColour.all.map {
            ($0, colorBrakeLetterColour(colour: $0, theme: theme))
        })
    }

    /// Behind everything.
    var background: Color { Color(model.background) }
    /// An empty cell.
    var cell: Color { Color(model.cell) }
    /// The cells' outlines.
    var outline: Color { Color(model.outline) }
    /// The thin edge around every token.
    var tokenEdge: Color { Color(model.tokenEdge) }
    /// Neutral tokens (C6.1).
    var neutral: Color { Color(model.neutral) }
    /// Tanks (C6.2).
    var tank: Color { Color(model.tank) }
    /// Diamonds (C6.3).
    var diamond: Color { Color(model.diamond) }
    /// The highlight of the cell to fill next.
    var next: Color { Color(model.next) }
    /// The mark of the cell filled last.
    var lastFilled: Color { Color(model.lastFilled) }
    /// Text drawn on the board (cell numbers).
    var text: Color { Color(model.text) }
    /// The two colours of the pink-checkered tokens' check (C1): the ground, then the squares.
    var pinkCheck: (ground: Color, squares: Color) {
        (Color(element(model.pinkCheck, 0)), Color(element(model.pinkCheck, 1)))
    }

    /// A colour token (C1); the palette lists them in `ColorBrakeColour` order. The pink is to
    /// be drawn with `pinkCheck`, never plain.
    func token(_ colour: ColorBrakeColour) -> Color {
        Color(element(model.tokens, colour.paletteIndex))
    }

    /// The ink of a colour's letter, readable on its token (on both colours of the pink
    /// check), for the colour-blind symbols (C1).
    func letterInk(_ colour: ColorBrakeColour) -> Color {
        Color(letterInks[colour] ?? model.text)
    }

    /// The translucent tint of the cells of a nomination (C3): A, then B.
    func nomination(_ nomination: ColorBrakeNomination) -> Color {
        Color(element(model.nominations, nomination == .a ? 0 : 1))
    }

    /// An entry of a list that came over the FFI, or the outline's colour if the list is short.
    private func element(_ list: [RgbaModel], _ index: Int) -> RgbaModel {
        list.indices.contains(index) ? list[index] : model.outline
    }
}

extension ColorBrakeColour {
    /// The seven colours (C1), in `ColorBrakeColour` order.
    static let all: [ColorBrakeColour] = [.blue, .green, .yellow, .red, .white, .orange, .pink]

    /// The letter drawn on a token of this colour when the colour-blind symbols are on (C1):
    /// Rust's `colorBrakeLetter`, the same in every language.
    var letter: String { colorBrakeLetter(colour: self) }

    /// Where this colour is in the palette's token list (`ColorBrakeColour` order).
    fileprivate var paletteIndex: Int {
        switch self {
        case .blue: return 0
        case .green: return 1
        case .yellow: return 2
        case .red: return 3
        case .white: return 4
        case .orange: return 5
        case .pink: return 6
        }
    }
}
