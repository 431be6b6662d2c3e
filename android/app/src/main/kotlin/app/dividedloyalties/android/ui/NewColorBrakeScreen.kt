package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Slider
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.COLOR_BRAKE_LENGTH_KINDS
import app.dividedloyalties.shell.COLOR_BRAKE_SEATS
import app.dividedloyalties.shell.ColorBrakeChoice
import app.dividedloyalties.shell.choices
import app.dividedloyalties.shell.number
import app.dividedloyalties.shell.otherColorBrakeSeat
import app.dividedloyalties.shell.withNumber
import kotlin.math.roundToInt

/**
 * Color Brake ABAB's new-game screen (C2): the length (a number of rounds or a target score,
 * on a slider over the choices Rust gives; the localiser names the length chosen), two players on one
 * device (a hand-over screen between turns) or against the computer (the player chooses their
 * seat; the computer takes the other), then New game.
 */
@Composable
fun NewColorBrakeScreen(model: AppModel) {
    val texts = model.texts
    var choice by remember { mutableStateOf(ColorBrakeChoice()) }
    ScreenList(texts.label(LabelId.COLOR_BRAKE_NAME), model) {
        item {
            ChoiceChips(
                texts.label(LabelId.COLOR_BRAKE_LENGTH),
                COLOR_BRAKE_LENGTH_KINDS,
                COLOR_BRAKE_LENGTH_KINDS.first { it::class == choice.length::class },
                {
                    texts.label(
                        if (it is ColorBrakeLength.Rounds) {
                            LabelId.COLOR_BRAKE_ROUNDS
                        } else {
                            LabelId.COLOR_BRAKE_TARGET
                        }
                    )
                }
            ) { choice = choice.copy(length = it) }
        }
        item {
            LengthSlider(choice.length, texts.catalogs.colorBrakeLengthLabel(choice.length)) {
                choice = choice.copy(length = it)
            }
        }
        item {
            OpponentChips(
                texts,
                COLOR_BRAKE_SEATS,
                choice.computer,
                { texts.catalogs.colorBrakeSeatName(it) },
                ::otherColorBrakeSeat
            ) { choice = choice.copy(computer = it) }
        }
        item { StartButton(texts) { model.actions.startColorBrake(choice) } }
    }
}

/** The number of rounds or the target score: a slider over the values offered, named by the localiser. */
@Composable
private fun LengthSlider(
    length: ColorBrakeLength,
    name: String,
    onChange: (ColorBrakeLength) -> Unit
) {
    val values = length.choices
    val index = values.indexOf(length.number).coerceAtLeast(0)
    Column(Modifier.padding(horizontal = 16.dp)) {
        Text(name)
        Slider(
            value = index.toFloat(),
            onValueChange = {
                onChange(length.withNumber(values.getOrElse(it.roundToInt()) { values.last() }))
            },
            valueRange = 0f..(values.size - 1).toFloat(),
            steps = (values.size - 2).coerceAtLeast(0),
            modifier = Modifier.semantics { stateDescription = name }
        )
    }
}
