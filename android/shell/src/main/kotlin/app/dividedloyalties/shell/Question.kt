package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.Side

/** A question the game screen asks before it goes on; at most one is open at a time. */
sealed interface Question {
    /**
     * Ending the turn now takes the dot stone on [cell] back to the supply (R4.3): end the turn
     * anyway, or stay and bridge it.
     */
    data class ConfirmDotStoneReturn(val cell: CellPos) : Question

    /**
     * Ending the game by agreement (R8), confirmed by both players: [proposer] asked for it,
     * and [asking] is the player whose yes is awaited now (first the proposer, to guard
     * against a slip of the finger, then the opponent).
     */
    data class AgreeEnd(val proposer: Side, val asking: Side) : Question
}
