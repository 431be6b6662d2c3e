package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.PreviousModel
import app.dividedloyalties.core.StoredGame

/**
 * The game on screen as the store starts and writes it, of whichever game of the collection
 * (Divided Loyalties, Discorder, Color Brake ABAB): the one writer ([GameWriter]) knows a game
 * by its [session]'s identity, so two wrappers of one session are the same game.
 */
sealed class CurrentGame {
    /** The session itself. */
    abstract val session: AutoCloseable

    /** Which game of the collection it is. */
    abstract val kind: GameKindModel

    /** The session's revision: it moves exactly when the saved game changes. */
    abstract fun revision(): ULong

    /** Makes it the store's current game; says where the previous one went. */
    abstract fun startIn(store: GameStore): PreviousModel

    /** Writes it as the store's current game. */
    abstract fun saveIn(store: GameStore)

    /** A game of Divided Loyalties. */
    class DividedLoyalties(override val session: GameSession) : CurrentGame() {
        override val kind = GameKindModel.DIVIDED_LOYALTIES

        override fun revision(): ULong = session.revision()

        override fun startIn(store: GameStore): PreviousModel = store.startGame(session)

        override fun saveIn(store: GameStore) = store.saveCurrent(session)
    }

    /** A game of Discorder (D1–D7). */
    class Discorder(override val session: DiscorderSession) : CurrentGame() {
        override val kind = GameKindModel.DISCORDER

        override fun revision(): ULong = session.revision()

        override fun startIn(store: GameStore): PreviousModel = store.startDiscorder(session)

        override fun saveIn(store: GameStore) = store.saveCurrentDiscorder(session)
    }

    /** A game of Color Brake ABAB (C1–C7), with who plays at the device. */
    class ColorBrake(override val session: ColorBrakeSession) : CurrentGame() {
        override val kind = GameKindModel.COLOR_BRAKE

        override fun revision(): ULong = session.revision()

        override fun startIn(store: GameStore): PreviousModel = store.startColorBrake(session)

        override fun saveIn(store: GameStore) = store.saveCurrentColorBrake(session)
    }
}

/** The game the store gave back, as the writer keeps it. */
fun StoredGame.current(): CurrentGame = when (this) {
    is StoredGame.DividedLoyalties -> CurrentGame.DividedLoyalties(session)
    is StoredGame.Discorder -> CurrentGame.Discorder(session)
    is StoredGame.ColorBrake -> CurrentGame.ColorBrake(session)
}
