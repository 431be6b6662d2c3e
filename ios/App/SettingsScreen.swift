import GameShell
import SwiftUI
import UIKit

/// Settings (SCREENS.md): theme, colour-blind symbols, haptics, and the language, which on iOS
/// is the per-app language of the system Settings app (the row opens it).
struct SettingsScreen: View {
    @Bindable var model: AppModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            Form {
                Picker(model.texts.text(.theme), selection: $model.settings.theme) {
                    Text(model.texts.text(.themeSystem)).tag(GameSettings.Theme.system)
                    Text(model.texts.text(.themeLight)).tag(GameSettings.Theme.light)
                    Text(model.texts.text(.themeDark)).tag(GameSettings.Theme.dark)
                }
                Toggle(model.texts.text(.colorBlindSymbols), isOn: $model.settings.colorBlindSymbols)
                Toggle(model.texts.text(.haptics), isOn: $model.settings.haptics)
                Button(model.texts.text(.language)) {
                    if let url = URL(string: UIApplication.openSettingsURLString) {
                        openURL(url)
                    }
                }
            }
            .navigationTitle(model.texts.text(.settings))
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(model.texts.text(.ok)) { dismiss() }
                }
            }
        }
    }
}
