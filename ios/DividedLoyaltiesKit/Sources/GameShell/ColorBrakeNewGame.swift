import DividedLoyaltiesCore
import Foundation

/// The Color Brake ABAB new-game screen's choices (C2; issue 15): the length, as a number of
/// rounds or a target score among those the Rust core offers (`colorBrakeLengthChoices`), and
/// two players on one device or the computer in one seat.
public struct ColorBrakeNewGame: Equatable {
    /// The lengths a new game may have (C2), from the Rust core: exactly those
    /// `ColorBrakeSession.newGame` accepts, and where the screen starts.
    public static let lengths: ColorBrakeLengthChoices = colorBrakeLengthChoices()
    /// The numbers of rounds offered (C2: even, 2 to 20), in increasing order.
    public static var roundChoices: [UInt32] { lengths.roundOptions }
    /// The target scores offered (C2: 1 to 50).
    public static var targetChoices: ClosedRange<UInt32> {
        lengths.minTarget...max(lengths.minTarget, lengths.maxTarget)
    }
    /// The seats, in the order the screen offers them.
    public static let seats: [ColorBrakeSeat] = [.one, .two]

    /// Whether the game is played to a target score rather than a number of rounds.
    public var toTarget = false
    /// The number of rounds.
    public var rounds: UInt32
    /// The target score.
    public var target: UInt32
    /// Whether the computer plays one seat.
    public var againstComputer = false
    /// The computer's seat.
    public var computer: ColorBrakeSeat = .two

    /// The choices the screen starts with: the core's default length (and its target score for
    /// a switch to a target), two players.
    public init(lengths: ColorBrakeLengthChoices = ColorBrakeNewGame.lengths) {
        target = lengths.defaultTarget
        rounds = lengths.roundOptions.first ?? 0
        switch lengths.defaultLength {
        case let .rounds(count):
            rounds = count
        case let .target(score):
            toTarget = true
            target = score
        }
    }

    /// The seat the person at the device plays against the computer ("You play"): the seat
    /// the computer does not play.
    public var youPlay: ColorBrakeSeat {
        get { computer == .two ? .one : .two }
        set { computer = newValue == .two ? .one : .two }
    }

    /// The game's length (C2).
    public var length: ColorBrakeLength {
        toTarget ? .target(target: target) : .rounds(rounds: rounds)
    }

    /// Who plays at the device.
    public var mode: ColorBrakeMode {
        againstComputer ? .vsComputer(computer: computer) : .passAndPlay
    }

    /// The new game, shuffled from `seed`; a length the rules refuse throws `ColorBrakeError`.
    public func session(seed: UInt64 = SecureSeed.next()) throws -> ColorBrakeSession {
        try ColorBrakeSession.newGame(seed: seed, length: length, mode: mode)
    }
}
