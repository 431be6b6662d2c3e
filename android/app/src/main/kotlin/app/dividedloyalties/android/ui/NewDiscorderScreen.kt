package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.DISCORDER_PLAYERS
import app.dividedloyalties.shell.DISCORDER_STARTERS
import app.dividedloyalties.shell.DiscorderChoice
import app.dividedloyalties.shell.otherDiscorderPlayer

/**
 * Discorder's new-game screen (D1): who begins (Yellow, Black, or drawn at random), two
 * players on the device or against the computer (the player chooses whom they play; the
 * computer plays the other), then New game.
 */
@Composable
fun NewDiscorderScreen(model: AppModel) {
    val texts = model.texts
    var choice by remember { mutableStateOf(DiscorderChoice()) }
    ScreenList(texts.label(LabelId.DISCORDER_NAME), model) {
        item {
            ChoiceChips(
                texts.label(LabelId.DISCORDER_STARTER),
                DISCORDER_STARTERS,
                choice.starter,
                { texts.catalogs.discorderStarterName(it) }
            ) { choice = choice.copy(starter = it) }
        }
        item {
            ChoiceChips(
                null,
                listOf(false, true),
                choice.computer != null,
                {
                    texts.label(
                        if (it) LabelId.NEW_GAME_AGAINST_COMPUTER else LabelId.NEW_GAME_TWO_PLAYERS
                    )
                }
            ) { against ->
                choice = choice.copy(computer = if (against) DISCORDER_PLAYERS.last() else null)
            }
        }
        choice.computer?.let { computer ->
            item {
                ChoiceChips(
                    texts.label(LabelId.NEW_GAME_YOU_PLAY),
                    DISCORDER_PLAYERS,
                    otherDiscorderPlayer(computer),
                    { texts.catalogs.discorderPlayerName(it) }
                ) { you -> choice = choice.copy(computer = otherDiscorderPlayer(you)) }
            }
        }
        item {
            Button(
                onClick = { model.actions.startDiscorder(choice) },
                modifier = Modifier.padding(16.dp)
            ) {
                Text(texts.label(LabelId.NEW_GAME))
            }
        }
    }
}
