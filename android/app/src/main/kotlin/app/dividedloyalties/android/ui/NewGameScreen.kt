package app.dividedloyalties.android.ui

import androidx.activity.compose.rememberLauncherForActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Card
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.android.fileReader
import app.dividedloyalties.core.ComputerLevel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.LibraryPositionModel
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.shell.Confirmation
import app.dividedloyalties.shell.OpponentChoice
import app.dividedloyalties.shell.PositionGroup
import app.dividedloyalties.shell.ROUNDS_CHOICES
import app.dividedloyalties.shell.Texts
import app.dividedloyalties.shell.groupPositions

/** What the system file picker offers for "Open a position file…" (content is sniffed in Rust). */
private val POSITION_FILE_TYPES = arrayOf(
    "text/csv",
    "text/comma-separated-values",
    "text/plain",
    "application/octet-stream"
)

/** The size of "New position" before the editor resizes it (R9 allows 9–25 each way). */
private const val NEW_POSITION_SIDE: UByte = 13u

/**
 * The new-game screen (SCREENS.md "New game"): two players, or against the computer (the
 * player's side and the computer's level); the 12 built-ins grouped "4 rounds" and "3 rounds",
 * then the player's positions, each with its small drawing, name and size, and a menu (edit a
 * copy, share; rename, duplicate, delete for the player's own); the rounds each position
 * defaults to (R3, "Default rounds"), or 4 or 3 for all when chosen; "Open a position file…" through the system
 * picker, whose file opens on the preview card; "New position" opens the editor.
 */
@Composable
fun NewGameScreen(model: AppModel) {
    val texts = model.texts
    val context = LocalContext.current
    var rounds by remember { mutableStateOf<UByte?>(null) }
    var opponent by remember { mutableStateOf(OpponentChoice()) }
    var renaming by remember { mutableStateOf<LibraryPositionModel?>(null) }
    val picker = rememberLauncherForActivityResult(ActivityResultContracts.OpenDocument()) { uri ->
        if (uri != null) model.receive(fileReader(context, uri))
    }
    val groups = groupPositions(model.positions)
    ScreenList(texts.label(LabelId.TITLE_NEW_GAME), model) {
        item {
            OpponentChips(texts, opponent) { opponent = it }
        }
        item {
            FlowRow(
                Modifier.padding(horizontal = 16.dp),
                horizontalArrangement = Arrangement.spacedBy(8.dp)
            ) {
                for (choice in ROUNDS_CHOICES) {
                    FilterChip(
                        selected = rounds == choice,
                        onClick = { rounds = choice },
                        label = { Text(texts.roundsChoice(choice)) }
                    )
                }
            }
        }
        for ((group, entries) in groups) {
            item {
                Text(
                    texts.label(groupLabel(group)),
                    style = MaterialTheme.typography.titleMedium,
                    modifier = Modifier.padding(horizontal = 16.dp, vertical = 8.dp)
                )
            }
            items(entries, key = { it.id ?: it.position.slug }) { entry ->
                PositionCard(model, entry, rounds, opponent, onRename = { renaming = entry })
            }
        }
        item {
            Row(Modifier.padding(16.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                OutlinedButton(onClick = { picker.launch(POSITION_FILE_TYPES) }) {
                    Text(texts.label(LabelId.OPEN_POSITION_FILE))
                }
                OutlinedButton(onClick = {
                    model.actions.newPosition(NEW_POSITION_SIDE, NEW_POSITION_SIDE)
                }) {
                    Text(texts.label(LabelId.NEW_POSITION))
                }
            }
        }
    }
    renaming?.let { entry ->
        RenameDialog(model, entry.position.name, onDone = { name ->
            val id = entry.id
            if (name != null && id != null) model.actions.renamePosition(id, name)
            renaming = null
        })
    }
}

/**
 * "Two players" or "Against the computer"; against the computer, the side the player plays
 * ("You play": Blue or Yellow) and the computer's level (issue 11).
 */
@Composable
private fun OpponentChips(
    texts: Texts,
    choice: OpponentChoice,
    onChange: (OpponentChoice) -> Unit
) {
    Column(Modifier.padding(horizontal = 16.dp)) {
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            FilterChip(
                selected = !choice.againstComputer,
                onClick = { onChange(choice.copy(againstComputer = false)) },
                label = { Text(texts.label(LabelId.NEW_GAME_TWO_PLAYERS)) }
            )
            FilterChip(
                selected = choice.againstComputer,
                onClick = { onChange(choice.copy(againstComputer = true)) },
                label = { Text(texts.label(LabelId.NEW_GAME_AGAINST_COMPUTER)) }
            )
        }
        if (choice.againstComputer) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(
                    texts.label(LabelId.NEW_GAME_YOU_PLAY),
                    modifier = Modifier.align(Alignment.CenterVertically)
                )
                for (side in listOf(Side.BLUE, Side.YELLOW)) {
                    FilterChip(
                        selected = choice.you == side,
                        onClick = { onChange(choice.copy(you = side)) },
                        label = { Text(texts.playerName(side)) }
                    )
                }
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(
                    texts.label(LabelId.NEW_GAME_LEVEL),
                    modifier = Modifier.align(Alignment.CenterVertically)
                )
                for (level in ComputerLevel.entries) {
                    FilterChip(
                        selected = choice.level == level,
                        onClick = { onChange(choice.copy(level = level)) },
                        label = { Text(texts.label(levelLabel(level))) }
                    )
                }
            }
        }
    }
}

private fun levelLabel(level: ComputerLevel): LabelId = when (level) {
    ComputerLevel.EASY -> LabelId.LEVEL_EASY
    ComputerLevel.MEDIUM -> LabelId.LEVEL_MEDIUM
    ComputerLevel.HARD -> LabelId.LEVEL_HARD
}

private fun groupLabel(group: PositionGroup): LabelId = when (group) {
    PositionGroup.FOUR_ROUNDS -> LabelId.NEW_GAME_FOUR_ROUNDS
    PositionGroup.THREE_ROUNDS -> LabelId.NEW_GAME_THREE_ROUNDS
    PositionGroup.MINE -> LabelId.NEW_GAME_MY_POSITIONS
}

/** One position: a tap starts a game on it; its menu edits a copy, shares, and manages the player's own. */
@Composable
private fun PositionCard(
    model: AppModel,
    entry: LibraryPositionModel,
    rounds: UByte?,
    opponent: OpponentChoice,
    onRename: () -> Unit
) {
    val texts = model.texts
    val dark = LocalBoardPalette.current.theme == ThemeModel.DARK
    val id = entry.id
    val frame = if (id ==
        null
    ) {
        model.builtinPreviews.preview(entry.position)
    } else {
        model.libraryPreviews[id]
    }
    var menu by remember { mutableStateOf(false) }
    Card(
        onClick = { model.actions.startPosition(entry, rounds, opponent.opponent) },
        modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)
    ) {
        Row(
            Modifier.padding(12.dp),
            horizontalArrangement = Arrangement.spacedBy(16.dp),
            verticalAlignment = Alignment.CenterVertically
        ) {
            frame?.let { BoardThumbnail(it, 72.dp) }
            Column(Modifier.weight(1f)) {
                Text(entry.position.name, style = MaterialTheme.typography.titleMedium)
                Text(texts.size(entry.position.width, entry.position.height))
                Text(
                    texts.rounds(entry.position.defaultRounds),
                    style = MaterialTheme.typography.bodySmall
                )
            }
            Box {
                TextButton(onClick = { menu = true }) { Text(texts.label(LabelId.MENU)) }
                DropdownMenu(expanded = menu, onDismissRequest = { menu = false }) {
                    MenuItem(texts.label(LabelId.EDIT_COPY)) {
                        menu = false
                        model.actions.editPosition(entry)
                    }
                    MenuItem(texts.label(LabelId.SHARE)) {
                        menu = false
                        model.sharePosition(entry, dark)
                    }
                    if (id != null) {
                        MenuItem(texts.label(LabelId.RENAME)) {
                            menu = false
                            onRename()
                        }
                        MenuItem(texts.label(LabelId.DUPLICATE)) {
                            menu = false
                            model.actions.duplicatePosition(id)
                        }
                        MenuItem(texts.label(LabelId.DELETE)) {
                            menu = false
                            model.actions.ask(Confirmation.DeletePosition(id, entry.position.name))
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun MenuItem(text: String, onClick: () -> Unit) {
    DropdownMenuItem(text = { Text(text) }, onClick = onClick)
}

/** Asks for a position's new name; the store checks it (rules of the editor, unique names). */
@Composable
private fun RenameDialog(model: AppModel, current: String, onDone: (String?) -> Unit) {
    val texts = model.texts
    var name by remember { mutableStateOf(current) }
    AlertDialog(
        onDismissRequest = { onDone(null) },
        title = { Text(texts.label(LabelId.RENAME)) },
        text = {
            OutlinedTextField(
                value = name,
                onValueChange = { name = it },
                singleLine = true,
                label = { Text(texts.label(LabelId.EDITOR_NAME)) }
            )
        },
        confirmButton = {
            TextButton(onClick = { onDone(name) }) { Text(texts.label(LabelId.SAVE)) }
        },
        dismissButton = {
            TextButton(onClick = { onDone(null) }) { Text(texts.label(LabelId.CANCEL)) }
        }
    )
}
