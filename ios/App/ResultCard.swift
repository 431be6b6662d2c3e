import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The result card (SCREENS.md, Game over): winner or draw with the end reason, both totals,
/// Share result (once the share payloads are plugged in), Rematch and New game. Undo stays in
/// the panel below it.
struct ResultCard: View {
    let model: AppModel
    let frame: ViewModel
    let result: ResultModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(model.texts.result(result)).font(.title3.bold())
            HStack {
                Text("\(model.texts.sideName(.blue)) \(frame.blue.total)")
                Text("–")
                Text("\(model.texts.sideName(.yellow)) \(frame.yellow.total)")
            }
            .font(.headline)
            .accessibilityElement(children: .combine)
            HStack {
                if model.shareActions().contains(.result) {
                    Button(model.texts.text(.shareResult)) { model.share(.result) }
                }
                Button(model.texts.text(.rematch)) { model.rematch() }
                Button(model.texts.text(.newGame)) { model.showingNewGame = true }
            }
            .buttonStyle(.bordered)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
