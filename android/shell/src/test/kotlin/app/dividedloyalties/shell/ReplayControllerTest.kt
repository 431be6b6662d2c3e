package app.dividedloyalties.shell

import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.ListedBoard
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * A finished game of the history replayed move by move (SCREENS.md "Saved games"), with the
 * real library: the replay opens over the finished game at its end, steps back to the empty
 * board of the start and forward again, does nothing past either end, says where it stands,
 * and is freed when its screen is left.
 */
class ReplayControllerTest {
    /** Plays a game of Discorder to its end (D6: every cell holds a tile), starts the next, and opens the finished one. */
    private fun FlowHarness.finishedDiscorder(): FinishedGame.Discorder {
        app.startDiscorder(DiscorderChoice(DiscorderStarter.YELLOW))
        val game = app.discorder!!
        var tiles = 0
        while (game.frame.result == null) {
            game.placeTile(game.frame.cells.first { it.tileRefusal == null }.cell)
            tiles++
            check(tiles <= DISCORDER_CELLS) { "D6: the board was not full after $tiles tiles" }
        }
        app.startDiscorder(DiscorderChoice(DiscorderStarter.BLACK))
        app.showSavedGames()
        val entry = app.finishedGames!!.entries.single { it.kind == GameKindModel.DISCORDER }
        app.viewFinished(entry.id)
        return app.finished as FinishedGame.Discorder
    }

    /** The cells of the Discorder board [replay] shows now. */
    private fun discorderCells(replay: ReplayController) =
        (replay.frame.board as ListedBoard.Discorder).frame.cells

    @Test
    fun d6AFinishedGameOfDiscorderOpensAtItsEndAndStepsBackToTheEmptyBoard() {
        FlowHarness().use { h ->
            val finished = h.finishedDiscorder()
            h.app.replayFinished()
            assertEquals(Screen.REPLAY, h.app.navigation.current)
            val replay = h.app.replay!!
            assertEquals(finished.id, replay.id)
            val end = replay.frame
            assertEquals("it opens at the end", end.last, end.step)
            assertEquals("the final board", finished.frame.cells, discorderCells(replay))
            assertTrue(end.canGoBack)
            assertFalse(end.canGoForward)
            assertEquals("D7: the start, one state per tile", DISCORDER_CELLS.toUInt(), end.last)

            replay.previous()
            assertEquals(end.last - 1u, replay.frame.step)
            assertTrue(replay.frame.canGoForward)
            assertEquals(
                "one tile fewer",
                finished.frame.cells.count { it.tile != null } - 1,
                discorderCells(replay).count { it.tile != null }
            )

            replay.toStart()
            assertEquals(0u, replay.frame.step)
            assertTrue("the empty board", discorderCells(replay).all { it.tile == null })
            assertFalse(replay.frame.canGoBack)
            assertTrue(replay.frame.canGoForward)

            replay.next()
            assertEquals(1u, replay.frame.step)
            assertEquals(1, discorderCells(replay).count { it.tile != null })

            replay.toEnd()
            assertEquals(end, replay.frame)
        }
    }

    @Test
    fun backAtTheStartAndForwardAtTheEndDoNothing() {
        FlowHarness().use { h ->
            h.finishedDiscorder()
            h.app.replayFinished()
            val replay = h.app.replay!!
            val end = replay.frame
            val changes = h.changes
            replay.next()
            replay.toEnd()
            assertEquals(end, replay.frame)
            assertEquals("nothing to repaint", changes, h.changes)

            replay.toStart()
            val start = replay.frame
            assertEquals(changes + 1, h.changes)
            replay.previous()
            replay.toStart()
            assertEquals(start, replay.frame)
            assertEquals("nothing to repaint", changes + 1, h.changes)
        }
    }

    @Test
    fun theStepIsSaidInWordsTheStartBeingMoveZero() {
        FlowHarness().use { h ->
            h.finishedDiscorder()
            h.app.replayFinished()
            val replay = h.app.replay!!
            englishTexts().use { texts ->
                val last = replay.frame.last
                assertEquals("Move $last of $last", replay.frame.text(texts))
                replay.previous()
                assertEquals("Move ${last - 1u} of $last", replay.frame.text(texts))
                replay.toStart()
                assertEquals("Move 0 of $last", replay.frame.text(texts))
            }
        }
    }

    @Test
    fun r8AGameOfDividedLoyaltiesEndedByAgreementReplaysFromItsEmptyBoard() {
        FlowHarness().use { h ->
            h.startBuiltin("pyramid")
            h.playOneStone()
            val game = h.app.game!!
            game.endTurn()
            game.proposeAgreement()
            game.answer(true)
            game.answer(true)
            val final = game.frame
            assertNotNull("R8: agreement ends the game", final.result)
            h.startBuiltin("octopus")
            h.app.showSavedGames()
            h.app.viewFinished(h.app.finishedGames!!.entries.single().id)
            h.app.replayFinished()
            val replay = h.app.replay!!
            val end = (replay.frame.board as ListedBoard.DividedLoyalties).frame
            assertEquals(final.cells.map { it.stone }, end.cells.map { it.stone })
            assertEquals(final.result, end.result)
            replay.toStart()
            val start = (replay.frame.board as ListedBoard.DividedLoyalties).frame
            assertTrue("the start has no stone", start.cells.all { it.stone == null })
            assertNull(start.result)
        }
    }

    @Test
    fun backReturnsToTheFinishedGameAndFreesTheReplay() {
        FlowHarness().use { h ->
            val finished = h.finishedDiscorder()
            h.app.replayFinished()
            val left = h.app.replay!!
            assertTrue(h.app.back())
            assertEquals(Screen.FINISHED_GAME, h.app.navigation.current)
            assertNull(h.app.replay)
            assertEquals(finished, h.app.finished)
            left.toStart()
            assertEquals("a tap after it closed does nothing", left.frame.last, left.frame.step)

            h.app.replayFinished()
            assertNotNull(h.app.replay)
            h.app.showSavedGames()
            assertNull("leaving for a screen below frees it", h.app.replay)
        }
    }

    private companion object {
        /** D6: 56 cells, one tile each: a game of tiles only ends after 56 of them. */
        const val DISCORDER_CELLS = 56
    }
}
