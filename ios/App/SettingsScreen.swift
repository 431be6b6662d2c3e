import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Settings (SCREENS.md): the language (the system's, or one of the catalogs' languages from
/// `availableLanguages()`, each by its own name), theme, colour-blind symbols, haptics. Every
/// change takes effect at once.
struct SettingsScreen: View {
    @Bindable var model: AppModel
    @Environment(\.dismiss) private var dismiss

    private let languages = availableLanguages()

    var body: some View {
        let texts = model.texts
        NavigationStack {
            Form {
                Picker(texts.label(.settingsLanguage), selection: $model.settings.language) {
                    Text(texts.label(.settingsLanguageSystem)).tag(String?.none)
                    ForEach(languages, id: \.tag) { language in
                        Text(verbatim: language.autonym).tag(String?.some(language.tag))
                    }
                }
                Picker(texts.label(.settingsTheme), selection: $model.settings.theme) {
                    Text(texts.label(.settingsThemeSystem)).tag(GameSettings.Theme.system)
                    Text(texts.label(.settingsThemeLight)).tag(GameSettings.Theme.light)
                    Text(texts.label(.settingsThemeDark)).tag(GameSettings.Theme.dark)
                }
                Toggle(texts.label(.settingsSymbols), isOn: $model.settings.colorBlindSymbols)
                Toggle(texts.label(.settingsHaptics), isOn: $model.settings.haptics)
            }
            .navigationTitle(texts.label(.titleSettings))
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(texts.label(.ok)) { dismiss() }
                }
            }
        }
    }
}
