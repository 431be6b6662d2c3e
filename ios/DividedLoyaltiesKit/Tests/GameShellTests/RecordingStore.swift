import DividedLoyaltiesCore
import Foundation
import GameShell
import XCTest

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

/// A test case whose controllers write to a fresh `RecordingStore` through a `StoreWriter`.
class RecordingStoreTestCase: XCTestCase {
    /// Longest wait for a computer's answer (the hard level of Divided Loyalties thinks about
    /// 1 s, the other games' computers answer at once; the machine may be slow).
    let answerTimeout: TimeInterval = 20

    var store: RecordingStore!
    var writer: StoreWriter!

    override func setUp() {
        super.setUp()
        store = RecordingStore()
        writer = StoreWriter(store: store)
    }
}

/// A test case over the real Rust store in a fresh temporary folder, with its writer and
/// library; a failed write fails the test.
class RealStoreTestCase: XCTestCase {
    var folder: TemporaryFolder!
    var store: GameStore!
    var writer: StoreWriter!
    var library: GameLibrary!

    override func setUpWithError() throws {
        folder = TemporaryFolder()
        store = try StoreLocation.open(folder.url)
        writer = StoreWriter(store: store) { error in XCTFail("a store write failed: \(error)") }
        library = GameLibrary(store: store, writer: writer)
    }

    override func tearDown() {
        library = nil
        writer = nil
        store = nil
        folder.remove()
        super.tearDown()
    }
}
