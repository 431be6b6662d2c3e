import DividedLoyaltiesCore
import Foundation

/// The share actions of the menu and the result card (SCREENS.md, Share). WhatsApp often keeps
/// only one of a text and a file, so links and files are separate actions.
public enum ShareAction: CaseIterable, Hashable {
    /// The position's link (the web version's address, opens without the app).
    case positionLink
    /// The position as a CSV file (R9).
    case positionFile
    /// The board picture (PNG).
    case positionPicture
    /// The game file, with the game link as text (correspondence play).
    case game
    /// The final board's picture with a one-line result text.
    case result

    /// The text key of the action's menu entry.
    public var title: UIText {
        switch self {
        case .positionLink: return .sharePositionLink
        case .positionFile: return .sharePositionFile
        case .positionPicture: return .sharePositionPicture
        case .game: return .shareGame
        case .result: return .shareResult
        }
    }
}

/// A file to hand to the share sheet: its name, type and bytes, all from the Rust payloads.
public struct SharedFile: Equatable {
    /// The file name the receiver sees.
    public let fileName: String
    /// Its MIME type (for the share sheet's type and the receiving app).
    public let mimeType: String
    /// Its content.
    public let data: Data

    /// A file to share.
    public init(fileName: String, mimeType: String, data: Data) {
        self.fileName = fileName
        self.mimeType = mimeType
        self.data = data
    }
}

/// What one share action hands to the system share sheet: a text (link or message), a file,
/// or both.
public struct SharePayload: Equatable {
    /// The text or link.
    public let text: String?
    /// The file.
    public let file: SharedFile?

    /// A payload.
    public init(text: String?, file: SharedFile?) {
        self.text = text
        self.file = file
    }
}

/// The source of share payloads: dl-app's share module through the bindings, plugged in in
/// phase 2 (texts, links, file names, MIME types and bytes are all decided in Rust).
public protocol ShareProvider {
    /// The actions the menu offers for this game, in menu order.
    func availableActions(for session: GameSession) -> [ShareAction]
    /// The payload of one action.
    func payload(for action: ShareAction, of session: GameSession) throws -> SharePayload
}

/// Writes a shared file where the share sheet can read it: a fresh folder under the temporary
/// directory, so that two shares never write the same file.
public enum ShareFileWriter {
    /// Why a file could not be written.
    public enum Failure: Error, Equatable {
        /// The payload's file name has no usable last component.
        case badFileName(String)
    }

    /// The URL of the written file. Only the last component of the payload's name is used, so
    /// a name can never point outside the share folder.
    public static func write(_ file: SharedFile) throws -> URL {
        let name = (file.fileName as NSString).lastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else {
            throw Failure.badFileName(file.fileName)
        }
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "share-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appending(path: name, directoryHint: .notDirectory)
        try file.data.write(to: url, options: .atomic)
        return url
    }
}
