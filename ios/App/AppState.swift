import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The one holder the SwiftUI views observe (issue 19): the screen `DlApp` gives, read again on
/// the main actor after each input and each change told from Rust's threads, and the effects
/// handed to the `EffectPerformer`. It keeps no state of its own beyond what iOS needs to
/// present (the share anchor, the cover for hidden information).
@MainActor
@Observable
final class AppState {
    /// The screen to paint; nil when the app could not start.
    private(set) var screen: Screen?
    /// The player's sentence when the app could not start.
    private(set) var failure: String?
    /// Whether Rust asked to cover the app switcher's picture (Color Brake ABAB's hand).
    private(set) var coverHidden = false
    /// Where the control that may open the share sheet was last pressed, in window coordinates.
    var shareAnchor: CGRect = .zero
    /// Whether the system's file importer is shown (`Effect.pickFile`), and for which types.
    var picking = false
    private(set) var pickTypes: [String] = []

    @ObservationIgnored private var driver: AppDriver?
    private let performer = EffectPerformer()

    /// Launches the app on `directory` (the store's folder by default; a temporary one for
    /// previews) in the system's languages.
    init(directory: URL = LaunchPlace.dataDirectory, dark: Bool = false) {
        do {
            let driver = try AppDriver(dataDirectory: directory, languages: LaunchPlace.languages,
                                       doubleTapMs: LaunchPlace.doubleTapMs, dark: dark)
            self.driver = driver
            screen = driver.screen
            driver.onScreen = { [weak self] in self?.screen = $0 }
            driver.onEffects = { [weak self] in self?.perform($0) }
        } catch {
            failure = AppDriver.message(of: error)
        }
    }

    /// Sends an input to the app.
    func send(_ input: Input) {
        driver?.send(input)
    }

    /// Presses a control.
    func press(_ control: Control) {
        send(.press(control: control))
    }

    /// Carries out the effects Rust asked for, in order.
    private func perform(_ effects: [Effect]) {
        for effect in effects {
            if case let .coverHidden(on) = effect {
                coverHidden = on
            } else if case let .pickFile(mimeTypes) = effect {
                pickTypes = mimeTypes
                picking = true
            } else {
                performer.perform(effect, anchor: shareAnchor)
            }
        }
    }
}
