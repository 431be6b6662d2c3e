package app.dividedloyalties.android.ui

import androidx.activity.BackEventCompat
import androidx.activity.compose.PredictiveBackHandler
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.consumeWindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawing
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.SnackbarHost
import androidx.compose.material3.SnackbarHostState
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableFloatStateOf
import androidx.compose.runtime.mutableLongStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.TransformOrigin
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.dividedloyalties.ui.Answer
import app.dividedloyalties.ui.Body
import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.Prompt
import app.dividedloyalties.ui.Screen

/**
 * The whole app as the [screen] says: its title bar (back, title, menu), the body of its screen, the write failure
 * (`unsaved`) while there is one, its prompt as a dialog, and its notice as a snackbar, shown
 * once per serial (a rotation included) and dismissed in Rust when it goes. System back goes to Rust while the
 * screen has somewhere to go back to, with the predictive back's peek (the screen shrinks
 * away from the edge the gesture came from); at the first screen the system leaves the app.
 */
@Composable
fun AppScreen(screen: Screen, send: (Input) -> Unit) {
    val snackbar = remember { SnackbarHostState() }
    var peek by remember { mutableFloatStateOf(0f) }
    var fromLeft by remember { mutableStateOf(true) }
    PredictiveBackHandler(enabled = screen.canGoBack) { progress ->
        try {
            progress.collect {
                peek = it.progress
                fromLeft = it.swipeEdge == BackEventCompat.EDGE_LEFT
            }
            send(Input.Back)
        } finally {
            peek = 0f
        }
    }
    Scaffold(snackbarHost = {
        SnackbarHost(snackbar)
    }, contentWindowInsets = WindowInsets.safeDrawing) { padding ->
        Column(
            Modifier
                .fillMaxSize()
                .padding(padding)
                .consumeWindowInsets(padding)
                .graphicsLayer {
                    val scale = 1f - 0.1f * peek
                    scaleX = scale
                    scaleY = scale
                    transformOrigin = TransformOrigin(if (fromLeft) 1f else 0f, 0.5f)
                }
        ) {
            TitleBar(screen, send)
            screen.unsaved?.let { problem ->
                Surface(
                    color = MaterialTheme.colorScheme.errorContainer,
                    modifier = Modifier.fillMaxWidth()
                ) {
                    Text(
                        problem,
                        Modifier.padding(12.dp),
                        color = MaterialTheme.colorScheme.onErrorContainer
                    )
                }
            }
            Box(Modifier.weight(1f)) { ScreenBody(screen.body, send) }
        }
    }
    screen.prompt?.let { PromptDialog(it, send) }
    val notice = screen.notice
    // The serial shown last survives a rotation, so a notice is never shown twice.
    var shown by rememberSaveable { mutableLongStateOf(0L) }
    LaunchedEffect(notice?.serial) {
        if (notice != null) {
            if (notice.serial.toLong() != shown) {
                shown = notice.serial.toLong()
                snackbar.showSnackbar(notice.text, withDismissAction = true)
            }
            send(Input.Press(Control.DismissNotice(notice.serial)))
        }
    }
}

/**
 * The title bar: back (labelled by Rust, while back leaves the screen), the title, and on a
 * game screen the menu of its controls (labelled by Rust).
 */
@Composable
private fun TitleBar(screen: Screen, send: (Input) -> Unit) {
    var open by remember { mutableStateOf(false) }
    val menu = when (val body = screen.body) {
        is Body.Game -> body.model.menu
        is Body.Discorder -> body.model.menu
        is Body.ColorBrake -> body.model.menu
        else -> emptyList()
    }
    Row(verticalAlignment = Alignment.CenterVertically) {
        screen.backLabel?.let { label ->
            TextButton({ send(Input.Back) }) {
                Text("‹", Modifier.clearAndSetSemantics { contentDescription = label })
            }
        }
        Text(
            screen.title,
            style = MaterialTheme.typography.titleLarge,
            modifier = Modifier.weight(1f).padding(horizontal = 16.dp, vertical = 8.dp)
                .semantics { heading() }
        )
        screen.menuLabel?.let { label ->
            Box {
                TextButton({ open = true }) { Text(label) }
                DropdownMenu(open, { open = false }) {
                    menu.forEach { item ->
                        DropdownMenuItem(
                            text = { Text(item.label) },
                            enabled = item.enabled,
                            onClick = {
                                open = false
                                send(Input.Press(item.control))
                            }
                        )
                    }
                }
            }
        }
    }
}

/** The body of each screen, painted by its own composable. */
@Composable
private fun ScreenBody(body: Body, send: (Input) -> Unit) {
    when (body) {
        is Body.Games -> GamesScreen(body.model, send)
        is Body.NewGame -> NewGameScreen(body.model, send)
        is Body.Game -> GameScreen(body.model, send)
        is Body.SavedGames -> GameListScreen(body.model, send)
        is Body.History -> GameListScreen(body.model, send)
        is Body.Finished -> FinishedScreen(body.model, send)
        is Body.Replay -> ReplayScreen(body.model, send)
        is Body.Rules -> RulesScreen(body.model)
        is Body.Settings -> SettingsScreen(body.model, send)
        is Body.Editor -> EditorScreen(body.model, send)
        is Body.Received -> ReceivedScreen(body.model, send)
        is Body.NewDiscorder -> NewDiscorderScreen(body.model, send)
        is Body.Discorder -> DiscorderScreen(body.model, send)
        is Body.NewColorBrake -> NewColorBrakeScreen(body.model, send)
        is Body.ColorBrake -> ColorBrakeScreen(body.model, send)
        is Body.PlayOnline -> PlayOnlineScreen(body.model, send)
        is Body.Room -> RoomScreen(body.model, send)
    }
}

/** A question over the screen; its answer names its serial, so a late answer to an old one is ignored. */
@Composable
private fun PromptDialog(prompt: Prompt, send: (Input) -> Unit) {
    val answer = { choice: Answer -> send(Input.Answer(prompt.serial, choice)) }
    AlertDialog(
        onDismissRequest = { answer(Answer.CANCEL) },
        title = { Text(prompt.title) },
        text = { Text(prompt.message) },
        confirmButton = {
            TextButton(onClick = { answer(Answer.CONFIRM) }) { Text(prompt.confirm) }
        },
        dismissButton = { TextButton(onClick = { answer(Answer.CANCEL) }) { Text(prompt.cancel) } }
    )
}

/** Why the app could not start (the store could not be opened), in the player's language. */
@Composable
fun LaunchFailed(text: String) {
    Surface(Modifier.fillMaxSize()) {
        Box(Modifier.padding(24.dp), contentAlignment = Alignment.Center) { Text(text) }
    }
}
