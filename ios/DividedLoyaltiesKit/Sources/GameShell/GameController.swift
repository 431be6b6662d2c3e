import DividedLoyaltiesCore
import Foundation

/// The game controller of the game screen (ARCHITECTURE.md, The shells): it turns touches and
/// buttons into calls on the Rust `GameSession`, keeps the frame to paint, hands events to the
/// screen, asks the store to start each game it shows and to write whenever the frame's revision
/// moved (and when the app goes to the background), and runs the end-turn confirmation (R4.3)
/// and agreement (R8) flows. Against the computer (issue 11) it runs the session's `think`
/// whenever the frame says `computerToMove`, and the hint button's `hint`, on its own background
/// queue, and cancels them on undo, when the game is left and when the app goes to the
/// background. It decides no rule: every answer comes from the session. Use it from the main
/// thread.
public final class GameController {
    /// The session being played.
    public private(set) var session: GameSession
    /// The frame to paint (`session.view()` after the last input).
    public private(set) var frame: ViewModel
    /// The question waiting for the player's answer, if any.
    public private(set) var prompt: GamePrompt?
    /// Called after every input with what happened (events, refusal to flash).
    public var onUpdate: ((FrameUpdate) -> Void)?
    /// Called on the main queue once the store started a game, with what became of the
    /// previous one (kept in Saved games, in the history, or dropped when blank).
    public var onGameStarted: ((PreviousModel) -> Void)?
    /// What the computer is computing now (its turn, or the hint), nil when it is idle.
    public var computerWork: ComputerWork? { pending?.work }

    private let writer: StoreWriter
    private var tapClassifier: TapClassifier
    /// The revision the store holds (or has been asked to write).
    private var storedRevision: UInt64
    /// The serial queue `think` and `hint` run on, off the main thread.
    private let computerQueue: DispatchQueue
    /// The computation under way, if any.
    private var pending: PendingWork?
    /// The app is in the background: the computer waits for `enterForeground()`.
    private var inBackground = false

    /// A controller over `session`. `isStored` says that the store already holds this game as
    /// its current game (resumed at launch, or opened from Saved games), so nothing is written
    /// until the first change; otherwise (a new or received game) the store starts it at once.
    /// A game whose computer is to move (a new game where it begins, or one resumed after a
    /// relaunch) starts thinking at once.
    public init(session: GameSession, writer: StoreWriter, isStored: Bool,
                tapInterval: TimeInterval = TapClassifier.defaultInterval,
                computerQueue: DispatchQueue = DispatchQueue(label: "app.dividedloyalties.computer",
                                                             qos: .userInitiated)) {
        self.session = session
        self.writer = writer
        self.computerQueue = computerQueue
        tapClassifier = TapClassifier(interval: tapInterval)
        frame = session.view()
        _ = session.takeEvents()
        storedRevision = frame.revision
        if !isStored {
            writer.startGame(session) { [weak self] previous in self?.onGameStarted?(previous) }
        }
        startComputerIfToMove()
    }

    deinit {
        cancelComputer()
    }

    // MARK: Board and chips

    /// A colour chip was touched.
    public func selectColor(_ color: StoneColor) {
        perform { _ = $0.selectColor(color: color) }
    }

    /// A tap on the board at a point in cell units (the canvas offset divided by the cell size),
    /// at `time` seconds on a monotonic clock. The hit test is the session's `cellAt`; a tap off
    /// the playable cells is ignored. A single tap acts at once (places on an empty cell); a
    /// second tap on the same stone within the interval is a double tap (toggles its ring).
    public func tap(atCellUnits x: Float, _ y: Float, time: TimeInterval) {
        guard let cell = session.cellAt(x: x, y: y) else { return }
        let onStone = frame.stone(at: cell) != nil
        switch tapClassifier.classify(cell: cell, onStone: onStone, at: time) {
        case .single: perform { _ = $0.tap(x: cell.x, y: cell.y) }
        case .double: perform { _ = $0.doubleTap(x: cell.x, y: cell.y) }
        }
    }

    /// VoiceOver's "place selected colour" on a cell: the same as a single tap there.
    public func placeSelectedColor(at cell: CellPos) {
        tapClassifier.reset()
        perform { _ = $0.tap(x: cell.x, y: cell.y) }
    }

    /// VoiceOver's "ring for a bridge" on a stone: the same as a double tap there.
    public func ringForBridge(at cell: CellPos) {
        tapClassifier.reset()
        perform { _ = $0.doubleTap(x: cell.x, y: cell.y) }
    }

    // MARK: Buttons

    /// The Undo button (R11). The computer's thinking or the hint is cancelled first; against
    /// the computer the session takes back the player's last turn with the computer's reply.
    public func undo() {
        tapClassifier.reset()
        cancelComputer()
        perform { _ = $0.undo() }
    }

    /// Whether the hint button is enabled: the player (not the computer) is to move, has not
    /// placed this turn's stone, no hint is shown and the computer is idle.
    public var canAskHint: Bool {
        pending == nil && !frame.isOver && !frame.computerToMove && frame.phase == .place && frame.hint == nil
    }

    /// The hint button: the session's `hint` on the computer's queue; its answer is the
    /// frame's `hint`, shown until the game changes. Any input cancels a hint being computed.
    public func askHint() {
        guard canAskHint else { return }
        start(.hint) { $0.hint(ticket: $1, deadlineMillis: ComputerLevel.hintMillis) }
        onUpdate?(FrameUpdate(events: []))
    }

    /// How far the computation under way is, 0…1 (the session's `thinkingProgress`), for a
    /// progress indicator; nil when the computer is idle.
    public var thinkingProgress: Double? {
        guard pending != nil else { return nil }
        return Double(min(session.thinkingProgress(), 1000)) / 1000
    }

    /// The End turn button. When a dot stone would go back (R4.3) the controller asks first:
    /// `prompt` becomes `.confirmDotStoneReturn`, answered by `confirm()` or `cancelPrompt()`.
    public func endTurn() {
        performAsking { session in
            if case let .needsConfirmation(cell) = session.endTurn(confirmed: false) {
                return .confirmDotStoneReturn(cell)
            }
            return nil
        }
    }

    /// "End by agreement" in the menu (R8), offered while the view's `canAgreeEnd` holds: the
    /// player to move confirms, then the other player must agree.
    public func proposeAgreement() {
        guard frame.canAgreeEnd else { return }
        prompt = .agreementProposed(by: frame.toMove)
        onUpdate?(FrameUpdate(events: []))
    }

    /// The yes of the waiting prompt.
    public func confirm() {
        guard let prompt else { return }
        switch prompt {
        case .confirmDotStoneReturn:
            perform { _ = $0.endTurn(confirmed: true) }
        case let .agreementProposed(proposer):
            self.prompt = .agreementAnswer(from: proposer.opponent)
            onUpdate?(FrameUpdate(events: []))
        case .agreementAnswer:
            perform { _ = $0.agreeEnd() }
        }
    }

    /// The no of the waiting prompt: nothing happens.
    public func cancelPrompt() {
        guard prompt != nil else { return }
        prompt = nil
        onUpdate?(FrameUpdate(events: []))
    }

    // MARK: Games and lifecycle

    /// Puts another game on screen (new game, rematch, a received game, a saved game). The
    /// store makes it the current game and keeps the previous one (Saved games or history)
    /// unless `isStored` says the store already did (a game opened from Saved games).
    public func replace(with newSession: GameSession, isStored: Bool = false) {
        cancelComputer()
        session = newSession
        tapClassifier.reset()
        prompt = nil
        frame = newSession.view()
        storedRevision = frame.revision
        let events = newSession.takeEvents()
        if !isStored {
            writer.startGame(newSession) { [weak self] previous in self?.onGameStarted?(previous) }
        }
        startComputerIfToMove()
        onUpdate?(FrameUpdate(events: events))
    }

    /// The result card's Rematch: a new game on the same position with the same rounds (R3).
    public func rematch() {
        replace(with: session.rematch())
    }

    /// The app goes to the background (scenePhase `.background`): stop the computer, write the
    /// current game and wait for the write.
    public func enterBackground() {
        inBackground = true
        if cancelComputer() { onUpdate?(FrameUpdate(events: [])) }
        writer.saveCurrent(session)
        storedRevision = frame.revision
        writer.flush()
    }

    /// The app is active again (scenePhase `.active`): a computer to move thinks again.
    public func enterForeground() {
        inBackground = false
        guard pending == nil else { return }
        startComputerIfToMove()
        if pending != nil { onUpdate?(FrameUpdate(events: [])) }
    }

    // MARK: Internals

    /// Runs one input on the session, then refreshes the frame, writes when the revision moved
    /// and reports the events. Any input answers (and so clears) a waiting prompt; the input may
    /// set a new one.
    private func performAsking(_ input: (GameSession) -> GamePrompt?) {
        if pending?.work == .hint { cancelComputer() }
        prompt = input(session)
        frame = session.view()
        let events = session.takeEvents()
        storeIfRevisionMoved()
        startComputerIfToMove()
        onUpdate?(FrameUpdate(events: events))
    }

    private func perform(_ input: (GameSession) -> Void) {
        performAsking { session -> GamePrompt? in
            input(session)
            return nil
        }
    }

    // MARK: The computer

    /// One computation on the computer's queue, with its ticket from `thinkingTicket()`: a
    /// `cancel()` after the ticket was taken cancels it, even before the call begins.
    private struct PendingWork {
        let work: ComputerWork
        let ticket: UInt64
    }

    /// Starts the computer's turn when the frame says it is to move (and the app is in the
    /// foreground and nothing else is being computed), with its level's deadline.
    private func startComputerIfToMove() {
        guard pending == nil, !inBackground, frame.computerToMove, let opponent = frame.opponent else { return }
        let deadline = opponent.level.thinkingMillis
        start(.turn) { $0.think(ticket: $1, deadlineMillis: deadline) }
    }

    /// Runs `call` on the computer's queue, then `answered` on the main queue.
    private func start(_ work: ComputerWork, _ call: @escaping (GameSession, UInt64) -> ComputerTurnModel?) {
        let session = self.session
        let next = PendingWork(work: work, ticket: session.thinkingTicket())
        pending = next
        let revision = frame.revision
        computerQueue.async { [weak self] in
            let turn = call(session, next.ticket)
            DispatchQueue.main.async {
                self?.answered(next, on: session, startedAt: revision, turn: turn)
            }
        }
    }

    /// The computer's queue answered: refresh the frame (the computer's turn was played, or the
    /// hint is in the frame), write when the revision moved, report the events. A computer to
    /// move thinks again, unless this very computation was cancelled by someone else with the
    /// game unchanged (then it waits for the next input or `enterForeground()`).
    private func answered(_ work: PendingWork, on answeredSession: GameSession, startedAt revision: UInt64,
                          turn: ComputerTurnModel?) {
        guard answeredSession === session else { return }
        let wasPending = pending?.ticket == work.ticket
        if wasPending { pending = nil }
        frame = session.view()
        let events = session.takeEvents()
        storeIfRevisionMoved()
        let cancelledUnchanged = wasPending && work.work == .turn && turn == nil && frame.revision == revision
        if !cancelledUnchanged { startComputerIfToMove() }
        onUpdate?(FrameUpdate(events: events))
    }

    /// Cancels the computation under way (its answer will be ignored); true when there was one.
    @discardableResult
    private func cancelComputer() -> Bool {
        guard pending != nil else { return false }
        session.cancel()
        self.pending = nil
        return true
    }

    private func storeIfRevisionMoved() {
        guard frame.revision != storedRevision else { return }
        writer.saveCurrent(session)
        storedRevision = frame.revision
    }
}
