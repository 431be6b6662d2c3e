import DividedLoyaltiesCore
import Foundation
import GameShell

/// A `CurrentGameStore` that remembers every call, for the controller's tests. The writer calls
/// it from its own queue, so every access holds the lock.
final class RecordingStore: CurrentGameStore {
    private let lock = NSLock()
    private var saves: [String] = []
    private var starts: [String] = []

    /// The saved-game JSON of every `saveCurrent`, in order, of any of the three games.
    var savedCurrent: [String] { lock.withLock { saves } }
    /// The saved-game JSON of every game started, in order, of any of the three games.
    var started: [String] { lock.withLock { starts } }

    func saveCurrent(session: GameSession) throws {
        record(save: session.saveGame())
    }

    func startGame(session: GameSession) throws -> PreviousModel {
        record(start: session.saveGame())
    }

    func saveCurrentDiscorder(session: DiscorderSession) throws {
        record(save: session.saveGame())
    }

    func startDiscorder(session: DiscorderSession) throws -> PreviousModel {
        record(start: session.saveGame())
    }

    func saveCurrentColorBrake(session: ColorBrakeSession) throws {
        record(save: session.saveGame())
    }

    func startColorBrake(session: ColorBrakeSession) throws -> PreviousModel {
        record(start: session.saveGame())
    }

    private func record(save json: String) {
        lock.withLock { saves.append(json) }
    }

    private func record(start json: String) -> PreviousModel {
        lock.withLock {
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
