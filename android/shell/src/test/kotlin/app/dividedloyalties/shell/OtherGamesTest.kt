package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameStore
import java.nio.file.Path
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Test

/**
 * Games of Discorder (D1–D7) and Color Brake ABAB (C1–C7) in the store, which this version
 * does not show: told with the localiser's `savedOtherGame`, never opened, never lost.
 */
class OtherGamesTest {
    /** A store in a fresh directory whose current game [start] made, as another version left it; its saved game. */
    private fun storeWithCurrent(start: (GameStore) -> String): Pair<Path, String> {
        val directory = storeDirectory()
        val saved = GameStore.open(directory.toString()).use(start)
        return directory to saved
    }

    /** D1: a game of Discorder with one tile placed, the store's current game. */
    private fun discorder(store: GameStore): String =
        DiscorderSession.newGame(DiscorderStarter.YELLOW, 5uL).use { session ->
            store.startDiscorder(session)
            assertNull("D2: a free cell takes a tile", session.placeTile(2u, 3u))
            store.saveCurrentDiscorder(session)
            session.saveGame()
        }

    /** C1: a new game of Color Brake ABAB for two players, the store's current game. */
    private fun colorBrake(store: GameStore): String = ColorBrakeSession.newGame(
        11uL,
        ColorBrakeLength.Rounds(2u),
        ColorBrakeMode.PassAndPlay
    ).use { session ->
        store.startColorBrake(session)
        session.saveGame()
    }

    @Test
    fun anotherGameLeftOnScreenIsToldAtLaunchAndLeftInTheStoreAsItWas() {
        val starts = listOf(
            GameKindModel.DISCORDER to ::discorder,
            GameKindModel.COLOR_BRAKE to ::colorBrake
        )
        for ((kind, start) in starts) {
            val (directory, saved) = storeWithCurrent(start)
            FlowHarness(directory).use { h ->
                assertEquals(Notice.OtherGame(kind), h.app.notice)
                assertNull(h.app.game)
                assertEquals(Screen.NEW_GAME, h.app.navigation.current)
            }
            assertEquals("$kind: untouched by the launch", saved, currentGameIn(directory))
        }
    }

    /**
     * Launches over a store whose current game is a game of Discorder, starts a game on
     * Octopus with one stone over it and opens Saved games, then runs [test]; the directory.
     */
    private fun overDiscorder(test: (FlowHarness) -> Unit): Path {
        val (directory, _) = storeWithCurrent(::discorder)
        FlowHarness(directory).use { h ->
            h.app.dismissNotice()
            h.startBuiltin("octopus")
            h.playOneStone()
            h.app.showSavedGames()
            test(h)
        }
        return directory
    }

    @Test
    fun theNextGameStartedPutsItInSavedGamesWhereATapTellsItAndOpensNothing() {
        overDiscorder { h ->
            val entry = h.app.savedGames!!.entries.single()
            assertEquals(GameKindModel.DISCORDER, entry.kind)
            assertFalse("no board of Divided Loyalties to draw", entry.id in h.app.savedPreviews)
            h.app.openSaved(entry)
            assertEquals(Notice.OtherGame(GameKindModel.DISCORDER), h.app.notice)
            assertEquals(Screen.SAVED_GAMES, h.app.navigation.current)
            assertEquals("Octopus", h.app.game!!.frame.positionName)
            h.app.showSavedGames()
            assertEquals(listOf(entry), h.app.savedGames!!.entries)
        }
    }

    @Test
    fun aSavedGameThatTurnsOutToBeAnotherGameGoesBackAndTheGameOnScreenComesBack() {
        val directory = overDiscorder { h ->
            // A list read before the file changed: the row still says Divided Loyalties.
            val stale = h.app.savedGames!!.entries.single().copy(
                kind = GameKindModel.DIVIDED_LOYALTIES
            )
            h.app.openSaved(stale)
            assertEquals(Notice.OtherGame(GameKindModel.DISCORDER), h.app.notice)
            val frame = h.app.game!!.frame
            assertEquals("Octopus", frame.positionName)
            assertEquals(1, frame.cells.count { it.stone != null })
            assertEquals(
                listOf(GameKindModel.DISCORDER),
                h.app.savedGames!!.entries.map { it.kind }
            )
        }
        FlowHarness(directory).use { h ->
            assertEquals(
                "the game of Divided Loyalties is current again",
                Screen.GAME,
                h.app.navigation.current
            )
            assertEquals("Octopus", h.app.game!!.frame.positionName)
        }
    }
}
