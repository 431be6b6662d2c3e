package app.dividedloyalties.android

import android.content.Intent
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import app.dividedloyalties.android.ui.App
import app.dividedloyalties.android.ui.DividedLoyaltiesTheme

/**
 * The one Activity (singleTop): paints the app edge to edge, hands every link or file that
 * opens it to the model (also while it is open: `onNewIntent`), and has the game written when
 * it goes to the background.
 */
class MainActivity : ComponentActivity() {
    private val model: AppModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        // A recreated activity (rotation) gets its first intent again: it was handled already.
        if (savedInstanceState == null) receive(intent)
        addOnNewIntentListener { receive(it) }
        setContent {
            DividedLoyaltiesTheme(model.settings.theme) {
                App(model)
            }
        }
    }

    override fun onStop() {
        super.onStop()
        model.onStop()
    }

    private fun receive(intent: Intent) {
        incomingReader(this, intent)?.let(model::receive)
    }
}
