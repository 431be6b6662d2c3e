package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.CollectionInfo
import androidx.compose.ui.semantics.CollectionItemInfo
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.collectionInfo
import androidx.compose.ui.semantics.collectionItemInfo
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.dividedloyalties.core.DiscorderTool
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.PointModel
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.shell.DiscorderController
import app.dividedloyalties.shell.Texts

/** A peg's or a line's stroke, in cells. */
private const val BAR_WIDTH = 0.14f

/** A tile's radius, in cells. */
private const val TILE_RADIUS = 0.38f

/** The height of an edge's accessibility node, in cells (it lies across the grid line). */
private const val EDGE_NODE_HEIGHT = 0.3f

/**
 * The Discorder board (D1–D5) painted from [frame]: the grid, the tiles, the pegs' bars, the
 * edges that take a peg now (with the peg tool), the lines that score now in the colour of the
 * player their point goes to (dashed until settled, D5), the last action. Taps go to [game] in
 * board units through the shared [BoardTransform]; TalkBack gets one node per cell and per
 * edge with its description and the action that places a tile or a peg there.
 */
@Composable
fun DiscorderBoard(
    frame: DiscorderView,
    texts: Texts,
    game: DiscorderController,
    modifier: Modifier = Modifier
) {
    val palette = LocalBoardPalette.current
    TappableBoard(
        frame.width.toFloat(),
        frame.height.toFloat(),
        { x, y, _ -> game.touch(x, y) },
        modifier.semantics {
            collectionInfo = CollectionInfo(frame.height.toInt(), frame.width.toInt())
        }
    ) { board ->
        Canvas(Modifier.fillMaxSize()) {
            paintDiscorder(frame, board, palette)
        }
        DiscorderNodes(frame, texts, board, game)
    }
}

private fun DrawScope.paintDiscorder(
    frame: DiscorderView,
    board: BoardTransform,
    palette: BoardPalette
) {
    val unit = board.cellSize
    if (unit <= 0f) return
    fun at(p: PointModel) = Offset(board.canvasX(p.x), board.canvasY(p.y))
    drawRect(
        palette.background,
        topLeft = Offset(board.originX, board.originY),
        size = Size(unit * frame.width.toFloat(), unit * frame.height.toFloat())
    )
    for (cell in frame.cells) {
        val centre = at(cell.centre)
        drawRect(
            palette.outline,
            topLeft = centre - Offset(unit / 2f, unit / 2f),
            size = Size(unit, unit),
            style = Stroke(1.dp.toPx())
        )
        val tile = cell.tile ?: continue
        drawCircle(palette.tile(tile), radius = unit * TILE_RADIUS, center = centre)
        drawCircle(
            palette.stoneEdge,
            radius = unit * TILE_RADIUS,
            center = centre,
            style = Stroke(1.5.dp.toPx())
        )
        if (cell.lastPlaced) {
            drawCircle(palette.lastPlaced, radius = unit * TILE_RADIUS / 3f, center = centre)
        }
    }
    for (edge in frame.edges) {
        when {
            edge.peg -> drawLine(
                if (edge.lastPlaced) palette.lastPlaced else palette.label,
                at(edge.bar.from),
                at(edge.bar.to),
                strokeWidth = unit * BAR_WIDTH,
                cap = StrokeCap.Round
            )

            frame.tool == DiscorderTool.PEG && edge.pegRefusal == null -> drawLine(
                palette.highlight,
                at(edge.segment.from),
                at(edge.segment.to),
                strokeWidth = 3.dp.toPx()
            )
        }
    }
    for (line in frame.lines) {
        val dashes = if (line.settled) {
            null
        } else {
            PathEffect.dashPathEffect(floatArrayOf(unit / 5f, unit / 8f))
        }
        val from = at(line.segment.from)
        val to = at(line.segment.to)
        drawLine(
            palette.stoneEdge,
            from,
            to,
            strokeWidth = unit * BAR_WIDTH * 1.6f,
            cap = StrokeCap.Round
        )
        drawLine(
            palette.tile(line.pointTo),
            from,
            to,
            strokeWidth = unit * BAR_WIDTH,
            cap = StrokeCap.Round,
            pathEffect = dashes
        )
    }
}

/** One invisible accessibility node per cell and per inner edge, where they are painted. */
@Composable
private fun DiscorderNodes(
    frame: DiscorderView,
    texts: Texts,
    board: BoardTransform,
    game: DiscorderController
) {
    val tileAction = texts.catalogs.discorderToolName(DiscorderTool.TILE)
    val pegAction = texts.catalogs.discorderToolName(DiscorderTool.PEG)
    for (cell in frame.cells) {
        val words = texts.catalogs.describeDiscorderCell(cell)
        BoardNode(board, cell.centre.x - 0.5f, cell.centre.y - 0.5f, 1f, 1f) {
            contentDescription = words
            role = Role.Button
            collectionItemInfo = CollectionItemInfo(cell.cell.y.toInt(), 1, cell.cell.x.toInt(), 1)
            onClick(label = tileAction) {
                game.placeTile(cell.cell)
                true
            }
        }
    }
    for (edge in frame.edges) {
        val words = texts.catalogs.describeDiscorderEdge(edge)
        val left = minOf(edge.segment.from.x, edge.segment.to.x)
        val middle = (edge.segment.from.y + edge.segment.to.y) / 2f
        BoardNode(board, left, middle - EDGE_NODE_HEIGHT / 2f, 1f, EDGE_NODE_HEIGHT) {
            contentDescription = words
            role = Role.Button
            onClick(label = pegAction) {
                game.placePeg(edge.edge)
                true
            }
        }
    }
}
