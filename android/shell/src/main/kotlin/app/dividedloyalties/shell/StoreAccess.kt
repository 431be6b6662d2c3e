package app.dividedloyalties.shell

import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.StoreException
import app.dividedloyalties.core.StoredGame
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executor
import java.util.concurrent.TimeUnit

/** What the store held when it opened: the files it moved aside and the game to resume. */
class OpenedStore(val movedAside: List<ErrorText>, val current: StoredGame?)

/**
 * The player's store (the Rust `GameStore`) behind one background thread: every call reads or
 * writes the disk, so each runs on [background] in the order it was asked for (one writer,
 * PLATFORMS.md "Persist"), and its result is handed back on [ui]. Tests pass executors that
 * run at once on the calling thread.
 *
 * The store is opened once per process: a second `GameStore` on the same directory is refused
 * (`store_locked`), so the app keeps this object in its `Application`.
 */
class StoreAccess(private val background: Executor, private val ui: Executor) : AutoCloseable {
    // Touched on the background thread only.
    private var store: GameStore? = null

    /**
     * Opens the store in [directory] (created if needed), takes the game that was on screen
     * and the files moved aside; [done] gets them, or why the store could not open. A store
     * opened before (an earlier launch in the same process: the activity was finished and
     * started again) is closed first and opened anew, since it gives the current game once.
     */
    fun open(directory: String, done: (Result<OpenedStore>) -> Unit) = run(
        task = {
            store?.close()
            store = null
            val opened = GameStore.open(directory).also { store = it }
            OpenedStore(
                opened.movedAside().map { ErrorText(it.code, it.details) },
                opened.takeCurrentGame()
            )
        },
        done = done
    )

    /** Runs [task] on the open store; [done] gets its result, or the error (`store_io` when the store did not open). */
    fun <T> use(task: (GameStore) -> T, done: (Result<T>) -> Unit) = run(
        task = { task(store ?: throw notOpen()) },
        done = done
    )

    /** Runs [task] on the background thread after everything asked before, with no result to hand back. */
    fun after(task: () -> Unit) = background.execute(task)

    /** Waits up to [timeoutMillis] for everything asked so far; returns whether it all ran. */
    fun await(timeoutMillis: Long): Boolean {
        val done = CountDownLatch(1)
        background.execute { done.countDown() }
        return done.await(timeoutMillis, TimeUnit.MILLISECONDS)
    }

    /** Closes the store (its lock is released) after everything asked before. */
    override fun close() = background.execute {
        store?.close()
        store = null
    }

    private fun <T> run(task: () -> T, done: (Result<T>) -> Unit) {
        background.execute {
            val result = try {
                Result.success(task())
            } catch (error: Exception) {
                Result.failure(error)
            }
            ui.execute { done(result) }
        }
    }

    private fun notOpen() = StoreException.Files(
        code = STORE_IO,
        path = "",
        limit = null,
        english = "the store is not open"
    )

    private companion object {
        const val STORE_IO = "store_io"
    }
}
