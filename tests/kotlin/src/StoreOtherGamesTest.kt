package app.dividedloyalties.tests

import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSeat
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.ListedBoard
import app.dividedloyalties.core.PreviousModel
import app.dividedloyalties.core.StoreException
import app.dividedloyalties.core.StoredGame
import java.io.File
import java.nio.file.Files
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/**
 * The store's entry points for Discorder and Color Brake ABAB through the bindings, and its
 * look at a listed game without opening it (the saved-games thumbnails).
 */
class StoreOtherGamesTest {
    private fun tempDir(): File = Files.createTempDirectory("dl-store-other-test").toFile()

    /** D1, D2: a game of Discorder started and saved comes back as a session after reopening. */
    @Test
    fun aDiscorderGameIsKeptAndReadBackAsASession() {
        val dir = tempDir()
        val saved = GameStore.open(dir.path).use { store ->
            DiscorderSession.newGame(DiscorderStarter.YELLOW, 5uL).use { s ->
                assertEquals(PreviousModel.None, store.startDiscorder(s))
                assertNull(s.placeTile(2u, 3u))
                store.saveCurrentDiscorder(s)
                s.saveGame()
            }
        }
        GameStore.open(dir.path).use { store ->
            val back = store.takeCurrentGame() as? StoredGame.Discorder ?: error("a game of Discorder")
            back.session.use { assertEquals(saved, it.saveGame()) }
        }
        dir.deleteRecursively()
    }

    /** C7: a game of Color Brake ABAB against the computer comes back with the computer's seat. */
    @Test
    fun aColorBrakeGameComesBackWithItsMode() {
        val dir = tempDir()
        val mode = ColorBrakeMode.VsComputer(ColorBrakeSeat.ONE)
        val played = GameStore.open(dir.path).use { store ->
            ColorBrakeSession.newGame(11uL, ColorBrakeLength.Rounds(2u), mode).use { s ->
                store.startColorBrake(s)
                store.saveCurrentColorBrake(s)
                Pair(s.view(), s.computerToMove())
            }
        }
        GameStore.open(dir.path).use { store ->
            val back = store.takeCurrentGame() as? StoredGame.ColorBrake ?: error("a game of Color Brake")
            back.session.use { s ->
                assertEquals(played.first, s.view())
                assertEquals(played.second, s.computerToMove())
            }
        }
        dir.deleteRecursively()
    }

    /** A saved game's board is read without opening it, of Discorder as of Divided Loyalties;
     *  the current game stays current and a game of another kind cannot be saved as current. */
    @Test
    fun aSavedGameIsPeekedWithoutOpeningIt() {
        val dir = tempDir()
        GameStore.open(dir.path).use { store ->
            val first = GameSession.newBuiltin("octopus", null)
            store.startGame(first)
            val cell = first.view().cells.first { it.kind == CellKind.REGION }
            first.mustTap(cell.x.toInt(), cell.y.toInt())
            store.saveCurrent(first)
            val board = first.view()
            DiscorderSession.newGame(DiscorderStarter.BLACK, 1uL).use { d ->
                val id = (store.startDiscorder(d) as PreviousModel.Saved).id
                val peeked = store.peekSaved(id) as ListedBoard.DividedLoyalties
                assertEquals(board.cells, peeked.frame.cells)
                assertEquals(1, store.savedGames().entries.size)
                try {
                    store.saveCurrent(first)
                    fail("the game of Divided Loyalties is no longer the current one")
                } catch (e: StoreException.Misuse) {
                    assertEquals("store_not_the_current_game", e.code)
                }
                assertNull(d.placeTile(0u, 0u))
                store.saveCurrentDiscorder(d)
                val other = (store.startGame(GameSession.newBuiltin("7", null)) as PreviousModel.Saved).id
                assertTrue(store.savedGames().entries.any { it.id == other && it.kind == GameKindModel.DISCORDER })
                val tiles = (store.peekSaved(other) as ListedBoard.Discorder).frame.cells
                assertEquals(1, tiles.count { it.tile != null })
            }
            first.close()
        }
        dir.deleteRecursively()
    }
}
