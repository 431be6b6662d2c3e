package app.dividedloyalties.tests

import app.dividedloyalties.core.DlApp
import app.dividedloyalties.ui.Body
import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.Input
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.nio.file.Files

/**
 * Apps launched and closed from Kotlin leave nothing behind on the Rust side: each close frees
 * the store's lock at once (the next launch on the same directory succeeds), joins the store's
 * writer and the computer's thinker (the process's thread count stays flat) and frees the app's
 * memory (resident memory stops growing); an app dropped without `close()` is freed by the
 * Cleaner after garbage collection.
 */
class LeakTest {
    private val dir = Files.createTempDirectory("dl-leak-test").toFile()

    /** A line of /proc/self/status as a number (Linux): `VmRSS` in KiB, `Threads`. */
    private fun status(key: String): Long =
        java.io.File("/proc/self/status").readLines()
            .first { it.startsWith("$key:") }
            .filter { it.isDigit() }
            .toLong()

    /** Launches the app on the same directory `count` times; each time a stone and its undo. */
    private fun launchPlayAndClose(count: Int) = repeat(count) {
        DlApp.launch(dir.path, listOf("en"), 300uL, false, null).use { app ->
            if (app.screen().body !is Body.Game) {
                app.send(Input.Press(Control.StartPosition("up-the-stairs")))
            }
            app.placeAnywhere()
            app.send(Input.Press(Control.Undo))
            app.screen()
        }
    }

    @Test
    fun appsLaunchedAndClosedLeaveNoLockThreadOrMemoryBehind() {
        launchPlayAndClose(100)
        // Two rounds after a warm-up: a leak grows memory again in the second round; JIT and
        // allocator warm-up do not.
        val rss = LongArray(3)
        val threads = LongArray(3)
        for (round in 0..2) {
            if (round > 0) launchPlayAndClose(400)
            System.gc()
            rss[round] = status("VmRSS")
            threads[round] = status("Threads")
        }
        val first = rss[1] - rss[0]
        val second = rss[2] - rss[1]
        println(
            "leak test: 2 x 400 apps launched on one directory, played and closed; resident memory grew by " +
                "$first KiB, then $second KiB; threads ${threads.joinToString(" → ")}",
        )
        assertTrue("resident memory grew by $second KiB in the second round", second < 4 * 1024)
        assertTrue("threads grew: ${threads.joinToString()}", threads[2] <= threads[0] + 2)

        // Dropped without close(): the Cleaner frees it (and its lock) after garbage collection.
        DlApp.launch(dir.path, listOf("en"), 300uL, false, null).screen()
        var reopened: DlApp? = null
        var tries = 0
        while (reopened == null && tries++ < 100) {
            System.gc()
            Thread.sleep(20)
            reopened = runCatching { DlApp.launch(dir.path, listOf("en"), 300uL, false, null) }.getOrNull()
        }
        assertTrue("the dropped app's store was never freed", reopened != null)
        reopened?.close()
        assertEquals(true, dir.deleteRecursively())
    }
}
