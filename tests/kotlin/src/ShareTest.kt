package app.dividedloyalties.tests

import app.dividedloyalties.core.ArrivedModel
import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LocalTimeModel
import app.dividedloyalties.core.ShareMessageModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.boardPalette
import app.dividedloyalties.core.builtinPositionCsv
import app.dividedloyalties.core.builtinPositionList
import app.dividedloyalties.core.receiveFile
import app.dividedloyalties.core.receiveText
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test

/** Share payloads (names, MIME types, sizes) and receiving links and files through the bindings. */
class ShareTest {
    private val now = LocalTimeModel(2025.toUShort(), 3.toUByte(), 4.toUByte(), 9.toUByte(), 5.toUByte())
    private val pngSignature = byteArrayOf(0x89.toByte(), 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A)

    private fun isPng(bytes: ByteArray) = bytes.size > 1000 && bytes.copyOfRange(0, 8).contentEquals(pngSignature)

    @Test
    fun everyBuiltInSharesItsWebAddressCsvAndPicture() {
        for (info in builtinPositionList()) {
            GameSession.newBuiltin(info.slug, null).use { s ->
                val payload = s.sharePosition("de-CH", ThemeModel.LIGHT)
                assertEquals("https://game.ywesee.com/parados/divided_loyalties.html#${info.slug}", payload.link)
                assertEquals(ShareMessageModel.Position(info.name, true), payload.message)
                assertEquals(listOf("${info.slug}.csv", "${info.slug}.png"), payload.files.map { it.fileName })
                assertEquals(listOf("text/csv", "image/png"), payload.files.map { it.mimeType })
                assertTrue(String(payload.files[0].bytes).startsWith("position_id,position_name,row,"))
                assertTrue(isPng(payload.files[1].bytes))
            }
        }
    }

    @Test
    fun aCustomPositionTravelsAsCsvAndAGameLink() {
        val csv = builtinPositionCsv(5u).replace("Utopia", "Mein Brett")
        GameSession.fromCsv(csv, 0u, 3.toUByte()).use { s ->
            val payload = s.sharePosition("fr", ThemeModel.DARK)
            assertEquals(ShareMessageModel.Position("Mein Brett", false), payload.message)
            val link = payload.link!!
            assertTrue(link, link.startsWith("https://game.ywesee.com/parados/divided_loyalties_en.html#game="))
            assertEquals(listOf("mein-brett.csv", "mein-brett.png"), payload.files.map { it.fileName })
            receiveText(link).session.use { friend -> assertEquals("Mein Brett", friend.view().positionName) }
        }
    }

    @Test
    fun aGameSharesItsFileAndLinkWhichOpenTheSameGame() {
        GameSession.newBuiltin("octopus", null).use { s ->
            assertNull(s.place(3u, 5u, StoneColor.RED)); assertTrue(s.endTurn(true) is EndTurnModel.Ended)
            val payload = s.shareGame("it", ThemeModel.LIGHT, now)
            assertEquals(
                listOf("octopus-2025-03-04-0905.dlgame.json", "octopus-2025-03-04-0905.png"),
                payload.files.map { it.fileName },
            )
            assertEquals(listOf("application/json", "image/png"), payload.files.map { it.mimeType })
            val file = payload.files[0].bytes
            assertFalse(String(file).contains("\"session\""))
            assertTrue(isPng(payload.files[1].bytes))
            val message = payload.message as ShareMessageModel.Game
            assertEquals(2u, message.turn)
            val link = payload.link!!
            assertTrue(link.startsWith("https://game.ywesee.com/parados/divided_loyalties_it.html#game="))
            for (arrival in listOf(receiveFile(file), receiveText("Tocca a te! $link!"))) {
                val game = (arrival.arrived as ArrivedModel.Game).game
                assertEquals("Octopus", game.position.name)
                assertEquals(2u, game.turn)
                arrival.session.use { friend -> assertEquals(s.view().stones, friend.view().stones) }
            }
        }
    }

    @Test
    fun aResultIsSharedOnlyAfterTheGame() {
        GameSession.newBuiltin("pyramid", null).use { s ->
            val early = assertThrows(DlException.CannotShare::class.java) {
                s.shareResult("en", ThemeModel.LIGHT, now)
            }
            assertEquals("share_game_not_over", early.code)
            assertNull(s.agreeEnd())
            val payload = s.shareResult("en", ThemeModel.LIGHT, now)
            val message = payload.message as ShareMessageModel.Result
            assertEquals("Pyramid", message.positionName)
            assertNull(message.result.winner)
            assertEquals("Draw 0–0 on Pyramid", payload.english)
            assertEquals(listOf("pyramid-2025-03-04-0905-result.png"), payload.files.map { it.fileName })
            assertTrue(isPng(payload.files[0].bytes))
        }
    }

    @Test
    fun receivingSaysWhatArrivedAndRefusesTheRest() {
        val link = receiveText("dividedloyalties:#wind-wheel")
        assertEquals(3u, (link.arrived as ArrivedModel.Position).position.number)
        link.session.close()
        val pyramid = builtinPositionCsv(7u).lines().drop(1).joinToString("\n")
        val two = receiveFile((builtinPositionCsv(2u) + pyramid).toByteArray())
        val names = (two.arrived as ArrivedModel.PositionFile).positions.map { it.name }
        assertEquals(listOf("Octopus", "Pyramid"), names)
        two.session.use { assertEquals("Octopus", it.view().positionName) }
        val saved = repo.resolve("tests/data/web-version-files/p1_t30.json").readBytes()
        receiveFile(saved).session.use { assertTrue(it.view().stones.isNotEmpty()) }

        val garbage = assertThrows(DlException.Unrecognised::class.java) { receiveFile(byteArrayOf(0, -1, 3)) }
        assertEquals("receive_unrecognised", garbage.code)
        val chat = assertThrows(DlException.InvalidLink::class.java) { receiveText("see you tomorrow") }
        assertEquals("link_bad_prefix", chat.code)
        val page = assertThrows(DlException.InvalidLink::class.java) {
            receiveText("https://game.ywesee.com/parados/divided_loyalties_fr.html#3")
        }
        assertEquals("link_unknown_page", page.code)
    }

    @Test
    fun thePaletteAndThePictureComeFromRust() {
        val light = boardPalette(ThemeModel.LIGHT)
        assertEquals(6, light.stones.size)
        assertEquals(6, light.stoneMarks.size)
        assertEquals(3, light.bridges.size)
        assertEquals(2, light.claims.size)
        assertEquals(255.toUByte(), light.background.a)
        assertFalse(light == boardPalette(ThemeModel.DARK))
        GameSession.newBuiltin("1", null).use { s ->
            assertTrue(isPng(s.picture(256u, ThemeModel.DARK, true)))
            val tooSmall = assertThrows(DlException.CannotShare::class.java) { s.picture(10u, ThemeModel.LIGHT, false) }
            assertEquals("picture_bad_size", tooSmall.code)
            assertEquals(10L, tooSmall.details.number)
        }
    }
}
