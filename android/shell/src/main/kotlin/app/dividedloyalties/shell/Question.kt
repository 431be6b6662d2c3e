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
     * Ending the game by agreement (R8): each player at the one phone is asked by name, the
     * [proposer] (the player to move) first, then the other; [asked] is the player asked now.
     */
    data class AgreeEnd(val asked: Side, val proposer: Side) : Question {
        /** Whether the player asked now is the last one: a yes ends the game. */
        val last: Boolean
            get() = asked != proposer
    }
}
