package app.dividedloyalties.shell

import app.dividedloyalties.core.DiscorderEvent
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.DiscorderRefusalReason
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.DiscorderStatus
import app.dividedloyalties.core.DiscorderTarget
import app.dividedloyalties.core.DiscorderTool
import app.dividedloyalties.core.DiscorderView
import java.util.concurrent.Executor
import java.util.concurrent.Executors
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * A game of Discorder through its controller (RULES-DISCORDER.md D1–D7): taps in board units
 * to frames, refusals with their haptic and text, undo, and the store written exactly when the
 * revision moves.
 */
class DiscorderControllerTest {
    /**
     * A controller on a new game ([starter] begins, the computer plays [computer]) over a real
     * store in a fresh directory, every task run at once; the computer's action on [thinking].
     */
    private class Harness(
        starter: DiscorderStarter = DiscorderStarter.YELLOW,
        computer: DiscorderPlayer? = null,
        thinking: Executor = directExecutor,
        val session: DiscorderSession = DiscorderSession.newGame(starter, 7uL, computer)
    ) : StoreHarness(CurrentGame.Discorder(session)) {
        val updates = mutableListOf<DiscorderUpdate>()

        val controller = closing(
            DiscorderController(session, writer, CountingSeeds(), thinking, directExecutor) {
                updates += it
            }
        )

        /** A tap on the centre of cell (x, y), in the board units the frame paints with. */
        fun tapCell(x: Int, y: Int) {
            val centre = controller.frame.cells.single { it.cell == cell(x, y) }.centre
            controller.touch(centre.x, centre.y)
        }
    }

    private fun DiscorderView.tileAt(x: Int, y: Int): DiscorderPlayer? =
        cells.single { it.cell == cell(x, y) }.tile

    /** D2: a tap on an empty cell with the tile tool places the mover's tile at once. */
    @Test
    fun d2ATapOnAnEmptyCellPlacesTheMoversTileAndTheFrameShowsIt() {
        Harness().use { h ->
            h.tapCell(3, 4)
            val frame = h.controller.frame
            assertEquals(DiscorderPlayer.YELLOW, frame.tileAt(3, 4))
            assertTrue(frame.cells.single { it.cell == cell(3, 4) }.lastPlaced)
            assertEquals(DiscorderPlayer.BLACK, frame.toMove)
            assertEquals(27u, frame.yellow.tilesLeft)
            val update = h.updates.last()
            assertEquals(frame, update.frame)
            assertTrue(
                update.feedback.any {
                    it.event.event is DiscorderEvent.TilePlaced &&
                        it.haptic == null
                }
            )
        }
    }

    /** D3, D3.1: the peg tool, then a tap on an edge touching a tile, places a peg there. */
    @Test
    fun d3ThePegToolThenATapOnAnEdgeBesideATilePlacesAPeg() {
        Harness().use { h ->
            h.tapCell(2, 2)
            h.controller.selectTool(DiscorderTool.PEG)
            assertEquals(DiscorderTool.PEG, h.controller.frame.tool)
            val edge = h.controller.frame.edges.first { it.pegRefusal == null }
            val middle = edge.segment.let { (it.from.x + it.to.x) / 2 to (it.from.y + it.to.y) / 2 }
            h.controller.touch(middle.first, middle.second)
            val frame = h.controller.frame
            assertTrue(frame.edges.single { it.edge == edge.edge }.peg)
            assertEquals(9u, frame.pegsLeft)
            assertEquals(DiscorderPlayer.YELLOW, frame.toMove)
        }
    }

    /** D2: a tap on a cell that holds a tile is refused: a buzz, the reason in the status line and its text, no write. */
    @Test
    fun d2ARefusedTapBuzzesSaysWhyAndWritesNothing() {
        Harness().use { h ->
            h.tapCell(0, 0)
            val writes = h.writes.written
            val revision = h.controller.frame.revision
            h.tapCell(0, 0)
            val refused = h.updates.last().feedback.single()
            assertEquals(Haptic.REFUSAL, refused.haptic)
            val event = refused.event.event as DiscorderEvent.Refused
            assertEquals(DiscorderRefusalReason.CELL_OCCUPIED, event.refusal.reason)
            val status = h.controller.frame.status as DiscorderStatus.Refused
            assertEquals(event.refusal, status.refusal)
            englishTexts().use { texts ->
                val text = texts.catalogs.discorderRefusal(event.refusal)
                assertTrue("a sentence, not a code: $text", text.contains(' '))
                assertEquals(text, texts.catalogs.discorderStatus(status))
            }
            assertEquals(revision, h.controller.frame.revision)
            assertEquals(writes, h.writes.written)
        }
    }

    /**
     * D2, D3: a refused tile flashes its cell, a refused peg its edge; the same refusal twice
     * gives two refusals to announce, each with the localiser's text of its event.
     */
    @Test
    fun d2D3ARefusalFlashesItsCellOrEdgeAndEachIsAnnounced() {
        Harness().use { h ->
            h.tapCell(0, 0)
            h.tapCell(0, 0)
            val first = h.updates.last().feedback
            h.tapCell(0, 0)
            val second = h.updates.last().feedback
            assertEquals(
                BoardFlash.Discorder(DiscorderTarget.Cell(cell(0, 0))),
                first.single().flash
            )
            englishTexts().use { texts ->
                val said = texts.discorderRefusals(first) + texts.discorderRefusals(second)
                assertEquals(2, said.size)
                assertEquals(said[0], said[1])
                val event = first.single().event.event
                assertEquals(texts.catalogs.discorderEvent(event), said[0].words)
            }
            h.controller.selectTool(DiscorderTool.PEG)
            val taken = h.controller.frame.edges.first { it.pegRefusal == null }
            h.controller.placePeg(taken.edge)
            assertTrue(h.controller.frame.edges.single { it.edge == taken.edge }.peg)
            h.controller.placePeg(taken.edge)
            val refused = h.updates.last().feedback.single()
            assertEquals(Haptic.REFUSAL, refused.haptic)
            assertEquals(BoardFlash.Discorder(DiscorderTarget.Edge(taken.edge)), refused.flash)
        }
    }

    /** No other event flashes or is announced as a refusal. */
    @Test
    fun anAcceptedActionFlashesNothing() {
        Harness().use { h ->
            h.tapCell(3, 3)
            val feedback = h.updates.last().feedback
            assertTrue(feedback.isNotEmpty())
            assertTrue(feedback.all { it.flash == null })
            englishTexts().use { texts -> assertTrue(texts.discorderRefusals(feedback).isEmpty()) }
        }
    }

    /** D7: Undo takes the tile back; the store keeps the game as it is after the undo. */
    @Test
    fun d7UndoTakesTheLastActionBackAndTheStoreFollows() {
        val h = Harness()
        h.tapCell(1, 1)
        h.tapCell(2, 1)
        assertTrue(h.controller.frame.canUndo)
        h.controller.undo()
        val frame = h.controller.frame
        assertNull(frame.tileAt(2, 1))
        assertEquals(DiscorderPlayer.YELLOW, frame.tileAt(1, 1))
        assertEquals(DiscorderPlayer.BLACK, frame.toMove)
        DiscorderSession.fromSavedGame(h.storedGame()!!).use { back ->
            assertEquals(frame.cells, back.view().cells)
        }
    }

    /** The store is written when the revision moves (an action, an undo) and not for a tool, a refusal or a miss. */
    @Test
    fun theStoreIsWrittenWhenTheRevisionMovesAndNotOtherwise() {
        Harness().use { h ->
            val started = h.writes.written
            h.controller.selectTool(DiscorderTool.TILE)
            h.controller.touch(-5f, -5f) // nothing there: the status says so, nothing changes
            assertEquals(started, h.writes.written)
            h.tapCell(4, 4)
            assertEquals(started + 1, h.writes.written)
            h.tapCell(4, 4) // refused (D2)
            h.controller.save() // the app goes to the background: nothing moved since
            assertEquals(started + 1, h.writes.written)
            h.controller.undo()
            assertEquals(started + 2, h.writes.written)
            assertTrue(h.writes.failures.isEmpty())
        }
    }

    /** D2 against the computer: the player's tile is answered by the computer's action, computed off the UI thread. */
    @Test
    fun againstTheComputerItAnswersOnTheBackgroundExecutor() {
        val thinking = QueueExecutor()
        Harness(computer = DiscorderPlayer.BLACK, thinking = thinking).use { h ->
            h.controller.resume()
            assertFalse("Yellow, the player, begins", h.controller.computing)
            h.tapCell(3, 3)
            assertTrue(h.controller.computing)
            assertEquals(DiscorderPlayer.BLACK, h.controller.frame.toMove)
            h.tapCell(4, 4) // the computer's turn: the session refuses the player's tap
            assertNull(h.controller.frame.tileAt(4, 4))
            assertEquals(1, thinking.waiting)
            thinking.runUntil(5_000) { !h.controller.computing }
            val frame = h.controller.frame
            assertEquals(DiscorderPlayer.YELLOW, frame.toMove)
            val placed = frame.cells.count { it.tile == DiscorderPlayer.BLACK } +
                frame.edges.count { it.peg }
            assertEquals("the computer played one action", 1, placed)
            assertEquals(frame, h.updates.last().frame)
        }
    }

    /** Against the computer on real threads: its action runs on the background thread, never on the UI thread, and is answered there. */
    @Test
    fun theComputersActionRunsOnTheBackgroundThreadNeverOnTheUiThread() {
        val background = Executors.newSingleThreadExecutor()
        val threads = mutableSetOf<Thread>()
        val thinking = Executor { task ->
            background.execute {
                synchronized(threads) { threads += Thread.currentThread() }
                task.run()
            }
        }
        val ui = QueueExecutor()
        try {
            val session = DiscorderSession.newGame(
                DiscorderStarter.BLACK,
                9uL,
                DiscorderPlayer.BLACK
            )
            StoreHarness(CurrentGame.Discorder(session)).use { h ->
                val game = DiscorderController(session, h.writer, CountingSeeds(), thinking, ui) {}
                game.resume()
                ui.runUntil(5_000) { !game.computing }
                val frame = game.frame
                assertEquals(DiscorderPlayer.YELLOW, frame.toMove)
                assertEquals(
                    1,
                    frame.cells.count {
                        it.tile != null
                    } + frame.edges.count { it.peg }
                )
                assertTrue(
                    synchronized(threads) {
                        threads.isNotEmpty() &&
                            Thread.currentThread() !in threads
                    }
                )
                game.close()
            }
        } finally {
            background.shutdown()
        }
    }

    /** D7 against the computer: Undo takes back the computer's reply with the player's action, and the computer waits. */
    @Test
    fun undoAgainstTheComputerGoesBackToThePlayersTurn() {
        Harness(computer = DiscorderPlayer.BLACK).use { h ->
            h.controller.resume()
            val start = h.controller.frame
            h.tapCell(2, 5)
            assertEquals(
                2,
                h.controller.frame.cells.count { it.tile != null } +
                    h.controller.frame.edges.count { it.peg }
            )
            h.controller.undo()
            val back = h.controller.frame
            assertEquals(start.cells, back.cells)
            assertEquals(start.edges, back.edges)
            assertEquals(DiscorderPlayer.YELLOW, back.toMove)
            assertFalse(h.controller.computing)
        }
    }

    /** D1 against the computer: when it begins, it plays as soon as the game is on screen, and a relaunch keeps its seat. */
    @Test
    fun whenTheComputerBeginsItPlaysAtOnceAndItsSeatComesBack() {
        val directory = storeDirectory()
        FlowHarness(directory).use { h ->
            h.app.startDiscorder(DiscorderChoice(DiscorderStarter.BLACK, DiscorderPlayer.BLACK))
            val frame = h.app.discorder!!.frame
            assertEquals(DiscorderPlayer.BLACK, frame.computer)
            assertEquals(DiscorderPlayer.YELLOW, frame.toMove)
            assertEquals(1, frame.cells.count { it.tile != null } + frame.edges.count { it.peg })
        }
        FlowHarness(directory).use { h ->
            val frame = h.app.discorder!!.frame
            assertEquals(Screen.DISCORDER, h.app.navigation.current)
            assertEquals(DiscorderPlayer.BLACK, frame.computer)
            assertNotNull(frame.toMove)
        }
    }
}
