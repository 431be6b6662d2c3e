package app.dividedloyalties.android.ui

import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.waitForUpOrCancellation
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.input.pointer.positionChanged
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.ui.Input

/**
 * A board of [boardWidth] × [boardHeight] cell units ([content]: its canvas and accessibility
 * nodes, given the [BoardTransform] of the space it fills) whose touches are turned into cell
 * units by the same transform the painter uses and sent as `Input.Touch` with the event's
 * uptime: Rust tells a tap from a double tap (PLATFORMS.md: no `onDoubleTap`, which would delay
 * every tap). A game's tap is sent when the finger lifts; with [strokes] (the editor's pencil)
 * every position of the finger is sent, then `Input.Lift`.
 */
@Composable
fun TappableBoard(
    boardWidth: Float,
    boardHeight: Float,
    send: (Input) -> Unit,
    modifier: Modifier = Modifier,
    strokes: Boolean = false,
    content: @Composable (BoardTransform) -> Unit
) {
    val width by rememberUpdatedState(boardWidth)
    val height by rememberUpdatedState(boardHeight)
    val sent by rememberUpdatedState(send)
    BoxWithConstraints(
        modifier.pointerInput(strokes) {
            fun touch(at: Offset, time: Long): Input {
                val board =
                    BoardTransform(size.width.toFloat(), size.height.toFloat(), width, height)
                return Input.Touch(board.cellX(at.x), board.cellY(at.y), time.toULong())
            }
            awaitEachGesture {
                val down = awaitFirstDown()
                if (!strokes) {
                    val up = waitForUpOrCancellation() ?: return@awaitEachGesture
                    up.consume()
                    sent(touch(up.position, up.uptimeMillis))
                    return@awaitEachGesture
                }
                down.consume()
                sent(touch(down.position, down.uptimeMillis))
                do {
                    val change =
                        awaitPointerEvent().changes.firstOrNull { it.id == down.id } ?: break
                    if (change.positionChanged()) {
                        change.consume()
                        sent(touch(change.position, change.uptimeMillis))
                    }
                } while (change.pressed)
                sent(Input.Lift)
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

/** Sends nothing: the touches of a board shown as a picture only. */
val sendNothing: (Input) -> Unit = {}
