import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The result card (SCREENS.md, Game over): winner or draw, both scores and the end reason,
/// Share result, Rematch and New game. Undo stays in the panel below it.
struct ResultCard: View {
    let model: AppModel
    let frame: ViewModel
    let result: ResultModel

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let texts = model.texts
        VStack(alignment: .leading, spacing: 8) {
            Text(texts.resultTitle(result)).font(.title3.bold())
            Text(texts.scores(blue: frame.blue.total, yellow: frame.yellow.total)).font(.headline)
            Text(texts.endReason(result)).font(.subheadline)
            HStack {
                Button(texts.label(.shareResult)) { model.share(.result, dark: colorScheme == .dark) }
                Button(texts.label(.rematch)) { model.rematch() }
                Button(texts.label(.newGame)) { model.choose(.dividedLoyalties) }
            }
            .buttonStyle(.bordered)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityElement(children: .contain)
    }
}
