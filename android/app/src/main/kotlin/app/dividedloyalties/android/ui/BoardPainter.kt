package app.dividedloyalties.android.ui

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.PointModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.shell.regionOf

/** How to paint a frame besides its geometry: colours, texts and the animations' current values. */
class BoardLook(
    val palette: BoardPalette,
    /** Writes text (stone symbols, region tokens); `null` for the small drawings, which have none. */
    val measurer: TextMeasurer?,
    /** The symbol on a stone of a colour, when the player keeps colour-blind symbols on. */
    val symbol: ((StoneColor) -> String)?,
    /** The highlighted dots' pulse, 0–1. */
    val pulse: Float = 1f,
    /** The cell of a refused action and how strongly it flashes now, 0–1. */
    val flash: CellPos? = null,
    val flashStrength: Float = 0f
)

/**
 * Paints [frame] into this canvas: every position comes from the view's geometry in cell units,
 * scaled by the one [BoardTransform] that the touches go through (SCREENS.md "Game screen"):
 * region fills per cell, outlines along `RegionModel.outline`, claimed regions, dots (pulsing
 * when they accept the selected colour), bridges between their end stones' centres (cut ones
 * grey and dashed), stones with colour and symbol, rings and the last stone; the hint
 * (`ViewModel.hint`) as a ring in its colour on its cell and its bridges dashed between the
 * centres of their end cells (cell (x, y) covers [x, x + 1] × [y, y + 1]).
 */
fun DrawScope.paintBoard(frame: ViewModel, look: BoardLook) {
    val board = BoardTransform(size.width, size.height, frame.width, frame.height)
    val cell = board.cellSize
    if (cell <= 0f) return
    val palette = look.palette
    fun at(p: PointModel) = Offset(board.canvasX(p.x), board.canvasY(p.y))
    fun corner(x: UInt, y: UInt) = Offset(board.canvasX(x.toFloat()), board.canvasY(y.toFloat()))

    for (c in frame.cells) {
        if (c.kind != CellKind.REGION) continue
        val region = frame.regionOf(c) ?: continue
        drawRect(palette.region(region.shade), topLeft = corner(c.x, c.y), size = Size(cell, cell))
    }

    for (region in frame.regions) {
        val outline = Path().apply {
            fillType = PathFillType.EvenOdd
            for (loop in region.outline) {
                val first = loop.firstOrNull() ?: continue
                moveTo(board.canvasX(first.x), board.canvasY(first.y))
                for (p in loop.drop(1)) lineTo(board.canvasX(p.x), board.canvasY(p.y))
                close()
            }
        }
        region.claimedBy.firstOrNull()?.let {
            drawPath(outline, palette.claimTint(it))
        }
        drawPath(outline, palette.outline, style = Stroke(width = cell * 0.06f))
        val label = at(region.label)
        region.claimedBy.forEachIndexed { i, side ->
            val shift = (i - (region.claimedBy.size - 1) / 2f) * cell * 0.3f
            drawCircle(
                palette.claim(side),
                radius = cell * 0.1f,
                center =
                    label + Offset(shift, cell * 0.3f)
            )
        }
        look.measurer?.let { measurer ->
            val text = measurer.measure(region.token, TextStyle(fontSize = (cell * 0.28f).toSp()))
            drawText(text, palette.label, label - Offset(text.size.width / 2f, cell * 0.45f))
        }
    }

    for (dot in frame.dots) {
        val center = at(dot.center)
        if (dot.highlighted) {
            drawCircle(
                palette.highlight.copy(alpha = 0.3f * look.pulse),
                radius =
                    cell * 0.42f * look.pulse,
                center = center
            )
            drawCircle(palette.highlight, radius = cell * 0.16f, center = center)
        } else {
            drawCircle(palette.dot, radius = cell * 0.12f, center = center)
        }
    }

    for (bridge in frame.bridges) {
        drawLine(
            color = if (bridge.cut) palette.cut else palette.bridge(bridge.kind),
            start = at(bridge.start),
            end = at(bridge.end),
            strokeWidth = cell * 0.22f,
            cap = StrokeCap.Round,
            pathEffect = if (bridge.cut) {
                PathEffect.dashPathEffect(
                    floatArrayOf(
                        cell * 0.3f,
                        cell * 0.22f
                    )
                )
            } else {
                null
            }
        )
    }

    for (stone in frame.stones) {
        val center = at(stone.center)
        drawCircle(palette.stoneEdge, radius = cell * 0.4f, center = center)
        drawCircle(palette.stone(stone.color), radius = cell * 0.36f, center = center)
        if (stone.lastPlaced) {
            drawCircle(
                palette.lastPlaced,
                radius = cell * 0.27f,
                center = center,
                style = Stroke(cell * 0.05f)
            )
        }
        if (stone.ringed) {
            drawCircle(
                palette.ring,
                radius = cell * 0.48f,
                center = center,
                style = Stroke(cell * 0.07f)
            )
        }
        val symbol = look.symbol
        val measurer = look.measurer
        if (symbol != null && measurer != null) {
            val style = TextStyle(fontSize = (cell * 0.38f).toSp(), fontWeight = FontWeight.Bold)
            val text = measurer.measure(symbol(stone.color), style)
            val half = Offset(text.size.width / 2f, text.size.height / 2f)
            drawText(text, palette.symbol(stone.color), center - half)
        }
    }

    frame.hint?.let { hint ->
        fun middle(c: CellPos) = corner(c.x, c.y) + Offset(cell / 2f, cell / 2f)
        val dashes = PathEffect.dashPathEffect(floatArrayOf(cell * 0.25f, cell * 0.15f))
        for (bridge in hint.bridges) {
            drawLine(
                color = palette.ring,
                start = middle(bridge.from),
                end = middle(bridge.to),
                strokeWidth = cell * 0.1f,
                cap = StrokeCap.Round,
                pathEffect = dashes
            )
        }
        val center = middle(hint.cell)
        drawCircle(
            palette.stone(hint.color).copy(alpha = 0.35f),
            radius = cell * 0.36f,
            center = center
        )
        drawCircle(
            palette.ring,
            radius = cell * 0.46f,
            center = center,
            style = Stroke(cell * 0.06f)
        )
        drawCircle(
            palette.stone(hint.color),
            radius = cell * 0.38f,
            center = center,
            style = Stroke(cell * 0.08f)
        )
    }

    val flash = look.flash
    if (flash != null && look.flashStrength > 0f) {
        drawRect(
            palette.flash.copy(alpha = 0.55f * look.flashStrength),
            topLeft = corner(flash.x, flash.y),
            size = Size(cell, cell)
        )
    }
}
