import DividedLoyaltiesCore
import Foundation

/// What the app shows at launch (SCREENS.md, Launch): straight back into the current game,
/// exactly as it was, or the new-game screen on the first launch.
public enum GameLaunch {
    /// The current game, resumed with its selected colours and ring.
    case resume(GameSession)
    /// No current game: the new-game screen.
    case firstLaunch
    /// The current game could not be read (a later app version wrote it, or it is damaged).
    /// It was kept in Saved games, so starting another game loses nothing; the error says why.
    case unreadable(DlError)

    /// Reads the store's current game. Errors of the store itself (the disk) are thrown.
    public static func read(from store: GameStore) throws -> GameLaunch {
        guard let json = try store.readCurrentGame() else { return .firstLaunch }
        do {
            return .resume(try GameSession.fromSavedGame(json: json))
        } catch let error as DlError {
            try store.keepInSavedGames(json)
            return .unreadable(error)
        }
    }
}
