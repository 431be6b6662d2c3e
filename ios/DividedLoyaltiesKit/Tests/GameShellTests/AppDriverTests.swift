import DividedLoyaltiesCore
import Foundation
import GameShell
import XCTest

/// The driver over the real library in a temporary folder: the first screen, an input and its
/// new screen, the listener's hop to the main actor, effects taken once, a relaunch on the same
/// game, and a folder the app cannot use refused with the player's sentence.
@MainActor
final class AppDriverTests: XCTestCase {
    /// A fresh folder for the test, removed when it ends.
    private func makeFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "dl-driver-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// A driver on `folder`, in English.
    private func launch(_ folder: URL) throws -> AppDriver {
        try AppDriver(dataDirectory: folder, languages: ["en"], doubleTapMs: LaunchPlace.doubleTapMs, dark: false)
    }

    func testFirstLaunchStartsAGameFromTheNewGameScreenAndResumesIt() throws {
        let folder = makeFolder()
        var stones = 0
        do {
            let driver = try launch(folder)
            XCTAssertEqual(driver.screen.route, .newGame(game: .dividedLoyalties))
            guard case let .newGame(model) = driver.screen.body,
                  let start = model.groups.first?.positions.first?.button else {
                return XCTFail("the new-game screen: \(driver.screen.body)")
            }
            var screens: [Screen] = []
            var effects: [Effect] = []
            driver.onScreen = { screens.append($0) }
            driver.onEffects = { effects += $0 }
            driver.send(.press(control: start.control))
            XCTAssertEqual(driver.screen.route, .game)
            XCTAssertEqual(screens.last, driver.screen)
            guard case let .game(game) = driver.screen.body else { return XCTFail("the game: \(driver.screen.body)") }
            // A cell offers "place" for any colour; the rules may refuse the selected one there.
            for cell in game.board.cells where cell.actions.contains(where: { $0.action == .place }) {
                driver.send(.cell(x: cell.x, y: cell.y, action: .place))
                guard case let .game(after) = driver.screen.body else { return XCTFail("still the game") }
                stones = after.board.stones.count
                if stones > 0 { break }
            }
            XCTAssertEqual(stones, 1)
            XCTAssertTrue(effects.contains { if case let .announce(text, language) = $0 {
                return !text.isEmpty && language == "en" } else { return false } })
            let count = effects.count
            driver.refresh()
            XCTAssertEqual(effects.count, count, "each effect is given once")
            driver.send(.background)
        }
        let again = try launch(folder)
        XCTAssertEqual(again.screen.route, .game)
        guard case let .game(resumed) = again.screen.body else { return XCTFail("the same game") }
        XCTAssertEqual(resumed.board.stones.count, stones)
    }

    func testTheListenerHopsToTheMainActorWithTheRevision() async throws {
        let told = expectation(description: "told on the main actor")
        let listener = ScreenListener { revision in
            MainActor.assertIsolated()
            XCTAssertEqual(revision, 7)
            told.fulfill()
        }
        Thread.detachNewThread { listener.onChange(revision: 7) }
        await fulfillment(of: [told], timeout: 5)
    }

    func testAFileIsNoDataFolder() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "dl-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try AppDriver(dataDirectory: file, languages: ["de"], doubleTapMs: 300, dark: false)) {
            guard case let .Store(code, _)? = $0 as? LaunchFailure else { return XCTFail("a LaunchFailure: \($0)") }
            XCTAssertEqual(code, "store_not_a_directory")
            XCTAssertTrue(AppDriver.message(of: $0).hasSuffix("Der Ordner der Spieldaten ist kein Ordner."))
        }
    }
}
