package app.dividedloyalties.android

import android.content.Intent
import android.graphics.Color
import android.os.Build
import android.os.Bundle
import android.view.WindowManager
import androidx.activity.ComponentActivity
import androidx.activity.SystemBarStyle
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.core.app.LocaleManagerCompat
import androidx.core.content.ContextCompat
import androidx.lifecycle.ViewModel
import app.dividedloyalties.android.ui.App
import app.dividedloyalties.android.ui.DividedLoyaltiesTheme
import app.dividedloyalties.android.ui.isDark

/**
 * The one Activity, in its own task (`singleTask`, see the manifest): paints the app edge to
 * edge with system bars in the app's theme, hands every link or file that opens it to the model
 * (also while it is open: `onNewIntent`), tells the model the system's languages and the
 * per-app language (a change of either recreates the activity, and the texts are made anew),
 * has the computer stop thinking and the game written when it goes to the background, and has
 * the computer think again when it comes back; a rotation does neither.
 */
class MainActivity : ComponentActivity() {
    private val model: AppModel by viewModels()
    private val restart: ConfigurationRestart by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        model.systemLanguagesChanged(systemLanguages())
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            model.appLanguageRead(AppLanguage.get(this))
        }
        // A recreated activity (rotation) gets its first intent again: it was handled already.
        if (savedInstanceState == null) receive(intent)
        addOnNewIntentListener { receive(it) }
        setContent {
            val dark = model.settings.theme.isDark()
            SystemBars(dark)
            RecentsCover(model.colorBrakeFrame != null)
            DividedLoyaltiesTheme(model.settings.theme) {
                App(model)
            }
        }
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
            window.decorView.setBackgroundColor(
                ContextCompat.getColor(
                    this@MainActivity,
                    if (dark) R.color.window_background_dark else R.color.window_background_light
                )
            )
        }
    }

    /**
     * A Color Brake game may show a hand the next player must not see: while one is on screen
     * the Recents screen gets no snapshot (Android 13+; below, FLAG_SECURE, which also blocks
     * screenshots).
     */
    @Composable
    private fun RecentsCover(cover: Boolean) {
        LaunchedEffect(cover) {
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
                setRecentsScreenshotEnabled(!cover)
            } else if (cover) {
                window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
            } else {
                window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
            }
        }
    }

    override fun onStart() {
        super.onStart()
        if (!restart.pending) model.onStart()
        restart.pending = false
    }

    override fun onStop() {
        super.onStop()
        // A rotation or a theme change stops and starts the activity again at once: the
        // computer keeps thinking and nothing blocks the main thread.
        restart.pending = isChangingConfigurations
        if (!restart.pending) model.onStop()
    }

    /** The system's languages, ignoring the per-app language (the model puts that one first). */
    private fun systemLanguages(): List<String> {
        val locales = LocaleManagerCompat.getSystemLocales(this)
        return (0 until locales.size()).mapNotNull { locales[it]?.toLanguageTag() }
    }

    private fun receive(intent: Intent) {
        incomingReader(this, intent)?.let(model::receive)
    }
}

/**
 * Whether the activity stopped for a configuration change (rotation, theme, size): kept across
 * the activity's recreation, so that the new instance's `onStart` does not restart what the old
 * one's `onStop` did not stop.
 */
class ConfigurationRestart : ViewModel() {
    var pending = false
}
