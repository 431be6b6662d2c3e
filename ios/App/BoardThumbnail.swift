import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// A small drawing of a position or game with the board's own painter (new-game list, preview
/// card). Not interactive; VoiceOver reads the row's text instead.
struct BoardThumbnail: View {
    let frame: ViewModel
    let texts: GameTexts
    let showSymbols: Bool

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Canvas { context, size in
            BoardPainter(frame: frame, palette: Palette(colorScheme: colorScheme), texts: texts,
                         showSymbols: showSymbols)
                .paint(&context, size: size)
        }
        .aspectRatio(CGFloat(max(frame.width, 1)) / CGFloat(max(frame.height, 1)), contentMode: .fit)
        .accessibilityHidden(true)
    }
}
