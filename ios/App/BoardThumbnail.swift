import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// A small drawing of a position or game with the board's own painter and palette (new-game
/// list, preview card, saved games, the rules' examples). Not interactive; VoiceOver reads the
/// row's text instead.
struct BoardThumbnail: View {
    let model: AppModel
    let frame: ViewModel

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Canvas { context, size in
            BoardPainter(frame: frame, palette: model.palette(colorScheme),
                         showSymbols: model.settings.colorBlindSymbols)
                .paint(&context, size: size)
        }
        .aspectRatio(CGFloat(max(frame.width, 1)) / CGFloat(max(frame.height, 1)), contentMode: .fit)
        .accessibilityHidden(true)
    }
}
