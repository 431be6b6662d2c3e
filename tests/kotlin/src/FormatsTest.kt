package app.dividedloyalties.tests

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.RefusalReason
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ViewModel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File

/** Saved games and links resume the same view; bad files and links raise typed exceptions. */
class FormatsTest {
    /**
     * What a resumed player sees: the frame without the status line, which tells what the last
     * action did in this session only, and without the session's revision count.
     */
    private fun ViewModel.board() = copy(status = StatusModel.Undone, revision = 0u)

    private fun playedOctopus(): GameSession {
        val s = GameSession.newBuiltin("octopus", null)
        // Blue: red (3,5); Yellow: orange (4,5); Blue: purple on (5,5) and the red bridge.
        assertNull(s.place(3u, 5u, StoneColor.RED)); assertTrue(s.endTurn(true) is EndTurnModel.Ended)
        assertNull(s.place(4u, 5u, StoneColor.ORANGE)); assertTrue(s.endTurn(true) is EndTurnModel.Ended)
        assertNull(s.place(5u, 5u, StoneColor.PURPLE))
        assertNull(s.bridge(3u, 5u, 5u, 5u))
        return s
    }

    @Test
    fun saveThenLoadResumesTheSameView() {
        playedOctopus().use { s ->
            val saved = s.saveGame()
            assertTrue(saved.contains("\"format\": \"divided-loyalties-game\""))
            GameSession.fromSavedGame(saved).use { resumed ->
                assertEquals(s.view().board(), resumed.view().board())
                assertEquals(saved, resumed.saveGame())
            }
            GameSession.fromFile(saved.toByteArray()).use { assertEquals(s.view().board(), it.view().board()) }
        }
    }

    @Test
    fun aGameLinkOpensTheSameGameAndCanBeAnswered() {
        playedOctopus().use { s ->
            assertTrue(s.endTurn(true) is EndTurnModel.Ended)
            val link = s.gameLink()
            GameSession.fromLink(link).use { friend ->
                assertEquals(s.view().board(), friend.view().board())
                assertNull(friend.place(8u, 5u, StoneColor.YELLOW))
                assertTrue(friend.endTurn(true) is EndTurnModel.Ended)
                GameSession.fromLink(friend.gameLink()).use { back ->
                    assertEquals(friend.view().board(), back.view().board())
                }
            }
            val positionLink = s.positionLink()!!
            assertTrue(positionLink.endsWith("#octopus"))
            GameSession.fromLink(positionLink).use { assertEquals(0, it.view().cells.count { c -> c.stone != null }) }
        }
    }

    @Test
    fun aWebVersionSaveIsImportedWithRecomputedScores() {
        val json = File(repo, "tests/data/web-version-files/p2_t60.json").readText()
        GameSession.fromWebSave(json).use { s ->
            val v = s.view()
            assertEquals("Octopus", v.positionName)
            assertEquals(7u, v.blue.total)
            assertEquals(11u, v.yellow.total)
            assertEquals(false, v.canUndo)
        }
        GameSession.fromFile(json.toByteArray()).use { assertEquals(11u, it.view().yellow.total) }
    }

    @Test
    fun badJsonAndLinksRaiseTypedExceptions() {
        fun savedCode(text: String) = assertThrows(DlException.InvalidSavedGame::class.java) {
            GameSession.fromSavedGame(text)
        }.code
        assertEquals("json_truncated", savedCode("{\"format\":"))
        assertEquals("json_syntax", savedCode("{]"))
        assertEquals("record_not_a_saved_game", savedCode("{}"))
        val newer = assertThrows(DlException.InvalidSavedGame::class.java) {
            GameSession.fromSavedGame("{\"format\":\"divided-loyalties-game\",\"version\":99}")
        }
        assertEquals("record_newer_version", newer.code)
        assertEquals(99uL, newer.details.version)
        assertEquals("record_unsupported_version", savedCode("{\"format\":\"divided-loyalties-game\",\"version\":\"x\"}"))
        val tampered = playedOctopus().use { it.saveGame() }.replace("bridge 3,5 5,5", "bridge 3,5 6,5")
        val illegal = assertThrows(DlException.InvalidSavedGame::class.java) { GameSession.fromSavedGame(tampered) }
        assertEquals("record_illegal_action", illegal.code)
        assertEquals(5uL, illegal.details.index)
        assertEquals("bridge 3,5 6,5", illegal.details.found)
        assertEquals(RefusalReason.EMPTY_CELL_IN_ROW, illegal.details.refusal?.reason)
        assertEquals(CellPos(6u, 5u), illegal.details.refusal?.cell)

        fun linkCode(text: String) = assertThrows(DlException.InvalidLink::class.java) {
            GameSession.fromLink(text)
        }.code
        assertEquals("link_bad_prefix", linkCode("https://example.com/#octopus"))
        val good = playedOctopus().use { it.gameLink() }
        assertEquals("link_unknown_position", linkCode(good.substringBefore('#') + "#nowhere"))
        assertEquals("link_bad_base64", linkCode(good.replace("#game=", "#game=*")))
        val flipped = good.dropLast(3) + (if (good[good.length - 3] == 'A') 'B' else 'A') + good.takeLast(2)
        assertEquals("link_bad_checksum", linkCode(flipped))
        assertEquals("link_too_long", linkCode(good + "A".repeat(20_000)))

        assertThrows(DlException.InvalidWebSave::class.java) { GameSession.fromWebSave("{\"version\": 2}") }
        assertEquals("json_syntax", assertThrows(DlException.InvalidSavedGame::class.java) { GameSession.fromFile(byteArrayOf(0, -1, 3)) }.code)
        assertThrows(DlException.InvalidCsv::class.java) { GameSession.fromFile("position_id,position_name,row\n".toByteArray()) }
    }
}
