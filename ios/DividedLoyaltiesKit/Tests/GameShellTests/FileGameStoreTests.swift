import GameShell
import XCTest

/// The interim file store never overwrites a game it has not read (a player never loses a game).
final class FileGameStoreTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appending(path: "FileGameStoreTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testAFreshStoreHasNoCurrentGame() throws {
        XCTAssertNil(try FileGameStore(directory: directory).readCurrentGame())
    }

    func testTheCurrentGameSurvivesANewStore() throws {
        let first = try FileGameStore(directory: directory)
        XCTAssertNil(try first.readCurrentGame())
        try first.writeCurrentGame("{\"game\":1}")
        XCTAssertEqual(try FileGameStore(directory: directory).readCurrentGame(), "{\"game\":1}")
    }

    func testAnUnreadCurrentGameIsNeverOverwritten() throws {
        let first = try FileGameStore(directory: directory)
        try first.writeCurrentGame("{\"game\":1}")
        let second = try FileGameStore(directory: directory)
        XCTAssertThrowsError(try second.writeCurrentGame("{\"game\":2}")) { error in
            XCTAssertEqual(error as? FileGameStore.Failure, .currentGameNotReadFirst)
        }
        XCTAssertEqual(try second.readCurrentGame(), "{\"game\":1}")
        try second.writeCurrentGame("{\"game\":2}")
        XCTAssertEqual(try second.readCurrentGame(), "{\"game\":2}")
    }

    func testKeptGamesAreSeparateFilesNewestFirst() throws {
        let store = try FileGameStore(directory: directory)
        try store.keepInSavedGames("{\"game\":1}")
        try store.keepInSavedGames("{\"game\":2}")
        let files = try store.savedGameFiles()
        XCTAssertEqual(files.count, 2)
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        XCTAssertEqual(Set(texts), ["{\"game\":1}", "{\"game\":2}"])
    }
}
