package app.dividedloyalties.shell

import app.dividedloyalties.core.GameKindModel

/** The controller of the game on screen, of whichever game of the collection, as the app's flow drives it. */
interface ShownGame : AutoCloseable {
    /** Which game of the collection it plays. */
    val kind: GameKindModel

    /** The game is on screen in the foreground: the computer plays if it is to move. */
    fun resume()

    /** The app goes to the background: the computer stops. */
    fun pause()

    /** Asks the writer to write the game if it moved since the last write. */
    fun save()
}
