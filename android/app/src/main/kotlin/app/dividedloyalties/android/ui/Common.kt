package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.asPaddingValues
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListScope
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
import app.dividedloyalties.android.AppModel
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

/** A scrolling screen: its [title] (with the way back), then the [content]'s items, inside the system bars. */
@Composable
fun ScreenList(title: String, model: AppModel, content: LazyListScope.() -> Unit) {
    LazyColumn(
        Modifier.fillMaxSize(),
        contentPadding = WindowInsets.safeDrawing.asPaddingValues(),
        verticalArrangement = Arrangement.spacedBy(8.dp)
    ) {
        item { ScreenTitle(title, model.texts, model.onBack) }
        content()
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
