package app.dividedloyalties.shell

import app.dividedloyalties.core.ArrivedModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.ThemeModel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** The Share menu over the Rust payloads (SCREENS.md "Share", PLATFORMS.md: a link and a file are never one entry). */
class SharingTest {
    private val texts = englishTexts()
    private val noon = localTime(java.time.LocalDateTime.of(2026, 12, 1, 12, 0))

    private fun menu(session: GameSession): List<ShareEntry> =
        shareMenu(sharePayloads(session, "en", ThemeModel.LIGHT, noon), texts)

    @Test
    fun aLinkAndAFileAreNeverOneEntry() {
        GameSession.newBuiltin("octopus", null).use { session ->
            val entries = menu(session)
            assertTrue(entries.isNotEmpty())
            for (entry in entries) {
                val content = entry.content
                assertTrue(entry.detail, (content.text == null) != content.files.isEmpty())
                assertTrue(entry.detail, content.files.size <= 1)
            }
        }
    }

    @Test
    fun aBuiltInOffersItsLinkItsCsvFileAndItsPictureThenTheGame() {
        GameSession.newBuiltin("octopus", null).use { session ->
            val entries = menu(session)
            val labels = entries.map { it.label }
            assertEquals(LabelId.SHARE_POSITION, labels.first())
            assertTrue(labels.toString(), LabelId.SHARE_POSITION_CSV in labels)
            assertTrue(labels.toString(), LabelId.SHARE_PICTURE in labels)
            assertTrue(labels.toString(), LabelId.SHARE_GAME in labels)
            // "Share game link": the whole game travels in the link, with its message (R10).
            val gameLink = entries.single { it.label == LabelId.SHARE_GAME_LINK }
            assertTrue(gameLink.content.files.isEmpty())
            (arrivalOf(Incoming.Text(gameLink.content.text!!)) as Arrival.Card).preview.use {
                assertTrue(it.arrived is ArrivedModel.Game)
            }
            assertTrue("no result before the end (R8)", LabelId.SHARE_RESULT !in labels)
            val csv = entries.first {
                it.label == LabelId.SHARE_POSITION_CSV
            }.content.files.single()
            assertEquals("text/csv", csv.mimeType)
            assertEquals(
                csv.fileName,
                entries.first {
                    it.label == LabelId.SHARE_POSITION_CSV
                }.detail
            )
            // The shared link, with its message around it, opens the same position again.
            val link = entries.first()
            assertTrue(link.content.text!!.endsWith(link.detail))
            (arrivalOf(Incoming.Text(link.content.text!!)) as Arrival.Card).preview.use {
                assertEquals("Octopus", it.session.view().positionName)
            }
        }
    }

    @Test
    fun theResultComesFirstOnceTheGameIsOver() {
        GameSession.newBuiltin("octopus", null).use { session ->
            session.agreeEnd()
            assertTrue("R8: the game is over", session.view().result != null)
            val entries = menu(session)
            val result = entries.first()
            assertEquals(LabelId.SHARE_RESULT, result.label)
            assertEquals(result.detail, result.content.text)
            assertTrue(result.detail, result.detail.contains("Octopus"))
        }
    }

    @Test
    fun aPositionOffTheWebHasNoWebLinkButItsFileAndPicture() {
        tinySession().use { session ->
            val payloads = sharePayloads(session, "en", ThemeModel.DARK, noon)
            assertNull(payloads.result)
            val labels = shareMenu(payloads, texts).map { it.label }
            assertTrue(labels.toString(), LabelId.SHARE_POSITION_CSV in labels)
            assertTrue(labels.toString(), LabelId.SHARE_PICTURE in labels)
        }
    }

    @Test
    fun theFilesAreNamedWithTheSharersLocalTime() {
        GameSession.newBuiltin("octopus", null).use { session ->
            val names = menu(session).flatMap { it.content.files }.map { it.fileName }
            assertTrue(names.toString(), names.any { "2026" in it })
        }
    }
}
