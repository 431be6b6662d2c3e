import DividedLoyaltiesCore
import Foundation

/// The change listener `DlApp` calls on one of Rust's threads (the store's writer, the
/// computer's thinker): it hops to the main actor and hands on the revision there. Sendable:
/// it holds nothing but a main-actor closure.
public final class ScreenListener: ChangeListener {
    private let changed: @Sendable @MainActor (UInt64) -> Void

    /// A listener calling `changed` on the main actor with each revision told.
    public init(_ changed: @escaping @Sendable @MainActor (UInt64) -> Void) {
        self.changed = changed
    }

    /// Called by Rust on its own thread; never blocks it.
    public func onChange(revision: UInt64) {
        let changed = self.changed
        Task { @MainActor in changed(revision) }
    }
}
