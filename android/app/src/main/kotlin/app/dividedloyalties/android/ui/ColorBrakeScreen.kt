package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.dividedloyalties.ui.ColorBrakeModel
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.TokenButton
import app.dividedloyalties.ui.TokenGroup

/**
 * The game screen of Color Brake ABAB (RULES-COLOR-BRAKE.md). During the hand-over only its
 * text, "I'm ready" and the title bar's menu show: no hand, no board (C2). Otherwise the triangle, the
 * round, scores, pile and seats, the reference of the row in play, the drawn colours, the
 * hand as buttons (every colour, a refused one disabled with its reason as its state), the
 * Diamond's colours, the Tank, Next round, and the shared footer.
 */
@Composable
fun ColorBrakeScreen(model: ColorBrakeModel, send: (Input) -> Unit) {
    val handOver = model.handOver
    if (handOver != null) {
        Column(
            Modifier.fillMaxSize().padding(24.dp),
            verticalArrangement = Arrangement.spacedBy(16.dp, Alignment.CenterVertically),
            horizontalAlignment = Alignment.CenterHorizontally
        ) {
            Text(
                handOver.text,
                style = MaterialTheme.typography.titleLarge,
                textAlign = TextAlign.Center
            )
            ControlButton(handOver.ready, send, Emphasis.FILLED)
        }
        return
    }
    BoardAndPanel({ ColorBrakeBoardView(model.board, send, it) }) {
        model.opponent?.let { Quiet(it) }
        Text(model.round, style = MaterialTheme.typography.titleSmall)
        Text(model.scores)
        Quiet(model.pile)
        for (seat in model.seats) {
            Column {
                PlayerName(seat.name, seat.toMove)
                Quiet(seat.handSize)
            }
        }
        model.reference?.let { reference ->
            Text(reference.title)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                reference.colors.forEach { TokenSwatch(it.look, it.label) }
            }
        }
        model.drawn?.let { TokenButtons(it, send) }
        model.hand?.let { hand ->
            Text(hand.title, style = MaterialTheme.typography.titleSmall)
            TokenRow(hand.colors + hand.specials, send)
            hand.forDiamond?.let { TokenButtons(it, send) }
            hand.tank?.let { tank ->
                FilterChip(
                    selected = tank.choice.selected,
                    onClick = { send(Input.Press(tank.choice.button.control)) },
                    label = { Text(tank.choice.button.label) },
                    enabled = tank.choice.button.enabled
                )
            }
        }
        model.nextRound?.let { ControlButton(it, send, Emphasis.FILLED) }
        GameFooter(model.status, model.thinking, model.result, model.actions, send)
    }
}

/** A titled group of token buttons ("Drawn:", "For your Diamond"). */
@Composable
private fun TokenButtons(group: TokenGroup, send: (Input) -> Unit) {
    Text(group.title)
    TokenRow(group.buttons, send)
}

/** Token buttons, each with its colour's swatch and Rust's label ("Blue: 3"). */
@Composable
private fun TokenRow(buttons: List<TokenButton>, send: (Input) -> Unit) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (token in buttons) {
            OutlinedButton(
                onClick = { send(Input.Press(token.button.control)) },
                enabled = token.button.enabled,
                modifier = Modifier.semantics { token.whyNot?.let { stateDescription = it } }
            ) {
                Row(
                    horizontalArrangement = Arrangement.spacedBy(6.dp),
                    verticalAlignment = Alignment.CenterVertically
                ) {
                    token.look?.let { TokenSwatch(it, null, 20.dp) }
                    Text(token.button.label)
                }
            }
        }
    }
}
