import DividedLoyaltiesCore
import Foundation
import GameShell

/// A `CurrentGameStore` that remembers every call, for the controller's tests. The writer calls
/// it from its own queue, so every access holds the lock.
final class RecordingStore: CurrentGameStore {
    private let lock = NSLock()
    private var saves: [String] = []
    private var starts: [String] = []

    /// The saved-game JSON of every `saveCurrent`, in order.
    var savedCurrent: [String] { lock.withLock { saves } }
    /// The saved-game JSON of every game started, in order.
    var started: [String] { lock.withLock { starts } }

    func saveCurrent(session: GameSession) throws {
        let json = session.saveGame()
        lock.withLock { saves.append(json) }
    }

    func startGame(session: GameSession) throws -> PreviousModel {
        let json = session.saveGame()
        return lock.withLock {
            starts.append(json)
            return starts.count == 1 ? .none : .dropped
        }
    }
}

/// A temporary folder for a real store, removed by `remove()`.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory
        .appending(path: "GameShellTests-\(UUID().uuidString)", directoryHint: .isDirectory)

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
