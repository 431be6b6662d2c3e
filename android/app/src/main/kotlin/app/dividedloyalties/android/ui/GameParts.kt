package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.toRect
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.dividedloyalties.shell.screenLayout
import app.dividedloyalties.ui.Button as Control
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.ResultCard
import app.dividedloyalties.ui.Rgba
import app.dividedloyalties.ui.Thinking
import app.dividedloyalties.ui.TokenLook

/**
 * A game screen's layout (SCREENS.md "Game screen"): the board as the largest square that
 * fits, with the panel below it in portrait and beside it in landscape, the panel scrolling.
 */
@Composable
fun BoardAndPanel(
    board: @Composable (Modifier) -> Unit,
    panel: @Composable ColumnScope.() -> Unit
) {
    BoxWithConstraints(Modifier.fillMaxSize()) {
        val layout = screenLayout(maxWidth.value, maxHeight.value)
        val side = layout.boardSide.dp
        val column: @Composable (Modifier) -> Unit = { modifier ->
            Column(
                modifier.verticalScroll(rememberScrollState()).padding(12.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
                content = panel
            )
        }
        if (layout.boardBesidePanel) {
            Row {
                board(Modifier.size(side))
                column(Modifier.weight(1f))
            }
        } else {
            Column {
                board(Modifier.size(side))
                column(Modifier.weight(1f))
            }
        }
    }
}

/**
 * What the three game screens share under their own panel: the status line (a polite live
 * region: TalkBack reads its changes), the computer thinking, the result card, the buttons
 * (Undo, End turn, Hint); the menu's controls are in the title bar's menu ([AppScreen]).
 */
@Composable
fun GameFooter(
    status: String,
    thinking: Thinking?,
    result: ResultCard?,
    actions: List<Control>,
    send: (Input) -> Unit
) {
    Text(
        status,
        style = MaterialTheme.typography.bodyLarge,
        modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite }
    )
    thinking?.let { computer ->
        Quiet(computer.text)
        val done = computer.permille.toFloat() / 1000f
        LinearProgressIndicator(progress = { done }, modifier = Modifier.fillMaxWidth())
    }
    result?.let { card ->
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                Heading(card.title)
                Text(card.scores)
                Quiet(card.reason)
                ControlRow(card.buttons, send, Emphasis.FILLED)
            }
        }
    }
    ControlRow(actions, send)
}

/** A player's name, bold and marked while they are to move. */
@Composable
fun PlayerName(name: String, toMove: Boolean) {
    Text(
        if (toMove) "▶ $name" else name,
        fontWeight = if (toMove) FontWeight.Bold else FontWeight.Normal,
        style = MaterialTheme.typography.titleSmall
    )
}

/** A colour disc with its colour-blind [mark], read by TalkBack as [label] alone (`null`: not read). */
@Composable
fun Swatch(color: Rgba, mark: String?, markColor: Rgba, label: String?, side: Dp = 24.dp) {
    val measurer = rememberTextMeasurer()
    Canvas(Modifier.size(side).clearAndSetSemantics { label?.let { contentDescription = it } }) {
        drawCircle(color.color)
        mark?.let { centredText(measurer, it, markColor.color, center, size.minDimension * 0.55f) }
    }
}

/**
 * A Color Brake ABAB token's colour (a pink check as a check) with its mark, read as
 * [label] (`null`: not read).
 */
@Composable
fun TokenSwatch(look: TokenLook, label: String?, side: Dp = 24.dp) {
    val measurer = rememberTextMeasurer()
    Canvas(Modifier.size(side).clearAndSetSemantics { label?.let { contentDescription = it } }) {
        val square = Path().apply { addRect(size.toRect()) }
        paintToken(square, look)
        look.mark?.let {
            centredText(
                measurer,
                it,
                look.markColor.color,
                center,
                size.minDimension * 0.55f
            )
        }
    }
}
