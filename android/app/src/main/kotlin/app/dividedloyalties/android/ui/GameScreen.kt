package app.dividedloyalties.android.ui

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedCard
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.disabled
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.unit.dp
import app.dividedloyalties.ui.Chip
import app.dividedloyalties.ui.GameModel
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.PlayerPanel

/**
 * The game screen of Divided Loyalties (SCREENS.md "Game screen"): the board, then the
 * position and opponent, both players with their supplies, the mover's colour chips, the
 * hint in words, the shared footer (status, thinking, result card, buttons), and the room's
 * chat when the game is played online.
 */
@Composable
fun GameScreen(model: GameModel, send: (Input) -> Unit) {
    BoardAndPanel({ DlBoard(model.board, send, it) }) {
        Text(model.subtitle, style = MaterialTheme.typography.titleSmall)
        model.opponent?.let { Quiet(it) }
        model.players.forEach { PlayerSide(it) }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            model.chips.forEach { ColorChip(it, send) }
        }
        model.hint?.let { Text(it) }
        GameFooter(model.status, model.thinking, model.result, model.actions, send)
        model.chat?.let { ChatPanel(it, send) }
    }
}

/** One player's side: name (the mover marked), "Set k/n", the points and the supply. */
@Composable
private fun PlayerSide(player: PlayerPanel) {
    Column(verticalArrangement = Arrangement.spacedBy(2.dp)) {
        PlayerName(player.name, player.toMove)
        Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            Quiet(player.set)
            Quiet(player.points)
        }
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            for (supply in player.supply) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Swatch(supply.color, supply.mark, supply.markColor, supply.label, 18.dp)
                    Text(
                        supply.count.toString(),
                        Modifier.clearAndSetSemantics {
                        },
                        style = MaterialTheme.typography.bodySmall
                    )
                }
            }
        }
    }
}

/** A colour chip of the mover's supply: selects the colour; read as Rust's label. */
@Composable
private fun ColorChip(chip: Chip, send: (Input) -> Unit) {
    val border = if (chip.selected) 3.dp else 1.dp
    OutlinedCard(
        onClick = { send(Input.Press(chip.control)) },
        enabled = chip.enabled,
        border = BorderStroke(border, MaterialTheme.colorScheme.primary),
        modifier = Modifier.clearAndSetSemantics {
            contentDescription = chip.label
            role = Role.RadioButton
            selected = chip.selected
            if (!chip.enabled) disabled()
            onClick {
                send(Input.Press(chip.control))
                true
            }
        }
    ) {
        Row(Modifier.padding(8.dp), verticalAlignment = Alignment.CenterVertically) {
            Swatch(chip.color, chip.mark, chip.markColor, chip.label)
            Text(" ${chip.count}")
        }
    }
}
