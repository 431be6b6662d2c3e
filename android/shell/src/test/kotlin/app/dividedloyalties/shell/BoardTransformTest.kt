package app.dividedloyalties.shell

import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.DiscorderTool
import app.dividedloyalties.core.GameSession
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** Painting and hit-testing share one scale; the layout puts the board where SCREENS.md says. */
class BoardTransformTest {
    @Test
    fun everyCellsCentreOnTheCanvasHitsThatCellThroughCellAt() {
        GameSession.newBuiltin("frankenstein", null).use { s ->
            val frame = s.view()
            for ((w, h) in listOf(1080f to 1080f, 720f to 1280f, 2000f to 900f)) {
                val board = BoardTransform(w, h, frame.width, frame.height)
                for (cell in frame.cells) {
                    val px = board.canvasX(cell.x.toFloat() + 0.5f)
                    val py = board.canvasY(cell.y.toFloat() + 0.5f)
                    assertTrue(px in 0f..w && py in 0f..h)
                    val hit = s.cellAt(board.cellX(px), board.cellY(py))
                    if (cell.kind == CellKind.EMPTY) {
                        assertNull(hit)
                    } else {
                        assertEquals(CellPos(cell.x, cell.y), hit)
                    }
                }
            }
        }
    }

    /** D1, D3: a tap on a Discorder cell's centre, through the canvas, places a tile there; on an edge's middle with the peg tool, a peg. */
    @Test
    fun aTapOnTheDiscorderCanvasHitsTheCellOrEdgePaintedThere() {
        DiscorderSession.newGame(DiscorderStarter.YELLOW, 1uL, null).use { s ->
            val frame = s.view()
            val board = BoardTransform(720f, 1280f, frame.width, frame.height)
            val target = frame.cells[20]
            val px = board.canvasX(target.centre.x)
            val py = board.canvasY(target.centre.y)
            assertNull(s.tap(board.cellX(px), board.cellY(py)))
            assertEquals(DiscorderPlayer.YELLOW, s.view().cells[20].tile)
            assertNull(s.selectTool(DiscorderTool.PEG))
            val edge = s.view().edges.first { it.pegRefusal == null }
            val ex = board.canvasX((edge.segment.from.x + edge.segment.to.x) / 2f)
            val ey = board.canvasY((edge.segment.from.y + edge.segment.to.y) / 2f)
            assertNull(s.tap(board.cellX(ex), board.cellY(ey)))
            assertTrue(s.view().edges.single { it.edge == edge.edge }.peg)
        }
    }

    /** C3: every Color Brake cell's centre on the canvas hits that cell's number (the triangle's box is in fractional units). */
    @Test
    fun everyColorBrakeCellsCentreOnTheCanvasHitsThatCell() {
        ColorBrakeSession.newGame(1uL, ColorBrakeLength.Rounds(2u), ColorBrakeMode.PassAndPlay)
            .use { s ->
                val frame = s.view()
                for ((w, h) in listOf(1080f to 1080f, 720f to 1280f, 2000f to 900f)) {
                    val board = BoardTransform(w, h, frame.width, frame.height)
                    for (cell in frame.cells) {
                        val px = board.canvasX(cell.centre.x)
                        val py = board.canvasY(cell.centre.y)
                        assertTrue(px in 0f..w && py in 0f..h)
                        assertEquals(cell.cell, s.cellAt(board.cellX(px), board.cellY(py)))
                    }
                }
            }
    }

    @Test
    fun theGridIsCentredWithSquareCells() {
        val board = BoardTransform(1000f, 600f, 10u, 5u)
        assertEquals(100f, board.cellSize)
        assertEquals(0f, board.originX)
        assertEquals(50f, board.originY)
        assertEquals(550f, board.canvasY(5f))
        assertEquals(2.5f, board.cellX(250f))
        val empty = BoardTransform(100f, 100f, 0u, 0u)
        assertTrue(empty.cellX(10f).isNaN() || empty.cellX(10f).isInfinite())
    }

    @Test
    fun portraitPutsThePanelBelowAndLandscapeBesideTheBoard() {
        val phone = screenLayout(400f, 800f)
        assertFalse(phone.boardBesidePanel)
        assertEquals(400f, phone.boardSide)
        val short = screenLayout(400f, 600f)
        assertEquals(320f, short.boardSide)
        val landscape = screenLayout(900f, 400f)
        assertTrue(landscape.boardBesidePanel)
        assertEquals(400f, landscape.boardSide)
        assertEquals(0f, screenLayout(100f, 50f).boardSide)
    }
}
