package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.android.TankChoice
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakePhase
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.ColorBrakeController
import app.dividedloyalties.shell.ColorBrakeHand
import app.dividedloyalties.shell.HandButton
import app.dividedloyalties.shell.Texts
import app.dividedloyalties.shell.colorBrakeButtonRefusal
import app.dividedloyalties.shell.colorBrakeButtonText
import app.dividedloyalties.shell.colorBrakeHand
import app.dividedloyalties.shell.colorBrakePanel
import app.dividedloyalties.shell.colorBrakeTankChip
import app.dividedloyalties.shell.colour

/**
 * The Color Brake ABAB screen (RULES-COLOR-BRAKE.md): during a hand-over (C2) a full screen
 * that shows no hand, only the status ("Pass the device to …") and Ready; else the triangle
 * ([ColorBrakeBoard]) and the panel: the round and the length, the scores, the pile, both
 * hands' sizes, the reference of the row in play, the viewer's hand as the frame offers it
 * (colour tokens, Neutral, Diamond, For your Diamond, the Tank: a target tapped on the board,
 * then a colour), the drawn colours to choose from, Next round, the status line, the result at
 * the end; Undo, Rules and the menu. Against the computer its actions are played in the
 * background. A refusal buzzes, flashes its cell and is announced by TalkBack; the status line
 * says why.
 */
@Composable
fun ColorBrakeScreen(model: AppModel) {
    val frame = model.colorBrakeFrame ?: return
    val game = model.colorBrake ?: return
    val texts = model.texts
    val flash = rememberRefusalFlash()
    RefusalFeedback(model, flash)
    if (frame.phase is ColorBrakePhase.HandOver) {
        HandOver(model, game, frame)
        return
    }
    val tank = model.tankChoice
    val symbols = model.settings.colorBlindSymbols
    PlayLayout(
        board = { ColorBrakeBoard(frame, tank, texts, symbols, game, flash, it) },
        panel = { ColorBrakePanel(model, game, frame, tank, it) }
    )
}

/** The hand-over (C2): nothing of either hand, the status line and Ready. */
@Composable
private fun HandOver(model: AppModel, game: ColorBrakeController, frame: ColorBrakeView) {
    val texts = model.texts
    Column(
        Modifier.fillMaxSize().safeDrawingPadding().padding(24.dp),
        verticalArrangement = Arrangement.spacedBy(24.dp, Alignment.CenterVertically),
        horizontalAlignment = Alignment.CenterHorizontally
    ) {
        StatusLine(texts.catalogs.colorBrakeStatus(frame.status))
        Button(onClick = { game.ready() }) { Text(texts.label(LabelId.COLOR_BRAKE_READY)) }
        PlayMenu(model)
    }
}

@Composable
private fun ColorBrakePanel(
    model: AppModel,
    game: ColorBrakeController,
    frame: ColorBrakeView,
    tank: TankChoice,
    modifier: Modifier
) {
    val texts = model.texts
    val words = texts.colorBrakePanel(frame, tank.cell)
    val hand = colorBrakeHand(frame, tank.cell)
    PlayPanel(modifier) {
        if (frame.phase is ColorBrakePhase.GameOver) ResultCard(model, words.status)
        Text(words.round, style = MaterialTheme.typography.titleSmall)
        Text(words.scores)
        Row(horizontalArrangement = Arrangement.spacedBy(16.dp)) {
            Text(words.pile)
            for (size in words.handSizes) Text(size)
        }
        words.reference?.let { reference ->
            Text(reference.title, style = MaterialTheme.typography.titleSmall)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                for (colour in reference.colours) Text(colour)
            }
        }
        Hand(texts, model.settings.colorBlindSymbols, game, hand, tank)
        ComputerPlaying(model)
        if (frame.phase !is ColorBrakePhase.GameOver) StatusLine(words.status)
        PlayButtons(model, frame.canUndo) { game.undo() }
    }
}

/**
 * The viewer's hand and the round's buttons, as [hand] groups the frame's offers; with
 * [symbols], each colour's swatch carries its letter (C1).
 */
@Composable
private fun Hand(
    texts: Texts,
    symbols: Boolean,
    game: ColorBrakeController,
    hand: ColorBrakeHand,
    tank: TankChoice
) {
    if (hand.colours.isNotEmpty() || hand.specials.isNotEmpty()) {
        Text(texts.label(LabelId.COLOR_BRAKE_HAND), style = MaterialTheme.typography.titleSmall)
    }
    Buttons(texts, symbols, game, hand.colours)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (button in hand.specials) {
            TokenButton(texts, symbols, button) { game.play(button.action) }
        }
        hand.tank?.let { button ->
            FilterChip(
                selected = tank.choosing,
                onClick = { game.chooseTank() },
                enabled = button.enabled,
                label = { Text(texts.colorBrakeTankChip(button)) }
            )
        }
    }
    if (hand.forDiamond.isNotEmpty()) {
        Text(
            texts.label(LabelId.COLOR_BRAKE_FOR_DIAMOND),
            style = MaterialTheme.typography.titleSmall
        )
        Buttons(texts, symbols, game, hand.forDiamond)
    }
    if (hand.drawn.isNotEmpty()) {
        Text(texts.label(LabelId.COLOR_BRAKE_DRAWN), style = MaterialTheme.typography.titleSmall)
        Buttons(texts, symbols, game, hand.drawn)
    }
    hand.nextRound?.let { button ->
        TokenButton(texts, symbols, button) { game.play(button.action) }
    }
}

@Composable
private fun Buttons(
    texts: Texts,
    symbols: Boolean,
    game: ColorBrakeController,
    buttons: List<HandButton>
) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (button in buttons) TokenButton(texts, symbols, button) { game.play(button.action) }
    }
}

/**
 * One button: the token's colour (with [symbols], its letter on it), its name with how many the
 * hand holds; an accepted action is a filled button, a refused one an outlined one, which the
 * session refuses with its reason when tapped (TalkBack reads the reason as the button's state,
 * after its name).
 */
@Composable
private fun TokenButton(texts: Texts, symbols: Boolean, button: HandButton, onClick: () -> Unit) {
    val name = texts.colorBrakeButtonText(button)
    val refusal = texts.colorBrakeButtonRefusal(button)
    val modifier = Modifier.semantics {
        if (refusal != null) stateDescription = refusal
    }
    val content: @Composable () -> Unit = {
        Row(
            horizontalArrangement = Arrangement.spacedBy(6.dp),
            verticalAlignment = Alignment.CenterVertically
        ) {
            button.action.colour?.let { Swatch(it, symbols) }
            Text(name)
        }
    }
    if (button.refusal == null) {
        Button(onClick = onClick, modifier = modifier) { content() }
    } else {
        OutlinedButton(onClick = onClick, modifier = modifier) { content() }
    }
}

/**
 * A token's colour, a small disc in the board's palette (pink-checkered as its check, C1); with
 * [symbols], the colour's letter on it, for sight only (the button's text names the colour).
 */
@Composable
private fun Swatch(colour: ColorBrakeColour, symbols: Boolean) {
    val palette = LocalBoardPalette.current.colorBrake
    val measurer = rememberTextMeasurer()
    Canvas(Modifier.size(SWATCH_SIZE)) {
        val disc = Path().apply { addOval(Rect(Offset.Zero, size)) }
        if (colour == ColorBrakeColour.PINK) {
            drawCheck(disc, Rect(Offset.Zero, size), size.width / 3f, palette.pinkCheck)
        } else {
            drawPath(disc, palette.token(colour))
        }
        drawPath(disc, palette.tokenEdge, style = Stroke(1.dp.toPx()))
        if (symbols) {
            drawLetter(measurer, colour, center, size.height * SWATCH_LETTER_SHARE, palette)
        }
    }
}

/** A swatch's diameter: room for its letter. */
private val SWATCH_SIZE = 18.dp

/** A swatch letter's size, as a share of the swatch's diameter. */
private const val SWATCH_LETTER_SHARE = 0.65f
