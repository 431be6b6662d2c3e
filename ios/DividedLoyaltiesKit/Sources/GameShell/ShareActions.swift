import DividedLoyaltiesCore
import Foundation

/// The share actions of the menu and the result card (SCREENS.md, Share). WhatsApp often keeps
/// only one of a text and a file, so the link and each file are separate actions.
public enum ShareAction: CaseIterable, Hashable {
    /// The position's link (the web version's address for a built-in, so it opens without the
    /// app; the game link for a custom position), with its message.
    case positionLink
    /// The position as a CSV file (R9).
    case positionFile
    /// The board picture (PNG).
    case positionPicture
    /// The game file (correspondence play: the friend opens it, plays and shares back).
    case game
    /// The game's link (R10): the whole game travels in it, with its message.
    case gameLink
    /// The final board's picture with a one-line result text.
    case result

    /// The label of the action's menu entry.
    public var label: LabelId {
        switch self {
        case .positionLink: return .sharePosition
        case .positionFile: return .sharePositionCsv
        case .positionPicture: return .sharePicture
        case .game: return .shareGame
        case .gameLink: return .shareGameLink
        case .result: return .shareResult
        }
    }

    /// The actions the menu offers for a frame, in menu order: the result only once the game
    /// is over (R8), since the Rust side refuses it before.
    public static func available(for frame: ViewModel) -> [ShareAction] {
        frame.isOver ? allCases : allCases.filter { $0 != .result }
    }
}

/// A file to hand to the share sheet: its name, type and bytes, all from the Rust payloads.
public struct SharedFile: Equatable {
    /// The file name the receiver sees.
    public let fileName: String
    /// Its MIME type.
    public let mimeType: String
    /// Its content.
    public let data: Data

    /// A file to share.
    public init(fileName: String, mimeType: String, data: Data) {
        self.fileName = fileName
        self.mimeType = mimeType
        self.data = data
    }

    init(_ model: SharedFileModel) {
        self.init(fileName: model.fileName, mimeType: model.mimeType, data: model.bytes)
    }
}

/// What one share action hands to the system share sheet: a text (a message, a link) and files.
public struct SharePayload: Equatable {
    /// The text, in the player's language.
    public let text: String?
    /// The files.
    public let files: [SharedFile]

    /// A payload.
    public init(text: String?, files: [SharedFile]) {
        self.text = text
        self.files = files
    }

    /// The payload of `action` for `session`, from dl-app's share payloads: texts, links, file
    /// names, MIME types and bytes are all decided in Rust; this only picks the action's part.
    /// `now` is the local time for the game file's name; `theme` paints the pictures.
    public static func make(_ action: ShareAction, of session: GameSession, texts: AppTexts,
                            theme: ThemeModel, now: Date = Date(),
                            calendar: Calendar = .current) throws -> SharePayload {
        let language = texts.language
        switch action {
        case .positionLink:
            let payload = try session.sharePosition(language: language, theme: theme)
            let message = texts.shareMessage(payload.message)
            return SharePayload(text: payload.link.map { "\(message)\n\($0)" } ?? message, files: [])
        case .positionFile:
            let payload = try session.sharePosition(language: language, theme: theme)
            return SharePayload(text: nil, files: files(payload, mimeType: "text/csv"))
        case .positionPicture:
            let payload = try session.sharePosition(language: language, theme: theme)
            return SharePayload(text: nil, files: files(payload, mimeType: "image/png"))
        case .game:
            let payload = try session.shareGame(language: language, theme: theme,
                                                now: LocalTimeModel(now, calendar: calendar))
            return SharePayload(text: texts.shareMessage(payload.message),
                                files: files(payload, mimeType: "application/json"))
        case .gameLink:
            let payload = try session.shareGame(language: language, theme: theme,
                                                now: LocalTimeModel(now, calendar: calendar))
            let message = texts.shareMessage(payload.message)
            return SharePayload(text: payload.link.map { "\(message)\n\($0)" } ?? message, files: [])
        case .result:
            let payload = try session.shareResult(language: language, theme: theme,
                                                  now: LocalTimeModel(now, calendar: calendar))
            return SharePayload(text: texts.shareMessage(payload.message),
                                files: files(payload, mimeType: "image/png"))
        }
    }

    private static func files(_ payload: SharePayloadModel, mimeType: String) -> [SharedFile] {
        payload.files.filter { $0.mimeType == mimeType }.map(SharedFile.init)
    }
}

extension LocalTimeModel {
    /// The local wall-clock time of `date` (the game file's name carries it).
    public init(_ date: Date, calendar: Calendar = .current) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        self.init(year: UInt16(clamping: parts.year ?? 2000), month: UInt8(clamping: parts.month ?? 1),
                  day: UInt8(clamping: parts.day ?? 1), hour: UInt8(clamping: parts.hour ?? 0),
                  minute: UInt8(clamping: parts.minute ?? 0))
    }
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
