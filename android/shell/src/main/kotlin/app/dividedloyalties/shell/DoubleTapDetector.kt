package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos

/** What a touch on the board means for the session. */
enum class TapKind {
    /** A single tap: place the selected colour on an empty cell at once (`GameSession.tap`). */
    SINGLE,

    /** The second tap on the same stone within the timeout: toggle its ring (`doubleTap`). */
    DOUBLE
}

/**
 * Tells a double tap on a stone from single taps by their timestamps, so a tap on an empty cell
 * places at once and never waits for a possible second tap (PLATFORMS.md: Compose's
 * `onDoubleTap` would delay every single tap by the timeout).
 *
 * A tap is [TapKind.DOUBLE] when the tap before it landed on the same stone less than
 * [timeoutMillis] earlier; a double tap is complete in itself, so a third tap starts again.
 * A tap on a cell without a stone never starts a double tap: placing a stone and tapping it
 * again at once does not ring it by accident.
 */
class DoubleTapDetector(private val timeoutMillis: Long) {
    private var lastStoneTap: CellPos? = null
    private var lastStoneTapAt: Long = 0

    /** Classifies a tap on [cell] at [timeMillis] (a monotonic clock); [onStone] says whether the cell holds a stone. */
    fun classify(cell: CellPos, onStone: Boolean, timeMillis: Long): TapKind {
        val previous = lastStoneTap
        val elapsed = timeMillis - lastStoneTapAt
        if (onStone && previous == cell && elapsed in 0 until timeoutMillis) {
            lastStoneTap = null
            return TapKind.DOUBLE
        }
        lastStoneTap = if (onStone) cell else null
        lastStoneTapAt = timeMillis
        return TapKind.SINGLE
    }

    /** Forgets the last tap (a new frame from elsewhere: undo, end of turn, a new game). */
    fun reset() {
        lastStoneTap = null
    }
}
