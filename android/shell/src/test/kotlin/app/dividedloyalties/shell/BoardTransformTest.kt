package app.dividedloyalties.shell

import app.dividedloyalties.ui.Input
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** A touch in pixels goes to Rust in the cell units the board is painted in. */
class BoardTransformTest {
    @Test
    fun aTouchAtACellsPaintedCentrePlacesTheStoneThere() {
        val dir = dataDirectory()
        val holder = launch(dir, MainQueue())
        holder.startGame()
        val board = holder.game().board
        val sizes = listOf(1080f to 1080f, 720f to 1280f, 2000f to 900f)
        val transforms = sizes.map { (w, h) -> BoardTransform(w, h, board.width, board.height) }
        val candidates = board.cells.filter { it.actions.isNotEmpty() }
        var placed: Pair<UInt, UInt>? = null
        for ((i, cell) in candidates.withIndex()) {
            val t = transforms[i % transforms.size]
            val px = t.canvasX(cell.x.toFloat() + 0.5f)
            val py = t.canvasY(cell.y.toFloat() + 0.5f)
            assertEquals(cell.x.toFloat() + 0.5f, t.cellX(px), 1e-3f)
            // A second apart: never a double tap.
            holder.send(Input.Touch(t.cellX(px), t.cellY(py), 1_000uL * (i + 1).toULong()))
            if (holder.game().board.stones.isNotEmpty()) {
                placed = cell.x to cell.y
                break
            }
        }
        assertTrue("some cell took the stone", placed != null)
        assertEquals(listOf(placed), holder.game().board.stones.map { it.x to it.y })
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun theBoardIsTheLargestSquareBesideOrBelowThePanel() {
        val portrait = screenLayout(400f, 800f)
        assertFalse(portrait.boardBesidePanel)
        assertEquals(400f, portrait.boardSide)
        val landscape = screenLayout(900f, 400f)
        assertTrue(landscape.boardBesidePanel)
        assertEquals(400f, landscape.boardSide)
        assertEquals(0f, BoardTransform(0f, 100f, 9u, 9u).cellSize)
    }
}
