package app.dividedloyalties.shell

import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.CellPos
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
