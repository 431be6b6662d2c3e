package app.dividedloyalties.android.ui

import androidx.compose.ui.graphics.Color
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeNomination
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.colorBrakeLetterColour
import app.dividedloyalties.core.colorBrakePalette

/**
 * The colours of the Color Brake ABAB board in [theme], exactly those of the Rust palette
 * (`colorBrakePalette`): cells, the seven token colours (pink-checkered as a check of two
 * colours), the specials, the nominations' tints, the marks and the refusal's flash (C1–C6);
 * and the ink of each colour's letter (`colorBrakeLetterColour`), read once.
 */
class ColorBrakeColors(theme: ThemeModel) {
    private val palette = colorBrakePalette(theme)

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
    private val letters = ColorBrakeColour.entries.map { colorBrakeLetterColour(it, theme).color() }

    /** A colour token's colour (C1); for pink-checkered, the plain colour of a small swatch. */
    fun token(colour: ColorBrakeColour): Color = tokens.getOrElse(colour.ordinal) { outline }

    /**
     * The colour of the colour-blind letter on a [colour] token (C1), readable on it (on both
     * colours of the pink check).
     */
    fun letter(colour: ColorBrakeColour): Color = letters.getOrElse(colour.ordinal) { text }

    /** The translucent tint of the cells of [nomination] (C3). */
    fun nomination(nomination: ColorBrakeNomination): Color =
        nominations.getOrElse(nomination.ordinal) { Color.Transparent }
}
