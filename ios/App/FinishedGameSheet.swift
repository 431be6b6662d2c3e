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
            FinishedDiscorderBoard(frame: frame, texts: model.texts, colours: model.discorderColours(colorScheme))
        case let .colorBrake(frame):
            FinishedColorBrakeBoard(frame: frame, texts: model.texts, colours: model.colorBrakeColours(colorScheme),
                                    showSymbols: model.settings.colorBlindSymbols)
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

/// The final board of a finished game of Discorder: `DiscorderPainter` on a `BoardSurface`
/// whose taps do nothing; VoiceOver reads each cell and inner edge, with no action.
private struct FinishedDiscorderBoard: View {
    let frame: DiscorderView
    let texts: AppTexts
    let colours: DiscorderColours

    var body: some View {
        BoardSurface(width: CGFloat(frame.width), height: CGFloat(frame.height), animating: false,
                     paint: { context, size, transform, _ in
                         DiscorderPainter(frame: frame, colours: colours, transform: transform)
                             .paint(&context, size: size)
                     },
                     onTap: { _, _ in },
                     elements: elements)
    }

    private func elements(_ transform: BoardTransform, _ size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(frame.cells, id: \.cell) { cell in
                let box = transform.square(centre: cell.centre, side: 1)
                Rectangle()
                    .frame(width: box.width, height: box.height)
                    .position(x: box.midX, y: box.midY)
                    .accessibilityLabel(Text(verbatim: texts.describe(cell)))
            }
            ForEach(frame.edges, id: \.edge) { edge in
                let box = DiscorderBoard.edgeBox(edge, transform)
                Rectangle()
                    .frame(width: box.width, height: box.height)
                    .position(x: box.midX, y: box.midY)
                    .accessibilityLabel(Text(verbatim: texts.describe(edge)))
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

/// The final triangle of a finished game of Color Brake ABAB (with the colour-blind letters when
/// the setting is on): `ColorBrakePainter` on a `BoardSurface` whose taps do nothing; VoiceOver
/// reads each cell, with no action.
private struct FinishedColorBrakeBoard: View {
    let frame: ColorBrakeView
    let texts: AppTexts
    let colours: ColorBrakeColours
    /// Whether the colour-blind letters are drawn on the tokens (C1; the setting).
    let showSymbols: Bool

    var body: some View {
        BoardSurface(width: CGFloat(frame.width), height: CGFloat(frame.height), animating: false,
                     paint: { context, size, transform, _ in
                         ColorBrakePainter(frame: frame, pick: .place, colours: colours, showSymbols: showSymbols,
                                           transform: transform)
                             .paint(&context, size: size)
                     },
                     onTap: { _, _ in },
                     elements: elements)
    }

    private func elements(_ transform: BoardTransform, _ size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(frame.cells, id: \.cell) { cell in
                let box = ColorBrakePainter.outline(cell, transform).boundingRect
                Rectangle()
                    .frame(width: box.width, height: box.height)
                    .position(x: box.midX, y: box.midY)
                    .accessibilityLabel(Text(verbatim: texts.describe(cell)))
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}
