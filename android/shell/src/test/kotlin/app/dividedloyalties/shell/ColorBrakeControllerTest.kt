package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeEvent
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakePhase
import app.dividedloyalties.core.ColorBrakeSeat
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.ColorBrakeStatus
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * A game of Color Brake ABAB through its controller (RULES-COLOR-BRAKE.md C1–C7): the
 * hand-over that hides every hand, moves and refusals from the frame's offers, the next
 * round, the computer's turns, and the store written exactly when the revision moves.
 */
class ColorBrakeControllerTest {
    /** A controller on a new game of two rounds ([mode]) over a real store in a fresh directory, every task run at once. */
    private class Harness(
        mode: ColorBrakeMode = ColorBrakeMode.PassAndPlay,
        val session: ColorBrakeSession =
            ColorBrakeSession.newGame(5uL, ColorBrakeLength.Rounds(2u), mode)
    ) : StoreHarness(CurrentGame.ColorBrake(session)) {
        val updates = mutableListOf<ColorBrakeUpdate>()

        val controller = closing(
            ColorBrakeController(session, writer, directExecutor, directExecutor) { updates += it }
        )
    }

    /** C2: pass-and-play begins with a hand-over: no hand in the frame, no button, until Ready. */
    @Test
    fun c2AHandOverShowsNoHandUntilReady() {
        Harness().use { h ->
            val frame = h.controller.frame
            val handOver = frame.phase as ColorBrakePhase.HandOver
            assertNull(frame.hand)
            assertNull(frame.viewer)
            assertNull(frame.drawn)
            assertTrue(frame.offers.isEmpty())
            assertEquals(
                ColorBrakeHand(emptyList(), emptyList(), emptyList(), null, emptyList(), null),
                h.controller.hand
            )
            assertTrue(h.controller.frame.status is ColorBrakeStatus.HandOver)
            val writes = h.writes.written
            h.controller.ready()
            val ready = h.controller.frame
            assertTrue(ready.phase is ColorBrakePhase.Play)
            assertEquals(handOver.to, ready.viewer)
            assertNotNull(ready.hand)
            assertEquals(7, h.controller.hand.colours.size)
            assertEquals("a hand-over is no change of the saved game", writes, h.writes.written)
        }
    }

    /** C4: a button of the hand plays its offer: the cell fills, the store is written, the device goes to the other player. */
    @Test
    fun c4AnAcceptedOfferIsPlayedAndTheDeviceGoesToTheOtherPlayer() {
        Harness().use { h ->
            h.controller.ready()
            val mover = h.controller.frame.toMove
            val writes = h.writes.written
            val button = h.controller.hand.let { it.colours + it.specials }.first {
                it.refusal ==
                    null
            }
            h.controller.play(button.action)
            val frame = h.controller.frame
            assertEquals(writes + 1, h.writes.written)
            assertTrue(
                h.updates.last().feedback.any { it.event.event is ColorBrakeEvent.Filled }
            )
            if (frame.phase is ColorBrakePhase.HandOver) {
                assertNotEquals(mover, frame.toMove)
                assertNull("C2: the next player's hand is hidden until Ready", frame.hand)
            }
        }
    }

    /** C2, C4.2: a refused button buzzes and the status line says why; nothing is written. */
    @Test
    fun aRefusedOfferBuzzesSaysWhyAndWritesNothing() {
        Harness().use { h ->
            h.controller.ready()
            val refused = h.controller.hand.let { it.colours + it.specials }.first {
                it.refusal !=
                    null
            }
            val writes = h.writes.written
            h.controller.play(refused.action)
            val feedback = h.updates.last().feedback.single()
            assertEquals(Haptic.REFUSAL, feedback.haptic)
            val event = feedback.event.event as ColorBrakeEvent.Refused
            assertEquals(refused.refusal, event.refusal)
            val status = h.controller.frame.status as ColorBrakeStatus.Refused
            englishTexts().use { texts ->
                val text = texts.catalogs.colorBrakeRefusal(status.refusal)
                assertTrue("a sentence, not a code: $text", text.contains(' '))
            }
            assertEquals(writes, h.writes.written)
        }
    }

    /**
     * C3, C4.2: a refused button flashes the cell it was for, the one to fill next; the same
     * refusal twice gives two refusals to announce, each with the localiser's text.
     */
    @Test
    fun aRefusedOfferFlashesTheNextCellAndEachRefusalIsAnnounced() {
        Harness().use { h ->
            h.controller.ready()
            val refused = h.controller.hand.let { it.colours + it.specials }.first {
                it.refusal != null
            }
            val next = h.controller.frame.cells.single { it.next }.cell
            h.controller.play(refused.action)
            val first = h.updates.last().feedback
            h.controller.play(refused.action)
            val second = h.updates.last().feedback
            assertEquals(BoardFlash.ColorBrakeCell(next), first.single().flash)
            englishTexts().use { texts ->
                val said = texts.colorBrakeRefusals(first) + texts.colorBrakeRefusals(second)
                assertEquals(2, said.size)
                assertEquals(said[0], said[1])
                val event = first.single().event.event
                assertEquals(texts.catalogs.colorBrakeEvent(event), said[0].words)
            }
        }
    }

    /** C2, C5: a round played to its end through the offers, then Next round deals the second round, after a hand-over. */
    @Test
    fun c5TheRoundEndsAndNextRoundDealsTheNextOne() {
        Harness().use { h ->
            playRound(h.controller)
            val over = h.controller.frame
            assertTrue(over.phase is ColorBrakePhase.RoundOver)
            assertEquals(1, over.results.size)
            assertNull(over.hand)
            val next = h.controller.hand.nextRound!!
            assertNull(next.refusal)
            h.controller.play(next.action)
            val second = h.controller.frame
            assertEquals(2u, second.round)
            assertTrue(second.phase is ColorBrakePhase.HandOver)
            assertNull(second.hand)
            assertTrue(h.writes.failures.isEmpty())
        }
    }

    /** C7: Undo takes the last cell back. */
    @Test
    fun c7UndoTakesTheLastMoveBack() {
        Harness().use { h ->
            h.controller.ready()
            val before = h.controller.frame.cells
            h.controller.play(h.controller.hand.colours.first { it.refusal == null }.action)
            assertTrue(h.controller.frame.canUndo)
            h.controller.undo()
            assertEquals(before.map { it.fill }, h.controller.frame.cells.map { it.fill })
        }
    }

    /** C2 against the computer: its turns are played for it (one action at a time), and the player's hand is the one shown. */
    @Test
    fun againstTheComputerItPlaysItsTurnsAndThePlayersHandIsShown() {
        val mode = ColorBrakeMode.VsComputer(ColorBrakeSeat.ONE)
        Harness(mode).use { h ->
            h.controller.resume()
            var frame = h.controller.frame
            assertTrue("the player's turn: ${frame.phase}", frame.phase is ColorBrakePhase.Play)
            assertEquals(ColorBrakeSeat.TWO, frame.viewer)
            val filled = frame.cells.count { it.fill != null }
            assertEquals(
                "C3: cell 1 is A's, filled at once when the computer holds A",
                if (frame.a ==
                    ColorBrakeSeat.ONE
                ) {
                    1
                } else {
                    0
                },
                filled
            )
            // Row 7 has no reference (C4.2): the first colour of the hand is accepted.
            h.controller.play(h.controller.hand.colours.first { it.refusal == null }.action)
            frame = h.controller.frame
            assertTrue(frame.phase is ColorBrakePhase.Play)
            assertEquals(
                "the player's cell, then the computer's",
                filled + 2,
                frame.cells.count {
                    it.fill !=
                        null
                }
            )
            assertEquals(ColorBrakeSeat.TWO, frame.viewer)
            assertEquals(ColorBrakeSeat.TWO, frame.toMove)
        }
    }

    /** C7: a relaunch in the middle of a round gives the same game back, behind a hand-over (no hand shown at launch). */
    @Test
    fun aRelaunchMidRoundGivesTheSameGameBackBehindAHandOver() {
        val directory = storeDirectory()
        val cells = FlowHarness(directory).use { h ->
            h.app.startColorBrake(ColorBrakeChoice(ColorBrakeLength.Target(20u)))
            val controller = h.app.colorBrake!!
            repeat(3) { step(controller) }
            controller.frame.cells
        }
        FlowHarness(directory).use { h ->
            assertEquals(Screen.COLOR_BRAKE, h.app.navigation.current)
            val frame = h.app.colorBrake!!.frame
            assertEquals(cells.map { it.fill }, frame.cells.map { it.fill })
            assertEquals(ColorBrakeLength.Target(20u), frame.length)
            assertTrue(frame.phase is ColorBrakePhase.HandOver)
            assertNull(frame.hand)
        }
    }

    private companion object {
        /** More steps than a round can take: 28 cells, each with a hand-over, a neutral and its rescue. */
        const val MAX_ROUND_STEPS = 200

        /** Readies a hand-over or plays the first accepted offer; `false` once the round or the game is over. */
        fun step(controller: ColorBrakeController): Boolean {
            val frame = controller.frame
            when (frame.phase) {
                is ColorBrakePhase.HandOver -> controller.ready()

                is ColorBrakePhase.Play, is ColorBrakePhase.ChooseRescue ->
                    controller.play(frame.offers.first { it.refusal == null }.action)

                else -> return false
            }
            return true
        }

        /** Plays the round to its end, failing past [MAX_ROUND_STEPS]. */
        fun playRound(controller: ColorBrakeController) {
            var steps = 0
            while (step(controller)) {
                steps++
                check(steps <= MAX_ROUND_STEPS) {
                    "the round did not end within $MAX_ROUND_STEPS steps"
                }
            }
        }
    }
}
