package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.calculateZoom
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableFloatStateOf
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.input.pointer.PointerEventPass
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.BrushModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EditorViewModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.PaintModel
import app.dividedloyalties.core.RegionShade
import app.dividedloyalties.core.SeverityModel
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.ToolModel
import app.dividedloyalties.shell.BoardTransform
import app.dividedloyalties.shell.BrushTokens
import app.dividedloyalties.shell.EditorController
import app.dividedloyalties.shell.Texts
import kotlin.math.roundToInt

/** The brush label of a region shade (R2). */
private fun shadeLabel(shade: RegionShade): LabelId = when (shade) {
    RegionShade.DARK -> LabelId.EDITOR_BRUSH_DARK
    RegionShade.MEDIUM -> LabelId.EDITOR_BRUSH_MEDIUM
    RegionShade.LIGHT -> LabelId.EDITOR_BRUSH_LIGHT
}

/** The grid sizes the editor accepts (R9). */
private val SIDES = 9u..25u

/**
 * The position editor (SCREENS.md "Position editor and library"): the grid painted from the
 * editor's frame, one undoable stroke per finger from down to up; brushes (a region token by
 * shade and number, dot, eraser; pencil or fill), undo/redo, size, name, the live problems
 * with their cells marked, "Test play", "Save" (disabled while a problem blocks) and "Share".
 * Every check is the Rust editor's.
 */
@Composable
fun EditorScreen(model: AppModel) {
    val editor = model.editor ?: return
    // Read so that every change of the editor repaints this screen.
    model.editorSerial
    val texts = model.texts
    val frame = editor.frame
    val dark = LocalBoardPalette.current.theme == ThemeModel.DARK
    var name by remember(editor) { mutableStateOf(frame.name) }
    val commitName = { if (name != editor.frame.name) editor.rename(name) }
    Column(
        Modifier.fillMaxSize().safeDrawingPadding().verticalScroll(rememberScrollState()),
        verticalArrangement = Arrangement.spacedBy(8.dp)
    ) {
        ScreenTitle(texts.label(LabelId.TITLE_EDITOR), texts, model.onBack)
        OutlinedTextField(
            value = name,
            onValueChange = { name = it },
            singleLine = true,
            label = { Text(texts.label(LabelId.EDITOR_NAME)) },
            keyboardOptions = KeyboardOptions(imeAction = ImeAction.Done),
            keyboardActions = KeyboardActions(onDone = { commitName() }),
            modifier = Modifier.fillMaxWidth().padding(horizontal = 16.dp)
        )
        Brushes(model, editor, frame)
        EditorGrid(editor, frame, texts)
        editor.refusal?.let {
            Text(
                texts.editRefusal(it),
                color = MaterialTheme.colorScheme.error,
                modifier = Modifier.padding(horizontal = 16.dp)
            )
        }
        SizeRow(model, editor, frame)
        Text(
            texts.label(LabelId.EDITOR_PROBLEMS),
            style = MaterialTheme.typography.titleMedium,
            modifier = Modifier.padding(horizontal = 16.dp)
        )
        if (frame.problems.isEmpty()) {
            Text(
                texts.label(LabelId.EDITOR_NO_PROBLEMS),
                modifier = Modifier.padding(horizontal = 16.dp)
            )
        }
        for (problem in frame.problems) {
            val colors = MaterialTheme.colorScheme
            val blocking = problem.severity == SeverityModel.BLOCKING
            Text(
                texts.problem(problem),
                color = if (blocking) colors.error else colors.onSurface,
                modifier = Modifier.padding(horizontal = 16.dp)
            )
        }
        FlowRow(Modifier.padding(16.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = {
                editor.undo()
            }, enabled = frame.canUndo) { Text(texts.label(LabelId.UNDO)) }
            OutlinedButton(onClick = {
                editor.redo()
            }, enabled = frame.canRedo) { Text(texts.label(LabelId.REDO)) }
            OutlinedButton(
                onClick = {
                    commitName()
                    model.actions.testPlay()
                },
                enabled = frame.canTestPlay
            ) { Text(texts.label(LabelId.TEST_PLAY)) }
            OutlinedButton(
                onClick = {
                    commitName()
                    model.shareEditorPosition(dark)
                },
                enabled = frame.canSave
            ) { Text(texts.label(LabelId.SHARE_POSITION_CSV)) }
            Button(
                onClick = {
                    commitName()
                    model.actions.saveEditor()
                },
                enabled = frame.canSave
            ) { Text(texts.label(LabelId.SAVE)) }
        }
    }
}

/** The brush chips: a region of each shade (with the region's number), dot, eraser; pencil or fill. */
@Composable
private fun Brushes(model: AppModel, editor: EditorController, frame: EditorViewModel) {
    val texts = model.texts
    val palette = remember { BrushTokens() }
    var number by remember(editor) { mutableIntStateOf(1) }
    val brush = frame.brush
    fun choose(paint: PaintModel, tool: ToolModel = brush.tool) =
        editor.setBrush(BrushModel(paint, tool))
    val paint = brush.paint
    FlowRow(
        Modifier.padding(horizontal = 16.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp)
    ) {
        for (shade in palette.byShade.keys) {
            val token = palette.token(shade, number) ?: continue
            FilterChip(
                selected = paint is PaintModel.Region && paint.token == token,
                onClick = { choose(PaintModel.Region(token)) },
                label = { Text("${texts.label(shadeLabel(shade))} $token") }
            )
        }
        TextButton(onClick = { if (number > 1) number-- }) { Text("−") }
        Text("$number", modifier = Modifier.align(Alignment.CenterVertically))
        TextButton(onClick = { if (number < palette.numbers) number++ }) { Text("+") }
        FilterChip(
            selected = paint is PaintModel.Dot,
            onClick = { choose(PaintModel.Dot) },
            label = { Text(texts.label(LabelId.EDITOR_BRUSH_DOT)) }
        )
        FilterChip(
            selected = paint is PaintModel.Empty,
            onClick = { choose(PaintModel.Empty) },
            label = { Text(texts.label(LabelId.EDITOR_BRUSH_ERASER)) }
        )
        FilterChip(
            selected = brush.tool == ToolModel.FILL,
            onClick = {
                choose(
                    paint,
                    if (brush.tool ==
                        ToolModel.FILL
                    ) {
                        ToolModel.PENCIL
                    } else {
                        ToolModel.FILL
                    }
                )
            },
            label = { Text(texts.label(LabelId.EDITOR_BRUSH_FILL)) }
        )
    }
}

/** Width and height, one step at a time (9–25); a size that would cut painted cells is refused by the editor. */
@Composable
private fun SizeRow(model: AppModel, editor: EditorController, frame: EditorViewModel) {
    val texts = model.texts
    Row(
        Modifier.padding(horizontal = 16.dp),
        horizontalArrangement = Arrangement.spacedBy(4.dp),
        verticalAlignment = Alignment.CenterVertically
    ) {
        Text(texts.label(LabelId.EDITOR_WIDTH))
        Stepper(frame.width) { editor.resize(it.toUByte(), frame.height.toUByte()) }
        Text(texts.label(LabelId.EDITOR_HEIGHT))
        Stepper(frame.height) { editor.resize(frame.width.toUByte(), it.toUByte()) }
    }
}

@Composable
private fun Stepper(value: UInt, onChange: (UInt) -> Unit) {
    TextButton(onClick = { onChange(value - 1u) }, enabled = value - 1u in SIDES) { Text("−") }
    Text("$value")
    TextButton(onClick = { onChange(value + 1u) }, enabled = value + 1u in SIDES) { Text("+") }
}

/** The most the editor's grid can be zoomed in (SCREENS.md: pinch-zoom on large grids). */
private const val MAX_EDITOR_ZOOM = 4f

/**
 * The editor's grid in a viewport: region cells in their shade's colour, dots, the cells of
 * problems outlined (blocking ones in the flash colour), refused cells filled with it. Two
 * fingers pinch-zoom; unzoomed, a finger paints one stroke; zoomed in, a drag pans and a tap
 * paints one cell (the cell under a touch is the editor's `cellAt`). TalkBack has one node
 * per cell over the canvas (its place and what it holds) whose click paints it with the brush.
 */
@Composable
private fun EditorGrid(editor: EditorController, frame: EditorViewModel, texts: Texts) {
    var zoom by remember(editor) { mutableFloatStateOf(1f) }
    val zoomed = zoom > 1f
    BoxWithConstraints(
        Modifier
            .fillMaxWidth()
            .padding(horizontal = 8.dp)
            .aspectRatio(frame.width.toFloat() / frame.height.toFloat().coerceAtLeast(1f))
            .pointerInput(editor) {
                // On the initial pass, before painting and scrolling see the touches: two
                // fingers zoom, and neither paints nor scrolls meanwhile.
                awaitEachGesture {
                    awaitFirstDown(requireUnconsumed = false)
                    do {
                        val event = awaitPointerEvent(PointerEventPass.Initial)
                        if (event.changes.count { it.pressed } >= 2) {
                            zoom = (zoom * event.calculateZoom()).coerceIn(1f, MAX_EDITOR_ZOOM)
                            event.changes.forEach { it.consume() }
                        }
                    } while (event.changes.any { it.pressed })
                }
            }
    ) {
        val width = maxWidth * zoom
        val height = maxHeight * zoom
        Box(
            Modifier
                .fillMaxSize()
                .horizontalScroll(rememberScrollState(), enabled = zoomed)
                .verticalScroll(rememberScrollState(), enabled = zoomed)
        ) {
            Box(Modifier.size(width, height).editorTouches(editor, frame, zoomed)) {
                EditorCanvas(frame, editor.refusedCells.toSet())
                val board = with(LocalDensity.current) {
                    BoardTransform(width.toPx(), height.toPx(), frame.width, frame.height)
                }
                EditorCellNodes(editor, frame, texts, board)
            }
        }
    }
}

/**
 * Painting touches on the grid: unzoomed, one stroke from finger down to up (it ends when the
 * fingers turn into a pinch); zoomed in, a tap paints the cell under it (drags scroll).
 */
private fun Modifier.editorTouches(
    editor: EditorController,
    frame: EditorViewModel,
    zoomed: Boolean
): Modifier = pointerInput(editor, zoomed, frame.width, frame.height) {
    fun board() =
        BoardTransform(size.width.toFloat(), size.height.toFloat(), frame.width, frame.height)
    if (zoomed) {
        detectTapGestures(onTap = { at ->
            editor.paintAt(board().cellX(at.x), board().cellY(at.y))
        })
        return@pointerInput
    }
    awaitEachGesture {
        val down = awaitFirstDown()
        editor.beginStroke()
        editor.strokeAt(board().cellX(down.position.x), board().cellY(down.position.y))
        do {
            val event = awaitPointerEvent()
            val change = event.changes.firstOrNull { it.id == down.id } ?: break
            if (change.isConsumed) break
            if (change.pressed) {
                editor.strokeAt(board().cellX(change.position.x), board().cellY(change.position.y))
            }
            change.consume()
        } while (change.pressed)
        editor.endStroke()
    }
}

/** One invisible TalkBack node per cell, where the cell is painted: "column 3, row 2, S1". */
@Composable
private fun EditorCellNodes(
    editor: EditorController,
    frame: EditorViewModel,
    texts: Texts,
    board: BoardTransform
) {
    val cellSize = with(LocalDensity.current) { board.cellSize.toDp() }
    for (cell in frame.cells) {
        val pos = CellPos(cell.x, cell.y)
        val what = when (val paint = cell.paint) {
            PaintModel.Empty -> null
            PaintModel.Dot -> texts.label(LabelId.EDITOR_BRUSH_DOT)
            is PaintModel.Region -> paint.token
        }
        val x = board.canvasX(cell.x.toFloat()).roundToInt()
        val y = board.canvasY(cell.y.toFloat()).roundToInt()
        Box(
            Modifier
                .offset { IntOffset(x, y) }
                .size(cellSize)
                .semantics {
                    contentDescription = texts.cellPosition(pos)
                    if (what != null) stateDescription = what
                    role = Role.Button
                    onClick {
                        editor.paint(pos)
                        true
                    }
                }
        )
    }
}

/** The grid as [frame] shows it, with the cells of the last refusal filled in the flash colour. */
@Composable
private fun EditorCanvas(frame: EditorViewModel, refused: Set<CellPos>) {
    val palette = LocalBoardPalette.current
    Canvas(Modifier.fillMaxSize()) {
        val board = BoardTransform(size.width, size.height, frame.width, frame.height)
        val cell = board.cellSize
        drawRect(palette.background)
        for (c in frame.cells) {
            val topLeft = Offset(board.canvasX(c.x.toFloat()), board.canvasY(c.y.toFloat()))
            val center = topLeft + Offset(cell / 2f, cell / 2f)
            when (c.paint) {
                is PaintModel.Region -> drawRect(
                    c.shade?.let(palette::region) ?: palette.outline,
                    topLeft,
                    Size(cell, cell)
                )

                PaintModel.Dot -> drawCircle(palette.dot, radius = cell * 0.15f, center = center)

                PaintModel.Empty -> Unit
            }
            drawRect(
                palette.outline.copy(alpha = 0.2f),
                topLeft,
                Size(cell, cell),
                style = Stroke(width = 1f)
            )
            if (CellPos(c.x, c.y) in
                refused
            ) {
                drawRect(palette.flash.copy(alpha = 0.5f), topLeft, Size(cell, cell))
            }
            c.flagged?.let { severity ->
                val color = if (severity ==
                    SeverityModel.BLOCKING
                ) {
                    palette.flash
                } else {
                    palette.highlight
                }
                drawRect(color, topLeft, Size(cell, cell), style = Stroke(width = cell * 0.1f))
            }
        }
    }
}
