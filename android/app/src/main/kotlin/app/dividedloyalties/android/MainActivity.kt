package app.dividedloyalties.android

import android.content.Intent
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.core.app.LocaleManagerCompat
import app.dividedloyalties.android.ui.App
import app.dividedloyalties.android.ui.DividedLoyaltiesTheme

/**
 * The one Activity (singleTop): paints the app edge to edge, hands every link or file that
 * opens it to the model (also while it is open: `onNewIntent`), tells the model the system's
 * languages (a language change recreates the activity, and the texts are made anew), has
 * the computer stop thinking and the game written when it goes to the background, and has the
 * computer think again when it comes back.
 */
class MainActivity : ComponentActivity() {
    private val model: AppModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        model.systemLanguagesChanged(systemLanguages())
        // A recreated activity (rotation) gets its first intent again: it was handled already.
        if (savedInstanceState == null) receive(intent)
        addOnNewIntentListener { receive(it) }
        setContent {
            DividedLoyaltiesTheme(model.settings.theme) {
                App(model)
            }
        }
    }

    override fun onStart() {
        super.onStart()
        model.onStart()
    }

    override fun onStop() {
        super.onStop()
        model.onStop()
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
