import DividedLoyaltiesCore
import Foundation

/// What the game controllers need of the store (SCREENS.md, Launch and Lifecycle): make a game
/// of any of the collection's three games the current one, and write the current game when it
/// changed. The Rust `GameStore` (dl-app's
/// store through the bindings) is the one implementation the app uses; the tests record calls.
/// Every method may be called off the main thread, one call at a time (`StoreWriter`).
public protocol CurrentGameStore: AnyObject {
    /// Writes the current game (its revision moved, or the app goes to the background).
    func saveCurrent(session: GameSession) throws

    /// Makes `session` the current game; the previous one goes to Saved games (unfinished),
    /// the history (finished), or is dropped (blank), as the answer says.
    func startGame(session: GameSession) throws -> PreviousModel

    /// Writes the current game of Discorder (its revision moved, or the app goes to the
    /// background); refused when another game is current.
    func saveCurrentDiscorder(session: DiscorderSession) throws

    /// Makes a game of Discorder the current game; the previous one moves as with `startGame`.
    func startDiscorder(session: DiscorderSession) throws -> PreviousModel

    /// Writes the current game of Color Brake ABAB; refused when another game is current.
    func saveCurrentColorBrake(session: ColorBrakeSession) throws

    /// Makes a game of Color Brake ABAB the current game (the store keeps who plays at the
    /// device); the previous one moves as with `startGame`.
    func startColorBrake(session: ColorBrakeSession) throws -> PreviousModel
}

extension CurrentGameStore {
    /// Writes `game`, the current game, whichever game of the collection it is.
    func saveCurrent(_ game: CollectionSession) throws {
        switch game {
        case let .dividedLoyalties(session): try saveCurrent(session: session)
        case let .discorder(session): try saveCurrentDiscorder(session: session)
        case let .colorBrake(session): try saveCurrentColorBrake(session: session)
        }
    }

    /// Makes `game` the current game, whichever game of the collection it is.
    func start(_ game: CollectionSession) throws -> PreviousModel {
        switch game {
        case let .dividedLoyalties(session): return try startGame(session: session)
        case let .discorder(session): return try startDiscorder(session: session)
        case let .colorBrake(session): return try startColorBrake(session: session)
        }
    }
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
