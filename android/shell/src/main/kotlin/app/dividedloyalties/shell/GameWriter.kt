package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.OpenedGameModel
import app.dividedloyalties.core.PreviousModel
import app.dividedloyalties.core.StoredGame
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
 * The one writer of the current game (SCREENS.md "Lifecycle"): every write goes through the
 * store's background thread in the order asked. It knows which session the store holds as
 * the current game, so that a game the store has not taken yet (its start failed) is started
 * again at the next write rather than refused, and a session is closed only after the writes
 * asked before its replacement ran.
 *
 * A write happens when the session's revision moved since the last write, and not otherwise
 * (bindings README, step 6): [save] may be asked as often as wanted (after every input, in
 * `onStop`); saves asked while one is waiting collapse into it, and it writes the session as
 * it is when it runs.
 */
class GameWriter(private val access: StoreAccess, private val listener: WriteListener) {
    // The two below are touched on the store's background thread only.
    private var current: GameSession? = null
    private var writtenRevision: ULong? = null

    private val waiting: MutableSet<GameSession> =
        Collections.synchronizedSet(Collections.newSetFromMap(IdentityHashMap()))

    /** Makes [session] the current game (a new game, a rematch, a received game); [done] learns where the previous one went. */
    fun start(session: GameSession, done: (PreviousModel) -> Unit = {}) = access.use(
        task = { store -> startNow(store, session) },
        done = { result ->
            result.fold({
                listener.written()
                done(it)
            }, ::fail)
        }
    )

    /** Takes [session] as the current game the store already holds (the game resumed at launch). */
    fun adopt(session: GameSession) = access.after {
        current = session
        writtenRevision = session.revision()
    }

    /** Opens saved game [id] as the current game (the current one goes to Saved games); [done] gets it. */
    fun openSaved(id: String, done: (Result<OpenedGameModel>) -> Unit) = access.use(
        task = { store ->
            store.openSaved(id).also { opened ->
                val game = opened.game
                current = (game as? StoredGame.DividedLoyalties)?.session
                writtenRevision = current?.revision()
            }
        },
        done = done
    )

    /** Writes [session] if its revision moved since the last write. */
    fun save(session: GameSession) {
        if (!waiting.add(session)) return
        access.use(
            task = { store ->
                waiting.remove(session)
                val revision = session.revision()
                when {
                    current !== session -> {
                        startNow(store, session)
                        true
                    }

                    revision == writtenRevision -> false

                    else -> {
                        store.saveCurrent(session)
                        writtenRevision = revision
                        true
                    }
                }
            },
            done = { result -> result.fold({ wrote -> if (wrote) listener.written() }, ::fail) }
        )
    }

    /** Closes [session] once the writes asked before have run (the game left the screen). */
    fun retire(session: GameSession) = access.after {
        if (current === session) current = null
        session.close()
    }

    /** Waits up to [timeoutMillis] for the writes asked so far (`onStop`); returns whether they all ran. */
    fun flush(timeoutMillis: Long): Boolean = access.await(timeoutMillis)

    private fun startNow(store: GameStore, session: GameSession): PreviousModel {
        val revision = session.revision()
        val previous = store.startGame(session)
        current = session
        writtenRevision = revision
        return previous
    }

    private fun fail(error: Throwable) = listener.failed(ErrorText.of(error))
}
