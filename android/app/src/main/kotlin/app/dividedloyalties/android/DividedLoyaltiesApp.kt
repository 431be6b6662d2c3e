package app.dividedloyalties.android

import android.app.Application
import android.content.res.Configuration
import android.view.ViewConfiguration
import androidx.core.app.LocaleManagerCompat
import androidx.core.content.ContextCompat
import app.dividedloyalties.core.LaunchFailure
import app.dividedloyalties.core.initLogging
import app.dividedloyalties.shell.AppHolder
import app.dividedloyalties.shell.AppLanguageSync
import app.dividedloyalties.shell.Lifecycle
import java.io.File
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/**
 * The application: routes Rust's log records to logcat, and keeps the one app of the process
 * (dl-ui's `DlApp` behind an [AppHolder]) with its lifecycle and per-app language adapters, so
 * that every activity paints the same state. The app is launched at the first activity.
 */
class DividedLoyaltiesApp : Application() {
    /** Reads received files off the main thread. */
    val work: ExecutorService by lazy { Executors.newSingleThreadExecutor() }

    /** The app on `filesDir/store`, or the player's sentence saying why it could not start. */
    val launched: Result<AppHolder> by lazy {
        runCatching {
            AppHolder.launch(
                File(filesDir, "store").path,
                systemLanguages(),
                ViewConfiguration.getDoubleTapTimeout().toLong(),
                systemDark(),
                ContextCompat.getMainExecutor(this)
            )
        }
    }

    /** The activities' start and stop as background and foreground. */
    val lifecycle: Lifecycle by lazy { Lifecycle { input -> launched.getOrNull()?.send(input) } }

    /** The per-app language of the OS and the app's setting, kept one. */
    val languageSync: AppLanguageSync by lazy {
        AppLanguageSync { input -> launched.getOrNull()?.send(input) }
    }

    override fun onCreate() {
        super.onCreate()
        initLogging()
    }

    /** The system's languages (BCP 47, most wanted first), without the per-app language. */
    fun systemLanguages(): List<String> {
        val locales = LocaleManagerCompat.getSystemLocales(this)
        return (0 until locales.size()).mapNotNull { locales[it]?.toLanguageTag() }
    }

    /** Whether the system is in dark mode. */
    fun systemDark(): Boolean {
        val night = resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK
        return night == Configuration.UI_MODE_NIGHT_YES
    }
}

/** The player's sentence of a launch failure (the store could not be opened). */
fun Throwable.launchText(): String = (this as? LaunchFailure.Store)?.text ?: toString()
