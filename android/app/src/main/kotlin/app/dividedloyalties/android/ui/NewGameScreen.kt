package app.dividedloyalties.android.ui

import androidx.activity.compose.rememberLauncherForActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.asPaddingValues
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
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
import app.dividedloyalties.shell.Label

/** What the system file picker offers for "Open a position file…" (content is sniffed in Rust). */
private val POSITION_FILE_TYPES = arrayOf(
    "text/csv",
    "text/comma-separated-values",
    "text/plain",
    "application/octet-stream"
)

/**
 * The new-game screen (SCREENS.md "New game"): the 12 built-ins grouped "4 rounds" and
 * "3 rounds", each with its small drawing, name and size; the number of rounds each position
 * defaults to (R3), or 3 or 4 for all when chosen; "Open a position file…" through the system
 * picker, whose file opens on the preview card.
 */
@Composable
fun NewGameScreen(model: AppModel) {
    val texts = model.texts
    val context = LocalContext.current
    var rounds by remember { mutableStateOf<UByte?>(null) }
    val picker = rememberLauncherForActivityResult(ActivityResultContracts.OpenDocument()) { uri ->
        if (uri != null) model.receive(fileReader(context, uri))
    }
    LazyColumn(
        Modifier.fillMaxSize(),
        contentPadding = WindowInsets.safeDrawing.asPaddingValues(),
        verticalArrangement = Arrangement.spacedBy(8.dp)
    ) {
        item {
            ScreenTitle(
                texts.label(Label.NEW_GAME),
                texts,
                if (model.canGoBack) model::back else null
            )
        }
        item {
            Row(
                Modifier.padding(horizontal = 16.dp),
                horizontalArrangement = Arrangement.spacedBy(8.dp),
                verticalAlignment = Alignment.CenterVertically
            ) {
                Text(texts.label(Label.ROUNDS))
                for ((count, label) in listOf(
                    4.toUByte() to Label.FOUR_ROUNDS,
                    3.toUByte() to Label.THREE_ROUNDS
                )) {
                    FilterChip(
                        selected = rounds == count,
                        onClick = { rounds = if (rounds == count) null else count },
                        label = { Text(texts.label(label)) }
                    )
                }
            }
        }
        for (group in model.catalog.groups) {
            item {
                Text(
                    texts.label(if (group.rounds == 4u) Label.FOUR_ROUNDS else Label.THREE_ROUNDS),
                    style = MaterialTheme.typography.titleMedium,
                    modifier = Modifier.padding(horizontal = 16.dp, vertical = 8.dp)
                )
            }
            items(group.positions, key = { it.slug }) { position ->
                Card(
                    onClick = { model.startBuiltin(position, rounds) },
                    modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)
                ) {
                    Row(
                        Modifier.padding(12.dp),
                        horizontalArrangement = Arrangement.spacedBy(16.dp),
                        verticalAlignment = Alignment.CenterVertically
                    ) {
                        BoardThumbnail(model.catalog.preview(position), 72.dp)
                        Column {
                            Text(position.name, style = MaterialTheme.typography.titleMedium)
                            Text(texts.size(position.width, position.height))
                        }
                    }
                }
            }
        }
        item {
            OutlinedButton(
                onClick = { picker.launch(POSITION_FILE_TYPES) },
                modifier = Modifier.padding(PaddingValues(16.dp))
            ) {
                Text(texts.label(Label.OPEN_POSITION_FILE))
            }
        }
    }
}
