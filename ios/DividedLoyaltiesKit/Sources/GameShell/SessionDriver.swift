import DividedLoyaltiesCore
import Foundation

/// A frame whose revision moves exactly when the saved game changes (an action played or
/// undone; not a refusal, not a hand-over): the store is written then.
public protocol RevisedFrame: Equatable {
    /// The frame's revision.
    var revision: UInt64 { get }
}

extension DiscorderView: RevisedFrame {}
extension ColorBrakeView: RevisedFrame {}

/// What `SessionDriver` needs of the session of one of the collection's other games
/// (Discorder, Color Brake ABAB): its frame and events, its revision, the computer's turn, and
/// how the store keeps it. The generated session classes conform with their own methods.
public protocol DrivenSession: AnyObject {
    /// The frame the screen paints.
    associatedtype Frame: RevisedFrame
    /// One numbered event.
    associatedtype Event

    /// The frame to paint now (pure).
    func view() -> Frame
    /// The events since the last call, each once.
    func takeEvents() -> [Event]
    /// The revision of `view()` without building the frame.
    func revision() -> UInt64
    /// Whether the computer is to move.
    func computerToMove() -> Bool
    /// Plays the computer's turn; `seed` breaks its ties where the game takes one. Runs on the
    /// driver's background queue.
    func playComputerTurn(seed: UInt64)
    /// The session as the store keeps it.
    var stored: CollectionSession { get }
}

/// Seeds for new games and the computer's ties: from the system's cryptographically secure
/// generator (`SystemRandomNumberGenerator`, arc4random on Apple platforms).
public enum SecureSeed {
    /// A fresh seed.
    public static func next() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}

/// Drives the session of Discorder or Color Brake ABAB for its game controller (ARCHITECTURE.md,
/// The shells; issue 15): keeps the frame to paint, runs each input and reports the events,
/// asks the store to start the game it shows and to write whenever the revision moved (and
/// when the app goes to the background), and plays the computer's turn on a background queue
/// whenever the session says the computer is to move. Nothing is cancelled: these computers
/// answer at once, but never on the main thread; the player's input meanwhile goes to the
/// session, which refuses it. It decides no rule. Use it from the main thread.
public final class SessionDriver<Session: DrivenSession> {
    /// The session being played.
    public private(set) var session: Session
    /// The frame to paint (`session.view()` after the last input or computer turn).
    public private(set) var frame: Session.Frame
    /// Called on the main queue after every input and every computer turn, with the events.
    public var onUpdate: (([Session.Event]) -> Void)?
    /// Whether the computer is playing its turn on the background queue.
    public var computerIsPlaying: Bool { computerTurn != nil }

    private let writer: StoreWriter
    private let computerQueue: DispatchQueue
    private let seed: () -> UInt64
    /// The revision the store holds (or has been asked to write).
    private var storedRevision: UInt64
    /// The app is in the background: the computer waits for `enterForeground()`.
    private var inBackground = false
    /// The number of the computer's turn under way, if any (an answer for a game no longer on
    /// screen is ignored).
    private var computerTurn: UInt64?
    /// Numbers the computer's turns.
    private var turnCount: UInt64 = 0

    /// A driver over `session`. `isStored` says that the store already holds it as its current
    /// game (resumed at launch, opened from Saved games): nothing is written until it changes;
    /// otherwise the store starts it at once. A game whose computer is to move starts playing.
    public init(session: Session, writer: StoreWriter, isStored: Bool,
                computerQueue: DispatchQueue = DispatchQueue(label: "app.dividedloyalties.collection-computer",
                                                             qos: .userInitiated),
                seed: @escaping () -> UInt64 = SecureSeed.next) {
        self.session = session
        self.writer = writer
        self.computerQueue = computerQueue
        self.seed = seed
        let first = session.view()
        frame = first
        _ = session.takeEvents()
        storedRevision = first.revision
        if !isStored { writer.startGame(session.stored) }
        startComputerIfToMove()
    }

    /// Runs one input on the session, then refreshes the frame, writes when the revision moved,
    /// lets the computer play when it is to move, and reports the events.
    public func perform(_ input: (Session) -> Void) {
        input(session)
        refresh()
    }

    /// Puts another game of the same kind on screen (a new one, which the store starts, or one
    /// the store already made current: `isStored`).
    public func replace(with newSession: Session, isStored: Bool) {
        session = newSession
        computerTurn = nil
        frame = newSession.view()
        storedRevision = frame.revision
        let events = newSession.takeEvents()
        if !isStored { writer.startGame(newSession.stored) }
        startComputerIfToMove()
        onUpdate?(events)
    }

    /// The app goes to the background: the computer's turn under way ends first (it is quick),
    /// then the current game is written and the write waited for.
    public func enterBackground() {
        inBackground = true
        computerQueue.sync {}
        writer.saveCurrent(session.stored)
        storedRevision = session.revision()
        writer.flush()
    }

    /// The app is active again: a computer to move plays.
    public func enterForeground() {
        inBackground = false
        guard !computerIsPlaying else { return }
        startComputerIfToMove()
        if computerIsPlaying { onUpdate?([]) }
    }

    private func refresh() {
        frame = session.view()
        let events = session.takeEvents()
        if frame.revision != storedRevision {
            writer.saveCurrent(session.stored)
            storedRevision = frame.revision
        }
        startComputerIfToMove()
        onUpdate?(events)
    }

    /// Plays the computer's turn on the background queue when the session says it is to move
    /// (and the app is in the foreground and no turn is under way), then refreshes on the main
    /// queue. A turn that changed nothing is not tried again until the next input.
    private func startComputerIfToMove() {
        guard !computerIsPlaying, !inBackground, session.computerToMove() else { return }
        turnCount &+= 1
        let number = turnCount
        computerTurn = number
        let playing = session
        let before = playing.revision()
        let seed = self.seed()
        computerQueue.async { [weak self] in
            playing.playComputerTurn(seed: seed)
            DispatchQueue.main.async {
                self?.computerPlayed(number, from: before)
            }
        }
    }

    private func computerPlayed(_ number: UInt64, from before: UInt64) {
        guard computerTurn == number else { return }
        computerTurn = nil
        if session.revision() == before {
            frame = session.view()
            onUpdate?(session.takeEvents())
        } else {
            refresh()
        }
    }
}

extension DiscorderSession: DrivenSession {
    /// `playComputer(seed:)`; its refusal (the game is over) is in the status and events.
    public func playComputerTurn(seed: UInt64) {
        _ = playComputer(seed: seed)
    }

    /// A game of Discorder.
    public var stored: CollectionSession { .discorder(self) }
}

extension ColorBrakeSession: DrivenSession {
    /// `playComputer()` (the computer's choice is deterministic for a given game: no seed).
    public func playComputerTurn(seed: UInt64) {
        _ = playComputer()
    }

    /// A game of Color Brake ABAB.
    public var stored: CollectionSession { .colorBrake(self) }
}
