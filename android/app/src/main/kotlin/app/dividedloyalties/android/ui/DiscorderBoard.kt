package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.clipPath
import androidx.compose.ui.semantics.CollectionInfo
import androidx.compose.ui.semantics.collectionInfo
import androidx.compose.ui.semantics.semantics
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.ui.DiscorderBoard
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.TileLook
import app.dividedloyalties.ui.TilePattern
import kotlin.math.abs
import kotlin.math.sqrt

/** A tile's radius, a peg's and a line's stroke, an edge node's height: in cells. */
private const val TILE_RADIUS = 0.38f
private const val BAR_WIDTH = 0.14f
private const val EDGE_NODE_HEIGHT = 0.3f

/**
 * The Discorder board (D1–D5) as the screen gives it: the board and its grid, the tiles with
 * their pattern, the pegs, the lines that score now (dashed until settled), the last action and
 * the refused cell or edge; one accessibility node per cell and per inner edge ([send] `null`:
 * read, never played).
 */
@Composable
fun DiscorderBoardView(
    board: DiscorderBoard,
    send: ((Input) -> Unit)?,
    modifier: Modifier = Modifier
) {
    val flash = rememberFlash(board.flash?.serial)
    TappableBoard(
        board.width.toFloat(),
        board.height.toFloat(),
        send ?: sendNothing,
        modifier.semantics {
            collectionInfo =
                CollectionInfo(board.height.toInt(), board.width.toInt())
        }
    ) { transform ->
        Canvas(Modifier.fillMaxSize()) {
            val t = BoardTransform(size.width, size.height, board.width, board.height)
            paintDiscorder(board, t, flash.value)
        }
        for (cell in board.cells) {
            CellNode(
                transform,
                cellBox(cell.x, cell.y),
                cell.x,
                cell.y,
                cell.label,
                cell.actions,
                send
            )
        }
        for (edge in board.edges) {
            val box = floatArrayOf(
                minOf(edge.start.x, edge.end.x),
                edge.start.y - EDGE_NODE_HEIGHT / 2f,
                abs(edge.end.x - edge.start.x),
                EDGE_NODE_HEIGHT
            )
            CellNode(transform, box, edge.x, edge.y, edge.label, edge.actions, send)
        }
    }
}

/** Paints [board] through [t]; the refusal flashes at [flash] strength. */
fun DrawScope.paintDiscorder(board: DiscorderBoard, t: BoardTransform, flash: Float) {
    val unit = t.cellSize
    if (unit <= 0f) return
    val colors = board.colors
    val origin = Offset(t.originX, t.originY)
    drawRect(colors.background.color)
    drawRect(
        colors.board.color,
        origin,
        Size(
            unit * board.width.toFloat(),
            unit * board.height.toFloat()
        )
    )
    for (x in 0..board.width.toInt()) {
        val left = t.canvasX(x.toFloat())
        drawLine(
            colors.grid.color,
            Offset(left, t.originY),
            Offset(left, t.canvasY(board.height.toFloat()))
        )
    }
    for (y in 0..board.height.toInt()) {
        val top = t.canvasY(y.toFloat())
        drawLine(
            colors.grid.color,
            Offset(t.originX, top),
            Offset(t.canvasX(board.width.toFloat()), top)
        )
    }
    for (tile in board.tiles) {
        val center = t.at(tile.center)
        drawCircle(tile.look.fill.color, radius = unit * TILE_RADIUS, center = center)
        drawPattern(tile.look, center, unit)
        drawCircle(
            colors.tileEdge.color,
            radius = unit * TILE_RADIUS,
            center = center,
            style = Stroke(unit * 0.03f)
        )
        if (tile.last) {
            drawCircle(
                colors.lastPlaced.color,
                radius = unit * TILE_RADIUS / 3f,
                center = center
            )
        }
    }
    for (edge in board.edges.filter { it.faint }) {
        drawLine(
            colors.faintPeg.color,
            t.at(edge.barStart),
            t.at(edge.barEnd),
            unit * BAR_WIDTH,
            StrokeCap.Round
        )
    }
    for (edge in board.edges.filter { it.peg }) {
        val color = if (edge.last) colors.lastPlaced else colors.peg
        drawLine(
            color.color,
            t.at(edge.barStart),
            t.at(edge.barEnd),
            unit * BAR_WIDTH,
            StrokeCap.Round
        )
    }
    for (line in board.lines) {
        val from = t.at(line.start)
        val to = t.at(line.end)
        if (line.settled) {
            drawLine(
                colors.settled.color,
                from,
                to,
                unit * BAR_WIDTH * 1.8f,
                StrokeCap.Round
            )
        }
        val dashes = PathEffect.dashPathEffect(floatArrayOf(unit / 5f, unit / 8f))
        drawLine(
            line.color.color,
            from,
            to,
            unit * BAR_WIDTH,
            StrokeCap.Round,
            pathEffect = if (line.settled) null else dashes
        )
    }
    val refused = board.flash ?: return
    if (flash <= 0f) return
    val ink = colors.flash.color.copy(alpha = 0.6f * flash)
    if (refused.edge) {
        val edge = board.edges.firstOrNull { it.x == refused.x && it.y == refused.y } ?: return
        drawLine(ink, t.at(edge.start), t.at(edge.end), unit * BAR_WIDTH * 2f, StrokeCap.Round)
    } else {
        val corner = Offset(t.canvasX(refused.x.toFloat()), t.canvasY(refused.y.toFloat()))
        drawRect(ink, corner, Size(unit, unit))
    }
}

/**
 * A tile's pattern (RULES-DISCORDER.md "Notes for the app"): a ring at 60 % of its radius, or
 * diagonal stripes a fifth of its radius apart clipped to the tile, in the pattern's ink.
 */
private fun DrawScope.drawPattern(look: TileLook, center: Offset, unit: Float) {
    val radius = unit * TILE_RADIUS
    val ink = look.patternColor.color
    val width = unit * 0.03f
    when (look.pattern) {
        TilePattern.RINGED -> drawCircle(
            ink,
            radius = radius * 0.6f,
            center = center,
            style = Stroke(width)
        )

        TilePattern.HATCHED -> clipPath(Path().apply { addOval(Rect(center, radius)) }) {
            val along = Offset(radius, radius)
            val step = Offset(radius * 0.2f, -radius * 0.2f) / sqrt(2f)
            for (k in -5..5) {
                val middle = center + step * k.toFloat()
                drawLine(ink, middle - along, middle + along, strokeWidth = width)
            }
        }

        null -> Unit
    }
}
