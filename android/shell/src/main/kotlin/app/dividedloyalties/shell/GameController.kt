package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ViewModel

/** What changed after an input: the frame to paint, the open question, the feedback to play. */
data class GameUpdate(val frame: ViewModel, val question: Question?, val feedback: List<Feedback>)

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
 * The store must hold the session as its current game, or the writer must have been asked to
 * start it; [close] hands the session to the writer, which closes it after its last write.
 */
class GameController(
    /** The game; the share menu and the rematch read it, nothing else calls into it. */
    val session: GameSession,
    private val writer: GameWriter,
    doubleTapTimeoutMillis: Long,
    private val listener: GameListener
) : AutoCloseable {
    private val taps = DoubleTapDetector(doubleTapTimeoutMillis)

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

    /** The Undo button (R11). */
    fun undo() = act { session.undo() }

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
                        question = open.copy(asked = other(open.proposer))
                    }
            }
        }
    }

    /** Asks the writer to write the game if it moved since the last write (the app goes to the background). */
    fun save() = writer.save(session)

    /** Hands the session to the writer, which closes it after the writes asked before. */
    override fun close() = writer.retire(session)

    private fun act(keepTaps: Boolean = false, input: () -> Unit) {
        if (!keepTaps) taps.reset()
        question = null
        input()
        val feedback = session.takeEvents().map(::feedbackFor)
        frame = session.view()
        if (frame.revision != savedRevision) {
            savedRevision = frame.revision
            writer.save(session)
        }
        listener.updated(GameUpdate(frame, question, feedback))
    }

    private fun other(side: Side): Side = when (side) {
        Side.BLUE -> Side.YELLOW
        Side.YELLOW -> Side.BLUE
    }
}
