import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The replay of a finished game from the history (SCREENS.md, Saved games: "can be replayed
/// move by move"), pushed from `FinishedGameSheet`, whichever of the three games it is: the
/// board of the step on show drawn large by its game's painter (`GameThumbnail`, read-only), where
/// the replay stands ("Move 12 of 140") and four buttons — to the start, previous move, next
/// move, to the end — disabled at the ends. It opens at the end; every board is the Rust
/// replay's frame (`GameReplayer`). Back returns to the finished game. VoiceOver reads the step
/// text rather than the cells.
struct ReplayView: View {
    let model: AppModel

    /// The replay, stepped by the buttons (a value: each step redraws the view).
    @State private var replayer: GameReplayer

    init(model: AppModel, replayer: GameReplayer) {
        self.model = model
        _replayer = State(initialValue: replayer)
    }

    var body: some View {
        let texts = model.texts
        VStack(spacing: 16) {
            if let board = replayer.board {
                GameThumbnail(model: model, board: board)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            Text(verbatim: texts.replayStep(replayer))
                .font(.headline)
                .monospacedDigit()
                .accessibilityAddTraits(.updatesFrequently)
            controls
        }
        .padding()
        .navigationTitle(texts.label(.replay))
        .navigationBarTitleDisplayMode(.inline)
    }

    private var controls: some View {
        HStack(spacing: 12) {
            stepButton(.replayStart, systemImage: "backward.end.fill", enabled: replayer.canGoBack) {
                replayer.toStart()
            }
            stepButton(.replayBack, systemImage: "chevron.backward", enabled: replayer.canGoBack) {
                replayer.back()
            }
            stepButton(.replayForward, systemImage: "chevron.forward", enabled: replayer.canGoForward) {
                replayer.forward()
            }
            stepButton(.replayEnd, systemImage: "forward.end.fill", enabled: replayer.canGoForward) {
                replayer.toEnd()
            }
        }
    }

    /// One of the four buttons: its icon, its label read by VoiceOver.
    private func stepButton(_ label: LabelId, systemImage: String, enabled: Bool,
                            action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Label(model.texts.label(label), systemImage: systemImage)
                .labelStyle(.iconOnly)
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .buttonStyle(.bordered)
        .disabled(!enabled)
    }
}
