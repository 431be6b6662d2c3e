import DividedLoyaltiesCore
import Foundation

/// Something received that became a game, waiting for the player's yes on the preview card
/// (SCREENS.md, Launch and Receiving): it never replaces the game on screen by itself.
public struct ReceivedGame {
    /// What arrived, as the Rust side read it: a position, a game, or a file of positions.
    public let arrived: ArrivedModel
    /// The game, ready to play (for a file of several positions, a game on the first).
    public let session: GameSession
    /// Its first frame, for the preview card's board.
    public let preview: ViewModel
    /// The text of a received position file, to start another of its positions
    /// (`GameSession.fromCsv`) or to add them to the player's positions; nil for a link.
    public let positionFile: String?

    /// A received game from the Rust entry point's answer.
    public init(arrival: ArrivalModel, positionFile: String? = nil) {
        arrived = arrival.arrived
        session = arrival.session
        preview = arrival.session.view()
        if case .positionFile = arrival.arrived {
            self.positionFile = positionFile
        } else {
            self.positionFile = nil
        }
    }

    /// Whether it is a position (a new game on it) rather than a game in progress: the card's
    /// title says "Open this position?" or "Open this game?".
    public var isPosition: Bool {
        switch arrived {
        case .position, .positionFile: return true
        case .game: return false
        }
    }

    /// The positions of a received file of several positions, in file order; empty otherwise.
    public var positions: [PositionInfo] {
        if case let .positionFile(positions) = arrived { return positions }
        return []
    }
}

/// The one entry point for everything that arrives from outside (SCREENS.md, Receiving): the
/// app's scheme, web-version links, CSV files, game files and web saves all go to dl-app's
/// `receiveText` / `receiveFile`, which tell them apart. A refusal is a thrown `DlError`,
/// formatted by `AppTexts.error`.
public enum Receiving {
    /// A link: opened by `.onOpenURL`, or pasted ("Open link" reads the clipboard on a tap).
    public static func link(_ text: String) throws -> ReceivedGame {
        ReceivedGame(arrival: try receiveText(text: text))
    }

    /// The bytes of a file opened with the app ("Open in", the Files app, the file picker).
    public static func file(_ data: Data) throws -> ReceivedGame {
        let arrival = try receiveFile(bytes: data)
        return ReceivedGame(arrival: arrival, positionFile: String(data: data, encoding: .utf8))
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
