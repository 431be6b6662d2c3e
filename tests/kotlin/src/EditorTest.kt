package app.dividedloyalties.tests

import app.dividedloyalties.core.BrushModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EditorException
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.PaintModel
import app.dividedloyalties.core.PositionEditor
import app.dividedloyalties.core.SeverityModel
import app.dividedloyalties.core.StoreException
import app.dividedloyalties.core.ToolModel
import app.dividedloyalties.core.standardTokens
import java.nio.file.Files
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/**
 * The position editor through the bindings (issue 12): paint, see the problems live, undo and
 * redo, save into the player's library, list it after the built-ins, test-play it and play it.
 */
class EditorTest {
    private fun PositionEditor.brush(paint: PaintModel, tool: ToolModel = ToolModel.PENCIL) =
        setBrush(BrushModel(paint, tool))

    private fun PositionEditor.touch(x: Int, y: Int) {
        val refusal = applyBrush(x.toUInt(), y.toUInt())
        assertNull(refusal?.code, refusal)
    }

    /** Two rows of S1 and a row of G2 with a dot at the end. */
    private fun PositionEditor.drawKite() {
        brush(PaintModel.Region("S1"))
        beginStroke()
        for (x in 1..4) touch(x, 1)
        for (x in 1..4) touch(x, 2)
        endStroke()
        brush(PaintModel.Region("G2"))
        for (x in 1..4) touch(x, 3)
        brush(PaintModel.Dot)
        touch(5, 3)
    }

    @Test
    fun editUndoSaveListAndPlay() {
        assertEquals(27, standardTokens().size)
        val dir = Files.createTempDirectory("dl-editor-test").toFile()
        PositionEditor.blank(9.toUByte(), 9.toUByte()).use { e ->
            var v = e.view()
            assertEquals(9u, v.width)
            assertEquals(81, v.cells.size)
            assertEquals(listOf("editor_name_empty", "editor_no_region"), v.problems.map { it.code })
            assertFalse(v.canSave)
            e.drawKite()
            e.rename("Kite")
            v = e.view()
            assertTrue(v.problems.isEmpty())
            assertTrue(v.canSave && v.canTestPlay && v.canUndo)
            assertEquals(PaintModel.Region("S1"), v.cells[1 * 9 + 2].paint)
            assertEquals(CellPos(2u, 1u), e.cellAt(2.5f, 1.2f))
            assertNull(e.cellAt(9.5f, 1f))

            // One stroke is one undo; the name is an edit too.
            e.undo() // the name
            e.undo() // the dot
            e.undo() // the G2 row, four cells painted one by one
            e.undo()
            e.undo()
            e.undo()
            v = e.view()
            assertEquals(PaintModel.Region("S1"), v.cells[2 * 9 + 4].paint)
            e.undo() // the S1 stroke
            v = e.view()
            assertEquals(PaintModel.Empty, v.cells[2 * 9 + 4].paint)
            assertFalse(v.canUndo)
            assertEquals("editor_nothing_to_undo", e.undo()?.code)
            repeat(7) { assertNull(e.redo()) }
            v = e.view()
            assertEquals("Kite", v.name)
            assertTrue(v.canSave)

            // A split region warns but does not block.
            e.brush(PaintModel.Region("S1"))
            e.touch(7, 7)
            v = e.view()
            val split = v.problems.single()
            assertEquals("editor_split_region", split.code)
            assertEquals(SeverityModel.WARNING, split.severity)
            assertEquals(2, split.parts.size)
            assertTrue(v.canSave)
            assertNull(e.undo())
            val cut = e.resize(9.toUByte(), 9.toUByte())
            assertNull(cut)
            e.brush(PaintModel.Region("W3"))
            e.touch(8, 8)
            val refused = e.resize(9.toUByte(), 10.toUByte())
            assertNull(refused)
            assertNull(e.undo())
            assertNull(e.undo())
            assertTrue(e.toCsv(1u).contains("1,Kite,1,.,S1,S1,S1,S1"))

            GameStore.open(dir.path).use { store ->
                val id = store.savePosition(e)
                try {
                    store.savePosition(e)
                    fail("the name is taken")
                } catch (x: StoreException.NameTaken) {
                    assertEquals("store_name_taken", x.code)
                    assertEquals(id, x.id)
                }
                val positions = store.positions().entries
                assertEquals(13, positions.size)
                assertNull(positions[0].id)
                assertEquals(id, positions[12].id)
                assertEquals("Kite", positions[12].position.name)

                e.testPlay(null).use { s ->
                    assertEquals("Kite", s.view().positionName)
                    s.mustTap(1, 1)
                }
                store.newGameOnPosition(id, 4.toUByte()).use { s ->
                    store.startGame(s)
                    s.mustTap(2, 2)
                    store.saveCurrent(s)
                    assertEquals(4u, s.view().blue.sets)
                }
                val copy = store.duplicatePosition(id)
                store.renamePosition(copy, "Kite two")
                assertEquals(listOf("Kite", "Kite two"), store.positions().entries.drop(12).map { it.position.name })
                store.deletePosition(copy)
                assertEquals(13, store.positions().entries.size)
            }
        }
        // A blocking problem stops saving and export.
        PositionEditor.blank(9.toUByte(), 9.toUByte()).use { e ->
            try {
                e.toCsv(1u)
                fail("no name, no region")
            } catch (x: EditorException.Blocked) {
                assertEquals(listOf("editor_name_empty", "editor_no_region"), x.problems.map { it.code })
            }
        }
        try {
            PositionEditor.blank(8.toUByte(), 9.toUByte())
            fail("8 is below 9 (R9)")
        } catch (x: EditorException.InvalidArgument) {
            assertEquals("editor_size_out_of_range", x.code)
        }
        dir.deleteRecursively()
    }

    @Test
    fun aResizeThatWouldCutPaintedCellsIsRefusedWithTheCells() {
        PositionEditor.copyOfBuiltin(7u).use { e ->
            assertEquals("Pyramid", e.view().name)
            val refusal = e.resize(9.toUByte(), 9.toUByte())
            assertEquals("editor_resize_cuts_painted_cells", refusal?.code)
            assertTrue(refusal!!.cells.isNotEmpty())
            assertEquals("editor_name_of_builtin", e.view().problems.first().code)
        }
    }
}
