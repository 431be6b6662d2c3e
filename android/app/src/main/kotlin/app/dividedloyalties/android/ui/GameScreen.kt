package app.dividedloyalties.android.ui

import android.content.ClipboardManager
import android.content.Context
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableFloatStateOf
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.GameController
import app.dividedloyalties.shell.Haptic
import app.dividedloyalties.shell.Incoming
import app.dividedloyalties.shell.Screen
import app.dividedloyalties.shell.Thinking
import app.dividedloyalties.shell.hintOffered
import kotlinx.coroutines.delay

/**
 * The game screen (SCREENS.md "Game screen"): the board as the largest square that fits,
 * above the panel in portrait and left of it in landscape and on tablets, edge to edge inside
 * the system bars' insets; the result card once the game is over.
 */
@Composable
fun GameScreen(model: AppModel) {
    val frame = model.frame ?: return
    val game = model.game ?: return
    val texts = model.texts
    val haptic = LocalHapticFeedback.current
    val batch = model.feedback
    var flash by remember { mutableStateOf<CellPos?>(null) }
    var flashSerial by remember { mutableIntStateOf(0) }
    LaunchedEffect(batch.serial) {
        val items = model.unplayed(batch)
        items.firstNotNullOfOrNull { it.flash }?.let {
            flash = it
            flashSerial++
        }
        if (!model.settings.haptics) return@LaunchedEffect
        for (item in items) {
            when (item.haptic) {
                Haptic.REFUSAL -> haptic.performHapticFeedback(HapticFeedbackType.Reject)
                Haptic.CONFIRM -> haptic.performHapticFeedback(HapticFeedbackType.Confirm)
                null -> Unit
            }
        }
    }
    val input = BoardInput(
        touch = { x, y, time -> game.touch(x, y, time) },
        place = { game.placeSelected(it) },
        ring = { game.ringForBridge(it) }
    )
    val symbols = model.settings.colorBlindSymbols
    PlayLayout(
        board = { Board(frame, texts, symbols, flash, flashSerial, input, it) },
        panel = { Panel(model, game, frame, it) }
    )
    model.question?.let { question -> QuestionDialog(question, texts) { game.answer(it) } }
}

/** The panel: players and status, or the result card; Undo, End turn and the menu. */
@Composable
private fun Panel(model: AppModel, game: GameController, frame: ViewModel, modifier: Modifier) {
    val texts = model.texts
    val dark = LocalBoardPalette.current.theme == ThemeModel.DARK
    PlayPanel(modifier) {
        val result = frame.result
        if (result != null) {
            val words = texts.result(result, frame.blue.total, frame.yellow.total)
            Card(Modifier.fillMaxWidth()) {
                Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                    Text(words.title, style = MaterialTheme.typography.titleMedium)
                    Text(words.scores)
                    Text(words.reason)
                    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                        OutlinedButton(onClick = { model.shareGame(dark) }) {
                            Text(texts.label(LabelId.SHARE_RESULT))
                        }
                        Button(onClick = {
                            model.actions.rematch()
                        }) { Text(texts.label(LabelId.REMATCH)) }
                        OutlinedButton(onClick = { model.actions.open(Screen.CHOOSE_GAME) }) {
                            Text(texts.label(LabelId.NEW_GAME))
                        }
                    }
                }
            }
        }
        PlayersAndStatus(frame, texts, model.settings.colorBlindSymbols) { game.selectColor(it) }
        // The hint drawn on the board, in words (TalkBack announces it when it appears).
        frame.hint?.let { StatusLine(texts.hint(it)) }
        if (model.thinking != Thinking.NONE) ThinkingProgress(game)
        model.saveError?.let { error ->
            Text(texts.error(error), color = MaterialTheme.colorScheme.error)
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = { game.undo() }, enabled = frame.canUndo) {
                Text(texts.label(LabelId.UNDO))
            }
            Button(onClick = { game.endTurn() }, enabled = frame.canEndTurn) {
                Text(texts.label(LabelId.END_TURN))
            }
            OutlinedButton(
                onClick = { game.hint() },
                enabled = model.thinking == Thinking.NONE && hintOffered(frame)
            ) {
                Text(texts.label(LabelId.HINT))
            }
            GameMenu(model, game, frame)
        }
    }
}

/**
 * How far the computer's turn or the hint is (`thinkingProgress`), read from the game while it
 * computes; the status line says what the computer is doing.
 */
@Composable
private fun ThinkingProgress(game: GameController) {
    var progress by remember { mutableFloatStateOf(0f) }
    LaunchedEffect(game) {
        while (true) {
            progress = game.progress ?: 0f
            delay(PROGRESS_POLL_MILLIS)
        }
    }
    LinearProgressIndicator(progress = { progress }, modifier = Modifier.fillMaxWidth())
}

/** How often the progress indication reads the computation's progress. */
private const val PROGRESS_POLL_MILLIS = 50L

/** The menu: Share…, End by agreement, New game, Saved games, Rules, Settings, Open link. */
@Composable
private fun GameMenu(model: AppModel, game: GameController, frame: ViewModel) {
    val texts = model.texts
    val context = LocalContext.current
    val dark = LocalBoardPalette.current.theme == ThemeModel.DARK
    var open by remember { mutableStateOf(false) }
    Box {
        TextButton(onClick = { open = true }) { Text(texts.label(LabelId.MENU)) }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            DropdownMenuItem(
                text = { Text(texts.label(LabelId.SHARE)) },
                onClick = {
                    open = false
                    model.shareGame(dark)
                }
            )
            DropdownMenuItem(
                text = { Text(texts.label(LabelId.END_BY_AGREEMENT)) },
                enabled = frame.canAgreeEnd,
                onClick = {
                    open = false
                    game.proposeAgreement()
                }
            )
            CollectionMenuItems(model) { open = false }
            DropdownMenuItem(
                text = { Text(texts.label(LabelId.OPEN_LINK)) },
                onClick = {
                    open = false
                    // The clipboard is read only now, when the player asks for it.
                    clipboardText(context)?.let { text -> model.receive { Incoming.Text(text) } }
                }
            )
        }
    }
}

/** The clipboard's first item as text, read when the player asks "Open link". */
fun clipboardText(context: Context): String? {
    val clip = context.getSystemService(ClipboardManager::class.java)?.primaryClip ?: return null
    if (clip.itemCount == 0) return null
    return clip.getItemAt(0)?.coerceToText(context)?.toString()
}
