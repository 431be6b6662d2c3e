import DividedLoyaltiesCore
import SwiftUI

/// The board's colours in one theme, from the Rust side's `boardPalette` (the same colours as
/// the shared board picture): region shades, outlines, dots, stones and their marks, bridges,
/// claims, the flash of a refusal.
struct Palette {
    private let model: PaletteModel

    /// The palette of a Rust `PaletteModel`.
    init(_ model: PaletteModel) {
        self.model = model
    }

    /// The paper behind the grid.
    var background: Color { Color(model.background) }
    /// Region outlines and region labels.
    var ink: Color { Color(model.outline) }
    /// Dots (R4.3).
    var dot: Color { Color(model.dot) }
    /// The pulse around a dot that accepts the selected colour (R4.3).
    var dotHighlight: Color { Color(model.dotHighlight) }
    /// The edge of every stone.
    var stoneEdge: Color { Color(model.stoneEdge) }
    /// The mark of the last stone placed.
    var lastStone: Color { Color(model.lastStone) }
    /// The ring of a stone chosen as a bridge end.
    var ring: Color { Color(model.ring) }
    /// Cut bridges (R6).
    var cut: Color { Color(model.cutBridge) }
    /// The flash on a cell whose action was refused.
    var refusal: Color { Color(model.flash) }
    /// Text on the board.
    var text: Color { Color(model.text) }

    /// The three region shades (R2).
    func shade(_ shade: RegionShade) -> Color {
        switch shade {
        case .dark: return Color(model.shadeDark)
        case .medium: return Color(model.shadeMedium)
        case .light: return Color(model.shadeLight)
        }
    }

    /// A stone's colour (R1); the palette lists them in `StoneColor` order.
    func stone(_ color: StoneColor) -> Color {
        Color(element(model.stones, color.paletteIndex))
    }

    /// The mark's colour on a stone, readable on it.
    func symbol(on color: StoneColor) -> Color {
        Color(element(model.stoneMarks, color.paletteIndex))
    }

    /// A bridge's colour by kind (R4.2), in `BridgeKind` order.
    func bridge(_ kind: BridgeKind) -> Color {
        let index: Int
        switch kind {
        case .blue: index = 0
        case .yellow: index = 1
        case .red: index = 2
        }
        return Color(element(model.bridges, index))
    }

    /// The translucent tint of a region claimed by a player (R7): Blue, then Yellow.
    func claim(_ side: Side) -> Color {
        Color(element(model.claims, side == .blue ? 0 : 1))
    }

    /// A player's colour (panel highlight): the colour of their stones.
    func side(_ side: Side) -> Color {
        stone(side == .blue ? .blue : .yellow)
    }

    /// An entry of a list that came over the FFI, or the outline's colour if the list is short.
    private func element(_ list: [RgbaModel], _ index: Int) -> RgbaModel {
        list.indices.contains(index) ? list[index] : model.outline
    }
}

extension StoneColor {
    /// Where this colour is in the palette's lists (`StoneColor` order).
    fileprivate var paletteIndex: Int {
        switch self {
        case .blue: return 0
        case .yellow: return 1
        case .red: return 2
        case .green: return 3
        case .orange: return 4
        case .purple: return 5
        }
    }
}

extension Color {
    /// A colour of the Rust palette (8-bit sRGB, straight alpha).
    init(_ rgba: RgbaModel) {
        self.init(.sRGB, red: Double(rgba.r) / 255, green: Double(rgba.g) / 255,
                  blue: Double(rgba.b) / 255, opacity: Double(rgba.a) / 255)
    }
}
