import SwiftUI

/// The app's message (an error in the player's language, files the store moved aside) as an
/// alert with OK, on the view it modifies when `shown`: the game screen while no sheet is up,
/// and the sheet on top of it otherwise — an alert of a view behind a sheet is never seen, so
/// a problem met on the saved games or the new-game screen is told there.
struct MessageAlert: ViewModifier {
    let model: AppModel
    /// Whether this view is the one on top (the game screen: no sheet is up).
    let shown: Bool

    func body(content: Content) -> some View {
        content.alert(model.message ?? "", isPresented: presented) {
            Button(model.texts.label(.ok), role: .cancel) { model.message = nil }
        }
    }

    private var presented: Binding<Bool> {
        Binding(get: { shown && model.message != nil }, set: { if !$0 { model.message = nil } })
    }
}
