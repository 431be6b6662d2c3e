package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeAction
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakePhase
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.ColorBrakeToken
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** The hand's buttons as the frame offers them (C2, C4, C6), and the Tank chosen by a tap then a colour (C6.2). */
class ColorBrakeHandTest {
    /** A controller on a pass-and-play game of [seed], every task at once, over a store of its own. */
    private class Harness(
        seed: ULong,
        val session: ColorBrakeSession =
            ColorBrakeSession.newGame(seed, ColorBrakeLength.Rounds(2u), ColorBrakeMode.PassAndPlay)
    ) : StoreHarness(CurrentGame.ColorBrake(session)) {
        val controller =
            closing(ColorBrakeController(session, writer, directExecutor, directExecutor) {})
    }

    /** C2, C4: the viewer's hand: the seven colours with the hand's counts, Neutral and Diamond; nothing of the round's end. */
    @Test
    fun theHandShowsEveryColourWithItsCountAndTheSpecialTokens() {
        Harness(3uL).use { h ->
            h.controller.ready()
            val frame = h.controller.frame
            val hand = h.controller.hand
            assertEquals(7, hand.colours.size)
            for (button in hand.colours) {
                val colour = (button.action as ColorBrakeAction.Colour).colour
                val held = frame.hand!!.single { it.token == ColorBrakeToken.Colour(colour) }.count
                assertEquals(held, button.count)
            }
            assertEquals(
                listOf(ColorBrakeAction.Neutral, ColorBrakeAction.Diamond),
                hand.specials.map { it.action }
            )
            assertNull(hand.nextRound)
            assertTrue(hand.drawn.isEmpty())
            assertTrue("row 7: no Diamond of the mover's before it", hand.forDiamond.isEmpty())
        }
    }

    /**
     * C6.2: once a Tank is accepted (just before row 5 or row 4), a tap on one of the frame's
     * Tank targets makes the hand offer the colours for it; one of them plays the Tank.
     */
    @Test
    fun aTankIsPlayedByATapOnATargetThenAColour() {
        val (h, target) = (1uL..SEEDS).asSequence().map { Harness(it) }.firstNotNullOfOrNull { h ->
            tankTarget(h)?.let { h to it } ?: run {
                h.close()
                null
            }
        } ?: error("no game of the first $SEEDS seeds offers a Tank")
        h.use {
            val before = h.controller.frame
            assertTrue(h.controller.hand.tank!!.enabled)
            h.controller.chooseTank()
            assertTrue(h.controller.tankChoosing)
            val cell = before.cells.single { it.cell == target }
            h.controller.touch(cell.centre.x, cell.centre.y)
            assertEquals(target, h.controller.tankCell)
            val colours = h.controller.hand.colours
            assertTrue(colours.all { (it.action as ColorBrakeAction.Tank).cell == target })
            h.controller.play(colours.first { it.refusal == null }.action)
            assertNull(h.controller.tankCell)
            assertNotNull(
                "C6.2: the Tank covers the cell",
                h.controller.frame.cells.single { it.cell == target }.fill?.tank
            )
        }
    }

    private companion object {
        /** How many seeds the Tank test tries. */
        const val SEEDS = 40uL

        /** More steps than a round can take: 28 cells, each with a hand-over, a neutral and its rescue. */
        const val MAX_ROUND_STEPS = 200

        /**
         * Plays [h]'s first round (the first accepted offer that is no Tank) until a Tank is
         * accepted; the number of a Tank target then, or `null` when the round ends first.
         */
        fun tankTarget(h: Harness): UInt? {
            repeat(MAX_ROUND_STEPS) {
                val frame = h.controller.frame
                when (frame.phase) {
                    is ColorBrakePhase.HandOver -> h.controller.ready()

                    is ColorBrakePhase.Play, is ColorBrakePhase.ChooseRescue -> {
                        frame.cells.firstOrNull { it.tankTarget }?.let { return it.cell }
                        val offer = frame.offers.first {
                            it.refusal == null && it.action !is ColorBrakeAction.Tank
                        }
                        h.controller.play(offer.action)
                    }

                    else -> return null
                }
            }
            error("the round did not end within $MAX_ROUND_STEPS steps")
        }
    }
}
