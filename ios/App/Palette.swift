import DividedLoyaltiesCore
import SwiftUI

/// The board's colours in light and dark appearance: region shades, stones, bridges.
struct Palette {
    let colorScheme: ColorScheme

    private var dark: Bool { colorScheme == .dark }

    /// The paper behind the grid.
    var background: Color { dark ? Color(white: 0.11) : Color(white: 0.97) }
    /// Region outlines and dots.
    var ink: Color { dark ? Color(white: 0.85) : Color(white: 0.15) }
    /// Cut bridges (R6).
    var cut: Color { Color.gray.opacity(0.8) }
    /// The flash on a cell whose action was refused.
    var refusal: Color { Color.red.opacity(0.45) }

    /// The three region shades (R2).
    func shade(_ shade: RegionShade) -> Color {
        switch shade {
        case .dark: return dark ? Color(white: 0.42) : Color(white: 0.62)
        case .medium: return dark ? Color(white: 0.30) : Color(white: 0.78)
        case .light: return dark ? Color(white: 0.20) : Color(white: 0.92)
        }
    }

    /// A stone's colour (R1).
    func stone(_ color: StoneColor) -> Color {
        switch color {
        case .blue: return Color(red: 0.16, green: 0.38, blue: 0.85)
        case .yellow: return Color(red: 0.96, green: 0.80, blue: 0.10)
        case .red: return Color(red: 0.86, green: 0.18, blue: 0.16)
        case .green: return Color(red: 0.16, green: 0.62, blue: 0.30)
        case .orange: return Color(red: 0.98, green: 0.55, blue: 0.10)
        case .purple: return Color(red: 0.55, green: 0.27, blue: 0.72)
        }
    }

    /// The letter's colour on a stone, readable on it.
    func symbol(on color: StoneColor) -> Color {
        switch color {
        case .yellow, .orange: return .black
        case .blue, .red, .green, .purple: return .white
        }
    }

    /// A bridge's colour by kind (R4.2).
    func bridge(_ kind: BridgeKind) -> Color {
        switch kind {
        case .blue: return stone(.blue)
        case .yellow: return stone(.yellow)
        case .red: return stone(.red)
        }
    }

    /// A player's colour (panel highlight, claimed regions).
    func side(_ side: Side) -> Color {
        switch side {
        case .blue: return stone(.blue)
        case .yellow: return stone(.yellow)
        }
    }
}
