package app.dividedloyalties.android.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
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
            OpponentChips(
                texts,
                DISCORDER_PLAYERS,
                choice.computer,
                { texts.catalogs.discorderPlayerName(it) },
                ::otherDiscorderPlayer
            ) { choice = choice.copy(computer = it) }
        }
        item { StartButton(texts) { model.actions.startDiscorder(choice) } }
    }
}
