import DividedLoyaltiesCore
import Foundation

/// What the store gives at launch: the current game, once, and the files it could not read.
public protocol LaunchStore: AnyObject {
    /// The game that was on screen when the app was last left or killed, given once.
    func takeCurrentGame() -> StoredGame?
    /// The files found unreadable, moved aside under a name that says so and kept.
    func movedAside() -> [MovedAsideModel]
}

extension GameStore: LaunchStore {}

/// What the app shows at launch (SCREENS.md, Launch; issue 15): straight back into the current
/// game exactly as it was, whichever of the collection's games it is, or the game chooser on
/// the first launch. No question is asked.
public enum GameLaunch {
    /// The current game, resumed as it was (Divided Loyalties with its selected colours and
    /// ring; Color Brake ABAB with who plays at the device).
    case resume(CollectionSession)
    /// No current game: the game chooser.
    case firstLaunch

    /// Reads the store's current game.
    public static func read(from store: LaunchStore) -> GameLaunch {
        guard let stored = store.takeCurrentGame() else { return .firstLaunch }
        return .resume(CollectionSession(stored))
    }
}
