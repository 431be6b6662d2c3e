import DividedLoyaltiesCore
import Foundation

/// Tells a single tap from a double tap on a stone by the taps' timestamps (PLATFORMS.md,
/// iOS "Taps"). A system double-tap gesture would hold every single tap back until the
/// double-tap interval has passed; instead every tap is handled at once, and a second tap on
/// the same stone within `interval` of a first one counts as a double tap (it rings the stone).
public struct TapClassifier {
    /// What a tap means.
    public enum Kind: Equatable {
        /// Handle at once: places the selected colour on an empty cell.
        case single
        /// The second tap on the same stone in time: toggles its ring.
        case double
    }

    /// The longest time between the two taps of a double tap (UIKit's own double-tap
    /// recognisers accept about a third of a second).
    public static let defaultInterval: TimeInterval = 0.35

    /// The longest time between the two taps of a double tap, in seconds.
    public let interval: TimeInterval
    private var lastStoneTap: (cell: CellPos, time: TimeInterval)?

    /// A classifier that accepts `interval` seconds between the two taps of a double tap.
    public init(interval: TimeInterval = TapClassifier.defaultInterval) {
        self.interval = interval
    }

    /// Classifies a tap on `cell` at `time` (seconds on a monotonic clock). `onStone` says
    /// whether the frame shows a stone there when the tap arrives: a tap on an empty cell is
    /// always single (it places at once), and only a stone already there can be double-tapped,
    /// so placing a stone and tapping it again quickly does not ring it by accident.
    public mutating func classify(cell: CellPos, onStone: Bool, at time: TimeInterval) -> Kind {
        guard onStone else {
            lastStoneTap = nil
            return .single
        }
        if let last = lastStoneTap, last.cell == cell, time >= last.time,
           time - last.time <= interval {
            // A third tap starts a new pair instead of ringing again.
            lastStoneTap = nil
            return .double
        }
        lastStoneTap = (cell, time)
        return .single
    }

    /// Forgets a pending first tap (the frame changed under it: undo, new game, …).
    public mutating func reset() {
        lastStoneTap = nil
    }
}
