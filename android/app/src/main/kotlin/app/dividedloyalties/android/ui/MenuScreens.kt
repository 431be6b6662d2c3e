package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.dividedloyalties.ui.GamesModel
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.NewColorBrakeModel
import app.dividedloyalties.ui.NewDiscorderModel
import app.dividedloyalties.ui.NewGameModel
import app.dividedloyalties.ui.ReceivedModel
import app.dividedloyalties.ui.RulesModel
import app.dividedloyalties.ui.SettingsModel

/**
 * The game chooser: Continue, each game with its line, new game, rules and (Divided
 * Loyalties) Play online, then the links.
 */
@Composable
fun GamesScreen(model: GamesModel, send: (Input) -> Unit) = ScrollScreen {
    model.continueGame?.let { ControlButton(it, send, Emphasis.FILLED, Modifier.fillMaxWidth()) }
    for (card in model.games) {
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                Heading(card.name)
                Text(card.about)
                ControlRow(listOfNotNull(card.newGame, card.rules, card.playOnline), send)
            }
        }
    }
    ControlRow(model.links, send, Emphasis.TEXT)
}

/**
 * The new-game screen of Divided Loyalties (SCREENS.md "New game"): the opponent, level and
 * rounds, then each group of positions with its drawing, name and size (a tap starts it) and
 * its actions (edit a copy; the player's own: edit, rename, duplicate, delete), the name
 * field of the position being renamed, then a new position and "Open a position file…".
 */
@Composable
fun NewGameScreen(model: NewGameModel, send: (Input) -> Unit) = ScrollScreen {
    ChoiceRow(model.opponent, send)
    ChoiceRow(model.level, send)
    ChoiceRow(model.rounds, send)
    for (group in model.groups) {
        HorizontalDivider()
        Heading(group.title)
        for (position in group.positions) {
            Row(
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(12.dp)
            ) {
                MiniBoardView(position.drawing)
                Column(Modifier.weight(1f)) {
                    ControlButton(position.button, send, Emphasis.TEXT)
                    Quiet(position.size)
                    ControlRow(position.actions, send, Emphasis.TEXT)
                }
            }
        }
    }
    model.rename?.let { rename ->
        HorizontalDivider()
        Heading(rename.title)
        TextEntry(rename.field, rename.text, rename.label, send)
        ControlRow(listOf(rename.save, rename.cancel), send)
    }
    HorizontalDivider()
    ControlRow(listOf(model.newPosition, model.openFile), send)
}

/** Discorder's new-game screen: who begins, the opponent, New game (D1). */
@Composable
fun NewDiscorderScreen(model: NewDiscorderModel, send: (Input) -> Unit) = ScrollScreen {
    Heading(model.starterTitle)
    ChoiceRow(model.starters, send)
    ChoiceRow(model.opponent, send)
    ControlButton(model.start, send, Emphasis.FILLED)
}

/** Color Brake ABAB's new-game screen: the length's kind and value, the opponent, New game (C2). */
@Composable
fun NewColorBrakeScreen(model: NewColorBrakeModel, send: (Input) -> Unit) = ScrollScreen {
    Heading(model.lengthTitle)
    ChoiceRow(model.kinds, send)
    Text(model.length, style = MaterialTheme.typography.titleSmall)
    ChoiceRow(model.values, send)
    ChoiceRow(model.opponent, send)
    ControlButton(model.start, send, Emphasis.FILLED)
}

/** A game's rules, section by section. */
@Composable
fun RulesScreen(model: RulesModel) = ScrollScreen {
    for (section in model.sections) {
        Heading(section.title)
        Text(section.text)
    }
}

/** The settings: language, theme, colour-blind symbols, haptics. */
@Composable
fun SettingsScreen(model: SettingsModel, send: (Input) -> Unit) = ScrollScreen {
    Heading(model.languageTitle)
    ChoiceRow(model.languages, send)
    Heading(model.themeTitle)
    ChoiceRow(model.themes, send)
    SwitchRow(model.symbols, send)
    SwitchRow(model.haptics, send)
}

/**
 * What arrived (SCREENS.md "Receiving"), before it replaces anything: the question, its
 * drawing and lines, Open, Save (a position file) and Cancel.
 */
@Composable
fun ReceivedScreen(model: ReceivedModel, send: (Input) -> Unit) = ScrollScreen {
    Heading(model.question)
    MiniBoardView(model.drawing, 180.dp)
    model.lines.forEach { Text(it) }
    ControlButton(model.open, send, Emphasis.FILLED)
    model.keep?.let { ControlButton(it, send) }
    ControlButton(model.cancel, send, Emphasis.TEXT)
}
