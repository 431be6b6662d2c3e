package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.OpponentModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.StoredGame
import app.dividedloyalties.core.ViewModel
import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.Executor
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit

/**
 * Region cells x 1–4 in rows 1 (S1) and 2 (G1), dots at (5, 1) and (5, 2): the core's own
 * session test position (core/src/session/tests.rs), three rounds.
 */
const val TINY_CSV = """position_id,position_name,row,c0,c1,c2,c3,c4,c5
1,Tiny,0,.,.,.,.,.,.
1,Tiny,1,.,S1,S1,S1,S1,o
1,Tiny,2,.,G1,G1,G1,G1,o
"""

/** A new game on [TINY_CSV]. */
fun tinySession(): GameSession = GameSession.fromCsv(TINY_CSV, 0u, null)

/** Seeds 1, 2, 3 … : games the tests can play again. */
class CountingSeeds : Seeds {
    private var last = 0uL

    override fun next(): ULong = ++last
}

/** Runs every task at once on the calling thread. */
val directExecutor = Executor { it.run() }

/**
 * Keeps the tasks given from any thread until the test runs them on its own thread: the UI
 * thread's queue, or a thinking thread that never gets to run.
 */
class QueueExecutor : Executor {
    private val tasks = LinkedBlockingQueue<Runnable>()

    override fun execute(command: Runnable) {
        tasks.put(command)
    }

    /** How many tasks wait. */
    val waiting: Int
        get() = tasks.size

    /**
     * Runs the tasks as they arrive until [done] holds, failing after [timeoutMillis] (a
     * computation that never answers must not hang the suite).
     */
    fun runUntil(timeoutMillis: Long, done: () -> Boolean) {
        val end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis)
        while (!done()) {
            val left = end - System.nanoTime()
            check(left > 0) { "not done within $timeoutMillis ms" }
            tasks.poll(left, TimeUnit.NANOSECONDS)?.run()
        }
    }
}

/** The cell (x, y). */
fun cell(x: Int, y: Int) = CellPos(x.toUInt(), y.toUInt())

/** A fresh, empty store directory. */
fun storeDirectory(): Path = Files.createTempDirectory("dl-store")

/** The store's files under [directory] (relative paths, sorted), the lock file left out. */
fun storeFiles(directory: Path): List<String> = Files.walk(directory).use { paths ->
    paths.filter { Files.isRegularFile(it) && it.fileName.toString() != ".lock" }
        .map { directory.relativize(it).toString() }
        .sorted()
        .toList()
}

/** The English texts. */
fun englishTexts(): Texts = Texts.forLanguages(listOf("en"))

/**
 * Reads the current game of the store in [directory] with a store of its own (the store the
 * app uses must be closed first: one store per directory), as its saved game.
 */
fun currentGameIn(directory: Path): String? = GameStore.open(directory.toString()).use { store ->
    when (val game = store.takeCurrentGame()) {
        is StoredGame.DividedLoyalties -> game.session.use { it.saveGame() }
        is StoredGame.Discorder -> game.session.use { it.saveGame() }
        is StoredGame.ColorBrake -> game.session.use { it.saveGame() }
        null -> null
    }
}

/** The write listener of the tests: counts the writes and keeps the failures. */
class CountingListener : WriteListener {
    /** How many writes succeeded. */
    var written = 0

    /** Every failure, in order. */
    val failures = mutableListOf<ErrorText>()

    override fun written() {
        written++
    }

    override fun failed(error: ErrorText) {
        failures += error
    }
}

/**
 * A real store in a fresh directory, its writes done at once on the calling thread, with the
 * one writer, which has started [game] in it: what every controller's tests stand on.
 */
open class StoreHarness(game: CurrentGame) : AutoCloseable {
    /** The store's directory. */
    val directory: Path = storeDirectory()

    /** The store's thread: the calling one. */
    val access = StoreAccess(directExecutor, directExecutor)

    /** The writes the writer reported. */
    val writes = CountingListener()

    /** The one writer. */
    val writer = GameWriter(access, writes)

    init {
        access.open(directory.toString()) { it.getOrThrow() }
        writer.start(game)
    }

    /** Closes the game and the store, then reads back the game the store keeps as current. */
    fun storedGame(): String? {
        close()
        return currentGameIn(directory)
    }

    private val first = mutableListOf<AutoCloseable>()

    /** [controller], closed before the store is. */
    protected fun <T : AutoCloseable> closing(controller: T): T = controller.also { first += it }

    /** Closes the controllers, then the store. */
    override fun close() {
        first.forEach { it.close() }
        access.close()
    }
}

/**
 * A controller on [session] over a real store in a fresh directory (its writes done at once
 * on the calling thread), with the game started in the store; records its updates. The
 * computer thinks on [thinking] and answers on [ui] (at once on the calling thread by default).
 */
class ControllerHarness(
    session: GameSession = tinySession(),
    thinking: Executor = directExecutor,
    ui: Executor = directExecutor
) : StoreHarness(CurrentGame.DividedLoyalties(session)) {
    /** Every update the controller published, in order. */
    val updates = mutableListOf<GameUpdate>()
    private var clock = 0L

    /** The controller under test. */
    val controller = closing(
        GameController(session, writer, DOUBLE_TAP_MILLIS, thinking, ui) { updates += it }
    )

    /** A single tap on the centre of cell (x, y), long after the previous one. */
    fun tap(x: Int, y: Int) {
        clock += 10 * DOUBLE_TAP_MILLIS
        controller.touch(x + 0.5f, y + 0.5f, clock)
    }

    /** A double tap on the centre of cell (x, y): two taps 100 ms apart. */
    fun doubleTap(x: Int, y: Int) {
        tap(x, y)
        clock += 100
        controller.touch(x + 0.5f, y + 0.5f, clock)
    }

    /** Selects [color], taps (x, y) and ends the turn, which must end. */
    fun turn(color: StoneColor, x: Int, y: Int) {
        controller.selectColor(color)
        tap(x, y)
        controller.endTurn()
        check(controller.question == null) { "the turn did not end: ${controller.question}" }
    }

    companion object {
        /** The double-tap timeout of the tests (Android's default is 300 ms). */
        const val DOUBLE_TAP_MILLIS = 300L
    }
}

/**
 * The app's flow over a real store in [directory] (a fresh one by default), every task run at
 * once on the calling thread (the computer's thinking on [thinking]), launched; records how
 * often it told the screen to repaint.
 */
class FlowHarness(
    val directory: Path = storeDirectory(),
    thinking: Executor = directExecutor,
    seeds: Seeds = CountingSeeds()
) : AutoCloseable {
    /** The store's thread: the calling one. */
    val access = StoreAccess(directExecutor, directExecutor)

    /** How many times the flow said it changed. */
    var changes = 0

    /** The flow under test, launched. */
    val app = AppFlow(
        access,
        directExecutor,
        thinking,
        directExecutor,
        DOUBLE_TAP_MILLIS,
        seeds,
        GameListeners({}, {}, {}),
        { changes++ }
    )

    init {
        app.launch(directory.toString())
    }

    /**
     * Starts a new game on the built-in [slug] with [rounds] sets (its default when `null`),
     * against [opponent] when given.
     */
    fun startBuiltin(slug: String, rounds: UByte? = null, opponent: OpponentModel? = null) =
        app.startPosition(app.positions.first { it.position.slug == slug }, rounds, opponent)

    /** Places one stone of the selected colour on the first free region cell (R4.1). */
    fun playOneStone() {
        val game = app.game!!
        game.placeSelected(freeRegionCell(game.frame))
        check(game.frame.cells.count { it.stone != null } == 1) { "one stone placed" }
    }

    /** The saved games' and the history's position names, as listed now. */
    fun lists(): Pair<List<String?>, List<String?>> {
        app.showSavedGames()
        return app.savedGames!!.entries.map { it.positionName } to
            app.finishedGames!!.entries.map { it.positionName }
    }

    /** Writes the game if it moved, closes the flow and the store (the process ends). */
    override fun close() {
        app.onStop(1_000)
        app.close()
        access.close()
    }

    private companion object {
        const val DOUBLE_TAP_MILLIS = 300L
    }
}

/** The first region cell without a stone. */
fun freeRegionCell(frame: ViewModel): CellPos =
    frame.cells.first { it.region != null && it.stone == null }.let { CellPos(it.x, it.y) }

/** The link of the built-in [slug]'s position. */
fun builtinLink(slug: String): String =
    GameSession.newBuiltin(slug, null).use { it.positionLink()!! }
