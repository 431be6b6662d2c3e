package app.dividedloyalties.shell

/**
 * The one scale between the view's cell units and a canvas in pixels, used both to paint and
 * to turn a touch into cell units for `GameSession.cellAt` (PLATFORMS.md: hit-test with the
 * same geometry the drawing uses). The grid keeps square cells, centred in the canvas.
 */
class BoardTransform(canvasWidth: Float, canvasHeight: Float, gridWidth: UInt, gridHeight: UInt) {
    /** The side of one cell in pixels. */
    val cellSize: Float = if (gridWidth == 0u || gridHeight == 0u) {
        0f
    } else {
        minOf(
            canvasWidth / gridWidth.toFloat(),
            canvasHeight / gridHeight.toFloat()
        ).coerceAtLeast(0f)
    }

    /** The canvas x of the grid's left edge. */
    val originX: Float = (canvasWidth - cellSize * gridWidth.toFloat()) / 2f

    /** The canvas y of the grid's top edge. */
    val originY: Float = (canvasHeight - cellSize * gridHeight.toFloat()) / 2f

    /** The canvas x of [x] cells. */
    fun canvasX(x: Float): Float = originX + x * cellSize

    /** The canvas y of [y] cells. */
    fun canvasY(y: Float): Float = originY + y * cellSize

    /** The cell-unit x of canvas x [px] (NaN when the grid has no size, which `cellAt` ignores). */
    fun cellX(px: Float): Float = (px - originX) / cellSize

    /** The cell-unit y of canvas y [py]. */
    fun cellY(py: Float): Float = (py - originY) / cellSize
}
