package app.dividedloyalties.tests

import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakePhase
import app.dividedloyalties.core.ColorBrakeSeat
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.ColorBrakeStatus
import app.dividedloyalties.core.ColorBrakeToken
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.DiscorderRefusalReason
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.DiscorderStatus
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.Localizer
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The texts of the two other games through the real library (wave 5): a game of Discorder
 * against the computer with its statuses and a refusal in French, the seat kept in the saved
 * game, a Color Brake ABAB hand-over and its panel's counts, the rules and the game chooser's
 * labels.
 */
class GamesTextsTest {
    /** French puts a no-break space before a colon. */
    private val nbsp = '\u00a0'

    @Test
    fun aDiscorderGameAgainstTheComputerIsToldInFrench() {
        Localizer(listOf("fr-FR")).use { fr ->
            DiscorderSession.newGame(DiscorderStarter.YELLOW, 3uL, DiscorderPlayer.BLACK).use { s ->
                assertEquals(DiscorderPlayer.BLACK, s.view().computer)
                assertFalse(s.computerToMove())
                assertEquals("Jaune$nbsp: posez une tuile, ou choisissez un goujon.", fr.discorderStatus(s.view().status))
                assertEquals(null, s.placeTile(3u, 3u))
                assertTrue(s.computerToMove())
                val status = s.view().status
                assertEquals(DiscorderStatus.ComputerToMove(DiscorderPlayer.BLACK), status)
                assertEquals("C'est au tour de l'ordinateur (Noir).", fr.discorderStatus(status))
                val refused = s.placeTile(0u, 0u)
                assertEquals(DiscorderRefusalReason.COMPUTER_TO_MOVE, refused?.reason)
                assertEquals("Attendez$nbsp: c'est au tour de l'ordinateur.", fr.discorderRefusal(refused!!))
                assertEquals(null, s.playComputer(1uL))
                assertFalse(s.computerToMove())
                // D6: play to the end, the device taking the first cell or edge its frame accepts;
                // 56 tiles and 10 pegs at most (D1): the longest game.
                for (n in 0..66) {
                    val v = s.view()
                    if (v.toMove == null) break
                    check(n < 66) { "the game is not over after the longest possible game" }
                    if (s.computerToMove()) {
                        assertEquals(null, s.playComputer(n.toULong()))
                        continue
                    }
                    val cell = v.cells.firstOrNull { it.tileRefusal == null }
                    val refusal = if (cell != null) {
                        s.placeTile(cell.cell.x, cell.cell.y)
                    } else {
                        val edge = v.edges.first { it.pegRefusal == null }
                        s.placePeg(edge.edge.x, edge.edge.y)
                    }
                    assertEquals(null, refusal)
                }
                val over = s.view()
                val result = over.result!!
                assertTrue(fr.discorderStatus(over.status).startsWith("Fin de la partie"))
                assertEquals(
                    fr.discorderScore(over.yellow.score),
                    "${over.yellow.score.now} point${if (over.yellow.score.now == 1u) "" else "s"}, dont ${over.yellow.score.settled} acquis",
                )
                assertEquals(result.yellow, over.yellow.score.now)
                // The seat comes back with the saved game.
                DiscorderSession.fromSavedGame(s.saveGame()).use { back ->
                    assertEquals(DiscorderPlayer.BLACK, back.view().computer)
                }
            }
        }
    }

    @Test
    fun discorderCellsAndEdgesHaveAccessibilityDescriptions() {
        Localizer(listOf("en")).use { en ->
            DiscorderSession.newGame(DiscorderStarter.BLACK, 0uL).use { s ->
                assertEquals(null, s.placeTile(2u, 3u))
                val v = s.view()
                assertEquals("column 3, row 4, black tile, placed last", en.describeDiscorderCell(v.cells[3 * 8 + 2]))
                assertEquals(
                    "line below column 3, row 4, no peg, a peg may go here",
                    en.describeDiscorderEdge(v.edges[3 * 8 + 2]),
                )
                assertEquals("Black", en.discorderPlayerName(DiscorderPlayer.BLACK))
                assertEquals("27 tiles left", en.discorderTilesLeft(v.black.tilesLeft))
            }
        }
    }

    @Test
    fun aColorBrakeHandOverIsToldToThePlayers() {
        Localizer(listOf("en")).use { en ->
            ColorBrakeSession.newGame(9uL, ColorBrakeLength.Rounds(2u), ColorBrakeMode.PassAndPlay).use { s ->
                val v = s.view()
                val to = (v.phase as ColorBrakePhase.HandOver).to
                assertEquals(ColorBrakeStatus.HandOver(to), v.status)
                assertEquals(
                    "Pass the device to ${en.colorBrakeSeatName(to)}, then tap to see your hand.",
                    en.colorBrakeStatus(v.status),
                )
                assertEquals("Player 1: 0 · Player 2: 0", en.colorBrakeScores(v.scores.one, v.scores.two))
                assertEquals("Tank on cell 12: choose the colour on top.", en.colorBrakeChooseTankColour(12u))
                s.ready()
                val first = s.view().cells.first()
                assertTrue(en.describeColorBrakeCell(first), en.describeColorBrakeCell(first).startsWith("cell 1, row 7, A ("))
            }
        }
    }

    /** C1, C2, C4.2, C6: the panel's counts are whole phrases of the catalogs, in English and Ukrainian (its plurals). */
    @Test
    fun theColorBrakePanelsCountsAreWholePhrases() {
        Localizer(listOf("en")).use { en ->
            ColorBrakeSession.newGame(9uL, ColorBrakeLength.Rounds(4u), ColorBrakeMode.PassAndPlay).use { s ->
                s.ready()
                val v = s.view()
                assertEquals("Round 1 of 4", en.colorBrakeRoundOf(v.round, v.length))
                assertEquals("Player 2: 16 tokens", en.colorBrakeHandSize(ColorBrakeSeat.TWO, v.handSizes.two))
            }
            assertEquals("Round 2, playing to 30 points", en.colorBrakeRoundOf(2u, ColorBrakeLength.Target(30u)))
            assertEquals("Pink-checkered: 2", en.colorBrakeColourCount(ColorBrakeColour.PINK, 2u))
            assertEquals("Tank: 1", en.colorBrakeTokenCount(ColorBrakeToken.Tank, 1u))
            assertEquals("Green: 3", en.colorBrakeTokenCount(ColorBrakeToken.Colour(ColorBrakeColour.GREEN), 3u))
        }
        Localizer(listOf("uk")).use { uk ->
            assertEquals("Гравець 1: 1 фішка", uk.colorBrakeHandSize(ColorBrakeSeat.ONE, 1u))
            assertEquals("Гравець 1: 5 фішок", uk.colorBrakeHandSize(ColorBrakeSeat.ONE, 5u))
            assertEquals("Раунд 3 з 4", uk.colorBrakeRoundOf(3u, ColorBrakeLength.Rounds(4u)))
        }
    }

    @Test
    fun theRulesAndTheGameChoosersLabelsComeInEveryLanguage() {
        Localizer(listOf("de")).use { de ->
            Localizer(listOf("ja")).use { ja ->
                assertEquals(5, de.discorderRules().size)
                assertEquals(6, de.colorBrakeRules().size)
                assertEquals(de.discorderRules().size, ja.discorderRules().size)
                assertNotEquals(de.colorBrakeRules(), ja.colorBrakeRules())
                assertEquals("Wähle ein Spiel", de.label(LabelId.GAMES_TITLE))
                assertEquals("Wer beginnt", de.label(LabelId.DISCORDER_STARTER))
                for (label in listOf(
                    LabelId.GAMES_ABOUT_DIVIDED_LOYALTIES, LabelId.GAMES_ABOUT_DISCORDER,
                    LabelId.GAMES_ABOUT_COLOR_BRAKE, LabelId.COLOR_BRAKE_CHOOSE_FOR_DIAMOND,
                )) {
                    assertNotEquals(de.label(label), ja.label(label))
                }
            }
        }
    }
}
