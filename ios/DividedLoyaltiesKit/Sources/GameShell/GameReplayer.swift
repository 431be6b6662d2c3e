import DividedLoyaltiesCore
import Foundation

/// A finished game of the history replayed move by move (SCREENS.md, Saved games: "can be
/// replayed move by move"; R11, D7, C7), for any of the three games: the step on show and its
/// board, which comes from the Rust `GameReplay` only (`frame(step:)`), never computed here.
/// It opens at the end (the final board), so "Previous move" walks back; stepping past either
/// end does nothing. A value: its copies share the immutable Rust replay, which is freed with
/// the last of them (uniffi's Swift objects free themselves when released; there is no close).
public struct GameReplayer {
    private let replay: GameReplay
    /// How many states the game went through: its start and one after each move.
    public let states: UInt32
    /// The step on show: 0 is the start, `lastStep` the end.
    public private(set) var step: UInt32
    /// The board at `step`, drawn like the saved games' rows (`ListedBoard`); nil only if the
    /// core gave no frame for a step below `states`, which it never does.
    public private(set) var board: ListedBoard?

    /// The replay of a game of the history (`GameLibrary.replay`), on show at its end.
    public init(_ replay: GameReplay) {
        self.replay = replay
        states = replay.states()
        step = max(states, 1) - 1
        board = replay.frame(step: step)
    }

    /// The last step: the game's end, and the number of moves.
    public var lastStep: UInt32 { max(states, 1) - 1 }

    /// Whether there is a step before this one ("To the start" and "Previous move").
    public var canGoBack: Bool { step > 0 }

    /// Whether there is a step after this one ("Next move" and "To the end").
    public var canGoForward: Bool { step < lastStep }

    /// "To the start": the board before the first move.
    public mutating func toStart() {
        show(0)
    }

    /// "Previous move": one step back; nothing at the start.
    public mutating func back() {
        guard canGoBack else { return }
        show(step - 1)
    }

    /// "Next move": one step forward; nothing at the end.
    public mutating func forward() {
        guard canGoForward else { return }
        show(step + 1)
    }

    /// "To the end": the final board.
    public mutating func toEnd() {
        show(lastStep)
    }

    private mutating func show(_ target: UInt32) {
        guard target != step else { return }
        step = target
        board = replay.frame(step: target)
    }
}

extension AppTexts {
    /// Where a replay stands: "Move 12 of 140", the start being "Move 0 of 140".
    public func replayStep(_ replayer: GameReplayer) -> String {
        localizer.replayStep(step: replayer.step, count: replayer.lastStep)
    }
}
