package app.dividedloyalties.shell

import app.dividedloyalties.core.EndKind
import app.dividedloyalties.core.EventModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.Phase
import app.dividedloyalties.core.RefusalReason
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.StoneColor
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** The game controller from touch to frame, with the store writes it asks for (SCREENS.md "Game screen"). */
class GameControllerTest {
    /** Blue and Yellow have placed two stones each; Blue has just placed blue on (3, 1) (R4.1). */
    private fun ControllerHarness.beforeFirstBridge() {
        turn(StoneColor.BLUE, 1, 1)
        turn(StoneColor.YELLOW, 1, 2)
        turn(StoneColor.PURPLE, 2, 1)
        turn(StoneColor.ORANGE, 2, 2)
        controller.selectColor(StoneColor.BLUE)
        tap(3, 1)
    }

    @Test
    fun aTapOnAnEmptyCellPlacesTheSelectedColourAtOnceAndTheFrameShowsIt() {
        ControllerHarness().use { h ->
            h.controller.selectColor(StoneColor.PURPLE)
            h.tap(2, 1)
            val frame = h.controller.frame
            assertEquals(StoneColor.PURPLE, frame.cellAt(cell(2, 1))?.stone)
            assertTrue(frame.cellAt(cell(2, 1))!!.lastPlaced)
            assertEquals(Phase.BRIDGE, frame.phase)
            assertEquals(frame, h.updates.last().frame)
            assertEquals(
                listOf<EventModel>(EventModel.StonePlaced(cell(2, 1), StoneColor.PURPLE)),
                h.updates.last().feedback.map { it.event.event }
            )
        }
    }

    @Test
    fun theStoreIsWrittenWhenTheRevisionMovesAndNotOtherwise() {
        val h = ControllerHarness()
        val started = h.writes.written
        val start = h.controller.frame.revision
        // Blue is already selected: nothing the saved game keeps changes.
        h.controller.selectColor(StoneColor.BLUE)
        assertEquals(started, h.writes.written)
        h.controller.selectColor(StoneColor.GREEN)
        assertEquals(started + 1, h.writes.written)
        h.tap(1, 1)
        assertEquals(started + 2, h.writes.written)
        h.tap(0, 0) // no playable cell there: ignored
        h.tap(2, 1) // a second stone in one turn is refused (R4.1): the revision stays
        h.controller.save() // the app goes to the background: nothing moved since the last write
        assertEquals(started + 2, h.writes.written)
        assertTrue(h.controller.frame.revision > start)
        assertTrue(h.writes.failures.isEmpty())
        // What the store keeps is the game on screen: it resumes to the same frame.
        val frame = h.controller.frame
        GameSession.fromSavedGame(h.storedGame()!!).use { back ->
            assertEquals(frame.cells, back.view().cells)
            assertEquals(frame.selected, back.view().selected)
        }
    }

    @Test
    fun aRefusedTapBuzzesAndFlashesItsCellAndWritesNothing() {
        ControllerHarness().use { h ->
            h.tap(1, 1)
            val writes = h.writes.written
            h.tap(2, 1)
            val refused = h.updates.last().feedback.single()
            assertEquals(Haptic.REFUSAL, refused.haptic)
            assertEquals(cell(2, 1), refused.flash)
            val event = refused.event.event as EventModel.Refused
            assertEquals(RefusalReason.ALREADY_PLACED, event.refusal.reason)
            assertEquals(StatusModel.Refused(event.refusal), h.controller.frame.status)
            assertEquals(writes, h.writes.written)
        }
    }

    @Test
    fun touchesOutsideEveryPlayableCellAreIgnored() {
        ControllerHarness().use { h ->
            h.controller.touch(-3f, -3f, 1_000)
            h.controller.touch(Float.NaN, 1f, 2_000)
            h.controller.touch(40f, 40f, 3_000)
            assertTrue(h.updates.isEmpty())
            assertEquals(1, h.writes.written) // the start alone
        }
    }

    @Test
    fun aQuickSecondTapOnAStoneRingsItAndASlowOneDoesNot() {
        ControllerHarness().use { h ->
            h.beforeFirstBridge()
            h.tap(1, 1) // a single tap on a stone only says how to ring it
            assertEquals(StatusModel.DoubleTapToRing, h.controller.frame.status)
            h.tap(1, 1) // long after: single again
            assertFalse(h.controller.frame.cellAt(cell(1, 1))!!.ringed)
            h.doubleTap(1, 1)
            assertTrue(h.controller.frame.cellAt(cell(1, 1))!!.ringed)
            assertEquals(StatusModel.RingOtherEnd, h.controller.frame.status)
            h.doubleTap(3, 1) // the second ring forms blue-purple-blue (R5)
            val frame = h.controller.frame
            assertEquals(1, frame.bridges.size)
            assertEquals(
                Haptic.CONFIRM,
                h.updates.last().feedback.first {
                    it.haptic != null
                }.haptic
            )
            assertEquals(1u, frame.blue.bridgePoints)
        }
    }

    @Test
    fun placingAStoneAndTappingItAgainAtOnceDoesNotRingIt() {
        ControllerHarness().use { h ->
            h.controller.touch(1.5f, 1.5f, 10_000)
            h.controller.touch(1.5f, 1.5f, 10_050)
            val placed = h.controller.frame.cellAt(cell(1, 1))!!
            assertEquals(StoneColor.BLUE, placed.stone)
            assertFalse(placed.ringed)
        }
    }

    @Test
    fun endingATurnWithAnUnbridgedDotStoneAsksFirstAndNoKeepsTheTurn() {
        ControllerHarness().use { h ->
            h.dotStoneOnFiveOne()
            h.controller.endTurn()
            assertEquals(Question.ConfirmDotStoneReturn(cell(5, 1)), h.controller.question)
            assertEquals(h.controller.question, h.updates.last().question)
            assertEquals(Side.BLUE, h.controller.frame.toMove)
            h.controller.answer(false)
            assertNull(h.controller.question)
            assertEquals(Side.BLUE, h.controller.frame.toMove)
            assertEquals(StoneColor.BLUE, h.controller.frame.cellAt(cell(5, 1))?.stone)
        }
    }

    @Test
    fun yesToTheDotStoneQuestionEndsTheTurnAndTheStoneGoesBack() {
        ControllerHarness().use { h ->
            h.dotStoneOnFiveOne()
            val blueLeft = h.controller.frame.blue.supply.first {
                it.color == StoneColor.BLUE
            }.count
            h.controller.endTurn()
            h.controller.answer(true)
            val frame = h.controller.frame
            assertEquals(Side.YELLOW, frame.toMove)
            assertNull(frame.cellAt(cell(5, 1))?.stone)
            assertEquals(
                blueLeft + 1u,
                frame.blue.supply.first {
                    it.color == StoneColor.BLUE
                }.count
            )
            assertTrue(
                h.updates.last().feedback.any {
                    it.event.event == EventModel.StoneReturned(cell(5, 1), StoneColor.BLUE)
                }
            )
        }
    }

    /** R4.3: Blue places blue on the dot (5, 1), which accepts it (blue, purple, blue is possible). */
    private fun ControllerHarness.dotStoneOnFiveOne() {
        beforeFirstBridge()
        doubleTap(1, 1)
        doubleTap(3, 1)
        controller.endTurn()
        turn(StoneColor.GREEN, 3, 2)
        turn(StoneColor.PURPLE, 4, 1)
        turn(StoneColor.YELLOW, 4, 2)
        controller.selectColor(StoneColor.BLUE)
        assertTrue(
            "the dot (5, 1) glows for blue",
            controller.frame.cellAt(cell(5, 1))!!.highlighted
        )
        tap(5, 1)
        assertEquals(cell(5, 1), controller.frame.dotStoneToReturn)
    }

    /** R8: the player to move is asked first, by name, then the other player; both yeses end the game. */
    @Test
    fun endingByAgreementAsksEachPlayerInTurnAndEndsTheGameOnTheirYes() {
        ControllerHarness().use { h ->
            assertTrue(h.controller.frame.canAgreeEnd)
            assertEquals(Side.BLUE, h.controller.frame.toMove)
            h.controller.proposeAgreement()
            val blue = Question.AgreeEnd(asked = Side.BLUE, proposer = Side.BLUE)
            assertEquals(blue, h.controller.question)
            assertEquals(blue, h.updates.last().question)
            h.controller.answer(true)
            assertEquals(blue.copy(asked = Side.YELLOW), h.controller.question)
            assertNull("not over before both said yes", h.controller.frame.result)
            assertEquals("nothing written before the second yes", 1, h.writes.written)
            h.controller.answer(true)
            assertNull(h.controller.question)
            assertEquals(EndKind.AGREED, h.controller.frame.result?.reason) // R8
            assertEquals(Phase.GAME_OVER, h.controller.frame.phase)
            assertEquals(2, h.writes.written)
        }
    }

    /** R8: a no from either player leaves the game as it was. */
    @Test
    fun noToTheAgreementLeavesTheGameAsItWasAndWritesNothing() {
        for (yesesFirst in 0..1) {
            ControllerHarness().use { h ->
                h.controller.proposeAgreement()
                repeat(yesesFirst) { h.controller.answer(true) }
                h.controller.answer(false)
                assertNull(h.controller.question)
                assertNull(h.controller.frame.result)
                assertEquals(Phase.PLACE, h.controller.frame.phase)
                assertEquals(1, h.writes.written)
            }
        }
    }

    @Test
    fun agreementIsNotOfferedOnceThisTurnsStoneIsPlaced() {
        ControllerHarness().use { h ->
            h.tap(1, 1)
            assertFalse(h.controller.frame.canAgreeEnd)
            h.controller.proposeAgreement()
            assertNull(h.controller.question)
        }
    }

    @Test
    fun undoClosesTheOpenQuestionAndTakesTheStoneBack() {
        ControllerHarness().use { h ->
            h.dotStoneOnFiveOne()
            h.controller.endTurn()
            assertNotNull(h.controller.question)
            h.controller.undo()
            assertNull(h.controller.question)
            assertNull(h.controller.frame.cellAt(cell(5, 1))?.stone)
            assertEquals(StatusModel.Undone, h.controller.frame.status)
        }
    }

    @Test
    fun theAccessibilityActionsPlaceAndBridgeWithoutTiming() {
        ControllerHarness().use { h ->
            h.beforeFirstBridge()
            h.controller.ringForBridge(cell(1, 1))
            h.controller.ringForBridge(cell(3, 1))
            assertEquals(1, h.controller.frame.bridges.size)
            h.controller.endTurn()
            h.controller.selectColor(StoneColor.GREEN)
            h.controller.placeSelected(cell(3, 2))
            assertEquals(StoneColor.GREEN, h.controller.frame.cellAt(cell(3, 2))?.stone)
        }
    }
}
