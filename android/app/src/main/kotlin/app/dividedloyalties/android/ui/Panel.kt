package app.dividedloyalties.android.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.PlayerModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.core.stoneMark
import app.dividedloyalties.shell.Texts

/**
 * The two players (the one to move highlighted), each with the six colour chips and their
 * counts, "Round k/n" and the points; the mover's chips select the colour, disabled as the view
 * says. Then the status line, announced by TalkBack when it changes.
 */
@Composable
fun PlayersAndStatus(
    frame: ViewModel,
    texts: Texts,
    symbols: Boolean,
    onSelect: (StoneColor) -> Unit
) {
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        for (player in listOf(frame.blue, frame.yellow)) {
            PlayerCard(frame, player, texts, symbols, onSelect)
        }
        Text(
            texts.status(frame.status),
            style = MaterialTheme.typography.bodyLarge,
            modifier = Modifier.fillMaxWidth().semantics { liveRegion = LiveRegionMode.Polite }
        )
    }
}

@Composable
private fun PlayerCard(
    frame: ViewModel,
    player: PlayerModel,
    texts: Texts,
    symbols: Boolean,
    onSelect: (StoneColor) -> Unit
) {
    val moving = frame.toMove == player.side && frame.result == null
    val palette = LocalBoardPalette.current
    val shape = RoundedCornerShape(12.dp)
    Column(
        Modifier
            .fillMaxWidth()
            .border(if (moving) 3.dp else 1.dp, palette.claim(player.side), shape)
            .padding(8.dp)
    ) {
        Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            Text(
                texts.playerName(player.side),
                fontWeight = if (moving) FontWeight.Bold else FontWeight.Normal
            )
            Text(texts.setLabel(player.set, player.sets))
        }
        Points(player, texts)
        Row(
            Modifier.horizontalScroll(rememberScrollState()),
            horizontalArrangement = Arrangement.spacedBy(4.dp)
        ) {
            if (moving) {
                for (chip in frame.chips) {
                    val refusal = chip.refusal
                    ColorChip(
                        color = chip.color,
                        count = chip.count,
                        symbols = symbols,
                        selected = frame.selected == chip.color,
                        enabled = refusal == null,
                        description = texts.catalogs.describeChip(chip.color, chip.count),
                        whyDisabled = refusal?.let(texts.catalogs::refusal),
                        onClick = { onSelect(chip.color) }
                    )
                }
            } else {
                for (entry in player.supply) {
                    ColorChip(
                        color = entry.color,
                        count = entry.count,
                        symbols = symbols,
                        selected = false,
                        enabled = false,
                        description = texts.catalogs.describeChip(entry.color, entry.count),
                        whyDisabled = null,
                        onClick = {}
                    )
                }
            }
        }
    }
}

@Composable
private fun ColorChip(
    color: StoneColor,
    count: UInt,
    symbols: Boolean,
    selected: Boolean,
    enabled: Boolean,
    description: String,
    whyDisabled: String?,
    onClick: () -> Unit
) {
    val palette = LocalBoardPalette.current
    FilterChip(
        selected = selected,
        onClick = onClick,
        enabled = enabled,
        label = { Text(if (symbols) "${stoneMark(color)} $count" else "$count") },
        leadingIcon = {
            Box(Modifier.size(14.dp).background(palette.stone(color), CircleShape))
        },
        // TalkBack reads the state after the description: why the chip is disabled.
        modifier = Modifier.semantics {
            contentDescription = description
            if (whyDisabled != null) stateDescription = whyDisabled
        }
    )
}

/**
 * A player's bridge points, region points and total (R7): each catalog label above its number,
 * side by side (no sentence is put together here), read by TalkBack as one node.
 */
@Composable
private fun Points(player: PlayerModel, texts: Texts) {
    Row(
        Modifier.semantics(mergeDescendants = true) {},
        horizontalArrangement = Arrangement.spacedBy(16.dp)
    ) {
        val points = listOf(
            LabelId.PANEL_BRIDGE_POINTS to player.bridgePoints,
            LabelId.PANEL_REGION_POINTS to player.regionPoints,
            LabelId.PANEL_TOTAL to player.total
        )
        for ((label, value) in points) {
            val total = label == LabelId.PANEL_TOTAL
            Column(horizontalAlignment = Alignment.End) {
                Text(texts.label(label), style = MaterialTheme.typography.labelSmall)
                Text(
                    value.toString(),
                    style = MaterialTheme.typography.bodyMedium,
                    fontWeight = if (total) FontWeight.Bold else FontWeight.Normal
                )
            }
        }
    }
}
