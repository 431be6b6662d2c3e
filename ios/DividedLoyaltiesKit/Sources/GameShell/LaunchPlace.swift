import Foundation

/// Where and how the app is launched on iOS: the store's folder in Application Support (backed
/// up, never shown in Files), the system's languages, and the double-tap timeout this app chose
/// (iOS has no system value; Rust tells tap from double tap with it).
public enum LaunchPlace {
    /// The double-tap timeout in milliseconds, given to `DlApp.launch`.
    public static let doubleTapMs: UInt64 = 300

    /// The store's folder: `Application Support/DividedLoyalties`.
    public static var dataDirectory: URL {
        URL.applicationSupportDirectory.appending(path: "DividedLoyalties", directoryHint: .isDirectory)
    }

    /// The system's preferred languages (BCP 47 tags, most wanted first; the per-app language
    /// first when the player chose one in the Settings app).
    public static var languages: [String] {
        Locale.preferredLanguages
    }

    /// A monotonic time in milliseconds for a touch (`Input.touch`'s `atMs`).
    public static func nowMs() -> UInt64 {
        UInt64(ProcessInfo.processInfo.systemUptime * 1000)
    }
}
