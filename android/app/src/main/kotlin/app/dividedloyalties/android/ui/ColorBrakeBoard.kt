package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.clipPath
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.rememberTextMeasurer
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.ui.ColorBrakeBoard
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.TokenLook
import app.dividedloyalties.ui.TriangleCell

/**
 * The triangle of Color Brake ABAB (C3) as the screen gives it: each cell's square with its
 * number, nomination tint and letter, the colour on top (a pink check drawn as a check) with
 * its mark, Diamonds, neutrals, Tanks, the next cell, the last filled, the Tank's targets and
 * the refused cell; one accessibility node per cell ([send] `null`: read, never played).
 */
@Composable
fun ColorBrakeBoardView(
    board: ColorBrakeBoard,
    send: ((Input) -> Unit)?,
    modifier: Modifier = Modifier
) {
    val measurer = rememberTextMeasurer()
    val flash = rememberFlash(board.flash?.serial)
    TappableBoard(board.width, board.height, send ?: sendNothing, modifier) { transform ->
        Canvas(Modifier.fillMaxSize()) {
            val t = BoardTransform(size.width, size.height, board.width, board.height)
            drawRect(board.colors.background.color)
            for (cell in board.cells) paintCell(board, cell, t, measurer, flash.value)
        }
        for (cell in board.cells) {
            val xs = cell.outline.map { it.x }
            val ys = cell.outline.map { it.y }
            val left = xs.minOrNull() ?: continue
            val top = ys.minOrNull() ?: continue
            val box = floatArrayOf(
                left,
                top,
                (xs.maxOrNull() ?: left) - left,
                (ys.maxOrNull() ?: top) - top
            )
            CellNode(transform, box, cell.x, cell.y, cell.label, cell.actions, send)
        }
    }
}

/** One cell of the triangle, the refusal's flash at [flash] strength. */
private fun DrawScope.paintCell(
    board: ColorBrakeBoard,
    cell: TriangleCell,
    t: BoardTransform,
    measurer: TextMeasurer,
    flash: Float
) {
    val unit = t.cellSize
    if (unit <= 0f || cell.outline.isEmpty()) return
    val colors = board.colors
    val outline = Path()
    for ((i, corner) in cell.outline.withIndex()) {
        val at = t.at(corner)
        if (i == 0) outline.moveTo(at.x, at.y) else outline.lineTo(at.x, at.y)
    }
    outline.close()
    val center = t.at(cell.center)
    val top = cell.top
    when {
        top != null -> paintToken(outline, top)

        cell.pending > 0u -> drawPath(outline, colors.neutral.color)

        else -> {
            drawPath(outline, colors.cell.color)
            drawPath(outline, cell.tint.color)
        }
    }
    if (cell.next) drawPath(outline, colors.next.color, style = Stroke(unit * 0.08f))
    if (cell.diamond) {
        val r = unit * 0.3f
        val diamond = Path().apply {
            moveTo(center.x, center.y - r)
            lineTo(center.x + r, center.y)
            lineTo(center.x, center.y + r)
            lineTo(center.x - r, center.y)
            close()
        }
        drawPath(diamond, colors.diamond.color)
        drawPath(diamond, colors.tokenEdge.color, style = Stroke(unit * 0.02f))
    }
    if (cell.tank) drawPath(outline, colors.tank.color, style = Stroke(unit * 0.12f))
    if (cell.tankTarget || cell.chosen) {
        drawCircle(
            colors.tank.color,
            radius = unit * 0.4f,
            center = center,
            style = Stroke(unit * if (cell.chosen) 0.1f else 0.05f)
        )
    }
    if (cell.lastFilled) {
        drawCircle(
            colors.lastFilled.color,
            radius = unit * 0.45f,
            center = center,
            style = Stroke(unit * 0.05f)
        )
    }
    drawPath(outline, colors.outline.color, style = Stroke(unit * 0.03f))
    when {
        top?.mark != null -> centredText(
            measurer,
            top.mark.orEmpty(),
            top.markColor.color,
            center,
            unit * 0.4f
        )

        cell.pending > 0u -> centredText(
            measurer,
            cell.pending.toString(),
            colors.text.color,
            center,
            unit * 0.35f
        )

        top == null && !cell.diamond -> centredText(
            measurer,
            cell.nomination,
            colors.text.color,
            center,
            unit * 0.3f
        )
    }
    // One small disc per neutral under the colour, along the cell's bottom edge (C6.1).
    for (i in 0 until cell.neutrals.toInt()) {
        val at = center + Offset(unit * (0.32f - 0.14f * i), unit * 0.36f)
        drawCircle(colors.neutral.color, radius = unit * 0.05f, center = at)
        drawCircle(
            colors.tokenEdge.color,
            radius = unit * 0.05f,
            center = at,
            style = Stroke(unit * 0.01f)
        )
    }
    // The cell's number in the filling order (C3), small in its top-left corner.
    val corner = center - Offset(unit * 0.32f, unit * 0.32f)
    centredText(measurer, cell.number.toString(), colors.text.color, corner, unit * 0.16f)
    val refused = board.flash
    if (refused != null && refused.x == cell.x && refused.y == cell.y && flash > 0f) {
        drawPath(outline, colors.flash.color.copy(alpha = 0.6f * flash))
    }
}

/** A token's colour over [outline]: a pink check as a check of its two colours, never plain. */
fun DrawScope.paintToken(outline: Path, look: TokenLook) {
    if (look.check.size < 2) {
        drawPath(outline, look.fill.color)
        return
    }
    val area: Rect = outline.getBounds()
    val square = area.width / 4f
    clipPath(outline) {
        drawRect(look.check[0].color, area.topLeft, area.size)
        for (row in 0 until 4) {
            for (col in 0 until 4) {
                if ((row + col) % 2 == 1) {
                    val at = Offset(area.left + col * square, area.top + row * square)
                    drawRect(look.check[1].color, at, Size(square, square))
                }
            }
        }
    }
}
