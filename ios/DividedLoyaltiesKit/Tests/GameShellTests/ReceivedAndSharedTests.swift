import DividedLoyaltiesCore
import Foundation
import GameShell
import XCTest

/// Received links and files as inputs, files written for a share, and the clean-up at launch of
/// the share folders and the Inbox (issue 22, point 7).
final class ReceivedAndSharedTests: XCTestCase {
    /// A fresh folder standing for the app's Documents and tmp, removed when the test ends.
    private func makeRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "dl-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    func testALinkIsSentAsText() throws {
        let root = try makeRoot()
        let url = URL(string: "dividedloyalties://position?x=1")!
        XCTAssertEqual(Received.input(for: url, documents: root), .receivedText(text: url.absoluteString))
    }

    func testAFileIsReadAndRemovedFromTheInbox() throws {
        let root = try makeRoot()
        let inbox = Received.inbox(root)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let file = inbox.appending(path: "game.dlgame.json")
        try Data("{}".utf8).write(to: file)
        XCTAssertEqual(Received.input(for: file, documents: root),
                       .receivedFile(bytes: Data("{}".utf8), name: "game.dlgame.json", mime: nil))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    func testAFileThatCannotBeReadIsSentEmptyForRustToRefuse() throws {
        let root = try makeRoot()
        let missing = root.appending(path: "gone.csv")
        XCTAssertEqual(Received.input(for: missing, documents: root),
                       .receivedFile(bytes: Data(), name: "gone.csv", mime: nil))
    }

    func testAShareWritesItsFilesAndTheCleanUpRemovesThemAndTheInbox() throws {
        let root = try makeRoot()
        let temporary = root.appending(path: "tmp")
        let items: [ShareItem] = [.text(text: "a link"),
                                  .file(name: "../pos.csv", mime: "text/csv", bytes: Data("S1".utf8))]
        let content = try ShareFiles.write(items, temporary: temporary)
        XCTAssertEqual(content.first, .text("a link"))
        guard case let .file(url) = content.last else { return XCTFail("a file") }
        XCTAssertEqual(url.lastPathComponent, "pos.csv")
        XCTAssertEqual(try Data(contentsOf: url), Data("S1".utf8))
        let inbox = Received.inbox(root)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try Data().write(to: inbox.appending(path: "left.csv"))

        ShareFiles.cleanUp(temporary: temporary, documents: root)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: inbox.path), [])
    }
}
