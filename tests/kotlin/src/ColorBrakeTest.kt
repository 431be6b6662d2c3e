package app.dividedloyalties.tests

import app.dividedloyalties.core.ColorBrakeAction
import app.dividedloyalties.core.ColorBrakeBase
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeColourCount
import app.dividedloyalties.core.ColorBrakeEvent
import app.dividedloyalties.core.ColorBrakeException
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeNomination
import app.dividedloyalties.core.ColorBrakePerSeat
import app.dividedloyalties.core.ColorBrakePhase
import app.dividedloyalties.core.ColorBrakeRefusal
import app.dividedloyalties.core.ColorBrakeRefusalReason
import app.dividedloyalties.core.ColorBrakeRoundEnd
import app.dividedloyalties.core.ColorBrakeSeat
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.ColorBrakeStatus
import app.dividedloyalties.core.ColorBrakeToken
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.ColorBrakeWinner
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.colorBrakeStatusCode
import app.dividedloyalties.core.describeColorBrakeStatus
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Color Brake ABAB through the bindings (issue 15, RULES-COLOR-BRAKE.md C1–C7): the crate's
 * worked example played from the frames' offers, hands hidden from the other player, refusals
 * as typed values, the pure frame, numbered events, the revision, saving and reopening.
 */
class ColorBrakeTest {
    private val pass = ColorBrakeMode.PassAndPlay
    private val twoRounds = ColorBrakeLength.Rounds(2u)

    /** The worked example of color-brake/README.md: seed 1918, two rounds, 37–0. */
    private val seed = 1918uL
    private val round1 = listOf(
        "neutral", "rescue blue", "diamond", "colour blue", "neutral",
        "colour orange", "colour orange", "colour orange", "for-diamond white", "colour blue",
    )
    private val round2 = listOf(
        "colour red", "colour yellow", "colour yellow", "diamond", "colour red",
        "colour blue", "colour green", "neutral", "colour blue", "colour green",
    )

    private fun colour(name: String) = ColorBrakeColour.valueOf(name.uppercase())

    /** An action as the saved-game format writes it (`colour red`, `neutral` …). */
    private fun action(text: String): ColorBrakeAction {
        val words = text.split(" ")
        return when (words[0]) {
            "colour" -> ColorBrakeAction.Colour(colour(words[1]))
            "neutral" -> ColorBrakeAction.Neutral
            "rescue" -> ColorBrakeAction.Rescue(colour(words[1]))
            "diamond" -> ColorBrakeAction.Diamond
            "for-diamond" -> ColorBrakeAction.ForDiamond(colour(words[1]))
            "next" -> ColorBrakeAction.NextRound
            else -> error("not an action: $text")
        }
    }

    private fun ColorBrakePerSeat.of(seat: ColorBrakeSeat) = if (seat == ColorBrakeSeat.ONE) one else two

    private fun ColorBrakeView.handText(): String? =
        hand?.filter { it.count > 0u }?.joinToString(" ") { t ->
            val name = when (val token = t.token) {
                is ColorBrakeToken.Colour -> token.colour.name.lowercase()
                else -> token.javaClass.simpleName.lowercase()
            }
            "$name×${t.count}"
        }

    /** What no frame may break, whoever looks (C2, C7): at most the viewer's hand is shown. */
    private fun assertShowsOnlyTheViewersHand(v: ColorBrakeView, mode: ColorBrakeMode) {
        val viewer = v.viewer
        if (viewer == null) {
            assertNull(v.hand)
            assertNull(v.drawn)
            return
        }
        when (mode) {
            is ColorBrakeMode.PassAndPlay -> assertEquals(v.toMove, viewer)
            is ColorBrakeMode.VsComputer -> assertNotEquals(mode.computer, viewer)
        }
        assertEquals(v.handSizes.of(viewer), v.hand!!.sumOf { it.count })
    }

    /**
     * Plays `moves` in pass-and-play as a phone does: a hand-over frame first whenever the
     * mover changes, `ready()`, then the move, which must be an enabled offer of the frame.
     */
    private fun ColorBrakeSession.playFromOffers(moves: List<String>) {
        for (text in moves) {
            val before = view()
            assertShowsOnlyTheViewersHand(before, pass)
            if (before.phase is ColorBrakePhase.HandOver) {
                assertTrue(before.offers.isEmpty())
                ready()
            }
            val v = view()
            assertShowsOnlyTheViewersHand(v, pass)
            if (v.phase == ColorBrakePhase.Play || v.phase == ColorBrakePhase.ChooseRescue) {
                assertNotNull("the mover's hand after the hand-over", v.hand)
            }
            val offer = v.offers.singleOrNull { it.action == action(text) }
            assertNotNull("$text is offered", offer)
            assertNull("$text is enabled", offer!!.refusal)
            assertNull("$text", play(offer.action))
        }
    }

    @Test
    fun theWorkedExampleEnds37To0() {
        ColorBrakeSession.newGame(seed, twoRounds, pass).use { s ->
            var v = s.view()
            assertEquals(ColorBrakePhase.HandOver(ColorBrakeSeat.ONE), v.phase)
            assertEquals(ColorBrakeStatus.HandOver(ColorBrakeSeat.ONE), v.status)
            assertEquals("hand_over", colorBrakeStatusCode(v.status))
            assertEquals(28, v.cells.size)
            assertEquals(ColorBrakePerSeat(16u, 16u), v.handSizes)
            s.ready()
            v = s.view()
            assertEquals(ColorBrakeSeat.ONE, v.viewer)
            assertEquals("blue×2 green×3 yellow×3 red×2 orange×2 pink×3 neutral×1", v.handText())
            assertEquals(ColorBrakeStatus.Place(ColorBrakeSeat.ONE, ColorBrakeNomination.A, 1u), v.status)

            // C6.1: one's neutral on cell 1 draws a neutral (stacked) and then blue and green.
            s.playFromOffers(round1.take(1))
            v = s.view()
            assertEquals(ColorBrakePhase.ChooseRescue, v.phase)
            assertEquals(2u, v.cells[0].pendingNeutrals)
            assertEquals(
                listOf(ColorBrakeColourCount(ColorBrakeColour.BLUE, 1u), ColorBrakeColourCount(ColorBrakeColour.GREEN, 1u)),
                v.drawn!!.filter { it.count > 0u },
            )
            assertTrue(v.offers.all { it.action is ColorBrakeAction.Rescue })
            val drawnEvent = s.takeEvents().map { it.event }.filterIsInstance<ColorBrakeEvent.NeutralDrawn>().single()
            assertEquals(ColorBrakeEvent.NeutralDrawn(ColorBrakeSeat.ONE, 1u, 2u, 3u), drawnEvent)

            s.playFromOffers(round1.drop(1))
            v = s.view()
            assertEquals(ColorBrakePhase.RoundOver, v.phase)
            val first = v.results.single()
            assertEquals(ColorBrakeRoundEnd.Stuck(ColorBrakeSeat.TWO, 10u), first.end)
            assertEquals(ColorBrakePerSeat(19u, 0u), first.points)
            assertEquals(ColorBrakeStatus.RoundOver(first), v.status)
            assertEquals("Round 1 over: Player two cannot fill cell 10; Player one scores 19.", describeColorBrakeStatus(v.status))
            val fill1 = v.cells[0].fill!!
            assertEquals(ColorBrakeBase.Rescue(2u, ColorBrakeColour.BLUE), fill1.base)
            assertEquals(ColorBrakeColour.BLUE, fill1.top)
            assertEquals(ColorBrakeBase.Diamond, v.cells[1].fill!!.base)
            assertNull(v.cells[1].fill!!.top)
            assertEquals(ColorBrakeBase.ForDiamond(ColorBrakeColour.WHITE), v.cells[7].fill!!.base)
            assertEquals(listOf(ColorBrakeAction.NextRound), v.offers.map { it.action })

            // C2: the nominations swap.
            s.playFromOffers(listOf("next round"))
            assertEquals(ColorBrakeSeat.TWO, s.view().a)
            assertEquals(2u, s.view().round)
            s.playFromOffers(round2)

            v = s.view()
            assertEquals(ColorBrakePhase.GameOver, v.phase)
            assertEquals(ColorBrakeRoundEnd.Stuck(ColorBrakeSeat.TWO, 11u), v.results[1].end)
            assertEquals(ColorBrakePerSeat(18u, 0u), v.results[1].points)
            assertEquals(ColorBrakePerSeat(37u, 0u), v.scores)
            assertEquals(ColorBrakeWinner.Seat(ColorBrakeSeat.ONE), v.winner)
            assertEquals(ColorBrakeStatus.GameOver(ColorBrakeWinner.Seat(ColorBrakeSeat.ONE), ColorBrakePerSeat(37u, 0u)), v.status)
            assertEquals("game_over_result", colorBrakeStatusCode(v.status))
            assertEquals("Game over: Player one wins 37–0.", describeColorBrakeStatus(v.status))
            assertTrue(v.offers.isEmpty())
            assertTrue(v.canUndo)
        }
    }

    /** C2, C7: the other player's frame never holds a hand or a draw that is not theirs. */
    @Test
    fun theHiddenHandIsNotInTheOtherPlayersFrame() {
        ColorBrakeSession.newGame(seed, twoRounds, pass).use { s ->
            s.ready()
            val oneSees = s.view()
            assertNull(s.play(ColorBrakeAction.Colour(ColorBrakeColour.PINK)))
            // Handed over: nobody's hand is shown, not even the mover's.
            val handOver = s.view()
            assertEquals(ColorBrakePhase.HandOver(ColorBrakeSeat.TWO), handOver.phase)
            assertNull(handOver.viewer)
            assertNull(handOver.hand)
            s.ready()
            val twoSees = s.view()
            assertEquals(ColorBrakeSeat.TWO, twoSees.viewer)
            assertEquals("green×1 yellow×3 red×2 white×4 orange×1 pink×3 neutral×1 diamond×1", twoSees.handText())
            assertNotEquals(oneSees.hand, twoSees.hand)
        }
        // One has drawn blue and green onto a neutral: one's frame shows them, two's does not.
        ColorBrakeSession.newGame(seed, twoRounds, pass).use { s ->
            s.ready()
            assertNull(s.play(ColorBrakeAction.Neutral))
            val json = s.saveGame()
            ColorBrakeSession.fromSavedGame(json, ColorBrakeMode.VsComputer(ColorBrakeSeat.TWO)).use { one ->
                val v = one.view()
                assertEquals(ColorBrakeSeat.ONE, v.viewer)
                assertNotNull(v.drawn)
                assertEquals("blue×2 green×3 yellow×3 red×2 orange×2 pink×3", v.handText())
            }
            ColorBrakeSession.fromSavedGame(json, ColorBrakeMode.VsComputer(ColorBrakeSeat.ONE)).use { two ->
                val v = two.view()
                assertEquals(ColorBrakePhase.ComputerToMove, v.phase)
                assertEquals(ColorBrakeSeat.TWO, v.viewer)
                assertNull("one's draw is not in two's frame", v.drawn)
                assertEquals("green×1 yellow×3 red×2 white×4 orange×1 pink×3 neutral×1 diamond×1", v.handText())
                assertTrue(v.offers.isEmpty())
                assertEquals(ColorBrakeStatus.ComputerToMove(ColorBrakeSeat.ONE), v.status)
            }
        }
        // A whole game against the computer: the human's hand only, on every frame.
        val mode = ColorBrakeMode.VsComputer(ColorBrakeSeat.TWO)
        ColorBrakeSession.newGame(77uL, twoRounds, mode).use { s ->
            var steps = 0
            while (s.view().winner == null) {
                // Two rounds of at most 28 cells, neutrals' choices and Tanks, and the next round.
                check(++steps <= 2 * 59) { "not over after the longest possible game" }
                val v = s.view()
                assertShowsOnlyTheViewersHand(v, mode)
                // The human's hand, except between rounds, when no hand is shown.
                val expected = if (v.phase == ColorBrakePhase.RoundOver) null else ColorBrakeSeat.ONE
                assertEquals(expected, v.viewer)
                if (s.computerToMove()) {
                    val planned = s.computerAction()
                    assertNotNull(planned)
                    assertEquals("the computer's choice is deterministic", planned, s.computerAction())
                    assertNull(s.playComputer())
                } else {
                    val offer = v.offers.first { it.refusal == null }
                    assertNull(s.play(offer.action))
                }
            }
            assertShowsOnlyTheViewersHand(s.view(), mode)
        }
    }

    private val seen = mutableSetOf<ColorBrakeRefusalReason>()

    private fun expect(reason: ColorBrakeRefusalReason, refusal: ColorBrakeRefusal?): ColorBrakeRefusal {
        assertNotNull("expected $reason", refusal)
        assertEquals(reason, refusal!!.reason)
        assertEquals(reason.name.lowercase(), refusal.code)
        assertTrue(describeColorBrakeStatus(ColorBrakeStatus.Refused(refusal)).startsWith("Refused: "))
        assertEquals(refusal.code, colorBrakeStatusCode(ColorBrakeStatus.Refused(refusal)))
        seen += reason
        return refusal
    }

    @Test
    fun refusalsAreTypedValuesAndTheOffersSayWhy() {
        ColorBrakeSession.newGame(seed, twoRounds, pass).use { s ->
            expect(ColorBrakeRefusalReason.NOTHING_TO_UNDO, s.undo())
            s.ready()
            expect(ColorBrakeRefusalReason.ROUND_NOT_OVER, s.play(ColorBrakeAction.NextRound))
            expect(ColorBrakeRefusalReason.NO_RESCUE_PENDING, s.play(ColorBrakeAction.Rescue(ColorBrakeColour.RED)))
            val white = expect(ColorBrakeRefusalReason.NOT_IN_HAND, s.play(ColorBrakeAction.Colour(ColorBrakeColour.WHITE)))
            assertEquals(ColorBrakeToken.Colour(ColorBrakeColour.WHITE), white.token)
            assertEquals(ColorBrakeToken.Diamond, expect(ColorBrakeRefusalReason.NOT_IN_HAND, s.play(ColorBrakeAction.Diamond)).token)
            expect(ColorBrakeRefusalReason.NO_FREE_SLOT, s.play(ColorBrakeAction.ForDiamond(ColorBrakeColour.RED)))
            expect(ColorBrakeRefusalReason.NOT_TANK_MOMENT, s.play(ColorBrakeAction.Tank(1u, ColorBrakeColour.RED)))
            assertEquals(99u, expect(ColorBrakeRefusalReason.NO_SUCH_CELL, s.play(ColorBrakeAction.Tank(99u, ColorBrakeColour.RED))).cell)
            assertNull(s.play(ColorBrakeAction.Neutral))
            expect(ColorBrakeRefusalReason.RESCUE_PENDING, s.play(ColorBrakeAction.Colour(ColorBrakeColour.BLUE)))
            assertEquals(ColorBrakeColour.RED, expect(ColorBrakeRefusalReason.NOT_DRAWN, s.play(ColorBrakeAction.Rescue(ColorBrakeColour.RED))).colour)
            // Refusals change nothing saved; each is an event and the status.
            assertEquals(1uL, s.revision())
            val refused = s.view().status as ColorBrakeStatus.Refused
            assertEquals(ColorBrakeRefusalReason.NOT_DRAWN, refused.refusal.reason)
            assertTrue(s.takeEvents().last().event is ColorBrakeEvent.Refused)
        }
        // Along the worked example, every offer of every frame is refused for the reason the
        // frame gives, or accepted when it gives none: a copy reopened from the saved game
        // plays it.
        ColorBrakeSession.newGame(seed, twoRounds, pass).use { s ->
            for (text in round1 + "next round" + round2) {
                if (s.view().phase is ColorBrakePhase.HandOver) s.ready()
                val v = s.view()
                val json = s.saveGame()
                for (offer in v.offers) {
                    ColorBrakeSession.fromSavedGame(json, pass).use { copy ->
                        copy.ready()
                        assertEquals(offer.refusal, copy.play(offer.action))
                        offer.refusal?.let { expect(it.reason, it) }
                    }
                }
                assertNull(s.play(action(text)))
            }
            expect(ColorBrakeRefusalReason.GAME_OVER, s.play(ColorBrakeAction.NextRound))
        }
        // Round 1's row 6 refuses what row 7 lacks (C4.2).
        assertTrue(ColorBrakeRefusalReason.NOT_IN_REFERENCE in seen)
    }

    @Test
    fun viewIsPureEventsComeOnceNumberedAndTheRevisionMovesWithTheSavedGame() {
        ColorBrakeSession.newGame(seed, twoRounds, pass).use { s ->
            assertEquals(s.view(), s.view())
            assertEquals(0uL, s.revision())
            s.ready()
            assertEquals(0uL, s.revision())
            assertEquals(s.view(), s.view())
            assertTrue(s.takeEvents().isEmpty())
            val seqs = mutableListOf<ULong>()
            for ((i, text) in (round1 + "next round").withIndex()) {
                if (s.view().phase is ColorBrakePhase.HandOver) s.ready()
                assertNull(s.play(action(text)))
                assertEquals((i + 1).toULong(), s.revision())
                assertEquals(s.view(), s.view())
                val events = s.takeEvents()
                assertTrue(events.isNotEmpty())
                assertTrue("events are taken once", s.takeEvents().isEmpty())
                seqs += events.map { it.seq }
            }
            assertEquals((1uL..seqs.size.toULong()).toList(), seqs)
            assertNull(s.undo())
            assertEquals(12uL, s.revision())
            assertEquals(ColorBrakeStatus.Undone(ColorBrakeAction.NextRound), s.view().status)
            assertEquals("undone", colorBrakeStatusCode(s.view().status))
            val undone = s.takeEvents()
            assertEquals(seqs.size.toULong() + 1uL, undone.first().seq)
            assertEquals(ColorBrakeEvent.Undone(ColorBrakeAction.NextRound), undone.first().event)
        }
    }

    @Test
    fun theHitTestNamesCellsByNumber() {
        ColorBrakeSession.newGame(seed, twoRounds, pass).use { s ->
            val v = s.view()
            assertEquals(7f, v.width)
            assertEquals(7f, v.height)
            for (cell in v.cells) {
                assertEquals(cell.cell, s.cellAt(cell.centre.x, cell.centre.y))
                assertEquals(4, cell.outline.size)
            }
            assertEquals(1u, s.cellAt(0.5f, 0.5f))
            assertEquals(28u, s.cellAt(3.5f, 6.5f))
            assertEquals(1u, s.cellAt(-0.4f, 0.5f))
            assertNull(s.cellAt(-5f, -5f))
            assertNull(s.cellAt(Float.NaN, 0.5f))
            assertEquals(listOf(7u, 6u, 5u, 4u, 3u, 2u, 1u), v.cells.map { it.row }.distinct())
        }
    }

    @Test
    fun aSavedGameReopensAsTheSameGame() {
        ColorBrakeSession.newGame(seed, ColorBrakeLength.Target(20u), pass).use { s ->
            for (text in round1.take(6)) {
                if (s.view().phase is ColorBrakePhase.HandOver) s.ready()
                assertNull(s.play(action(text)))
            }
            val json = s.saveGame()
            assertTrue(json.contains("\"game\": \"color-brake\""))
            ColorBrakeSession.fromSavedGame(json, pass).use { back ->
                assertEquals(json, back.saveGame())
                s.ready()
                back.ready()
                assertEquals(s.view().copy(revision = 0uL), back.view())
                assertEquals(ColorBrakeLength.Target(20u), back.view().length)
            }
        }
    }

    @Test
    fun badLengthsAndRefusedSavedGamesAreTypedErrors() {
        val rounds = assertThrows(ColorBrakeException.InvalidArgument::class.java) {
            ColorBrakeSession.newGame(1uL, ColorBrakeLength.Rounds(3u), pass)
        }
        assertEquals("length_bad_rounds", rounds.code)
        assertEquals(3uL, rounds.details.number)
        assertEquals(20uL, rounds.details.limit)
        val target = assertThrows(ColorBrakeException.InvalidArgument::class.java) {
            ColorBrakeSession.newGame(1uL, ColorBrakeLength.Target(0u), pass)
        }
        assertEquals("length_bad_target", target.code)
        assertEquals(0uL, target.details.number)

        val syntax = assertThrows(ColorBrakeException.InvalidSavedGame::class.java) {
            ColorBrakeSession.fromSavedGame("{\"game\" \"color-brake\"}", pass)
        }
        assertEquals("record_json_syntax", syntax.code)
        assertEquals(1uL, syntax.details.line)
        val illegal = assertThrows(ColorBrakeException.InvalidSavedGame::class.java) {
            ColorBrakeSession.fromSavedGame(
                """{"game": "color-brake", "version": 1, "app_version": "0.1.0", "seed": "1918",
                   "length": {"rounds": 2}, "actions": ["neutral", "colour blue"]}""",
                pass,
            )
        }
        assertEquals("record_illegal_action", illegal.code)
        assertEquals(1uL, illegal.details.index)
        assertEquals(ColorBrakeAction.Colour(ColorBrakeColour.BLUE), illegal.details.action)
        assertEquals(ColorBrakeRefusalReason.RESCUE_PENDING, illegal.details.refusal?.reason)
        DiscorderSession.newGame(DiscorderStarter.YELLOW, 0uL).use { other ->
            val wrong = assertThrows(ColorBrakeException.InvalidSavedGame::class.java) {
                ColorBrakeSession.fromSavedGame(other.saveGame(), pass)
            }
            assertEquals("record_wrong_game", wrong.code)
            assertEquals("discorder", wrong.details.found)
        }
    }
}
