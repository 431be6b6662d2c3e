package app.dividedloyalties.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.Dp
import app.dividedloyalties.android.TankChoice
import app.dividedloyalties.core.ListedBoard
import app.dividedloyalties.shell.BoardTransform

/**
 * The drawing of a listed game of any of the three games (saved games and history rows, from
 * the store's `peekSaved` / `peekFinished`; a replay's step, from `GameReplay.frame`), small
 * or large as [side] says: each game's board painted by its own game screen's painter and
 * palette, the Color Brake ABAB letters when [symbols] (the colour-blind symbols setting) is
 * on. Not interactive and without TalkBack nodes: the row's text, or the step's, is read.
 */
@Composable
fun GameThumbnail(board: ListedBoard, side: Dp, symbols: Boolean) {
    when (board) {
        is ListedBoard.DividedLoyalties -> BoardThumbnail(board.frame, side)

        is ListedBoard.Discorder -> {
            val palette = LocalBoardPalette.current.discorder
            val frame = board.frame
            Canvas(Modifier.size(side)) {
                val fit = BoardTransform(size.width, size.height, frame.width, frame.height)
                paintDiscorder(frame, fit, palette)
            }
        }

        is ListedBoard.ColorBrake -> {
            val palette = LocalBoardPalette.current.colorBrake
            val measurer = rememberTextMeasurer()
            val frame = board.frame
            Canvas(Modifier.size(side)) {
                val fit = BoardTransform(size.width, size.height, frame.width, frame.height)
                paintColorBrake(frame, fit, palette, NO_TANK, measurer, symbols)
            }
        }
    }
}

/** No Tank being chosen: a listed game is only drawn. */
private val NO_TANK = TankChoice(false, null)
