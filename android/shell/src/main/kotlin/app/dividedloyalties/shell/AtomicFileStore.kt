package app.dividedloyalties.shell

import java.io.IOException
import java.nio.ByteBuffer
import java.nio.channels.FileChannel
import java.nio.charset.StandardCharsets
import java.nio.file.AtomicMoveNotSupportedException
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.StandardCopyOption
import java.nio.file.StandardOpenOption

/**
 * The interim [GameStore] until the dl-app store is exported (phase 2): the current game in
 * one file of [directory] (the app's `filesDir/store`), written atomically (temporary file,
 * fsync, rename, fsync of the directory, PLATFORMS.md "Persist"). A replaced game and an
 * unreadable file are moved to `kept/` under a new name, never overwritten or deleted.
 */
class AtomicFileStore(
    private val directory: Path,
    private val clock: () -> Long = System::currentTimeMillis
) : GameStore {
    private val current: Path = directory.resolve(CURRENT)
    private val kept: Path = directory.resolve(KEPT)

    override fun readCurrentGame(): String? {
        if (!Files.isRegularFile(current)) return null
        val size = Files.size(current)
        if (size > MAX_CURRENT_GAME_BYTES) throw IOException("$current holds $size bytes: too many")
        return String(Files.readAllBytes(current), StandardCharsets.UTF_8)
    }

    override fun writeCurrentGame(savedGame: String) {
        Files.createDirectories(directory)
        val temporary = directory.resolve("$CURRENT.tmp")
        FileChannel.open(
            temporary,
            StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING,
            StandardOpenOption.WRITE
        ).use { channel ->
            val bytes = ByteBuffer.wrap(savedGame.toByteArray(StandardCharsets.UTF_8))
            while (bytes.hasRemaining()) channel.write(bytes)
            channel.force(true)
        }
        moveAtomically(temporary, current)
        syncDirectory()
    }

    override fun replaceCurrentGame(savedGame: String) {
        keep("replaced")
        writeCurrentGame(savedGame)
    }

    override fun setAsideUnreadableCurrentGame() {
        keep("unreadable")
    }

    /** The files moved aside so far, oldest first (for tests and a future "recover" screen). */
    fun keptFiles(): List<Path> {
        if (!Files.isDirectory(kept)) return emptyList()
        return Files.list(kept).use { files -> files.sorted().toList() }
    }

    private fun keep(reason: String) {
        if (!Files.exists(current)) return
        Files.createDirectories(kept)
        val stamp = clock()
        var target = kept.resolve("$reason-$stamp.json")
        var n = 1
        while (Files.exists(target)) target = kept.resolve("$reason-$stamp-${n++}.json")
        moveAtomically(current, target)
        syncDirectory()
    }

    private fun moveAtomically(from: Path, to: Path) {
        try {
            Files.move(
                from,
                to,
                StandardCopyOption.ATOMIC_MOVE,
                StandardCopyOption.REPLACE_EXISTING
            )
        } catch (_: AtomicMoveNotSupportedException) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING)
        }
    }

    private fun syncDirectory() {
        // A directory opened for reading can be fsynced on Linux (Android); where it cannot,
        // the rename is still atomic, only its durability after a power cut is weaker.
        try {
            FileChannel.open(directory, StandardOpenOption.READ).use { it.force(true) }
        } catch (_: IOException) {
        }
    }

    private companion object {
        const val CURRENT = "current-game.json"
        const val KEPT = "kept"

        /** Larger than any saved game the Rust side accepts (1 MiB); a bigger file is refused unread. */
        const val MAX_CURRENT_GAME_BYTES = 4L shl 20
    }
}
