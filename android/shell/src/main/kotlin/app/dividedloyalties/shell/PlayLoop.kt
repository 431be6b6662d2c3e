package app.dividedloyalties.shell

import java.util.concurrent.Executor
import java.util.concurrent.atomic.AtomicBoolean

/** One event of a game of Discorder or Color Brake ABAB, with the haptic it plays and what it flashes (if any). */
data class PlayFeedback<E>(
    /** The event, numbered by the session. */
    val event: E,
    /** A short buzz for a refusal; `null` for the others. */
    val haptic: Haptic?,
    /** The cell or edge a refusal flashes on the board; `null` for the others. */
    val flash: BoardFlash?
)

/**
 * What the screen of a game of Discorder or Color Brake ABAB shows after an input or the
 * computer's action: the [frame], the [feedback] to play (refusals buzz and are announced with
 * the refusal's text), and whether the computer is [computing].
 */
data class PlayUpdate<F, E>(
    val frame: F,
    val feedback: List<PlayFeedback<E>>,
    val computing: Boolean
)

/** Told after every input and every computer's action of a game of Discorder or Color Brake ABAB. */
fun interface PlayListener<F, E> {
    /** The screen shows [update] now. */
    fun updated(update: PlayUpdate<F, E>)
}

/**
 * What [PlayLoop] needs of one session of Discorder or Color Brake ABAB: its frame and the
 * frame's revision, its events, and its computer opponent.
 */
interface Playable<F, E> {
    /** The session as the store writes it. */
    val game: CurrentGame

    /** The frame to paint now. */
    fun view(): F

    /** [frame]'s revision: it moves exactly when the saved game changes. */
    fun revisionOf(frame: F): ULong

    /** The session's events since the last call. */
    fun takeEvents(): List<E>

    /** The haptic [event] plays: the refusal buzz, or none. */
    fun hapticOf(event: E): Haptic?

    /** What [event] flashes on the board: a refusal's cell or edge, or nothing. */
    fun flashOf(event: E): BoardFlash?

    /** Whether the computer is to move now (the session refuses the player's inputs then). */
    fun computerToMove(): Boolean

    /** The computer plays its action (on the background executor). */
    fun playComputer()
}

/**
 * The part the game screens of Discorder and Color Brake ABAB share, on the UI thread: keeps
 * the current [frame], turns each input's events into [PlayFeedback], asks the [writer] to
 * write the game exactly when the frame's revision moved, and, while the game is [resume]d
 * (on screen, in the foreground) and the session says the computer is to move, lets it play
 * on [thinking], one action at a time, each answered on [ui] (these computers are quick:
 * nothing is cancelled, but nothing runs on the UI thread). The loop ends where the game is
 * bounded: every computer's action is one action of a finite game.
 */
class PlayLoop<F : Any, E : Any>(
    private val play: Playable<F, E>,
    private val writer: GameWriter,
    private val thinking: Executor,
    private val ui: Executor,
    private val listener: PlayListener<F, E>
) {
    private val closed = AtomicBoolean(false)
    private var active = false

    /** Whether the computer is playing its action now. */
    var computing: Boolean = false
        private set

    /** Whether the session is still the screen's (not handed to the writer to close). */
    val open: Boolean
        get() = !closed.get()

    /** The frame on screen now. */
    var frame: F = play.view()
        private set

    private var savedRevision: ULong = play.revisionOf(frame)

    /** Runs the player's [input] on the session, then shows what it did (and lets the computer answer). */
    fun act(input: () -> Unit) {
        if (closed.get()) return
        input()
        publish()
        askComputer()
    }

    /** Shows the frame again without an input (a choice kept by the controller changed). */
    fun repaint() {
        if (!closed.get()) listener.updated(PlayUpdate(frame, emptyList(), computing))
    }

    /** The game is on screen in the foreground: the computer plays if it is to move. */
    fun resume() {
        active = true
        askComputer()
    }

    /** The app goes to the background: the computer's action under way ends, no other starts. */
    fun pause() {
        active = false
    }

    /** Asks the writer to write the game if it moved since the last write. */
    fun save() = writer.save(play.game)

    /** Hands the session to the writer, which closes it after the writes asked before. */
    fun close() {
        if (!closed.compareAndSet(false, true)) return
        active = false
        writer.retire(play.game)
    }

    private fun publish() {
        val feedback = play.takeEvents().map {
            PlayFeedback(it, play.hapticOf(it), play.flashOf(it))
        }
        frame = play.view()
        val revision = play.revisionOf(frame)
        if (revision != savedRevision) {
            savedRevision = revision
            writer.save(play.game)
        }
        listener.updated(PlayUpdate(frame, feedback, computing))
    }

    private fun askComputer() {
        if (!active || closed.get() || computing || !play.computerToMove()) return
        computing = true
        listener.updated(PlayUpdate(frame, emptyList(), computing))
        thinking.execute {
            if (!closed.get()) {
                try {
                    play.playComputer()
                } catch (_: IllegalStateException) {
                    // The session was closed (the game left the screen) before the call began.
                }
            }
            ui.execute { answered() }
        }
    }

    private fun answered() {
        computing = false
        if (closed.get()) return
        publish()
        askComputer()
    }
}
