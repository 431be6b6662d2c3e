import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Color Brake ABAB's new-game screen (C2; issue 15): the length, as a number of rounds or a
/// target score among those the Rust core offers (`ColorBrakeNewGame`, starting on its
/// default), and two players on one device (with a hand-over between turns) or against the
/// computer in one seat. The deal is shuffled from a secure random seed.
struct ColorBrakeNewGameScreen: View {
    let model: AppModel

    @State private var choices = ColorBrakeNewGame()

    var body: some View {
        let texts = model.texts
        NavigationStack {
            Form {
                Section(texts.label(.colorBrakeLength)) {
                    Picker(texts.label(.colorBrakeLength), selection: $choices.toTarget) {
                        Text(texts.label(.colorBrakeRounds)).tag(false)
                        Text(texts.label(.colorBrakeTarget)).tag(true)
                    }
                    .pickerStyle(.segmented)
                    if choices.toTarget {
                        NumberPicker(title: texts.label(.colorBrakeTarget), selection: $choices.target,
                                     numbers: ColorBrakeNewGame.targetChoices)
                    } else {
                        NumberPicker(title: texts.label(.colorBrakeRounds), selection: $choices.rounds,
                                     numbers: ColorBrakeNewGame.roundChoices)
                    }
                    Text(verbatim: texts.colorBrakeLength(choices.length))
                        .foregroundStyle(.secondary)
                }
                Section {
                    OpponentPickers(texts: texts, againstComputer: $choices.againstComputer,
                                    youPlay: $choices.youPlay, sides: ColorBrakeNewGame.seats,
                                    name: texts.colorBrakeSeat)
                }
            }
            .navigationTitle(texts.gameName(.colorBrake))
            .toolbar {
                NewGameToolbar(model: model) { model.startColorBrake(choices) }
            }
        }
        .interactiveDismissDisabled(!model.hasGame)
    }
}
