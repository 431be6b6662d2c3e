package app.dividedloyalties.shell

import java.io.IOException
import java.nio.file.Files
import java.nio.file.Path
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test

/** The interim store: atomic writes, and nothing ever overwritten that was not read back first. */
class AtomicFileStoreTest {
    private val dir: Path = Files.createTempDirectory("dl-store")
    private var now = 1_000L
    private val store = AtomicFileStore(dir.resolve("store")) { now }

    @After
    fun removeTheDirectory() {
        dir.toFile().deleteRecursively()
    }

    @Test
    fun aWrittenGameReadsBackAndNoTemporaryFileIsLeft() {
        assertNull(store.readCurrentGame())
        store.writeCurrentGame("""{"game":1}""")
        store.writeCurrentGame("""{"game":2}""")
        assertEquals("""{"game":2}""", store.readCurrentGame())
        val files = Files.list(dir.resolve("store")).use {
            it.map { f -> f.fileName.toString() }.toList()
        }
        assertEquals(listOf("current-game.json"), files)
    }

    @Test
    fun aReplacementAndAnUnreadableFileAreKeptAsideNeverOverwritten() {
        store.writeCurrentGame("first")
        store.replaceCurrentGame("second")
        now += 1
        store.setAsideUnreadableCurrentGame()
        assertNull(store.readCurrentGame())
        store.writeCurrentGame("third")
        now -= 1 // the same time stamp twice: a new name, not an overwrite
        store.replaceCurrentGame("fourth")
        val kept = store.keptFiles().map {
            it.fileName.toString() to String(Files.readAllBytes(it))
        }
        assertEquals(
            listOf(
                "replaced-1000-1.json" to "third",
                "replaced-1000.json" to "first",
                "unreadable-1001.json" to "second"
            ),
            kept
        )
        assertEquals("fourth", store.readCurrentGame())
    }

    @Test
    fun aHugeFileIsRefusedUnread() {
        Files.createDirectories(dir.resolve("store"))
        Files.write(dir.resolve("store/current-game.json"), ByteArray(5 shl 20))
        assertThrows(IOException::class.java) { store.readCurrentGame() }
        assertTrue(Files.exists(dir.resolve("store/current-game.json")))
    }
}
