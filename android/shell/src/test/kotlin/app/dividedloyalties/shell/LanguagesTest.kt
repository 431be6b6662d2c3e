package app.dividedloyalties.shell

import app.dividedloyalties.ui.Input
import org.junit.Assert.assertEquals
import org.junit.Test

/** The OS's per-app language and dl-ui's setting stay one, without telling back what the app set. */
class LanguagesTest {
    @Test
    fun aLanguageChosenInTheSystemSettingsBecomesTheAppsOnce() {
        val dir = dataDirectory()
        val holder = launch(dir, MainQueue())
        val sent = mutableListOf<Input>()
        val sync = AppLanguageSync {
            sent += it
            holder.send(it)
        }
        sync.read("de")
        assertEquals("de", holder.screen.language)
        sync.read("de")
        assertEquals("told once", 1, sent.size)

        sync.setByApp("ja")
        sync.read("ja")
        assertEquals("what the app set is not told back", 1, sent.size)

        sync.read(null)
        assertEquals("back to the system's languages", "en", holder.screen.language)
        holder.send(Input.Languages(listOf("it-CH", "en")))
        assertEquals("it", holder.screen.language)
        holder.close()
        dir.deleteRecursively()
    }
}
