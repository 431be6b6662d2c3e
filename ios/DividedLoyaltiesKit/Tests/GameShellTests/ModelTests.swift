import DividedLoyaltiesCore
import GameShell
import XCTest

/// The settings model, the new-game catalog, share files and the interim English texts.
final class ModelTests: XCTestCase {
    func testSettingsDefaultToSystemThemeSymbolsAndHaptics() {
        let settings = GameSettings()
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

    func testTheEnglishCellDescriptionNamesRowColumnRegionAndStone() throws {
        let session = try GameSession.newBuiltin(key: "pyramid", rounds: nil)
        let cell = try XCTUnwrap(session.view().cells.first { $0.kind == .region })
        XCTAssertNil(session.tap(x: cell.x, y: cell.y))
        let frame = session.view()
        let placed = try XCTUnwrap(frame.cell(at: CellPos(x: cell.x, y: cell.y)))
        let region = try XCTUnwrap(frame.region(of: placed))
        let text = EnglishTexts().cellDescription(placed, in: frame)
        XCTAssertTrue(text.hasPrefix("Row \(cell.y + 1), column \(cell.x + 1), region \(region.token)"), text)
        XCTAssertTrue(text.contains("stone"), text)
    }
}
