package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.PreviousModel
import app.dividedloyalties.core.StoneColor
import java.util.concurrent.Executor
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/** The one writer of the current game over the Rust store (SCREENS.md "Lifecycle"). */
class GameWriterTest {
    /** A background thread the test runs by hand: tasks wait until [runAll]. */
    private class HeldExecutor : Executor {
        private val tasks = ArrayDeque<Runnable>()

        val waiting: Int
            get() = tasks.size

        override fun execute(task: Runnable) {
            tasks.addLast(task)
        }

        fun runAll() {
            while (tasks.isNotEmpty()) tasks.removeFirst().run()
        }
    }

    @Test
    fun savesAskedWhileOneWaitsCollapseIntoOneWriteOfTheNewestState() {
        val directory = storeDirectory()
        val held = HeldExecutor()
        val access = StoreAccess(held, directExecutor)
        val writes = CountingListener()
        val writer = GameWriter(access, writes)
        access.open(directory.toString()) { it.getOrThrow() }
        val session = tinySession()
        writer.start(CurrentGame.DividedLoyalties(session))
        held.runAll()
        assertEquals(1, writes.written)
        session.selectColor(StoneColor.GREEN)
        writer.save(CurrentGame.DividedLoyalties(session))
        session.tap(1u, 1u)
        writer.save(CurrentGame.DividedLoyalties(session))
        writer.save(CurrentGame.DividedLoyalties(session))
        assertEquals("one write waits", 1, held.waiting)
        held.runAll()
        assertEquals(2, writes.written)
        val onScreen = session.saveGame()
        writer.retire(CurrentGame.DividedLoyalties(session))
        access.close()
        held.runAll()
        GameSession.fromSavedGame(currentGameIn(directory)!!).use { back ->
            GameSession.fromSavedGame(onScreen).use {
                assertEquals(it.view().cells, back.view().cells)
                assertEquals(it.view().selected, back.view().selected)
            }
        }
    }

    @Test
    fun aGameTheStoreDidNotTakeIsStartedAtTheNextWrite() {
        val directory = storeDirectory()
        val access = StoreAccess(directExecutor, directExecutor)
        val writes = CountingListener()
        val writer = GameWriter(access, writes)
        val session = tinySession()
        // The store is not open yet: refused, and said so.
        writer.start(CurrentGame.DividedLoyalties(session))
        assertEquals(listOf("store_io"), writes.failures.map { it.code })
        access.open(directory.toString()) { it.getOrThrow() }
        session.tap(1u, 1u)
        writer.save(CurrentGame.DividedLoyalties(session))
        assertEquals(1, writes.written)
        writer.retire(CurrentGame.DividedLoyalties(session))
        access.close()
        GameSession.fromSavedGame(currentGameIn(directory)!!).use {
            assertEquals(StoneColor.BLUE, it.view().cellAt(cell(1, 1))?.stone)
        }
    }

    @Test
    fun aSessionIsClosedOnlyAfterTheWritesAskedBeforeIt() {
        val directory = storeDirectory()
        val held = HeldExecutor()
        val access = StoreAccess(held, directExecutor)
        val writer = GameWriter(access, CountingListener())
        access.open(directory.toString()) { it.getOrThrow() }
        val session = tinySession()
        writer.start(CurrentGame.DividedLoyalties(session))
        session.tap(1u, 1u)
        writer.save(CurrentGame.DividedLoyalties(session))
        writer.retire(CurrentGame.DividedLoyalties(session))
        assertNotNull("still open until the writes ran", session.view())
        held.runAll()
        try {
            session.view()
            fail("the session was closed")
        } catch (_: IllegalStateException) {
        }
        access.close()
        held.runAll()
        GameSession.fromSavedGame(currentGameIn(directory)!!).use {
            assertEquals(StoneColor.BLUE, it.view().cellAt(cell(1, 1))?.stone)
        }
    }

    @Test
    fun startingAnotherGameKeepsTheUnfinishedOneInSavedGamesAndDropsABlankOne() {
        val directory = storeDirectory()
        val access = StoreAccess(directExecutor, directExecutor)
        val writer = GameWriter(access, CountingListener())
        access.open(directory.toString()) { it.getOrThrow() }
        val previous = mutableListOf<PreviousModel>()
        val blank = GameSession.newBuiltin("pyramid", null)
        writer.start(CurrentGame.DividedLoyalties(blank)) { previous += it }
        val played = tinySession()
        writer.start(CurrentGame.DividedLoyalties(played)) { previous += it }
        played.tap(1u, 1u)
        writer.save(CurrentGame.DividedLoyalties(played))
        val octopus = GameSession.newBuiltin("octopus", null)
        writer.start(CurrentGame.DividedLoyalties(octopus)) { previous += it }
        assertEquals(PreviousModel.None, previous[0])
        assertEquals(PreviousModel.Dropped, previous[1])
        assertTrue(previous[2] is PreviousModel.Saved)
        var saved: List<String> = emptyList()
        access.use({ it.savedGames() }) { result ->
            saved =
                result.getOrThrow().entries.mapNotNull { it.positionName }
        }
        assertEquals(listOf("Tiny"), saved)
        assertFalse(storeFiles(directory).isEmpty())
        access.close()
    }
}
