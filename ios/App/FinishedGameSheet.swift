import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// A finished game from the history (SCREENS.md, Saved games; issue 15), read-only, whichever
/// of the three games it is: its final board painted as its game screen paints it, the result
/// in its game's words, the final scores (Divided Loyalties' totals, Discorder's players,
/// Color Brake's totals and rounds). There is nothing to play: taps on the board do nothing
/// and VoiceOver reads each cell (and Discorder's lines) without an action. "Replay" pushes the
/// game move by move (`ReplayView`), opened through the store by the game's id in the history.
struct FinishedGameSheet: View {
    let model: AppModel
    /// The game's id in the history (for its replay).
    let id: String
    let game: FinishedGame
    /// The Close button.
    let onClose: () -> Void

    /// The replay on show, if any.
    @State private var replaying: GameReplayer?
    /// Why the replay could not be opened (the store's error, in words).
    @State private var replayError: String?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let texts = model.texts
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    board
                    Text(verbatim: texts.finishedResult(game))
                        .font(.title3.bold())
                        .multilineTextAlignment(.center)
                    scores
                    replayButton
                }
                .padding()
            }
            .navigationDestination(isPresented: replayingBinding) {
                if let replaying {
                    ReplayView(model: model, replayer: replaying)
                }
            }
            .navigationTitle(texts.finishedTitle(game))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(texts.label(.close), action: onClose)
                }
            }
        }
    }

    @ViewBuilder private var board: some View {
        switch game {
        case let .dividedLoyalties(frame):
            BoardThumbnail(model: model, frame: frame)
        case let .discorder(frame):
            DiscorderBoard(frame: frame, texts: model.texts, colours: model.discorderColours(colorScheme),
                           flash: nil, onTap: { _, _ in }, onPlaceTile: nil, onPlacePeg: nil)
        case let .colorBrake(frame):
            ColorBrakeBoard(frame: frame, pick: .place, texts: model.texts,
                            colours: model.colorBrakeColours(colorScheme),
                            showSymbols: model.settings.colorBlindSymbols, onTap: { _, _ in }, onTank: nil)
        }
    }

    @ViewBuilder private var replayButton: some View {
        Button(action: openReplay) {
            Label(model.texts.label(.replay), systemImage: "play.circle")
        }
        .buttonStyle(.borderedProminent)
        if let replayError {
            Text(verbatim: replayError).font(.callout).foregroundStyle(.red)
        }
    }

    /// Opens the replay through the store (`GameLibrary.replay`), at the game's end.
    private func openReplay() {
        guard let library = model.library else { return }
        do {
            replaying = try library.replay(id)
            replayError = nil
        } catch {
            replayError = model.texts.error(error)
        }
    }

    private var replayingBinding: Binding<Bool> {
        Binding(get: { replaying != nil }, set: { if !$0 { replaying = nil } })
    }

    @ViewBuilder private var scores: some View {
        switch game {
        case let .dividedLoyalties(frame):
            Text(verbatim: model.texts.scores(blue: frame.blue.total, yellow: frame.yellow.total))
        case let .discorder(frame):
            DiscorderPlayerRow(model: model, player: frame.yellow, toMove: false)
            DiscorderPlayerRow(model: model, player: frame.black, toMove: false)
        case let .colorBrake(frame):
            ColorBrakeScoreLines(model: model, frame: frame)
        }
    }
}
