import DividedLoyaltiesCore
import Foundation

/// The new-game screen's list of built-in positions (SCREENS.md, New game), grouped by their
/// default number of rounds as the core gives it (R3, R9): "4 rounds" (1–6), "3 rounds" (7–12).
public struct NewGameCatalog {
    /// One group of positions.
    public struct Group: Equatable {
        /// The default rounds of every position in it.
        public let rounds: UInt32
        /// Its positions, in the core's order.
        public let positions: [PositionInfo]
    }

    /// The groups, by decreasing rounds (4 then 3).
    public let groups: [Group]

    /// The catalog of `positions` (by default the core's `builtinPositionList()`).
    public init(positions: [PositionInfo] = builtinPositionList()) {
        let rounds = Set(positions.map(\.defaultRounds)).sorted(by: >)
        groups = rounds.map { value in
            Group(rounds: value, positions: positions.filter { $0.defaultRounds == value })
        }
    }

    /// Starts a built-in position by its slug with `rounds` (nil: its default, R3).
    public static func start(_ position: PositionInfo, rounds: UInt8?) throws -> GameSession {
        try GameSession.newBuiltin(key: position.slug, rounds: rounds)
    }
}
