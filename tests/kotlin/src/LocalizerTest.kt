package app.dividedloyalties.tests

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.Localizer
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.availableLanguages
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The localizer through the bindings (issue 10): a refusal in three languages, the chosen
 *  language reported back, errors with their details, labels and the rules. */
class LocalizerTest {
    /** A refusal with its colour, from a real session, formatted in English, German, Japanese. */
    @Test
    fun aRefusalInThreeLanguages() {
        GameSession.newBuiltin("7", null).use { s ->
            val refusal = s.selectColor(StoneColor.YELLOW)!!
            val texts = listOf("en-US", "de-CH", "ja-JP").map { tag ->
                Localizer(listOf(tag)).use { it.refusal(refusal) }
            }
            assertEquals("You have no yellow stone left.", texts[0])
            assertEquals("Du hast keinen gelben Stein mehr.", texts[1])
            assertEquals("黄の石が残っていません。", texts[2])
        }
    }

    @Test
    fun theChosenLanguageIsReported() {
        assertEquals("de", Localizer(listOf("de-CH", "en")).use { it.language() })
        assertEquals("pt", Localizer(listOf("pt-BR")).use { it.language() })
        assertEquals("zh-Hans", Localizer(listOf("zh-Hant-TW")).use { it.language() })
        assertEquals("en", Localizer(listOf("zh-Hant-TW", "en-US")).use { it.language() })
        assertEquals("en", Localizer(listOf("xx")).use { it.language() })
        assertEquals(10, availableLanguages().size)
        assertTrue(availableLanguages().any { it.tag == "uk" && it.autonym == "Українська" })
    }

    @Test
    fun anErrorIsFormattedFromItsCodeAndDetails() {
        val error = try {
            GameSession.fromCsv("position_id,position_name,row,c0\n1,A,x,S1\n", 0u, null)
            null
        } catch (e: DlException.InvalidCsv) {
            e
        }!!
        Localizer(listOf("fr")).use { l ->
            val text = l.error(error.code, error.details)
            assertTrue(text, text.startsWith("Ligne 2, colonne 3"))
            assertTrue(text, text.contains("«\u00a0x\u00a0»"))
        }
    }

    @Test
    fun labelsStatusesAndRulesComeFromTheCatalogs() {
        Localizer(listOf("it")).use { l ->
            assertEquals("Annulla mossa", l.label(LabelId.UNDO))
            assertEquals("Turno del Giallo", l.toMoveLabel(Side.YELLOW))
            GameSession.newBuiltin("1", null).use { s ->
                assertEquals("Blu: posa una pietra.", l.status(s.view().status))
            }
            val rules = l.rules()
            assertEquals(8, rules.size)
            GameSession.fromSavedGame(rules[3].exampleGame).use { s ->
                assertTrue(s.view().bridges.any { it.cut })
            }
            assertEquals(
                "Partita finita, ha vinto Giallo 18 a 13",
                l.resultLine(Side.YELLOW, 13u, 18u),
            )
        }
        Localizer(listOf("en-XA")).use { l ->
            assertNotEquals("Undo", l.label(LabelId.UNDO))
        }
    }
}
