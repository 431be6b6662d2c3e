package app.dividedloyalties.tests

import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.ListedBoard
import app.dividedloyalties.core.Localizer
import app.dividedloyalties.core.PreviousModel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import java.nio.file.Files

/** A finished game of the history, move by move, through the bindings (D6, D7). */
class ReplayTest {
    @Test
    fun aFinishedGameOfDiscorderReplaysFromItsEmptyBoardToItsFullOne() {
        val dir = Files.createTempDirectory("dl-replay-test").toFile()
        GameStore.open(dir.path).use { store ->
            val finished = DiscorderSession.newGame(DiscorderStarter.YELLOW, 3uL)
            store.startDiscorder(finished)
            var actions = 0
            while (finished.view().result == null) {
                assertNull(finished.playComputer(actions.toULong()))
                actions++
                check(actions <= MAX_ACTIONS) { "D6: the game did not end within $MAX_ACTIONS actions" }
            }
            store.saveCurrentDiscorder(finished)
            val last = finished.view()
            finished.close()
            val next = DiscorderSession.newGame(DiscorderStarter.BLACK, 4uL)
            val id = (store.startDiscorder(next) as PreviousModel.Finished).id
            next.close()
            store.replayFinished(id).use { replay ->
                val states = replay.states().toInt()
                assertTrue("the start and one state per move: $states", states > 56)
                val start = replay.frame(0u) as ListedBoard.Discorder
                assertEquals(0, start.frame.cells.count { it.tile != null })
                val end = replay.frame((states - 1).toUInt()) as ListedBoard.Discorder
                assertEquals(last.cells, end.frame.cells)
                assertEquals(last.result, end.frame.result)
                assertNull(replay.frame(states.toUInt()))
                Localizer(listOf("en")).use {
                    assertEquals("Move 3 of 60", it.replayStep(3u, 60u))
                }
            }
        }
        dir.deleteRecursively()
    }

    private companion object {
        /** D6: 56 tiles, 10 pegs and the passes between them; more is a game that does not end. */
        const val MAX_ACTIONS = 200
    }
}
