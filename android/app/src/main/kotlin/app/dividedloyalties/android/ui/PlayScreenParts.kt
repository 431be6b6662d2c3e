package app.dividedloyalties.android.ui

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
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.Screen
import app.dividedloyalties.shell.screenLayout

/**
 * The layout of a game screen: the [board] as the largest square that fits, above the [panel]
 * in portrait and left of it in landscape and on tablets, inside the system bars' insets (the
 * same layout as the game screen of Divided Loyalties).
 */
@Composable
fun PlayLayout(board: @Composable (Modifier) -> Unit, panel: @Composable (Modifier) -> Unit) {
    BoxWithConstraints(Modifier.fillMaxSize().safeDrawingPadding()) {
        val layout = screenLayout(maxWidth.value, maxHeight.value)
        val boardModifier = Modifier.size(layout.boardSide.dp)
        if (layout.boardBesidePanel) {
            Row {
                board(boardModifier)
                panel(Modifier.weight(1f))
            }
        } else {
            Column {
                board(boardModifier)
                panel(Modifier.weight(1f))
            }
        }
    }
}

/** A game screen's panel: a scrolling column of its parts. */
@Composable
fun PlayPanel(modifier: Modifier, content: @Composable () -> Unit) {
    Column(
        modifier.verticalScroll(rememberScrollState()).padding(12.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp)
    ) {
        content()
    }
}

/** The status line, announced by TalkBack when it changes (a refusal says why). */
@Composable
fun StatusLine(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.bodyLarge,
        modifier = Modifier.fillMaxWidth().semantics { liveRegion = LiveRegionMode.Polite }
    )
}

/** The computer plays its action: an indeterminate progress bar (the status line says so). */
@Composable
fun ComputerPlaying(model: AppModel) {
    if (model.computerPlaying) LinearProgressIndicator(Modifier.fillMaxWidth())
}

/** The result at the end of a game: the final status ([result]) and New game, which opens the game chooser. */
@Composable
fun ResultCard(model: AppModel, result: String) {
    Card(Modifier.fillMaxWidth()) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(result, style = MaterialTheme.typography.titleMedium)
            Button(onClick = { model.actions.open(Screen.CHOOSE_GAME) }) {
                Text(model.texts.label(LabelId.NEW_GAME))
            }
        }
    }
}

/** The buttons under the panels of Discorder and Color Brake ABAB: Undo (as the view enables it), Rules, the menu. */
@Composable
fun PlayButtons(model: AppModel, canUndo: Boolean, onUndo: () -> Unit) {
    val texts = model.texts
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        OutlinedButton(onClick = onUndo, enabled = canUndo) { Text(texts.label(LabelId.UNDO)) }
        OutlinedButton(onClick = { model.actions.open(Screen.RULES) }) {
            Text(texts.label(LabelId.RULES))
        }
        PlayMenu(model)
    }
}

/** The menu of the screens of Discorder and Color Brake ABAB: the collection's entries. */
@Composable
fun PlayMenu(model: AppModel) {
    var open by remember { mutableStateOf(false) }
    Box {
        TextButton(onClick = { open = true }) { Text(model.texts.label(LabelId.MENU)) }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            CollectionMenuItems(model) { open = false }
        }
    }
}

/**
 * The entries every game screen's menu has: New game (the game chooser), Saved games, Rules
 * (of the game on screen), Settings; [close] closes the menu first.
 */
@Composable
fun CollectionMenuItems(model: AppModel, close: () -> Unit) {
    val texts = model.texts
    DropdownMenuItem(
        text = { Text(texts.label(LabelId.NEW_GAME)) },
        onClick = {
            close()
            model.actions.open(Screen.CHOOSE_GAME)
        }
    )
    DropdownMenuItem(
        text = { Text(texts.label(LabelId.SAVED_GAMES)) },
        onClick = {
            close()
            model.actions.showSavedGames()
        }
    )
    for ((label, screen) in listOf(
        LabelId.RULES to Screen.RULES,
        LabelId.SETTINGS to Screen.SETTINGS
    )) {
        DropdownMenuItem(
            text = { Text(texts.label(label)) },
            onClick = {
                close()
                model.actions.open(screen)
            }
        )
    }
}
