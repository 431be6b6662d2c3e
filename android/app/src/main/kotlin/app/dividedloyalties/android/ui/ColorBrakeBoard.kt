package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.clipPath
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.TankChoice
import app.dividedloyalties.core.ColorBrakeBase
import app.dividedloyalties.core.ColorBrakeCellView
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeNomination
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.PointModel
import app.dividedloyalties.core.RegionShade
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.shell.ColorBrakeController
import app.dividedloyalties.shell.Texts

/** The radius of the marks on a cell (A/B, neutral, last filled), in cells. */
private const val MARK_RADIUS = 0.09f

/**
 * The triangle of Color Brake ABAB (C1, C3) painted from [frame]'s cells: each outline filled
 * with the colour it shows (a Diamond uncovered as a diamond, the pink-checkered colour
 * striped), the neutrals under a rescue and those waiting for a drawn colour, a Tank's cover
 * as a thick frame, the A cells marked with a dot and the B cells with a ring, the next cell
 * and the last filled; the frame's Tank targets while the Tank is chosen ([tank]), and the
 * Tank's cell once chosen. Taps go to [game] in board units through the shared
 * [BoardTransform]; TalkBack gets one node per cell, with the Tank's action on its targets.
 */
@Composable
fun ColorBrakeBoard(
    frame: ColorBrakeView,
    tank: TankChoice,
    texts: Texts,
    game: ColorBrakeController,
    modifier: Modifier = Modifier
) {
    val palette = LocalBoardPalette.current
    TappableBoard(frame.width, frame.height, { x, y, _ -> game.touch(x, y) }, modifier) { board ->
        Canvas(Modifier.fillMaxSize()) {
            for (cell in frame.cells) paintCell(cell, board, palette, tank)
        }
        ColorBrakeNodes(frame, texts, board, game)
    }
}

private fun DrawScope.paintCell(
    cell: ColorBrakeCellView,
    board: BoardTransform,
    palette: BoardPalette,
    tank: TankChoice
) {
    val unit = board.cellSize
    if (unit <= 0f || cell.outline.isEmpty()) return
    fun at(p: PointModel) = Offset(board.canvasX(p.x), board.canvasY(p.y))
    val outline = Path().apply {
        cell.outline.forEachIndexed { i, point ->
            val o = at(point)
            if (i == 0) moveTo(o.x, o.y) else lineTo(o.x, o.y)
        }
        close()
    }
    val centre = at(cell.centre)
    val fill = cell.fill
    val top = fill?.top
    val neutral = palette.region(RegionShade.MEDIUM)
    drawPath(
        outline,
        when {
            top != null -> palette.token(top)
            cell.pendingNeutrals > 0u -> neutral
            else -> palette.background
        }
    )
    if (top == ColorBrakeColour.PINK) {
        clipPath(outline) {
            var x = centre.x - unit
            while (x < centre.x + unit) {
                drawLine(
                    Color.White,
                    Offset(x, centre.y - unit),
                    Offset(x + unit, centre.y + unit),
                    2.dp.toPx()
                )
                x += unit / 4f
            }
        }
    }
    if (fill != null && top == null) {
        val r = unit * 0.3f
        val diamond = Path().apply {
            moveTo(centre.x, centre.y - r)
            lineTo(centre.x + r, centre.y)
            lineTo(centre.x, centre.y + r)
            lineTo(centre.x - r, centre.y)
            close()
        }
        drawPath(diamond, palette.label, style = Stroke(2.dp.toPx()))
    }
    if (fill?.base is ColorBrakeBase.Rescue) {
        drawCircle(neutral, radius = unit * MARK_RADIUS, center = centre + Offset(0f, unit * 0.25f))
    }
    if (fill?.tank != null) {
        drawPath(outline, palette.label, style = Stroke(unit * 0.12f))
    }
    val mark = centre - Offset(0f, unit * 0.25f)
    when (cell.nomination) {
        ColorBrakeNomination.A -> drawCircle(palette.outline, unit * MARK_RADIUS / 2f, mark)

        ColorBrakeNomination.B ->
            drawCircle(palette.outline, unit * MARK_RADIUS / 2f, mark, style = Stroke(1.dp.toPx()))
    }
    if (cell.lastFilled) drawCircle(palette.lastPlaced, unit * MARK_RADIUS, centre)
    val edge = when {
        tank.cell == cell.cell -> palette.ring to Stroke(4.dp.toPx())

        tank.choosing && cell.tankTarget ->
            palette.highlight to Stroke(
                3.dp.toPx(),
                pathEffect = PathEffect.dashPathEffect(floatArrayOf(unit / 6f, unit / 10f))
            )

        cell.next -> palette.highlight to Stroke(3.dp.toPx())

        else -> palette.outline to Stroke(1.dp.toPx())
    }
    drawPath(outline, edge.first, style = edge.second)
}

/** One invisible accessibility node per cell, over its bounding box; a Tank target chooses the Tank's cell. */
@Composable
private fun ColorBrakeNodes(
    frame: ColorBrakeView,
    texts: Texts,
    board: BoardTransform,
    game: ColorBrakeController
) {
    val tankAction = texts.label(LabelId.COLOR_BRAKE_TANK)
    for (cell in frame.cells) {
        if (cell.outline.isEmpty()) continue
        val left = cell.outline.minOf { it.x }
        val top = cell.outline.minOf { it.y }
        val words = texts.catalogs.describeColorBrakeCell(cell)
        BoardNode(
            board,
            left,
            top,
            cell.outline.maxOf { it.x } - left,
            cell.outline.maxOf { it.y } - top
        ) {
            contentDescription = words
            if (cell.tankTarget) {
                role = Role.Button
                onClick(label = tankAction) {
                    game.chooseTankCell(cell.cell)
                    true
                }
            }
        }
    }
}
