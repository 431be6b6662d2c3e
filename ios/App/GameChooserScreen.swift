import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The game chooser (issue 15): the collection's three games, each with its name and one line
/// about it; an entry opens that game's new-game screen. Closing it goes back to the game on
/// screen (not possible before the first game).
struct GameChooserScreen: View {
    let model: AppModel

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let texts = model.texts
        NavigationStack {
            List(GameCollection.games, id: \.self) { kind in
                Button {
                    model.choose(kind)
                } label: {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(verbatim: texts.gameName(kind)).font(.headline)
                        Text(verbatim: texts.about(kind)).font(.subheadline).foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 4)
                }
                .buttonStyle(.plain)
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
            }
            .navigationTitle(texts.label(.gamesTitle))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(texts.label(.cancel)) { dismiss() }
                        .disabled(!model.hasGame)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button(texts.label(.savedGames)) { model.sheet = .savedGames }
                }
            }
        }
        .interactiveDismissDisabled(!model.hasGame)
    }
}

/// The toolbar of the Discorder and Color Brake new-game screens: back to the chooser, and
/// Start.
struct NewGameToolbar: ToolbarContent {
    let model: AppModel
    let start: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button(model.texts.label(.cancel)) { model.showChooser() }
        }
        ToolbarItem(placement: .confirmationAction) {
            Button(model.texts.label(.newGame), action: start)
        }
    }
}
