package app.dividedloyalties.shell

import app.dividedloyalties.core.BrushModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.ComputerTurnModel
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.PaintModel
import app.dividedloyalties.core.PositionEditor
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ToolModel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
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
        val agree = Question.AgreeEnd(asked = Side.BLUE, proposer = Side.BLUE)
        assertNotEquals(english.question(agree).body, french.question(agree).body)
        val io = Notice.Failed(ErrorText(ErrorText.IO_ERROR))
        assertTrue(english.notice(io).isNotBlank())
        assertNotEquals(english.notice(io), french.notice(io))
        assertNotEquals(english.label(LabelId.CANCEL), french.label(LabelId.CANCEL))
        french.close()
        english.close()
    }

    @Test
    fun theHintAndTheDeleteQuestionAreFormattedInRust() {
        englishTexts().use { texts ->
            val hint = ComputerTurnModel(StoneColor.RED, CellPos(4u, 2u), emptyList())
            assertEquals("Hint: Red on column 5, row 3; bridges to form: 0.", texts.hint(hint))
            assertEquals(
                "Delete the position “Small”?",
                texts.confirmation(Confirmation.DeletePosition("id", "Small")).title
            )
        }
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
                h.playOneStone()
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

    /** D5: a saved game of Discorder is listed by its game's name, its move, who is to move and both players' points. */
    @Test
    fun aSavedGameOfDiscorderSaysWhereItStands() {
        englishTexts().use { texts ->
            FlowHarness().use { h ->
                h.app.startDiscorder(DiscorderChoice(DiscorderStarter.YELLOW))
                h.app.discorder!!.placeTile(CellPos(0u, 0u))
                h.startBuiltin("pyramid")
                h.app.showSavedGames()
                val entry = texts.entry(h.app.savedGames!!.entries.single())
                assertEquals("Discorder", entry.title)
                assertEquals(
                    listOf("Turn 2", "Black to move", "Yellow: 0 · Black: 0"),
                    entry.lines
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

    /** R8: each player is asked by name; R3: the rounds are a position's default, four or three. */
    @Test
    fun theAgreementAsksEachPlayerByNameAndTheRoundsChoiceNamesTheDefault() {
        englishTexts().use { texts ->
            for (side in listOf(Side.BLUE, Side.YELLOW)) {
                val asked = texts.question(Question.AgreeEnd(asked = side, proposer = Side.BLUE))
                assertTrue(asked.body, texts.playerName(side) in asked.body)
                assertEquals(texts.agreeQuestion(side), asked.body)
            }
            assertEquals(listOf<UByte?>(null, 4u, 3u), ROUNDS_CHOICES)
            assertEquals(texts.label(LabelId.NEW_GAME_DEFAULT_ROUNDS), texts.roundsChoice(null))
            assertEquals(texts.rounds(3u), texts.roundsChoice(3u))
        }
    }

    /** The game chooser: each game's name and its line, every one its own, in every language. */
    @Test
    fun theGameChooserNamesEachGameWithItsOwnLineInEveryLanguage() {
        for (language in Texts.languages()) {
            Texts.forLanguages(listOf(language.tag)).use { texts ->
                val entries = GAME_CHOICES.map { texts.gameName(it) to texts.gameAbout(it) }
                assertEquals(language.tag, 3, entries.toSet().size)
                for ((name, about) in entries) {
                    assertTrue(
                        language.tag,
                        name.isNotBlank() && about.isNotBlank() && name != about
                    )
                }
            }
        }
    }

    /** R9: the name's length and its limit come from Rust's problem record, not from the app. */
    @Test
    fun aNameTooLongSaysItsLengthAndTheLimit() {
        englishTexts().use { texts ->
            PositionEditor.blank(9u, 9u).use { editor ->
                editor.rename("x".repeat(LONG_NAME))
                val problem = editor.view().problems.single { it.code == "editor_name_too_long" }
                val sentence = texts.problem(problem)
                assertTrue(sentence, "$LONG_NAME" in sentence && "${problem.limit}" in sentence)
            }
        }
    }

    @Test
    fun aResizeThatWouldCutPaintedCellsSaysHowMany() {
        englishTexts().use { texts ->
            PositionEditor.blank(10u, 10u).use { editor ->
                editor.setBrush(BrushModel(PaintModel.Region("S1"), ToolModel.PENCIL))
                assertNull(editor.applyBrush(9u, 9u))
                assertNull(editor.applyBrush(9u, 8u))
                val refusal = editor.resize(9u, 9u)!!
                val sentence = texts.editRefusal(refusal)
                assertTrue(sentence, "2" in sentence && "{" !in sentence)
            }
        }
    }

    /** R9: a position named as a built-in is left out of an import, with its line and that built-in's number. */
    @Test
    fun aPositionNamedAsABuiltInIsReportedWithItsLineAndTheBuiltIn() {
        val octopus = builtinEntries().first { it.position.slug == "octopus" }.position
        englishTexts().use { texts ->
            FlowHarness().use { h ->
                h.app.importPositions(TINY_CSV.replace("Tiny", octopus.name))
                val report = h.app.importReport!!
                val line = texts.importReport(report).single()
                assertTrue(line, "${report.refused.single().line}" in line)
                assertTrue(line, "${octopus.number}" in line && "{" !in line)
            }
        }
    }

    private companion object {
        /** A name one character longer than R9 allows (80). */
        const val LONG_NAME = 81
    }
}
