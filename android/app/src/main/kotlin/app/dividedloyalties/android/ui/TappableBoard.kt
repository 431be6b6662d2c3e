package app.dividedloyalties.android.ui

import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.waitForUpOrCancellation
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import app.dividedloyalties.shell.BoardTransform

/**
 * A board of [boardWidth] × [boardHeight] units ([content]: its canvas and accessibility
 * nodes, given the [BoardTransform] of the space it fills) whose taps are turned into board
 * units by the same transform the painter uses,
 * then given to [onTap] with the event's uptime (for double taps). A tap is reported when the
 * finger lifts; single taps are not delayed. The three games' boards share it.
 */
@Composable
fun TappableBoard(
    boardWidth: Float,
    boardHeight: Float,
    onTap: (x: Float, y: Float, timeMillis: Long) -> Unit,
    modifier: Modifier = Modifier,
    content: @Composable (BoardTransform) -> Unit
) {
    val width by rememberUpdatedState(boardWidth)
    val height by rememberUpdatedState(boardHeight)
    val tap by rememberUpdatedState(onTap)
    BoxWithConstraints(
        modifier.pointerInput(Unit) {
            awaitEachGesture {
                awaitFirstDown()
                val up = waitForUpOrCancellation() ?: return@awaitEachGesture
                up.consume()
                val board =
                    BoardTransform(size.width.toFloat(), size.height.toFloat(), width, height)
                tap(board.cellX(up.position.x), board.cellY(up.position.y), up.uptimeMillis)
            }
        }
    ) {
        content(
            BoardTransform(
                constraints.maxWidth.toFloat(),
                constraints.maxHeight.toFloat(),
                boardWidth,
                boardHeight
            )
        )
    }
}
