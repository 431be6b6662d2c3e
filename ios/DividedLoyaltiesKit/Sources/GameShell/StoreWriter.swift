import DividedLoyaltiesCore
import Foundation

/// Runs every store call off the main thread, one at a time and in order, and reports
/// failures (SCREENS.md, Lifecycle; PLATFORMS.md, iOS "Persist"). Calls that the screens wait
/// for (open a saved game, delete, list) go through `serially`, so they never overtake a
/// queued write of the current game.
public final class StoreWriter {
    private let store: CurrentGameStore
    private let queue = DispatchQueue(label: "app.dividedloyalties.store-writer")
    private let onFailure: (Error) -> Void

    /// A writer for `store`; `onFailure` runs on the main queue with the error of a failed write.
    public init(store: CurrentGameStore, onFailure: @escaping (Error) -> Void = { _ in }) {
        self.store = store
        self.onFailure = onFailure
    }

    /// Queues a write of the current game (the session as it is when the write runs).
    public func saveCurrent(_ session: GameSession) {
        saveCurrent(.dividedLoyalties(session))
    }

    /// Queues a write of the current game of any of the collection's games.
    public func saveCurrent(_ game: CollectionSession) {
        run { try $0.saveCurrent(game) }
    }

    /// Queues making `session` the current game; `onStarted` runs on the main queue with what
    /// became of the previous game.
    public func startGame(_ session: GameSession, onStarted: @escaping (PreviousModel) -> Void = { _ in }) {
        startGame(.dividedLoyalties(session), onStarted: onStarted)
    }

    /// Queues making a game of any of the collection's games the current game; `onStarted`
    /// runs on the main queue with what became of the previous game.
    public func startGame(_ game: CollectionSession, onStarted: @escaping (PreviousModel) -> Void = { _ in }) {
        run { store in
            let previous = try store.start(game)
            DispatchQueue.main.async { onStarted(previous) }
        }
    }

    /// Runs `body` on the store's queue after every queued write, and waits for its answer.
    public func serially<T>(_ body: () throws -> T) rethrows -> T {
        try queue.sync(execute: body)
    }

    /// Waits until every queued write is done (when the app goes to the background, in tests).
    public func flush() {
        queue.sync {}
    }

    private func run(_ write: @escaping (CurrentGameStore) throws -> Void) {
        let store = self.store
        let onFailure = self.onFailure
        queue.async {
            do {
                try write(store)
            } catch {
                DispatchQueue.main.async { onFailure(error) }
            }
        }
    }
}
