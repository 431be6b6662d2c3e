import DividedLoyaltiesCore
import SwiftUI

/// The colours of the pieces of Discorder and Color Brake ABAB, drawn over the board's palette
/// (the paper, the ink, the flash come from `Palette`). Appearance only: every game fact comes
/// from the frames.
enum GamesPalette {
    /// A Discorder player's tiles (D1).
    static func tile(_ player: DiscorderPlayer) -> Color {
        switch player {
        case .yellow: return Color(red: 0.98, green: 0.80, blue: 0.10)
        case .black: return Color(red: 0.12, green: 0.12, blue: 0.14)
        }
    }

    /// The edge of a Discorder tile, visible on the paper in light and dark.
    static func tileEdge(_ player: DiscorderPlayer) -> Color {
        switch player {
        case .yellow: return Color(red: 0.55, green: 0.42, blue: 0.0)
        case .black: return Color(white: 0.6)
        }
    }

    /// A Color Brake colour token (C1); the pink is drawn checkered by the painter.
    static func token(_ colour: ColorBrakeColour) -> Color {
        switch colour {
        case .blue: return Color(red: 0.16, green: 0.40, blue: 0.85)
        case .green: return Color(red: 0.18, green: 0.62, blue: 0.28)
        case .yellow: return Color(red: 0.98, green: 0.84, blue: 0.16)
        case .red: return Color(red: 0.86, green: 0.18, blue: 0.16)
        case .white: return Color(white: 0.97)
        case .orange: return Color(red: 0.96, green: 0.55, blue: 0.10)
        case .pink: return Color(red: 0.97, green: 0.60, blue: 0.75)
        }
    }

    /// Neutral tokens, and the Diamond (C6.1, C6.3).
    static let neutral = Color(white: 0.55)
    /// The Diamond's rhombus (C6.3).
    static let diamond = Color(red: 0.55, green: 0.85, blue: 0.95)
    /// The outline of a Tank target and of the Tank's cover (C6.2).
    static let tank = Color(red: 0.45, green: 0.36, blue: 0.20)
}
