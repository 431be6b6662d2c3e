package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.dividedloyalties.ui.FinishedModel
import app.dividedloyalties.ui.GameBoard
import app.dividedloyalties.ui.GameListModel
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.ReplayModel

/** Saved games or the history: each game with its drawing, title (opens it), lines and Delete. */
@Composable
fun GameListScreen(model: GameListModel, send: (Input) -> Unit) = ScrollScreen {
    model.empty?.let { Quiet(it) }
    for (row in model.rows) {
        Row(
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(12.dp)
        ) {
            MiniBoardView(row.drawing)
            Column(Modifier.weight(1f)) {
                ControlButton(row.open.copy(label = row.title), send, Emphasis.TEXT)
                row.lines.forEach { Quiet(it) }
                ControlButton(row.delete, send, Emphasis.TEXT)
            }
        }
        HorizontalDivider()
    }
}

/** A finished game: its final board, the result and scores, Replay, Share result, Delete. */
@Composable
fun FinishedScreen(model: FinishedModel, send: (Input) -> Unit) = ScrollScreen {
    ReadOnlyBoard(model.board)
    Heading(model.result)
    Text(model.scores)
    ControlRow(model.buttons, send)
}

/** A finished game move by move: the board at this step, "Move 12 of 140" (read when it changes), the steps. */
@Composable
fun ReplayScreen(model: ReplayModel, send: (Input) -> Unit) = ScrollScreen {
    ReadOnlyBoard(model.board)
    Text(model.step, Modifier.semantics { liveRegion = LiveRegionMode.Polite })
    ControlRow(model.buttons, send)
}

/** The board of any of the three games as a picture, without touches or actions. */
@Composable
fun ReadOnlyBoard(board: GameBoard) {
    val modifier = Modifier.fillMaxWidth().aspectRatio(1f)
    when (board) {
        is GameBoard.DividedLoyalties -> DlBoard(board.board, null, modifier)
        is GameBoard.Discorder -> DiscorderBoardView(board.board, null, modifier)
        is GameBoard.ColorBrake -> ColorBrakeBoardView(board.board, null, modifier)
    }
}
