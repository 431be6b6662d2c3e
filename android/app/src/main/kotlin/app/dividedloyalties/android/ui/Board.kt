package app.dividedloyalties.android.ui

import androidx.compose.animation.core.Animatable
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
import androidx.compose.ui.semantics.CollectionInfo
import androidx.compose.ui.semantics.CollectionItemInfo
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.collectionInfo
import androidx.compose.ui.semantics.collectionItemInfo
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.rememberTextMeasurer
import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.core.stoneMark
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.shell.Texts
import app.dividedloyalties.shell.regionOf

/** What the board does with the player's fingers and TalkBack's actions. */
class BoardInput(
    /** A tap at a point in cell units, with the event's uptime (for double taps). */
    val touch: (x: Float, y: Float, timeMillis: Long) -> Unit,
    /** TalkBack's "place selected colour" on a cell. */
    val place: (CellPos) -> Unit,
    /** TalkBack's "ring for a bridge" on a cell. */
    val ring: (CellPos) -> Unit
)

/**
 * The game board: the [frame] painted on a Canvas, touches turned into cell units by the same
 * [BoardTransform] (then `cellAt` in Rust decides the cell), and one accessibility node per
 * playable cell over it (PLATFORMS.md: a Canvas is one node). Single taps are not delayed: no
 * `onDoubleTap` (the controller tells double taps by their times). A refused cell [flash]es
 * when [flashSerial] changes.
 */
@Composable
fun Board(
    frame: ViewModel,
    texts: Texts,
    symbols: Boolean,
    flash: CellPos?,
    flashSerial: Int,
    input: BoardInput,
    modifier: Modifier = Modifier
) {
    val palette = LocalBoardPalette.current
    val measurer = rememberTextMeasurer()
    // Animated values are read while drawing only, so they redraw the canvas, not the nodes.
    val pulse = rememberInfiniteTransition(label = "dots").animateFloat(
        initialValue = 0.7f,
        targetValue = 1f,
        animationSpec = infiniteRepeatable(tween(durationMillis = 900), RepeatMode.Reverse),
        label = "pulse"
    )
    val flashStrength = remember { Animatable(0f) }
    LaunchedEffect(flashSerial) {
        if (flash != null) {
            flashStrength.snapTo(1f)
            flashStrength.animateTo(0f, tween(durationMillis = 700))
        }
    }
    TappableBoard(
        frame.width.toFloat(),
        frame.height.toFloat(),
        input.touch,
        modifier.semantics {
            collectionInfo = CollectionInfo(frame.height.toInt(), frame.width.toInt())
        }
    ) { board ->
        val symbol: ((StoneColor) -> String)? = if (symbols) ::stoneMark else null
        Canvas(Modifier.fillMaxSize()) {
            val look = BoardLook(palette, measurer, symbol, pulse.value, flash, flashStrength.value)
            paintBoard(frame, look)
        }
        CellNodes(frame, texts, board, input)
    }
}

/** One invisible accessibility node per playable cell, where the cell is painted. */
@Composable
private fun CellNodes(frame: ViewModel, texts: Texts, board: BoardTransform, input: BoardInput) {
    val placeLabel = texts.label(LabelId.A11Y_PLACE)
    val ringLabel = texts.label(LabelId.A11Y_RING)
    for (cell in frame.cells) {
        if (cell.kind == CellKind.EMPTY) continue
        val pos = CellPos(cell.x, cell.y)
        val words = texts.cell(cell, frame.regionOf(cell))
        BoardNode(board, cell.x.toFloat(), cell.y.toFloat(), 1f, 1f) {
            contentDescription = words
            role = Role.Button
            collectionItemInfo = CollectionItemInfo(cell.y.toInt(), 1, cell.x.toInt(), 1)
            onClick(label = placeLabel) {
                input.place(pos)
                true
            }
            customActions = listOf(
                CustomAccessibilityAction(ringLabel) {
                    input.ring(pos)
                    true
                }
            )
        }
    }
}
