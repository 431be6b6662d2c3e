package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.material3.FilterChip
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import app.dividedloyalties.ui.DiscorderModel
import app.dividedloyalties.ui.Input

/**
 * The game screen of Discorder (RULES-DISCORDER.md): the board, the opponent, both players
 * with their tile, tiles left and score, the pegs left, the tools (why one cannot be chosen
 * is its state for TalkBack), and the shared footer.
 */
@Composable
fun DiscorderScreen(model: DiscorderModel, send: (Input) -> Unit) {
    BoardAndPanel({ DiscorderBoardView(model.board, send, it) }) {
        model.opponent?.let { Quiet(it) }
        for (side in model.players) {
            Row(
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(8.dp)
            ) {
                Swatch(side.tile.fill, null, side.tile.patternColor, null)
                Column {
                    PlayerName(side.name, side.toMove)
                    Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        Quiet(side.tilesLeft)
                        Quiet(side.score)
                    }
                }
            }
        }
        Quiet(model.pegsLeft)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (tool in model.tools) {
                FilterChip(
                    selected = tool.selected,
                    onClick = { send(Input.Press(tool.button.control)) },
                    label = { Text(tool.button.label) },
                    enabled = tool.button.enabled,
                    modifier = Modifier.semantics { tool.whyNot?.let { stateDescription = it } }
                )
            }
        }
        GameFooter(model.status, model.thinking, model.result, model.actions, send)
    }
}
