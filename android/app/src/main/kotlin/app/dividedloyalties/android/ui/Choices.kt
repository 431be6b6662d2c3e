package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.Texts

/** A row of chips choosing one of [options], under its [title] when given; [name] labels each. */
@Composable
fun <T> ChoiceChips(
    title: String?,
    options: List<T>,
    selected: T,
    name: (T) -> String,
    onSelect: (T) -> Unit
) {
    FlowRow(
        Modifier.padding(horizontal = 16.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp)
    ) {
        if (title != null) {
            Text(
                title,
                style = MaterialTheme.typography.titleSmall,
                modifier = Modifier.align(Alignment.CenterVertically)
            )
        }
        for (option in options) {
            FilterChip(
                selected = option == selected,
                onClick = { onSelect(option) },
                label = { Text(name(option)) }
            )
        }
    }
}

/**
 * Two players on the device, or against the computer; against it, which of [players] the
 * player plays ("You play", named by [name]), the computer taking the [other]. [onChange] gets
 * the computer's player, `null` for two players.
 */
@Composable
fun <T> OpponentChips(
    texts: Texts,
    players: List<T>,
    computer: T?,
    name: (T) -> String,
    other: (T) -> T,
    onChange: (computer: T?) -> Unit
) = Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
    ChoiceChips(
        null,
        listOf(false, true),
        computer != null,
        {
            texts.label(
                if (it) LabelId.NEW_GAME_AGAINST_COMPUTER else LabelId.NEW_GAME_TWO_PLAYERS
            )
        }
    ) { against -> onChange(if (against) players.last() else null) }
    if (computer != null) {
        ChoiceChips(
            texts.label(LabelId.NEW_GAME_YOU_PLAY),
            players,
            other(computer),
            name
        ) { you -> onChange(other(you)) }
    }
}

/** The New game button that starts the game as chosen. */
@Composable
fun StartButton(texts: Texts, onClick: () -> Unit) {
    Button(onClick = onClick, modifier = Modifier.padding(16.dp)) {
        Text(texts.label(LabelId.NEW_GAME))
    }
}
