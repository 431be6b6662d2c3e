package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos

/** A question the game screen asks before it goes on; at most one is open at a time. */
sealed interface Question {
    /**
     * Ending the turn now takes the dot stone on [cell] back to the supply (R4.3): end the turn
     * anyway, or stay and bridge it.
     */
    data class ConfirmDotStoneReturn(val cell: CellPos) : Question

    /** Ending the game by agreement (R8): both players, at the one phone, answer together. */
    data object AgreeEnd : Question
}
