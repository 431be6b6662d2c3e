import DividedLoyaltiesCore
import Foundation

/// What the game controller needs of the store (SCREENS.md, Launch and Lifecycle): make a game
/// the current one, and write the current game when it changed. The Rust `GameStore` (dl-app's
/// store through the bindings) is the one implementation the app uses; the tests record calls.
/// Every method may be called off the main thread, one call at a time (`StoreWriter`).
public protocol CurrentGameStore: AnyObject {
    /// Writes the current game (its revision moved, or the app goes to the background).
    func saveCurrent(session: GameSession) throws

    /// Makes `session` the current game; the previous one goes to Saved games (unfinished),
    /// the history (finished), or is dropped (blank), as the answer says.
    func startGame(session: GameSession) throws -> PreviousModel
}

extension GameStore: CurrentGameStore {}

/// Opens the store in the app's private folder, by default `Application Support/DividedLoyalties`
/// (PLATFORMS.md, iOS "Persist"), creating the folder first.
public enum StoreLocation {
    /// The default folder of the game data.
    public static var defaultDirectory: URL {
        URL.applicationSupportDirectory.appending(path: "DividedLoyalties", directoryHint: .isDirectory)
    }

    /// The store over `directory`; a second store on the same folder throws `Locked`.
    public static func open(_ directory: URL = defaultDirectory) throws -> GameStore {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try GameStore.open(dir: directory.path(percentEncoded: false))
    }
}
