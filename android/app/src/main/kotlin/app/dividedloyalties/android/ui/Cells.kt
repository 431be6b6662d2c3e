package app.dividedloyalties.android.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.semantics.CollectionItemInfo
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.collectionItemInfo
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.ui.CellActionLabel
import app.dividedloyalties.ui.Input

/**
 * One accessibility node over the painted board (PLATFORMS.md: a Canvas is one node): the
 * rectangle [box] (left, top, width, height in cell units), read as [label]; its first action
 * is TalkBack's double tap, the others are custom actions, each sent as `Input.Cell` on the
 * cell ([x], [y]) with Rust's label. Without [send] (a board shown as a picture) it is only read.
 */
@Composable
fun CellNode(
    board: BoardTransform,
    box: FloatArray,
    x: UInt,
    y: UInt,
    label: String,
    actions: List<CellActionLabel>,
    send: ((Input) -> Unit)?
) {
    BoardNode(board, box[0], box[1], box[2], box[3]) {
        contentDescription = label
        collectionItemInfo = CollectionItemInfo(y.toInt(), 1, x.toInt(), 1)
        if (send == null) return@BoardNode
        val first = actions.firstOrNull() ?: return@BoardNode
        role = Role.Button
        onClick(label = first.label) {
            send(Input.Cell(x, y, first.action))
            true
        }
        customActions = actions.drop(1).map { action ->
            CustomAccessibilityAction(action.label) {
                send(Input.Cell(x, y, action.action))
                true
            }
        }
    }
}

/** The box of the cell ([x], [y]) of a grid: left, top, width, height in cell units. */
fun cellBox(x: UInt, y: UInt): FloatArray = floatArrayOf(x.toFloat(), y.toFloat(), 1f, 1f)
