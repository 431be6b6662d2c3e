package app.dividedloyalties.android

import android.graphics.Color
import android.os.Build
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.SystemBarStyle
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.core.content.ContextCompat
import app.dividedloyalties.android.ui.AppScreen
import app.dividedloyalties.android.ui.AppTheme
import app.dividedloyalties.android.ui.LaunchFailed
import app.dividedloyalties.shell.AppHolder
import app.dividedloyalties.ui.Input

/**
 * The one Activity, in its own task (`singleTask`, see the manifest): paints the screen of the
 * process's one app edge to edge, with system bars in the app's theme; tells the app the
 * system's languages, appearance and per-app language at each creation (a change of any
 * recreates the activity); hands every link or file that opens it to the app (also while it is
 * open: `onNewIntent`); carries out the app's effects while started; and tells the app of the
 * background and the foreground, but not of a rotation.
 */
class MainActivity : ComponentActivity() {
    private val app get() = application as DividedLoyaltiesApp
    private var effects: AutoCloseable? = null

    /** The system's file picker (`Effect.PickFile`): the file picked goes to the app. */
    private val openDocument = registerForActivityResult(
        ActivityResultContracts.OpenDocument()
    ) { uri ->
        val holder = app.launched.getOrNull()
        if (uri != null && holder != null) receiveFile(this, uri, null, holder, app.work)
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        val holder = app.launched.getOrElse { failure ->
            setContent { AppTheme(app.systemDark()) { LaunchFailed(failure.launchText()) } }
            return
        }
        holder.send(Input.Languages(app.systemLanguages()))
        holder.send(Input.Appearance(app.systemDark()))
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            app.languageSync.read(AppLanguage.get(this))
        }
        // A recreated activity (rotation) gets its first intent again: it was handled already.
        if (savedInstanceState == null) receive(this, intent, holder, app.work)
        addOnNewIntentListener { receive(this, it, holder, app.work) }
        setContent { Painted(holder) }
    }

    /** The screen of [holder], painted again at each change. */
    @Composable
    private fun Painted(holder: AppHolder) {
        var screen by remember { mutableStateOf(holder.screen) }
        DisposableEffect(holder) {
            val watching = holder.watch { screen = it }
            onDispose { watching.close() }
        }
        SystemBars(screen.dark)
        AppTheme(screen.dark) { AppScreen(screen, holder::send) }
    }

    /**
     * The system bars' icons and the window's background in the app's theme, which may differ
     * from the system's (the default style and `values-night` follow the system's): applied
     * again whenever the theme changes.
     */
    @Composable
    private fun SystemBars(dark: Boolean) {
        LaunchedEffect(dark) {
            val style = if (dark) {
                SystemBarStyle.dark(Color.TRANSPARENT)
            } else {
                SystemBarStyle.light(Color.TRANSPARENT, Color.TRANSPARENT)
            }
            enableEdgeToEdge(statusBarStyle = style, navigationBarStyle = style)
            val background = if (dark) {
                R.color.window_background_dark
            } else {
                R.color.window_background_light
            }
            window.decorView.setBackgroundColor(
                ContextCompat.getColor(this@MainActivity, background)
            )
        }
    }

    override fun onStart() {
        super.onStart()
        val holder = app.launched.getOrNull() ?: return
        app.lifecycle.started()
        effects = holder.attach(
            AndroidEffects(this, app.languageSync) { openDocument.launch(it) }
        )
    }

    override fun onStop() {
        // A rotation or a theme change stops and starts the activity again at once: not the
        // background, and nothing blocks the main thread. The background's own effects are
        // carried out before this activity stops carrying them out.
        app.lifecycle.stopped(isChangingConfigurations)
        effects?.close()
        effects = null
        super.onStop()
    }
}
