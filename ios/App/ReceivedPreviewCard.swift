import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The preview card of a received game or position (SCREENS.md, Launch and Receiving): it never
/// replaces the game on screen without the player's yes; the unfinished game stays in Saved
/// games. A file of several positions lists them, and can add them all to My positions.
struct ReceivedPreviewCard: View {
    let model: AppModel
    let received: ReceivedGame

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let texts = model.texts
        NavigationStack {
            List {
                Section {
                    BoardThumbnail(model: model, frame: received.preview)
                        .frame(maxWidth: .infinity, maxHeight: 280)
                    summary
                    Text(texts.label(.dialogOpenBody)).font(.footnote).foregroundStyle(.secondary)
                    Button(texts.label(.open)) { model.acceptReceived(received) }
                        .buttonStyle(.borderedProminent)
                }
                if received.positions.count > 1 {
                    Section(texts.label(.newGameMyPositions)) {
                        ForEach(Array(received.positions.enumerated()), id: \.offset) { index, position in
                            Button {
                                model.acceptReceived(received, position: index)
                            } label: {
                                PositionLabel(texts: texts, position: position)
                            }
                        }
                        if model.library != nil {
                            Button(texts.label(.save)) { model.importReceived(received) }
                        }
                    }
                }
            }
            .navigationTitle(texts.label(received.isPosition ? .dialogOpenPositionTitle : .dialogOpenGameTitle))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(texts.label(.cancel)) { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }

    /// What arrived: the position's name and size, or the game's turn and scores.
    @ViewBuilder private var summary: some View {
        let texts = model.texts
        switch received.arrived {
        case let .position(position):
            PositionLabel(texts: texts, position: position)
        case let .positionFile(positions):
            if let first = positions.first { PositionLabel(texts: texts, position: first) }
        case let .game(game):
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: game.position.name).font(.headline)
                Text(texts.turn(game.turn)).font(.subheadline)
                if let result = game.result {
                    Text(texts.resultTitle(result)).font(.subheadline)
                } else {
                    Text(texts.toMove(game.toMove)).font(.subheadline)
                }
                Text(texts.scores(blue: game.blueTotal, yellow: game.yellowTotal)).font(.subheadline)
            }
        }
    }
}

/// A position's name and size, one above the other (lists of positions).
struct PositionLabel: View {
    let texts: AppTexts
    let position: PositionInfo

    var body: some View {
        VStack(alignment: .leading) {
            Text(verbatim: position.name).font(.headline)
            Text(texts.size(width: position.width, height: position.height))
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
