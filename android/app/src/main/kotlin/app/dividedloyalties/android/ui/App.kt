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
import androidx.compose.ui.platform.LocalContext
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.ArrivedModel
import app.dividedloyalties.shell.Screen

/**
 * The app, a collection of three games: the screen on top of the back stack (system back, with the predictive animation,
 * walks it; at the root the system takes over and the game is kept), the preview card of
 * something received, the confirmations, the Share menu, the import report, and notices as
 * snackbars. Nothing shows until the store answered.
 */
@Composable
fun App(model: AppModel) {
    val snackbar = remember { SnackbarHostState() }
    val texts = model.texts
    val context = LocalContext.current
    BackHandler(enabled = model.canGoBack) { model.back() }
    Scaffold(
        snackbarHost = { SnackbarHost(snackbar) },
        contentWindowInsets = WindowInsets(0)
    ) { padding ->
        Box(Modifier.fillMaxSize().padding(padding)) {
            if (model.ready) {
                when (model.screen) {
                    Screen.GAME -> GameScreen(model)
                    Screen.DISCORDER -> DiscorderScreen(model)
                    Screen.COLOR_BRAKE -> ColorBrakeScreen(model)
                    Screen.CHOOSE_GAME -> GameChooserScreen(model)
                    Screen.NEW_GAME -> NewGameScreen(model)
                    Screen.NEW_DISCORDER -> NewDiscorderScreen(model)
                    Screen.NEW_COLOR_BRAKE -> NewColorBrakeScreen(model)
                    Screen.SAVED_GAMES -> SavedGamesScreen(model)
                    Screen.FINISHED_GAME -> FinishedGameScreen(model)
                    Screen.REPLAY -> ReplayScreen(model)
                    Screen.EDITOR -> EditorScreen(model)
                    Screen.RULES -> RulesScreen(model)
                    Screen.SETTINGS -> SettingsScreen(model)
                }
            }
        }
    }
    model.preview?.let { (preview, frame) ->
        val keep = preview.arrived !is ArrivedModel.Game && preview.positionsCsv() != null
        PreviewDialog(
            preview,
            frame,
            texts,
            onChoose = model.actions::choosePreview,
            onKeep = if (keep) model.actions::keepPreviewPositions else null,
            onAnswer = model.actions::answerPreview
        )
    }
    model.confirmation?.let { ConfirmationDialog(it, texts, model.actions::answerConfirmation) }
    model.importReport?.let { ImportReportDialog(it, texts, model.actions::dismissImportReport) }
    model.shareEntries?.let { entries ->
        ShareDialog(
            entries,
            texts,
            onShare = { entry -> model.share(entry) { context.startActivity(it) } },
            onDismiss = model.actions::dismissShare
        )
    }
    val notice = model.notice
    LaunchedEffect(notice) {
        if (notice != null) {
            snackbar.showSnackbar(texts.notice(notice))
            model.actions.dismissNotice()
        }
    }
}
