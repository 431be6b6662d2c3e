package app.dividedloyalties.android.ui

import androidx.activity.compose.BackHandler
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Scaffold
import androidx.compose.material3.SnackbarHost
import androidx.compose.material3.SnackbarHostState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.shell.Label
import app.dividedloyalties.shell.Screen

/**
 * The app: the screen on top of the back stack (system back, with the predictive animation,
 * walks it; at the root the system takes over and the game is kept), the preview card of a
 * received game, and notices as snackbars. Nothing shows until the stored game was read.
 */
@Composable
fun App(model: AppModel) {
    val snackbar = remember { SnackbarHostState() }
    BackHandler(enabled = model.canGoBack) { model.back() }
    Scaffold(
        snackbarHost = { SnackbarHost(snackbar) },
        contentWindowInsets = WindowInsets(0)
    ) { padding ->
        Box(Modifier.fillMaxSize().padding(padding)) {
            if (model.ready) {
                when (model.screen) {
                    Screen.GAME -> GameScreen(model)
                    Screen.NEW_GAME -> NewGameScreen(model)
                    Screen.SETTINGS -> SettingsScreen(model)
                    Screen.SAVED_GAMES -> LaterScreen(model, Label.SAVED_GAMES)
                    Screen.RULES -> LaterScreen(model, Label.RULES)
                }
            }
        }
    }
    model.preview?.let { frame -> PreviewDialog(frame, model.texts) { model.answerPreview(it) } }
    val notice = model.notice
    LaunchedEffect(notice) {
        if (notice != null) {
            snackbar.showSnackbar(model.texts.notice(notice))
            model.dismissNotice()
        }
    }
}
