package app.dividedloyalties.android.ui

import androidx.compose.ui.graphics.Color
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeNomination
import app.dividedloyalties.core.ColorBrakePaletteModel

/**
 * The colours of the Color Brake ABAB board in one theme, exactly those of the Rust palette
 * (`colorBrakePalette`): cells, the seven token colours (pink-checkered as a check of two
 * colours), the specials, the nominations' tints, the marks and the refusal's flash (C1–C6).
 */
class ColorBrakeColors(palette: ColorBrakePaletteModel) {
    /** Behind the triangle. */
    val background = palette.background.color()

    /** An empty cell. */
    val cell = palette.cell.color()

    /** The cells' outlines. */
    val outline = palette.outline.color()

    /** The thin edge around every token. */
    val tokenEdge = palette.tokenEdge.color()

    /** Neutral tokens (C6.1). */
    val neutral = palette.neutral.color()

    /** Tanks (C6.2). */
    val tank = palette.tank.color()

    /** Diamonds (C6.3). */
    val diamond = palette.diamond.color()

    /** The highlight of the cell to fill next, and of the Tank's targets. */
    val next = palette.next.color()

    /** The mark of the cell filled last. */
    val lastFilled = palette.lastFilled.color()

    /** A refused action's flash. */
    val flash = palette.flash.color()

    /** Text drawn on the board. */
    val text = palette.text.color()

    /** The two colours of the pink-checkered tokens' check (C1): draw them as a check, never plain. */
    val pinkCheck: Pair<Color, Color> = Pair(
        palette.pinkCheck.getOrNull(0)?.color() ?: text,
        palette.pinkCheck.getOrNull(1)?.color() ?: cell
    )
    private val tokens = palette.tokens.map { it.color() }
    private val nominations = palette.nominations.map { it.color() }

    /** A colour token's colour (C1); for pink-checkered, the plain colour of a small swatch. */
    fun token(colour: ColorBrakeColour): Color = tokens.getOrElse(colour.ordinal) { outline }

    /** The translucent tint of the cells of [nomination] (C3). */
    fun nomination(nomination: ColorBrakeNomination): Color =
        nominations.getOrElse(nomination.ordinal) { Color.Transparent }
}
