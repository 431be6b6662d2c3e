import DividedLoyaltiesCore
import SwiftUI

extension AppState {
    /// An app on a fresh temporary folder, for Xcode's previews, after `inputs`.
    static func preview(_ inputs: Input...) -> AppState {
        let folder = FileManager.default.temporaryDirectory.appending(path: "dl-preview-\(UUID().uuidString)")
        let state = AppState(directory: folder)
        inputs.forEach(state.send)
        return state
    }
}

#Preview("New game") {
    RootView(state: .preview())
}

#Preview("Game") {
    RootView(state: .preview(.press(control: .startPosition(key: "up-the-stairs"))))
}

#Preview("Games") {
    RootView(state: .preview(.press(control: .games)))
}

#Preview("Discorder") {
    RootView(state: .preview(.press(control: .newGame(game: .discorder)), .press(control: .startDiscorder)))
}

#Preview("Color Brake ABAB") {
    RootView(state: .preview(.press(control: .newGame(game: .colorBrake)), .press(control: .startColorBrake)))
}

#Preview("Settings") {
    RootView(state: .preview(.press(control: .settings)))
}

#Preview("Editor") {
    RootView(state: .preview(.press(control: .newPosition(width: 9, height: 9))))
}
