import DividedLoyaltiesCore
import GameShell
import XCTest

/// The texts of Discorder and Color Brake ABAB from the Rust localizer (issue 15), in the
/// language asked for, every variable filled.
final class GameTextsTests: XCTestCase {
    private let english = AppTexts(languages: ["en"])
    private let french = AppTexts(languages: ["fr"])

    private func assertReadable(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.isEmpty, file: file, line: line)
        XCTAssertFalse(text.contains("{") || text.contains("}"), "every variable is filled: \(text)",
                       file: file, line: line)
    }

    /// D1–D5: the panel, the status, the tools and VoiceOver's cells and edges of Discorder.
    func testDiscorderTextsFollowTheLanguage() throws {
        var choices = DiscorderNewGame()
        choices.starter = .yellow
        let session = choices.session(seed: 1)
        XCTAssertNil(session.placeTile(x: 2, y: 2))
        let frame = session.view()
        let cell = try XCTUnwrap(frame.cells.first { $0.cell == CellPos(x: 2, y: 2) })
        let edge = try XCTUnwrap(frame.edges.first)
        for texts in [english, french] {
            assertReadable(texts.discorderStatus(frame.status))
            assertReadable(texts.describe(cell))
            assertReadable(texts.describe(edge))
            assertReadable(texts.discorderTilesLeft(frame.yellow.tilesLeft))
            assertReadable(texts.discorderPegsLeft(frame.pegsLeft))
            assertReadable(texts.discorderScore(frame.yellow.score))
            XCTAssertFalse(texts.discorderRules().isEmpty)
            DiscorderNewGame.starters.forEach { assertReadable(texts.discorderStarter($0)) }
        }
        XCTAssertNotEqual(french.discorderStatus(frame.status), english.discorderStatus(frame.status))
        XCTAssertNotEqual(english.describe(cell), english.describe(edge), "a cell and an edge are told apart")
    }

    /// C2–C6: the hand-over, the picks' status lines, the panel and VoiceOver's cells of Color
    /// Brake ABAB.
    func testColorBrakeTextsFollowTheLanguage() throws {
        let session = try ColorBrakeNewGame().session(seed: 4)
        let handOver = session.view()
        session.ready()
        let frame = session.view()
        let cell = try XCTUnwrap(frame.cells.first(where: \.next))
        for texts in [english, french] {
            assertReadable(texts.colorBrakeStatus(handOver, pick: .place))
            assertReadable(texts.colorBrakeStatus(frame, pick: .place))
            assertReadable(texts.colorBrakeStatus(frame, pick: .tank(cell: 22)))
            assertReadable(texts.colorBrakeStatus(frame, pick: .forDiamond))
            assertReadable(texts.describe(cell))
            assertReadable(texts.colorBrakeScores(frame.scores))
            assertReadable(texts.colorBrakeRound(frame.round))
            assertReadable(texts.colorBrakeLength(frame.length))
            assertReadable(texts.colorBrakePile(frame.pile))
            for held in frame.hand ?? [] { assertReadable(texts.colorBrakeToken(held.token)) }
            XCTAssertFalse(texts.colorBrakeRules().isEmpty)
        }
        XCTAssertEqual(english.colorBrakeStatus(frame, pick: .forDiamond), english.label(.colorBrakeChooseForDiamond))
        XCTAssertNotEqual(english.colorBrakeStatus(frame, pick: .tank(cell: 22)),
                          english.colorBrakeStatus(frame, pick: .place))
        XCTAssertNotEqual(french.colorBrakeStatus(handOver, pick: .place),
                          english.colorBrakeStatus(handOver, pick: .place))
    }
}
