package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The interim English texts read what TalkBack and the dialogs need from the frame. */
class EnglishTextsTest {
    @Test
    fun everyLabelHasAText() {
        for (label in Label.entries) assertTrue(label.name, EnglishTexts.label(label).isNotBlank())
    }

    @Test
    fun aCellSaysWhereItIsItsRegionAndWhatLiesOnIt() {
        ControllerHarness().use { h ->
            h.turn(StoneColor.BLUE, 1, 1)
            h.turn(StoneColor.YELLOW, 1, 2)
            h.tap(2, 1)
            h.doubleTap(1, 1)
            val frame = h.controller.frame
            val ringed = frame.cellAt(cell(1, 1))!!
            val words = EnglishTexts.cell(ringed, frame.regionOf(ringed))
            assertEquals("Row 2, column 2, region S1", words.description)
            assertEquals("blue stone, ringed", words.state)
            val dot = frame.cellAt(cell(5, 2))!!
            assertEquals(
                "Row 3, column 6, dot",
                EnglishTexts.cell(dot, frame.regionOf(dot)).description
            )
        }
    }

    @Test
    fun theQuestionsNameTheDotStoneAndThePlayers() {
        val dot = EnglishTexts.question(Question.ConfirmDotStoneReturn(cell(5, 1))).body
        assertTrue(dot, dot.contains("row 2, column 6"))
        val asked = EnglishTexts.question(
            Question.AgreeEnd(Side.BLUE, Side.YELLOW)
        ).body
        assertTrue(asked, asked.startsWith("Yellow, Blue wants"))
        GameSession.newBuiltin("pyramid", null).use { s ->
            assertTrue(EnglishTexts.status(s.view().status).isNotBlank())
        }
    }
}
