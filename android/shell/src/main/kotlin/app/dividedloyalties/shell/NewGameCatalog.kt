package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.PositionInfo
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.core.builtinPositionList

/** The built-ins of one default length on the new-game screen ("4 rounds": 1–6, "3 rounds": 7–12). */
data class PositionGroup(val rounds: UInt, val positions: List<PositionInfo>)

/** Groups [positions] by their default rounds (R3), the longer games first, each group in the given order. */
fun groupByRounds(positions: List<PositionInfo>): List<PositionGroup> = positions
    .groupBy { it.defaultRounds }
    .toSortedMap(compareByDescending { it })
    .map { (rounds, list) -> PositionGroup(rounds, list) }

/**
 * The new-game screen's built-ins and their small drawings: each drawing is painted from the
 * start frame of a session on that position (the same painter as the board), built once and
 * kept. Not thread-safe: use it from one thread.
 */
class NewGameCatalog(private val positions: List<PositionInfo> = builtinPositionList()) {
    private val previews = HashMap<String, ViewModel>()

    /** The built-ins grouped by rounds. */
    val groups: List<PositionGroup> = groupByRounds(positions)

    /** The start frame of the built-in [position], for its drawing. */
    fun preview(position: PositionInfo): ViewModel = previews.getOrPut(position.slug) {
        GameSession.newBuiltin(position.slug, null).use { it.view() }
    }

    /** A new game on [position] with [rounds] sets per player (3 or 4, R3), or its default when `null`. */
    fun start(position: PositionInfo, rounds: UByte? = null): GameSession =
        GameSession.newBuiltin(position.slug, rounds)
}
