import Foundation
import GameShell

/// A `GameStore` that remembers every call, for the controller's tests. The writer calls it
/// from its own queue, so every access holds the lock.
final class RecordingStore: GameStore {
    private let lock = NSLock()
    private var current: String?
    private var writes: [String] = []
    private var kept: [String] = []

    init(current: String? = nil) {
        self.current = current
    }

    /// Every current-game write, in order.
    var currentWrites: [String] { lock.withLock { writes } }
    /// Every game kept in Saved games, in order.
    var keptGames: [String] { lock.withLock { kept } }

    func readCurrentGame() throws -> String? {
        lock.withLock { current }
    }

    func writeCurrentGame(_ savedGameJSON: String) throws {
        lock.withLock {
            current = savedGameJSON
            writes.append(savedGameJSON)
        }
    }

    func keepInSavedGames(_ savedGameJSON: String) throws {
        lock.withLock { kept.append(savedGameJSON) }
    }
}
