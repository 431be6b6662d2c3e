package app.dividedloyalties.shell

import org.junit.Assert.assertEquals
import org.junit.Test

/** The settings model and its stored form (SCREENS.md "Settings"). */
class SettingsTest {
    @Test
    fun theDefaultsFollowTheSystemWithSymbolsAndHapticsOn() {
        assertEquals(
            Settings(null, ThemeChoice.SYSTEM, colorBlindSymbols = true, haptics = true),
            Settings.fromMap(emptyMap())
        )
    }

    @Test
    fun storedSettingsReadBackTheSame() {
        val chosen =
            Settings(
                language = "pt-BR",
                theme = ThemeChoice.DARK,
                colorBlindSymbols = false,
                haptics = false
            )
        assertEquals(chosen, Settings.fromMap(chosen.toMap()))
        assertEquals(Settings(), Settings.fromMap(Settings().toMap()))
    }

    @Test
    fun damagedOrUnknownValuesFallBackToTheirDefaults() {
        val read = Settings.fromMap(
            mapOf(
                "language" to "../../etc",
                "theme" to "SEPIA",
                "colorBlindSymbols" to "maybe",
                "haptics" to "FALSE"
            )
        )
        assertEquals(Settings(), read)
        assertEquals("zh-Hans", Settings.fromMap(mapOf("language" to "zh-Hans")).language)
    }
}
