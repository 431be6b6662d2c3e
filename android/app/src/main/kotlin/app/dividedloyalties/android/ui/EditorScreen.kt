package app.dividedloyalties.android.ui

import android.os.SystemClock
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.FilterChip
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.text.TextRange
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.input.TextFieldValue
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.ui.EditorGrid
import app.dividedloyalties.ui.EditorModel
import app.dividedloyalties.ui.Field
import app.dividedloyalties.ui.Input

/**
 * The position editor (SCREENS.md "Position editor and library"): the grid (a finger paints
 * with the brush, one stroke until it lifts; TalkBack's double tap paints one cell), the
 * brushes, flood fill, the name, the size and its steps, the actions and the live problems
 * (those that block saving in bold).
 */
@Composable
fun EditorScreen(model: EditorModel, send: (Input) -> Unit) {
    BoardAndPanel({ EditorGridView(model.grid, send, it) }) {
        NameField(model.name, model.nameLabel, Field.EditorName, send)
        Quiet(model.size)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            for (brush in model.brushes) {
                FilterChip(
                    selected = brush.choice.selected,
                    onClick = { send(Input.Press(brush.choice.button.control)) },
                    label = { Text(brush.choice.button.label) },
                    enabled = brush.choice.button.enabled,
                    leadingIcon = { Swatch(brush.color, null, brush.color, null, 16.dp) }
                )
            }
        }
        SwitchRow(model.fill, send)
        ControlRow(model.resize, send, Emphasis.TEXT)
        ControlRow(model.actions, send)
        for (problem in model.problems) {
            Row(
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(8.dp)
            ) {
                Swatch(problem.color, null, problem.color, null, 14.dp)
                Text(problem.text, fontWeight = if (problem.blocking) FontWeight.Bold else null)
            }
        }
        model.noProblems?.let { Quiet(it) }
    }
}

/**
 * A name field (the editor's, a position's being renamed): kept with its cursor across rotation (`rememberSaveable`), each change sent
 * to Rust, which holds the name; set again when Rust's name changes otherwise.
 */
@Composable
fun NameField(name: String, label: String, target: Field, send: (Input) -> Unit) {
    var field by rememberSaveable(stateSaver = TextFieldValue.Saver) {
        mutableStateOf(TextFieldValue(name, TextRange(name.length)))
    }
    LaunchedEffect(name) {
        if (field.text != name) field = TextFieldValue(name, TextRange(name.length))
    }
    OutlinedTextField(
        value = field,
        onValueChange = {
            field = it
            send(Input.Text(target, it.text))
        },
        label = { Text(label) },
        singleLine = true,
        modifier = Modifier.fillMaxWidth()
    )
}

/** The grid being painted: each cell's fill, dot, token and problem flag, with a node per cell. */
@Composable
private fun EditorGridView(grid: EditorGrid, send: (Input) -> Unit, modifier: Modifier) {
    val measurer = rememberTextMeasurer()
    TappableBoard(
        grid.width.toFloat(),
        grid.height.toFloat(),
        send,
        modifier,
        strokes = true
    ) { transform ->
        Canvas(Modifier.fillMaxSize()) {
            val t = BoardTransform(size.width, size.height, grid.width, grid.height)
            val unit = t.cellSize
            if (unit <= 0f) return@Canvas
            drawRect(grid.background.color)
            for (cell in grid.cells) {
                val corner = Offset(t.canvasX(cell.x.toFloat()), t.canvasY(cell.y.toFloat()))
                val center = corner + Offset(unit / 2f, unit / 2f)
                drawRect(cell.fill.color, corner, Size(unit, unit))
                drawRect(
                    grid.ink.color.copy(alpha = 0.2f),
                    corner,
                    Size(unit, unit),
                    style = Stroke(1f)
                )
                if (cell.dot) drawCircle(grid.ink.color, radius = unit * 0.15f, center = center)
                cell.token?.let { centredText(measurer, it, grid.ink.color, center, unit * 0.3f) }
                cell.flag?.let {
                    drawRect(it.color, corner, Size(unit, unit), style = Stroke(unit * 0.12f))
                }
            }
        }
        for (cell in grid.cells) {
            BoardNode(transform, cell.x.toFloat(), cell.y.toFloat(), 1f, 1f) {
                contentDescription = cell.label
                role = Role.Button
                onClick {
                    val at = SystemClock.uptimeMillis().toULong()
                    send(Input.Touch(cell.x.toFloat() + 0.5f, cell.y.toFloat() + 0.5f, at))
                    send(Input.Lift)
                    true
                }
            }
        }
    }
}
