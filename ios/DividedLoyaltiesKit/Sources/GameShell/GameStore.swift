import Foundation

/// Where the shell keeps games between launches (SCREENS.md, Launch and Lifecycle). Phase 2
/// plugs in dl-app's store through the bindings; until then `FileGameStore` does the job.
/// Every method may be called off the main thread, one call at a time (`StoreWriter`).
public protocol GameStore: AnyObject {
    /// The saved-game JSON of the game that was on screen when the app was last left, or nil
    /// on the first launch.
    func readCurrentGame() throws -> String?

    /// Replaces the current game with `savedGameJSON` (called when the revision moved).
    func writeCurrentGame(_ savedGameJSON: String) throws

    /// Keeps an unfinished game in Saved games, before a received game or a new one takes
    /// its place on screen (SCREENS.md, Launch: it "stays in Saved games").
    func keepInSavedGames(_ savedGameJSON: String) throws
}
