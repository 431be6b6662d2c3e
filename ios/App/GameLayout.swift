import SwiftUI

/// The game screens' layout (SCREENS.md, Game screen): the board in the largest square that
/// fits, the panel below it in portrait and beside it in landscape and on a wide iPad; the panel
/// scrolls, so Dynamic Type never cuts it.
struct GameLayout<BoardContent: View, Panel: View>: View {
    @ViewBuilder let board: () -> BoardContent
    @ViewBuilder let panel: () -> Panel

    var body: some View {
        GeometryReader { geometry in
            if geometry.size.width > geometry.size.height {
                HStack(alignment: .top, spacing: 12) {
                    board().frame(maxHeight: .infinity)
                    ScrollView { panel().padding(.vertical, 8) }
                        .frame(width: max(280, geometry.size.width - geometry.size.height - 12))
                }
            } else {
                VStack(spacing: 8) {
                    // The largest square that leaves the panel a third of the height at least.
                    board().frame(height: min(geometry.size.width, geometry.size.height * 2 / 3))
                    ScrollView { panel() }
                }
            }
        }
        .padding(.horizontal, 8)
    }
}
