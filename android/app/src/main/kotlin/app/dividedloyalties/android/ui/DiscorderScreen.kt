package app.dividedloyalties.android.ui

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.shell.DiscorderController
import app.dividedloyalties.shell.DiscorderSideTexts
import app.dividedloyalties.shell.discorderPanel

/**
 * The Discorder screen (RULES-DISCORDER.md): the board ([DiscorderBoard]) and the panel: the
 * tools (tile, peg) as the frame enables them, each player's tiles left and points (now and
 * settled), the pegs left, the status line, the result at the end; Undo, Rules and the menu.
 * Against the computer its action is played in the background; the session refuses the
 * player's taps meanwhile. A refusal buzzes, flashes its cell or edge and is announced by
 * TalkBack; the status line says why.
 */
@Composable
fun DiscorderScreen(model: AppModel) {
    val frame = model.discorderFrame ?: return
    val game = model.discorder ?: return
    val texts = model.texts
    val flash = rememberRefusalFlash()
    RefusalFeedback(model, flash)
    PlayLayout(
        board = { DiscorderBoard(frame, texts, game, flash, it) },
        panel = { DiscorderPanel(model, game, frame, it) }
    )
}

@Composable
private fun DiscorderPanel(
    model: AppModel,
    game: DiscorderController,
    frame: DiscorderView,
    modifier: Modifier
) {
    val texts = model.texts
    val words = texts.discorderPanel(frame)
    PlayPanel(modifier) {
        if (frame.result != null) ResultCard(model, words.status)
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (tool in frame.tools) {
                val name = texts.catalogs.discorderToolName(tool.tool)
                val why = tool.refusal?.let { texts.catalogs.discorderRefusal(it) }
                FilterChip(
                    selected = tool.selected,
                    onClick = { game.selectTool(tool.tool) },
                    enabled = tool.refusal == null,
                    label = { Text(name) },
                    // TalkBack reads the state after the name: why the tool is refused now.
                    modifier = Modifier.semantics { if (why != null) stateDescription = why }
                )
            }
        }
        for (side in listOf(words.yellow, words.black)) SideCard(side)
        Text(words.pegsLeft)
        ComputerPlaying(model)
        if (frame.result == null) StatusLine(words.status)
        PlayButtons(model, frame.canUndo) { game.undo() }
    }
}

/**
 * One player: the name (bold, with a thick border, when to move), tiles left, points now and
 * settled (the status line says when the computer is to move).
 */
@Composable
private fun SideCard(side: DiscorderSideTexts) {
    Column(
        Modifier
            .fillMaxWidth()
            .border(
                if (side.toMove) 3.dp else 1.dp,
                MaterialTheme.colorScheme.outline,
                RoundedCornerShape(12.dp)
            )
            .padding(8.dp)
    ) {
        Text(side.name, fontWeight = if (side.toMove) FontWeight.Bold else FontWeight.Normal)
        Text(side.tilesLeft, style = MaterialTheme.typography.bodySmall)
        Text(side.score, style = MaterialTheme.typography.bodySmall)
    }
}
