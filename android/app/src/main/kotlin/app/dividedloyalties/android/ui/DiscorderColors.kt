package app.dividedloyalties.android.ui

import androidx.compose.ui.graphics.Color
import app.dividedloyalties.core.DiscorderPattern
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.discorderPalette
import app.dividedloyalties.core.discorderPatternColour
import app.dividedloyalties.core.discorderTilePattern

/**
 * The colours of the Discorder board in [theme], exactly those of the Rust palette
 * (`discorderPalette`): board, grid, tiles, pegs, the scoring lines' marks, the last action and
 * the refusal's flash (D1–D5); and each player's tile pattern with its ink
 * (`discorderTilePattern`, `discorderPatternColour`), read once.
 */
class DiscorderColors(theme: ThemeModel) {
    private val palette = discorderPalette(theme)

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
    private val yellowPattern = discorderTilePattern(DiscorderPlayer.YELLOW)
    private val blackPattern = discorderTilePattern(DiscorderPlayer.BLACK)
    private val yellowInk = discorderPatternColour(DiscorderPlayer.YELLOW, theme).color()
    private val blackInk = discorderPatternColour(DiscorderPlayer.BLACK, theme).color()

    /** [player]'s tiles (D1). */
    fun tile(player: DiscorderPlayer): Color = when (player) {
        DiscorderPlayer.YELLOW -> yellowTile
        DiscorderPlayer.BLACK -> blackTile
    }

    /**
     * The pattern on every tile of [player], so that a colour-blind player tells the two
     * players' tiles apart (D1; RULES-DISCORDER.md "Notes for the app").
     */
    fun pattern(player: DiscorderPlayer): DiscorderPattern = when (player) {
        DiscorderPlayer.YELLOW -> yellowPattern
        DiscorderPlayer.BLACK -> blackPattern
    }

    /** The colour [player]'s [pattern] is drawn in, readable on their tile (D1). */
    fun patternInk(player: DiscorderPlayer): Color = when (player) {
        DiscorderPlayer.YELLOW -> yellowInk
        DiscorderPlayer.BLACK -> blackInk
    }

    /** The mark along a scoring line of [owner]'s tiles, drawn over them (D4). */
    fun line(owner: DiscorderPlayer): Color = when (owner) {
        DiscorderPlayer.YELLOW -> yellowLine
        DiscorderPlayer.BLACK -> blackLine
    }
}
