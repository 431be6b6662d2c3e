import DividedLoyaltiesCore
import Foundation

/// The new-game screen's positions (SCREENS.md, New game): the built-ins grouped by their
/// default number of rounds as the core gives it (R3, R9), "4 rounds" (1–6) then "3 rounds"
/// (7–12), then the player's own positions from the store's library.
public struct NewGameCatalog {
    /// One group of built-in positions.
    public struct Group: Equatable {
        /// The default rounds of every position in it.
        public let rounds: UInt32
        /// Its positions, in the core's order.
        public let positions: [PositionInfo]
    }

    /// The built-in groups, by decreasing rounds (4 then 3).
    public let groups: [Group]
    /// The player's positions, in the store's order (by name), each with its library id.
    public let library: [LibraryPositionModel]

    /// The catalog of the store's `positions()` entries: built-ins have no id.
    public init(entries: [LibraryPositionModel]) {
        let builtins = entries.filter { $0.id == nil }.map(\.position)
        let rounds = Set(builtins.map(\.defaultRounds)).sorted(by: >)
        groups = rounds.map { value in
            Group(rounds: value, positions: builtins.filter { $0.defaultRounds == value })
        }
        library = entries.filter { $0.id != nil }
    }

    /// The built-ins only (`builtinPositionList()`), when the store cannot list its positions.
    public init() {
        self.init(entries: builtinPositionList().map { LibraryPositionModel(id: nil, position: $0) })
    }

    /// Starts a built-in position by its slug with `rounds` (nil: its default, R3), against
    /// `opponent` when given (issue 11; nil: two players on the device).
    public static func start(_ position: PositionInfo, rounds: UInt8?,
                             opponent: OpponentModel? = nil) throws -> GameSession {
        try GameSession.newGame(key: position.slug, rounds: rounds, opponent: opponent)
    }
}
