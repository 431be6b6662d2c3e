package app.dividedloyalties.shell

import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.StoredGame

/** Which game of the collection the store gave back. */
val StoredGame.kind: GameKindModel
    get() = when (this) {
        is StoredGame.DividedLoyalties -> GameKindModel.DIVIDED_LOYALTIES
        is StoredGame.Discorder -> GameKindModel.DISCORDER
        is StoredGame.ColorBrake -> GameKindModel.COLOR_BRAKE
    }

/**
 * Frees the session of a game the app does not show (the store keeps the game itself, and
 * nothing is written from this session); returns which game it was.
 */
fun StoredGame.release(): GameKindModel {
    when (this) {
        is StoredGame.DividedLoyalties -> session.close()
        is StoredGame.Discorder -> session.close()
        is StoredGame.ColorBrake -> session.close()
    }
    return kind
}
