import DividedLoyaltiesCore
import Foundation

/// The app object as the main actor uses it (issue 19): `DlApp` launched once, the screen it
/// gives, read again after each input and each change told from Rust's threads, and the effects
/// taken after each; the SwiftUI holder paints `screen` and carries out the effects. It decides
/// nothing: every input goes to Rust as it is.
@MainActor
public final class AppDriver {
    /// The app.
    public let app: DlApp
    /// The screen painted last.
    public private(set) var screen: Screen
    /// Called with each new screen (a new revision).
    public var onScreen: ((Screen) -> Void)?
    /// Called with the effects taken after an input or a change, oldest first.
    public var onEffects: (([Effect]) -> Void)?

    /// Launches the app on `dataDirectory` (created if missing) with the system's `languages`,
    /// the app's double-tap timeout and the system's appearance. Throws `LaunchFailure` (its
    /// text is the player's sentence, `AppDriver.message(of:)`) or the folder's creation error.
    public init(dataDirectory: URL, languages: [String], doubleTapMs: UInt64, dark: Bool) throws {
        if !FileManager.default.fileExists(atPath: dataDirectory.path) {
            // Anything else at that path is Rust's to refuse, in the player's language.
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        }
        let box = DriverBox()
        let listener = ScreenListener { revision in box.driver?.changed(revision) }
        let app = try DlApp.launch(dataDir: dataDirectory.path, languages: languages,
                                   doubleTapMs: doubleTapMs, dark: dark, listener: listener)
        self.app = app
        screen = app.screen()
        box.driver = self
    }

    /// Sends `input` to the app, then reads the screen and the effects again.
    public func send(_ input: Input) {
        app.send(input: input)
        refresh()
    }

    /// Reads the screen again if its revision moved, and takes the effects.
    public func refresh() {
        if app.revision() != screen.revision {
            screen = app.screen()
            onScreen?(screen)
        }
        let effects = app.takeEffects()
        if !effects.isEmpty {
            onEffects?(effects)
        }
    }

    /// The player's sentence for a launch that failed.
    public nonisolated static func message(of error: Error) -> String {
        if case let .Store(_, text)? = error as? LaunchFailure {
            return text
        }
        return error.localizedDescription
    }

    /// A change told from Rust's thread, now on the main actor: older revisions are skipped.
    private func changed(_ revision: UInt64) {
        if revision >= screen.revision {
            refresh()
        }
    }
}

/// The driver as the listener's closure reaches it, once it exists; main-actor isolated, so the
/// closure may carry it across threads.
@MainActor
private final class DriverBox {
    weak var driver: AppDriver?
}
