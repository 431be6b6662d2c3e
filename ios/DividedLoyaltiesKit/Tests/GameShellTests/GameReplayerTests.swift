import DividedLoyaltiesCore
import GameShell
import XCTest

/// The replay of a finished game of the history over the real Rust store (SCREENS.md, Saved
/// games: "can be replayed move by move"; R11, D7, C7): it opens at the end on the final board,
/// walks back to the start (an empty board) and forward again, does nothing past either end,
/// says where it stands ("Move 12 of 140"), and leaves the history and the current game as they
/// were.
final class GameReplayerTests: RealStoreTestCase {
    private let texts = AppTexts(languages: ["en"])

    /// The replay of the history's only entry, of the kind expected.
    private func onlyReplay(_ kind: GameKindModel) throws -> GameReplayer {
        writer.flush()
        let entries = try library.finishedGames().entries
        XCTAssertEqual(entries.map(\.kind), [kind])
        return try library.replay(try XCTUnwrap(entries.first).id)
    }

    /// The replay opens at its end: the last step, nothing after it, the start before it.
    private func assertAtTheEnd(_ replayer: GameReplayer) {
        XCTAssertGreaterThan(replayer.states, 1, "the start and at least one move")
        XCTAssertEqual(replayer.lastStep, replayer.states - 1)
        XCTAssertEqual(replayer.step, replayer.lastStep)
        XCTAssertTrue(replayer.canGoBack)
        XCTAssertFalse(replayer.canGoForward)
        XCTAssertEqual(texts.replayStep(replayer), "Move \(replayer.lastStep) of \(replayer.lastStep)")
    }

    /// At the start: step 0, nothing before it, the moves after it.
    private func assertAtTheStart(_ replayer: GameReplayer) {
        XCTAssertEqual(replayer.step, 0)
        XCTAssertFalse(replayer.canGoBack)
        XCTAssertTrue(replayer.canGoForward)
        XCTAssertEqual(texts.replayStep(replayer), "Move 0 of \(replayer.lastStep)")
    }

    /// Past either end nothing moves: "Next move" at the end, "Previous move" and "To the
    /// start" at the start.
    private func assertTheEndsHold(_ replayer: GameReplayer) {
        var atEnd = replayer
        atEnd.toEnd()
        let end = atEnd
        atEnd.forward()
        XCTAssertEqual(atEnd.step, end.step)
        XCTAssertEqual(atEnd.board, end.board)

        var atStart = replayer
        atStart.toStart()
        let start = atStart
        atStart.back()
        atStart.toStart()
        XCTAssertEqual(atStart.step, 0)
        XCTAssertEqual(atStart.board, start.board)
    }

    /// Replaying changed nothing: the game is still the history's only one and no game went to
    /// Saved games.
    private func assertReplayingChangedNothing() throws {
        XCTAssertEqual(try library.finishedGames().entries.count, 1, "replaying keeps it in the history")
        XCTAssertEqual(try library.savedGames().entries.count, 0, "the current game stays current")
    }

    /// D7: a finished game of Discorder opens on its final board, steps back one move, goes to
    /// its empty board and to its end again.
    func testD7AFinishedGameOfDiscorderReplaysFromItsEndToItsStart() throws {
        let session = try finishedDiscorder()
        let played = session.view()
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        collection.show(.discorder(session), isStored: false)
        collection.startDiscorder(DiscorderNewGame())

        var replayer = try onlyReplay(.discorder)
        assertAtTheEnd(replayer)
        guard case let .discorder(end)? = replayer.board else { return XCTFail("the end of a game of Discorder") }
        XCTAssertEqual(end.cells.map(\.tile), played.cells.map(\.tile), "the final board as it was played")
        XCTAssertEqual(end.edges.map(\.peg), played.edges.map(\.peg))
        XCTAssertEqual(end.lines, played.lines)
        XCTAssertNotNil(end.result)
        XCTAssertEqual(end.result, played.result)
        assertTheEndsHold(replayer)
        guard replayer.lastStep > 0 else { return }

        replayer.back()
        XCTAssertEqual(replayer.step, replayer.lastStep - 1)
        XCTAssertTrue(replayer.canGoForward)
        XCTAssertEqual(texts.replayStep(replayer), "Move \(replayer.lastStep - 1) of \(replayer.lastStep)")
        guard case let .discorder(beforeLast)? = replayer.board else { return XCTFail("a board of Discorder") }
        XCTAssertNil(beforeLast.result, "one move before the end the game is not over")

        replayer.toStart()
        assertAtTheStart(replayer)
        guard case let .discorder(start)? = replayer.board else { return XCTFail("the start of a game of Discorder") }
        XCTAssertTrue(start.cells.allSatisfy { $0.tile == nil }, "D1: the board starts empty")
        XCTAssertTrue(start.edges.allSatisfy { !$0.peg })
        XCTAssertNil(start.result)

        replayer.forward()
        XCTAssertEqual(replayer.step, 1)
        replayer.toEnd()
        XCTAssertEqual(replayer.step, replayer.lastStep)
        guard case let .discorder(again)? = replayer.board else { return XCTFail("the end again") }
        XCTAssertEqual(again.cells.map(\.tile), played.cells.map(\.tile))

        guard case let .discorder(current)? = collection.current else { return XCTFail("the new game on screen") }
        XCTAssertTrue(current.frame.cells.allSatisfy { $0.tile == nil }, "the new game is untouched")
        try assertReplayingChangedNothing()
    }

    /// C7: a finished game of Color Brake ABAB walks back one move at a time from its final
    /// triangle (no hand) to its empty one, with a board at every step.
    func testC7AFinishedGameOfColorBrakeReplaysMoveByMove() throws {
        let session = try finishedColorBrake()
        let played = session.view()
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        collection.show(.colorBrake(session), isStored: false)
        try collection.startColorBrake(ColorBrakeNewGame())

        var replayer = try onlyReplay(.colorBrake)
        assertAtTheEnd(replayer)
        guard case let .colorBrake(end)? = replayer.board else { return XCTFail("the end of a game of Color Brake") }
        XCTAssertEqual(end.cells.map(\.fill), played.cells.map(\.fill), "the final triangle as it was played")
        XCTAssertEqual(end.winner, played.winner)
        XCTAssertNil(end.hand, "C7: no hand is shown")
        assertTheEndsHold(replayer)

        var steps: UInt32 = 0
        while replayer.canGoBack {
            replayer.back()
            steps += 1
            guard case .colorBrake? = replayer.board else { return XCTFail("a triangle at step \(replayer.step)") }
        }
        XCTAssertEqual(steps, replayer.lastStep, "one step back per move")
        assertAtTheStart(replayer)
        guard case let .colorBrake(start)? = replayer.board else { return XCTFail("the start of a game of Color Brake") }
        XCTAssertTrue(start.cells.allSatisfy { $0.fill == nil }, "C1: the triangle starts empty")
        XCTAssertNil(start.winner)
        try assertReplayingChangedNothing()
    }

    /// R11, R8: a game of Divided Loyalties ended by agreement replays from its empty board to
    /// its result.
    func testR11AFinishedGameOfDividedLoyaltiesReplaysFromItsEmptyBoard() throws {
        let played = try finishedByAgreement()

        var replayer = try onlyReplay(.dividedLoyalties)
        assertAtTheEnd(replayer)
        guard case let .dividedLoyalties(end)? = replayer.board else { return XCTFail("the end of the game") }
        XCTAssertEqual(end.stones, played.stones)
        XCTAssertNotNil(end.result)
        XCTAssertEqual(end.result, played.result)

        replayer.toStart()
        assertAtTheStart(replayer)
        guard case let .dividedLoyalties(start)? = replayer.board else { return XCTFail("the start of the game") }
        XCTAssertTrue(start.stones.isEmpty, "R11: the board starts empty")
        XCTAssertNil(start.result)
        assertTheEndsHold(replayer)
    }

    /// An id the history does not hold is refused with `store_no_such_entry`.
    func testAnUnknownGameIsRefused() {
        XCTAssertThrowsError(try library.replay("1700000000000-9")) { error in
            XCTAssertEqual((error as? StoreError)?.code, "store_no_such_entry")
        }
    }
}
