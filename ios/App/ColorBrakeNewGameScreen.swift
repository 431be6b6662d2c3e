import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Color Brake ABAB's new-game screen (C2; issue 15): the length, as a number of rounds or a
/// target score, and two players on one device (with a hand-over between turns) or against the
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
                        Picker(texts.label(.colorBrakeTarget), selection: $choices.target) {
                            ForEach(Array(ColorBrakeNewGame.targetChoices), id: \.self) { target in
                                Text(verbatim: "\(target)").tag(target)
                            }
                        }
                    } else {
                        Picker(texts.label(.colorBrakeRounds), selection: $choices.rounds) {
                            ForEach(ColorBrakeNewGame.roundChoices, id: \.self) { rounds in
                                Text(verbatim: "\(rounds)").tag(rounds)
                            }
                        }
                    }
                    Text(verbatim: texts.colorBrakeLength(choices.length))
                        .foregroundStyle(.secondary)
                }
                Section {
                    Picker(texts.label(.newGameAgainstComputer), selection: $choices.againstComputer) {
                        Text(texts.label(.newGameTwoPlayers)).tag(false)
                        Text(texts.label(.newGameAgainstComputer)).tag(true)
                    }
                    .pickerStyle(.segmented)
                    if choices.againstComputer {
                        Picker(texts.label(.newGameYouPlay), selection: $choices.youPlay) {
                            ForEach(ColorBrakeNewGame.seats, id: \.self) { seat in
                                Text(verbatim: texts.colorBrakeSeat(seat)).tag(seat)
                            }
                        }
                    }
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
