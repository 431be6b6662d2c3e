package app.dividedloyalties.shell

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.ViewModel

/** One section of the rules screen: its texts and the frame of its example board, painted like the board. */
class RuleSection(
    val key: String,
    val title: String,
    val paragraphs: List<String>,
    val caption: String,
    /** The example board; `null` if its game could not be opened (never for the catalogs' own examples). */
    val example: ViewModel?
)

/**
 * The rules for players in the language of [texts] (SCREENS.md "Rules"): each section of the
 * localiser with its example game opened and its frame kept for the board painter.
 */
fun rulesFor(texts: Texts): List<RuleSection> = texts.catalogs.rules().map { section ->
    val example = try {
        GameSession.fromSavedGame(section.exampleGame).use { it.view() }
    } catch (_: DlException) {
        null
    }
    RuleSection(section.key, section.title, section.paragraphs, section.caption, example)
}
