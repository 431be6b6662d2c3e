import DividedLoyaltiesCore
import GameShell
import SwiftUI
import UIKit

/// The app: one window painting the screen `DlApp` gives (issue 19). Links and files arrive
/// through `.onOpenURL`; the scene's phase, the system's languages and appearance go to Rust as
/// inputs; the share folders and the Inbox are emptied at launch; hidden information is covered
/// while the scene is not active, when Rust says some is on screen.
@main
struct DividedLoyaltiesApp: App {
    @State private var state: AppState
    @State private var appearance = SystemAppearance()
    @Environment(\.scenePhase) private var scenePhase

    /// Cleans the share folders and the Inbox, then launches the app.
    init() {
        ShareFiles.cleanUp()
        initLogging()
        _state = State(initialValue: AppState(dark: Self.systemDark))
    }

    var body: some Scene {
        WindowGroup {
            RootView(state: state)
                .onOpenURL { url in state.send(Received.input(for: url)) }
                .overlay {
                    if scenePhase != .active && state.coverHidden {
                        Rectangle().fill(.background).ignoresSafeArea().accessibilityHidden(true)
                    }
                }
                .onReceive(NotificationCenter.default.publisher(for: NSLocale.currentLocaleDidChangeNotification)) { _ in
                    state.send(.languages(tags: LaunchPlace.languages))
                }
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .background: state.send(.background)
            case .active:
                appearance.follow { dark in state.send(.appearance(dark: dark)) }
                state.send(.appearance(dark: Self.systemDark))
                state.send(.foreground)
            default: break
            }
        }
    }

    /// The system's appearance, whatever the app's own theme makes the window show (the
    /// screen's traits are not overridden by the window's).
    private static var systemDark: Bool {
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
        return (scene?.screen.traitCollection ?? UITraitCollection.current).userInterfaceStyle == .dark
    }
}

/// Follows the system's appearance while the app runs (a change in Control Center or at sunset):
/// the window scene's traits are the system's, whatever theme the app's window is forced to.
@MainActor
final class SystemAppearance {
    private var following = false

    /// Calls `changed` with whether the system is dark on each change, once registered on the
    /// app's window scene (the first time a scene exists).
    func follow(_ changed: @escaping (Bool) -> Void) {
        guard !following,
              let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first else { return }
        following = true
        scene.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (scene: UIWindowScene, _: UITraitCollection) in
            changed(scene.traitCollection.userInterfaceStyle == .dark)
        }
    }
}
