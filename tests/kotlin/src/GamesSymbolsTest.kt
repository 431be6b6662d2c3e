package app.dividedloyalties.tests

import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeNomination
import app.dividedloyalties.core.DiscorderPattern
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.colorBrakeLetter
import app.dividedloyalties.core.colorBrakeLetterColour
import app.dividedloyalties.core.colorBrakeNominationLetter
import app.dividedloyalties.core.colorBrakePalette
import app.dividedloyalties.core.discorderPalette
import app.dividedloyalties.core.discorderPatternColour
import app.dividedloyalties.core.discorderTilePattern
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The symbols of the other two games through the real library (D1, C1, C3). */
class GamesSymbolsTest {
    @Test
    fun discorderPlayersHaveTwoPatternsDrawnInAPaletteInk() {
        assertEquals(DiscorderPattern.RINGED, discorderTilePattern(DiscorderPlayer.YELLOW))
        assertEquals(DiscorderPattern.HATCHED, discorderTilePattern(DiscorderPlayer.BLACK))
        for (theme in ThemeModel.entries) {
            val palette = discorderPalette(theme)
            for (player in DiscorderPlayer.entries) {
                val ink = discorderPatternColour(player, theme)
                assertTrue("$theme $player", ink == palette.text || ink == palette.background)
            }
        }
    }

    @Test
    fun colorBrakeColoursHaveSevenLettersDrawnInAPaletteInk() {
        assertEquals(
            listOf("B", "G", "Y", "R", "W", "O", "P"),
            ColorBrakeColour.entries.map { colorBrakeLetter(it) }
        )
        assertEquals(listOf("A", "B"), ColorBrakeNomination.entries.map { colorBrakeNominationLetter(it) })
        for (theme in ThemeModel.entries) {
            val palette = colorBrakePalette(theme)
            for (colour in ColorBrakeColour.entries) {
                val ink = colorBrakeLetterColour(colour, theme)
                assertTrue("$theme $colour", ink == palette.text || ink == palette.background)
            }
        }
    }
}
