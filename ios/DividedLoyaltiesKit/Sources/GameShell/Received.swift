import DividedLoyaltiesCore
import Foundation

/// What the OS hands the app (a link that opened it, a file opened with it from Files, Mail or
/// WhatsApp) as the one input Rust receives it by (SCREENS.md, Receiving). A file is read at
/// once with security-scoped access; one the system copied into `Documents/Inbox` is removed
/// once read. A file that cannot be read is sent empty, so Rust's refusal says so in the
/// player's language.
public enum Received {
    /// The input for `url`: a file's bytes and name, or a link's text.
    public static func input(for url: URL, documents: URL = URL.documentsDirectory) -> Input {
        guard url.isFileURL else {
            return .receivedText(text: url.absoluteString)
        }
        let scoped = url.startAccessingSecurityScopedResource()
        defer {
            if scoped { url.stopAccessingSecurityScopedResource() }
        }
        let bytes = (try? Data(contentsOf: url)) ?? Data()
        let inboxPath = inbox(documents).resolvingSymlinksInPath().path
        if url.resolvingSymlinksInPath().path.hasPrefix(inboxPath) {
            try? FileManager.default.removeItem(at: url)
        }
        return .receivedFile(bytes: bytes, name: url.lastPathComponent, mime: nil)
    }

    /// The folder the system copies files opened with the app into.
    public static func inbox(_ documents: URL) -> URL {
        documents.appending(path: "Inbox", directoryHint: .isDirectory)
    }
}
