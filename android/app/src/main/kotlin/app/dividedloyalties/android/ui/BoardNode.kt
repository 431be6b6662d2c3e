package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.IntOffset
import app.dividedloyalties.shell.BoardTransform
import kotlin.math.roundToInt

/**
 * One invisible accessibility node over a painted board (PLATFORMS.md: a Canvas is one node),
 * where [board] paints the rectangle from ([left], [top]) of [width] × [height] board units;
 * [properties] say what it is and what TalkBack can do there.
 */
@Composable
fun BoardNode(
    board: BoardTransform,
    left: Float,
    top: Float,
    width: Float,
    height: Float,
    properties: SemanticsPropertyReceiver.() -> Unit
) {
    val density = LocalDensity.current
    val x = board.canvasX(left).roundToInt()
    val y = board.canvasY(top).roundToInt()
    val size = with(density) { (width * board.cellSize).toDp() to (height * board.cellSize).toDp() }
    Box(
        Modifier
            .offset { IntOffset(x, y) }
            .size(size.first, size.second)
            .semantics(properties = properties)
    )
}
