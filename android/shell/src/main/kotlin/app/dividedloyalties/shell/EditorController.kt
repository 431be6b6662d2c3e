package app.dividedloyalties.shell

import app.dividedloyalties.core.BrushModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EditRefusalModel
import app.dividedloyalties.core.EditorViewModel
import app.dividedloyalties.core.PositionEditor

/**
 * The position editor screen's logic over one [editor] (SCREENS.md "Position editor and
 * library"), on the UI thread: brush chips, strokes of a finger (one undoable stroke from
 * finger down to up, each cell once), undo/redo, size and name; the [frame] to paint and the
 * last refused edit. Every check is the editor's: its live problems, what may be saved.
 * [libraryId] is the player's position it edits, or `null` for a new position or a copy.
 */
class EditorController(
    val editor: PositionEditor,
    val libraryId: String?,
    private val changed: () -> Unit
) : AutoCloseable {
    /** The frame on screen now. */
    var frame: EditorViewModel = editor.view()
        private set

    /** Why the last edit was refused, until the next edit (its sentence: `Texts.editRefusal`). */
    var refusal: EditRefusalModel? = null
        private set

    /** The cells the last refusal concerns, to highlight. */
    var refusedCells: List<CellPos> = emptyList()
        private set

    private var strokeCell: CellPos? = null
    private var stroking = false

    /** A brush chip was chosen. */
    fun setBrush(brush: BrushModel) = edit {
        editor.setBrush(brush)
        null
    }

    /** A finger went down on the grid: what it paints until it lifts is one stroke. */
    fun beginStroke() {
        editor.beginStroke()
        stroking = true
        strokeCell = null
    }

    /** The finger is at ([x], [y]) in cell units: paints the cell under it, once per cell of the stroke. */
    fun strokeAt(x: Float, y: Float) {
        val cell = editor.cellAt(x, y) ?: return
        if (stroking && cell == strokeCell) return
        strokeCell = cell
        edit { editor.applyBrush(cell.x, cell.y) }
    }

    /** The finger lifted. */
    fun endStroke() {
        if (!stroking) return
        stroking = false
        editor.endStroke()
        edit { null }
    }

    /** A tap at ([x], [y]) in cell units on the zoomed-in grid: paints the cell under it, as one stroke. */
    fun paintAt(x: Float, y: Float) {
        editor.cellAt(x, y)?.let(::paint)
    }

    /** TalkBack's "paint" on one [cell]: a stroke of that one cell. */
    fun paint(cell: CellPos) {
        editor.beginStroke()
        val refused = editor.applyBrush(cell.x, cell.y)
        editor.endStroke()
        edit { refused }
    }

    /** Undo the last edit. */
    fun undo() = edit { editor.undo() }

    /** Redo the last edit undone. */
    fun redo() = edit { editor.redo() }

    /** A new size, keeping painted cells (refused with the cells it would cut). */
    fun resize(width: UByte, height: UByte) = edit { editor.resize(width, height) }

    /** The name field was committed. */
    fun rename(name: String) = edit {
        editor.rename(name)
        null
    }

    /** Frees the editor. */
    override fun close() = editor.close()

    private fun edit(action: () -> EditRefusalModel?) {
        val refused = action()
        refusal = refused
        refusedCells = refused?.cells.orEmpty()
        frame = editor.view()
        changed()
    }
}
