import GameShell
import SwiftUI

/// The app: one window with the game screen; links and files arrive through `.onOpenURL`
/// (the scheme, and documents opened with the app, read with security-scoped access), and the
/// current game is written when the scene goes to the background, where the computer stops
/// thinking until the scene is active again (SCREENS.md, Lifecycle; issue 11). A Color Brake
/// game is covered while the scene is not active, so the app switcher shows no hand.
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
                .overlay {
                    // The app switcher's snapshot is taken after the scene turns inactive: a
                    // Color Brake game may show a hand the next player must not see (issue 22).
                    if scenePhase != .active && model.colorBrakeFrame != nil {
                        Rectangle()
                            .fill(.background)
                            .ignoresSafeArea()
                            .accessibilityHidden(true)
                    }
                }
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
