package app.dividedloyalties.shell

/** How the game screen arranges the board and the panel (SCREENS.md "Game screen"). */
data class ScreenLayout(
    /** Board left and panel right (landscape, tablets); otherwise board on top, panel below. */
    val boardBesidePanel: Boolean,
    /** The side of the board's square, in the same unit as the sizes given. */
    val boardSide: Float
)

/**
 * The layout for a window of [width] × [height] (dp, insets already taken off): the board is
 * the largest square that leaves the panel at least [minPanel] beside or below it.
 */
fun screenLayout(width: Float, height: Float, minPanel: Float = 280f): ScreenLayout {
    val beside = width > height
    val side = if (beside) {
        minOf(height, width - minPanel)
    } else {
        minOf(width, height - minPanel)
    }
    return ScreenLayout(beside, side.coerceAtLeast(0f))
}
