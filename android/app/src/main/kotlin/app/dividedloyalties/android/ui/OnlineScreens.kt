package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import app.dividedloyalties.ui.ChatModel
import app.dividedloyalties.ui.Field
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.PlayOnlineModel
import app.dividedloyalties.ui.RoomModel

/** "Play online" (issue 23): the player's name and the room's, then Join. */
@Composable
fun PlayOnlineScreen(model: PlayOnlineModel, send: (Input) -> Unit) = ScrollScreen {
    TextEntry(Field.OnlineName, model.name, model.nameLabel, send)
    TextEntry(Field.OnlineRoom, model.room, model.roomLabel, send)
    ControlButton(model.join, send, Emphasis.FILLED, Modifier.fillMaxWidth())
}

/** The room joined: its name, the chat, the host's position choice, Continue and Leave. */
@Composable
fun RoomScreen(model: RoomModel, send: (Input) -> Unit) = ScrollScreen {
    Heading(model.room)
    ChatPanel(model.chat, send)
    ControlRow(listOfNotNull(model.choosePosition, model.continueGame, model.leave), send)
}

/**
 * The room's chat (on the room screen and under an online game): who is who or what is
 * awaited (a polite live region, so TalkBack reads a change), the lines, the line being
 * typed, Rejoin (while the app waits to open the room again), Send and Share the room.
 */
@Composable
fun ChatPanel(chat: ChatModel, send: (Input) -> Unit) {
    Column {
        Text(chat.status, Modifier.semantics { liveRegion = LiveRegionMode.Polite })
        chat.lines.forEach { Quiet(it) }
        TextEntry(Field.Chat, chat.draft, chat.fieldLabel, send)
        ControlRow(listOfNotNull(chat.rejoin, chat.send, chat.share), send)
    }
}
