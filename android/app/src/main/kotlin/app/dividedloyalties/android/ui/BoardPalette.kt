package app.dividedloyalties.android.ui

import androidx.compose.ui.graphics.Color
import app.dividedloyalties.core.BridgeKind
import app.dividedloyalties.core.RegionShade
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor

/**
 * The board's colours. Interim: phase 2 takes them from the palette dl-app exports with the
 * board picture, so the app and the shared PNG paint the same colours.
 */
data class BoardPalette(
    val background: Color,
    val darkRegion: Color,
    val mediumRegion: Color,
    val lightRegion: Color,
    val outline: Color,
    val dot: Color,
    val highlight: Color,
    val stoneEdge: Color,
    val symbolOnLight: Color,
    val symbolOnDark: Color,
    val ring: Color,
    val lastPlaced: Color,
    val cut: Color,
    val flash: Color,
    val label: Color
) {
    /** A region's fill (R2). */
    fun region(shade: RegionShade): Color = when (shade) {
        RegionShade.DARK -> darkRegion
        RegionShade.MEDIUM -> mediumRegion
        RegionShade.LIGHT -> lightRegion
    }

    /** A stone's colour (R1). */
    fun stone(color: StoneColor): Color = when (color) {
        StoneColor.BLUE -> Color(0xFF2F6FDB)
        StoneColor.YELLOW -> Color(0xFFF2C230)
        StoneColor.RED -> Color(0xFFD63A3A)
        StoneColor.GREEN -> Color(0xFF2E9E4F)
        StoneColor.ORANGE -> Color(0xFFF08A24)
        StoneColor.PURPLE -> Color(0xFF8A4FC7)
    }

    /** The symbol's colour on a stone of [color], readable on it. */
    fun symbol(color: StoneColor): Color = when (color) {
        StoneColor.YELLOW, StoneColor.ORANGE -> symbolOnLight
        else -> symbolOnDark
    }

    /** A bridge's colour by kind (R5.4). */
    fun bridge(kind: BridgeKind): Color = when (kind) {
        BridgeKind.BLUE -> stone(StoneColor.BLUE)
        BridgeKind.YELLOW -> stone(StoneColor.YELLOW)
        BridgeKind.RED -> stone(StoneColor.RED)
    }

    /** A player's mark on the regions their bridges claim (R7). */
    fun claim(side: Side): Color = when (side) {
        Side.BLUE -> stone(StoneColor.BLUE)
        Side.YELLOW -> stone(StoneColor.YELLOW)
    }

    /** The light and dark palettes. */
    companion object {
        /** For light mode. */
        val Light = BoardPalette(
            background = Color(0xFFFBF8F2),
            darkRegion = Color(0xFF9AA3AE),
            mediumRegion = Color(0xFFC3C9D0),
            lightRegion = Color(0xFFE4E7EB),
            outline = Color(0xFF3A3F47),
            dot = Color(0xFF5A606A),
            highlight = Color(0xFF1E88E5),
            stoneEdge = Color(0xFF1F2329),
            symbolOnLight = Color(0xFF1F2329),
            symbolOnDark = Color(0xFFFFFFFF),
            ring = Color(0xFF111111),
            lastPlaced = Color(0xFFFFFFFF),
            cut = Color(0xFF8C8C8C),
            flash = Color(0xFFE53935),
            label = Color(0xFF3A3F47)
        )

        /** For dark mode. */
        val Dark = BoardPalette(
            background = Color(0xFF16181D),
            darkRegion = Color(0xFF3B4350),
            mediumRegion = Color(0xFF505968),
            lightRegion = Color(0xFF687282),
            outline = Color(0xFFD5DAE1),
            dot = Color(0xFFB8BFC9),
            highlight = Color(0xFF64B5F6),
            stoneEdge = Color(0xFF0B0C0E),
            symbolOnLight = Color(0xFF1F2329),
            symbolOnDark = Color(0xFFFFFFFF),
            ring = Color(0xFFF5F5F5),
            lastPlaced = Color(0xFFFFFFFF),
            cut = Color(0xFF9E9E9E),
            flash = Color(0xFFFF6E6E),
            label = Color(0xFFD5DAE1)
        )
    }
}
