package app.dividedloyalties.android.ui

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.AnimationVector1D
import androidx.compose.animation.core.RepeatMode
import androidx.compose.animation.core.animateFloat
import androidx.compose.animation.core.infiniteRepeatable
import androidx.compose.animation.core.rememberInfiniteTransition
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.CollectionInfo
import androidx.compose.ui.semantics.collectionInfo
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.ui.Board
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.Point

/**
 * The board of Divided Loyalties as the screen gives it, on a Canvas, with one accessibility
 * node per cell over it and its touches sent in cell units ([send] `null`: a picture whose
 * cells TalkBack reads, without touches or actions, as on a finished game). Highlighted dots pulse; the flash of a refusal plays once per serial.
 */
@Composable
fun DlBoard(board: Board, send: ((Input) -> Unit)?, modifier: Modifier = Modifier) {
    val measurer = rememberTextMeasurer()
    // Animated values are read while drawing only, so they redraw the canvas, not the nodes.
    val pulse = rememberInfiniteTransition(label = "dots").animateFloat(
        initialValue = 0.7f,
        targetValue = 1f,
        animationSpec = infiniteRepeatable(tween(durationMillis = 900), RepeatMode.Reverse),
        label = "pulse"
    )
    val flash = rememberFlash(board.flash?.serial)
    TappableBoard(
        board.width.toFloat(),
        board.height.toFloat(),
        send ?: sendNothing,
        modifier.semantics {
            collectionInfo = CollectionInfo(board.height.toInt(), board.width.toInt())
        }
    ) { transform ->
        Canvas(Modifier.fillMaxSize()) {
            paintBoard(
                board,
                BoardTransform(size.width, size.height, board.width, board.height),
                measurer,
                pulse.value,
                flash.value
            )
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
    }
}

/** How strongly a refusal flashes now, 0–1: once for each new [serial]. */
@Composable
fun rememberFlash(serial: ULong?): Animatable<Float, AnimationVector1D> {
    val strength = remember { Animatable(0f) }
    LaunchedEffect(serial) {
        if (serial != null) {
            strength.snapTo(1f)
            strength.animateTo(0f, tween(durationMillis = 700))
        }
    }
    return strength
}

/** The canvas point of [p] (cell units). */
fun BoardTransform.at(p: Point) = Offset(canvasX(p.x), canvasY(p.y))

/** Writes [text] in bold, [size] pixels high, centred on [center]. */
fun DrawScope.centredText(
    measurer: TextMeasurer,
    text: String,
    color: Color,
    center: Offset,
    size: Float
) {
    val laid = measurer.measure(
        text,
        TextStyle(fontSize = size.toSp(), fontWeight = FontWeight.Bold)
    )
    drawText(laid, color, center - Offset(laid.size.width / 2f, laid.size.height / 2f))
}

/**
 * Paints [board]: the background, each region's shade inside its outline (even-odd) with its
 * claims' tints and token, the dots, the bridges (cut ones dashed), the stones with their mark,
 * ring and last-stone mark, the hint, and the refused cell's flash at [flash] strength.
 */
fun DrawScope.paintBoard(
    board: Board,
    t: BoardTransform,
    measurer: TextMeasurer?,
    pulse: Float,
    flash: Float
) {
    val cell = t.cellSize
    if (cell <= 0f) return
    val colors = board.colors
    drawRect(
        colors.background.color,
        Offset(t.originX, t.originY),
        Size(cell * board.width.toFloat(), cell * board.height.toFloat())
    )
    for (region in board.regions) {
        val outline = Path().apply {
            fillType = PathFillType.EvenOdd
            for (loop in region.loops) {
                val first = loop.firstOrNull() ?: continue
                moveTo(t.canvasX(first.x), t.canvasY(first.y))
                for (p in loop.drop(1)) lineTo(t.canvasX(p.x), t.canvasY(p.y))
                close()
            }
        }
        drawPath(outline, region.fill.color)
        region.claims.forEach { drawPath(outline, it.color) }
        drawPath(outline, colors.outline.color, style = Stroke(width = cell * 0.06f))
        measurer?.let {
            centredText(
                it,
                region.token,
                colors.text.color,
                t.at(region.labelAt),
                cell * 0.28f
            )
        }
    }
    for (dot in board.dots) {
        val center = t.at(dot.center)
        if (dot.highlighted) {
            drawCircle(
                dot.color.color.copy(alpha = 0.3f * pulse),
                radius = cell * 0.42f * pulse,
                center = center
            )
            drawCircle(dot.color.color, radius = cell * 0.16f, center = center)
        } else {
            drawCircle(dot.color.color, radius = cell * 0.12f, center = center)
        }
    }
    for (bridge in board.bridges) {
        val dashes = PathEffect.dashPathEffect(floatArrayOf(cell * 0.3f, cell * 0.22f))
        drawLine(
            bridge.color.color,
            t.at(bridge.start),
            t.at(bridge.end),
            strokeWidth = cell * 0.22f,
            cap = StrokeCap.Round,
            pathEffect = if (bridge.cut) dashes else null
        )
    }
    for (stone in board.stones) {
        val center = t.at(stone.center)
        drawCircle(colors.stoneEdge.color, radius = cell * 0.4f, center = center)
        drawCircle(stone.fill.color, radius = cell * 0.36f, center = center)
        if (stone.last) {
            drawCircle(
                colors.lastStone.color,
                radius = cell * 0.27f,
                center = center,
                style = Stroke(cell * 0.05f)
            )
        }
        if (stone.ringed) {
            drawCircle(
                colors.ring.color,
                radius = cell * 0.48f,
                center = center,
                style = Stroke(cell * 0.07f)
            )
        }
        val mark = stone.mark
        if (mark != null && measurer != null) {
            centredText(measurer, mark, stone.markColor.color, center, cell * 0.38f)
        }
    }
    board.hint?.let { hint ->
        val dashes = PathEffect.dashPathEffect(floatArrayOf(cell * 0.25f, cell * 0.15f))
        for (bridge in hint.bridges) {
            drawLine(
                colors.ring.color,
                t.at(bridge.start),
                t.at(bridge.end),
                strokeWidth = cell * 0.1f,
                cap = StrokeCap.Round,
                pathEffect = dashes
            )
        }
        val center = t.at(hint.center)
        drawCircle(hint.color.color.copy(alpha = 0.35f), radius = cell * 0.36f, center = center)
        drawCircle(
            colors.ring.color,
            radius = cell * 0.46f,
            center = center,
            style = Stroke(cell * 0.06f)
        )
        measurer?.let { centredText(it, hint.mark, colors.text.color, center, cell * 0.38f) }
    }
    val refused = board.flash
    if (refused != null && flash > 0f) {
        drawRect(
            colors.flash.color.copy(alpha = 0.55f * flash),
            topLeft = Offset(t.canvasX(refused.x.toFloat()), t.canvasY(refused.y.toFloat())),
            size = Size(cell, cell)
        )
    }
}
