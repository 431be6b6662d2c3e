package app.dividedloyalties.android.ui

import androidx.compose.ui.graphics.Color
import app.dividedloyalties.core.DiscorderPaletteModel
import app.dividedloyalties.core.DiscorderPlayer

/**
 * The colours of the Discorder board in one theme, exactly those of the Rust palette
 * (`discorderPalette`): board, grid, tiles, pegs, the scoring lines' marks, the last action and
 * the refusal's flash (D1–D5).
 */
class DiscorderColors(palette: DiscorderPaletteModel) {
    /** Behind the board. */
    val background = palette.background.color()

    /** The board's cells (D1). */
    val board = palette.board.color()

    /** The grid lines between cells, where pegs go (D3). */
    val grid = palette.grid.color()

    /** The thin edge around every tile. */
    val tileEdge = palette.tileEdge.color()

    /** A peg's bar (D3). */
    val peg = palette.peg.color()

    /** The mark of a line whose point can no longer change (D5). */
    val settled = palette.settled.color()

    /** The mark of the tile or peg placed last. */
    val lastPlaced = palette.lastPlaced.color()

    /** A refused cell's or edge's flash. */
    val flash = palette.flash.color()

    /** Text and highlights drawn on the board (the edges that take a peg now). */
    val text = palette.text.color()
    private val yellowTile = palette.yellowTile.color()
    private val blackTile = palette.blackTile.color()
    private val yellowLine = palette.yellowLine.color()
    private val blackLine = palette.blackLine.color()

    /** [player]'s tiles (D1). */
    fun tile(player: DiscorderPlayer): Color = when (player) {
        DiscorderPlayer.YELLOW -> yellowTile
        DiscorderPlayer.BLACK -> blackTile
    }

    /** The mark along a scoring line of [owner]'s tiles, drawn over them (D4). */
    fun line(owner: DiscorderPlayer): Color = when (owner) {
        DiscorderPlayer.YELLOW -> yellowLine
        DiscorderPlayer.BLACK -> blackLine
    }
}
