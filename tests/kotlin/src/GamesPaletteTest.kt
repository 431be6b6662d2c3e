package app.dividedloyalties.tests

import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.colorBrakePalette
import app.dividedloyalties.core.discorderPalette
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Test

/** The other two games' palettes through the real library: light and dark, complete. */
class GamesPaletteTest {
    @Test
    fun theDiscorderAndColorBrakePalettesComeLightAndDark() {
        assertNotEquals(discorderPalette(ThemeModel.LIGHT), discorderPalette(ThemeModel.DARK))
        assertEquals(255.toUByte(), discorderPalette(ThemeModel.DARK).board.a)
        for (theme in ThemeModel.entries) {
            val p = colorBrakePalette(theme)
            assertEquals(ColorBrakeColour.entries.size, p.tokens.size)
            assertEquals(2, p.pinkCheck.size)
            assertEquals(p.tokens[ColorBrakeColour.PINK.ordinal], p.pinkCheck[0])
            assertEquals(2, p.nominations.size)
        }
        assertNotEquals(colorBrakePalette(ThemeModel.LIGHT), colorBrakePalette(ThemeModel.DARK))
    }
}
