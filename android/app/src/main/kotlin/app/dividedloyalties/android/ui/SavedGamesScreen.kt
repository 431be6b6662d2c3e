package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.android.TankChoice
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.GameEntryModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.ListedBoard
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.Confirmation
import app.dividedloyalties.shell.FinishedGame
import app.dividedloyalties.shell.colorBrakePanel
import app.dividedloyalties.shell.discorderPanel

/**
 * Saved games and the history (SCREENS.md "Saved games"): the unfinished games, newest
 * first, each opened to continue (the game on screen goes to Saved games) or deleted after a
 * confirmation; then the finished games, each shown as it ended or deleted. Saved games of all
 * three games of the collection open on their own screens, finished ones on the finished-game
 * screen; a row of Discorder or Color Brake ABAB shows the game's name and its turn.
 */
@Composable
fun SavedGamesScreen(model: AppModel) {
    val texts = model.texts
    val saved = model.savedGames?.entries.orEmpty()
    val history = model.finishedGames?.entries.orEmpty()
    ScreenList(texts.label(LabelId.TITLE_SAVED_GAMES), model) {
        if (saved.isEmpty()) item { Note(texts.label(LabelId.SAVED_NONE)) }
        items(saved, key = { "saved-" + it.id }) { entry ->
            EntryCard(
                model,
                entry,
                preview = model.savedPreviews[entry.id],
                onOpen = { model.actions.openSaved(entry) },
                onDelete = { model.actions.ask(Confirmation.DeleteSaved(entry.id)) }
            )
        }
        item {
            Text(
                texts.label(LabelId.TITLE_HISTORY),
                style = MaterialTheme.typography.titleMedium,
                modifier = Modifier.padding(horizontal = 16.dp, vertical = 8.dp)
            )
        }
        if (history.isEmpty()) item { Note(texts.label(LabelId.SAVED_HISTORY_NONE)) }
        items(history, key = { "finished-" + it.id }) { entry ->
            EntryCard(
                model,
                entry,
                preview = model.finishedPreviews[entry.id],
                onOpen = { model.actions.viewFinished(entry.id) },
                onDelete = { model.actions.ask(Confirmation.DeleteFinished(entry.id)) }
            )
        }
    }
}

@Composable
private fun Note(text: String) {
    Text(text, modifier = Modifier.padding(horizontal = 16.dp))
}

/**
 * One game of any of the three: its drawing (its board as it stands, read by the store without
 * opening it), its position's or game's name and where it stands; a tap opens it, Delete asks
 * first.
 */
@Composable
private fun EntryCard(
    model: AppModel,
    entry: GameEntryModel,
    preview: ListedBoard?,
    onOpen: () -> Unit,
    onDelete: () -> Unit
) {
    val texts = model.texts
    val words = texts.entry(entry)
    Card(
        onClick = onOpen,
        modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)
    ) {
        Row(
            Modifier.padding(12.dp),
            horizontalArrangement = Arrangement.spacedBy(12.dp),
            verticalAlignment = Alignment.CenterVertically
        ) {
            preview?.let { GameThumbnail(it, 64.dp, model.settings.colorBlindSymbols) }
            Column(Modifier.weight(1f)) {
                Text(words.title, style = MaterialTheme.typography.titleMedium)
                words.lines.forEach { Text(it, style = MaterialTheme.typography.bodySmall) }
            }
            TextButton(onClick = onDelete) { Text(texts.label(LabelId.DELETE)) }
        }
    }
}

/**
 * A finished game from the history, of any game of the collection, as it ended: its board
 * (read-only) and result; Replay shows it move by move (SCREENS.md "Saved games"); Delete
 * asks first.
 */
@Composable
fun FinishedGameScreen(model: AppModel) {
    val texts = model.texts
    val finished = model.finished ?: return
    Column(
        Modifier.fillMaxSize().safeDrawingPadding().verticalScroll(rememberScrollState()),
        verticalArrangement = Arrangement.spacedBy(8.dp),
        horizontalAlignment = Alignment.CenterHorizontally
    ) {
        when (finished) {
            is FinishedGame.DividedLoyalties -> FinishedDividedLoyalties(model, finished.frame)
            is FinishedGame.Discorder -> FinishedDiscorder(model, finished.frame)
            is FinishedGame.ColorBrake -> FinishedColorBrake(model, finished.frame)
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = model.actions::replayFinished) {
                Text(texts.label(LabelId.REPLAY))
            }
            TextButton(onClick = { model.actions.ask(Confirmation.DeleteFinished(finished.id)) }) {
                Text(texts.label(LabelId.DELETE))
            }
        }
    }
}

@Composable
private fun FinishedDividedLoyalties(model: AppModel, frame: ViewModel) {
    val texts = model.texts
    ScreenTitle(frame.positionName, texts, model.onBack)
    BoardThumbnail(frame, FINISHED_BOARD_SIDE)
    frame.result?.let { result ->
        val words = texts.result(result, frame.blue.total, frame.yellow.total)
        Text(words.title, style = MaterialTheme.typography.titleMedium)
        Text(words.scores)
        Text(words.reason)
    }
    Text(texts.status(frame.status))
}

/** A finished game of Discorder (D6): its full board, the result, each player's points. */
@Composable
private fun FinishedDiscorder(model: AppModel, frame: DiscorderView) {
    val texts = model.texts
    val words = texts.discorderPanel(frame)
    ScreenTitle(texts.label(LabelId.DISCORDER_NAME), texts, model.onBack)
    DiscorderBoard(frame, texts, null, null, Modifier.size(FINISHED_BOARD_SIDE))
    Text(words.status, style = MaterialTheme.typography.titleMedium)
    for (side in listOf(words.yellow, words.black)) {
        Text(side.name, style = MaterialTheme.typography.titleSmall)
        Text(side.score)
    }
}

/** A finished game of Color Brake ABAB (C5): its last triangle, the result, the scores. */
@Composable
private fun FinishedColorBrake(model: AppModel, frame: ColorBrakeView) {
    val texts = model.texts
    val words = texts.colorBrakePanel(frame, null)
    ScreenTitle(texts.label(LabelId.COLOR_BRAKE_NAME), texts, model.onBack)
    ColorBrakeBoard(
        frame,
        TankChoice(false, null),
        texts,
        model.settings.colorBlindSymbols,
        null,
        null,
        Modifier.size(FINISHED_BOARD_SIDE)
    )
    Text(words.status, style = MaterialTheme.typography.titleMedium)
    Text(words.round)
    Text(words.scores)
}

/** The side of a finished game's board. */
private val FINISHED_BOARD_SIDE = 320.dp
