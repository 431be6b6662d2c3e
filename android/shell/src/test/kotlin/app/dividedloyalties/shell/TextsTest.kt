package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.PositionEditor
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

    @Test
    fun thePreviewCardSaysWhatArrivedAndTheSavedGamesWhereEachStands() {
        englishTexts().use { texts ->
            val link = GameSession.newBuiltin("octopus", null).use { it.gameLink() }
            (arrivalOf(Incoming.Link(link)) as Arrival.Card).preview.use { preview ->
                val card = texts.preview(preview.arrived)
                assertEquals("Octopus", card.name)
                assertTrue(
                    card.lines.toString(),
                    card.lines.size >= 2 && card.lines.all { it.isNotBlank() }
                )
                assertNotEquals(card.title, card.body)
            }
            FlowHarness().use { h ->
                h.startBuiltin("octopus")
                h.app.game!!.placeSelected(firstFree(h))
                h.startBuiltin("pyramid")
                h.app.showSavedGames()
                val entry = texts.entry(h.app.savedGames!!.entries.single())
                assertEquals("Octopus", entry.title)
                assertTrue(
                    entry.lines.toString(),
                    entry.lines.isNotEmpty() && entry.lines.none { "{" in it }
                )
            }
        }
    }

    @Test
    fun theEditorsProblemsAreSentencesNotCodes() {
        englishTexts().use { texts ->
            PositionEditor.blank(9u, 9u).use { editor ->
                val problems = editor.view().problems
                assertTrue("a blank grid has no region and no name", problems.isNotEmpty())
                for (problem in problems) {
                    val sentence = texts.problem(problem)
                    assertTrue(
                        sentence,
                        sentence.isNotBlank() && problem.code !in sentence && "{" !in sentence
                    )
                }
            }
        }
    }

    /** The first free region cell of the game on screen. */
    private fun firstFree(h: FlowHarness) = h.app.game!!.frame.cells.first {
        it.region != null && it.stone == null
    }.let { cell(it.x.toInt(), it.y.toInt()) }
}
