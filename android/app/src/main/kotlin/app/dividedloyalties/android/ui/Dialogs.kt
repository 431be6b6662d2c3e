package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.unit.dp
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.Label
import app.dividedloyalties.shell.Question
import app.dividedloyalties.shell.ShareAction
import app.dividedloyalties.shell.Texts

/** The game screen's question: the dot stone going back (R4.3), or the agreement to end (R8). */
@Composable
fun QuestionDialog(question: Question, texts: Texts, onAnswer: (Boolean) -> Unit) {
    val words = texts.question(question)
    AlertDialog(
        onDismissRequest = { onAnswer(false) },
        title = { Text(words.title) },
        text = { Text(words.body) },
        confirmButton = { TextButton(onClick = { onAnswer(true) }) { Text(words.yes) } },
        dismissButton = { TextButton(onClick = { onAnswer(false) }) { Text(words.no) } }
    )
}

/**
 * The preview card of a received game or position (SCREENS.md "Launch", "Receiving"): its
 * drawing and name; the game on screen is replaced only on Open.
 */
@Composable
fun PreviewDialog(frame: ViewModel, texts: Texts, onAnswer: (Boolean) -> Unit) {
    AlertDialog(
        onDismissRequest = { onAnswer(false) },
        title = { Text(frame.positionName) },
        text = {
            Column(
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.spacedBy(12.dp)
            ) {
                BoardThumbnail(frame, 180.dp)
                Text(texts.openReceived(frame.positionName))
            }
        },
        confirmButton = {
            TextButton(onClick = { onAnswer(true) }) { Text(texts.label(Label.OPEN)) }
        },
        dismissButton = {
            TextButton(onClick = { onAnswer(false) }) { Text(texts.label(Label.CANCEL)) }
        }
    )
}

/** The Share menu: one entry per payload the game offers, link and file apart (SCREENS.md "Share"). */
@Composable
fun ShareDialog(
    actions: List<ShareAction>,
    texts: Texts,
    onShare: (ShareAction) -> Unit,
    onDismiss: () -> Unit
) {
    AlertDialog(
        onDismissRequest = onDismiss,
        title = { Text(texts.label(Label.SHARE)) },
        text = {
            Column {
                if (actions.isEmpty()) Text(texts.label(Label.NOT_AVAILABLE_YET))
                for (action in actions) {
                    TextButton(onClick = { onShare(action) }) { Text(texts.label(action.label)) }
                }
            }
        },
        confirmButton = { TextButton(onClick = onDismiss) { Text(texts.label(Label.CANCEL)) } }
    )
}
