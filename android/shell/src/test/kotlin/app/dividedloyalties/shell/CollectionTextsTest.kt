package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeAction
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSeat
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** The panels and buttons of Discorder and Color Brake ABAB: every text from the localiser, in every language. */
class CollectionTextsTest {
    /** D1, D5: both players by name with their tiles and points, the pegs, the status line as the localiser says it. */
    @Test
    fun theDiscorderPanelNamesBothPlayersAndFollowsTheGame() {
        englishTexts().use { texts ->
            DiscorderSession.newGame(DiscorderStarter.YELLOW, 3uL, null).use { s ->
                val start = texts.discorderPanel(s.view())
                assertEquals(
                    texts.catalogs.discorderPlayerName(DiscorderPlayer.YELLOW),
                    start.yellow.name
                )
                assertEquals(
                    texts.catalogs.discorderPlayerName(DiscorderPlayer.BLACK),
                    start.black.name
                )
                assertTrue(start.yellow.toMove)
                assertFalse(start.black.toMove)
                assertEquals(texts.catalogs.discorderStatus(s.view().status), start.status)
                assertNull(s.placeTile(0u, 0u))
                val after = texts.discorderPanel(s.view())
                assertNotEquals(start.yellow.tilesLeft, after.yellow.tilesLeft)
                assertEquals(start.black.tilesLeft, after.black.tilesLeft)
                assertTrue(after.black.toMove)
                assertNotEquals(start.status, after.status)
            }
        }
    }

    /** C2, C6.2: the round, the scores, the seats and the status; while a Tank's cell waits for its colour, the status asks for it. */
    @Test
    fun theColorBrakePanelSaysTheRoundAndAsksForTheTanksColour() {
        for (language in Texts.languages()) {
            Texts.forLanguages(listOf(language.tag)).use { texts ->
                ColorBrakeSession.newGame(
                    2uL,
                    ColorBrakeLength.Target(30u),
                    ColorBrakeMode.PassAndPlay
                )
                    .use { s ->
                        val frame = s.view()
                        val panel = texts.colorBrakePanel(frame, null)
                        assertEquals(
                            texts.catalogs.colorBrakeRoundOf(1u, ColorBrakeLength.Target(30u)),
                            panel.round
                        )
                        assertTrue(language.tag, panel.round.contains("30"))
                        assertEquals(texts.catalogs.colorBrakeStatus(frame.status), panel.status)
                        val sizes = frame.handSizes
                        assertEquals(
                            listOf(
                                texts.catalogs.colorBrakeHandSize(ColorBrakeSeat.ONE, sizes.one),
                                texts.catalogs.colorBrakeHandSize(ColorBrakeSeat.TWO, sizes.two)
                            ),
                            panel.handSizes
                        )
                        assertEquals(language.tag, 2, panel.handSizes.toSet().size)
                        assertNull("row 7 has no reference (C4.2)", panel.reference)
                        val tank = texts.colorBrakePanel(frame, 12u)
                        assertEquals(texts.catalogs.colorBrakeChooseTankColour(12u), tank.status)
                        assertTrue(language.tag, tank.status.contains("12"))
                    }
            }
        }
    }

    /** C1, C6: every button has its own name (seven colours, Neutral, Diamond, Next round), and a refused one says why. */
    @Test
    fun everyButtonHasItsOwnNameAndARefusedOneSaysWhy() {
        englishTexts().use { texts ->
            val (offered, refusal) = ColorBrakeSession.newGame(
                4uL,
                ColorBrakeLength.Rounds(2u),
                ColorBrakeMode.PassAndPlay
            ).use { s ->
                s.ready()
                // Row 7: the hand's colours, Neutral and Diamond; no Diamond before it (C6.3).
                val actions = s.view().offers.map { it.action }
                    .filter { it !is ColorBrakeAction.ForDiamond }
                actions to s.play(ColorBrakeAction.NextRound)
            }
            val names = (offered + ColorBrakeAction.NextRound).map { texts.colorBrakeButton(it) }
            assertEquals(10, names.size)
            assertEquals(names.size, names.toSet().size)
            val refused = HandButton(ColorBrakeAction.NextRound, refusal, null)
            assertEquals(
                texts.colorBrakeButton(ColorBrakeAction.NextRound),
                texts.colorBrakeButtonText(refused)
            )
            val why = texts.catalogs.colorBrakeRefusal(refusal!!)
            assertEquals(why, texts.colorBrakeButtonRefusal(refused))
        }
    }

    /** C1, C4.2, C6: the hand's buttons and chips and the reference say each token with its count, as whole phrases of the localiser. */
    @Test
    fun theHandAndTheReferenceSayEachTokenWithItsCount() {
        englishTexts().use { texts ->
            val blue = HandButton(ColorBrakeAction.Colour(ColorBrakeColour.BLUE), null, 3u)
            assertEquals("Blue: 3", texts.colorBrakeButtonText(blue))
            assertNull(texts.colorBrakeButtonRefusal(blue))
            val neutral = HandButton(ColorBrakeAction.Neutral, null, 1u)
            assertEquals("Neutral: 1", texts.colorBrakeButtonText(neutral))
            assertEquals("Tank: 2", texts.colorBrakeTankChip(TankButton(true, 2u)))
            ColorBrakeSession.newGame(4uL, ColorBrakeLength.Rounds(4u), ColorBrakeMode.PassAndPlay)
                .use { s ->
                    s.ready()
                    val panel = texts.colorBrakePanel(s.view(), null)
                    assertEquals("Round 1 of 4", panel.round)
                    assertEquals("Player 1: 16 tokens", panel.handSizes[0])
                }
        }
        Texts.forLanguages(listOf("fr")).use { texts ->
            assertEquals(
                "Bleu : 3",
                texts.colorBrakeButtonText(
                    HandButton(ColorBrakeAction.Colour(ColorBrakeColour.BLUE), null, 3u)
                )
            )
        }
    }
}
