import DividedLoyaltiesCore
import Foundation

/// A received link or file that became a game, waiting for the player's yes on the preview
/// card (SCREENS.md, Launch and Receiving): it never replaces the game on screen by itself.
public struct ReceivedGame {
    /// The game, ready to play.
    public let session: GameSession
    /// Its first frame, for the preview card (position name, turn, the board).
    public let preview: ViewModel

    /// A received game and its preview.
    public init(session: GameSession) {
        self.session = session
        preview = session.view()
    }
}

/// The one entry point for everything that arrives from outside: the app's scheme, web-version
/// links, CSV files, game files and web saves (SCREENS.md, Receiving). Phase 2 plugs in the
/// dl-app entry point through the bindings; until then `SessionReceivingRouter`. A refusal is a
/// thrown `DlError`, formatted by `GameTexts.error`.
public protocol ReceivingRouter {
    /// A link: opened by `.onOpenURL`, or pasted ("Open link" reads the clipboard on a tap).
    func receive(link: String) throws -> ReceivedGame
    /// The bytes of a file opened with the app ("Open in", the Files app, a share).
    func receive(file: Data) throws -> ReceivedGame
}

/// The interim router of phase 1 over the session's own constructors: `fromLink` for links,
/// `fromFile` for files (saved game, web save or CSV, told apart by content in Rust).
public struct SessionReceivingRouter: ReceivingRouter {
    /// The router.
    public init() {}

    public func receive(link: String) throws -> ReceivedGame {
        ReceivedGame(session: try GameSession.fromLink(link: link))
    }

    public func receive(file: Data) throws -> ReceivedGame {
        ReceivedGame(session: try GameSession.fromFile(bytes: file))
    }
}

/// Reads a file handed to the app (document opening, `.onOpenURL` with a file URL, the file
/// picker) with security-scoped access, copying its bytes at once (PLATFORMS.md, iOS "Receive").
public enum ReceivedFileReader {
    /// A memory guard, well above every file the core accepts: a longer file is read only up
    /// to one byte past it, and the core then refuses it as too large with its own code.
    public static let readLimit = 4 << 20

    /// The file's bytes (at most `readLimit + 1`).
    public static func read(_ url: URL) throws -> Data {
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.read(upToCount: readLimit + 1) ?? Data()
    }
}
