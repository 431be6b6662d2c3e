package app.dividedloyalties.android.ui

import androidx.compose.ui.graphics.Color
import app.dividedloyalties.core.BridgeKind
import app.dividedloyalties.core.PaletteModel
import app.dividedloyalties.core.RegionShade
import app.dividedloyalties.core.RgbaModel
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.boardPalette

/**
 * The board's colours in one [theme], exactly those of the Rust board picture (`boardPalette`),
 * so the board on screen and the shared PNG agree; the other two games' boards in the same
 * theme ([discorder], [colorBrake]).
 */
class BoardPalette(val theme: ThemeModel, palette: PaletteModel) {
    /** The Discorder board's colours (`discorderPalette`) and tile patterns. */
    val discorder = DiscorderColors(theme)

    /** The Color Brake ABAB board's colours (`colorBrakePalette`) and letters' inks. */
    val colorBrake = ColorBrakeColors(theme)

    /** The board's background. */
    val background = palette.background.color()

    /** Region outlines. */
    val outline = palette.outline.color()

    /** A dot (R4.3). */
    val dot = palette.dot.color()

    /** A dot that accepts the selected colour. */
    val highlight = palette.dotHighlight.color()

    /** The edge of every stone. */
    val stoneEdge = palette.stoneEdge.color()

    /** The ring of a bridge end. */
    val ring = palette.ring.color()

    /** The mark of the last stone placed. */
    val lastPlaced = palette.lastStone.color()

    /** A cut bridge (R5.4). */
    val cut = palette.cutBridge.color()

    /** The flash of a refused cell. */
    val flash = palette.flash.color()

    /** Region tokens and other text on the board. */
    val label = palette.text.color()
    private val shades = listOf(palette.shadeDark, palette.shadeMedium, palette.shadeLight).map {
        it.color()
    }
    private val stones = palette.stones.map { it.color() }
    private val marks = palette.stoneMarks.map { it.color() }
    private val bridges = palette.bridges.map { it.color() }
    private val claims = palette.claims.map { it.color() }

    /** A region's fill (R2). */
    fun region(shade: RegionShade): Color = shades.getOrElse(shade.ordinal) { outline }

    /** A stone's colour (R1). */
    fun stone(color: StoneColor): Color = stones.getOrElse(color.ordinal) { outline }

    /** The mark's colour on a stone of [color], readable on it. */
    fun symbol(color: StoneColor): Color = marks.getOrElse(color.ordinal) { outline }

    /** A bridge's colour by kind (R5.4). */
    fun bridge(kind: BridgeKind): Color = bridges.getOrElse(kind.ordinal) { outline }

    /** A player's colour: the stones of their side, for their card's border and claim marks (R7). */
    fun claim(side: Side): Color = stone(
        if (side ==
            Side.BLUE
        ) {
            StoneColor.BLUE
        } else {
            StoneColor.YELLOW
        }
    )

    /** The translucent tint of a region claimed by [side] (R7). */
    fun claimTint(side: Side): Color =
        claims.getOrElse(side.ordinal) { claim(side).copy(alpha = 0.25f) }

    /** The light and dark palettes, read once from the Rust side. */
    companion object {
        /** For light mode. */
        val Light by lazy { BoardPalette(ThemeModel.LIGHT, boardPalette(ThemeModel.LIGHT)) }

        /** For dark mode. */
        val Dark by lazy { BoardPalette(ThemeModel.DARK, boardPalette(ThemeModel.DARK)) }
    }
}

/** A colour of a Rust palette, as Compose paints it. */
internal fun RgbaModel.color(): Color = Color(r.toInt(), g.toInt(), b.toInt(), a.toInt())
