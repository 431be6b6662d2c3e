package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.shell.Label

/**
 * A screen whose content comes with phase 2 (saved games from the dl-app store, the rules text
 * from the localiser): its title and a note, so the menu and back already work.
 */
@Composable
fun LaterScreen(model: AppModel, title: Label) {
    val texts = model.texts
    Column(Modifier.fillMaxSize().safeDrawingPadding()) {
        ScreenTitle(texts.label(title), texts, if (model.canGoBack) model::back else null)
        Text(texts.label(Label.NOT_AVAILABLE_YET), modifier = Modifier.padding(16.dp))
    }
}
