import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// A small drawing of a listed game of any of the three games (saved games and history rows),
/// from the store's `peekSaved` / `peekFinished`: each game's board painted by its own game
/// screen's painter and palette, the colour-blind letters as the setting says. Not interactive;
/// VoiceOver reads the row's text instead.
struct GameThumbnail: View {
    let model: AppModel
    let board: ListedBoard

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        switch board {
        case let .dividedLoyalties(frame):
            BoardThumbnail(model: model, frame: frame)
        case let .discorder(frame):
            drawing(width: CGFloat(frame.width), height: CGFloat(frame.height)) { context, size, transform in
                DiscorderPainter(frame: frame, colours: model.discorderColours(colorScheme), transform: transform)
                    .paint(&context, size: size)
            }
        case let .colorBrake(frame):
            drawing(width: CGFloat(frame.width), height: CGFloat(frame.height)) { context, size, transform in
                ColorBrakePainter(frame: frame, pick: .place, colours: model.colorBrakeColours(colorScheme),
                                  showSymbols: model.settings.colorBlindSymbols, transform: transform)
                    .paint(&context, size: size)
            }
        }
    }

    /// A canvas of the board's proportions whose painter gets the transform fitting the board.
    private func drawing(width: CGFloat, height: CGFloat,
                         paint: @escaping (inout GraphicsContext, CGSize, BoardTransform) -> Void) -> some View {
        Canvas { context, size in
            paint(&context, size, BoardTransform(size: size, width: width, height: height))
        }
        .aspectRatio(max(width, 1) / max(height, 1), contentMode: .fit)
        .accessibilityHidden(true)
    }
}
