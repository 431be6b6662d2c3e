package app.dividedloyalties.shell

import app.dividedloyalties.core.StoneColor

/**
 * The letter on a stone of [color] (colour-blind safe, SCREENS.md "Game screen"): the letters
 * the Rust board picture draws (`dl_core::Color::letter`, the same in every language), so the
 * board on screen and the shared picture agree. The bindings do not export them yet.
 */
fun stoneLetter(color: StoneColor): String = when (color) {
    StoneColor.BLUE -> "B"
    StoneColor.YELLOW -> "Y"
    StoneColor.RED -> "R"
    StoneColor.GREEN -> "G"
    StoneColor.ORANGE -> "O"
    StoneColor.PURPLE -> "P"
}
