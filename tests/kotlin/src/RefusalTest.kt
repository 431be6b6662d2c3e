package app.dividedloyalties.tests

import app.dividedloyalties.core.BridgeKind
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.ComputerLevel
import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.OpponentModel
import app.dividedloyalties.core.RefusalInfo
import app.dividedloyalties.core.RefusalReason
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.describeStatus
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.concurrent.thread

/** Every refusal reason of the rules arrives in Kotlin as its typed value with its code. */
class RefusalTest {
    /** 5 × 5 region cells (S1, W1, G1 in bands) and one dot at (6, 1). */
    private val lab = """
        position_id,position_name,row,c0,c1,c2,c3,c4,c5,c6
        1,Lab,0,.,.,.,.,.,.,.
        1,Lab,1,.,S1,S1,S1,S1,S1,o
        1,Lab,2,.,S1,S1,S1,S1,S1,.
        1,Lab,3,.,W1,W1,W1,W1,W1,.
        1,Lab,4,.,W1,W1,W1,W1,W1,.
        1,Lab,5,.,G1,G1,G1,G1,G1,.
    """.trimIndent()

    private val seen = mutableSetOf<RefusalReason>()

    private fun expect(reason: RefusalReason, refusal: RefusalInfo?) {
        assertEquals(reason, refusal?.reason)
        assertEquals(reason.name.lowercase(), refusal?.code)
        assertTrue(describeStatus(StatusModel.Refused(refusal!!)).startsWith("Refused: "))
        seen += reason
    }

    private fun GameSession.put(x: Int, y: Int, color: StoneColor) =
        assertNull(place(x.toUInt(), y.toUInt(), color))

    private fun GameSession.bridgeOf(x1: Int, y1: Int, x2: Int, y2: Int) =
        bridge(x1.toUInt(), y1.toUInt(), x2.toUInt(), y2.toUInt())

    private fun GameSession.next() = assertTrue(endTurn(true) is EndTurnModel.Ended)

    @Test
    fun everyReasonIsTyped() {
        GameSession.fromCsv(lab, 0u, null).use { s ->
            expect(RefusalReason.NOTHING_TO_UNDO, s.undo())
            expect(RefusalReason.NO_STONE_PLACED, s.bridgeOf(1, 1, 3, 1))
            expect(RefusalReason.NO_STONE_PLACED, (s.endTurn(false) as EndTurnModel.Refused).refusal)
            val notInSupply = s.selectColor(StoneColor.YELLOW)
            expect(RefusalReason.COLOR_NOT_IN_SUPPLY, notInSupply)
            assertEquals(StoneColor.YELLOW, notInSupply?.color)
            val dot = s.place(6u, 1u, StoneColor.BLUE)
            expect(RefusalReason.DOT_WITHOUT_BRIDGE, dot)
            assertEquals(CellPos(6u, 1u), dot?.cell)
            expect(RefusalReason.NOT_PLAYABLE, s.tap(0u, 0u))
            expect(RefusalReason.OUTSIDE_GRID, s.tap(40u, 40u))
            expect(RefusalReason.OUTSIDE_GRID, s.tap(UInt.MAX_VALUE, 3u))

            s.put(1, 3, StoneColor.BLUE)
            expect(RefusalReason.ALREADY_PLACED, s.place(2u, 3u, StoneColor.BLUE))
            s.next()
            expect(RefusalReason.CELL_OCCUPIED, s.place(1u, 3u, StoneColor.YELLOW))
            s.put(1, 5, StoneColor.YELLOW); s.next()
            s.put(2, 3, StoneColor.PURPLE); s.next()
            s.put(2, 5, StoneColor.ORANGE); s.next()

            s.put(3, 3, StoneColor.BLUE)
            expect(RefusalReason.WRONG_LENGTH, s.bridgeOf(1, 3, 2, 3))
            expect(RefusalReason.NOT_IN_LINE, s.bridgeOf(1, 3, 3, 4))
            val empty = s.bridgeOf(1, 1, 3, 1)
            expect(RefusalReason.EMPTY_CELL_IN_ROW, empty)
            assertEquals(CellPos(1u, 1u), empty?.cell)
            assertNull(s.bridgeOf(1, 3, 3, 3))
            s.next()

            s.put(3, 5, StoneColor.YELLOW)
            expect(RefusalReason.NOT_LOYAL, s.bridgeOf(1, 3, 3, 3))
            assertNull(s.bridgeOf(1, 5, 3, 5))
            s.next()

            s.put(2, 2, StoneColor.GREEN); s.next()
            s.put(4, 5, StoneColor.YELLOW)
            expect(RefusalReason.EQUAL_NEIGHBOURS, s.bridgeOf(2, 5, 4, 5))
            s.next()

            s.put(2, 4, StoneColor.BLUE)
            expect(RefusalReason.CROSSES_BRIDGE, s.bridgeOf(2, 2, 2, 4))
            expect(RefusalReason.MISSING_TURN_STONE, s.bridgeOf(1, 3, 3, 3))
            s.next()

            s.put(1, 2, StoneColor.RED); s.next()
            s.put(4, 3, StoneColor.GREEN)
            expect(RefusalReason.SHARES_TWO_STONES, s.bridgeOf(2, 3, 4, 3))
            s.next()

            s.put(3, 4, StoneColor.ORANGE)
            assertNull(s.bridgeOf(1, 2, 3, 4))
            val v = s.view()
            assertEquals(BridgeKind.RED, v.bridges.last().kind)
            assertTrue("the red bridge cuts the blue one", v.bridges[0].cut)
            s.next()

            s.put(1, 4, StoneColor.ORANGE); s.next()
            s.put(5, 5, StoneColor.GREEN); s.next()
            s.put(3, 2, StoneColor.RED)
            expect(RefusalReason.RED_CROSSES_RED_OR_CUT, s.bridgeOf(3, 2, 1, 4))
            expect(RefusalReason.AGREEMENT_AFTER_PLACING, s.agreeEnd())
            s.next()

            assertNull(s.agreeEnd())
            expect(RefusalReason.GAME_OVER, s.tap(5u, 1u))
        }
        // Against the computer (issue 11): the player waits while it is to move, and a turn
        // it computed before the game changed is not played (the status says why).
        GameSession.newGame("7", 3u, OpponentModel(Side.BLUE, ComputerLevel.HARD)).use { c ->
            expect(RefusalReason.COMPUTER_TO_MOVE, c.tap(8u, 3u))
            val ticket = c.thinkingTicket()
            val thinker = thread { assertNull(c.think(ticket, 1_000u)) }
            Thread.sleep(200)
            c.setOpponent(OpponentModel(Side.BLUE, ComputerLevel.MEDIUM))
            thinker.join()
            expect(RefusalReason.STALE_COMPUTER_TURN, (c.view().status as StatusModel.Refused).refusal)
        }
        // R8 is an agreement of two players: against the computer it is neither offered nor
        // accepted.
        GameSession.newGame("7", 3u, OpponentModel(Side.YELLOW, ComputerLevel.EASY)).use { c ->
            assertFalse(c.view().canAgreeEnd)
            expect(RefusalReason.AGREEMENT_WITH_COMPUTER, c.agreeEnd())
            assertNull(c.view().result)
        }
        assertEquals(RefusalReason.entries.toSet(), seen)
    }
}
