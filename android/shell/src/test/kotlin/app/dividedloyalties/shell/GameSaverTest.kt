package app.dividedloyalties.shell

import java.io.IOException
import java.util.concurrent.Executor
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** The one writer of the current game: order, coalescing, replacements and retries. */
class GameSaverTest {
    /** An executor that runs its tasks only when told, like a busy background thread. */
    private class ManualExecutor : Executor {
        val tasks = ArrayDeque<Runnable>()

        override fun execute(command: Runnable) {
            tasks.addLast(command)
        }

        fun runAll() {
            while (tasks.isNotEmpty()) tasks.removeFirst().run()
        }
    }

    private fun snapshot(revision: Int, game: String = "g") =
        Snapshot(revision.toULong(), "$game$revision")

    @Test
    fun updatesWaitingForTheWriterCollapseIntoTheNewest() {
        val store = MemoryStore()
        val executor = ManualExecutor()
        val saver = GameSaver(store, executor)
        (1..5).forEach { saver.update(snapshot(it)) }
        assertTrue(saver.hasPending)
        executor.runAll()
        assertEquals(listOf("g5"), store.writes)
        assertFalse(saver.hasPending)
    }

    @Test
    fun aReplacementKeepsTheReplacedGameWithItsLastState() {
        val store = MemoryStore()
        val executor = ManualExecutor()
        val saver = GameSaver(store, executor)
        saver.update(snapshot(1, "old"))
        saver.update(snapshot(2, "old"))
        saver.replace(snapshot(0, "new"))
        saver.update(snapshot(1, "new"))
        executor.runAll()
        // The old game's last state is written before the new game replaces it; the new game's
        // first move joins the replacement.
        assertEquals(listOf("old2", "new1"), store.writes)
        assertEquals(listOf("old2"), store.kept)
    }

    @Test
    fun anUpdateArrivingDuringAReplacementIsWrittenAfterItNotAsASecondReplacement() {
        val store = MemoryStore()
        lateinit var saver: GameSaver
        var injected = false
        val writer = object : GameStore by store {
            override fun replaceCurrentGame(savedGame: String) {
                store.replaceCurrentGame(savedGame)
                if (!injected) {
                    injected = true
                    saver.update(snapshot(1, "new")) // the UI thread, while the writer is busy
                }
            }
        }
        saver = GameSaver(writer, directExecutor)
        store.current = "old7"
        saver.replace(snapshot(0, "new"))
        assertEquals(listOf("new0", "new1"), store.writes)
        assertEquals(listOf("old7"), store.kept)
    }

    @Test
    fun aFailedWriteIsReportedKeptAndWrittenByTheNextFlush() {
        val store = MemoryStore()
        val failures = mutableListOf<Snapshot>()
        val saver = GameSaver(store, directExecutor) { snapshot, _ -> failures += snapshot }
        store.failure = IOException("disk full")
        saver.update(snapshot(1))
        assertEquals(listOf(snapshot(1)), failures)
        assertTrue(saver.hasPending)
        assertFalse(saver.flush(1_000))
        store.failure = null
        assertTrue(saver.flush(1_000))
        assertEquals(listOf("g1"), store.writes)
    }
}
