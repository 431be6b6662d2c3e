import Foundation

/// Writes the current game off the main thread, one write at a time and in order, and reports
/// failures (SCREENS.md, Lifecycle; PLATFORMS.md, iOS "Persist").
public final class StoreWriter {
    private let store: GameStore
    private let queue = DispatchQueue(label: "app.dividedloyalties.store-writer")
    private let onFailure: (Error) -> Void

    /// A writer for `store`; `onFailure` runs on the main queue with the error of a failed write.
    public init(store: GameStore, onFailure: @escaping (Error) -> Void = { _ in }) {
        self.store = store
        self.onFailure = onFailure
    }

    /// Queues a write of the current game.
    public func writeCurrentGame(_ savedGameJSON: String) {
        run { try $0.writeCurrentGame(savedGameJSON) }
    }

    /// Queues keeping an unfinished game in Saved games.
    public func keepInSavedGames(_ savedGameJSON: String) {
        run { try $0.keepInSavedGames(savedGameJSON) }
    }

    /// Waits until every queued write is done (when the app goes to the background, in tests).
    public func flush() {
        queue.sync {}
    }

    private func run(_ write: @escaping (GameStore) throws -> Void) {
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
