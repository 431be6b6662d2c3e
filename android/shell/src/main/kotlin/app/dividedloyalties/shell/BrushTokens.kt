package app.dividedloyalties.shell

import app.dividedloyalties.core.RegionShade
import app.dividedloyalties.core.standardTokens
import app.dividedloyalties.core.tokenShade

/**
 * The editor's region brushes (R2): the standard tokens (`standardTokens()`) grouped by the
 * shade Rust draws them in (`tokenShade`), never by a token's first letter. A brush is a shade
 * and a number: the number-th token of that shade, 1 to [numbers].
 */
class BrushTokens(tokens: List<String> = standardTokens()) {
    /** The tokens of each shade, dark first, in the palette's order. */
    val byShade: Map<RegionShade, List<String>> =
        tokens.groupBy(::tokenShade).toSortedMap(compareBy { it.ordinal })

    /** How many numbers every shade offers (9 for the standard palette). */
    val numbers: Int = byShade.values.minOfOrNull { it.size } ?: 0

    /** The token of [shade] numbered [number] (from 1), or `null` outside the palette. */
    fun token(shade: RegionShade, number: Int): String? = byShade[shade]?.getOrNull(number - 1)
}
