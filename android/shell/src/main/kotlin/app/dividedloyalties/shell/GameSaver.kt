package app.dividedloyalties.shell

import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executor
import java.util.concurrent.TimeUnit

/** One state of a game to write: its revision (for logs and tests) and its saved-game JSON. */
data class Snapshot(val revision: ULong, val savedGame: String)

/** Told when writing the current game failed, so the app can say so; the write is tried again at the next change or in `onStop`. */
fun interface SaveFailureListener {
    /** Writing [snapshot] failed with [error]. */
    fun saveFailed(snapshot: Snapshot, error: Exception)
}

/**
 * The one writer of the current game: performs the writes on [executor] (a single background
 * thread in the app, the calling thread in tests) in the order they were asked for. Successive
 * updates of one game collapse into the newest; a replacement (another game becomes current)
 * is never merged into the updates before it, so the game it replaces is kept with its last
 * state. A failed write stays first in line and is tried again by the next [update],
 * [replace] or [flush].
 */
class GameSaver(
    private val store: GameStore,
    private val executor: Executor,
    private val onFailure: SaveFailureListener = SaveFailureListener { _, _ -> }
) {
    private class Write(val replaces: Boolean, val snapshot: Snapshot)

    private val lock = Any()
    private val queue = ArrayDeque<Write>()
    private var inFlight: Write? = null
    private var scheduled = false

    /** Whether a write is waiting (or failed and waits for a retry). */
    val hasPending: Boolean
        get() = synchronized(lock) { queue.isNotEmpty() }

    /** Writes [snapshot] as the new state of the current game. */
    fun update(snapshot: Snapshot) {
        synchronized(lock) {
            val last = queue.lastOrNull()
            if (last != null && last !== inFlight) {
                // Not started yet: the newer state takes its place (a replacement stays one).
                queue.removeLast()
                queue.addLast(Write(last.replaces, snapshot))
            } else {
                queue.addLast(Write(false, snapshot))
            }
        }
        schedule()
    }

    /** Makes [snapshot] the current game in place of another one, which the store keeps. */
    fun replace(snapshot: Snapshot) {
        synchronized(lock) { queue.addLast(Write(true, snapshot)) }
        schedule()
    }

    /**
     * Writes what is queued and waits up to [timeoutMillis] for it (the activity's `onStop`);
     * returns whether everything was written.
     */
    fun flush(timeoutMillis: Long): Boolean {
        val done = CountDownLatch(1)
        schedule()
        executor.execute { done.countDown() }
        return done.await(timeoutMillis, TimeUnit.MILLISECONDS) && !hasPending
    }

    private fun schedule() {
        synchronized(lock) {
            if (scheduled || queue.isEmpty()) return
            scheduled = true
        }
        executor.execute(::drain)
    }

    private fun drain() {
        while (true) {
            val write = synchronized(lock) {
                inFlight = queue.firstOrNull()
                if (inFlight == null) scheduled = false
                inFlight
            } ?: return
            val failure = try {
                if (write.replaces) {
                    store.replaceCurrentGame(write.snapshot.savedGame)
                } else {
                    store.writeCurrentGame(write.snapshot.savedGame)
                }
                null
            } catch (error: Exception) {
                error
            }
            synchronized(lock) {
                inFlight = null
                if (failure == null) {
                    queue.removeFirst()
                } else {
                    scheduled = false
                }
            }
            if (failure != null) {
                onFailure.saveFailed(write.snapshot, failure)
                return
            }
        }
    }
}
