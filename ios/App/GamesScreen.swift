import DividedLoyaltiesCore
import SwiftUI

/// The game chooser (the home screen): back to the current game, the three games each with one
/// line, its new-game screen and its rules (and Play online), then Saved games, History and
/// Settings; and the system's Paste button, which hands a link from the clipboard to Rust only
/// when tapped.
struct GamesScreen: View {
    let state: AppState
    let model: GamesModel

    var body: some View {
        List {
            if let resume = model.continueGame {
                ControlButton(state: state, button: resume).font(.headline)
            }
            ForEach(model.games, id: \.name) { card in
                Section {
                    Text(verbatim: card.about).font(.callout).foregroundStyle(.secondary)
                    ControlButton(state: state, button: card.newGame)
                    ControlButton(state: state, button: card.rules)
                    if let online = card.playOnline {
                        ControlButton(state: state, button: online)
                    }
                } header: {
                    Text(verbatim: card.name)
                }
            }
            Section {
                ForEach(model.links, id: \.control) { ControlButton(state: state, button: $0) }
                PasteButton(payloadType: String.self) { texts in
                    guard let text = texts.first else { return }
                    Task { @MainActor in state.send(.receivedText(text: text)) }
                }
            }
        }
    }
}

/// A game's rules for players, section by section.
struct RulesScreen: View {
    let model: RulesModel

    var body: some View {
        List(model.sections, id: \.title) { section in
            VStack(alignment: .leading, spacing: 6) {
                Text(verbatim: section.title).font(.headline)
                Text(verbatim: section.text).font(.body)
            }
            .padding(.vertical, 4)
        }
    }
}

/// The settings: the language (the system's, then the ten languages each in its own name), the
/// theme, the colour-blind symbols and the haptics.
struct SettingsScreen: View {
    let state: AppState
    let model: SettingsModel

    var body: some View {
        Form {
            Section {
                ChoicePicker(state: state, choices: model.languages)
            } header: {
                Text(verbatim: model.languageTitle)
            }
            Section {
                ChoicePicker(state: state, choices: model.themes)
            } header: {
                Text(verbatim: model.themeTitle)
            }
            Section {
                ChoiceToggle(state: state, choice: model.symbols)
                ChoiceToggle(state: state, choice: model.haptics)
            }
        }
    }
}

/// What arrived, before it replaces anything: the question, what it is with its drawing, Open,
/// Cancel, and for a position file "add to My positions".
struct ReceivedScreen: View {
    let state: AppState
    let model: ReceivedModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(verbatim: model.question).font(.title3.bold())
                MiniBoardView(board: model.drawing).frame(maxHeight: 240)
                ForEach(model.lines, id: \.self) { Text(verbatim: $0) }
                HStack {
                    ControlButton(state: state, button: model.open).buttonStyle(.borderedProminent)
                    ControlButton(state: state, button: model.cancel).buttonStyle(.bordered)
                    if let keep = model.keep {
                        ControlButton(state: state, button: keep).buttonStyle(.bordered)
                    }
                }
            }
            .padding()
        }
    }
}
