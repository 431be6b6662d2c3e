package app.dividedloyalties.shell

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** The back stack that system back (predictive back) walks. */
class NavigationTest {
    @Test
    fun backWalksTheScreensAndLeavesTheRootToTheSystem() {
        val nav = Navigation(Screen.GAME)
        assertFalse(nav.canGoBack)
        nav.open(Screen.SETTINGS)
        nav.open(Screen.RULES)
        assertEquals(Screen.RULES, nav.current)
        assertTrue(nav.back())
        assertEquals(Screen.SETTINGS, nav.current)
        assertTrue(nav.back())
        assertFalse(nav.back())
        assertEquals(Screen.GAME, nav.current)
    }

    @Test
    fun openingAScreenAlreadyOpenReturnsToItAndResetStartsOver() {
        val nav = Navigation(Screen.GAME)
        nav.open(Screen.NEW_GAME)
        nav.open(Screen.RULES)
        nav.open(Screen.NEW_GAME)
        assertEquals(Screen.NEW_GAME, nav.current)
        assertTrue(nav.back())
        assertEquals(Screen.GAME, nav.current)
        nav.open(Screen.SAVED_GAMES)
        nav.reset(Screen.GAME)
        assertFalse(nav.canGoBack)
    }
}
