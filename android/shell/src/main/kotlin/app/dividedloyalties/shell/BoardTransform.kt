package app.dividedloyalties.shell

/**
 * The one scale between a board's units (cells) and a canvas in pixels, used both to paint and
 * to turn a touch into board units for the session's hit test (`cellAt`, `tap`; PLATFORMS.md:
 * hit-test with the same geometry the drawing uses). The board of [boardWidth] × [boardHeight]
 * units keeps square units, centred in the canvas: the grids of Divided Loyalties and Discorder,
 * the triangle of Color Brake ABAB.
 */
class BoardTransform(
    canvasWidth: Float,
    canvasHeight: Float,
    boardWidth: Float,
    boardHeight: Float
) {
    /** A grid of [gridWidth] × [gridHeight] cells (Divided Loyalties, Discorder). */
    constructor(canvasWidth: Float, canvasHeight: Float, gridWidth: UInt, gridHeight: UInt) :
        this(canvasWidth, canvasHeight, gridWidth.toFloat(), gridHeight.toFloat())

    /** The side of one cell in pixels. */
    val cellSize: Float = if (boardWidth <= 0f || boardHeight <= 0f) {
        0f
    } else {
        minOf(canvasWidth / boardWidth, canvasHeight / boardHeight).coerceAtLeast(0f)
    }

    /** The canvas x of the board's left edge. */
    val originX: Float = (canvasWidth - cellSize * boardWidth) / 2f

    /** The canvas y of the board's top edge. */
    val originY: Float = (canvasHeight - cellSize * boardHeight) / 2f

    /** The canvas x of [x] cells. */
    fun canvasX(x: Float): Float = originX + x * cellSize

    /** The canvas y of [y] cells. */
    fun canvasY(y: Float): Float = originY + y * cellSize

    /** The cell-unit x of canvas x [px] (NaN when the board has no size, which `cellAt` ignores). */
    fun cellX(px: Float): Float = (px - originX) / cellSize

    /** The cell-unit y of canvas y [py]. */
    fun cellY(py: Float): Float = (py - originY) / cellSize
}
