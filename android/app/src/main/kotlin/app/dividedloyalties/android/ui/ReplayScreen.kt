package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.LabelId

/**
 * A finished game from the history, move by move (SCREENS.md "Saved games"), over the
 * finished game: the board of the step on screen, as large as the width allows, painted by
 * its game's painter from the store's replay (read-only, no TalkBack node per cell: the step's
 * words are read, and announced when they change), "Move 12 of 140", then To the start,
 * Previous move, Next move and To the end, each disabled where it would go nowhere. It opens
 * at the end; back (the title's Close or the system's) returns to the finished game.
 */
@Composable
fun ReplayScreen(model: AppModel) {
    val texts = model.texts
    val replay = model.replay ?: return
    val frame = model.replayFrame ?: return
    Column(
        Modifier.fillMaxSize().safeDrawingPadding().verticalScroll(rememberScrollState()),
        verticalArrangement = Arrangement.spacedBy(8.dp),
        horizontalAlignment = Alignment.CenterHorizontally
    ) {
        ScreenTitle(texts.label(LabelId.REPLAY), texts, model.onBack)
        BoxWithConstraints(
            Modifier.fillMaxWidth().padding(horizontal = 16.dp),
            contentAlignment = Alignment.Center
        ) {
            GameThumbnail(
                frame.board,
                minOf(maxWidth, MAX_REPLAY_BOARD_SIDE),
                model.settings.colorBlindSymbols
            )
        }
        Text(
            frame.text(texts),
            style = MaterialTheme.typography.titleMedium,
            modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
        )
        FlowRow(
            Modifier.padding(horizontal = 16.dp),
            horizontalArrangement = Arrangement.spacedBy(8.dp)
        ) {
            OutlinedButton(onClick = replay::toStart, enabled = frame.canGoBack) {
                Text(texts.label(LabelId.REPLAY_START))
            }
            OutlinedButton(onClick = replay::previous, enabled = frame.canGoBack) {
                Text(texts.label(LabelId.REPLAY_BACK))
            }
            OutlinedButton(onClick = replay::next, enabled = frame.canGoForward) {
                Text(texts.label(LabelId.REPLAY_FORWARD))
            }
            OutlinedButton(onClick = replay::toEnd, enabled = frame.canGoForward) {
                Text(texts.label(LabelId.REPLAY_END))
            }
        }
    }
}

/** The largest side of the replay's board (a tablet's width is more than a board needs). */
private val MAX_REPLAY_BOARD_SIDE = 480.dp
