package app.dividedloyalties.shell

import app.dividedloyalties.core.ArrivedModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.StoneColor
import java.io.ByteArrayInputStream
import java.io.InputStream
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** Links, text and files from outside become a preview card or a typed refusal, never a crash (SCREENS.md "Receiving"). */
class ReceivingTest {
    private fun card(incoming: Incoming): Preview = (arrivalOf(incoming) as Arrival.Card).preview

    private fun refusedCode(incoming: Incoming): String =
        (arrivalOf(incoming) as Arrival.Refused).error.code

    @Test
    fun aGameFileAGameLinkAndALinkInsideMessageTextOpenTheirGame() {
        val played = tinySession().use { session ->
            session.tap(1u, 1u)
            session.saveGame()
        }
        card(Incoming.File(played.toByteArray())).use { preview ->
            assertTrue(preview.arrived is ArrivedModel.Game)
            assertEquals(StoneColor.BLUE, preview.session.view().cellAt(cell(1, 1))?.stone)
            assertNull("a game is not a position to keep", preview.positionsCsv())
        }
        val link = GameSession.newBuiltin("octopus", null).use { it.gameLink() }
        card(Incoming.Link(link)).use { assertEquals("Octopus", it.session.view().positionName) }
        card(Incoming.Text("Your turn!\n$link\n")).use {
            assertEquals("Octopus", it.session.view().positionName)
        }
    }

    @Test
    fun aPositionFileOffersEachOfItsPositionsAndKeepsTheFileAsItCame() {
        val two = TINY_CSV + TINY_CSV.lines().drop(1).filter { it.isNotBlank() }
            .joinToString("\n", postfix = "\n") { it.replaceFirst("1,Tiny", "2,Small") }
        card(Incoming.File(two.toByteArray())).use { preview ->
            assertEquals(listOf("Tiny", "Small"), preview.positions.map { it.name })
            assertEquals("Tiny", preview.session.view().positionName)
            preview.choose(1)
            assertEquals(1, preview.chosen)
            assertEquals("Small", preview.session.view().positionName)
            preview.choose(7) // no such position: nothing changes
            assertEquals(1, preview.chosen)
            assertEquals(two, preview.positionsCsv())
        }
    }

    @Test
    fun aTakenSessionOutlivesItsCardAndAnUntakenOneIsClosedWithIt() {
        val preview = card(Incoming.Link(builtinLink("pyramid")))
        val taken = preview.take()
        preview.close()
        taken.use { assertEquals("Pyramid", it.view().positionName) }
        val dropped = card(Incoming.Link(builtinLink("pyramid")))
        val session = dropped.session
        dropped.close()
        try {
            session.view()
            throw AssertionError("the card's session was not closed")
        } catch (_: IllegalStateException) {
        }
    }

    @Test
    fun garbageIsRefusedWithItsCode() {
        val link = refusedCode(Incoming.Link("dividedloyalties-not-a-link"))
        assertTrue(link, link.isNotEmpty())
        val empty = refusedCode(Incoming.Text(""))
        assertTrue(empty, empty.isNotEmpty())
        val binary = refusedCode(Incoming.File(byteArrayOf(0, 1, 2, -1)))
        assertTrue(binary, binary.isNotEmpty())
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
