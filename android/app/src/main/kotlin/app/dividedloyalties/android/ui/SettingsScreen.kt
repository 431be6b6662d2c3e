package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.Texts
import app.dividedloyalties.shell.ThemeChoice

/**
 * Settings (SCREENS.md "Settings"): language (the system's by default, or one of the
 * catalogs' languages from `availableLanguages()`, each in its own words; the per-app language
 * on Android 13+), theme, colour-blind symbols, haptics.
 */
@Composable
fun SettingsScreen(model: AppModel) {
    val texts = model.texts
    val settings = model.settings
    Column(
        Modifier.fillMaxSize().safeDrawingPadding().verticalScroll(rememberScrollState()),
        verticalArrangement = Arrangement.spacedBy(4.dp)
    ) {
        ScreenTitle(texts.label(LabelId.TITLE_SETTINGS), texts, model.onBack)

        Heading(texts.label(LabelId.SETTINGS_LANGUAGE))
        Choice(texts.label(LabelId.SETTINGS_LANGUAGE_SYSTEM), settings.language == null) {
            model.updateSettings(settings.copy(language = null))
        }
        for (language in Texts.languages()) {
            Choice(language.autonym, settings.language == language.tag) {
                model.updateSettings(settings.copy(language = language.tag))
            }
        }

        Heading(texts.label(LabelId.SETTINGS_THEME))
        for ((choice, label) in listOf(
            ThemeChoice.SYSTEM to LabelId.SETTINGS_THEME_SYSTEM,
            ThemeChoice.LIGHT to LabelId.SETTINGS_THEME_LIGHT,
            ThemeChoice.DARK to LabelId.SETTINGS_THEME_DARK
        )) {
            Choice(texts.label(label), settings.theme == choice) {
                model.updateSettings(settings.copy(theme = choice))
            }
        }

        Toggle(texts.label(LabelId.SETTINGS_SYMBOLS), settings.colorBlindSymbols) {
            model.updateSettings(settings.copy(colorBlindSymbols = it))
        }
        Toggle(texts.label(LabelId.SETTINGS_HAPTICS), settings.haptics) {
            model.updateSettings(settings.copy(haptics = it))
        }
    }
}

@Composable
private fun Heading(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.titleMedium,
        modifier = Modifier.padding(16.dp, 12.dp, 16.dp, 4.dp)
    )
}

@Composable
private fun Choice(text: String, selected: Boolean, onSelect: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .selectable(selected = selected, onClick = onSelect, role = Role.RadioButton)
            .padding(horizontal = 16.dp, vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically
    ) {
        RadioButton(selected = selected, onClick = null)
        Text(text, modifier = Modifier.padding(start = 12.dp))
    }
}

@Composable
private fun Toggle(text: String, checked: Boolean, onChange: (Boolean) -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .toggleable(value = checked, onValueChange = onChange, role = Role.Switch)
            .padding(horizontal = 16.dp, vertical = 12.dp),
        verticalAlignment = Alignment.CenterVertically
    ) {
        Text(text, modifier = Modifier.weight(1f))
        Switch(checked = checked, onCheckedChange = null)
    }
}
