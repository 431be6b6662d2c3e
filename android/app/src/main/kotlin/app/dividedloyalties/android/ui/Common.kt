package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.Texts

/**
 * A screen's title, with a button back to the screen below when there is one (labelled
 * "Close": the catalogs have no "Back"; the system back gesture does the same).
 */
@Composable
fun ScreenTitle(title: String, texts: Texts, onBack: (() -> Unit)?) {
    Row(
        Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp),
        verticalAlignment = Alignment.CenterVertically
    ) {
        if (onBack != null) {
            TextButton(onClick = onBack) { Text(texts.label(LabelId.CLOSE)) }
        }
        Text(
            title,
            style = MaterialTheme.typography.titleLarge,
            modifier = Modifier.padding(8.dp).semantics { heading() }
        )
    }
}

/** The small drawing of a position or game (new-game list, preview card): the board's painter without texts. */
@Composable
fun BoardThumbnail(frame: ViewModel, side: Dp) {
    val palette = LocalBoardPalette.current
    Canvas(Modifier.size(side)) {
        paintBoard(frame, BoardLook(palette, measurer = null, symbol = null))
    }
}
