package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.shell.RuleSection
import app.dividedloyalties.shell.rulesFor

/**
 * The rules for players (SCREENS.md "Rules") of the game on screen. Divided Loyalties: the
 * localiser's sections in the app's language,
 * each with its numbered paragraphs and its example board, painted by the board painter from
 * the example's game, with its caption.
 */
@Composable
fun RulesScreen(model: AppModel) {
    val texts = model.texts
    val kind = model.actions.rulesKind
    if (kind != GameKindModel.DIVIDED_LOYALTIES) {
        OtherRules(model, kind)
        return
    }
    val sections = remember(texts) { rulesFor(texts) }
    ScreenList(texts.label(LabelId.TITLE_RULES), model) {
        items(sections, key = { it.key }) { section ->
            RuleSectionView(section)
        }
    }
}

/** The rules of Discorder or Color Brake ABAB (the game on screen): the localiser's paragraphs under the game's name. */
@Composable
private fun OtherRules(model: AppModel, kind: GameKindModel) {
    val texts = model.texts
    val paragraphs = remember(texts, kind) {
        if (kind == GameKindModel.DISCORDER) {
            texts.catalogs.discorderRules()
        } else {
            texts.catalogs.colorBrakeRules()
        }
    }
    ScreenList(texts.label(LabelId.TITLE_RULES), model) {
        item {
            Text(
                texts.gameName(kind),
                style = MaterialTheme.typography.titleMedium,
                modifier = Modifier.padding(horizontal = 16.dp).semantics { heading() }
            )
        }
        items(paragraphs) { paragraph ->
            Text(paragraph, modifier = Modifier.padding(horizontal = 16.dp))
        }
    }
}

@Composable
private fun RuleSectionView(section: RuleSection) {
    val padded = Modifier.padding(horizontal = 16.dp)
    Column(
        verticalArrangement = Arrangement.spacedBy(8.dp),
        horizontalAlignment = Alignment.CenterHorizontally
    ) {
        Text(
            section.title,
            style = MaterialTheme.typography.titleMedium,
            modifier = padded.semantics { heading() }
        )
        section.paragraphs.forEachIndexed { i, paragraph ->
            Text("${i + 1}. $paragraph", modifier = padded)
        }
        section.example?.let { BoardThumbnail(it, 240.dp) }
        Text(section.caption, style = MaterialTheme.typography.bodySmall, modifier = padded)
    }
}
