package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.dividedloyalties.core.ImportReportModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.Confirmation
import app.dividedloyalties.shell.Preview
import app.dividedloyalties.shell.Question
import app.dividedloyalties.shell.ShareEntry
import app.dividedloyalties.shell.Texts

/** The game screen's question: the dot stone going back (R4.3), or the agreement to end (R8). */
@Composable
fun QuestionDialog(question: Question, texts: Texts, onAnswer: (Boolean) -> Unit) {
    YesNoDialog(texts.question(question).let { listOf(it.title, it.body, it.yes, it.no) }, onAnswer)
}

/** A deletion to confirm (SCREENS.md: every delete is confirmed). */
@Composable
fun ConfirmationDialog(confirmation: Confirmation, texts: Texts, onAnswer: (Boolean) -> Unit) {
    YesNoDialog(
        texts.confirmation(confirmation).let {
            listOf(it.title, it.body, it.yes, it.no)
        },
        onAnswer
    )
}

@Composable
private fun YesNoDialog(words: List<String>, onAnswer: (Boolean) -> Unit) {
    val (title, body, yes, no) = words
    AlertDialog(
        onDismissRequest = { onAnswer(false) },
        title = { Text(title) },
        text = { Text(body) },
        confirmButton = { TextButton(onClick = { onAnswer(true) }) { Text(yes) } },
        dismissButton = { TextButton(onClick = { onAnswer(false) }) { Text(no) } }
    )
}

/**
 * The preview card of a received game or position (SCREENS.md "Launch", "Receiving"): its
 * drawing, what it is, and the lines about it; a position file offers each of its positions
 * and "Save" into the player's library. The game on screen is replaced only on Open.
 */
@Composable
fun PreviewDialog(
    preview: Preview,
    frame: ViewModel,
    texts: Texts,
    onChoose: (Int) -> Unit,
    onKeep: (() -> Unit)?,
    onAnswer: (Boolean) -> Unit
) {
    val words = texts.preview(preview.arrived)
    AlertDialog(
        onDismissRequest = { onAnswer(false) },
        title = { Text(words.title) },
        text = {
            Column(
                Modifier.verticalScroll(rememberScrollState()),
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.spacedBy(8.dp)
            ) {
                BoardThumbnail(frame, 180.dp)
                Text(frame.positionName, style = MaterialTheme.typography.titleMedium)
                words.lines.forEach { Text(it) }
                preview.positions.forEachIndexed { index, position ->
                    FilterChip(
                        selected = preview.chosen == index,
                        onClick = { onChoose(index) },
                        label = { Text(position.name) }
                    )
                }
                Text(words.body)
                if (onKeep != null) {
                    TextButton(onClick = onKeep) { Text(texts.label(LabelId.SAVE)) }
                }
            }
        },
        confirmButton = {
            TextButton(onClick = { onAnswer(true) }) { Text(texts.label(LabelId.OPEN)) }
        },
        dismissButton = {
            TextButton(onClick = { onAnswer(false) }) { Text(texts.label(LabelId.CANCEL)) }
        }
    )
}

/**
 * The Share menu: one entry per link and per file, each saying what goes (SCREENS.md "Share";
 * PLATFORMS.md: a link and a file are never one entry).
 */
@Composable
fun ShareDialog(
    entries: List<ShareEntry>,
    texts: Texts,
    onShare: (ShareEntry) -> Unit,
    onDismiss: () -> Unit
) {
    AlertDialog(
        onDismissRequest = onDismiss,
        title = { Text(texts.label(LabelId.TITLE_SHARE)) },
        text = {
            Column(Modifier.verticalScroll(rememberScrollState())) {
                for (entry in entries) {
                    TextButton(onClick = { onShare(entry) }) {
                        Column {
                            Text(texts.label(entry.label))
                            Text(
                                entry.detail,
                                style = MaterialTheme.typography.bodySmall,
                                maxLines = 2
                            )
                        }
                    }
                }
            }
        },
        confirmButton = { TextButton(onClick = onDismiss) { Text(texts.label(LabelId.CANCEL)) } }
    )
}

/** What importing positions did: each position kept, each refused one with its line and reason (R9). */
@Composable
fun ImportReportDialog(report: ImportReportModel, texts: Texts, onDismiss: () -> Unit) {
    AlertDialog(
        onDismissRequest = onDismiss,
        title = { Text(texts.label(LabelId.TITLE_MY_POSITIONS)) },
        text = {
            Column(Modifier.verticalScroll(rememberScrollState())) {
                texts.importReport(report).forEach { Text(it) }
            }
        },
        confirmButton = { TextButton(onClick = onDismiss) { Text(texts.label(LabelId.OK)) } }
    )
}
