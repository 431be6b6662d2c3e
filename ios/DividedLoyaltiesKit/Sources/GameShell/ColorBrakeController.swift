import DividedLoyaltiesCore
import Foundation

/// The game controller of the Color Brake ABAB screen (RULES-COLOR-BRAKE.md; issue 15): the
/// hand-over's Ready, the hand's buttons, "For your Diamond", a Tank chosen by tapping one of
/// the frame's Tank targets then a colour, Next round and Undo go to the `ColorBrakeSession`;
/// the frame, the events, the store's writes and the computer's turn are the `SessionDriver`'s.
/// Every answer comes from the session; no hand is known here during a hand-over (the frame
/// has none). Use it from the main thread.
public final class ColorBrakeController {
    private let driver: SessionDriver<ColorBrakeSession>

    /// What the colour buttons play now; back to `.place` after every action played.
    public private(set) var pick: ColorBrakePick = .place

    /// A controller over `session`; `isStored` as for `SessionDriver`.
    public init(session: ColorBrakeSession, writer: StoreWriter, isStored: Bool,
                computerQueue: DispatchQueue = DispatchQueue(label: "app.dividedloyalties.color-brake-computer",
                                                             qos: .userInitiated)) {
        driver = SessionDriver(session: session, writer: writer, isStored: isStored, computerQueue: computerQueue)
    }

    /// The session being played.
    public var session: ColorBrakeSession { driver.session }
    /// The frame to paint.
    public var frame: ColorBrakeView { driver.frame }
    /// Whether the computer is playing its turn.
    public var computerIsPlaying: Bool { driver.computerIsPlaying }
    /// Called after every input and every computer turn with the events (refusal haptic).
    public var onUpdate: (([ColorBrakeEventRecord]) -> Void)? {
        get { driver.onUpdate }
        set { driver.onUpdate = newValue }
    }

    /// The hand's buttons for the frame and the pick.
    public var choices: [ColorBrakeChoice] { ColorBrakeChoice.list(frame, pick: pick) }

    /// The hand-over screen's button (C2): the player to move sees their hand.
    public func ready() {
        driver.perform { $0.ready() }
    }

    /// A button of the hand (or of the drawn colours, or Next round).
    public func play(_ action: ColorBrakeAction) {
        driver.perform { session in
            if session.play(action: action) == nil { pick = .place }
        }
    }

    /// "For your Diamond" (C6.3): the colour buttons play for the Diamond, or place again.
    public func toggleForDiamond() {
        choose(pick == .forDiamond ? .place : .forDiamond)
    }

    /// A tap on the board at a point in board units: on one of the frame's Tank targets it
    /// chooses that cell for a Tank (C6.2), tapped again it gives the choice up; elsewhere it
    /// does nothing (the next cell is filled by the hand's buttons).
    public func tap(atBoardUnits x: Float, _ y: Float) {
        guard let cell = session.cellAt(x: x, y: y) else { return }
        chooseTankTarget(cell)
    }

    /// VoiceOver's "Tank" on a cell, and the board's tap: choose the cell numbered `cell` for a
    /// Tank when the frame marks it as a Tank target.
    public func chooseTankTarget(_ cell: UInt32) {
        guard frame.cells.contains(where: { $0.cell == cell && $0.tankTarget }) else { return }
        choose(pick == .tank(cell: cell) ? .place : .tank(cell: cell))
    }

    /// The Undo button (C7), enabled by the view's `canUndo`.
    public func undo() {
        pick = .place
        driver.perform { _ = $0.undo() }
    }

    /// Puts another game of Color Brake ABAB on screen (`isStored`: opened from Saved games).
    public func replace(with session: ColorBrakeSession, isStored: Bool) {
        pick = .place
        driver.replace(with: session, isStored: isStored)
    }

    /// The app goes to the background: write the game and wait for the write.
    public func enterBackground() { driver.enterBackground() }

    /// The app is active again: a computer to move plays.
    public func enterForeground() { driver.enterForeground() }

    /// A new pick; the screen is told (the buttons change), nothing is played.
    private func choose(_ next: ColorBrakePick) {
        pick = next
        driver.perform { _ in }
    }
}

extension Array where Element == ColorBrakeEventRecord {
    /// The last refusal among the events (haptic, announcement).
    public var refusal: ColorBrakeRefusal? {
        for record in reversed() {
            if case let .refused(refusal) = record.event { return refusal }
        }
        return nil
    }
}

extension ColorBrakePerSeat {
    /// The number of `seat` (its points, hand size or Diamond slots).
    public subscript(_ seat: ColorBrakeSeat) -> UInt32 {
        switch seat {
        case .one: return one
        case .two: return two
        }
    }
}
