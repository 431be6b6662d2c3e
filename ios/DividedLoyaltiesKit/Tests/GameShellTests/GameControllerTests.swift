import DividedLoyaltiesCore
import GameShell
import XCTest

/// The controller over a real session of the Rust core (the XCFramework's macOS slice).
final class GameControllerTests: RecordingStoreTestCase {
    /// Every game in these tests ends well within this many turns (R8: 4 rounds of sets).
    private let turnBound = 200

    private func controller(_ key: String = "pyramid", isStored: Bool = false) throws -> GameController {
        GameController(session: try GameSession.newBuiltin(key: key, rounds: nil), writer: writer,
                       isStored: isStored, tapInterval: 0.3)
    }

    /// The centre of a cell in cell units: where a finger would touch it.
    private func centre(_ cell: CellModel) -> (Float, Float) {
        (Float(cell.x) + 0.5, Float(cell.y) + 0.5)
    }

    private func firstEmptyRegionCell(_ frame: ViewModel) throws -> CellModel {
        try XCTUnwrap(frame.cells.first { $0.kind == .region && $0.stone == nil })
    }

    // MARK: Store writes follow the revision

    func testANewGameIsStartedOnceAtOnce() throws {
        let game = try controller()
        writer.flush()
        XCTAssertEqual(store.started, [game.session.saveGame()])
        XCTAssertEqual(store.savedCurrent, [])
    }

    func testAGameReadFromTheStoreIsNotWrittenAgainUntilItChanges() throws {
        let game = try controller(isStored: true)
        writer.flush()
        XCTAssertEqual(store.started, [])
        XCTAssertEqual(store.savedCurrent, [])
        game.enterBackground()
        XCTAssertEqual(store.savedCurrent, [game.session.saveGame()], "the background writes the game")
    }

    /// R4.1: a tap on an empty cell places at once, and the placed stone is written.
    func testASingleTapPlacesAtOnceAndIsWritten() throws {
        let game = try controller()
        let cell = try firstEmptyRegionCell(game.frame)
        let (x, y) = centre(cell)
        game.tap(atCellUnits: x, y, time: 10)
        writer.flush()
        XCTAssertNotNil(game.frame.stone(at: CellPos(x: cell.x, y: cell.y)))
        XCTAssertEqual(store.savedCurrent, [game.session.saveGame()])
    }

    func testEveryWriteFollowsARevisionChangeAndNoOther() throws {
        let game = try controller()
        var revisions = [game.frame.revision]
        let cell = try firstEmptyRegionCell(game.frame)
        let (x, y) = centre(cell)
        game.tap(atCellUnits: x, y, time: 10)          // places: moves
        revisions.append(game.frame.revision)
        game.tap(atCellUnits: x, y, time: 20)          // a single tap on the stone: a hint only
        revisions.append(game.frame.revision)
        game.tap(atCellUnits: -5, -5, time: 30)        // off the board: ignored
        revisions.append(game.frame.revision)
        game.undo()                                    // R11: moves
        revisions.append(game.frame.revision)
        writer.flush()
        let distinct = zip(revisions, revisions.dropFirst()).filter { $0 != $1 }.count
        XCTAssertEqual(store.savedCurrent.count, distinct)
    }

    func testARefusedTapIsReportedAndWritesNothing() throws {
        let game = try controller()
        let first = try firstEmptyRegionCell(game.frame)
        game.tap(atCellUnits: centre(first).0, centre(first).1, time: 10)
        let second = try firstEmptyRegionCell(game.frame)
        writer.flush()
        let writesBefore = store.savedCurrent.count
        var update: FrameUpdate?
        game.onUpdate = { update = $0 }
        game.tap(atCellUnits: centre(second).0, centre(second).1, time: 20)
        writer.flush()
        // R4.1: one stone per turn; the second is refused with the rule's reason.
        XCTAssertEqual(update?.refusal?.reason, .alreadyPlaced)
        XCTAssertEqual(store.savedCurrent.count, writesBefore)
    }

    // MARK: Taps

    func testATapOffThePlayableCellsIsIgnored() throws {
        let game = try controller()
        let before = game.frame
        var updates = 0
        game.onUpdate = { _ in updates += 1 }
        game.tap(atCellUnits: -5, -5, time: 10)
        XCTAssertEqual(game.frame, before)
        XCTAssertEqual(updates, 0)
    }

    func testADoubleTapOnAStoneRingsIt() throws {
        let game = try controller()
        let cell = try firstEmptyRegionCell(game.frame)
        let (x, y) = centre(cell)
        let position = CellPos(x: cell.x, y: cell.y)
        game.tap(atCellUnits: x, y, time: 10)          // places
        game.tap(atCellUnits: x, y, time: 11)          // first tap on the stone
        XCTAssertEqual(game.frame.ring, nil)
        game.tap(atCellUnits: x, y, time: 11.2)        // second, in time: rings
        XCTAssertEqual(game.frame.ring, position)
        XCTAssertEqual(game.frame.stone(at: position)?.ringed, true)
    }

    func testTwoSlowTapsOnAStoneDoNotRingIt() throws {
        let game = try controller()
        let cell = try firstEmptyRegionCell(game.frame)
        let (x, y) = centre(cell)
        game.tap(atCellUnits: x, y, time: 10)
        game.tap(atCellUnits: x, y, time: 11)
        game.tap(atCellUnits: x, y, time: 12)
        XCTAssertEqual(game.frame.ring, nil)
    }

    // MARK: End turn (R4.3) and agreement (R8)

    /// R4.3: ending the turn with an unbridged dot stone asks first; "cancel" keeps the turn,
    /// "confirm" ends it and the stone goes back.
    func testEndTurnAsksBeforeADotStoneGoesBack() throws {
        let game = try controller("up-the-stairs")
        var dot: CellPos?
        for _ in 0..<turnBound where dot == nil {
            for chip in game.frame.chips where chip.refusal == nil && chip.count > 0 && dot == nil {
                game.selectColor(chip.color)
                dot = game.frame.dots.first { $0.highlighted }?.cell
            }
            guard dot == nil else { break }
            let cell = try firstEmptyRegionCell(game.frame)
            game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
            XCTAssertNotNil(game.frame.stone(at: CellPos(x: cell.x, y: cell.y)))
            game.endTurn()
            XCTAssertNil(game.prompt)
            XCTAssertFalse(game.frame.isOver, "the game ended before a dot could take a stone")
        }
        let dotCell = try XCTUnwrap(dot, "no dot accepted a stone within \(turnBound) turns")
        game.placeSelectedColor(at: dotCell)
        XCTAssertNotNil(game.frame.stone(at: dotCell))
        let mover = game.frame.toMove

        game.endTurn()
        XCTAssertEqual(game.prompt, .confirmDotStoneReturn(dotCell))
        game.cancelPrompt()
        XCTAssertNil(game.prompt)
        XCTAssertEqual(game.frame.toMove, mover)

        game.endTurn()
        game.confirm()
        XCTAssertNil(game.prompt)
        XCTAssertNil(game.frame.stone(at: dotCell), "R4.3: the unbridged dot stone went back")
        XCTAssertNotEqual(game.frame.toMove, mover)
    }

    /// R8: ending by agreement needs the proposer's and then the other player's yes.
    func testAgreementNeedsBothPlayers() throws {
        let game = try controller()
        XCTAssertTrue(game.frame.canAgreeEnd)
        game.proposeAgreement()
        XCTAssertEqual(game.prompt, .agreementProposed(by: .blue))
        XCTAssertEqual(game.prompt?.kind, .agreementProposal)
        game.confirm()
        XCTAssertEqual(game.prompt, .agreementAnswer(from: .yellow))
        XCTAssertEqual(game.prompt?.kind, .agreementAnswer)
        XCTAssertFalse(game.frame.isOver)
        game.confirm()
        XCTAssertNil(game.prompt)
        XCTAssertEqual(game.frame.result?.reason, .agreed)
    }

    func testTheOtherPlayerCanRefuseTheAgreement() throws {
        let game = try controller()
        game.proposeAgreement()
        game.confirm()
        game.cancelPrompt()
        XCTAssertNil(game.prompt)
        XCTAssertFalse(game.frame.isOver)
    }

    func testAnyOtherInputDropsAWaitingPrompt() throws {
        let game = try controller()
        game.proposeAgreement()
        game.undo()
        XCTAssertNil(game.prompt)
    }

    // MARK: Replacing the game, background

    func testAnotherGameIsStartedInTheStore() throws {
        let game = try controller()
        let next = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        var previous: PreviousModel?
        game.onGameStarted = { previous = $0 }
        game.replace(with: next)
        writer.flush()
        XCTAssertEqual(store.started, [try GameSession.newBuiltin(key: "pyramid", rounds: nil).saveGame(),
                                       next.saveGame()])
        XCTAssertEqual(game.frame.positionName, next.view().positionName)
        let answered = expectation(description: "the previous game's fate reaches the main queue")
        DispatchQueue.main.async { answered.fulfill() }
        wait(for: [answered], timeout: 5)
        XCTAssertEqual(previous, .dropped)
    }

    func testAGameOpenedFromTheStoreIsNotStartedAgain() throws {
        let game = try controller()
        game.replace(with: try GameSession.newBuiltin(key: "octopus", rounds: nil), isStored: true)
        writer.flush()
        XCTAssertEqual(store.started.count, 1)
    }

    /// R3: the rematch is the same position with the same rounds.
    func testARematchStartsTheSamePositionWithTheSameRounds() throws {
        let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: 3), writer: writer,
                                  isStored: false)
        game.proposeAgreement()
        game.confirm()
        game.confirm()
        XCTAssertTrue(game.frame.isOver)
        let finished = game.frame
        game.rematch()
        writer.flush()
        XCTAssertEqual(store.started.count, 2)
        XCTAssertFalse(game.frame.isOver)
        XCTAssertEqual(game.frame.positionName, finished.positionName)
        XCTAssertEqual(game.frame.blue.sets, finished.blue.sets)
    }

    func testGoingToTheBackgroundLeavesTheLatestGameWritten() throws {
        let game = try controller()
        let cell = try firstEmptyRegionCell(game.frame)
        game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
        game.enterBackground()
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame())
        let resumed = try GameSession.fromSavedGame(json: try XCTUnwrap(store.savedCurrent.last))
        XCTAssertEqual(resumed.view().stones, game.frame.stones)
    }
}
