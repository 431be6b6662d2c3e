package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.ui.Button as Control
import app.dividedloyalties.ui.Choice
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.MiniBoard

/** How a control is drawn: the screen's main action, a secondary one, or a quiet one. */
enum class Emphasis {
    /** The screen's main action: a filled button. */
    FILLED,

    /** A secondary action: an outlined button. */
    OUTLINED,

    /** A quiet action (a menu's, a row's): a text button. */
    TEXT
}

/** A control of the screen: its label, enabled as the screen says, pressed as `Input.Press`. */
@Composable
fun ControlButton(
    control: Control,
    send: (Input) -> Unit,
    emphasis: Emphasis = Emphasis.OUTLINED,
    modifier: Modifier = Modifier
) {
    val press = { send(Input.Press(control.control)) }
    when (emphasis) {
        Emphasis.FILLED -> Button(press, modifier, control.enabled) { Text(control.label) }

        Emphasis.OUTLINED -> OutlinedButton(press, modifier, control.enabled) {
            Text(control.label)
        }

        Emphasis.TEXT -> TextButton(press, modifier, control.enabled) { Text(control.label) }
    }
}

/** Controls side by side, wrapping. */
@Composable
fun ControlRow(
    controls: List<Control>,
    send: (Input) -> Unit,
    emphasis: Emphasis = Emphasis.OUTLINED
) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        controls.forEach { ControlButton(it, send, emphasis) }
    }
}

/** A group of choices of which one is selected, as filter chips. */
@Composable
fun ChoiceRow(choices: List<Choice>, send: (Input) -> Unit) {
    if (choices.isEmpty()) return
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (choice in choices) {
            FilterChip(
                selected = choice.selected,
                onClick = { send(Input.Press(choice.button.control)) },
                label = { Text(choice.button.label) },
                enabled = choice.button.enabled
            )
        }
    }
}

/** A choice that is a switch: on when selected; toggling presses its control. */
@Composable
fun SwitchRow(choice: Choice, send: (Input) -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .toggleable(
                value = choice.selected,
                enabled = choice.button.enabled,
                role = Role.Switch,
                onValueChange = { send(Input.Press(choice.button.control)) }
            ).padding(vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically
    ) {
        Text(choice.button.label, Modifier.weight(1f))
        Switch(checked = choice.selected, onCheckedChange = null)
    }
}

/** A heading, read as one by TalkBack. */
@Composable
fun Heading(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.titleMedium,
        modifier = Modifier.semantics {
            heading()
        }
    )
}

/** A secondary line. */
@Composable
fun Quiet(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.bodySmall,
        color = MaterialTheme.colorScheme.onSurfaceVariant
    )
}

/** A scrolling column: the screens that are lists. */
@Composable
fun ScrollScreen(content: @Composable ColumnScope.() -> Unit) {
    Column(
        Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
        content = content
    )
}

/** A small drawing of a board: each cell's ground, with a disc for what sits on it. */
@Composable
fun MiniBoardView(drawing: MiniBoard, side: Dp = 72.dp) {
    Canvas(Modifier.size(side)) {
        val t = BoardTransform(size.width, size.height, drawing.width, drawing.height)
        val cell = t.cellSize
        if (cell <= 0f) return@Canvas
        drawing.cells.forEachIndexed { i, ground ->
            val x = (i % drawing.width.toInt()).toFloat()
            val y = (i / drawing.width.toInt()).toFloat()
            drawRect(ground.color, Offset(t.canvasX(x), t.canvasY(y)), Size(cell, cell))
            val piece = drawing.pieces.getOrNull(i) ?: return@forEachIndexed
            if (piece.a > 0u) {
                drawCircle(
                    piece.color,
                    radius = cell * 0.4f,
                    center = Offset(t.canvasX(x + 0.5f), t.canvasY(y + 0.5f))
                )
            }
        }
    }
}
