import DividedLoyaltiesCore
import Foundation

/// A finished game of any of the collection's three games, looked at from the history
/// (SCREENS.md, Saved games; issue 15): its final frame only — the board as the game screens
/// paint it, the result — and no session, so nothing can be played, undone or written.
public enum FinishedGame: Equatable {
    /// The final frame of a game of Divided Loyalties (its `result` set, R8).
    case dividedLoyalties(ViewModel)
    /// The final frame of a game of Discorder (its `result` set, D6).
    case discorder(DiscorderView)
    /// The final frame of a game of Color Brake ABAB (its `winner` set, C2; no hand).
    case colorBrake(ColorBrakeView)

    /// The final frame of a game the store gave back from the history (`viewFinished`); the
    /// session is dropped once its frame is taken.
    public init(_ stored: StoredGame) {
        switch stored {
        case let .dividedLoyalties(session): self = .dividedLoyalties(session.view())
        case let .discorder(session): self = .discorder(session.view())
        case let .colorBrake(session): self = .colorBrake(session.view())
        }
    }

    /// Which game it is.
    public var kind: GameKindModel {
        switch self {
        case .dividedLoyalties: return .dividedLoyalties
        case .discorder: return .discorder
        case .colorBrake: return .colorBrake
        }
    }
}

extension AppTexts {
    /// The title of a finished game on show: the position's name for Divided Loyalties, the
    /// game's name for the other two.
    public func finishedTitle(_ game: FinishedGame) -> String {
        switch game {
        case let .dividedLoyalties(frame): return frame.positionName
        case .discorder, .colorBrake: return gameName(game.kind)
        }
    }

    /// The result of a finished game as its game screen says it: the winner for Divided
    /// Loyalties (R8), the game-over status line for Discorder (D6) and Color Brake ABAB (C2).
    public func finishedResult(_ game: FinishedGame) -> String {
        switch game {
        case let .dividedLoyalties(frame): return frame.result.map(resultTitle) ?? status(frame.status)
        case let .discorder(frame): return discorderStatus(frame.status)
        case let .colorBrake(frame): return colorBrakeStatus(frame, pick: .place)
        }
    }
}
