import DividedLoyaltiesCore
import GameShell
import XCTest

/// The Discorder controller over a real session of the Rust core (RULES-DISCORDER.md; issue
/// 15): tiles and pegs through taps in board units, refusals with their text, undo, the store
/// written exactly when the revision moves, a relaunch, the computer's answer.
final class DiscorderControllerTests: RecordingStoreTestCase {
    /// A new two-player game where Yellow begins (D1).
    private func controller(computer: DiscorderPlayer? = nil) -> DiscorderController {
        var choices = DiscorderNewGame()
        choices.starter = .yellow
        choices.againstComputer = computer != nil
        choices.computer = computer ?? .black
        return DiscorderController(session: choices.session(seed: 7), writer: writer, isStored: false)
    }

    private func cell(_ frame: DiscorderView, _ x: UInt32, _ y: UInt32) throws -> DiscorderCellView {
        try XCTUnwrap(frame.cells.first { $0.cell == CellPos(x: x, y: y) })
    }

    private func edge(_ frame: DiscorderView, _ x: UInt32, _ y: UInt32) throws -> DiscorderEdgeView {
        try XCTUnwrap(frame.edges.first { $0.edge == DiscorderEdgePos(x: x, y: y) })
    }

    /// Where a finger touches a cell: its centre, as the frame gives it.
    private func tap(_ game: DiscorderController, cell: DiscorderCellView) {
        game.tap(atBoardUnits: cell.centre.x, cell.centre.y)
    }

    /// Where a finger touches an edge: the middle of its grid line.
    private func tap(_ game: DiscorderController, edge: DiscorderEdgeView) {
        let line = edge.segment
        game.tap(atBoardUnits: (line.from.x + line.to.x) / 2, (line.from.y + line.to.y) / 2)
    }

    /// D2, D3, D3.1: a tap with the tile tool places the mover's tile; with the peg tool a tap
    /// on the line below that tile places a peg; the turn passes each time.
    func testD2D3ATileThenAPegThroughTaps() throws {
        let game = controller()
        XCTAssertEqual(game.frame.toMove, .yellow)
        tap(game, cell: try cell(game.frame, 3, 3))
        XCTAssertEqual(try cell(game.frame, 3, 3).tile, .yellow)
        XCTAssertEqual(game.frame.toMove, .black)

        game.selectTool(.peg)
        XCTAssertEqual(game.frame.tool, .peg)
        XCTAssertEqual(game.frame.tools.first { $0.tool == .peg }?.selected, true)
        tap(game, edge: try edge(game.frame, 3, 3))
        XCTAssertTrue(try edge(game.frame, 3, 3).peg, "D3.1: the peg touches the tile above it")
        XCTAssertEqual(game.frame.pegsLeft, 9)
        XCTAssertEqual(game.frame.toMove, .yellow)
    }

    /// D2: a tile on an occupied cell is refused; the events carry the refusal (haptic,
    /// announcement, its cell to flash), the status says why in words, nothing is written.
    func testD2ATileOnATileIsRefusedWithItsText() throws {
        let game = controller()
        var updates: [[DiscorderEventRecord]] = []
        game.onUpdate = { updates.append($0) }
        let target = try cell(game.frame, 2, 5)
        tap(game, cell: target)
        writer.flush()
        let writes = store.savedCurrent.count
        tap(game, cell: try cell(game.frame, 2, 5))
        writer.flush()

        let refused = try XCTUnwrap(updates.last?.refusal)
        XCTAssertEqual(refused.refusal.reason, .cellOccupied)
        XCTAssertEqual(refused.refusal.cell, CellPos(x: 2, y: 5))
        XCTAssertEqual(refused.target, .cell(cell: CellPos(x: 2, y: 5)))
        guard case let .refused(status) = game.frame.status else { return XCTFail("the status says why") }
        XCTAssertEqual(status, refused.refusal)
        let text = AppTexts(languages: ["en"]).discorderRefusal(refused.refusal)
        XCTAssertFalse(text.isEmpty)
        XCTAssertFalse(text.contains("{"), "every variable is filled: \(text)")
        XCTAssertEqual(store.savedCurrent.count, writes, "a refusal writes nothing")
        XCTAssertEqual(try cell(game.frame, 2, 5).tile, .yellow)
    }

    /// D7: Undo takes the last action back and is written; with nothing left it is disabled.
    func testD7UndoTakesTheTileBack() throws {
        let game = controller()
        XCTAssertFalse(game.frame.canUndo)
        tap(game, cell: try cell(game.frame, 0, 0))
        XCTAssertTrue(game.frame.canUndo)
        game.undo()
        writer.flush()
        XCTAssertNil(try cell(game.frame, 0, 0).tile)
        XCTAssertEqual(game.frame.toMove, .yellow)
        XCTAssertFalse(game.frame.canUndo)
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame())
    }

    /// The store is started once, then written exactly when the revision moves: a tool choice,
    /// a tap on nothing and a refusal write nothing; the background writes and waits.
    func testTheStoreIsWrittenOnlyWhenTheRevisionMoves() throws {
        let game = controller()
        var revisions = [game.frame.revision]
        tap(game, cell: try cell(game.frame, 4, 4))        // a tile: moves
        revisions.append(game.frame.revision)
        game.selectTool(.peg)                              // a tool: no move
        revisions.append(game.frame.revision)
        game.tap(atBoardUnits: -3, -3)                     // nothing there: no move
        revisions.append(game.frame.revision)
        game.placeTile(at: CellPos(x: 4, y: 4))            // refused: no move
        revisions.append(game.frame.revision)
        game.placePeg(at: DiscorderEdgePos(x: 4, y: 4))    // VoiceOver's peg: moves
        revisions.append(game.frame.revision)
        writer.flush()
        let moves = zip(revisions, revisions.dropFirst()).filter { $0 != $1 }.count
        XCTAssertEqual(moves, 2)
        XCTAssertEqual(store.started.count, 1)
        XCTAssertEqual(store.savedCurrent.count, moves)
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame())

        game.enterBackground()
        XCTAssertEqual(store.savedCurrent.count, moves + 1, "the background writes the game")
    }

    /// A game of Discorder played, then the app killed: the next launch gives the same game
    /// back from the real store, with no question.
    func testARelaunchGivesTheSameDiscorderGameBack() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var played: DiscorderView?
        var json = ""
        do {
            let realStore = try StoreLocation.open(folder.url)
            let realWriter = StoreWriter(store: realStore) { XCTFail("a store write failed: \($0)") }
            let game = DiscorderController(session: DiscorderNewGame().session(seed: 3), writer: realWriter,
                                           isStored: false)
            game.placeTile(at: CellPos(x: 1, y: 1))
            game.placeTile(at: CellPos(x: 6, y: 2))
            realWriter.flush()
            played = game.frame
            json = game.session.saveGame()
        }
        let realStore = try StoreLocation.open(folder.url)
        guard case let .resume(.discorder(session)) = GameLaunch.read(from: realStore) else {
            return XCTFail("expected the game of Discorder")
        }
        XCTAssertEqual(session.saveGame(), json)
        XCTAssertEqual(session.view().cells, played?.cells)
        XCTAssertEqual(session.view().toMove, played?.toMove)
    }

    /// Against the computer: after the player's tile the controller lets the computer play its
    /// turn off the main thread, then refreshes and writes; the turn comes back to the player.
    func testTheComputerAnswersThePlayersTile() throws {
        let game = controller(computer: .black)
        XCTAssertEqual(game.frame.computer, .black)
        XCTAssertFalse(game.computerIsPlaying, "Yellow, the player, begins")
        game.placeTile(at: CellPos(x: 3, y: 3))
        XCTAssertTrue(waitUntil(answerTimeout) { !game.computerIsPlaying && game.frame.toMove == .yellow },
                      "the computer answered")
        let tiles = game.frame.cells.filter { $0.tile != nil }
        let pegs = game.frame.edges.filter(\.peg)
        XCTAssertEqual(tiles.count + pegs.count, 2, "one action each")
        writer.flush()
        XCTAssertEqual(store.savedCurrent.last, game.session.saveGame(), "the computer's turn is written")
    }

    /// D7 against the computer: Undo goes back to the player's action with the computer's
    /// reply, and the computer waits for the player's next action.
    func testD7UndoAgainstTheComputerTakesBackTheReplyToo() throws {
        let game = controller(computer: .black)
        game.placeTile(at: CellPos(x: 3, y: 3))
        XCTAssertTrue(waitUntil(answerTimeout) { !game.computerIsPlaying && game.frame.toMove == .yellow })
        game.undo()
        XCTAssertEqual(game.frame.cells.filter { $0.tile != nil }.count, 0)
        XCTAssertEqual(game.frame.edges.filter(\.peg).count, 0)
        XCTAssertEqual(game.frame.toMove, .yellow)
        XCTAssertFalse(game.computerIsPlaying, "the player is to move again")
        XCTAssertFalse(game.frame.canUndo)
    }

    /// Against the computer when it begins: it plays at once, on the background queue.
    func testTheComputerBeginsWhenItIsToMove() throws {
        var choices = DiscorderNewGame()
        choices.starter = .black
        choices.againstComputer = true
        choices.computer = .black
        let game = DiscorderController(session: choices.session(seed: 11), writer: writer, isStored: false)
        XCTAssertTrue(waitUntil(answerTimeout) { game.frame.toMove == .yellow }, "the computer played first")
        XCTAssertFalse(game.session.computerToMove())
    }
}
