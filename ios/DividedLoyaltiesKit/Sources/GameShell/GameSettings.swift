import Foundation

/// The player's settings (SCREENS.md, Settings). The language is not here: on iOS the per-app
/// language is chosen in the system Settings app (the app lists its languages in
/// `CFBundleLocalizations`), and the app reads it from its bundle (`preferredLanguage`).
public struct GameSettings: Codable, Equatable {
    /// The colour scheme.
    public enum Theme: String, Codable, CaseIterable {
        /// Follow the system.
        case system
        /// Always light.
        case light
        /// Always dark.
        case dark
    }

    /// The colour scheme; follows the system by default.
    public var theme: Theme = .system
    /// Letters on the stones besides their colour (colour-blind safe); on by default.
    public var colorBlindSymbols = true
    /// A short haptic when an action is refused; on by default.
    public var haptics = true

    /// The default settings.
    public init() {}

    /// The language the app's texts use: the first of the bundle's localisations that the
    /// player prefers (the system's choice, or the per-app language), as a BCP 47 tag.
    public static func preferredLanguage(bundle: Bundle = .main) -> String {
        bundle.preferredLocalizations.first ?? "en"
    }
}

/// Keeps the settings in `UserDefaults` as one JSON value.
public final class SettingsStore {
    private let defaults: UserDefaults
    private let key: String

    /// A store in `defaults` under `key`.
    public init(defaults: UserDefaults = .standard, key: String = "settings") {
        self.defaults = defaults
        self.key = key
    }

    /// The saved settings, or the defaults when none are saved or they cannot be read (for
    /// example written by a later version).
    public func load() -> GameSettings {
        guard let data = defaults.data(forKey: key),
              let settings = try? JSONDecoder().decode(GameSettings.self, from: data) else {
            return GameSettings()
        }
        return settings
    }

    /// Saves the settings.
    public func save(_ settings: GameSettings) throws {
        defaults.set(try JSONEncoder().encode(settings), forKey: key)
    }
}
