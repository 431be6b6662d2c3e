package app.dividedloyalties.android.ui

import android.content.ClipboardManager
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
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
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.GameController
import app.dividedloyalties.shell.Haptic
import app.dividedloyalties.shell.Incoming
import app.dividedloyalties.shell.Label
import app.dividedloyalties.shell.Screen
import app.dividedloyalties.shell.ShareAction
import app.dividedloyalties.shell.screenLayout

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
    BoxWithConstraints(Modifier.fillMaxSize().safeDrawingPadding()) {
        val layout = screenLayout(maxWidth.value, maxHeight.value)
        val boardModifier = Modifier.size(layout.boardSide.dp)
        val symbols = model.settings.colorBlindSymbols
        if (layout.boardBesidePanel) {
            Row {
                Board(frame, texts, symbols, flash, flashSerial, input, boardModifier)
                Panel(model, game, frame, Modifier.weight(1f))
            }
        } else {
            Column {
                Board(frame, texts, symbols, flash, flashSerial, input, boardModifier)
                Panel(model, game, frame, Modifier.weight(1f))
            }
        }
    }
    model.question?.let { question -> QuestionDialog(question, texts) { game.answer(it) } }
}

/** The panel: players and status, or the result card; Undo, End turn and the menu. */
@Composable
private fun Panel(model: AppModel, game: GameController, frame: ViewModel, modifier: Modifier) {
    val texts = model.texts
    Column(
        modifier.verticalScroll(rememberScrollState()).padding(12.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp)
    ) {
        val result = frame.result
        if (result != null) {
            Card(Modifier.fillMaxWidth()) {
                Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                    Text(texts.label(Label.GAME_OVER), style = MaterialTheme.typography.titleMedium)
                    Text(texts.result(result, frame.blue, frame.yellow))
                    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                        if (ShareAction.RESULT in game.shareMenu(model.sharePayloads)) {
                            ShareButton(model, ShareAction.RESULT)
                        }
                        Button(onClick = { model.rematch() }) { Text(texts.label(Label.REMATCH)) }
                        OutlinedButton(onClick = { model.open(Screen.NEW_GAME) }) {
                            Text(texts.label(Label.NEW_GAME))
                        }
                    }
                }
            }
        }
        PlayersAndStatus(frame, texts, model.settings.colorBlindSymbols) { game.selectColor(it) }
        if (model.saveFailed) {
            Text(
                texts.label(Label.SAVE_FAILED),
                color = MaterialTheme.colorScheme.error
            )
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = {
                game.undo()
            }, enabled = frame.canUndo) { Text(texts.label(Label.UNDO)) }
            Button(onClick = {
                game.endTurn()
            }, enabled = frame.canEndTurn) { Text(texts.label(Label.END_TURN)) }
            GameMenu(model, game, frame)
        }
    }
}

@Composable
private fun ShareButton(model: AppModel, action: ShareAction) {
    val context = LocalContext.current
    OutlinedButton(onClick = { model.share(action) { context.startActivity(it) } }) {
        Text(model.texts.label(action.label))
    }
}

/** The menu: Share…, End by agreement, New game, Saved games, Rules, Settings, Open link. */
@Composable
private fun GameMenu(model: AppModel, game: GameController, frame: ViewModel) {
    val texts = model.texts
    val context = LocalContext.current
    var open by remember { mutableStateOf(false) }
    var sharing by remember { mutableStateOf(false) }
    Box {
        TextButton(onClick = { open = true }) { Text(texts.label(Label.MENU)) }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            DropdownMenuItem(
                text = { Text(texts.label(Label.SHARE)) },
                onClick = {
                    open = false
                    sharing = true
                }
            )
            DropdownMenuItem(
                text = { Text(texts.label(Label.END_BY_AGREEMENT)) },
                enabled = frame.canAgreeEnd,
                onClick = {
                    open = false
                    game.proposeAgreement()
                }
            )
            for ((label, screen) in listOf(
                Label.NEW_GAME to Screen.NEW_GAME,
                Label.SAVED_GAMES to Screen.SAVED_GAMES,
                Label.RULES to Screen.RULES,
                Label.SETTINGS to Screen.SETTINGS
            )) {
                DropdownMenuItem(
                    text = { Text(texts.label(label)) },
                    onClick = {
                        open = false
                        model.open(screen)
                    }
                )
            }
            DropdownMenuItem(
                text = { Text(texts.label(Label.OPEN_LINK_FROM_CLIPBOARD)) },
                onClick = {
                    open = false
                    // The clipboard is read only now, when the player asks for it.
                    val clip = context.getSystemService(ClipboardManager::class.java)?.primaryClip
                    val text = clip?.takeIf {
                        it.itemCount > 0
                    }?.getItemAt(0)?.coerceToText(context)?.toString()
                    if (text != null) model.receive { Incoming.Text(text) }
                }
            )
        }
    }
    if (sharing) {
        ShareDialog(
            actions = game.shareMenu(model.sharePayloads),
            texts = texts,
            onShare = { action ->
                sharing = false
                model.share(action) { context.startActivity(it) }
            },
            onDismiss = { sharing = false }
        )
    }
}
