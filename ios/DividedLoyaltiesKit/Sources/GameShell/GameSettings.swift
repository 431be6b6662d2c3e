import DividedLoyaltiesCore
import Foundation

/// The player's settings (SCREENS.md, Settings): language, theme, colour-blind symbols, haptics.
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

    /// The language of the app's texts: a tag of `availableLanguages()`, or nil to follow the
    /// system (whose list starts with the per-app language of the system Settings app when the
    /// player chose one there).
    public var language: String?
    /// The colour scheme; follows the system by default.
    public var theme: Theme = .system
    /// Letters on the stones besides their colour (colour-blind safe); on by default.
    public var colorBlindSymbols = true
    /// A short haptic when an action is refused; on by default.
    public var haptics = true

    /// The default settings.
    public init() {}

    /// The board's palette and pictures for this theme, `systemIsDark` telling what the
    /// system shows when the theme follows it.
    public func boardTheme(systemIsDark: Bool) -> ThemeModel {
        switch theme {
        case .system: return systemIsDark ? .dark : .light
        case .light: return .light
        case .dark: return .dark
        }
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
