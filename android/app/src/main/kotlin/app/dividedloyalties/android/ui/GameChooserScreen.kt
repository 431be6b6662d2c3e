package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.GAME_CHOICES

/**
 * The game chooser ("New game", and the first screen of a first launch): the three games of
 * the collection, each with its name and one line about it; a tap opens that game's new-game
 * screen. Saved games are one tap away.
 */
@Composable
fun GameChooserScreen(model: AppModel) {
    val texts = model.texts
    ScreenList(texts.label(LabelId.GAMES_TITLE), model) {
        items(GAME_CHOICES, key = { it.name }) { kind ->
            Card(
                onClick = { model.actions.chooseGame(kind) },
                modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)
            ) {
                Column(Modifier.padding(16.dp)) {
                    Text(texts.gameName(kind), style = MaterialTheme.typography.titleMedium)
                    Text(texts.gameAbout(kind), style = MaterialTheme.typography.bodyMedium)
                }
            }
        }
        item {
            TextButton(
                onClick = { model.actions.showSavedGames() },
                modifier = Modifier.padding(horizontal = 8.dp)
            ) {
                Text(texts.label(LabelId.SAVED_GAMES))
            }
        }
    }
}
