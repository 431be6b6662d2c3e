import DividedLoyaltiesCore
import SwiftUI

/// "Play online" (issue 23): the player's name and the room's, then Join.
struct PlayOnlineScreen: View {
    let state: AppState
    let model: PlayOnlineModel

    var body: some View {
        Form {
            TextField(model.nameLabel, text: Binding(get: { model.name },
                                                     set: { state.send(.text(field: .onlineName, text: $0)) }))
                .textContentType(.nickname)
            TextField(model.roomLabel, text: Binding(get: { model.room },
                                                     set: { state.send(.text(field: .onlineRoom, text: $0)) }))
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            ControlButton(state: state, button: model.join).font(.headline)
        }
    }
}

/// The room joined: its name, the chat, the host's position choice, Continue and Leave.
struct RoomScreen: View {
    let state: AppState
    let model: RoomModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(verbatim: model.room).font(.title2).accessibilityAddTraits(.isHeader)
                ChatPanel(state: state, chat: model.chat)
                ControlRow(state: state, buttons: [model.choosePosition, model.continueGame, model.leave]
                    .compactMap { $0 })
            }
            .padding()
        }
    }
}

/// The room's chat (on the room screen and under an online game): who is who or what is
/// awaited (announced by VoiceOver when it changes), the lines, the line being typed, Rejoin
/// (while the app waits to open the room again), Send and Share the room.
struct ChatPanel: View {
    let state: AppState
    let chat: ChatModel

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(verbatim: chat.status).font(.subheadline).accessibilityAddTraits(.updatesFrequently)
            ForEach(Array(chat.lines.enumerated()), id: \.offset) { _, line in
                Text(verbatim: line).font(.callout).foregroundStyle(.secondary)
            }
            TextField(chat.fieldLabel, text: Binding(get: { chat.draft },
                                                     set: { state.send(.text(field: .chat, text: $0)) }))
                .textFieldStyle(.roundedBorder)
                .onSubmit { state.press(chat.send.control) }
            ControlRow(state: state, buttons: [chat.rejoin, chat.send, chat.share].compactMap { $0 })
        }
    }
}
