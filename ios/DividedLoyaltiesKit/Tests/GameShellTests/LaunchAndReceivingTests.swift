import DividedLoyaltiesCore
import GameShell
import XCTest

/// Launch (SCREENS.md: straight back into the current game) and the interim receiving router.
final class LaunchAndReceivingTests: XCTestCase {
    func testTheFirstLaunchShowsTheNewGameScreen() throws {
        guard case .firstLaunch = try GameLaunch.read(from: RecordingStore()) else {
            return XCTFail("expected the first launch")
        }
    }

    func testALaunchResumesTheCurrentGameExactly() throws {
        let session = try GameSession.newBuiltin(key: "pyramid", rounds: nil)
        let cell = try XCTUnwrap(session.view().cells.first { $0.kind == .region })
        XCTAssertNil(session.tap(x: cell.x, y: cell.y))
        let store = RecordingStore(current: session.saveGame())
        guard case let .resume(resumed) = try GameLaunch.read(from: store) else {
            return XCTFail("expected the current game")
        }
        XCTAssertEqual(resumed.view().stones, session.view().stones)
        XCTAssertEqual(resumed.view().selected, session.view().selected)
    }

    func testAnUnreadableCurrentGameIsKeptAndExplained() throws {
        let store = RecordingStore(current: "not a game")
        guard case let .unreadable(error) = try GameLaunch.read(from: store) else {
            return XCTFail("expected a refusal")
        }
        XCTAssertFalse(error.code.isEmpty)
        XCTAssertEqual(store.keptGames, ["not a game"])
    }

    func testAGameLinkBecomesAPreviewNotAGame() throws {
        let session = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        let received = try SessionReceivingRouter().receive(link: try session.gameLink())
        XCTAssertEqual(received.preview.positionName, session.view().positionName)
    }

    func testAGameFileIsToldApartByContent() throws {
        let session = try GameSession.newBuiltin(key: "octopus", rounds: nil)
        let received = try SessionReceivingRouter().receive(file: Data(session.saveGame().utf8))
        XCTAssertEqual(received.preview.positionName, session.view().positionName)
    }

    func testAGarbageFileIsARefusalWithACode() {
        XCTAssertThrowsError(try SessionReceivingRouter().receive(file: Data("garbage".utf8))) { error in
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
}
