import DividedLoyaltiesCore
import GameShell
import XCTest

/// The settings model, the new-game catalog, share actions and files.
final class ModelTests: XCTestCase {
    func testSettingsDefaultToSystemLanguageThemeSymbolsAndHaptics() {
        let settings = GameSettings()
        XCTAssertNil(settings.language)
        XCTAssertEqual(settings.theme, .system)
        XCTAssertTrue(settings.colorBlindSymbols)
        XCTAssertTrue(settings.haptics)
    }

    func testSettingsRoundTripThroughUserDefaults() throws {
        let suite = "ModelTests-\(UUID().uuidString)"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = SettingsStore(defaults: defaults)
        XCTAssertEqual(store.load(), GameSettings())
        var settings = GameSettings()
        settings.theme = .dark
        settings.haptics = false
        settings.language = "de"
        try store.save(settings)
        XCTAssertEqual(SettingsStore(defaults: defaults).load(), settings)
    }

    /// R3/R9: the built-ins are grouped "4 rounds" (1–6) then "3 rounds" (7–12).
    func testTheCatalogGroupsTheBuiltInsByTheirDefaultRounds() {
        let catalog = NewGameCatalog()
        XCTAssertEqual(catalog.groups.map(\.rounds), [4, 3])
        XCTAssertEqual(catalog.groups.map { $0.positions.compactMap(\.number) },
                       [Array(UInt32(1)...6), Array(UInt32(7)...12)])
    }

    func testEveryBuiltInStarts() throws {
        for position in NewGameCatalog().groups.flatMap(\.positions) {
            XCTAssertEqual(try NewGameCatalog.start(position, rounds: nil).view().positionName, position.name)
        }
    }

    func testASharedFileKeepsOnlyTheLastComponentOfItsName() throws {
        let url = try ShareFileWriter.write(SharedFile(fileName: "../../evil.csv", mimeType: "text/csv",
                                                       data: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        XCTAssertEqual(url.lastPathComponent, "evil.csv")
        XCTAssertEqual(try Data(contentsOf: url), Data("x".utf8))
    }

    func testAnEmptySharedFileNameIsRefused() {
        XCTAssertThrowsError(try ShareFileWriter.write(SharedFile(fileName: "", mimeType: "text/csv", data: Data())))
    }

    func testTheRefusalOfAnUpdateIsItsLastRefusedEvent() {
        let refusal = RefusalInfo(reason: .alreadyPlaced, code: "already_placed", cell: nil, color: nil)
        let cell = CellPos(x: 2, y: 3)
        let update = FrameUpdate(events: [
            EventRecord(seq: 1, event: .turnStarted(side: .blue)),
            EventRecord(seq: 2, event: .refused(refusal: refusal, cell: cell)),
        ])
        XCTAssertEqual(update.refusal, refusal)
        XCTAssertEqual(update.flashCell, cell)
        XCTAssertNil(FrameUpdate(events: []).refusal)
    }

    func testTheBoardThemeFollowsTheSystemUnlessChosen() {
        var settings = GameSettings()
        XCTAssertEqual(settings.boardTheme(systemIsDark: true), .dark)
        XCTAssertEqual(settings.boardTheme(systemIsDark: false), .light)
        settings.theme = .light
        XCTAssertEqual(settings.boardTheme(systemIsDark: true), .light)
    }

    /// The player's positions follow the built-ins, which stay grouped (R9).
    func testTheCatalogPutsThePlayersPositionsAfterTheBuiltIns() {
        let builtins = builtinPositionList().map { LibraryPositionModel(id: nil, position: $0) }
        let mine = LibraryPositionModel(id: "p1", position: builtinPositionList()[0])
        let catalog = NewGameCatalog(entries: builtins + [mine])
        XCTAssertEqual(catalog.groups.flatMap(\.positions).count, 12)
        XCTAssertEqual(catalog.library, [mine])
    }

    // MARK: Share (SCREENS.md, Share)

    /// R8: the result is offered only once the game is over.
    func testTheResultIsSharedOnlyAfterTheEnd() throws {
        let session = try GameSession.newBuiltin(key: "pyramid", rounds: nil)
        XCTAssertFalse(ShareAction.available(for: session.view()).contains(.result))
        XCTAssertNil(session.agreeEnd())
        XCTAssertEqual(ShareAction.available(for: session.view()), ShareAction.allCases)
    }

    func testEachShareActionCarriesItsOwnPart() throws {
        let session = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        let texts = AppTexts(languages: ["en"])
        let link = try SharePayload.make(.positionLink, of: session, texts: texts, theme: .light)
        XCTAssertEqual(link.files, [])
        XCTAssertTrue(try XCTUnwrap(link.text).contains(try XCTUnwrap(session.positionLink())))
        let csv = try SharePayload.make(.positionFile, of: session, texts: texts, theme: .light)
        XCTAssertNil(csv.text)
        XCTAssertEqual(csv.files.map(\.mimeType), ["text/csv"])
        XCTAssertEqual(csv.files.first.map { String(decoding: $0.data, as: UTF8.self) }, session.positionCsv())
        let picture = try SharePayload.make(.positionPicture, of: session, texts: texts, theme: .dark)
        XCTAssertEqual(picture.files.map(\.mimeType), ["image/png"])
        let game = try SharePayload.make(.game, of: session, texts: texts, theme: .light)
        XCTAssertEqual(game.files.map(\.mimeType), ["application/json"])
        let received = try Receiving.file(try XCTUnwrap(game.files.first).data)
        XCTAssertEqual(received.preview.positionName, session.view().positionName)
        let gameLink = try SharePayload.make(.gameLink, of: session, texts: texts, theme: .light)
        XCTAssertEqual(gameLink.files, [])
        let shared = try session.shareGame(language: texts.language, theme: .light, now: LocalTimeModel(Date()))
        XCTAssertTrue(try XCTUnwrap(gameLink.text).contains(try XCTUnwrap(shared.link)))
    }

    func testTheResultIsRefusedBeforeTheEndWithACode() throws {
        let session = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        XCTAssertThrowsError(try SharePayload.make(.result, of: session, texts: AppTexts(languages: ["en"]),
                                                   theme: .light)) { error in
            XCTAssertEqual((error as? DlError)?.code, "share_game_not_over")
        }
    }

    func testTheGameFileIsNamedWithTheLocalTime() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
        let date = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 9, minute: 5)))
        let time = LocalTimeModel(date, calendar: calendar)
        XCTAssertEqual(time, LocalTimeModel(year: 2026, month: 12, day: 1, hour: 9, minute: 5))
    }
}
