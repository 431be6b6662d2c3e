package app.dividedloyalties.shell

import app.dividedloyalties.core.ComputerLevel
import app.dividedloyalties.core.OpponentModel
import app.dividedloyalties.core.Phase
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.ViewModel

/**
 * How long the computer of [level] may think about a turn, in milliseconds: the level's own
 * time (bindings README, "the computer": easy ≈ 50, medium ≈ 300, hard ≈ 1000); `think`
 * answers by then at the latest.
 */
fun thinkDeadlineMillis(level: ComputerLevel): UInt = when (level) {
    ComputerLevel.EASY -> 50u
    ComputerLevel.MEDIUM -> 300u
    ComputerLevel.HARD -> 1_000u
}

/** How long the hint may think: it is the hard level's turn (bindings README). */
val HINT_DEADLINE_MILLIS: UInt = thinkDeadlineMillis(ComputerLevel.HARD)

/** What is being computed on the game's background thread, for the progress indication. */
enum class Thinking {
    /** Nothing. */
    NONE,

    /** The computer's turn (`think`): the status says it thinks, the board refuses the player's moves. */
    COMPUTER,

    /** The hint the player asked for (`hint`). */
    HINT
}

/**
 * Whether the hint button is enabled on [frame]: the player (not the computer) is to move and
 * has not placed this turn's stone, which is when the session gives a hint.
 */
fun hintOffered(frame: ViewModel): Boolean = !frame.computerToMove && frame.phase == Phase.PLACE

/**
 * The new-game screen's choice of opponent: two players on the device, or the computer at
 * [level] against the player, who plays [you].
 */
data class OpponentChoice(
    /** Whether the game is against the computer. */
    val againstComputer: Boolean = false,
    /** The side the player on the device plays against the computer. */
    val you: Side = Side.BLUE,
    /** How strong the computer plays. */
    val level: ComputerLevel = ComputerLevel.MEDIUM
) {
    /** The opponent to start the game with: `null` for two players, else the computer on the other side. */
    val opponent: OpponentModel?
        get() = if (againstComputer) OpponentModel(otherSide(you), level) else null
}

/** The other player. */
fun otherSide(side: Side): Side = when (side) {
    Side.BLUE -> Side.YELLOW
    Side.YELLOW -> Side.BLUE
}
