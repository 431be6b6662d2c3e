package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakePhase
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.ListedBoard
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Finished games of Discorder and Color Brake ABAB in the history: played to their end, they
 * go to the history when the next game starts, listed with a drawing of their final board, and
 * opening one shows its final board and result, read-only, as a finished game of Divided
 * Loyalties is shown.
 */
class FinishedGamesTest {
    /** The history's entry of [kind], once listed. */
    private fun FlowHarness.finishedOf(kind: GameKindModel): String {
        app.showSavedGames()
        return app.finishedGames!!.entries.single { it.kind == kind }.id
    }

    /** D6: a game of Discorder ends when every cell holds a tile; its final board and result are shown from the history. */
    @Test
    fun d6AFinishedGameOfDiscorderIsShownAsItEnded() {
        FlowHarness().use { h ->
            h.app.startDiscorder(DiscorderChoice(DiscorderStarter.YELLOW))
            val game = h.app.discorder!!
            var actions = 0
            while (game.frame.result == null) {
                val free = game.frame.cells.first { it.tileRefusal == null }
                game.placeTile(free.cell)
                actions++
                check(actions <= MAX_DISCORDER_ACTIONS) {
                    "D6: the board was not full after $MAX_DISCORDER_ACTIONS tiles"
                }
            }
            val last = game.frame
            h.app.startDiscorder(DiscorderChoice(DiscorderStarter.BLACK))
            val id = h.finishedOf(GameKindModel.DISCORDER)
            val drawn = h.app.finishedPreviews.getValue(id) as ListedBoard.Discorder
            assertEquals(
                "the history row's drawing is the final board",
                last.cells,
                drawn.frame.cells
            )
            h.app.viewFinished(id)
            assertEquals(Screen.FINISHED_GAME, h.app.navigation.current)
            val shown = h.app.finished as FinishedGame.Discorder
            assertEquals(last.cells, shown.frame.cells)
            assertEquals(last.result, shown.frame.result)
            assertNotNull(shown.frame.result)
            h.app.ask(Confirmation.DeleteFinished(shown.id))
            h.app.answerConfirmation(yes = true)
            assertNull(h.app.finished)
            assertEquals(Screen.SAVED_GAMES, h.app.navigation.current)
            assertTrue(h.app.finishedGames!!.entries.isEmpty())
        }
    }

    /** C2, C5: a game of Color Brake ABAB of two rounds, played to its end; the history shows its final triangle and result. */
    @Test
    fun c5AFinishedGameOfColorBrakeIsShownAsItEnded() {
        FlowHarness().use { h ->
            h.app.startColorBrake(ColorBrakeChoice(ColorBrakeLength.Rounds(2u)))
            val game = h.app.colorBrake!!
            var steps = 0
            while (game.frame.phase !is ColorBrakePhase.GameOver) {
                val frame = game.frame
                if (frame.phase is ColorBrakePhase.HandOver) {
                    game.ready()
                } else {
                    game.play(frame.offers.first { it.refusal == null }.action)
                }
                steps++
                check(steps <= MAX_COLOR_BRAKE_STEPS) {
                    "C2: two rounds did not end within $MAX_COLOR_BRAKE_STEPS steps"
                }
            }
            val last = game.frame
            h.app.startColorBrake(ColorBrakeChoice())
            val id = h.finishedOf(GameKindModel.COLOR_BRAKE)
            val drawn = h.app.finishedPreviews.getValue(id) as ListedBoard.ColorBrake
            assertEquals(
                "the history row's drawing",
                last.cells.map {
                    it.fill
                },
                drawn.frame.cells.map { it.fill }
            )
            h.app.viewFinished(id)
            assertEquals(Screen.FINISHED_GAME, h.app.navigation.current)
            val shown = h.app.finished as FinishedGame.ColorBrake
            assertTrue(shown.frame.phase is ColorBrakePhase.GameOver)
            assertEquals(last.cells.map { it.fill }, shown.frame.cells.map { it.fill })
            assertEquals(last.scores, shown.frame.scores)
            assertEquals(last.status, shown.frame.status)
        }
    }

    private companion object {
        /** D6: 56 cells, one tile each; more actions than that is a game that does not end. */
        const val MAX_DISCORDER_ACTIONS = 56

        /** Two rounds of at most 200 steps each (28 cells, each with a hand-over, a neutral and its rescue), and Next round. */
        const val MAX_COLOR_BRAKE_STEPS = 401
    }
}
