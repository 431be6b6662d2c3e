import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Discorder's new-game screen (D1; issue 15): who begins (Yellow, Black or drawn at random)
/// and two players on the device or against the computer, with the player the person at the
/// device plays. The start is drawn from a secure random seed.
struct DiscorderNewGameScreen: View {
    let model: AppModel

    @State private var choices = DiscorderNewGame()

    var body: some View {
        let texts = model.texts
        NavigationStack {
            Form {
                Section(texts.label(.discorderStarter)) {
                    Picker(texts.label(.discorderStarter), selection: $choices.starter) {
                        ForEach(DiscorderNewGame.starters, id: \.self) { starter in
                            Text(verbatim: texts.discorderStarter(starter)).tag(starter)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    OpponentPickers(texts: texts, againstComputer: $choices.againstComputer,
                                    youPlay: $choices.youPlay, sides: DiscorderNewGame.players,
                                    name: texts.discorderPlayer)
                }
            }
            .navigationTitle(texts.gameName(.discorder))
            .toolbar {
                NewGameToolbar(model: model) { model.startDiscorder(choices) }
            }
        }
        .interactiveDismissDisabled(!model.hasGame)
    }
}
