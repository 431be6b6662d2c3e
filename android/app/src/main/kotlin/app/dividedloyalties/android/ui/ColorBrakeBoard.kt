package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
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
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.TankChoice
import app.dividedloyalties.core.ColorBrakeBase
import app.dividedloyalties.core.ColorBrakeCellView
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.colorBrakeLetter
import app.dividedloyalties.core.colorBrakeNominationLetter
import app.dividedloyalties.shell.BoardFlash
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.shell.ColorBrakeController
import app.dividedloyalties.shell.Texts

/** The radius of the marks on a cell (a rescue's neutral, the last filled ring's width), in cells. */
private const val MARK_RADIUS = 0.09f

/** The radius of the ring around the last filled cell's centre, in cells. */
private const val LAST_FILLED_RADIUS = 0.35f

/** The height of a token's colour-blind letter, in cells (C1). */
private const val LETTER_SIZE = 0.4f

/** The size of an empty cell's nomination letter, in cells (C3). */
private const val NOMINATION_SIZE = 0.32f

/** The size of the number of neutrals waiting on a cell for a drawn colour, in cells (C6.1). */
private const val PENDING_SIZE = 0.4f

/** How many squares of the pink check span a cell's width. */
private const val CHECK_SQUARES = 6f

/** How strongly a refused cell flashes at first (then it fades). */
private const val FLASH_ALPHA = 0.6f

/**
 * The triangle of Color Brake ABAB (C1, C3) painted from [frame]'s cells in the Rust palette's
 * colours (`colorBrakePalette`, light or dark): each outline filled with the colour it shows
 * (pink-checkered as a check of its two colours, a Diamond uncovered as a diamond), an empty
 * cell tinted by its nomination and marked with its letter (A or B), the neutrals under a
 * rescue and those waiting for a drawn colour, a Tank's cover as a thick frame, the next cell
 * and the last filled (a ring); the frame's Tank targets while the Tank is chosen ([tank]), the
 * Tank's cell once chosen, and the cell of the last refusal ([flash]). With [symbols] (the
 * colour-blind symbols setting) each filled cell carries the letter of the colour it shows
 * (C1), for sight only: TalkBack reads the colour's name in the cell's description. Taps go to
 * [game] in board units through the shared [BoardTransform]; TalkBack gets one node per cell,
 * with the Tank's action on its targets. Without a [game] (a finished game shown from the
 * history) the triangle is read-only: no tap, no action.
 */
@Composable
fun ColorBrakeBoard(
    frame: ColorBrakeView,
    tank: TankChoice,
    texts: Texts,
    symbols: Boolean,
    game: ColorBrakeController?,
    flash: RefusalFlash?,
    modifier: Modifier = Modifier
) {
    val palette = LocalBoardPalette.current.colorBrake
    val measurer = rememberTextMeasurer()
    TappableBoard(frame.width, frame.height, { x, y, _ -> game?.touch(x, y) }, modifier) { board ->
        Canvas(Modifier.fillMaxSize()) {
            paintColorBrake(frame, board, palette, tank, measurer, symbols)
            val flashed = (flash?.target as? BoardFlash.ColorBrakeCell)?.cell
            val strength = flash?.strength ?: 0f
            if (flashed != null && strength > 0f) {
                frame.cells.firstOrNull { it.cell == flashed }?.let { cell ->
                    outlineOf(cell, board)?.let {
                        drawPath(it, palette.flash.copy(alpha = FLASH_ALPHA * strength))
                    }
                }
            }
        }
        ColorBrakeNodes(frame, texts, board, game)
    }
}

/**
 * The triangle of [frame] on the canvas through [board]: the background, then each cell, an
 * empty one marked with its nomination's letter (C3) or the number of neutrals waiting on it
 * for a drawn colour (C6.1), a filled one with the letter of the colour it shows when
 * [symbols] is on (the colour-blind symbols, C1). The board of the game
 * screen, the finished game and the saved games' drawings alike.
 */
internal fun DrawScope.paintColorBrake(
    frame: ColorBrakeView,
    board: BoardTransform,
    palette: ColorBrakeColors,
    tank: TankChoice,
    measurer: TextMeasurer,
    symbols: Boolean
) {
    drawRect(palette.background)
    if (board.cellSize <= 0f) return
    for (cell in frame.cells) {
        paintCell(cell, board, palette, tank)
        val centre = Offset(board.canvasX(cell.centre.x), board.canvasY(cell.centre.y))
        val fill = cell.fill
        val top = fill?.top
        when {
            fill == null && cell.pendingNeutrals > 0u -> drawCentred(
                measurer,
                cell.pendingNeutrals.toString(),
                centre,
                board.cellSize * PENDING_SIZE,
                palette.text,
                FontWeight.Bold
            )

            fill == null -> drawCentred(
                measurer,
                colorBrakeNominationLetter(cell.nomination),
                centre,
                board.cellSize * NOMINATION_SIZE,
                palette.text,
                FontWeight.Normal
            )

            symbols && top != null ->
                drawLetter(measurer, top, centre, board.cellSize * LETTER_SIZE, palette)
        }
    }
}

/** [cell]'s outline on the canvas; `null` when it has none or the board has no size. */
private fun outlineOf(cell: ColorBrakeCellView, board: BoardTransform): Path? {
    if (board.cellSize <= 0f || cell.outline.isEmpty()) return null
    return Path().apply {
        cell.outline.forEachIndexed { i, point ->
            val x = board.canvasX(point.x)
            val y = board.canvasY(point.y)
            if (i == 0) moveTo(x, y) else lineTo(x, y)
        }
        close()
    }
}

/**
 * A check of [colours] in squares of [square] over [area], inside [clip]: how a
 * pink-checkered token is drawn, never plain (C1).
 */
internal fun DrawScope.drawCheck(
    clip: Path,
    area: Rect,
    square: Float,
    colours: Pair<Color, Color>
) {
    if (square <= 0f) return
    clipPath(clip) {
        drawRect(colours.first, area.topLeft, area.size)
        var row = 0
        var y = area.top
        while (y < area.bottom) {
            var x = area.left + if (row % 2 == 0) 0f else square
            while (x < area.right) {
                drawRect(colours.second, Offset(x, y), Size(square, square))
                x += 2f * square
            }
            y += square
            row++
        }
    }
}

/**
 * [colour]'s colour-blind letter (`colorBrakeLetter`, C1), bold, [fontSize] pixels, centred
 * on [centre], in its ink (`colorBrakeLetterColour`): how a token carries its letter on the
 * triangle and on the panel's swatches.
 */
internal fun DrawScope.drawLetter(
    measurer: TextMeasurer,
    colour: ColorBrakeColour,
    centre: Offset,
    fontSize: Float,
    palette: ColorBrakeColors
) {
    drawCentred(
        measurer,
        colorBrakeLetter(colour),
        centre,
        fontSize,
        palette.letter(colour),
        FontWeight.Bold
    )
}

/** [text] of [fontSize] pixels in [weight], centred on [centre], in [colour]. */
private fun DrawScope.drawCentred(
    measurer: TextMeasurer,
    text: String,
    centre: Offset,
    fontSize: Float,
    colour: Color,
    weight: FontWeight
) {
    val laid = measurer.measure(text, TextStyle(fontSize = fontSize.toSp(), fontWeight = weight))
    val half = Offset(laid.size.width / 2f, laid.size.height / 2f)
    drawText(laid, colour, centre - half)
}

private fun DrawScope.paintCell(
    cell: ColorBrakeCellView,
    board: BoardTransform,
    palette: ColorBrakeColors,
    tank: TankChoice
) {
    val outline = outlineOf(cell, board) ?: return
    val unit = board.cellSize
    val centre = Offset(board.canvasX(cell.centre.x), board.canvasY(cell.centre.y))
    val fill = cell.fill
    val top = fill?.top
    when {
        top == ColorBrakeColour.PINK ->
            drawCheck(outline, outline.getBounds(), unit / CHECK_SQUARES, palette.pinkCheck)

        top != null -> drawPath(outline, palette.token(top))

        cell.pendingNeutrals > 0u -> drawPath(outline, palette.neutral)

        fill != null -> drawPath(outline, palette.cell)

        else -> {
            drawPath(outline, palette.cell)
            drawPath(outline, palette.nomination(cell.nomination))
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
        drawPath(diamond, palette.diamond)
        drawPath(diamond, palette.tokenEdge, style = Stroke(1.dp.toPx()))
    }
    if (fill?.base is ColorBrakeBase.Rescue) {
        val at = centre + Offset(0f, unit * 0.25f)
        drawCircle(palette.neutral, radius = unit * MARK_RADIUS, center = at)
        drawCircle(palette.tokenEdge, unit * MARK_RADIUS, at, style = Stroke(1.dp.toPx()))
    }
    if (fill?.tank != null) {
        drawPath(outline, palette.tank, style = Stroke(unit * 0.12f))
    }
    if (cell.lastFilled) {
        drawCircle(
            palette.lastFilled,
            unit * LAST_FILLED_RADIUS,
            centre,
            style = Stroke(unit * MARK_RADIUS / 2f)
        )
    }
    val edge = when {
        tank.cell == cell.cell -> palette.tank to Stroke(4.dp.toPx())

        tank.choosing && cell.tankTarget ->
            palette.next to Stroke(
                3.dp.toPx(),
                pathEffect = PathEffect.dashPathEffect(floatArrayOf(unit / 6f, unit / 10f))
            )

        cell.next -> palette.next to Stroke(3.dp.toPx())

        else -> palette.outline to Stroke(1.dp.toPx())
    }
    drawPath(outline, edge.first, style = edge.second)
}

/** One invisible accessibility node per cell, over its bounding box; with [game], a Tank target chooses the Tank's cell. */
@Composable
private fun ColorBrakeNodes(
    frame: ColorBrakeView,
    texts: Texts,
    board: BoardTransform,
    game: ColorBrakeController?
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
            if (game != null && cell.tankTarget) {
                role = Role.Button
                onClick(label = tankAction) {
                    game.chooseTankCell(cell.cell)
                    true
                }
            }
        }
    }
}
