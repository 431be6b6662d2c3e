package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.StoneColor
import java.io.ByteArrayInputStream
import java.io.InputStream
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** Links and files from outside become a game or a typed refusal, never a crash. */
class ReceivingTest {
    private fun opened(incoming: Incoming): GameSession =
        (BindingsRouter.open(incoming) as Received.Game).session

    private fun refusedCode(incoming: Incoming): String =
        (BindingsRouter.open(incoming) as Received.Refused).error.code

    @Test
    fun aGameFileAPositionFileAndAGameLinkOpen() {
        val saved = ControllerHarness().use { h ->
            h.tap(1, 1)
            h.store.current!!
        }
        opened(Incoming.File(saved.toByteArray())).use { s ->
            assertEquals(StoneColor.BLUE, s.view().cellAt(cell(1, 1))?.stone)
        }
        opened(Incoming.File(TINY_CSV.toByteArray())).use { s ->
            assertEquals("Tiny", s.view().positionName)
        }
        val link = GameSession.newBuiltin("octopus", null).use { it.gameLink() }
        opened(Incoming.Link(link)).use { s -> assertEquals("Octopus", s.view().positionName) }
    }

    @Test
    fun garbageIsRefusedWithItsCode() {
        assertTrue(refusedCode(Incoming.Link("dividedloyalties-not-a-link")).startsWith("link_"))
        assertTrue(refusedCode(Incoming.Text("")).startsWith("link_"))
        val code = refusedCode(Incoming.File(byteArrayOf(0, 1, 2, -1)))
        assertTrue(code, code.isNotEmpty())
        val huge = refusedCode(Incoming.File(readBounded(endless())))
        assertTrue(huge, huge.endsWith("too_large"))
    }

    @Test
    fun readingAReceivedFileStopsJustPastTheLimit() {
        assertEquals(RECEIVED_FILE_LIMIT + 1, readBounded(endless()).size)
        assertEquals(11, readBounded(endless(), limit = 10).size)
        val small = "position".toByteArray()
        assertArrayEquals(small, readBounded(ByteArrayInputStream(small)))
    }

    /** A stream that never ends (a hostile or broken content provider). */
    private fun endless(): InputStream = object : InputStream() {
        override fun read(): Int = 'x'.code

        override fun read(b: ByteArray, off: Int, len: Int): Int {
            b.fill('x'.code.toByte(), off, off + len)
            return len
        }
    }
}
