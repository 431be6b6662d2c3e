package app.dividedloyalties.shell

import app.dividedloyalties.core.GameReplay
import app.dividedloyalties.core.ListedBoard

/**
 * Where a replay stands: [step] of the steps 0 (the start) to [last] (the end, the board the
 * game finished on), and the [board] of that step as the store's `GameReplay.frame` gives it.
 */
data class ReplayFrame(val step: UInt, val last: UInt, val board: ListedBoard) {
    /** Whether there is an earlier step ("To the start", "Previous move"). */
    val canGoBack: Boolean
        get() = step > 0u

    /** Whether there is a later step ("Next move", "To the end"). */
    val canGoForward: Boolean
        get() = step < last

    /** Where the replay stands in words, "Move 12 of 140" (the start is "Move 0 of 140"). */
    fun text(texts: Texts): String = texts.replayStep(step, last)
}

/**
 * A finished game of the history shown move by move (SCREENS.md "Saved games": finished games
 * "can be replayed move by move"), on the UI thread, over the store's [replay] of history
 * entry [id], of whichever game of the collection. It opens at the end, the board the game
 * finished on; every board comes from [replay] (nothing is computed here), and [changed] is
 * told after each step. Closing it frees [replay]; a step asked after that (a tap that
 * arrived as its screen went) does nothing.
 */
class ReplayController(
    val id: String,
    private val replay: GameReplay,
    private val changed: () -> Unit
) : AutoCloseable {
    private val last: UInt = replay.states() - 1u
    private var closed = false

    /** The step on screen, its board and whether it can move; the end at first. */
    var frame: ReplayFrame = frameAt(last)
        private set

    /** Back to the start, the board before the first move. */
    fun toStart() = go(0u)

    /** One move back; nothing at the start. */
    fun previous() {
        if (frame.canGoBack) go(frame.step - 1u)
    }

    /** One move forward; nothing at the end. */
    fun next() {
        if (frame.canGoForward) go(frame.step + 1u)
    }

    /** To the end, the board the game finished on. */
    fun toEnd() = go(last)

    override fun close() {
        closed = true
        replay.close()
    }

    private fun go(step: UInt) {
        if (closed || step == frame.step) return
        frame = frameAt(step)
        changed()
    }

    /** The board of [step], which is one of the replay's steps (`frame` is null only past the end). */
    private fun frameAt(step: UInt): ReplayFrame = ReplayFrame(
        step,
        last,
        checkNotNull(replay.frame(step)) { "step $step of a replay of ${last + 1u} states" }
    )
}
