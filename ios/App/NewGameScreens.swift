import DividedLoyaltiesCore
import SwiftUI

/// The new-game screen of Divided Loyalties: the opponent, the computer's level, the rounds,
/// the positions by group (each with its drawing, name and size, and its edit actions in a
/// context menu), the name field of the position being renamed, then a new position in the
/// editor and "Open a position file…" (the system's file importer, `Effect.pickFile`).
struct NewGameScreen: View {
    let state: AppState
    let model: NewGameModel

    var body: some View {
        List {
            Section {
                ChoicePicker(state: state, choices: model.opponent)
                ChoicePicker(state: state, choices: model.level)
                ChoicePicker(state: state, choices: model.rounds)
            }
            ForEach(model.groups, id: \.title) { group in
                Section {
                    ForEach(group.positions, id: \.button.control) { position in
                        PositionRow(state: state, position: position)
                    }
                } header: {
                    Text(verbatim: group.title)
                }
            }
            if let rename = model.rename {
                Section {
                    TextField(rename.label, text: Binding(get: { rename.text },
                                                          set: { state.send(.text(field: rename.field, text: $0)) }))
                    ControlButton(state: state, button: rename.save)
                    ControlButton(state: state, button: rename.cancel)
                } header: {
                    Text(verbatim: rename.title)
                }
            }
            Section {
                ControlButton(state: state, button: model.newPosition)
                ControlButton(state: state, button: model.openFile)
            }
        }
    }
}

/// A position to start a game on; its other actions (edit a copy; rename, duplicate, delete one
/// of the player's) in its context menu.
private struct PositionRow: View {
    let state: AppState
    let position: PositionChoice

    var body: some View {
        SwiftUI.Button {
            state.press(position.button.control)
        } label: {
            HStack(spacing: 12) {
                MiniBoardView(board: position.drawing).frame(width: 56, height: 56)
                VStack(alignment: .leading) {
                    Text(verbatim: position.button.label).font(.headline)
                    Text(verbatim: position.size).font(.subheadline).foregroundStyle(.secondary)
                }
            }
        }
        .disabled(!position.button.enabled)
        .contextMenu {
            ForEach(position.actions, id: \.control) { ControlButton(state: state, button: $0) }
        }
        .accessibilityActions {
            ForEach(position.actions, id: \.control) { ControlButton(state: state, button: $0) }
        }
    }
}

/// Discorder's new-game screen: who begins, the opponent, Start.
struct NewDiscorderScreen: View {
    let state: AppState
    let model: NewDiscorderModel

    var body: some View {
        Form {
            Section {
                ChoicePicker(state: state, choices: model.starters)
            } header: {
                Text(verbatim: model.starterTitle)
            }
            Section {
                ChoicePicker(state: state, choices: model.opponent)
            }
            ControlButton(state: state, button: model.start).buttonStyle(.borderedProminent)
        }
    }
}

/// Color Brake ABAB's new-game screen: rounds or a target, its value, the opponent, Start.
struct NewColorBrakeScreen: View {
    let state: AppState
    let model: NewColorBrakeModel

    var body: some View {
        Form {
            Section {
                ChoicePicker(state: state, choices: model.kinds)
                LabeledContent {
                    ChoicePicker(state: state, choices: model.values)
                } label: {
                    Text(verbatim: model.length)
                }
            } header: {
                Text(verbatim: model.lengthTitle)
            }
            Section {
                ChoicePicker(state: state, choices: model.opponent)
            }
            ControlButton(state: state, button: model.start).buttonStyle(.borderedProminent)
        }
    }
}
