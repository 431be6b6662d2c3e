import DividedLoyaltiesCore
import GameShell
import XCTest

/// Every text from the Rust localizer, in the language asked for (issue 10).
final class TextsTests: XCTestCase {
    func testTheLanguageChosenInTheSettingsWinsOverTheSystems() {
        XCTAssertEqual(AppTexts.languages(choice: "de", preferred: ["fr-FR", "en"]), ["de"])
        XCTAssertEqual(AppTexts.languages(choice: nil, preferred: ["fr-FR", "en"]), ["fr-FR", "en"])
    }

    func testTheTextsFollowTheLanguage() {
        let english = AppTexts(languages: ["en"])
        let german = AppTexts(languages: ["de-CH"])
        XCTAssertEqual(german.language, "de")
        XCTAssertEqual(english.label(.undo), "Undo")
        XCTAssertNotEqual(german.label(.undo), english.label(.undo))
    }

    /// Issue 11: the new-game screen's levels, the hint button and the thinking status come
    /// from the localizer, in the language asked for.
    func testTheComputersTextsFollowTheLanguage() {
        let english = AppTexts(languages: ["en"])
        let german = AppTexts(languages: ["de"])
        XCTAssertEqual(ComputerLevel.all.map { english.label($0.label) }, ["Easy", "Medium", "Hard"])
        XCTAssertEqual(ComputerLevel.all.map { german.label($0.label) }, ["Leicht", "Mittel", "Schwer"])
        XCTAssertEqual(english.label(.hint), "Hint")
        XCTAssertEqual(german.label(.hint), "Tipp")
        let thinking = StatusModel.computerThinking(side: .yellow)
        XCTAssertFalse(english.status(thinking).isEmpty)
        XCTAssertNotEqual(german.status(thinking), english.status(thinking))
    }

    func testEveryAvailableLanguageHasItsOwnName() {
        let languages = availableLanguages()
        XCTAssertEqual(languages.count, 10)
        XCTAssertTrue(languages.allSatisfy { !$0.autonym.isEmpty })
    }

    /// SCREENS.md: one VoiceOver label per cell naming its place, region and stone.
    func testTheCellDescriptionNamesItsRegionAndStone() throws {
        let session = try GameSession.newBuiltin(key: "pyramid", rounds: nil)
        let cell = try XCTUnwrap(session.view().cells.first { $0.kind == .region })
        XCTAssertNil(session.tap(x: cell.x, y: cell.y))
        let frame = session.view()
        let placed = try XCTUnwrap(frame.cell(at: CellPos(x: cell.x, y: cell.y)))
        let region = try XCTUnwrap(frame.region(of: placed))
        let text = AppTexts(languages: ["en"]).cellDescription(placed, in: frame)
        XCTAssertTrue(text.contains(region.token), text)
        XCTAssertTrue(text.contains("stone"), text)
    }

    func testErrorsAreFormattedFromTheirCodes() {
        let texts = AppTexts(languages: ["en"])
        XCTAssertThrowsError(try Receiving.file(Data([0xff, 0x00]))) { error in
            let text = texts.error(error)
            XCTAssertFalse(text.isEmpty)
            XCTAssertNotEqual(text, texts.error(CocoaError(.fileNoSuchFile)))
        }
        let full = StoreError.Full(code: "store_full", folder: .saved, limit: 1000, english: "full")
        XCTAssertEqual(texts.error(full), texts.localizer.error(code: "store_full", details: full.details))
    }

    /// R8: each player is asked by name; R1, R2: a stone's letter and a token's shade come from
    /// Rust.
    func testTheAgreementAsksEachPlayerAndSymbolsComeFromRust() {
        let texts = AppTexts(languages: ["en"])
        XCTAssertEqual(texts.agreeQuestion(.yellow), "Yellow, do you agree to end the game now?")
        XCTAssertEqual(StoneColor.purple.mark, "✶")
        XCTAssertEqual(tokenShade(token: "G4"), .light)
    }

    func testShareMessagesNameThePositionAndTheScores() throws {
        let texts = AppTexts(languages: ["en"])
        let position = texts.shareMessage(.position(positionName: "Octopus", onTheWeb: true))
        XCTAssertTrue(position.contains("Octopus"), position)
        let result = texts.shareMessage(.result(positionName: "Octopus",
                                                result: ResultModel(reason: .agreed, winner: .yellow),
                                                blueTotal: 13, yellowTotal: 18))
        XCTAssertTrue(result.contains("18") && result.contains("13") && result.contains("Octopus"), result)
    }

    /// The rules screen: every section has a title, paragraphs and an example that opens (R1–R11).
    func testEveryRuleSectionHasAnExampleBoard() throws {
        let sections = AppTexts(languages: ["en"]).localizer.rules()
        XCTAssertFalse(sections.isEmpty)
        for section in sections {
            XCTAssertFalse(section.title.isEmpty)
            XCTAssertFalse(section.paragraphs.isEmpty)
            XCTAssertNoThrow(try GameSession.fromSavedGame(json: section.exampleGame), section.key)
        }
    }
}
