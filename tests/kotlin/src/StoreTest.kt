package app.dividedloyalties.tests

import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.PreviousModel
import app.dividedloyalties.core.ProgressModel
import app.dividedloyalties.core.SeatModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.StoreException
import app.dividedloyalties.core.StoredGame
import java.io.File
import java.nio.file.Files
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/**
 * The store through the bindings (issue 9 §1): open a store in a temporary directory, play,
 * reopen and find the game exactly as it was; a new game keeps the unfinished one in the saved
 * games; a second store on the directory is refused; an unreadable file is moved aside, kept and
 * reported.
 */
class StoreTest {
    private fun tempDir(): File = Files.createTempDirectory("dl-store-test").toFile()

    /** Taps the first empty region cell with the selected colour. */
    private fun GameSession.placeSomewhere() {
        val cell = view().cells.first { it.kind == CellKind.REGION && it.stone == null }
        mustTap(cell.x.toInt(), cell.y.toInt())
    }

    private fun StoredGame?.session(): GameSession =
        (this as? StoredGame.DividedLoyalties)?.session ?: error("a game of Divided Loyalties: $this")

    @Test
    fun aGamePlayedIsReadBackExactlyAfterReopening() {
        val dir = tempDir()
        val played = GameStore.open(dir.path).use { store ->
            assertNull(store.takeCurrentGame())
            assertTrue(store.movedAside().isEmpty())
            val s = GameSession.newBuiltin("pyramid", null)
            assertEquals(PreviousModel.None, store.startGame(s))
            s.placeSomewhere()
            store.saveCurrent(s)
            assertNull(s.selectColor(StoneColor.PURPLE))
            store.saveCurrent(s)
            // One writer per directory.
            try {
                GameStore.open(dir.path).close()
                fail("a second store on the directory is refused")
            } catch (e: StoreException.Locked) {
                assertEquals("store_locked", e.code)
                assertEquals(dir.path, e.dir)
            }
            s.view()
        }
        GameStore.open(dir.path).use { store ->
            store.takeCurrentGame().session().use { back ->
                val v = back.view()
                assertEquals("Pyramid", v.positionName)
                assertEquals(StoneColor.PURPLE, v.selected)
                assertEquals(played.cells, v.cells)
                assertEquals(played.blue, v.blue)
            }
            assertNull("given once", store.takeCurrentGame())
        }
        dir.deleteRecursively()
    }

    @Test
    fun aNewGameKeepsTheUnfinishedOneInTheSavedGames() {
        val dir = tempDir()
        GameStore.open(dir.path).use { store ->
            val first = GameSession.newBuiltin("octopus", null)
            store.startGame(first)
            first.placeSomewhere()
            store.saveCurrent(first)
            val second = GameSession.newBuiltin("7", null)
            val previous = store.startGame(second) as PreviousModel.Saved
            try {
                store.saveCurrent(first)
                fail("the unfinished game is not the current one any more")
            } catch (e: StoreException.Misuse) {
                assertEquals("store_not_the_current_game", e.code)
            }
            val saved = store.savedGames()
            assertEquals(1, saved.entries.size)
            val entry = saved.entries[0]
            assertEquals(previous.id, entry.id)
            assertEquals(GameKindModel.DIVIDED_LOYALTIES, entry.kind)
            assertEquals("Octopus", entry.positionName)
            assertEquals(2u, entry.positionNumber)
            assertEquals(1u, entry.turn)
            assertEquals(ProgressModel.ToMove(SeatModel.FIRST), entry.progress)
            assertTrue((entry.lastPlayedMs ?: 0uL) > 1_700_000_000_000uL)
            val opened = store.openSaved(entry.id)
            assertEquals(PreviousModel.Dropped, opened.previous)
            opened.game.session().use { assertEquals(first.view().cells, it.view().cells) }
            assertTrue(store.savedGames().entries.isEmpty())
            try {
                store.deleteSaved(entry.id)
                fail("opened: no longer in the saved games")
            } catch (e: StoreException.NoSuchEntry) {
                assertEquals("store_no_such_entry", e.code)
            }
        }
        dir.deleteRecursively()
    }

    @Test
    fun anUnreadableCurrentGameIsMovedAsideKeptAndReported() {
        val dir = tempDir()
        val newer = GameSession.newBuiltin("2", null).use { it.saveGame() }.replace("\"version\": 1", "\"version\": 2")
        File(dir, "autosave.json").writeText(newer)
        GameStore.open(dir.path).use { store ->
            assertNull(store.takeCurrentGame())
            val moved = store.movedAside().single()
            assertEquals("record_newer_version", moved.code)
            assertEquals(2uL, moved.details.version)
            assertEquals(File(dir, "autosave.json").path, moved.from)
            assertEquals(newer, File(moved.to).readText())
            val fresh = GameSession.newBuiltin("1", null)
            store.startGame(fresh)
            fresh.placeSomewhere()
            store.saveCurrent(fresh)
            assertEquals("never overwritten", newer, File(moved.to).readText())
        }
        GameStore.open(dir.path).use { store ->
            assertTrue(store.movedAside().isEmpty())
            assertNotNull(store.takeCurrentGame())
        }
        dir.deleteRecursively()
    }
}
