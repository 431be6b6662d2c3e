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
import androidx.compose.ui.semantics.CollectionItemInfo
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.collectionInfo
import androidx.compose.ui.semantics.collectionItemInfo
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.dividedloyalties.core.DiscorderPattern
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.DiscorderTarget
import app.dividedloyalties.core.DiscorderTool
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.PointModel
import app.dividedloyalties.shell.BoardFlash
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.shell.DiscorderController
import app.dividedloyalties.shell.Texts
import kotlin.math.sqrt

/** A peg's or a line's stroke, in cells. */
private const val BAR_WIDTH = 0.14f

/** A tile's radius, in cells. */
private const val TILE_RADIUS = 0.38f

/** The radius of a ringed tile's ring, as a share of the tile's radius (D1). */
private const val RING_SHARE = 0.6f

/** The distance between a hatched tile's stripes, as a share of the tile's radius (D1). */
private const val HATCH_SHARE = 0.2f

/** The width of a pattern's ring or stripes, in cells. */
private const val PATTERN_WIDTH = 0.03f

/** How strongly an edge that takes a peg now shows its faint peg. */
private const val FREE_EDGE_ALPHA = 0.35f

/** How strongly a refused cell or edge flashes at first (then it fades). */
private const val FLASH_ALPHA = 0.6f

/** The height of an edge's accessibility node, in cells (it lies across the grid line). */
private const val EDGE_NODE_HEIGHT = 0.3f

/**
 * The Discorder board (D1–D5) painted from [frame] in the Rust palette's colours
 * (`discorderPalette`, light or dark): the board and its grid, the tiles, each with its
 * player's pattern (ringed or hatched, always: RULES-DISCORDER.md "Notes for the app"), the
 * pegs' bars, the edges that take a peg now (with the peg tool, a faint peg), the lines that
 * score now marked over their owner's tiles (dashed until settled, then edged in the settled
 * colour, D5), the last action, and the refused cell or edge of the last refusal ([flash]).
 * Taps go to [game] in board units through the shared [BoardTransform]; TalkBack gets one
 * node per cell and per edge with its description and the action that places a tile or a peg
 * there. Without a [game] (a finished game shown from the history) the board is read-only: no
 * tap, no action.
 */
@Composable
fun DiscorderBoard(
    frame: DiscorderView,
    texts: Texts,
    game: DiscorderController?,
    flash: RefusalFlash?,
    modifier: Modifier = Modifier
) {
    val palette = LocalBoardPalette.current.discorder
    TappableBoard(
        frame.width.toFloat(),
        frame.height.toFloat(),
        { x, y, _ -> game?.touch(x, y) },
        modifier.semantics {
            collectionInfo = CollectionInfo(frame.height.toInt(), frame.width.toInt())
        }
    ) { board ->
        Canvas(Modifier.fillMaxSize()) {
            paintDiscorder(frame, board, palette)
            if (flash != null) paintFlash(frame, board, palette, flash)
        }
        DiscorderNodes(frame, texts, board, game)
    }
}

/**
 * [frame] on the canvas through [board]: the board, its grid, the tiles with their patterns,
 * the pegs, the scoring lines and the last action. The board of the game screen, the finished
 * game and the saved games' drawings alike.
 */
internal fun DrawScope.paintDiscorder(
    frame: DiscorderView,
    board: BoardTransform,
    palette: DiscorderColors
) {
    val unit = board.cellSize
    if (unit <= 0f) return
    fun at(p: PointModel) = Offset(board.canvasX(p.x), board.canvasY(p.y))
    drawRect(palette.background)
    drawRect(
        palette.board,
        topLeft = Offset(board.originX, board.originY),
        size = Size(unit * frame.width.toFloat(), unit * frame.height.toFloat())
    )
    for (cell in frame.cells) {
        val centre = at(cell.centre)
        drawRect(
            palette.grid,
            topLeft = centre - Offset(unit / 2f, unit / 2f),
            size = Size(unit, unit),
            style = Stroke(1.dp.toPx())
        )
        val tile = cell.tile ?: continue
        drawCircle(palette.tile(tile), radius = unit * TILE_RADIUS, center = centre)
        drawPattern(tile, centre, unit, palette)
        drawCircle(
            palette.tileEdge,
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
                if (edge.lastPlaced) palette.lastPlaced else palette.peg,
                at(edge.bar.from),
                at(edge.bar.to),
                strokeWidth = unit * BAR_WIDTH,
                cap = StrokeCap.Round
            )

            frame.tool == DiscorderTool.PEG && edge.pegRefusal == null -> drawLine(
                palette.peg.copy(alpha = FREE_EDGE_ALPHA),
                at(edge.bar.from),
                at(edge.bar.to),
                strokeWidth = unit * BAR_WIDTH / 2f,
                cap = StrokeCap.Round
            )
        }
    }
    for (line in frame.lines) {
        val from = at(line.segment.from)
        val to = at(line.segment.to)
        if (line.settled) {
            drawLine(
                palette.settled,
                from,
                to,
                strokeWidth = unit * BAR_WIDTH * 1.8f,
                cap = StrokeCap.Round
            )
        }
        drawLine(
            palette.line(line.owner),
            from,
            to,
            strokeWidth = unit * BAR_WIDTH,
            cap = StrokeCap.Round,
            pathEffect = if (line.settled) {
                null
            } else {
                PathEffect.dashPathEffect(floatArrayOf(unit / 5f, unit / 8f))
            }
        )
    }
}

/**
 * [player]'s pattern over their tile at [centre] (D1; RULES-DISCORDER.md "Notes for the app"):
 * a ring at [RING_SHARE] of the tile's radius, or diagonal stripes [HATCH_SHARE] of it apart
 * clipped to the tile, in the pattern's ink.
 */
private fun DrawScope.drawPattern(
    player: DiscorderPlayer,
    centre: Offset,
    unit: Float,
    palette: DiscorderColors
) {
    val radius = unit * TILE_RADIUS
    val ink = palette.patternInk(player)
    val width = unit * PATTERN_WIDTH
    when (palette.pattern(player)) {
        DiscorderPattern.RINGED ->
            drawCircle(ink, radius = radius * RING_SHARE, center = centre, style = Stroke(width))

        DiscorderPattern.HATCHED -> {
            val tile = Path().apply { addOval(Rect(centre, radius)) }
            val gap = radius * HATCH_SHARE
            // Stripes along the down-right diagonal, stepped along the other diagonal.
            val along = Offset(radius, radius)
            val step = Offset(gap, -gap) / sqrt(2f)
            clipPath(tile) {
                val stripes = (1f / HATCH_SHARE).toInt()
                for (k in -stripes..stripes) {
                    val middle = centre + step * k.toFloat()
                    drawLine(ink, middle - along, middle + along, strokeWidth = width)
                }
            }
        }
    }
}

/** The refused cell (a square) or edge (a bar) of the last refusal, fading (D2, D3). */
private fun DrawScope.paintFlash(
    frame: DiscorderView,
    board: BoardTransform,
    palette: DiscorderColors,
    flash: RefusalFlash
) {
    val unit = board.cellSize
    val strength = flash.strength
    val target = (flash.target as? BoardFlash.Discorder)?.target
    if (unit <= 0f || strength <= 0f || target == null) return
    val colour = palette.flash.copy(alpha = FLASH_ALPHA * strength)
    fun at(p: PointModel) = Offset(board.canvasX(p.x), board.canvasY(p.y))
    when (target) {
        is DiscorderTarget.Cell -> frame.cells.firstOrNull { it.cell == target.cell }?.let {
            drawRect(
                colour,
                topLeft = at(it.centre) - Offset(unit / 2f, unit / 2f),
                size = Size(unit, unit)
            )
        }

        is DiscorderTarget.Edge -> frame.edges.firstOrNull { it.edge == target.edge }?.let {
            drawLine(
                colour,
                at(it.segment.from),
                at(it.segment.to),
                strokeWidth = unit * BAR_WIDTH * 2f,
                cap = StrokeCap.Round
            )
        }
    }
}

/** One invisible accessibility node per cell and per inner edge, where they are painted; with [game], the actions that play there. */
@Composable
private fun DiscorderNodes(
    frame: DiscorderView,
    texts: Texts,
    board: BoardTransform,
    game: DiscorderController?
) {
    val tileAction = texts.catalogs.discorderToolName(DiscorderTool.TILE)
    val pegAction = texts.catalogs.discorderToolName(DiscorderTool.PEG)
    for (cell in frame.cells) {
        val words = texts.catalogs.describeDiscorderCell(cell)
        BoardNode(board, cell.centre.x - 0.5f, cell.centre.y - 0.5f, 1f, 1f) {
            contentDescription = words
            collectionItemInfo = CollectionItemInfo(cell.cell.y.toInt(), 1, cell.cell.x.toInt(), 1)
            if (game != null) {
                role = Role.Button
                onClick(label = tileAction) {
                    game.placeTile(cell.cell)
                    true
                }
            }
        }
    }
    for (edge in frame.edges) {
        val words = texts.catalogs.describeDiscorderEdge(edge)
        val left = minOf(edge.segment.from.x, edge.segment.to.x)
        val middle = (edge.segment.from.y + edge.segment.to.y) / 2f
        BoardNode(board, left, middle - EDGE_NODE_HEIGHT / 2f, 1f, EDGE_NODE_HEIGHT) {
            contentDescription = words
            if (game != null) {
                role = Role.Button
                onClick(label = pegAction) {
                    game.placePeg(edge.edge)
                    true
                }
            }
        }
    }
}
