import GameShell
import SwiftUI

/// The app: one window with the game screen; links and files arrive through `.onOpenURL`
/// (the scheme, and documents opened with the app, read with security-scoped access), and the
/// current game is written when the scene goes to the background, where the computer stops
/// thinking until the scene is active again (SCREENS.md, Lifecycle; issue 11).
@main
struct DividedLoyaltiesApp: App {
    @State private var model = AppModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            GameScreen(model: model)
                .preferredColorScheme(colorScheme(model.settings.theme))
                .environment(\.locale, Locale(identifier: model.texts.language))
                .onOpenURL { url in model.open(url) }
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .background: model.enterBackground()
            case .active: model.enterForeground()
            default: break
            }
        }
    }

    private func colorScheme(_ theme: GameSettings.Theme) -> ColorScheme? {
        switch theme {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}
