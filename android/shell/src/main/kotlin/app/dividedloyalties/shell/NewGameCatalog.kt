package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LibraryPositionModel
import app.dividedloyalties.core.PositionInfo
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.core.builtinPositionList

/** A group of positions on the new-game screen. */
enum class PositionGroup {
    /** Built-ins 1–6, four rounds by default (R3). */
    FOUR_ROUNDS,

    /** Built-ins 7–12, three rounds by default. */
    THREE_ROUNDS,

    /** The player's own positions, after the built-ins. */
    MINE
}

/**
 * The positions of the new-game screen (SCREENS.md "New game"), as the store lists them (the
 * built-ins, then the player's): the built-ins grouped by their default rounds, the longer
 * games first, then the player's positions. Empty groups are left out.
 */
fun groupPositions(
    entries: List<LibraryPositionModel>
): List<Pair<PositionGroup, List<LibraryPositionModel>>> {
    val builtins = entries.filter { it.id == null }
    val groups = builtins.groupBy { it.position.defaultRounds }
        .toSortedMap(compareByDescending { it })
        .map { (rounds, list) ->
            (if (rounds >= FOUR) PositionGroup.FOUR_ROUNDS else PositionGroup.THREE_ROUNDS) to list
        }
    val mine = entries.filter { it.id != null }
    return if (mine.isEmpty()) groups else groups + (PositionGroup.MINE to mine)
}

/**
 * The rounds the new-game screen offers (R3): each position's own default (`null`, "Default
 * rounds", selected at first), four, or three sets per player.
 */
val ROUNDS_CHOICES: List<UByte?> = listOf(null, 4u, 3u)

/** The built-ins as the store would list them, for a screen shown before the store answered. */
fun builtinEntries(): List<LibraryPositionModel> =
    builtinPositionList().map { LibraryPositionModel(id = null, position = it) }

/**
 * The small drawings of the built-ins: each is the start frame of a session on that position
 * (the same painter as the board), built once and kept. Not thread-safe: use it from one thread.
 */
class BuiltinPreviews {
    private val previews = HashMap<String, ViewModel>()

    /** The start frame of the built-in [position]. */
    fun preview(position: PositionInfo): ViewModel = previews.getOrPut(position.slug) {
        GameSession.newBuiltin(position.slug, null).use { it.view() }
    }
}

private const val FOUR = 4u
