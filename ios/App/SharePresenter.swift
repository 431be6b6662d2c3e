import UIKit

/// Presents the system share sheet (`UIActivityViewController`) with a text and/or a file URL
/// (PLATFORMS.md, iOS "Share"). On iPad the sheet is a popover and must have an anchor, or
/// presenting it crashes: it is anchored to the middle of the presenting view, without an arrow.
@MainActor
enum SharePresenter {
    static func present(_ items: [Any]) {
        guard !items.isEmpty, let presenter = topViewController() else { return }
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: presenter.view.bounds.midX, y: presenter.view.bounds.midY,
                                        width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        presenter.present(sheet, animated: true)
    }

    private static func topViewController() -> UIViewController? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let window = scenes.flatMap(\.windows).first { $0.isKeyWindow }
        var top = window?.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }
}
