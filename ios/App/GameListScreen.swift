import DividedLoyaltiesCore
import SwiftUI

/// Saved games or the history, newest first: each row with its drawing, title and lines; a tap
/// opens it, a swipe or the context menu deletes it (Rust asks first); the empty text when there
/// is none.
struct GameListScreen: View {
    let state: AppState
    let model: GameListModel

    var body: some View {
        List {
            if let empty = model.empty, model.rows.isEmpty {
                Text(verbatim: empty).foregroundStyle(.secondary)
            }
            ForEach(model.rows, id: \.id) { row in
                SwiftUI.Button {
                    state.press(row.open.control)
                } label: {
                    HStack(spacing: 12) {
                        MiniBoardView(board: row.drawing).frame(width: 64, height: 64)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(verbatim: row.title).font(.headline)
                            ForEach(row.lines, id: \.self) { Text(verbatim: $0).font(.subheadline) }
                        }
                    }
                }
                .disabled(!row.open.enabled)
                .swipeActions {
                    SwiftUI.Button(row.delete.label, role: .destructive) { state.press(row.delete.control) }
                        .disabled(!row.delete.enabled)
                }
                .contextMenu {
                    ControlButton(state: state, button: row.delete)
                }
                .accessibilityElement(children: .combine)
                .accessibilityActions {
                    ControlButton(state: state, button: row.delete)
                }
            }
        }
    }
}

/// Any game's board, only looked at (a finished game, a replay): no touches, no actions.
struct ReadOnlyBoard: View {
    let board: GameBoard

    var body: some View {
        switch board {
        case let .dividedLoyalties(board): BoardView(state: nil, board: board)
        case let .discorder(board): DiscorderBoardView(state: nil, board: board)
        case let .colorBrake(board): ColorBrakeBoardView(state: nil, board: board)
        }
    }
}

/// A finished game: its final board, the result and the scores, and its buttons (Replay, Share
/// result, Delete).
struct FinishedScreen: View {
    let state: AppState
    let model: FinishedModel

    var body: some View {
        GameLayout {
            ReadOnlyBoard(board: model.board)
        } panel: {
            VStack(alignment: .leading, spacing: 10) {
                Text(verbatim: model.result).font(.title2.bold())
                Text(verbatim: model.scores).font(.headline)
                ControlRow(state: state, buttons: model.buttons)
            }
        }
    }
}

/// A finished game move by move: the board at this step, "Move k of n", and the four steps
/// (disabled at the ends as the screen says).
struct ReplayScreen: View {
    let state: AppState
    let model: ReplayModel

    var body: some View {
        GameLayout {
            ReadOnlyBoard(board: model.board)
        } panel: {
            VStack(alignment: .leading, spacing: 10) {
                Text(verbatim: model.step).font(.headline).accessibilityAddTraits(.updatesFrequently)
                ProgressView(value: Double(model.at), total: Double(max(model.last, 1)))
                    .accessibilityHidden(true)
                ControlRow(state: state, buttons: model.buttons)
            }
        }
    }
}
