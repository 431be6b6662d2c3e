import GameShell
import SwiftUI

/// The preview card of a received game or position (SCREENS.md, Launch and Receiving): it never
/// replaces the game on screen without the player's yes; the unfinished game stays in Saved games.
struct ReceivedPreviewCard: View {
    let model: AppModel
    let received: ReceivedGame

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                BoardThumbnail(frame: received.preview, texts: model.texts,
                               showSymbols: model.settings.colorBlindSymbols)
                    .frame(maxWidth: 320, maxHeight: 320)
                Text(model.texts.text(.openReceivedMessage(positionName: received.preview.positionName,
                                                           turn: received.preview.turn)))
                    .multilineTextAlignment(.center)
                Button(model.texts.text(.open)) { model.acceptReceived() }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .navigationTitle(model.texts.text(.openReceivedTitle))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(model.texts.text(.cancel)) { model.received = nil }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}
