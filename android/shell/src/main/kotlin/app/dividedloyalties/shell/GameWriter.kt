package app.dividedloyalties.shell

import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.OpenedGameModel
import app.dividedloyalties.core.PreviousModel
import java.util.Collections
import java.util.IdentityHashMap

/** Told, on the UI thread, how the writes of the current game went. */
interface WriteListener {
    /** The game on screen is on the disk as it is now (a failure shown before is over). */
    fun written()

    /** Writing the game on screen failed with [error]; the next change or `onStop` tries again. */
    fun failed(error: ErrorText)
}

/**
 * The one writer of the current game (SCREENS.md "Lifecycle"), of whichever game of the
 * collection it is: every write goes through the store's background thread in the order
 * asked. It knows which session the store holds as the current game, so that a game the store
 * has not taken yet (its start failed) is started again at the next write rather than refused,
 * and a session is closed only after the writes asked before its replacement ran.
 *
 * A write happens when the session's revision moved since the last write, and not otherwise
 * (bindings README, step 6): [save] may be asked as often as wanted (after every input, in
 * `onStop`); saves asked while one is waiting collapse into it, and it writes the session as
 * it is when it runs.
 */
class GameWriter(private val access: StoreAccess, private val listener: WriteListener) {
    // The two below are touched on the store's background thread only.
    private var current: AutoCloseable? = null
    private var writtenRevision: ULong? = null

    private val waiting: MutableSet<AutoCloseable> =
        Collections.synchronizedSet(Collections.newSetFromMap(IdentityHashMap()))

    /** Makes [game] the current game (a new game, a rematch, a received game); [done] learns where the previous one went. */
    fun start(game: CurrentGame, done: (PreviousModel) -> Unit = {}) = access.use(
        task = { store -> startNow(store, game) },
        done = { result ->
            result.fold({
                listener.written()
                done(it)
            }, ::fail)
        }
    )

    /** Takes [game] as the current game the store already holds (the game resumed at launch). */
    fun adopt(game: CurrentGame) = access.after {
        current = game.session
        writtenRevision = game.revision()
    }

    /** Opens saved game [id] as the current game (the current one goes to Saved games); [done] gets it. */
    fun openSaved(id: String, done: (Result<OpenedGameModel>) -> Unit) = access.use(
        task = { store ->
            store.openSaved(id).also { opened ->
                val game = opened.game.current()
                current = game.session
                writtenRevision = game.revision()
            }
        },
        done = done
    )

    /** Writes [game] if its revision moved since the last write. */
    fun save(game: CurrentGame) {
        if (!waiting.add(game.session)) return
        access.use(
            task = { store ->
                waiting.remove(game.session)
                val revision = game.revision()
                when {
                    current !== game.session -> {
                        startNow(store, game)
                        true
                    }

                    revision == writtenRevision -> false

                    else -> {
                        game.saveIn(store)
                        writtenRevision = revision
                        true
                    }
                }
            },
            done = { result -> result.fold({ wrote -> if (wrote) listener.written() }, ::fail) }
        )
    }

    /** Closes [game]'s session once the writes asked before have run (the game left the screen). */
    fun retire(game: CurrentGame) = access.after {
        if (current === game.session) current = null
        game.session.close()
    }

    /** Waits up to [timeoutMillis] for the writes asked so far (`onStop`); returns whether they all ran. */
    fun flush(timeoutMillis: Long): Boolean = access.await(timeoutMillis)

    private fun startNow(store: GameStore, game: CurrentGame): PreviousModel {
        val revision = game.revision()
        val previous = game.startIn(store)
        current = game.session
        writtenRevision = revision
        return previous
    }

    private fun fail(error: Throwable) = listener.failed(ErrorText.of(error))
}
