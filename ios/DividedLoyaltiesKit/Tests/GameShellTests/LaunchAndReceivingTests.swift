import DividedLoyaltiesCore
import GameShell
import XCTest

/// Launch (SCREENS.md: straight back into the current game, no question) over the real Rust
/// store, and receiving through the Rust entry point (`receiveText` / `receiveFile`).
final class LaunchAndReceivingTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        super.setUp()
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func testTheFirstLaunchShowsTheNewGameScreen() throws {
        let store = try StoreLocation.open(folder.url)
        guard case .firstLaunch = GameLaunch.read(from: store) else {
            return XCTFail("expected the first launch")
        }
        XCTAssertEqual(store.movedAside(), [])
    }

    /// A game played, then the app killed: the next launch resumes it exactly, selected colour
    /// and all, without writing anything before the next change.
    func testALaunchResumesTheCurrentGameExactly() throws {
        var played: ViewModel?
        do {
            let store = try StoreLocation.open(folder.url)
            let writer = StoreWriter(store: store)
            let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: nil),
                                      writer: writer, isStored: false)
            let cell = try XCTUnwrap(game.frame.cells.first { $0.kind == .region })
            game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
            writer.flush()
            played = game.frame
        }
        let store = try StoreLocation.open(folder.url)
        guard case let .resume(.dividedLoyalties(session)) = GameLaunch.read(from: store) else {
            return XCTFail("expected the current game")
        }
        let frame = session.view()
        XCTAssertEqual(frame.stones, played?.stones)
        XCTAssertEqual(frame.selected, played?.selected)
        XCTAssertEqual(frame.toMove, played?.toMove)
    }

    /// A current-game file the store cannot read is moved aside, kept and reported; the launch
    /// goes to the new-game screen and nothing is overwritten.
    func testAnUnreadableCurrentGameIsMovedAsideAndReported() throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("not a game".utf8).write(to: folder.url.appending(path: "autosave.json"))
        let store = try StoreLocation.open(folder.url)
        guard case .firstLaunch = GameLaunch.read(from: store) else {
            return XCTFail("an unreadable game cannot be resumed")
        }
        let moved = try XCTUnwrap(store.movedAside().first)
        XCTAssertFalse(moved.code.isEmpty)
        XCTAssertEqual(try Data(contentsOf: URL(filePath: moved.to)), Data("not a game".utf8))
    }

    func testASecondStoreOnTheSameFolderIsRefused() throws {
        let first = try StoreLocation.open(folder.url)
        XCTAssertThrowsError(try StoreLocation.open(folder.url)) { error in
            XCTAssertEqual((error as? StoreError)?.code, "store_locked")
        }
        withExtendedLifetime(first) {}
    }

    // MARK: Receiving

    /// R10: a game link becomes a preview of that game, not the game on screen.
    func testAGameLinkBecomesAPreview() throws {
        let session = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        let received = try Receiving.link(try session.gameLink())
        XCTAssertEqual(received.preview.positionName, session.view().positionName)
        XCTAssertNil(received.positionFile)
    }

    /// R10: a built-in's web-version link is a position.
    func testAPositionLinkIsAPosition() throws {
        let session = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        let received = try Receiving.link(try XCTUnwrap(session.positionLink()))
        XCTAssertTrue(received.isPosition)
    }

    func testAGameFileIsToldApartByContent() throws {
        let session = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        let received = try Receiving.file(Data(session.saveGame().utf8))
        XCTAssertEqual(received.preview.positionName, session.view().positionName)
    }

    /// R9: a file of several positions lists them and keeps its text, to play another one.
    func testAFileOfSeveralPositionsListsThem() throws {
        let csv = try String(contentsOf: builtinPositionsFile, encoding: .utf8)
        let received = try Receiving.file(Data(csv.utf8))
        XCTAssertEqual(received.positions.map(\.name), builtinPositionList().map(\.name))
        XCTAssertEqual(received.positionFile, csv)
        XCTAssertTrue(received.isPosition)
    }

    func testAGarbageFileIsARefusalWithACode() {
        XCTAssertThrowsError(try Receiving.file(Data([0xff, 0x00, 0x13]))) { error in
            XCTAssertFalse((error as? DlError)?.code.isEmpty ?? true)
        }
    }

    func testAReceivedFileIsReadUpToOneBytePastTheLimit() throws {
        let url = FileManager.default.temporaryDirectory
            .appending(path: "big-\(UUID().uuidString).json", directoryHint: .notDirectory)
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(count: ReceivedFileReader.readLimit + 10).write(to: url)
        XCTAssertEqual(try ReceivedFileReader.read(url).count, ReceivedFileReader.readLimit + 1)
    }

    /// The repository's file of the 12 built-in positions (R9).
    private var builtinPositionsFile: URL {
        URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../../positions/builtin.csv").standardizedFileURL
    }
}
