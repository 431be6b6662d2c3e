package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.StoneColor
import java.util.concurrent.Executor

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

/** Runs every task at once on the calling thread. */
val directExecutor = Executor { it.run() }

/** The cell (x, y). */
fun cell(x: Int, y: Int) = CellPos(x.toUInt(), y.toUInt())

/** A [GameStore] in memory that records every call. */
class MemoryStore(var current: String? = null) : GameStore {
    /** Every current game written, in order. */
    val writes = mutableListOf<String>()

    /** Every game that was current when a replacement came, in order. */
    val kept = mutableListOf<String>()

    /** How many unreadable files were set aside. */
    var setAside = 0

    /** When set, the next writes throw it. */
    var failure: Exception? = null

    override fun readCurrentGame(): String? = current

    override fun writeCurrentGame(savedGame: String) {
        failure?.let { throw it }
        writes += savedGame
        current = savedGame
    }

    override fun replaceCurrentGame(savedGame: String) {
        failure?.let { throw it }
        current?.let { kept += it }
        writes += savedGame
        current = savedGame
    }

    override fun setAsideUnreadableCurrentGame() {
        setAside++
        current = null
    }
}

/** A controller on [session] writing to [store] at once, recording its updates. */
class ControllerHarness(
    session: GameSession = tinySession(),
    val store: MemoryStore = MemoryStore()
) : AutoCloseable {
    /** Every update the controller published, in order. */
    val updates = mutableListOf<GameUpdate>()
    private var clock = 0L

    /** The controller under test. */
    val controller =
        GameController(session, GameSaver(store, directExecutor), DOUBLE_TAP_MILLIS) {
            updates +=
                it
        }

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

    override fun close() = controller.close()

    companion object {
        /** The double-tap timeout of the tests (Android's default is 300 ms). */
        const val DOUBLE_TAP_MILLIS = 300L
    }
}
