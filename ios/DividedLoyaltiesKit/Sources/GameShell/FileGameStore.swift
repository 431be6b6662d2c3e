import Foundation

/// The interim store of phase 1: the current game and the kept unfinished games as files under
/// Application Support (PLATFORMS.md, iOS "Persist"), written atomically. dl-app's store
/// replaces it in phase 2 (it lists, names and thumbnails saved games, which this one does not).
public final class FileGameStore: GameStore {
    /// Why the store refused to write.
    public enum Failure: Error, Equatable {
        /// The current-game file exists but was not read in this run: writing would overwrite
        /// a game the app never saw.
        case currentGameNotReadFirst
        /// The file read back after writing differs from what was written.
        case readBackMismatch(URL)
    }

    private let directory: URL
    private let savedDirectory: URL
    private var currentGameRead = false

    /// A store in `directory` (created when missing), by default
    /// `Application Support/DividedLoyalties`.
    public init(directory: URL = URL.applicationSupportDirectory
        .appending(path: "DividedLoyalties", directoryHint: .isDirectory)) throws {
        self.directory = directory
        savedDirectory = directory.appending(path: "saved", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: savedDirectory, withIntermediateDirectories: true)
    }

    private var currentGameURL: URL {
        directory.appending(path: "current-game.json", directoryHint: .notDirectory)
    }

    /// Reads the current game; after this call the store may overwrite it.
    public func readCurrentGame() throws -> String? {
        defer { currentGameRead = true }
        guard FileManager.default.fileExists(atPath: currentGameURL.path(percentEncoded: false)) else {
            return nil
        }
        return try String(contentsOf: currentGameURL, encoding: .utf8)
    }

    /// Writes the current game atomically and reads it back. Refuses to replace a file it has
    /// not read first (a player never loses a game).
    public func writeCurrentGame(_ savedGameJSON: String) throws {
        let exists = FileManager.default.fileExists(atPath: currentGameURL.path(percentEncoded: false))
        if exists && !currentGameRead {
            throw Failure.currentGameNotReadFirst
        }
        try writeAndReadBack(savedGameJSON, to: currentGameURL)
        currentGameRead = true
    }

    /// Keeps an unfinished game as a new file in `saved/`, never replacing one.
    public func keepInSavedGames(_ savedGameJSON: String) throws {
        let name = "game-\(UUID().uuidString).json"
        try writeAndReadBack(savedGameJSON, to: savedDirectory.appending(path: name, directoryHint: .notDirectory))
    }

    /// The kept games' files, newest first (the Saved games screen of phase 2 lists them).
    public func savedGameFiles() throws -> [URL] {
        let files = try FileManager.default.contentsOfDirectory(
            at: savedDirectory, includingPropertiesForKeys: [.contentModificationDateKey])
        let dated = try files.map { url -> (URL, Date) in
            let date = try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
            return (url, date ?? .distantPast)
        }
        return dated.sorted { $0.1 > $1.1 }.map { $0.0 }
    }

    private func writeAndReadBack(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        try data.write(to: url, options: .atomic)
        guard try Data(contentsOf: url) == data else { throw Failure.readBackMismatch(url) }
    }
}
