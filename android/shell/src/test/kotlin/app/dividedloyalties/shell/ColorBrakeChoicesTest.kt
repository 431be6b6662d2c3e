package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeException
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSession
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/** The lengths Color Brake ABAB's new-game screen offers come from Rust (C2). */
class ColorBrakeChoicesTest {
    @Test
    fun theScreenStartsOnRustsDefaultAndOffersBothKinds() {
        assertEquals(COLOR_BRAKE_LENGTHS.defaultLength, ColorBrakeChoice().length)
        assertEquals(ColorBrakeLength.Rounds(4u), ColorBrakeChoice().length)
        assertEquals(
            listOf(
                ColorBrakeLength.Rounds(4u),
                ColorBrakeLength.Target(COLOR_BRAKE_LENGTHS.defaultTarget)
            ),
            COLOR_BRAKE_LENGTH_KINDS
        )
        for (kind in COLOR_BRAKE_LENGTH_KINDS) {
            assertTrue("$kind is one of its own choices", kind.number in kind.choices)
        }
    }

    @Test
    fun everyOfferedLengthStartsAGameAndTheNextOnesOutsideAreRefused() {
        for (kind in COLOR_BRAKE_LENGTH_KINDS) {
            val choices = kind.choices
            assertEquals(choices.sorted(), choices)
            for (number in choices) {
                ColorBrakeSession.newGame(
                    7uL,
                    kind.withNumber(number),
                    ColorBrakeMode.PassAndPlay
                ).close()
            }
            for (outside in listOf(choices.first() - 1u, choices.last() + 1u)) {
                try {
                    ColorBrakeSession.newGame(
                        7uL,
                        kind.withNumber(outside),
                        ColorBrakeMode.PassAndPlay
                    ).close()
                    fail("${kind.withNumber(outside)} was accepted")
                } catch (_: ColorBrakeException) {
                    // C2 refuses it, as the screen does not offer it.
                }
            }
        }
    }
}
