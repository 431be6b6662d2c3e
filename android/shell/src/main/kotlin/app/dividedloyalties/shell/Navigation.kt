package app.dividedloyalties.shell

/** The app's screens (SCREENS.md). */
enum class Screen {
    /** The game screen of Divided Loyalties: board, panel, result card. */
    GAME,

    /** The game screen of Discorder: board, tools, panel, result. */
    DISCORDER,

    /** The game screen of Color Brake ABAB: triangle, hand, panel, hand-over, result. */
    COLOR_BRAKE,

    /** The game chooser: the three games of the collection ("New game"). */
    CHOOSE_GAME,

    /** Divided Loyalties' new game: the built-ins, the player's positions, "Open a position file…", "New position". */
    NEW_GAME,

    /** Discorder's new game: who begins, two players or against the computer. */
    NEW_DISCORDER,

    /** Color Brake ABAB's new game: the length, two players on one device or against the computer. */
    NEW_COLOR_BRAKE,

    /** The saved games and the history of finished games. */
    SAVED_GAMES,

    /** A finished game from the history, as it ended. */
    FINISHED_GAME,

    /** A finished game from the history, move by move (over the finished game). */
    REPLAY,

    /** The position editor. */
    EDITOR,

    /** The rules for players. */
    RULES,

    /** Language, theme, colour-blind symbols, haptics. */
    SETTINGS
}

/**
 * The back stack of screens: system back (predictive back in the app) pops it; at its root the
 * system handles back (the app goes to the background, and the game is kept).
 */
class Navigation(root: Screen) {
    private val stack = ArrayDeque(listOf(root))

    /** The screen on top. */
    val current: Screen
        get() = stack.last()

    /** Whether back returns to an earlier screen of the app. */
    val canGoBack: Boolean
        get() = stack.size > 1

    /** Whether [screen] is in the stack (on top or below). */
    operator fun contains(screen: Screen): Boolean = screen in stack

    /** Opens [screen] over the current one; a screen already in the stack is brought back instead of stacked twice. */
    fun open(screen: Screen) {
        val at = stack.indexOf(screen)
        if (at >= 0) {
            while (stack.size > at + 1) stack.removeLast()
        } else {
            stack.addLast(screen)
        }
    }

    /** Goes back one screen; returns `false` at the root, where the system takes over. */
    fun back(): Boolean {
        if (!canGoBack) return false
        stack.removeLast()
        return true
    }

    /** Starts over with [root] alone (a game was started or opened). */
    fun reset(root: Screen) {
        stack.clear()
        stack.addLast(root)
    }
}
