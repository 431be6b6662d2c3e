import DividedLoyaltiesCore
import Foundation

/// A session of one of the collection's three games (issue 15): what the store keeps as the
/// current game, gives back at launch (`takeCurrentGame`) and when a saved game is opened.
public enum CollectionSession {
    /// A game of Divided Loyalties.
    case dividedLoyalties(GameSession)
    /// A game of Discorder (RULES-DISCORDER.md).
    case discorder(DiscorderSession)
    /// A game of Color Brake ABAB (RULES-COLOR-BRAKE.md), with who plays at the device.
    case colorBrake(ColorBrakeSession)

    /// The session of a game the store gave back.
    public init(_ stored: StoredGame) {
        switch stored {
        case let .dividedLoyalties(session): self = .dividedLoyalties(session)
        case let .discorder(session): self = .discorder(session)
        case let .colorBrake(session): self = .colorBrake(session)
        }
    }
}
