package app.dividedloyalties.shell

import app.dividedloyalties.core.LabelId
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** Every text comes from the Rust localiser in the app's language (SCREENS.md "Texts"). */
class TextsTest {
    @Test
    fun theChosenLanguageComesBeforeTheSystemsAndEnglishIsTheLastResort() {
        assertEquals(listOf("fr", "de", "en"), localizerLanguages("fr", listOf("de", " fr ", "en")))
        assertEquals(listOf("de"), localizerLanguages(null, listOf("de", "")))
        assertEquals(listOf("en"), localizerLanguages(null, emptyList()))
    }

    @Test
    fun theLocaliserSpeaksTheFirstLanguageItKnows() {
        Texts.forLanguages(localizerLanguages(null, listOf("tlh", "de-AT", "en"))).use { texts ->
            assertEquals("de", texts.language)
        }
        Texts.forLanguages(listOf("tlh")).use { assertEquals("en", it.language) }
    }

    @Test
    fun theLanguageListHasTheTenCatalogsEachInItsOwnWords() {
        val languages = Texts.languages()
        assertEquals(10, languages.size)
        assertTrue(languages.map { it.tag }.containsAll(listOf("en", "fr", "de", "zh-Hans")))
        assertEquals(languages.size, languages.map { it.autonym }.distinct().size)
    }

    @Test
    fun theQuestionsAndErrorsAreInTheLanguageOfTheTexts() {
        val english = englishTexts()
        val french = Texts.forLanguages(listOf("fr"))
        val dot = Question.ConfirmDotStoneReturn(cell(5, 1))
        assertNotEquals(english.question(dot).title, french.question(dot).title)
        assertNotEquals(
            english.question(Question.AgreeEnd).body,
            french.question(Question.AgreeEnd).body
        )
        val io = Notice.Failed(ErrorText(ErrorText.IO_ERROR))
        assertTrue(english.notice(io).isNotBlank())
        assertNotEquals(english.notice(io), french.notice(io))
        assertNotEquals(english.label(LabelId.CANCEL), french.label(LabelId.CANCEL))
        french.close()
        english.close()
    }

    @Test
    fun theRulesHaveTheirExampleBoards() {
        englishTexts().use { texts ->
            val sections = rulesFor(texts)
            assertTrue(sections.isNotEmpty())
            for (section in sections) {
                assertTrue(
                    section.key,
                    section.title.isNotBlank() && section.paragraphs.isNotEmpty()
                )
                assertTrue(section.key, section.example != null)
            }
        }
    }
}
