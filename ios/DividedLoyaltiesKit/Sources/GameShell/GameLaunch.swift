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

/// What the app shows at launch (SCREENS.md, Launch): straight back into the current game,
/// exactly as it was, or the new-game screen on the first launch. No question is asked.
public enum GameLaunch {
    /// The current game, resumed with its selected colours and ring.
    case resume(GameSession)
    /// No current game: the new-game screen.
    case firstLaunch
    /// The current game is one of the collection's other games (Discorder, Color Brake), which
    /// this version of the app does not show yet: the store keeps it and moves it to Saved
    /// games when another game starts, so nothing is lost.
    case otherGame(GameKindModel)

    /// Reads the store's current game.
    public static func read(from store: LaunchStore) -> GameLaunch {
        switch store.takeCurrentGame() {
        case let .dividedLoyalties(session)?: return .resume(session)
        case let game?: return .otherGame(game.kind)
        case nil: return .firstLaunch
        }
    }
}

extension StoredGame {
    /// Which game of the collection the store gave back.
    public var kind: GameKindModel {
        switch self {
        case .dividedLoyalties: return .dividedLoyalties
        case .discorder: return .discorder
        case .colorBrake: return .colorBrake
        }
    }
}
