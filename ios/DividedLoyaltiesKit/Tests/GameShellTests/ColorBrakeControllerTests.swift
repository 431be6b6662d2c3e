import DividedLoyaltiesCore
import GameShell
import XCTest

/// The Color Brake ABAB controller over a real session of the Rust core (RULES-COLOR-BRAKE.md;
/// issue 15): the hand-over that hides every hand, a move and a refusal, the hand's buttons and
/// picks, round over then the next round, a relaunch mid-round, the computer's seat.
final class ColorBrakeControllerTests: RecordingStoreTestCase {
    /// Every round ends within this many steps: 28 cells, each with at most a hand-over, a
    /// neutral's rescue and a Tank before it (C3, C6.1, C6.2), and its hand-overs.
    private let roundBound = 28 * 8
    private func controller(rounds: UInt32 = 2, computer: ColorBrakeSeat? = nil, seed: UInt64 = 5) throws
        -> ColorBrakeController {
        var choices = ColorBrakeNewGame()
        choices.rounds = rounds
        choices.againstComputer = computer != nil
        choices.computer = computer ?? .two
        return ColorBrakeController(session: try choices.session(seed: seed), writer: writer, isStored: false)
    }

    /// One step of the player at the device: Ready during a hand-over, else the first action
    /// the frame offers and the engine accepts.
    private func step(_ game: ColorBrakeController) throws {
        if case .handOver = game.frame.phase {
            game.ready()
            return
        }
        let offer = try XCTUnwrap(game.frame.offers.first { $0.refusal == nil }, "C4.4: a player to move can move")
        game.play(offer.action)
    }

    /// Plays until the round is over (C4.4, C5), failing past the round's longest length.
    private func playToRoundOver(_ game: ColorBrakeController) throws {
        for _ in 0..<roundBound {
            if game.frame.phase == .roundOver || game.frame.phase == .gameOver { return }
            try step(game)
        }
        XCTFail("the round did not end within \(roundBound) steps")
    }

    /// C2: two players on one device: the game opens on a hand-over with no hand in the frame
    /// and no button; Ready shows the hand of the player to move, and only theirs.
    func testC2AHandOverShowsNoHandBeforeReady() throws {
        let game = try controller()
        guard case let .handOver(to) = game.frame.phase else { return XCTFail("a hand-over first") }
        XCTAssertNil(game.frame.hand)
        XCTAssertNil(game.frame.viewer)
        XCTAssertEqual(game.choices, [])
        XCTAssertEqual(game.frame.offers, [])
        let revision = game.frame.revision
        game.ready()
        XCTAssertEqual(game.frame.phase, .play)
        XCTAssertEqual(game.frame.viewer, to)
        XCTAssertEqual(game.frame.toMove, to)
        XCTAssertNotNil(game.frame.hand)
        XCTAssertFalse(game.choices.isEmpty)
        XCTAssertEqual(game.frame.revision, revision, "a hand-over changes no saved game")
    }

    /// C4.1, C3: a colour from the hand fills the next cell, is written, and the device goes
    /// to the other player through a hand-over that hides the hand again.
    func testC4_1AMoveFillsTheNextCellThenHandsOver() throws {
        let game = try controller()
        game.ready()
        let mover = try XCTUnwrap(game.frame.toMove)
        let next = try XCTUnwrap(game.frame.cells.first(where: \.next))
        let choice = try XCTUnwrap(game.choices.first { $0.enabled }, "a colour of the hand fits row 7")
        game.play(try XCTUnwrap(choice.action))
        writer.flush()
        let filled = try XCTUnwrap(game.frame.cells.first { $0.cell == next.cell })
        XCTAssertEqual(filled.fill?.seat, mover)
        XCTAssertTrue(filled.lastFilled)
        XCTAssertEqual(store.savedCurrent, [game.session.saveGame()])
        guard case let .handOver(to) = game.frame.phase else { return XCTFail("a hand-over follows") }
        XCTAssertNotEqual(to, mover)
        XCTAssertNil(game.frame.hand, "C2: no hand is shown during the hand-over")
    }

    /// C6.3: in row 7 no colour is played for a Diamond: the offer is refused; played anyway it
    /// is refused with its reason in the events and the status, and nothing is written.
    func testC6_3ARefusedMoveIsReportedAndWritesNothing() throws {
        let game = try controller()
        game.ready()
        var updates: [[ColorBrakeEventRecord]] = []
        game.onUpdate = { updates.append($0) }
        let refused = try XCTUnwrap(game.frame.offers.first { offer in
            if case .forDiamond = offer.action { return offer.refusal != nil }
            return false
        })
        let revision = game.frame.revision
        game.play(refused.action)
        writer.flush()
        XCTAssertEqual(updates.last?.refusal, refused.refusal)
        guard case let .refused(status) = game.frame.status else { return XCTFail("the status says why") }
        XCTAssertEqual(status, refused.refusal)
        XCTAssertEqual(game.frame.revision, revision)
        XCTAssertEqual(store.savedCurrent, [])
        let text = AppTexts(languages: ["en"]).colorBrakeRefusal(try XCTUnwrap(refused.refusal))
        XCTAssertFalse(text.isEmpty || text.contains("{"), "a readable reason: \(text)")
    }

    /// C6.3: "For your Diamond" turns the colour buttons into colours for the Diamond, which
    /// row 7 refuses; the status line asks for the colour; tapped again, the buttons place.
    func testC6_3ForYourDiamondChangesWhatTheColourButtonsPlay() throws {
        let game = try controller()
        game.ready()
        XCTAssertFalse(ColorBrakeChoice.forDiamondOffered(game.frame), "no Diamond in the row before")
        game.toggleForDiamond()
        XCTAssertEqual(game.pick, .forDiamond)
        let texts = AppTexts(languages: ["en"])
        XCTAssertEqual(texts.colorBrakeStatus(game.frame, pick: game.pick), texts.label(.colorBrakeChooseForDiamond))
        for choice in game.choices {
            if case let .colour(colour) = choice.token {
                XCTAssertEqual(choice.action, .forDiamond(colour: colour))
                XCTAssertFalse(choice.enabled)
            }
        }
        game.toggleForDiamond()
        XCTAssertEqual(game.pick, .place)
        XCTAssertTrue(game.choices.contains { choice in
            if case .colour = choice.action { return choice.enabled }
            return false
        })
    }

    /// C6.2: a tap on a cell that is no Tank target chooses nothing.
    func testC6_2ATapOffTheTankTargetsChoosesNothing() throws {
        let game = try controller()
        game.ready()
        let next = try XCTUnwrap(game.frame.cells.first(where: \.next))
        XCTAssertFalse(next.tankTarget, "C6.2: no Tank in row 7")
        game.tap(atBoardUnits: next.centre.x, next.centre.y)
        game.chooseTankTarget(next.cell)
        XCTAssertEqual(game.pick, .place)
    }

    /// C5, C2: a round played to its end shows its result; Next round deals the next one (A
    /// and B swapped) behind a hand-over, and is written.
    func testC2RoundOverThenTheNextRound() throws {
        let game = try controller(rounds: 2)
        try playToRoundOver(game)
        XCTAssertEqual(game.frame.phase, .roundOver)
        XCTAssertEqual(game.frame.results.count, 1)
        XCTAssertEqual(game.choices, [], "no hand between rounds")
        let firstA = game.frame.a
        let next = try XCTUnwrap(ColorBrakeChoice.nextRound(game.frame))
        XCTAssertNil(next.refusal)
        game.play(next.action)
        writer.flush()
        XCTAssertEqual(game.frame.round, 2)
        XCTAssertNotEqual(game.frame.a, firstA, "C2: the nominations swap")
        guard case .handOver = game.frame.phase else { return XCTFail("the new round begins with a hand-over") }
        XCTAssertNil(game.frame.hand)
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame())
    }

    /// A game of Color Brake played mid-round, then the app killed: the next launch gives the
    /// same game back from the real store, behind a hand-over.
    func testARelaunchMidRoundGivesTheSameGameBack() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var played: ColorBrakeView?
        var json = ""
        do {
            let realStore = try StoreLocation.open(folder.url)
            let realWriter = StoreWriter(store: realStore) { XCTFail("a store write failed: \($0)") }
            let game = ColorBrakeController(session: try ColorBrakeNewGame().session(seed: 9), writer: realWriter,
                                            isStored: false)
            for _ in 0..<6 { try step(game) }
            realWriter.flush()
            played = game.frame
            json = game.session.saveGame()
        }
        let realStore = try StoreLocation.open(folder.url)
        guard case let .resume(.colorBrake(session)) = GameLaunch.read(from: realStore) else {
            return XCTFail("expected the game of Color Brake ABAB")
        }
        XCTAssertEqual(session.saveGame(), json)
        let frame = session.view()
        XCTAssertEqual(frame.cells, played?.cells)
        XCTAssertEqual(frame.round, played?.round)
        XCTAssertEqual(frame.scores, played?.scores)
        guard case .handOver = frame.phase else { return XCTFail("C2: no hand is shown after a relaunch") }
        XCTAssertNil(frame.hand)
    }

    /// C7 against the computer: Undo goes back to the player's last decision, the computer's
    /// replies taken back with it, and the computer waits.
    func testC7UndoAgainstTheComputerGoesBackToThePlayersDecision() throws {
        let game = try controller(computer: .two, seed: 21)
        XCTAssertTrue(waitUntil(answerTimeout) { !game.computerIsPlaying })
        let before = game.frame.cells
        try step(game)
        XCTAssertTrue(waitUntil(answerTimeout) { !game.computerIsPlaying })
        XCTAssertNotEqual(game.frame.cells, before)
        game.undo()
        XCTAssertEqual(game.frame.cells, before)
        XCTAssertFalse(game.computerIsPlaying, "the player is to move again")
        XCTAssertEqual(game.frame.phase, .play)
    }

    /// Against the computer: its seat's cells are filled by the controller on the background
    /// queue whenever the phase says the computer is to move; the player's hand is always the
    /// one shown, with no hand-over.
    func testTheComputerPlaysItsSeat() throws {
        let game = try controller(computer: .two, seed: 21)
        for _ in 0..<roundBound {
            XCTAssertTrue(waitUntil(answerTimeout) { !game.computerIsPlaying }, "the computer answered")
            if game.frame.cells.contains(where: { $0.fill?.seat == .two }) { break }
            XCTAssertNotEqual(game.frame.phase, .computerToMove, "the controller let the computer play")
            if case .handOver = game.frame.phase { XCTFail("no hand-over against the computer") }
            XCTAssertEqual(game.frame.viewer, .one, "the player's hand only")
            try step(game)
        }
        XCTAssertTrue(game.frame.cells.contains { $0.fill?.seat == .two }, "the computer filled a cell")
        writer.flush()
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame())
    }
}
