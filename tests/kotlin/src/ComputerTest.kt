package app.dividedloyalties.tests

import app.dividedloyalties.core.ComputerLevel
import app.dividedloyalties.core.ComputerTurnModel
import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.OpponentModel
import app.dividedloyalties.core.RefusalReason
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StatusModel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import java.util.concurrent.atomic.AtomicReference
import kotlin.concurrent.thread

/** The computer opponent through the bindings (issue 11): think on a second thread, cancel from
 *  the first, a whole game against the computer. */
class ComputerTest {
    /** Plays the player's turn as the hint suggests it, through the player's own calls. */
    private fun GameSession.playHint() {
        val turn: ComputerTurnModel = assertNotNullReturn(hint(thinkingTicket(), 100u), "a hint for the player")
        assertEquals(turn, view().hint)
        assertNull(place(turn.cell.x, turn.cell.y, turn.color))
        assertEquals(null, view().hint)
        for (b in turn.bridges) {
            assertNull(bridge(b.from.x, b.from.y, b.to.x, b.to.y))
        }
        assertTrue(endTurn(true) is EndTurnModel.Ended)
    }

    private fun <T> assertNotNullReturn(value: T?, what: String): T {
        assertNotNull(what, value)
        return value!!
    }

    @Test
    fun aThinkOnASecondThreadIsCancelledFromTheFirstWithinABound() {
        GameSession.newGame("7", 3u, OpponentModel(Side.BLUE, ComputerLevel.HARD)).use { s ->
            val before = s.view()
            assertTrue(before.computerToMove)
            assertEquals(StatusModel.ComputerThinking(Side.BLUE), before.status)
            val answer = AtomicReference<ComputerTurnModel?>()
            val ticket = s.thinkingTicket()
            val thinker = thread { answer.set(s.think(ticket, 30_000u)) }
            Thread.sleep(200)
            // The session is not locked while the computer thinks.
            assertEquals(before.revision, s.view().revision)
            assertEquals(RefusalReason.COMPUTER_TO_MOVE, s.tap(8u, 3u)?.reason)
            val cancelled = System.nanoTime()
            s.cancel()
            thinker.join(5_000)
            val millis = (System.nanoTime() - cancelled) / 1_000_000
            assertFalse("think still running after cancel", thinker.isAlive)
            assertTrue("think answered $millis ms after cancel", millis < 500)
            assertNull(answer.get())
            assertEquals(before.revision, s.view().revision)
            assertTrue(s.view().computerToMove)
            // Thinking again plays the turn.
            assertNotNull(s.think(s.thinkingTicket(), 50u))
            assertFalse(s.view().computerToMove)
            assertEquals(Side.YELLOW, s.view().toMove)
        }
    }

    @Test
    fun aCancelBeforeTheThinkBeginsCancelsIt() {
        GameSession.newGame("7", 3u, OpponentModel(Side.BLUE, ComputerLevel.EASY)).use { s ->
            // The UI thread takes the ticket, then cancels (undo, background) before the
            // background thread has begun the call: the call plays nothing.
            val ticket = s.thinkingTicket()
            s.cancel()
            val revision = s.view().revision
            val answer = AtomicReference<ComputerTurnModel?>()
            thread { answer.set(s.think(ticket, 1_000u)) }.join(5_000)
            assertNull(answer.get())
            assertEquals(revision, s.view().revision)
            assertTrue(s.view().computerToMove)
            assertNotNull(s.think(s.thinkingTicket(), 50u))
        }
    }

    @Test
    fun aWholeGameAgainstTheComputerToTheEnd() {
        GameSession.newGame("7", 3u, OpponentModel(Side.YELLOW, ComputerLevel.EASY)).use { s ->
            assertEquals(OpponentModel(Side.YELLOW, ComputerLevel.EASY), s.view().opponent)
            // A game of 3 rounds has at most 2 × 36 placements plus passes: bounded.
            var turns = 0
            while (s.view().result == null) {
                check(turns++ < 200) { "the game did not end within 200 turns" }
                if (s.view().computerToMove) {
                    assertNotNull("the computer's turn", s.think(s.thinkingTicket(), 100u))
                } else {
                    s.playHint()
                }
                if (turns == 2) {
                    // R11: undo at the start of the player's turn takes back the computer's reply too.
                    assertTrue(s.view().canUndo)
                    assertNull(s.undo())
                    assertEquals(0, s.view().stones.size)
                    assertFalse(s.view().canUndo)
                }
            }
            assertNotNull(s.view().result)
            assertFalse(s.view().computerToMove)
            val resumed = GameSession.fromSavedGame(s.saveGame())
            resumed.use { assertEquals(s.view().opponent, it.view().opponent) }
        }
    }
}
