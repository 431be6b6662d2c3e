package app.dividedloyalties.shell

import app.dividedloyalties.core.BrushModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EditorViewModel
import app.dividedloyalties.core.PaintModel
import app.dividedloyalties.core.PositionEditor
import app.dividedloyalties.core.ToolModel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** The position editor's strokes and TalkBack's one-cell paint, over the real editor (issue 12). */
class EditorControllerTest {
    private fun controller(): Pair<EditorController, IntArray> {
        val changes = intArrayOf(0)
        val editor = EditorController(PositionEditor.blank(9u, 9u), null) { changes[0]++ }
        editor.setBrush(BrushModel(PaintModel.Region("S1"), ToolModel.PENCIL))
        return editor to changes
    }

    private fun EditorViewModel.paintAt(x: Int, y: Int): PaintModel =
        cells.single { it.x == x.toUInt() && it.y == y.toUInt() }.paint

    @Test
    fun aStrokePaintsEveryCellItCrossesAndIsUndoneAsOne() {
        val (editor, _) = controller()
        editor.use {
            editor.beginStroke()
            for (x in listOf(0.5f, 0.7f, 1.5f, 2.5f)) editor.strokeAt(x, 0.5f)
            editor.endStroke()
            for (x in 0..2) assertEquals(PaintModel.Region("S1"), editor.frame.paintAt(x, 0))
            assertEquals(PaintModel.Empty, editor.frame.paintAt(3, 0))
            assertTrue(editor.frame.canUndo)
            editor.undo()
            for (x in 0..2) assertEquals(PaintModel.Empty, editor.frame.paintAt(x, 0))
            assertFalse("the stroke was one edit", editor.frame.canUndo)
        }
    }

    @Test
    fun talkBacksPaintIsAOneCellStrokeThatTheFrameShows() {
        val (editor, changes) = controller()
        editor.use {
            val before = changes[0]
            editor.paint(CellPos(4u, 3u))
            assertEquals(PaintModel.Region("S1"), editor.frame.paintAt(4, 3))
            assertNull(editor.refusal)
            assertEquals("the screen was told once", before + 1, changes[0])
            editor.undo()
            assertEquals(PaintModel.Empty, editor.frame.paintAt(4, 3))
        }
    }

    @Test
    fun aTapOnTheZoomedGridPaintsTheCellUnderIt() {
        val (editor, changes) = controller()
        editor.use {
            editor.paintAt(2.4f, 6.6f)
            assertEquals(PaintModel.Region("S1"), editor.frame.paintAt(2, 6))
            editor.undo()
            assertFalse("the tap was one edit", editor.frame.canUndo)
            val before = changes[0]
            editor.paintAt(-3f, 40f)
            assertEquals("a tap off the grid paints nothing", before, changes[0])
        }
    }

    @Test
    fun aPaintOutsideTheGridIsRefusedWithItsCell() {
        val (editor, _) = controller()
        editor.use {
            editor.paint(CellPos(12u, 3u))
            assertEquals("editor_outside_grid", editor.refusal?.code)
            assertEquals(listOf(CellPos(12u, 3u)), editor.refusedCells)
            assertFalse(editor.frame.canUndo)
        }
    }
}
