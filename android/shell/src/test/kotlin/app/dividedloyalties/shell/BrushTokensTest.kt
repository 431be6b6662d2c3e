package app.dividedloyalties.shell

import app.dividedloyalties.core.RegionShade
import app.dividedloyalties.core.standardTokens
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

/** The editor's region brushes: Rust's token palette grouped by Rust's shades (R2). */
class BrushTokensTest {
    @Test
    fun theStandardTokensAreGroupedDarkMediumLightNineEach() {
        val brushes = BrushTokens()
        assertEquals(
            listOf(RegionShade.DARK, RegionShade.MEDIUM, RegionShade.LIGHT),
            brushes.byShade.keys.toList()
        )
        assertEquals(9, brushes.numbers)
        assertEquals("S1", brushes.token(RegionShade.DARK, 1))
        assertEquals("W9", brushes.token(RegionShade.MEDIUM, 9))
        assertEquals("G3", brushes.token(RegionShade.LIGHT, 3))
        assertNull(brushes.token(RegionShade.DARK, 0))
        assertNull(brushes.token(RegionShade.DARK, 10))
        assertEquals(standardTokens().sorted(), brushes.byShade.values.flatten().sorted())
    }

    /** R2: the shade is Rust's (`tokenShade`): a token of another letter is drawn medium. */
    @Test
    fun aTokenOfAnotherLetterGoesWhereRustDrawsIt() {
        val brushes = BrushTokens(listOf("G1", "X1", "S1"))
        assertEquals(
            mapOf(
                RegionShade.DARK to listOf("S1"),
                RegionShade.MEDIUM to listOf("X1"),
                RegionShade.LIGHT to listOf("G1")
            ),
            brushes.byShade
        )
        assertEquals(1, brushes.numbers)
    }
}
