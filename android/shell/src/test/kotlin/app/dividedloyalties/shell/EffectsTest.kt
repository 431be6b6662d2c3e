package app.dividedloyalties.shell

import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.Effect
import app.dividedloyalties.ui.HapticKind
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.ShareItem
import java.nio.file.Files
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** Rust's effects reach the carrier's methods; a share's files are written under Rust's names. */
class EffectsTest {
    @Test
    fun openAPositionFileAsksForThePickerWithRustsTypes() {
        val dir = dataDirectory()
        val holder = launch(dir, MainQueue())
        val carrier = RecordingCarrier()
        holder.attach(carrier)
        holder.send(
            Input.Press(Control.NewGame(app.dividedloyalties.ui.GameKind.DIVIDED_LOYALTIES))
        )
        holder.send(Input.Press(Control.OpenPositionFile))
        assertEquals(
            listOf("pick text/csv text/comma-separated-values text/plain"),
            carrier.done.filter { it.startsWith("pick") }
        )
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun sharingThePositionAsCsvWritesTheFileRustNamed() {
        val dir = dataDirectory()
        val holder = launch(dir, MainQueue())
        val carrier = RecordingCarrier()
        holder.attach(carrier)
        holder.startGame()
        holder.send(Input.Press(Control.SharePositionCsv))
        val file = carrier.shared.single()
        assertEquals("up-the-stairs.csv", file.file.name)
        assertEquals("text/csv", file.mime)
        assertTrue(file.file.readText().startsWith("position_id,"))
        assertEquals(carrier.shareFolder, file.file.parentFile)
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun theSettingsLanguageAndAColorBrakeHandReachTheCarrier() {
        val dir = dataDirectory()
        val holder = launch(dir, MainQueue())
        val carrier = RecordingCarrier()
        holder.attach(carrier)
        holder.send(Input.Press(Control.Language("fr")))
        assertTrue(carrier.done.toString(), carrier.done.contains("language fr"))
        assertEquals("fr", holder.screen.language)

        holder.send(Input.Press(Control.NewGame(app.dividedloyalties.ui.GameKind.COLOR_BRAKE)))
        holder.send(Input.Press(Control.StartColorBrake))
        holder.send(Input.Press(Control.ColorBrakeReady))
        assertTrue("the hand is covered: ${carrier.done}", carrier.done.contains("cover true"))
        assertTrue("display on in a game: ${carrier.done}", carrier.done.contains("awake true"))
        holder.send(Input.Back)
        assertEquals("awake false", carrier.done.last { it.startsWith("awake") })
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun aShareKeepsItsFilesInsideTheFolderAndItsTextsOnePerLine() {
        val folder = Files.createTempDirectory("dl-share").toFile()
        Files.createTempFile(folder.toPath(), "old", ".png")
        val (text, files) = writeShare(
            folder,
            listOf(
                ShareItem.Text("a link"),
                ShareItem.File("../../escape.csv", "text/csv", byteArrayOf(1, 2)),
                ShareItem.Text("a message"),
                ShareItem.File("board.png", "image/png", byteArrayOf(3))
            )
        )
        assertEquals("a link\na message", text)
        assertEquals(listOf("file-0", "board.png"), files.map { it.file.name })
        assertEquals(setOf("file-0", "board.png"), folder.list()!!.toSet())
        assertEquals(listOf<Byte>(1, 2), files[0].file.readBytes().toList())
        assertNull(writeShare(folder, emptyList()).first)
        folder.deleteRecursively()
    }

    @Test
    fun theShareIntentsTypeIsTheFilesOneTypeOrAnyForMixedFiles() {
        val csv = SharedFile(java.io.File("a.csv"), "text/csv")
        val png = SharedFile(java.io.File("a.png"), "image/png")
        assertEquals("text/plain", shareMimeType(emptyList()))
        assertEquals("text/csv", shareMimeType(listOf(csv, csv.copy(file = java.io.File("b.csv")))))
        assertEquals("*/*", shareMimeType(listOf(csv, png)))
    }

    @Test
    fun eachEffectGoesToItsMethod() {
        val carrier = RecordingCarrier()
        listOf(
            Effect.Announce("Blue placed", "de"),
            Effect.Haptic(HapticKind.REFUSED),
            Effect.OpenUrl("https://example.org"),
            Effect.SetAppLanguage(null),
            Effect.CoverHidden(false),
            Effect.KeepScreenOn(true),
            Effect.PickFile(listOf("text/csv"))
        ).forEach { carrier.carryOut(it) }
        assertEquals(
            listOf(
                "announce de Blue placed",
                "haptic REFUSED",
                "open https://example.org",
                "language null",
                "cover false",
                "awake true",
                "pick text/csv"
            ),
            carrier.done
        )
    }
}
