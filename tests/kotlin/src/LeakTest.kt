package app.dividedloyalties.tests

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.liveSessionCount
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** Sessions created and closed from Kotlin are freed on the Rust side. */
class LeakTest {
    /** Resident memory of this process in KiB (Linux). */
    private fun residentKib(): Long =
        java.io.File("/proc/self/status").readLines()
            .first { it.startsWith("VmRSS:") }
            .filter { it.isDigit() }
            .toLong()

    private fun playAndClose(count: Int) = repeat(count) { i ->
        GameSession.newBuiltin(((i % 12) + 1).toString(), null).use { s ->
            s.tap(13u, 3u)
            s.view()
        }
    }

    @Test
    fun tenThousandSessionsCreatedAndClosedLeaveNothing() {
        val before = liveSessionCount()
        playAndClose(2_000)
        // Resident memory over two rounds of 10,000: a leak grows it again in the second
        // round; JIT and allocator warm-up do not.
        val rss = LongArray(3)
        for (round in 0..2) {
            if (round > 0) playAndClose(10_000)
            System.gc()
            rss[round] = residentKib()
        }
        val first = rss[1] - rss[0]
        val second = rss[2] - rss[1]
        println("leak test: 2 x 10,000 sessions created and closed; live sessions ${liveSessionCount()}; resident memory grew by $first KiB, then $second KiB")
        assertEquals(before, liveSessionCount())
        assertTrue("resident memory grew by $second KiB in the second round", second < 4 * 1024)
        // Objects dropped without close() are freed by the Cleaner after garbage collection.
        repeat(500) { GameSession.newBuiltin("octopus", null) }
        var tries = 0
        while (liveSessionCount() > before && tries++ < 100) {
            System.gc()
            Thread.sleep(20)
        }
        assertEquals(before, liveSessionCount())
    }
}
