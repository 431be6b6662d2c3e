import DividedLoyaltiesCore
import GameShell
import XCTest

/// The history's finished games of the collection's other two games over the real Rust store
/// (issue 15; SCREENS.md, Saved games): a game of Discorder or Color Brake ABAB played to its
/// end goes to the history when another starts, and looking at it gives its final frame — the
/// board as it was played and the result — with nothing to play, leaving the history and the
/// current game as they were.
final class FinishedGameTests: RealStoreTestCase {
    /// The history's only entry, of the kind expected, looked at.
    private func onlyFinished(_ kind: GameKindModel) throws -> FinishedGame {
        writer.flush()
        let entries = try library.finishedGames().entries
        XCTAssertEqual(entries.map(\.kind), [kind])
        let game = try library.finishedGame(try XCTUnwrap(entries.first).id)
        XCTAssertEqual(game.kind, kind)
        return game
    }

    /// Looking changed nothing: the game is still the history's only one, no game went to
    /// Saved games, and looking again gives the same frame.
    private func assertLookingChangedNothing(_ game: FinishedGame) throws {
        let entries = try library.finishedGames().entries
        XCTAssertEqual(entries.count, 1, "looking keeps it in the history")
        XCTAssertEqual(try library.savedGames().entries.count, 0, "the current game stays current")
        XCTAssertEqual(try library.finishedGame(try XCTUnwrap(entries.first).id), game)
    }

    /// D6: a finished game of Discorder shows its final board (tiles, pegs, scoring lines) and
    /// its result, in the words of its game screen's status line.
    func testD6AFinishedGameOfDiscorderShowsItsFinalBoardAndResult() throws {
        let session = try finishedDiscorder()
        let played = session.view()
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        collection.show(.discorder(session), isStored: false)
        collection.startDiscorder(DiscorderNewGame())

        let game = try onlyFinished(.discorder)
        guard case let .discorder(frame) = game else { return XCTFail("the game of Discorder") }
        XCTAssertEqual(frame.cells, played.cells, "the board as it was played")
        XCTAssertEqual(frame.edges, played.edges)
        XCTAssertEqual(frame.lines, played.lines)
        XCTAssertEqual(frame.yellow, played.yellow)
        XCTAssertEqual(frame.black, played.black)
        XCTAssertNotNil(frame.result)
        XCTAssertEqual(frame.result, played.result)
        guard case .gameOver = frame.status else { return XCTFail("D6: the status line gives the result") }
        let texts = AppTexts(languages: ["en"])
        XCTAssertEqual(texts.finishedTitle(game), texts.label(.discorderName))
        XCTAssertEqual(texts.finishedResult(game), texts.discorderStatus(played.status))
        XCTAssertFalse(texts.finishedResult(game).isEmpty)

        guard case let .discorder(current)? = collection.current else { return XCTFail("the new game on screen") }
        XCTAssertTrue(current.frame.cells.allSatisfy { $0.tile == nil }, "the new game is untouched")
        try assertLookingChangedNothing(game)
    }

    /// C2: a finished game of Color Brake ABAB shows its final triangle, the totals, every
    /// round's points and the winner, with no hand and nothing offered to play.
    func testC2AFinishedGameOfColorBrakeShowsItsFinalBoardAndResult() throws {
        let session = try finishedColorBrake()
        let played = session.view()
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        collection.show(.colorBrake(session), isStored: false)
        try collection.startColorBrake(ColorBrakeNewGame())

        let game = try onlyFinished(.colorBrake)
        guard case let .colorBrake(frame) = game else { return XCTFail("the game of Color Brake ABAB") }
        XCTAssertEqual(frame.phase, .gameOver)
        XCTAssertEqual(frame.cells, played.cells, "the board as it was played")
        XCTAssertEqual(frame.scores, played.scores)
        XCTAssertEqual(frame.results, played.results)
        XCTAssertEqual(frame.results.count, 2)
        XCTAssertNotNil(frame.winner)
        XCTAssertEqual(frame.winner, played.winner)
        XCTAssertNil(frame.hand, "C2: no hand is shown")
        XCTAssertEqual(frame.offers, [], "nothing to play")
        let texts = AppTexts(languages: ["en"])
        XCTAssertEqual(texts.finishedTitle(game), texts.label(.colorBrakeName))
        XCTAssertEqual(texts.finishedResult(game), texts.colorBrakeStatus(played, pick: .place))
        XCTAssertFalse(texts.finishedResult(game).isEmpty)

        guard case let .colorBrake(current)? = collection.current else { return XCTFail("the new game on screen") }
        XCTAssertTrue(current.frame.cells.allSatisfy { $0.fill == nil }, "the new game is untouched")
        try assertLookingChangedNothing(game)
    }

    /// R8: a finished game of Divided Loyalties is looked at the same way: its position's name
    /// and the winner.
    func testR8AFinishedGameOfDividedLoyaltiesShowsItsResult() throws {
        let played = try finishedByAgreement()

        let finished = try onlyFinished(.dividedLoyalties)
        guard case let .dividedLoyalties(frame) = finished else { return XCTFail("the game of Divided Loyalties") }
        XCTAssertEqual(frame.stones, played.stones)
        let result = try XCTUnwrap(played.result)
        let texts = AppTexts(languages: ["en"])
        XCTAssertEqual(texts.finishedTitle(finished), played.positionName)
        XCTAssertEqual(texts.finishedResult(finished), texts.resultTitle(result))
    }
}
