import DividedLoyaltiesCore
import Foundation

/// One thing to hand the share sheet: a text, or a file written for it.
public enum ShareContent: Equatable, Sendable {
    /// A text (a message, a link).
    case text(String)
    /// A file on disk.
    case file(URL)
}

/// The files of a share (`Effect.share`) written where the share sheet can read them, each
/// share in its own `tmp/share-…` folder under the name Rust gave; and the clean-up at launch of
/// those folders and of `Documents/Inbox`, where the system copies received files (issue 22).
public enum ShareFiles {
    /// The prefix of the folders a share writes.
    public static let prefix = "share-"

    /// `items` as the share sheet takes them, the files written under `temporary`.
    public static func write(_ items: [ShareItem],
                             temporary: URL = FileManager.default.temporaryDirectory) throws -> [ShareContent] {
        let folder = temporary.appending(path: prefix + UUID().uuidString, directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try items.map { item -> ShareContent in
            switch item {
            case let .text(text):
                return .text(text)
            case let .file(name, _, bytes):
                let file = folder.appending(path: URL(fileURLWithPath: name).lastPathComponent)
                try bytes.write(to: file, options: .atomic)
                return .file(file)
            }
        }
    }

    /// Removes the share folders under `temporary` and what is left in `documents`' Inbox.
    public static func cleanUp(temporary: URL = FileManager.default.temporaryDirectory,
                               documents: URL = URL.documentsDirectory) {
        let files = FileManager.default
        let shares = (try? files.contentsOfDirectory(at: temporary, includingPropertiesForKeys: nil)) ?? []
        for folder in shares where folder.lastPathComponent.hasPrefix(prefix) {
            try? files.removeItem(at: folder)
        }
        let inbox = Received.inbox(documents)
        for file in (try? files.contentsOfDirectory(at: inbox, includingPropertiesForKeys: nil)) ?? [] {
            try? files.removeItem(at: file)
        }
    }
}
