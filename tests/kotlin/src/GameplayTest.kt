package app.dividedloyalties.tests

import app.dividedloyalties.core.BridgeKind
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EndKind
import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.EventModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.PassKind
import app.dividedloyalties.core.Phase
import app.dividedloyalties.core.RefusalReason
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.statusCode
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** A complete short game played through taps and double taps, checking the frame each step. */
class GameplayTest {
    /** Seven region cells, no dot: the game ends when they are full (R8). */
    private val mini = """
        position_id,position_name,row,c0,c1,c2,c3,c4
        1,Mini,0,.,.,.,.,.
        1,Mini,1,.,S1,S1,S1,S1
        1,Mini,2,.,G1,G1,G1,.
    """.trimIndent()

    private fun GameSession.turn(color: StoneColor, x: Int, y: Int) {
        assertNull(selectColor(color))
        mustTap(x, y)
    }

    private fun GameSession.endTurnTo(side: Side) {
        val ended = endTurn(false) as EndTurnModel.Ended
        assertEquals(side, ended.toMove)
        assertEquals(side, view().toMove)
    }

    @Test
    fun aShortGameFromFirstStoneToResult() {
        GameSession.fromCsv(mini, 0u, null).use { s ->
            var v = s.view()
            assertEquals("Mini", v.positionName)
            assertEquals(6u, v.width)
            assertEquals(Phase.PLACE, v.phase)
            assertEquals(Side.BLUE, v.toMove)
            assertEquals(StoneColor.BLUE, v.selected)
            assertEquals(StatusModel.PlaceStone(Side.BLUE), v.status)
            assertEquals("place_stone", statusCode(v.status))
            assertEquals(1u, v.blue.set)
            assertEquals(3u, v.blue.sets)
            assertFalse(v.canUndo)

            s.turn(StoneColor.BLUE, 1, 1)
            v = s.view()
            assertEquals(StoneColor.BLUE, v.at(1, 1).stone)
            assertTrue(v.at(1, 1).lastPlaced)
            assertEquals(Phase.BRIDGE, v.phase)
            assertTrue(v.canEndTurn && v.canUndo)
            assertEquals(3u, v.blue.supply.first { it.color == StoneColor.BLUE }.count)
            assertEquals(
                listOf<EventModel>(EventModel.StonePlaced(CellPos(1u, 1u), StoneColor.BLUE)),
                s.takeEvents().map { it.event },
            )
            s.endTurnTo(Side.YELLOW)

            s.turn(StoneColor.YELLOW, 1, 2); s.endTurnTo(Side.BLUE)
            s.turn(StoneColor.PURPLE, 2, 1); s.endTurnTo(Side.YELLOW)
            s.turn(StoneColor.ORANGE, 2, 2); s.endTurnTo(Side.BLUE)

            s.turn(StoneColor.BLUE, 3, 1)
            assertNull(s.doubleTapCode(1, 1))
            v = s.view()
            assertTrue(v.at(1, 1).ringed)
            assertEquals(StatusModel.RingOtherEnd, v.status)
            assertEquals(CellPos(1u, 1u), v.ring)
            assertNull(s.doubleTapCode(3, 1))
            v = s.view()
            assertEquals(1, v.bridges.size)
            assertEquals(BridgeKind.BLUE, v.bridges[0].kind)
            assertFalse(v.at(1, 1).ringed)
            assertEquals(1u, v.blue.bridgePoints)
            assertEquals(1u, v.blue.regionPoints)
            assertEquals(2u, v.blue.total)
            assertTrue(s.takeEvents().map { it.event }.contains(EventModel.BridgeFormed(0u, BridgeKind.BLUE)))
            assertEquals(StatusModel.BridgeFormed(BridgeKind.BLUE, 0u), v.status)
            s.endTurnTo(Side.YELLOW)

            s.turn(StoneColor.YELLOW, 3, 2)
            assertNull(s.doubleTapCode(1, 2))
            assertNull(s.doubleTapCode(3, 2))
            v = s.view()
            assertEquals(BridgeKind.YELLOW, v.bridges[1].kind)
            assertEquals(2u, v.yellow.total)
            s.endTurnTo(Side.BLUE)

            // R5.5: purple-blue-green shares two stones with the blue bridge; the rings go and
            // the last stone flashes, so the player can ring again at once.
            s.turn(StoneColor.GREEN, 4, 1)
            assertNull(s.doubleTapCode(2, 1))
            s.takeEvents()
            val refused = s.doubleTap(4u, 1u)
            assertEquals(RefusalReason.SHARES_TWO_STONES, refused?.reason)
            v = s.view()
            assertFalse(v.at(2, 1).ringed || v.at(4, 1).ringed)
            assertNull(v.ring)
            assertEquals("shares_two_stones", statusCode(v.status))
            assertEquals(
                listOf<EventModel>(EventModel.Refused(refused!!, CellPos(4u, 1u))),
                s.takeEvents().map { it.event },
            )

            // The board is full: Yellow, then Blue, cannot place; the game ends (R4.4, R8).
            val ended = s.endTurn(false) as EndTurnModel.Ended
            assertTrue(ended.gameOver)
            assertEquals(listOf(Side.YELLOW, Side.BLUE), ended.passes.map { it.side })
            assertTrue(ended.passes.all { it.reason == PassKind.NO_LEGAL_PLACEMENT })
            v = s.view()
            assertEquals(Phase.GAME_OVER, v.phase)
            assertEquals(EndKind.NO_ONE_CAN_PLACE, v.result?.reason)
            assertNull(v.result?.winner)
            assertEquals(StatusModel.GameOver(EndKind.NO_ONE_CAN_PLACE, null), v.status)
            assertEquals("game_over_result", statusCode(v.status))
            assertFalse(v.canEndTurn)

            // Undo walks back through the end of the game to the start (R11).
            while (s.view().canUndo) assertNull(s.undo())
            v = s.view()
            assertTrue(v.cells.all { it.stone == null })
            assertEquals(0, v.bridges.size)
            assertEquals(Phase.PLACE, v.phase)
        }
    }

    @Test
    fun regionsAndDotsComeFromTheCore() {
        GameSession.newBuiltin("up-the-stairs", null).use { s ->
            val v = s.view()
            assertEquals("Up the Stairs", v.positionName)
            assertEquals(4u, v.blue.sets)
            val top = v.at(13, 3)
            assertEquals("W4", v.regions[top.region!!.toInt()].token)
            assertEquals(app.dividedloyalties.core.CellKind.DOT, v.at(12, 3).kind)
            assertFalse(v.cells.any { it.highlighted })
        }
    }
}
