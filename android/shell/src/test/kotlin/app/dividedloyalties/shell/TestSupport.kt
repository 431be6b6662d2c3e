package app.dividedloyalties.shell

import app.dividedloyalties.ui.Body
import app.dividedloyalties.ui.CellAction
import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.GameModel
import app.dividedloyalties.ui.Input
import java.io.File
import java.nio.file.Files
import java.util.concurrent.Executor
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit

/**
 * The main thread of a test: keeps the tasks given from any thread (the listener's hops) until
 * the test runs them on its own thread.
 */
class MainQueue : Executor {
    private val tasks = LinkedBlockingQueue<Runnable>()

    override fun execute(command: Runnable) {
        tasks.put(command)
    }

    /** Runs the tasks as they arrive until [done] holds; fails after [timeoutMillis]. */
    fun runUntil(timeoutMillis: Long = 10_000, done: () -> Boolean) {
        val end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis)
        while (!done()) {
            val left = end - System.nanoTime()
            check(left > 0) { "not done within $timeoutMillis ms" }
            tasks.poll(left, TimeUnit.NANOSECONDS)?.run()
        }
    }

    /** Runs the tasks waiting now. */
    fun drain() {
        while (true) tasks.poll()?.run() ?: return
    }
}

/** A fresh, empty data directory. */
fun dataDirectory(): File = Files.createTempDirectory("dl-shell").toFile()

/** The real app launched on [dir] in English, light, with a double-tap timeout of 300 ms. */
fun launch(dir: File, main: MainQueue, languages: List<String> = listOf("en")): AppHolder =
    AppHolder.launch(dir.path, languages, 300, false, main)

/** The game screen's model; fails naming the screen shown instead. */
fun AppHolder.game(): GameModel =
    (screen.body as? Body.Game)?.model ?: error("not the game screen: ${screen.route}")

/** Starts a game of Divided Loyalties on the built-in "up-the-stairs" (16 × 17). */
fun AppHolder.startGame() = send(Input.Press(Control.StartPosition("up-the-stairs")))

/** Places the selected colour by TalkBack's action on the first cell that takes it; the cell. */
fun AppHolder.placeAnywhere(): Pair<UInt, UInt> {
    val before = game().board.stones.size
    for (cell in game().board.cells.filter { c ->
        c.actions.any { it.action == CellAction.PLACE }
    }) {
        send(Input.Cell(cell.x, cell.y, CellAction.PLACE))
        if (game().board.stones.size > before) return cell.x to cell.y
    }
    error("no cell takes a stone")
}

/** Remembers every effect carried out, by kind, writing shares into a temporary folder. */
class RecordingCarrier : EffectCarrier {
    /** What was carried out, in order, as readable lines. */
    val done = mutableListOf<String>()

    /** The files of the last share. */
    var shared: List<SharedFile> = emptyList()

    override val shareFolder: File = Files.createTempDirectory("dl-share").toFile()

    override fun share(text: String?, files: List<SharedFile>) {
        shared = files
        done += "share ${text ?: ""} ${files.joinToString { it.file.name + " " + it.mime }}"
    }

    override fun announce(text: String, language: String) {
        done += "announce $language $text"
    }

    override fun haptic(kind: app.dividedloyalties.ui.HapticKind) {
        done += "haptic $kind"
    }

    override fun openUrl(url: String) {
        done += "open $url"
    }

    override fun setAppLanguage(tag: String?) {
        done += "language $tag"
    }

    override fun coverHidden(on: Boolean) {
        done += "cover $on"
    }

    override fun keepScreenOn(on: Boolean) {
        done += "awake $on"
    }

    override fun pickFile(mimeTypes: List<String>) {
        done += "pick ${mimeTypes.joinToString(" ")}"
    }
}
