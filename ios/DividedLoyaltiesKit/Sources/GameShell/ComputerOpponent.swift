import DividedLoyaltiesCore
import Foundation

extension ComputerLevel {
    /// The levels in the order the new-game screen offers them.
    public static let all: [ComputerLevel] = [.easy, .medium, .hard]

    /// The deadline given to `think` for this level, in milliseconds: the level's own thinking
    /// time as the bindings document it (issue 11: easy ≈ 50, medium ≈ 300, hard ≈ 1000).
    public var thinkingMillis: UInt32 {
        switch self {
        case .easy: return 50
        case .medium: return 300
        case .hard: return 1000
        }
    }

    /// The deadline given to `hint`: the hint is the hard level's turn for the player to move,
    /// so it gets the hard level's time.
    public static var hintMillis: UInt32 { ComputerLevel.hard.thinkingMillis }

    /// The level's name on the new-game screen ("Easy", "Medium", "Hard").
    public var label: LabelId {
        switch self {
        case .easy: return .levelEasy
        case .medium: return .levelMedium
        case .hard: return .levelHard
        }
    }
}

/// The new-game screen's opponent (SCREENS.md, New game): two players on the device, or the
/// computer, with the side the player plays and the level.
public struct OpponentChoice: Equatable {
    /// Whether the computer plays one side.
    public var againstComputer: Bool
    /// The side the player on the device plays against the computer ("You play").
    public var playerSide: Side
    /// How strong the computer plays.
    public var level: ComputerLevel

    /// The choice of the game on screen (its opponent, or two players when there is none),
    /// so a new game starts as the last one was played.
    public init(current: OpponentModel?) {
        againstComputer = current != nil
        playerSide = current?.side.opponent ?? .blue
        level = current?.level ?? .medium
    }

    /// The opponent to pass to `GameSession.newGame` / `setOpponent`: the computer plays the
    /// other side; nil for two players.
    public var opponent: OpponentModel? {
        againstComputer ? OpponentModel(side: playerSide.opponent, level: level) : nil
    }
}

/// What the computer is computing for the game on screen.
public enum ComputerWork: Equatable {
    /// The computer's own turn (`think`): the player's input is refused meanwhile.
    case turn
    /// The hint for the player to move (`hint`).
    case hint
}

