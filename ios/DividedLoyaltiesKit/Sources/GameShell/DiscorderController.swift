import DividedLoyaltiesCore
import Foundation

/// The game controller of the Discorder screen (RULES-DISCORDER.md; issue 15): the tool
/// buttons, taps on the board in board units (hit-tested by the session with the tool in use),
/// VoiceOver's placements on a cell or an edge, and Undo go to the `DiscorderSession`; the
/// frame, the events, the store's writes and the computer's turn are the `SessionDriver`'s.
/// Every answer comes from the session. Use it from the main thread.
public final class DiscorderController {
    private let driver: SessionDriver<DiscorderSession>

    /// A controller over `session`; `isStored` as for `SessionDriver` (resumed or opened: the
    /// store holds it already; new: the store starts it).
    public init(session: DiscorderSession, writer: StoreWriter, isStored: Bool,
                computerQueue: DispatchQueue = DispatchQueue(label: "app.dividedloyalties.discorder-computer",
                                                             qos: .userInitiated),
                seed: @escaping () -> UInt64 = SecureSeed.next) {
        driver = SessionDriver(session: session, writer: writer, isStored: isStored,
                               computerQueue: computerQueue, seed: seed)
    }

    /// The session being played.
    public var session: DiscorderSession { driver.session }
    /// The frame to paint.
    public var frame: DiscorderView { driver.frame }
    /// Whether the computer is playing its turn.
    public var computerIsPlaying: Bool { driver.computerIsPlaying }
    /// Called after every input and every computer turn with the events (refusal to flash).
    public var onUpdate: (([DiscorderEventRecord]) -> Void)? {
        get { driver.onUpdate }
        set { driver.onUpdate = newValue }
    }

    /// A tool button (D2, D3): the session refuses a tool the view shows disabled.
    public func selectTool(_ tool: DiscorderTool) {
        driver.perform { _ = $0.selectTool(tool: tool) }
    }

    /// A tap on the board at a point in board units (the canvas offset divided by the cell
    /// size): the session hit-tests it with the tool in use and plays it.
    public func tap(atBoardUnits x: Float, _ y: Float) {
        driver.perform { _ = $0.tap(x: x, y: y) }
    }

    /// VoiceOver's "place a tile" on a cell (D2), whatever the tool.
    public func placeTile(at cell: CellPos) {
        driver.perform { _ = $0.placeTile(x: cell.x, y: cell.y) }
    }

    /// VoiceOver's "place a peg" on an edge (D3), whatever the tool.
    public func placePeg(at edge: DiscorderEdgePos) {
        driver.perform { _ = $0.placePeg(x: edge.x, y: edge.y) }
    }

    /// The Undo button (D7), enabled by the view's `canUndo`.
    public func undo() {
        driver.perform { _ = $0.undo() }
    }

    /// Puts another game of Discorder on screen (`isStored`: opened from Saved games).
    public func replace(with session: DiscorderSession, isStored: Bool) {
        driver.replace(with: session, isStored: isStored)
    }

    /// The app goes to the background: write the game and wait for the write.
    public func enterBackground() { driver.enterBackground() }

    /// The app is active again: a computer to move plays.
    public func enterForeground() { driver.enterForeground() }
}

/// The Discorder new-game screen's choices (D1; issue 15): who begins, and two players or the
/// computer playing one of them.
public struct DiscorderNewGame: Equatable {
    /// The choices of who begins, in the order the screen offers them.
    public static let starters: [DiscorderStarter] = [.yellow, .black, .random]
    /// The players, in the order the screen offers them.
    public static let players: [DiscorderPlayer] = [.yellow, .black]

    /// Who begins.
    public var starter: DiscorderStarter = .random
    /// Whether the computer plays one of the players.
    public var againstComputer = false
    /// The player the computer plays.
    public var computer: DiscorderPlayer = .black

    /// The default choices: a random start, two players.
    public init() {}

    /// The player the person at the device plays against the computer ("You play"): the
    /// player the computer does not play.
    public var youPlay: DiscorderPlayer {
        get { computer == .black ? .yellow : .black }
        set { computer = newValue == .black ? .yellow : .black }
    }

    /// The new game, its start drawn from `seed` when random.
    public func session(seed: UInt64 = SecureSeed.next()) -> DiscorderSession {
        DiscorderSession.newGame(starter: starter, seed: seed, computer: againstComputer ? computer : nil)
    }
}

extension Array where Element == DiscorderEventRecord {
    /// The last refusal among the events (haptic, announcement), with what to flash.
    public var refusal: (refusal: DiscorderRefusal, target: DiscorderTarget?)? {
        for record in reversed() {
            if case let .refused(refusal, target) = record.event { return (refusal, target) }
        }
        return nil
    }
}
