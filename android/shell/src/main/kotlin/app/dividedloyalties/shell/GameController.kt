package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.ComputerTurnModel
import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ViewModel
import java.util.concurrent.Executor

/**
 * What changed after an input or a computed turn: the frame to paint, the open question, the
 * feedback to play, and what is being computed in the background.
 */
data class GameUpdate(
    val frame: ViewModel,
    val question: Question?,
    val feedback: List<Feedback>,
    val thinking: Thinking = Thinking.NONE
)

/** Told after every input the controller handled. */
fun interface GameListener {
    /** The screen shows [update] now. */
    fun updated(update: GameUpdate)
}

/**
 * The game screen's logic over one [session], on the UI thread: turns touches, chips and
 * buttons into session calls, keeps the current [frame], hands the session's events to the
 * [listener] as [Feedback], asks the end-turn and agreement [question]s, and asks the [writer]
 * to write the game exactly when the frame's revision moved (bindings README, step 6). It
 * decides nothing about the game: every rule, refusal and message comes from the session.
 *
 * Against the computer (issue 11), while the game is [resume]d (on screen, in the foreground)
 * and the frame says `computerToMove`, the session's `think` runs on [thinking] with the
 * level's deadline; its answer comes back through [ui], and the frame is refreshed and written
 * like after an input. The player's touches meanwhile go to the session as always, which
 * refuses them and says why in the status. The hint button's `hint` runs the same way. Undo,
 * [pause] (the background) and [close] (leaving the game) cancel what is being computed.
 *
 * The store must hold the session as its current game, or the writer must have been asked to
 * start it; [close] hands the session to the writer, which closes it after its last write.
 */
class GameController(
    /** The game; the share menu and the rematch read it, nothing else calls into it. */
    val session: GameSession,
    private val writer: GameWriter,
    doubleTapTimeoutMillis: Long,
    /** Runs the computer's thinking (a thread of its own: a turn may take a second). */
    private val thinking: Executor,
    /** The UI thread, where the computed turns are answered. */
    private val ui: Executor,
    private val listener: GameListener
) : ShownGame {
    override val kind = GameKindModel.DIVIDED_LOYALTIES

    private val stored = CurrentGame.DividedLoyalties(session)
    private val taps = DoubleTapDetector(doubleTapTimeoutMillis)

    private var active = false
    private var closed = false

    /** What is being computed now (one request at a time). */
    var computing: Thinking = Thinking.NONE
        private set

    /** How far the computation is, 0–1, while [computing]; `null` otherwise. */
    val progress: Float?
        get() = if (closed || computing == Thinking.NONE) {
            null
        } else {
            session.thinkingProgress().toFloat() / PROGRESS_DONE
        }

    /** The frame on screen now. */
    var frame: ViewModel = session.view()
        private set

    /** The question on screen now, if any. */
    var question: Question? = null
        private set

    private var savedRevision: ULong = frame.revision

    /** A colour chip was touched (R3). */
    fun selectColor(color: StoneColor) = act { session.selectColor(color) }

    /**
     * A finger touched the board at ([x], [y]) in cell units at [timeMillis] (the event's
     * uptime): a single tap, or the second tap on the same stone within the double-tap timeout.
     * Touches that hit no playable cell (`GameSession.cellAt`) are ignored.
     */
    fun touch(x: Float, y: Float, timeMillis: Long) {
        val cell = session.cellAt(x, y) ?: return
        val onStone = frame.cellAt(cell)?.stone != null
        val kind = taps.classify(cell, onStone, timeMillis)
        act(keepTaps = true) {
            when (kind) {
                TapKind.SINGLE -> session.tap(cell.x, cell.y)
                TapKind.DOUBLE -> session.doubleTap(cell.x, cell.y)
            }
        }
    }

    /** The accessibility action "place the selected colour" on [cell]. */
    fun placeSelected(cell: CellPos) = act { session.tap(cell.x, cell.y) }

    /** The accessibility action "ring for a bridge" on [cell]: toggles its ring, a second ring attempts the bridge. */
    fun ringForBridge(cell: CellPos) = act { session.doubleTap(cell.x, cell.y) }

    /**
     * The Undo button (R11): the computation in progress is cancelled first; against the
     * computer the session takes back the player's turn with the computer's reply.
     */
    fun undo() {
        stopComputing()
        act { session.undo() }
    }

    /** The hint button: the session computes the player's turn in the background, then the frame shows it. */
    fun hint() {
        if (closed || computing != Thinking.NONE || !hintOffered(frame)) return
        compute(Thinking.HINT) { ticket -> session.hint(ticket, HINT_DEADLINE_MILLIS) }
    }

    /**
     * The game is on screen in the foreground: when the computer is to move (a new game, a
     * game resumed after a relaunch, a return from the background), it thinks.
     */
    override fun resume() {
        active = true
        askComputer()
    }

    /** The app goes to the background: what is being computed is cancelled (the computer thinks again on [resume]). */
    override fun pause() {
        active = false
        stopComputing()
    }

    /** The End turn button: ends the turn, or first asks when the dot stone would go back (R4.3). */
    fun endTurn() = act {
        val outcome = session.endTurn(false)
        if (outcome is EndTurnModel.NeedsConfirmation) {
            question = Question.ConfirmDotStoneReturn(outcome.cell)
        }
    }

    /**
     * The menu's "End by agreement" (R8), while the frame offers it: asks the player to move,
     * then the other player, each by name.
     */
    fun proposeAgreement() {
        if (!frame.canAgreeEnd) return
        val mover = frame.toMove
        act { question = Question.AgreeEnd(asked = mover, proposer = mover) }
    }

    /**
     * The answer to the open [question]: yes goes on (to the other player's question of an
     * agreement, or ends the turn or the game), no leaves the game as it was.
     */
    fun answer(yes: Boolean) {
        val open = question ?: return
        act {
            if (!yes) return@act
            when (open) {
                is Question.ConfirmDotStoneReturn -> session.endTurn(true)

                is Question.AgreeEnd ->
                    if (open.last) {
                        session.agreeEnd()
                    } else {
                        question = open.copy(asked = otherSide(open.proposer))
                    }
            }
        }
    }

    /** Asks the writer to write the game if it moved since the last write (the app goes to the background). */
    override fun save() = writer.save(stored)

    /** Cancels what is being computed and hands the session to the writer, which closes it after the writes asked before. */
    override fun close() {
        closed = true
        active = false
        stopComputing()
        writer.retire(stored)
    }

    private fun act(keepTaps: Boolean = false, input: () -> Unit) {
        if (!keepTaps) taps.reset()
        // A hint is for the game as it was: the player's input makes it stale.
        if (computing == Thinking.HINT) stopComputing()
        question = null
        input()
        publish(session.takeEvents().map(::feedbackFor))
        askComputer()
    }

    private fun publish(feedback: List<Feedback>) {
        frame = session.view()
        if (frame.revision != savedRevision) {
            savedRevision = frame.revision
            writer.save(stored)
        }
        listener.updated(GameUpdate(frame, question, feedback, computing))
    }

    /** Starts the computer's turn when it is to move, the game is active and nothing else is computed. */
    private fun askComputer() {
        if (!active || closed || computing != Thinking.NONE || !frame.computerToMove) return
        val level = frame.opponent?.level ?: return
        compute(Thinking.COMPUTER) { ticket -> session.think(ticket, thinkDeadlineMillis(level)) }
    }

    /**
     * Shows that [what] is being computed, then runs [call] on the thinking thread with a
     * ticket taken here, so that a `cancel()` before the call begins cancels it too (Rust
     * answers at once then); its answer (the turn played, the hint shown, or nothing) is
     * painted from the session on the UI thread.
     */
    private fun compute(what: Thinking, call: (ULong) -> ComputerTurnModel?) {
        computing = what
        publish(emptyList())
        val ticket = session.thinkingTicket()
        thinking.execute {
            try {
                call(ticket)
            } catch (_: IllegalStateException) {
                // The session was closed (the game left the screen) before the call began.
            }
            ui.execute { answered() }
        }
    }

    private fun answered() {
        computing = Thinking.NONE
        if (closed) return
        publish(session.takeEvents().map(::feedbackFor))
        askComputer()
    }

    private fun stopComputing() {
        if (computing == Thinking.NONE) return
        session.cancel()
    }

    private companion object {
        /** `thinkingProgress()` when the computation is over (thousandths). */
        const val PROGRESS_DONE = 1_000f
    }
}
