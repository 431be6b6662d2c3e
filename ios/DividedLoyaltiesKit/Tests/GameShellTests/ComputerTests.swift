import DividedLoyaltiesCore
import GameShell
import XCTest

/// The controller running the computer opponent of the real Rust core (issue 11): `think` on the
/// controller's queue whenever the frame says `computerToMove`, cancelled from another thread,
/// on undo (R11) and in the background, resumed after a relaunch; the hint.
final class ComputerTests: RecordingStoreTestCase {
    /// A game on the pyramid with the computer playing `side` at `level`.
    private func controller(computer side: Side, _ level: ComputerLevel) throws -> GameController {
        let session = try GameSession.newGame(key: "pyramid", rounds: 3,
                                              opponent: OpponentModel(side: side, level: level))
        return GameController(session: session, writer: writer, isStored: false)
    }

    /// Waits until `session` is inside `think` or `hint` (its progress moved), so that a
    /// cancel reaches that very computation.
    private func waitUntilThinking(_ session: GameSession) {
        XCTAssertTrue(waitUntil(answerTimeout) { session.thinkingProgress() > 0 }, "the computer never started")
    }

    /// R4.1, R4.4: the player places a stone on a region cell and ends the turn.
    private func playOneTurn(_ game: GameController) throws {
        let cell = try XCTUnwrap(game.frame.cells.first { $0.kind == .region && $0.stone == nil })
        game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
        XCTAssertNotNil(game.frame.stone(at: CellPos(x: cell.x, y: cell.y)), "the player's stone")
        game.endTurn()
        XCTAssertNil(game.prompt)
    }

    // MARK: The computer answers

    /// Issue 11: after the player's turn the controller lets the computer play its turn, then
    /// refreshes the frame and writes the game.
    func testTheComputerAnswersThePlayersTurnAndTheGameIsWritten() throws {
        let game = try controller(computer: .yellow, .easy)
        XCTAssertFalse(game.frame.computerToMove)
        XCTAssertNil(game.computerWork, "the player begins: the computer waits")
        try playOneTurn(game)
        XCTAssertTrue(game.frame.computerToMove)
        XCTAssertEqual(game.computerWork, .turn)
        XCTAssertEqual(game.frame.status, .computerThinking(side: .yellow))

        XCTAssertTrue(waitUntil(answerTimeout) { game.computerWork == nil }, "the computer did not answer")
        XCTAssertFalse(game.frame.computerToMove)
        XCTAssertEqual(game.frame.toMove, .blue)
        XCTAssertEqual(game.frame.stones.count, 2, "the player's stone and the computer's")
        writer.flush()
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame(), "the computer's turn is written")
    }

    /// R11 through the controller: a player's input while the computer thinks is refused by the
    /// session (`computer_to_move`) and shown as its status says.
    func testAPlayersTapWhileTheComputerThinksIsRefused() throws {
        let game = try controller(computer: .blue, .hard)
        waitUntilThinking(game.session)
        var refusal: RefusalInfo?
        game.onUpdate = { update in refusal = update.refusal ?? refusal }
        let cell = try XCTUnwrap(game.frame.cells.first { $0.kind == .region && $0.stone == nil })
        game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
        XCTAssertEqual(refusal?.reason, .computerToMove)
        XCTAssertEqual(game.computerWork, .turn, "the computer goes on thinking")
        XCTAssertTrue(waitUntil(answerTimeout) { game.computerWork == nil })
        XCTAssertEqual(game.frame.stones.count, 1, "only the computer's stone")
    }

    // MARK: Cancelling

    /// Issue 11: `cancel()` from another thread stops the computer within a bound; nothing is
    /// played or written; the computer thinks again when the app is active again.
    func testACancelFromAnotherThreadStopsTheComputerAndItThinksAgainOnResume() throws {
        let game = try controller(computer: .blue, .hard)
        let session = game.session
        let before = game.frame
        XCTAssertEqual(game.computerWork, .turn, "the computer begins")
        waitUntilThinking(session)
        let cancelled = Date()
        DispatchQueue.global().async { session.cancel() }
        XCTAssertTrue(waitUntil(answerTimeout) { game.computerWork == nil })
        let seconds = Date().timeIntervalSince(cancelled)
        XCTAssertLessThan(seconds, 0.5, "the cancelled think answered after \(seconds) s")
        XCTAssertEqual(game.frame.revision, before.revision, "nothing was played")
        XCTAssertEqual(game.frame.stones, [])
        XCTAssertTrue(game.frame.computerToMove)
        writer.flush()
        XCTAssertEqual(store.savedCurrent, [], "nothing to write")

        game.enterForeground()
        XCTAssertEqual(game.computerWork, .turn)
        XCTAssertTrue(waitUntil(answerTimeout) { game.computerWork == nil })
        XCTAssertEqual(game.frame.stones.count, 1)
        XCTAssertEqual(game.frame.toMove, .yellow)
    }

    /// Going to the background cancels the thinking, writes the game as it is, and the computer
    /// waits until the app is active again.
    func testTheBackgroundStopsTheComputerUntilTheForeground() throws {
        let game = try controller(computer: .blue, .hard)
        waitUntilThinking(game.session)
        game.enterBackground()
        XCTAssertNil(game.computerWork)
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame())
        RunLoop.main.run(until: Date().addingTimeInterval(0.3))
        XCTAssertNil(game.computerWork, "the computer waits in the background")
        XCTAssertEqual(game.frame.stones, [])

        game.enterForeground()
        XCTAssertTrue(waitUntil(answerTimeout) { game.frame.stones.count == 1 && game.computerWork == nil })
        XCTAssertEqual(game.frame.toMove, .yellow)
    }

    // MARK: Undo (R11)

    /// R11 against the computer: undo at the start of the player's turn takes back the player's
    /// turn and the computer's reply, and the computer does not move again.
    func testUndoTakesBackThePlayersTurnWithTheComputersReply() throws {
        let game = try controller(computer: .yellow, .easy)
        try playOneTurn(game)
        XCTAssertTrue(waitUntil(answerTimeout) { game.computerWork == nil })
        XCTAssertEqual(game.frame.stones.count, 2)
        XCTAssertTrue(game.frame.canUndo)

        game.undo()
        XCTAssertEqual(game.frame.stones, [], "both turns taken back")
        XCTAssertEqual(game.frame.toMove, .blue)
        XCTAssertFalse(game.frame.canUndo)
        XCTAssertNil(game.computerWork, "the player is to move: the computer waits")
        writer.flush()
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame())
    }

    /// R11: undo while the computer thinks cancels it and takes back the player's turn; the
    /// cancelled thinking plays nothing afterwards.
    func testUndoWhileTheComputerThinksCancelsItAndTakesBackThePlayersTurn() throws {
        let game = try controller(computer: .yellow, .hard)
        try playOneTurn(game)
        waitUntilThinking(game.session)
        game.undo()
        XCTAssertNil(game.computerWork)
        XCTAssertEqual(game.frame.stones, [])
        XCTAssertEqual(game.frame.toMove, .blue)
        RunLoop.main.run(until: Date().addingTimeInterval(1.5))
        XCTAssertEqual(game.frame.stones, [], "the cancelled thinking played nothing")
        XCTAssertEqual(game.session.view().stones, [])
    }

    // MARK: Relaunch

    /// Issue 11 with SCREENS.md, Launch: the app killed while the computer was to move; the
    /// next launch resumes the game and the computer thinks again, and its turn is kept.
    func testAResumedGameWithTheComputerToMoveThinksAgain() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        do {
            let realStore = try StoreLocation.open(folder.url)
            let realWriter = StoreWriter(store: realStore)
            let session = try GameSession.newGame(key: "pyramid", rounds: 3,
                                                  opponent: OpponentModel(side: .blue, level: .medium))
            let game = GameController(session: session, writer: realWriter, isStored: false)
            waitUntilThinking(session)
            game.enterBackground()
            XCTAssertEqual(game.frame.stones, [])
        }
        var played: ViewModel?
        do {
            let realStore = try StoreLocation.open(folder.url)
            guard case let .resume(.dividedLoyalties(session)) = GameLaunch.read(from: realStore) else {
                return XCTFail("expected the current game")
            }
            XCTAssertEqual(session.view().opponent, OpponentModel(side: .blue, level: .medium))
            let realWriter = StoreWriter(store: realStore)
            let game = GameController(session: session, writer: realWriter, isStored: true)
            XCTAssertEqual(game.computerWork, .turn, "the resumed computer thinks at once")
            XCTAssertTrue(waitUntil(answerTimeout) { game.computerWork == nil })
            XCTAssertEqual(game.frame.stones.count, 1)
            realWriter.flush()
            played = game.frame
        }
        let realStore = try StoreLocation.open(folder.url)
        guard case let .resume(.dividedLoyalties(session)) = GameLaunch.read(from: realStore) else {
            return XCTFail("expected the current game")
        }
        XCTAssertEqual(session.view().stones, played?.stones, "the computer's turn was written")
        XCTAssertFalse(session.view().computerToMove)
    }

    // MARK: Hint

    /// Issue 11: the hint is computed on the controller's queue and shown in the frame; the
    /// button is disabled while it shows and once the player placed.
    func testTheHintIsComputedAndShownInTheFrame() throws {
        let game = try controller(computer: .yellow, .easy)
        XCTAssertTrue(game.canAskHint)
        game.askHint()
        XCTAssertEqual(game.computerWork, .hint)
        XCTAssertFalse(game.canAskHint)
        XCTAssertTrue(waitUntil(answerTimeout) { game.computerWork == nil })
        let hint = try XCTUnwrap(game.frame.hint)
        XCTAssertNil(game.frame.stone(at: hint.cell), "the hint names an empty cell")
        XCTAssertFalse(game.canAskHint, "a hint is shown")
        game.selectColor(hint.color)
        game.placeSelectedColor(at: hint.cell)
        XCTAssertEqual(game.frame.stone(at: hint.cell)?.color, hint.color, "the hint is a legal stone")
        XCTAssertNil(game.frame.hint, "the game changed")
        XCTAssertFalse(game.canAskHint, "the player placed")
    }

    /// An input while the hint is computed cancels it: nothing is shown afterwards.
    func testAnInputCancelsTheHintBeingComputed() throws {
        let game = try controller(computer: .yellow, .easy)
        game.askHint()
        waitUntilThinking(game.session)
        let cell = try XCTUnwrap(game.frame.cells.first { $0.kind == .region && $0.stone == nil })
        game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
        XCTAssertNil(game.computerWork)
        RunLoop.main.run(until: Date().addingTimeInterval(1.5))
        XCTAssertNil(game.frame.hint)
        XCTAssertNil(game.computerWork)
    }

    // MARK: New game

    /// The new-game screen's choice: the computer plays the other side than the player's.
    func testTheOpponentChoiceGivesTheComputerTheOtherSide() throws {
        var choice = OpponentChoice(current: nil)
        XCTAssertNil(choice.opponent, "two players by default")
        choice.againstComputer = true
        choice.playerSide = .yellow
        choice.level = .hard
        XCTAssertEqual(choice.opponent, OpponentModel(side: .blue, level: .hard))
        XCTAssertEqual(OpponentChoice(current: choice.opponent), choice, "the last game's choice comes back")
        let position = try XCTUnwrap(NewGameCatalog().groups.first?.positions.first)
        let session = try NewGameCatalog.start(position, rounds: nil, opponent: choice.opponent)
        XCTAssertEqual(session.view().opponent, choice.opponent)
        XCTAssertTrue(session.view().computerToMove, "Blue, the computer, begins")
    }
}
