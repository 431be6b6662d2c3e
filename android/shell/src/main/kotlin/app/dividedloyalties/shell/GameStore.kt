package app.dividedloyalties.shell

/**
 * Where the game on screen is kept between launches. Phase 2 implements it with the dl-app
 * store through the bindings (saved games, moved-aside unreadable files, one writer); until
 * then [AtomicFileStore] keeps the current game alone. Every method may block on the disk:
 * call them off the UI thread ([GameSaver] does).
 */
interface GameStore {
    /** The saved-game JSON of the game that was on screen when the app was last left, or `null` when there is none. */
    fun readCurrentGame(): String?

    /** Writes [savedGame] as the current game, atomically; throws when it could not be written. */
    fun writeCurrentGame(savedGame: String)

    /**
     * Makes [savedGame] the current game in place of another one, which the store keeps (the
     * saved-games list, SCREENS.md: starting or opening a game never loses an unfinished one);
     * throws when it could not be written.
     */
    fun replaceCurrentGame(savedGame: String)

    /**
     * Sets aside a current-game file that could not be read, under a name that says so, so the
     * next write does not overwrite it; throws when it could not be moved.
     */
    fun setAsideUnreadableCurrentGame()
}
