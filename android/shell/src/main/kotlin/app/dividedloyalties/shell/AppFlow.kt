package app.dividedloyalties.shell

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import java.io.IOException

/** Something the app tells the player once (a snackbar): why a game could not be opened or kept. */
sealed interface Notice {
    /** A received link or file, or the stored game, could not become a game. */
    class CannotOpen(val error: DlException) : Notice

    /** The stored game could not be read from the disk; it was set aside, not overwritten. */
    class StoreUnreadable(val error: IOException) : Notice

    /** A received file could not be read (the sending app withdrew it, or it vanished). */
    class CannotRead(val error: Exception) : Notice
}

/** What [AppFlow.readStored] found on the disk: the stored game's JSON, or why it could not be read. */
class StoredGame(val json: String?, val error: IOException?)

/** Told whenever the app's state changed: repaint from [AppFlow]'s properties. */
fun interface AppListener {
    /** Something in the flow changed. */
    fun changed()
}

/**
 * The app above the game screen: the launch (straight back into the stored game, or the
 * new-game screen on a first launch), starting games, the preview card of received links and
 * files (never replacing the game on screen without the player's yes), and the screens' back
 * stack. One [saver] writes every game, in order. Use it from the UI thread, except
 * [readStored], which reads the disk.
 */
class AppFlow(
    private val store: GameStore,
    private val saver: GameSaver,
    private val router: ReceivingRouter,
    private val doubleTapTimeoutMillis: Long,
    private val gameListener: GameListener,
    private val listener: AppListener
) : AutoCloseable {
    /** The screens. */
    val navigation = Navigation(Screen.NEW_GAME)

    /** The game on the game screen, once there is one. */
    var game: GameController? = null
        private set

    /** A received game waiting for the player's yes or no on the preview card. */
    var preview: GameSession? = null
        private set

    /** A message to show once, then [dismissNotice]. */
    var notice: Notice? = null
        private set

    /** Reads the stored game from the disk: call it off the UI thread, then [launch] with it. */
    fun readStored(): StoredGame = try {
        StoredGame(store.readCurrentGame(), null)
    } catch (error: IOException) {
        StoredGame(null, error)
    }

    /**
     * Shows the [stored] game, if any; otherwise the new-game screen (SCREENS.md "Launch"). A
     * stored game that cannot be read or opened is set aside (never overwritten) and explained.
     */
    fun launch(stored: StoredGame = readStored()) {
        stored.error?.let { error ->
            setAside()
            notice = Notice.StoreUnreadable(error)
        }
        val json = stored.json
        if (json != null) {
            try {
                show(GameSession.fromSavedGame(json))
            } catch (error: DlException) {
                setAside()
                notice = Notice.CannotOpen(error)
            }
        }
        listener.changed()
    }

    /** Starts [session] as the game on screen; the store keeps the game it replaces. */
    fun start(session: GameSession) {
        saver.replace(Snapshot(session.revision(), session.saveGame()))
        show(session)
        listener.changed()
    }

    /** A link, file or text arrived: shows its preview card, or why it cannot be opened. */
    fun receive(incoming: Incoming) {
        when (val received = router.open(incoming)) {
            is Received.Game -> {
                preview?.close()
                preview = received.session
            }

            is Received.Refused -> notice = Notice.CannotOpen(received.error)
        }
        listener.changed()
    }

    /** The player's answer on the preview card: yes starts the received game, no discards it. */
    fun answerPreview(open: Boolean) {
        val session = preview ?: return
        preview = null
        if (open) {
            start(session)
        } else {
            session.close()
            listener.changed()
        }
    }

    /** A received file could not be read: says so. */
    fun cannotRead(error: Exception) {
        notice = Notice.CannotRead(error)
        listener.changed()
    }

    /** A new game on the position of the game on screen, with the same number of sets (SCREENS.md "Rematch"). */
    fun rematch() {
        val current = game ?: return
        val frame = current.frame
        val rounds = frame.blue.sets.toUByte()
        try {
            start(GameSession.fromCsv(current.positionCsv(), 0u, rounds))
        } catch (error: DlException) {
            notice = Notice.CannotOpen(error)
            listener.changed()
        }
    }

    /** The notice was shown. */
    fun dismissNotice() {
        notice = null
        listener.changed()
    }

    /** The app goes to the background: writes what is not written yet (bounded wait). */
    fun onStop(timeoutMillis: Long): Boolean = saver.flush(timeoutMillis)

    /** Frees the sessions. */
    override fun close() {
        game?.close()
        preview?.close()
        game = null
        preview = null
    }

    private fun show(session: GameSession) {
        game?.close()
        game = GameController(session, saver, doubleTapTimeoutMillis, gameListener)
        navigation.reset(Screen.GAME)
    }

    private fun setAside() {
        try {
            store.setAsideUnreadableCurrentGame()
        } catch (_: IOException) {
            // It stays where it is: the store sets it aside again before the next game replaces it.
        }
    }
}
