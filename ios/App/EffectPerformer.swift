import DividedLoyaltiesCore
import GameShell
import UIKit

/// Carries out what only iOS can do (`Effect`): the system share sheet (on iPad a popover
/// anchored to the control pressed), opening an address, a haptic, a VoiceOver announcement in
/// the language of its text, the per-app language and keeping the display on during a game.
@MainActor
final class EffectPerformer {
    private let notice = UINotificationFeedbackGenerator()
    private let impact = UIImpactFeedbackGenerator(style: .light)

    /// Carries out one effect; `anchor` is the pressed control's frame in window coordinates.
    func perform(_ effect: Effect, anchor: CGRect) {
        switch effect {
        case let .share(items):
            share(items, anchor: anchor)
        case let .announce(text, language):
            // Read in the text's own language, whatever the system's voice (issue 22, point 9).
            let spoken = NSAttributedString(string: text, attributes: [.accessibilitySpeechLanguage: language])
            UIAccessibility.post(notification: .announcement, argument: spoken)
        case let .haptic(kind):
            switch kind {
            case .refused: notice.notificationOccurred(.error)
            case .played: impact.impactOccurred()
            case .gameOver: notice.notificationOccurred(.success)
            }
        case let .openUrl(url):
            if let address = URL(string: url) { UIApplication.shared.open(address) }
        case let .setAppLanguage(tag):
            // The app's texts already follow the choice (Rust formats them); what iOS itself
            // draws (the share sheet, permission texts) follows it from the next launch.
            if let tag {
                UserDefaults.standard.set([tag], forKey: "AppleLanguages")
            } else {
                UserDefaults.standard.removeObject(forKey: "AppleLanguages")
            }
        case .coverHidden:
            break // painted by the app's cover (AppState.coverHidden)
        case .pickFile:
            break // presented by the root view's file importer (AppState.picking)
        case let .keepScreenOn(on):
            // A game is on screen: a player may think for minutes without touching it.
            UIApplication.shared.isIdleTimerDisabled = on
        }
    }

    /// The share sheet with the items' texts and files (written to `tmp/share-…`).
    private func share(_ items: [ShareItem], anchor: CGRect) {
        guard let content = try? ShareFiles.write(items), let top = topViewController() else { return }
        let things: [Any] = content.map { thing -> Any in
            switch thing {
            case let .text(text): return text
            case let .file(url): return url
            }
        }
        let sheet = UIActivityViewController(activityItems: things, applicationActivities: nil)
        if let popover = sheet.popoverPresentationController, let window = top.view.window {
            // iPad: a popover must have an anchor; the control pressed, in window coordinates.
            popover.sourceView = window
            popover.sourceRect = anchor == .zero
                ? CGRect(x: window.bounds.midX, y: window.bounds.midY, width: 0, height: 0) : anchor
        }
        top.present(sheet, animated: true)
    }

    /// The view controller on top of the key window, to present from.
    private func topViewController() -> UIViewController? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        var top = scenes.flatMap(\.windows).first { $0.isKeyWindow }?.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }
}
