package app.dividedloyalties.tests

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.Localizer
import app.dividedloyalties.core.PositionEditor
import app.dividedloyalties.core.RegionShade
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.builtinPositionCsv
import app.dividedloyalties.core.standardTokens
import app.dividedloyalties.core.stoneMark
import app.dividedloyalties.core.tokenShade
import java.nio.file.Files
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The texts of typed records (share messages, editor problems and refused edits, refused
 *  imports), the new catalog messages, a stone's letter and a token's shade through the
 *  bindings: no shell builds a message id or its arguments. */
class TextsTest {
    private val english = Localizer(listOf("en"))

    /** Issue 9: a share payload's message, in the player's language. */
    @Test
    fun aShareMessageIsFormattedFromThePayload() {
        GameSession.newBuiltin("octopus", null).use { s ->
            val message = s.sharePosition("en", ThemeModel.LIGHT).message
            assertEquals("Let's play Divided Loyalties on Octopus!", english.shareMessage(message))
            Localizer(listOf("de")).use { assertTrue(it.shareMessage(message).contains("Octopus")) }
        }
    }

    /** R9: a name too long carries its limit; the problem and a refused resize are sentences. */
    @Test
    fun editorProblemsAndRefusalsAreSentences() {
        PositionEditor.copyOfBuiltin(7u).use { e ->
            e.rename("x".repeat(90))
            val tooLong = e.view().problems.first { it.code == "editor_name_too_long" }
            assertEquals(80u, tooLong.limit)
            assertEquals("The name has 90 characters; at most 80 are allowed.", english.problem(tooLong))
            val refusal = e.resize(9.toUByte(), 9.toUByte()) ?: error("the resize cuts painted cells")
            assertTrue(english.editRefusal(refusal).isNotBlank())
            assertTrue(!english.editRefusal(refusal).startsWith("("))
        }
    }

    /** R9: a position whose name is a built-in's is left out with the built-in's number typed. */
    @Test
    fun aRefusedImportCarriesTheBuiltinNumber() {
        val dir = Files.createTempDirectory("dl-texts-test").toFile()
        GameStore.open(dir.path).use { store ->
            val csv = builtinPositionCsv(2u)
            val refused = store.importPositions(csv).refused.single()
            assertEquals("editor_name_of_builtin", refused.code)
            assertEquals(2u, refused.problem?.number)
            assertTrue(english.refusedImport(refused).endsWith("Built-in position 2 already has this name."))
        }
        dir.deleteRecursively()
    }

    /** R8 and the new labels: the agreement question per player, a saved game of another game. */
    @Test
    fun theNewCatalogMessagesReachTheShell() {
        assertEquals("Blue, do you agree to end the game now?", english.agreeQuestion(Side.BLUE))
        assertEquals("Share game link", english.label(LabelId.SHARE_GAME_LINK))
        assertEquals("Default rounds", english.label(LabelId.NEW_GAME_DEFAULT_ROUNDS))
    }

    /** R1, R2: a stone's letter and a token's shade come from Rust. */
    @Test
    fun lettersAndShadesComeFromRust() {
        assertEquals(listOf("◉", "▴", "▮", "✚", "⧫", "✶"), StoneColor.values().map { stoneMark(it) })
        val shades = standardTokens().groupBy { tokenShade(it) }
        assertEquals(setOf(RegionShade.DARK, RegionShade.MEDIUM, RegionShade.LIGHT), shades.keys)
        assertTrue(shades.values.all { it.size == 9 })
        assertEquals(RegionShade.DARK, tokenShade("S7"))
    }
}
